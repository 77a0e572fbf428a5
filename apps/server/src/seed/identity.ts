import { COMPANY_TYPE, CONTRACT_MODE, creditCodeCheckChar, DIVISION } from '@zhuji/shared';

/** Demo password of every seeded account; DEMO_PASSWORD overrides it. */
export const DEFAULT_DEMO_PASSWORD = 'Zhuji@2026';

const ALL = ['list', 'detail', 'add', 'update', 'remove', 'export', 'import'];
const WORK = ['list', 'detail', 'add', 'update', 'export'];
const CHECK = ['list', 'detail', 'update', 'export'];
const READ = ['list', 'detail', 'export'];

/** Role catalogue. Ids 3, 5, 10, 19, 21 of company type 1 are the spec's specimen-reminder roles. */
export const SEED_ROLES = [
  { id: 1, code: 'admin', name: '平台管理员', compType: COMPANY_TYPE.PLATFORM, actions: ALL },
  { id: 3, name: '项目经理', compType: COMPANY_TYPE.CONTRACTOR, actions: ALL },
  { id: 5, name: '专职质量检查员', compType: COMPANY_TYPE.CONTRACTOR, actions: WORK },
  { id: 10, name: '施工员', compType: COMPANY_TYPE.CONTRACTOR, actions: WORK },
  { id: 19, name: '项目技术负责人', compType: COMPANY_TYPE.CONTRACTOR, actions: WORK },
  { id: 21, name: '试验员', compType: COMPANY_TYPE.CONTRACTOR, actions: WORK },
  { id: 22, name: '材料员', compType: COMPANY_TYPE.CONTRACTOR, actions: WORK },
  { id: 23, name: '资料员', compType: COMPANY_TYPE.CONTRACTOR, actions: WORK },
  { id: 31, name: '建设单位项目负责人', compType: COMPANY_TYPE.OWNER, actions: CHECK },
  { id: 32, name: '见证人员', compType: COMPANY_TYPE.OWNER, actions: CHECK },
  { id: 41, name: '总监理工程师', compType: COMPANY_TYPE.SUPERVISOR, actions: CHECK },
  { id: 42, name: '专业监理工程师', compType: COMPANY_TYPE.SUPERVISOR, actions: CHECK },
  { id: 43, name: '监理员', compType: COMPANY_TYPE.SUPERVISOR, actions: CHECK },
  { id: 51, name: '勘察项目负责人', compType: COMPANY_TYPE.SURVEYOR, actions: READ },
  { id: 61, name: '设计项目负责人', compType: COMPANY_TYPE.DESIGNER, actions: READ },
  { id: 71, name: '检测人员', compType: COMPANY_TYPE.TESTING_LAB, actions: WORK },
  { id: 81, name: '供应商业务员', compType: COMPANY_TYPE.SUPPLIER, actions: READ },
  { id: 91, name: '质监站监督员', compType: COMPANY_TYPE.REGULATOR, actions: READ },
] as const;

interface SeedMenu {
  path: string;
  name: string;
  component: string;
  redirect?: string;
  hidden?: boolean;
  meta: { title: string; icon?: string; affix?: boolean; keepAlive?: boolean };
  children?: SeedMenu[];
  /** The actions of a role on this page when not the role's defaults; null hides the page from the role. */
  roleActions?: (roleId: number, defaults: readonly string[]) => readonly string[] | null;
}

const MANAGER_ROLE_IDS = [1, 3];
/** 供应商业务员: a supplier's people on the projects it delivers to. */
const SUPPLIER_ROLE_ID = 81;
const ALL_FOR_MANAGERS = (roleId: number, defaults: readonly string[]) =>
  MANAGER_ROLE_IDS.includes(roleId) ? ALL : defaults.filter((a) => READ.includes(a));
/**
 * The contractor's roles and platform staff: who sees the contractor's own pages (its party branch,
 * its cost ledger).
 */
const CONTRACTOR_SIDE_ROLE_IDS = [1, 3, 5, 10, 19, 21, 22, 23];
/**
 * A contractor-side page's actions (its party branch, its cost ledger): the contractor's roles as
 * `actions` says, the regulator (质监站, 91) reads (party building and wage payment count in its site
 * checks), the owner's, supervisor's and others' roles do not see it.
 */
const CONTRACTOR_PAGE_ACTIONS =
  (actions: (roleId: number, defaults: readonly string[]) => readonly string[]) =>
  (roleId: number, defaults: readonly string[]) =>
    roleId === 91 ? READ : CONTRACTOR_SIDE_ROLE_IDS.includes(roleId) ? actions(roleId, defaults) : null;

/** The contractor's roles that keep the material records (项目经理 … 材料员, 资料员). */
const MATERIAL_CONTRACTOR_ROLE_IDS = [5, 10, 19, 21, 22, 23];
/**
 * Material plans, deliveries, receipts and departures: the contractor's managers everything, its
 * materials clerk and site staff record (no removal), supervision, the owner and the regulator read;
 * the lab, surveyor, designer and supplier roles do not see them.
 */
const MATERIAL_ACTIONS = (roleId: number, _defaults: readonly string[]): readonly string[] | null =>
  MANAGER_ROLE_IDS.includes(roleId)
    ? ALL
    : MATERIAL_CONTRACTOR_ROLE_IDS.includes(roleId)
      ? WORK
      : [31, 32, 41, 42, 43, 91].includes(roleId)
        ? READ
        : null;

/**
 * 主体施工 records: the contractor's manager, technical lead, quality inspector and foreman record them
 * (removal is the managers'); supervision, the owner and the regulator read them — supervision approves
 * the pour order in the approval centre (flow 'concrete-pour'), not on these pages.
 */
const MAIN_BODY_ACTIONS = (roleId: number, defaults: readonly string[]) =>
  [5, 10, 19].includes(roleId) ? WORK : ALL_FOR_MANAGERS(roleId, defaults);

/**
 * The menu catalogue. Titles are i18n keys (menu.<name>) so menus follow the language switch;
 * `component` keys resolve through the web view registry.
 */
export const SEED_MENUS: SeedMenu[] = [
  {
    path: '/home',
    name: 'Home',
    component: 'Layout',
    redirect: '/home/index',
    meta: { title: 'menu.Home', icon: 'home' },
    children: [
      {
        path: 'index',
        name: 'HomeIndex',
        component: 'home/index',
        meta: { title: 'menu.HomeIndex', affix: true },
      },
    ],
  },
  {
    path: '/project',
    name: 'Project',
    component: 'Layout',
    redirect: '/project/list',
    meta: { title: 'menu.Project', icon: 'project' },
    children: [
      {
        path: 'list',
        name: 'ProjectList',
        component: 'project/list',
        meta: { title: 'menu.ProjectList', keepAlive: true },
      },
      {
        path: 'building',
        name: 'ProjectBuilding',
        component: 'project/building',
        meta: { title: 'menu.ProjectBuilding', keepAlive: true },
      },
      {
        path: 'manage',
        name: 'ProjectManage',
        component: 'project/manage',
        meta: { title: 'menu.ProjectManage', keepAlive: true },
        // Registration and the audit flow: only managers see the page (the server checks the same).
        roleActions: (roleId) => (MANAGER_ROLE_IDS.includes(roleId) ? ALL : null),
      },
      {
        path: 'members',
        name: 'ProjectMembers',
        component: 'project/members',
        meta: { title: 'menu.ProjectMembers', keepAlive: true },
        // The project's people and their roles: only managers see the page, as only a manager of the
        // project may read the list (project-role.service); they add, re-role and reset.
        roleActions: (roleId) => (MANAGER_ROLE_IDS.includes(roleId) ? ALL : null),
      },
      {
        path: 'division',
        name: 'ProjectDivision',
        component: 'project/division',
        meta: { title: 'menu.ProjectDivision', keepAlive: true },
        // The five parties: managers do everything, the technical lead and the documenter maintain them.
        roleActions: (roleId, defaults) =>
          [19, 23].includes(roleId) ? WORK : ALL_FOR_MANAGERS(roleId, defaults),
      },
      {
        path: 'contract',
        name: 'ProjectContract',
        component: 'tender/contract',
        meta: { title: 'menu.ProjectContract' },
        // Contract, overview and tenders: managers register them, the technical lead and the
        // documenter keep them up to date, every other party reads them.
        roleActions: (roleId, defaults) =>
          [19, 23].includes(roleId) ? WORK : ALL_FOR_MANAGERS(roleId, defaults),
      },
      {
        path: 'progress',
        name: 'ProjectProgress',
        component: 'progress/index',
        meta: { title: 'menu.ProjectProgress', keepAlive: true },
        // Quantity plans and weekly progress: the contractor's site staff report, managers plan.
        roleActions: (roleId, defaults) =>
          [5, 10, 19, 23].includes(roleId) ? WORK : ALL_FOR_MANAGERS(roleId, defaults),
      },
      {
        path: 'funds',
        name: 'ProjectFunds',
        component: 'funds/index',
        meta: { title: 'menu.ProjectFunds', keepAlive: true },
        // Payments: the contractor's managers and documenter register them, every other party reads them.
        roleActions: (roleId, defaults) =>
          [23].includes(roleId) ? WORK : ALL_FOR_MANAGERS(roleId, defaults),
      },
      {
        path: 'cost',
        name: 'ProjectCost',
        component: 'cost/index',
        meta: { title: 'menu.ProjectCost', keepAlive: true },
        // The contractor's own ledger: its managers keep it with the documenter and the materials clerk,
        // its other roles read it, as does the regulator; the owner and supervision do not see it.
        roleActions: CONTRACTOR_PAGE_ACTIONS((roleId, defaults) =>
          [22, 23].includes(roleId) ? WORK : ALL_FOR_MANAGERS(roleId, defaults),
        ),
      },
      {
        path: 'complaint',
        name: 'ProjectComplaint',
        component: 'complaint/index',
        meta: { title: 'menu.ProjectComplaint', keepAlive: true },
        // Complaints: managers and the owner's and supervisor's leads handle them, others read.
        roleActions: (roleId, defaults) =>
          [23, 31, 41].includes(roleId) ? WORK : ALL_FOR_MANAGERS(roleId, defaults),
      },
      {
        path: 'output',
        name: 'ProjectOutput',
        component: 'output/report',
        meta: { title: 'menu.ProjectOutput', keepAlive: true },
        // The monthly output report: the contractor's managers, technical lead and documenter file it.
        roleActions: (roleId, defaults) =>
          [19, 23].includes(roleId) ? WORK : ALL_FOR_MANAGERS(roleId, defaults),
      },
      {
        path: 'records',
        name: 'ProjectRecords',
        component: 'project/records',
        meta: { title: 'menu.ProjectRecords', keepAlive: true },
        // Read-only ledgers (geology, pile data, goods, people, VIP features): every party reads them.
        roleActions: (_roleId, defaults) => defaults.filter((a) => READ.includes(a)),
      },
      {
        path: 'subitem',
        name: 'ProjectSubitem',
        component: 'project/subitem',
        meta: { title: 'menu.ProjectSubitem' },
        // The GB 50300 selection: managers and the technical lead adjust it, everyone else reads it.
        roleActions: (roleId, defaults) =>
          [...MANAGER_ROLE_IDS, 19].includes(roleId) ? CHECK : defaults.filter((a) => READ.includes(a)),
      },
    ],
  },
  {
    path: '/basicEngineer',
    name: 'BasicEngineer',
    component: 'Layout',
    redirect: '/basicEngineer/planPrincipal/mainPartSetting',
    meta: { title: 'menu.BasicEngineer', icon: 'structure' },
    children: [
      {
        path: 'planPrincipal',
        name: 'PlanPrincipal',
        component: 'Layout',
        redirect: '/basicEngineer/planPrincipal/mainPartSetting',
        meta: { title: 'menu.PlanPrincipal' },
        children: [
          {
            path: 'mainPartSetting',
            name: 'MainPartSetting',
            component: 'project/main-part-setting',
            meta: { title: 'menu.MainPartSetting', keepAlive: true },
            // The parts per floor: managers and the technical lead set them, everyone else reads them.
            roleActions: (roleId, defaults) =>
              [...MANAGER_ROLE_IDS, 19].includes(roleId) ? ALL : defaults.filter((a) => READ.includes(a)),
          },
        ],
      },
    ],
  },
  {
    path: '/pileFoundation',
    name: 'PileFoundation',
    component: 'Layout',
    redirect: '/pileFoundation/construction',
    meta: { title: 'menu.PileFoundation', icon: 'pile' },
    children: [
      {
        path: 'construction',
        name: 'PileConstruction',
        component: 'pile/construction',
        meta: { title: 'menu.PileConstruction', keepAlive: true },
      },
      {
        path: 'acceptance',
        name: 'PileAcceptance',
        component: 'pile/acceptance',
        meta: { title: 'menu.PileAcceptance' },
      },
      {
        // The phone app's entry (docs/domains/site.md): the contractor's site roles record at the rig.
        path: 'site',
        name: 'SiteEntry',
        component: 'site/entry',
        meta: { title: 'menu.SiteEntry' },
        roleActions: (roleId, defaults) => (CONTRACTOR_SIDE_ROLE_IDS.includes(roleId) ? defaults : null),
      },
    ],
  },
  {
    path: '/mainBody',
    name: 'MainBody',
    component: 'Layout',
    redirect: '/mainBody/concretePour',
    meta: { title: 'menu.MainBody', icon: 'structure' },
    children: [
      {
        path: 'concretePour',
        name: 'ConcretePour',
        component: 'main-body/concrete-pour',
        meta: { title: 'menu.ConcretePour', keepAlive: true },
        roleActions: MAIN_BODY_ACTIONS,
      },
      {
        path: 'masonry',
        name: 'Masonry',
        component: 'main-body/masonry',
        meta: { title: 'menu.Masonry', keepAlive: true },
        roleActions: MAIN_BODY_ACTIONS,
      },
      {
        path: 'waterproof',
        name: 'Waterproof',
        component: 'main-body/waterproof',
        meta: { title: 'menu.Waterproof', keepAlive: true },
        roleActions: MAIN_BODY_ACTIONS,
      },
    ],
  },
  {
    path: '/quality',
    name: 'Quality',
    component: 'Layout',
    redirect: '/quality/acceptance',
    meta: { title: 'menu.Quality', icon: 'safety' },
    children: [
      {
        path: 'acceptance',
        name: 'AcceptanceLot',
        component: 'acceptance/lot',
        meta: { title: 'menu.AcceptanceLot', keepAlive: true },
      },
      {
        path: 'rectification',
        name: 'Rectification',
        component: 'rectification/list',
        meta: { title: 'menu.Rectification', keepAlive: true },
        // Issuing is supervision's, the owner's and the regulator's (and the manager's); the contractor replies.
        roleActions: (roleId, defaults) =>
          [41, 42, 43, 31, 91].includes(roleId)
            ? WORK
            : MANAGER_ROLE_IDS.includes(roleId)
              ? defaults
              : defaults.filter((a) => a !== 'add'),
      },
    ],
  },
  {
    path: '/warning',
    name: 'Warning',
    component: 'Layout',
    redirect: '/warning/abnormal',
    meta: { title: 'menu.Warning', icon: 'warning' },
    children: [
      {
        path: 'abnormal',
        name: 'WarningAbnormal',
        component: 'warning/abnormal',
        meta: { title: 'menu.WarningAbnormal', keepAlive: true },
        // Every party on the project reads and exports the list; it is dealt with on the source pages.
        roleActions: (_roleId, defaults) => defaults.filter((a) => READ.includes(a)),
      },
      {
        path: 'config',
        name: 'WarningConfig',
        component: 'warning/config',
        meta: { title: 'menu.WarningConfig' },
        // Thresholds and who is told: the project's managers set them, every other party reads them.
        roleActions: ALL_FOR_MANAGERS,
      },
    ],
  },
  {
    path: '/inspection',
    name: 'Inspection',
    component: 'Layout',
    redirect: '/inspection/testBlock',
    meta: { title: 'menu.Inspection', icon: 'experiment' },
    children: [
      {
        path: 'testBlock',
        name: 'TestBlock',
        component: 'inspection/test-block',
        meta: { title: 'menu.TestBlock' },
      },
      {
        path: 'pileDetection',
        name: 'PileDetection',
        component: 'pile-detection/centre',
        meta: { title: 'menu.PileDetection', keepAlive: true },
        // The lab and the contractor enter results; supervision checks them; the regulator draws
        // the government selection (update) and reads the rest.
        roleActions: (roleId, defaults) => (roleId === 91 ? [...READ, 'update'] : defaults),
      },
    ],
  },
  {
    path: '/material',
    name: 'Material',
    component: 'Layout',
    redirect: '/material/inspection',
    meta: { title: 'menu.Material', icon: 'material' },
    children: [
      {
        path: 'inspection',
        name: 'MaterialInspection',
        component: 'material-inspection/index',
        meta: { title: 'menu.MaterialInspection', keepAlive: true },
        // The contractor's materials clerk, tester and lab register and enter results; supervision
        // and the owner's witness check them (update); the regulator reads.
        roleActions: (roleId, defaults) => ([41, 42, 43, 32].includes(roleId) ? WORK : defaults),
      },
      {
        path: 'plan',
        name: 'MaterialPlan',
        component: 'material/plan',
        meta: { title: 'menu.MaterialPlan', keepAlive: true },
        roleActions: MATERIAL_ACTIONS,
      },
      {
        path: 'delivery',
        name: 'MaterialDeliveryPlan',
        component: 'material/delivery',
        meta: { title: 'menu.MaterialDeliveryPlan', keepAlive: true },
        roleActions: MATERIAL_ACTIONS,
      },
      {
        path: 'receive',
        name: 'MaterialReceive',
        component: 'material/receive',
        meta: { title: 'menu.MaterialReceive', keepAlive: true },
        roleActions: MATERIAL_ACTIONS,
      },
      {
        path: 'departure',
        name: 'MaterialDeparture',
        component: 'material/departure',
        meta: { title: 'menu.MaterialDeparture', keepAlive: true },
        roleActions: MATERIAL_ACTIONS,
      },
      {
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
        path: 'supplier',
        name: 'MaterialSupplier',
        component: 'supplier/search',
        meta: { title: 'menu.MaterialSupplier', keepAlive: true },
        // Any member of a project searches the marketplace; a supplier's own users keep its profile
        // (the server checks the company type, not this row).
        roleActions: (roleId) =>
          roleId === SUPPLIER_ROLE_ID ? ['list', 'detail', 'update'] : ['list', 'detail'],
      },
      {
        path: 'enquiry',
        name: 'MaterialEnquiry',
        component: 'supplier/enquiry',
        meta: { title: 'menu.MaterialEnquiry', keepAlive: true },
        // The contractor's managers and materials clerk (材料员) send enquiries and award them; its other
        // staff read them; a supplier reads those addressed to it and quotes (update). Prices are the
        // contractor's business: the owner, supervision and others do not see the page.
        roleActions: (roleId, defaults) =>
          roleId === SUPPLIER_ROLE_ID
            ? ['list', 'detail', 'update']
            : roleId === 22
              ? WORK
              : [5, 10, 19, 21, 23].includes(roleId)
                ? READ
                : MANAGER_ROLE_IDS.includes(roleId)
                  ? ALL_FOR_MANAGERS(roleId, defaults)
                  : null,
      },
    ],
  },
  {
    path: '/document',
    name: 'Document',
    component: 'document/index',
    meta: { title: 'menu.Document', icon: 'document', keepAlive: true },
    // Managers and the documenter (资料员) keep the records; everyone else on the project reads them.
    roleActions: (roleId, defaults) =>
      [...MANAGER_ROLE_IDS, 23].includes(roleId) ? ALL : defaults.filter((a) => READ.includes(a)),
  },
  {
    path: '/report',
    name: 'Report',
    component: 'Layout',
    redirect: '/report/concrete',
    meta: { title: 'menu.Report', icon: 'chart' },
    // Read-only figures: every member of the project reads and downloads them, nobody writes.
    children: [
      {
        path: 'concrete',
        name: 'ReportConcrete',
        component: 'report/concrete',
        meta: { title: 'menu.ReportConcrete', keepAlive: true },
        roleActions: (_roleId, defaults) => defaults.filter((a) => READ.includes(a)),
      },
      {
        path: 'material',
        name: 'ReportMaterial',
        component: 'report/material',
        meta: { title: 'menu.ReportMaterial', keepAlive: true },
        roleActions: (_roleId, defaults) => defaults.filter((a) => READ.includes(a)),
      },
      {
        path: 'progress',
        name: 'ReportProgress',
        component: 'report/progress',
        meta: { title: 'menu.ReportProgress', keepAlive: true },
        roleActions: (_roleId, defaults) => defaults.filter((a) => READ.includes(a)),
      },
    ],
  },
  {
    path: '/basicInfo',
    name: 'BasicInfo',
    component: 'Layout',
    redirect: '/basicInfo/company',
    meta: { title: 'menu.BasicInfo', icon: 'profile' },
    children: [
      {
        path: 'company',
        name: 'CompanyInfo',
        component: 'company/info',
        meta: { title: 'menu.CompanyInfo' },
      },
    ],
  },
  {
    path: '/fireManagement',
    name: 'FireManagement',
    component: 'Layout',
    redirect: '/fireManagement/check',
    meta: { title: 'menu.FireManagement', icon: 'fire' },
    children: [
      { path: 'check', name: 'FireCheck', component: 'fire/check', meta: { title: 'menu.FireCheck' } },
    ],
  },
  {
    // 党建管理: the project's party branch. The contractor's people and platform staff; the managers keep the
    // organisations, the assessments and (as the branch's superior) approve or return its activities.
    path: '/partyBuilding',
    name: 'PartyBuilding',
    component: 'Layout',
    redirect: '/partyBuilding/organization',
    meta: { title: 'menu.PartyBuilding', icon: 'structure' },
    children: [
      {
        path: 'organization',
        name: 'PartyOrganization',
        component: 'party/organization',
        meta: { title: 'menu.PartyOrganization', keepAlive: true },
        roleActions: CONTRACTOR_PAGE_ACTIONS(ALL_FOR_MANAGERS),
      },
      {
        path: 'member',
        name: 'PartyMember',
        component: 'party/member',
        meta: { title: 'menu.PartyMember', keepAlive: true },
        // The documenter (资料员) keeps the roll with the managers.
        roleActions: CONTRACTOR_PAGE_ACTIONS((roleId, defaults) =>
          roleId === 23 ? WORK : ALL_FOR_MANAGERS(roleId, defaults),
        ),
      },
      {
        path: 'activity',
        name: 'PartyActivity',
        component: 'party/activity',
        meta: { title: 'menu.PartyActivity', keepAlive: true },
        // Every member of the branch records and submits activities; removal is the managers'.
        roleActions: CONTRACTOR_PAGE_ACTIONS((roleId) => (MANAGER_ROLE_IDS.includes(roleId) ? ALL : WORK)),
      },
      {
        path: 'examine',
        name: 'PartyExamine',
        component: 'party/examine',
        meta: { title: 'menu.PartyExamine', keepAlive: true },
        roleActions: CONTRACTOR_PAGE_ACTIONS(ALL_FOR_MANAGERS),
      },
    ],
  },
  {
    path: '/riskControl',
    name: 'RiskControl',
    component: 'Layout',
    redirect: '/riskControl/source',
    meta: { title: 'menu.RiskControl', icon: 'safety' },
    children: [
      {
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
        path: 'inspection',
        name: 'RiskInspection',
        component: 'risk/inspection',
        meta: { title: 'menu.RiskInspection', keepAlive: true },
        // Inspections are the supervisors' and the contractor's site staff's; the owner and the
        // regulator read them.
        roleActions: (roleId, defaults) =>
          [5, 10, 19, 41, 42, 43].includes(roleId) ? WORK : ALL_FOR_MANAGERS(roleId, defaults),
      },
    ],
  },
  {
    path: '/audit',
    name: 'Audit',
    component: 'Layout',
    redirect: '/audit/material',
    meta: { title: 'menu.Audit', icon: 'audit' },
    children: [
      {
        path: 'approval',
        name: 'ApprovalCenter',
        component: 'flow/approval',
        meta: { title: 'menu.ApprovalCenter', keepAlive: true },
        // Everyone sees their own boxes; acting is decided by each flow step's roles.
        roleActions: () => READ,
      },
      {
        path: 'material',
        name: 'AuditMaterial',
        component: 'audit/material',
        meta: { title: 'menu.AuditMaterial' },
      },
      {
        path: 'project',
        name: 'AuditProject',
        component: 'audit/project',
        meta: { title: 'menu.AuditProject' },
        // Registrations are reviewed by platform staff (the project-audit flow's platform step).
        roleActions: (roleId) => (roleId === 1 ? CHECK : null),
      },
      {
        path: 'company',
        name: 'AuditCompany',
        component: 'audit/company',
        meta: { title: 'menu.AuditCompany' },
        // Company registrations are reviewed by platform staff (admin/company/list and verify).
        roleActions: (roleId) => (roleId === 1 ? CHECK : null),
      },
    ],
  },
  {
    path: '/collaboration',
    name: 'Collaboration',
    component: 'Layout',
    redirect: '/collaboration/myMessage',
    meta: { title: 'menu.Collaboration', icon: 'message' },
    children: [
      {
        path: 'myMessage',
        name: 'MyMessage',
        component: 'collaboration/my-message',
        meta: { title: 'menu.MyMessage' },
        // Every party of a project reads its messages and may send one (with a file) to other members.
        roleActions: () => ['list', 'detail', 'add'],
      },
    ],
  },
];

/** Builds a checksum-valid unified social credit code from its first 17 characters. */
const credit = (first17: string) => `${first17}${creditCodeCheckChar(first17)}`;

export const SEED_COMPANIES = [
  {
    key: 'platform',
    name: '筑基科技（杭州）有限公司',
    compType: COMPANY_TYPE.PLATFORM,
    creditCode: credit('91330106MA2H7K3Q5'),
    legalPerson: '周启明',
    address: '杭州市西湖区文三路478号华星时代广场A座',
    region: ['33', '3301', '330106'],
  },
  {
    key: 'contractor',
    name: '浙江华东建工集团有限公司',
    compType: COMPANY_TYPE.CONTRACTOR,
    creditCode: credit('91330000142913087'),
    legalPerson: '沈国平',
    address: '杭州市上城区秋涛北路72号',
    region: ['33', '3301', '330102'],
    qualification: '建筑工程施工总承包特级',
  },
  {
    key: 'owner',
    name: '杭州钱塘城市建设投资集团有限公司',
    compType: COMPANY_TYPE.OWNER,
    creditCode: credit('91330114MA27XQ8N4'),
    legalPerson: '何立新',
    address: '杭州市钱塘区白杨街道6号大街452号',
    region: ['33', '3301', '330114'],
  },
  {
    key: 'supervisor',
    name: '浙江江南工程管理股份有限公司',
    compType: COMPANY_TYPE.SUPERVISOR,
    creditCode: credit('91330000704207363'),
    legalPerson: '李建华',
    address: '杭州市西湖区古墩路83号',
    region: ['33', '3301', '330106'],
    qualification: '工程监理综合资质',
  },
  {
    key: 'surveyor',
    name: '浙江省工程勘察设计院集团有限公司',
    compType: COMPANY_TYPE.SURVEYOR,
    creditCode: credit('91330200144069921'),
    legalPerson: '徐友良',
    address: '宁波市鄞州区天童南路1号',
    region: ['33', '3302', '330212'],
    qualification: '工程勘察综合资质甲级',
  },
  {
    key: 'designer',
    name: '杭州市建筑设计研究院有限公司',
    compType: COMPANY_TYPE.DESIGNER,
    creditCode: credit('91330100470109734'),
    legalPerson: '王晓东',
    address: '杭州市拱墅区体育场路218号',
    region: ['33', '3301', '330105'],
    qualification: '建筑行业（建筑工程）甲级',
  },
  {
    key: 'lab',
    name: '浙江建科检测技术有限公司',
    compType: COMPANY_TYPE.TESTING_LAB,
    creditCode: credit('91330105MA2CD6L93'),
    legalPerson: '蒋文斌',
    address: '杭州市拱墅区莫干山路1号',
    region: ['33', '3301', '330105'],
    qualification: '建设工程质量检测机构资质（综合类）',
  },
  {
    key: 'supplier',
    name: '杭州钱江商品混凝土有限公司',
    compType: COMPANY_TYPE.SUPPLIER,
    creditCode: credit('91330109742903526'),
    legalPerson: '陆伟强',
    address: '杭州市萧山区新塘街道东风村',
    region: ['33', '3301', '330109'],
  },
  // Suppliers of the marketplace (供应商查询), with the profiles of supplier.seed.ts.
  {
    key: 'supplierRebar',
    name: '浙江甬钢建材贸易有限公司',
    compType: COMPANY_TYPE.SUPPLIER,
    creditCode: credit('91330203MA2AH4T7X'),
    legalPerson: '应国栋',
    address: '宁波市海曙区望春工业园区杉杉路188号',
    region: ['33', '3302', '330203'],
  },
  {
    key: 'supplierConcrete',
    name: '浙江越丰建材有限公司',
    compType: COMPANY_TYPE.SUPPLIER,
    creditCode: credit('91330602MA29K8R3L'),
    legalPerson: '董建新',
    address: '绍兴市越城区灵芝街道大坂村',
    region: ['33', '3306', '330602'],
  },
  {
    key: 'supplierPile',
    name: '宁波中恒桩业股份有限公司',
    compType: COMPANY_TYPE.SUPPLIER,
    creditCode: credit('91330281MA2CJ6P8N'),
    legalPerson: '胡志远',
    address: '余姚市泗门镇工业园区振兴路9号',
    region: ['33', '3302', '330281'],
  },
  {
    key: 'supplierWaterproof',
    name: '杭州东禹防水科技有限公司',
    compType: COMPANY_TYPE.SUPPLIER,
    creditCode: credit('91330110MA2J5W1D6'),
    legalPerson: '方海明',
    address: '杭州市余杭区仁和街道仁河大道39号',
    region: ['33', '3301', '330110'],
  },
  {
    key: 'regulator',
    name: '杭州市建设工程质量安全监督总站',
    compType: COMPANY_TYPE.REGULATOR,
    creditCode: credit('12330100470112345'),
    legalPerson: '黄志刚',
    address: '杭州市上城区解放东路18号',
    region: ['33', '3301', '330102'],
  },
] as const;

export type SeedCompanyKey = (typeof SEED_COMPANIES)[number]['key'];

export const SEED_PROJECTS = [
  {
    key: 'jiangdong',
    name: '钱塘新区江东安置房（一期）项目',
    children: [
      {
        key: 'jiangdongPile',
        name: '一标段 桩基工程',
        division: DIVISION.PILE_FOUNDATION,
        money: '3860.5000',
        contractMode: CONTRACT_MODE.PUBLIC_BIDDING,
        vipInterests: [1, 2],
      },
      {
        key: 'jiangdongMain',
        name: '一标段 主体结构工程',
        division: DIVISION.MAIN,
        money: '12650.0000',
        contractMode: CONTRACT_MODE.PUBLIC_BIDDING,
        /** Fire-control type 1: the shell keeps only home, basic info, fire management and material audit. */
        fireControl: 1,
        vipInterests: [1, 2, 3],
      },
    ],
  },
  {
    key: 'xianghu',
    name: '萧山湘湖未来社区（二期）',
    children: [
      {
        key: 'xianghuPile',
        name: '桩基工程',
        division: DIVISION.PILE_FOUNDATION,
        money: '1280.0000',
        contractMode: CONTRACT_MODE.INVITATION_TO_TENDER,
        vipInterests: [1],
      },
    ],
  },
] as const;

export type SeedProjectKey = (typeof SEED_PROJECTS)[number]['children'][number]['key'];

export interface SeedUser {
  account: string;
  name: string;
  phone: string;
  company: SeedCompanyKey;
  memberships: { project: SeedProjectKey; roleId: number }[];
  /** The platform admin holds the admin role on every project. */
  platformAdmin?: boolean;
  /** Administers the company's own record (company info update). */
  companyAdmin?: boolean;
}

export const SEED_USERS: SeedUser[] = [
  {
    account: 'admin',
    companyAdmin: true,
    name: '平台管理员',
    phone: '13900000001',
    company: 'platform',
    memberships: [],
    platformAdmin: true,
  },
  {
    // Docking engineers (对接工程师): platform staff who look after the 江东 and 湘湖 projects.
    account: 'zhouwenbo',
    name: '周文博',
    phone: '13906710011',
    company: 'platform',
    memberships: [],
  },
  {
    account: 'qianxiaoyan',
    name: '钱晓燕',
    phone: '13906710012',
    company: 'platform',
    memberships: [],
  },
  {
    account: 'zhangjianguo',
    companyAdmin: true,
    name: '张建国',
    phone: '13805710001',
    company: 'contractor',
    memberships: [
      { project: 'jiangdongPile', roleId: 3 },
      { project: 'jiangdongPile', roleId: 19 },
      { project: 'xianghuPile', roleId: 3 },
    ],
  },
  {
    account: 'lixiaofeng',
    name: '李晓峰',
    phone: '13805710002',
    company: 'contractor',
    memberships: [
      { project: 'jiangdongPile', roleId: 5 },
      { project: 'jiangdongMain', roleId: 5 },
    ],
  },
  {
    account: 'wanghaitao',
    name: '王海涛',
    phone: '13905710003',
    company: 'supervisor',
    memberships: [{ project: 'jiangdongPile', roleId: 42 }],
  },
  {
    account: 'chenzhiming',
    companyAdmin: true,
    name: '陈志明',
    phone: '13905710004',
    company: 'supervisor',
    memberships: [
      { project: 'jiangdongPile', roleId: 41 },
      { project: 'jiangdongMain', roleId: 41 },
    ],
  },
  {
    account: 'zhaolihua',
    companyAdmin: true,
    name: '赵丽华',
    phone: '13705710005',
    company: 'owner',
    memberships: [
      { project: 'jiangdongPile', roleId: 31 },
      { project: 'jiangdongMain', roleId: 31 },
    ],
  },
  {
    account: 'sunwei',
    companyAdmin: true,
    name: '孙伟',
    phone: '13605710006',
    company: 'lab',
    memberships: [{ project: 'jiangdongPile', roleId: 71 }],
  },
  {
    // The concrete supplier's salesperson on 一标段 桩基工程: quotes the project's enquiries.
    account: 'luhaiyan',
    companyAdmin: true,
    name: '陆海燕',
    phone: '13757110008',
    company: 'supplier',
    memberships: [{ project: 'jiangdongPile', roleId: 81 }],
  },
  {
    account: 'liuming',
    companyAdmin: true,
    name: '刘明',
    phone: '13505710007',
    company: 'regulator',
    memberships: [
      { project: 'jiangdongPile', roleId: 91 },
      { project: 'jiangdongMain', roleId: 91 },
      { project: 'xianghuPile', roleId: 91 },
    ],
  },
];
