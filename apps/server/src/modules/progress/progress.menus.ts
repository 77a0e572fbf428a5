import { ALL_FOR_MANAGERS, type ModuleMenu, WORK } from '../../platform/access';

export const progressMenus: ModuleMenu[] = [
  {
    group: 'Project',
    order: 70,
    path: 'progress',
    name: 'ProjectProgress',
    component: 'progress/index',
    meta: { title: 'menu.ProjectProgress', keepAlive: true },
    // Quantity plans and weekly progress: the contractor's site staff report, managers plan.
    roleActions: (roleId, defaults) =>
      [5, 10, 19, 23].includes(roleId) ? WORK : ALL_FOR_MANAGERS(roleId, defaults),
  },
];
