import { ALL_FOR_MANAGERS, type ModuleMenu, type RoleActions, WORK } from '../../platform/access';

/**
 * 主体施工 records: the contractor's manager, technical lead, quality inspector and foreman record them
 * (removal is the managers'); supervision, the owner and the regulator read them — supervision approves
 * the pour order in the approval centre (flow 'concrete-pour'), not on these pages.
 */
const MAIN_BODY_ACTIONS: RoleActions = (roleId, defaults) =>
  [5, 10, 19].includes(roleId) ? WORK : ALL_FOR_MANAGERS(roleId, defaults);

export const mainBodyMenus: ModuleMenu[] = [
  {
    group: 'MainBody',
    order: 10,
    path: 'concretePour',
    name: 'ConcretePour',
    component: 'main-body/concrete-pour',
    meta: { title: 'menu.ConcretePour', keepAlive: true },
    roleActions: MAIN_BODY_ACTIONS,
  },
  {
    group: 'MainBody',
    order: 20,
    path: 'masonry',
    name: 'Masonry',
    component: 'main-body/masonry',
    meta: { title: 'menu.Masonry', keepAlive: true },
    roleActions: MAIN_BODY_ACTIONS,
  },
  {
    group: 'MainBody',
    order: 30,
    path: 'waterproof',
    name: 'Waterproof',
    component: 'main-body/waterproof',
    meta: { title: 'menu.Waterproof', keepAlive: true },
    roleActions: MAIN_BODY_ACTIONS,
  },
];
