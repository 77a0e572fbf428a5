import {
  ALL,
  ALL_FOR_MANAGERS,
  CHECK,
  MANAGER_ROLE_IDS,
  type ModuleMenu,
  READ_ONLY,
  WORK,
} from '../../platform/access';

/** The project's own pages, its parties and sub-items, and the platform's review of registrations. */
export const projectMenus: ModuleMenu[] = [
  {
    group: 'Project',
    order: 10,
    path: 'list',
    name: 'ProjectList',
    component: 'project/list',
    meta: { title: 'menu.ProjectList', keepAlive: true },
  },
  {
    group: 'Project',
    order: 30,
    path: 'manage',
    name: 'ProjectManage',
    component: 'project/manage',
    meta: { title: 'menu.ProjectManage', keepAlive: true },
    // Registration and the audit flow: only managers see the page (the server checks the same).
    roleActions: (roleId) => (MANAGER_ROLE_IDS.includes(roleId) ? ALL : null),
  },
  {
    group: 'Project',
    order: 40,
    path: 'members',
    name: 'ProjectMembers',
    component: 'project/members',
    meta: { title: 'menu.ProjectMembers', keepAlive: true },
    // The project's people and their roles: only managers see the page, as only a manager of the
    // project may read the list (project-role.service); they add, re-role and reset.
    roleActions: (roleId) => (MANAGER_ROLE_IDS.includes(roleId) ? ALL : null),
  },
  {
    group: 'Project',
    order: 50,
    path: 'division',
    name: 'ProjectDivision',
    component: 'project/division',
    meta: { title: 'menu.ProjectDivision', keepAlive: true },
    // The five parties: managers do everything, the technical lead and the documenter maintain them.
    roleActions: (roleId, defaults) =>
      [19, 23].includes(roleId) ? WORK : ALL_FOR_MANAGERS(roleId, defaults),
  },
  {
    group: 'Project',
    order: 130,
    path: 'subitem',
    name: 'ProjectSubitem',
    component: 'project/subitem',
    meta: { title: 'menu.ProjectSubitem' },
    // The GB 50300 selection: managers and the technical lead adjust it, everyone else reads it.
    roleActions: (roleId, defaults) =>
      [...MANAGER_ROLE_IDS, 19].includes(roleId) ? CHECK : READ_ONLY(roleId, defaults),
  },
  {
    group: 'Audit',
    order: 30,
    path: 'project',
    name: 'AuditProject',
    component: 'audit/project',
    meta: { title: 'menu.AuditProject' },
    // Registrations are reviewed by platform staff (the project-audit flow's platform step).
    roleActions: (roleId) => (roleId === 1 ? CHECK : null),
  },
];
