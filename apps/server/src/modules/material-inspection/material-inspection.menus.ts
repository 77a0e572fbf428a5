import { type ModuleMenu, WORK } from '../../platform/access';

export const materialInspectionMenus: ModuleMenu[] = [
  {
    group: 'Material',
    order: 10,
    path: 'inspection',
    name: 'MaterialInspection',
    component: 'material-inspection/index',
    meta: { title: 'menu.MaterialInspection', keepAlive: true },
    // The contractor's materials clerk, tester and lab register and enter results; supervision
    // and the owner's witness check them (update); the regulator reads.
    roleActions: (roleId, defaults) => ([41, 42, 43, 32].includes(roleId) ? WORK : defaults),
  },
  {
    group: 'Audit',
    order: 20,
    path: 'material',
    name: 'AuditMaterial',
    component: 'audit/material',
    meta: { title: 'menu.AuditMaterial' },
  },
];
