import { ALL, MANAGER_ROLE_IDS, type ModuleMenu, READ_ONLY, WORK } from '../../platform/access';

/**
 * 标准养护室 (docs/domains/curing.md): the project manager runs the rooms; the contractor's inspector,
 * builder, technical lead and tester and the lab's people keep readings and specimens; everyone else reads.
 */
export const curingMenus: ModuleMenu[] = [
  {
    group: 'Inspection',
    order: 17,
    path: 'curingRoom',
    name: 'CuringRoom',
    component: 'inspection/curing-room',
    meta: { title: 'menu.CuringRoom' },
    roleActions: (roleId, defaults) =>
      MANAGER_ROLE_IDS.includes(roleId)
        ? ALL
        : [5, 10, 19, 21, 71].includes(roleId)
          ? WORK
          : READ_ONLY(roleId, defaults),
  },
];
