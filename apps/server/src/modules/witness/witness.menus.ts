import { type ModuleMenu, READ_ONLY } from '../../platform/access';

/** 建设单位项目负责人 and the supervising engineers appoint witnesses; every other role reads. */
const APPOINTING_ROLE_IDS = [31, 41, 42];
export const WITNESS_MENU = 'WitnessAppointment';

/** 见证人委托 (docs/domains/witness.md). */
export const witnessMenus: ModuleMenu[] = [
  {
    group: 'Inspection',
    order: 12,
    path: 'witness',
    name: WITNESS_MENU,
    component: 'inspection/witness',
    meta: { title: 'menu.WitnessAppointment' },
    roleActions: (roleId, defaults) =>
      APPOINTING_ROLE_IDS.includes(roleId)
        ? ['list', 'detail', 'add', 'update', 'export']
        : READ_ONLY(roleId, defaults),
  },
];
