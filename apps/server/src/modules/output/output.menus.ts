import { ALL_FOR_MANAGERS, type ModuleMenu, WORK } from '../../platform/access';

export const outputMenus: ModuleMenu[] = [
  {
    group: 'Project',
    order: 110,
    path: 'output',
    name: 'ProjectOutput',
    component: 'output/report',
    meta: { title: 'menu.ProjectOutput', keepAlive: true },
    // The monthly output report: the contractor's managers, technical lead and documenter file it.
    roleActions: (roleId, defaults) =>
      [19, 23].includes(roleId) ? WORK : ALL_FOR_MANAGERS(roleId, defaults),
  },
];
