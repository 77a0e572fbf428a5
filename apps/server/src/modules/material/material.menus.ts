import { ALL, MANAGER_ROLE_IDS, type ModuleMenu, READ, type RoleActions, WORK } from '../../platform/access';

/** The contractor's roles that keep the material records (项目经理 … 材料员, 资料员). */
const MATERIAL_CONTRACTOR_ROLE_IDS = [5, 10, 19, 21, 22, 23];
/**
 * Material plans, deliveries, receipts and departures: the contractor's managers everything, its
 * materials clerk and site staff record (no removal), supervision, the owner and the regulator read;
 * the lab, surveyor, designer and supplier roles do not see them.
 */
const MATERIAL_ACTIONS: RoleActions = (roleId) =>
  MANAGER_ROLE_IDS.includes(roleId)
    ? ALL
    : MATERIAL_CONTRACTOR_ROLE_IDS.includes(roleId)
      ? WORK
      : [31, 32, 41, 42, 43, 91].includes(roleId)
        ? READ
        : null;

export const materialMenus: ModuleMenu[] = [
  {
    group: 'Material',
    order: 20,
    path: 'plan',
    name: 'MaterialPlan',
    component: 'material/plan',
    meta: { title: 'menu.MaterialPlan', keepAlive: true },
    roleActions: MATERIAL_ACTIONS,
  },
  {
    group: 'Material',
    order: 30,
    path: 'delivery',
    name: 'MaterialDeliveryPlan',
    component: 'material/delivery',
    meta: { title: 'menu.MaterialDeliveryPlan', keepAlive: true },
    roleActions: MATERIAL_ACTIONS,
  },
  {
    group: 'Material',
    order: 40,
    path: 'receive',
    name: 'MaterialReceive',
    component: 'material/receive',
    meta: { title: 'menu.MaterialReceive', keepAlive: true },
    roleActions: MATERIAL_ACTIONS,
  },
  {
    group: 'Material',
    order: 50,
    path: 'departure',
    name: 'MaterialDeparture',
    component: 'material/departure',
    meta: { title: 'menu.MaterialDeparture', keepAlive: true },
    roleActions: MATERIAL_ACTIONS,
  },
  {
    group: 'Material',
    order: 60,
    path: 'stock',
    name: 'MaterialStock',
    component: 'material/stock',
    meta: { title: 'menu.MaterialStock', keepAlive: true },
    // Computed from the other four: nobody writes it; everyone who sees them reads and exports it.
    roleActions: (roleId, defaults) => {
      const actions = MATERIAL_ACTIONS(roleId, defaults);
      return actions && READ;
    },
  },
  {
    group: 'Material',
    order: 65,
    path: 'pricePlan',
    name: 'MaterialPricePlan',
    component: 'material/pricePlan',
    meta: { title: 'menu.MaterialPricePlan', keepAlive: true },
    // Planned prices are the contractor's cost control: its managers and material staff; nobody else sees them.
    roleActions: (roleId) =>
      MANAGER_ROLE_IDS.includes(roleId) ? ALL : MATERIAL_CONTRACTOR_ROLE_IDS.includes(roleId) ? WORK : null,
  },
];
