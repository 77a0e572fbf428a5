import { ALL_FOR_MANAGERS, type ModuleMenu, type RoleActions, WORK } from '../../platform/access';

/** The contractor's quality inspector, foreman and technical lead record; managers also remove. */
const RECORDERS = [5, 10, 19];
/** 总监理工程师, 专业监理工程师, 监理员. */
const SUPERVISION = [41, 42, 43];

/** Foundation checks: recorded like the main-body records; everyone else on the project reads them. */
const FOUNDATION_ACTIONS: RoleActions = (roleId, defaults) =>
  RECORDERS.includes(roleId) ? WORK : ALL_FOR_MANAGERS(roleId, defaults);

/**
 * Abnormal records: the contractor records and handles them (handling closes one), supervision checks
 * them and may close or send one to rectification (update), everyone else reads.
 */
const ABNORMAL_ACTIONS: RoleActions = (roleId, defaults) =>
  RECORDERS.includes(roleId)
    ? WORK
    : SUPERVISION.includes(roleId)
      ? ['list', 'detail', 'update', 'export']
      : ALL_FOR_MANAGERS(roleId, defaults);

/**
 * Spot checks: supervision records them (add) and never edits them; the contractor's and every other
 * working role read them. The managers (platform administrator, project manager) hold every action on
 * every page, as everywhere (docs/architecture.md#menus-and-actions); the page offers no edit link.
 */
const SPOT_CHECK_ACTIONS: RoleActions = (roleId, defaults) =>
  SUPERVISION.includes(roleId) ? ['list', 'detail', 'add', 'export'] : ALL_FOR_MANAGERS(roleId, defaults);

export const worksMenus: ModuleMenu[] = [
  {
    group: 'BasicEngineer',
    order: 20,
    path: 'foundationCheck',
    name: 'FoundationCheck',
    component: 'works/foundation-check',
    meta: { title: 'menu.FoundationCheck', keepAlive: true },
    roleActions: FOUNDATION_ACTIONS,
  },
  {
    group: 'Quality',
    order: 30,
    path: 'worksAbnormal',
    name: 'WorksAbnormal',
    component: 'works/abnormal',
    meta: { title: 'menu.WorksAbnormal', keepAlive: true },
    roleActions: ABNORMAL_ACTIONS,
  },
  {
    group: 'Quality',
    order: 40,
    path: 'worksSpotCheck',
    name: 'WorksSpotCheck',
    component: 'works/spot-check',
    meta: { title: 'menu.WorksSpotCheck', keepAlive: true },
    roleActions: SPOT_CHECK_ACTIONS,
  },
];
