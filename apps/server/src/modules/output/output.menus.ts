import { ALL_FOR_MANAGERS, type ModuleMenu, SUPPLIER_ROLE_ID, WORK } from '../../platform/access';

export const outputMenus: ModuleMenu[] = [
  {
    group: 'Project',
    order: 110,
    path: 'output',
    name: 'ProjectOutput',
    component: 'output/report',
    meta: { title: 'menu.ProjectOutput', keepAlive: true },
    // The monthly output report: the contractor's managers, technical lead and documenter file it; a
    // supplier does not see it (docs/decisions/role-visibility.md).
    roleActions: (roleId, defaults) =>
      roleId === SUPPLIER_ROLE_ID
        ? null
        : [19, 23].includes(roleId)
          ? WORK
          : ALL_FOR_MANAGERS(roleId, defaults),
  },
];
