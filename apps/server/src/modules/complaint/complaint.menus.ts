import { ALL_FOR_MANAGERS, type ModuleMenu, WORK } from '../../platform/access';

export const complaintMenus: ModuleMenu[] = [
  {
    group: 'Project',
    order: 100,
    path: 'complaint',
    name: 'ProjectComplaint',
    component: 'complaint/index',
    meta: { title: 'menu.ProjectComplaint', keepAlive: true },
    // Complaints: managers and the owner's and supervisor's leads handle them, others read.
    roleActions: (roleId, defaults) =>
      [23, 31, 41].includes(roleId) ? WORK : ALL_FOR_MANAGERS(roleId, defaults),
  },
];
