import { ALL_FOR_MANAGERS, type ModuleMenu, SUPPLIER_ROLE_ID, WORK } from '../../platform/access';

export const complaintMenus: ModuleMenu[] = [
  {
    group: 'Project',
    order: 100,
    path: 'complaint',
    name: 'ProjectComplaint',
    component: 'complaint/index',
    meta: { title: 'menu.ProjectComplaint', keepAlive: true },
    // Complaints: managers and the owner's and supervisor's leads handle them, the project's parties
    // read; a supplier does not see them (docs/decisions/role-visibility.md).
    roleActions: (roleId, defaults) =>
      roleId === SUPPLIER_ROLE_ID
        ? null
        : [23, 31, 41].includes(roleId)
          ? WORK
          : ALL_FOR_MANAGERS(roleId, defaults),
  },
];
