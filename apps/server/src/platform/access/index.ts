// Access: who may do what on which project. Route declarations (`config.who`), project membership and
// roles, menu actions (role_menu), the platform scope (administrator / docking engineer), the project
// checks services call (loadProject, assertAction, …), the role catalogue, the menu groups and the
// assembly of the modules' menus, the menu tree of a role, and their messages.
export * from './access.messages';
export * from './actions';
export * from './membership';
export * from './menu-catalogue';
export * from './menu-tree';
export * from './platform-scope';
export * from './project-access';
export * from './projects-as-company-type';
export * from './roles';
export * from './route-access';
