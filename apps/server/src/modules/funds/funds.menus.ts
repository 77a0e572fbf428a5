import { ALL_FOR_MANAGERS, type ModuleMenu, SUPPLIER_ROLE_ID, WORK } from '../../platform/access';

export const fundsMenus: ModuleMenu[] = [
  {
    group: 'Project',
    order: 80,
    path: 'funds',
    name: 'ProjectFunds',
    component: 'funds/index',
    meta: { title: 'menu.ProjectFunds', keepAlive: true },
    // Payments: the contractor's managers and documenter register them, the project's parties read
    // them; a supplier does not see the contractor's payments (docs/decisions/role-visibility.md).
    roleActions: (roleId, defaults) =>
      roleId === SUPPLIER_ROLE_ID ? null : [23].includes(roleId) ? WORK : ALL_FOR_MANAGERS(roleId, defaults),
  },
];
