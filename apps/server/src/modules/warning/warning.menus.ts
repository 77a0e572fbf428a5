import { ALL_FOR_MANAGERS, type ModuleMenu, READ_ONLY } from '../../platform/access';

export const warningMenus: ModuleMenu[] = [
  {
    group: 'Warning',
    order: 10,
    path: 'abnormal',
    name: 'WarningAbnormal',
    component: 'warning/abnormal',
    meta: { title: 'menu.WarningAbnormal', keepAlive: true },
    // Every party on the project reads and exports the list; it is dealt with on the source pages.
    roleActions: READ_ONLY,
  },
  {
    group: 'Warning',
    order: 20,
    path: 'config',
    name: 'WarningConfig',
    component: 'warning/config',
    meta: { title: 'menu.WarningConfig' },
    // Thresholds and who is told: the project's managers set them, every other party reads them.
    roleActions: ALL_FOR_MANAGERS,
  },
];
