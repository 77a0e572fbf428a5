import { ALL_FOR_MANAGERS, type ModuleMenu, WORK } from '../../platform/access';

export const riskMenus: ModuleMenu[] = [
  {
    group: 'RiskControl',
    order: 10,
    path: 'source',
    name: 'RiskSource',
    component: 'risk/source',
    meta: { title: 'menu.RiskSource', keepAlive: true },
    // The contractor keeps the register (its technical lead, quality inspector and site engineers
    // with the manager); supervision and every other party read it.
    roleActions: (roleId, defaults) =>
      [5, 10, 19].includes(roleId) ? WORK : ALL_FOR_MANAGERS(roleId, defaults),
  },
  {
    group: 'RiskControl',
    order: 20,
    path: 'inspection',
    name: 'RiskInspection',
    component: 'risk/inspection',
    meta: { title: 'menu.RiskInspection', keepAlive: true },
    // Inspections are the supervisors' and the contractor's site staff's; the owner and the
    // regulator read them.
    roleActions: (roleId, defaults) =>
      [5, 10, 19, 41, 42, 43].includes(roleId) ? WORK : ALL_FOR_MANAGERS(roleId, defaults),
  },
];
