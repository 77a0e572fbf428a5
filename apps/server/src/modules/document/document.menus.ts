import { ALL, MANAGER_ROLE_IDS, type ModuleMenu, READ_ONLY } from '../../platform/access';

export const documentMenus: ModuleMenu[] = [
  {
    // A page of its own at the top level, between 材料管理 (90) and 统计报表 (110).
    group: null,
    order: 100,
    path: '/document',
    name: 'Document',
    component: 'document/index',
    meta: { title: 'menu.Document', icon: 'document', keepAlive: true },
    // Managers and the documenter (资料员) keep the records; everyone else on the project reads them.
    roleActions: (roleId, defaults) =>
      [...MANAGER_ROLE_IDS, 23].includes(roleId) ? ALL : READ_ONLY(roleId, defaults),
  },
];
