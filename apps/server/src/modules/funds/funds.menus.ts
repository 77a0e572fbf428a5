import { ALL_FOR_MANAGERS, type ModuleMenu, WORK } from '../../platform/access';

export const fundsMenus: ModuleMenu[] = [
  {
    group: 'Project',
    order: 80,
    path: 'funds',
    name: 'ProjectFunds',
    component: 'funds/index',
    meta: { title: 'menu.ProjectFunds', keepAlive: true },
    // Payments: the contractor's managers and documenter register them, every other party reads them.
    roleActions: (roleId, defaults) => ([23].includes(roleId) ? WORK : ALL_FOR_MANAGERS(roleId, defaults)),
  },
];
