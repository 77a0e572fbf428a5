import { COMPANY_TYPE, ROLE_NAMES } from '@zhuji/shared';

// The role catalogue and the building blocks of a page's role actions (docs/architecture.md#access).
// Platform data: every module's menus (ModuleManifest.menus) grant their actions in these terms.

/** Everything a page offers. */
export const ALL = ['list', 'detail', 'add', 'update', 'remove', 'export', 'import'];
/** Record and keep up to date, no removal and no import. */
export const WORK = ['list', 'detail', 'add', 'update', 'export'];
/** Check what others record: read and update (a checker's verdict), nothing added. */
export const CHECK = ['list', 'detail', 'update', 'export'];
/** Read and download. */
export const READ = ['list', 'detail', 'export'];

/**
 * Role catalogue. Ids 3, 5, 10, 19, 21 of company type 1 are the spec's specimen-reminder roles. The names
 * (Chinese, as stored in `role.name`) come from the shared ROLE_NAMES, which the web reads per language.
 */
export const ROLE_CATALOGUE = [
  { id: 1, code: 'admin', name: ROLE_NAMES[1].zh, compType: COMPANY_TYPE.PLATFORM, actions: ALL },
  { id: 3, name: ROLE_NAMES[3].zh, compType: COMPANY_TYPE.CONTRACTOR, actions: ALL },
  { id: 5, name: ROLE_NAMES[5].zh, compType: COMPANY_TYPE.CONTRACTOR, actions: WORK },
  { id: 10, name: ROLE_NAMES[10].zh, compType: COMPANY_TYPE.CONTRACTOR, actions: WORK },
  { id: 19, name: ROLE_NAMES[19].zh, compType: COMPANY_TYPE.CONTRACTOR, actions: WORK },
  { id: 21, name: ROLE_NAMES[21].zh, compType: COMPANY_TYPE.CONTRACTOR, actions: WORK },
  { id: 22, name: ROLE_NAMES[22].zh, compType: COMPANY_TYPE.CONTRACTOR, actions: WORK },
  { id: 23, name: ROLE_NAMES[23].zh, compType: COMPANY_TYPE.CONTRACTOR, actions: WORK },
  { id: 31, name: ROLE_NAMES[31].zh, compType: COMPANY_TYPE.OWNER, actions: CHECK },
  { id: 32, name: ROLE_NAMES[32].zh, compType: COMPANY_TYPE.OWNER, actions: CHECK },
  { id: 41, name: ROLE_NAMES[41].zh, compType: COMPANY_TYPE.SUPERVISOR, actions: CHECK },
  { id: 42, name: ROLE_NAMES[42].zh, compType: COMPANY_TYPE.SUPERVISOR, actions: CHECK },
  { id: 43, name: ROLE_NAMES[43].zh, compType: COMPANY_TYPE.SUPERVISOR, actions: CHECK },
  { id: 51, name: ROLE_NAMES[51].zh, compType: COMPANY_TYPE.SURVEYOR, actions: READ },
  { id: 61, name: ROLE_NAMES[61].zh, compType: COMPANY_TYPE.DESIGNER, actions: READ },
  { id: 71, name: ROLE_NAMES[71].zh, compType: COMPANY_TYPE.TESTING_LAB, actions: WORK },
  { id: 81, name: ROLE_NAMES[81].zh, compType: COMPANY_TYPE.SUPPLIER, actions: READ },
  { id: 91, name: ROLE_NAMES[91].zh, compType: COMPANY_TYPE.REGULATOR, actions: READ },
] as const;

/**
 * A role's actions on one page when not the role's defaults (its `actions` above); null hides the page
 * from the role. The seed writes them into role_menu when the page first appears.
 */
export type RoleActions = (roleId: number, defaults: readonly string[]) => readonly string[] | null;

/** 平台管理员 and 项目经理: the roles that manage a project. */
export const MANAGER_ROLE_IDS = [1, 3];
/** 供应商业务员: a supplier's people on the projects it delivers to. */
export const SUPPLIER_ROLE_ID = 81;
/** 质监站监督员: the regulator's inspector. */
export const REGULATOR_ROLE_ID = 91;

/** Every role reads what its defaults allow of reading, nobody writes. */
export const READ_ONLY: RoleActions = (_roleId, defaults) => defaults.filter((a) => READ.includes(a));

/** The managers do everything, every other role reads. */
export const ALL_FOR_MANAGERS = (roleId: number, defaults: readonly string[]): readonly string[] =>
  MANAGER_ROLE_IDS.includes(roleId) ? ALL : defaults.filter((a) => READ.includes(a));

/**
 * The contractor's roles and platform staff: who sees the contractor's own pages (its party branch,
 * its cost ledger).
 */
export const CONTRACTOR_SIDE_ROLE_IDS = [1, 3, 5, 10, 19, 21, 22, 23];

/**
 * A contractor-side page's actions (its party branch, its cost ledger): the contractor's roles as
 * `actions` says, the regulator (质监站, 91) reads (party building and wage payment count in its site
 * checks), the owner's, supervisor's and others' roles do not see it.
 */
export const CONTRACTOR_PAGE_ACTIONS =
  (actions: (roleId: number, defaults: readonly string[]) => readonly string[]): RoleActions =>
  (roleId, defaults) =>
    roleId === REGULATOR_ROLE_ID
      ? READ
      : CONTRACTOR_SIDE_ROLE_IDS.includes(roleId)
        ? actions(roleId, defaults)
        : null;
