import { MANAGER_ROLE_IDS, type ModuleMenu, WORK } from '../../platform/access';

export const rectificationMenus: ModuleMenu[] = [
  {
    group: 'Quality',
    order: 20,
    path: 'rectification',
    name: 'Rectification',
    component: 'rectification/list',
    meta: { title: 'menu.Rectification', keepAlive: true },
    // Issuing is supervision's, the owner's and the regulator's (and the manager's); the contractor replies.
    roleActions: (roleId, defaults) =>
      [41, 42, 43, 31, 91].includes(roleId)
        ? WORK
        : MANAGER_ROLE_IDS.includes(roleId)
          ? defaults
          : defaults.filter((a) => a !== 'add'),
  },
];
