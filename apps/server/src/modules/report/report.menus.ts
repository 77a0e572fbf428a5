import { type ModuleMenu, READ_ONLY } from '../../platform/access';

/** Read-only figures: every member of the project reads and downloads them, nobody writes. */
export const reportMenus: ModuleMenu[] = [
  {
    group: 'Report',
    order: 10,
    path: 'concrete',
    name: 'ReportConcrete',
    component: 'report/concrete',
    meta: { title: 'menu.ReportConcrete', keepAlive: true },
    roleActions: READ_ONLY,
  },
  {
    group: 'Report',
    order: 20,
    path: 'material',
    name: 'ReportMaterial',
    component: 'report/material',
    meta: { title: 'menu.ReportMaterial', keepAlive: true },
    roleActions: READ_ONLY,
  },
  {
    group: 'Report',
    order: 30,
    path: 'progress',
    name: 'ReportProgress',
    component: 'report/progress',
    meta: { title: 'menu.ReportProgress', keepAlive: true },
    roleActions: READ_ONLY,
  },
];
