import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// Menus come from the server; pages come from here (STYLE §6). A menu's `component` key maps to a
// lazily loaded page — never an import by string — so every page is its own chunk and a typo in the
// menu is a clear "module not found" page instead of a crash.

type Page = LazyExoticComponent<ComponentType>;

const page = <M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Page =>
  lazy(async () => ({ default: pick(await load()) }));

/** The component key of grouping levels: the layout itself, which has no page of its own. */
export const LAYOUT_VIEW = 'Layout';

export const VIEW_REGISTRY = {
  'home/index': page(
    () => import('../modules/home/home-dashboard'),
    (m) => m.HomeDashboard,
  ),
  'home/project-detail': page(
    () => import('../modules/home/project-detail-page'),
    (m) => m.ProjectDetailPage,
  ),
  'pile/acceptance': page(
    () => import('../modules/pile/acceptance-page'),
    (m) => m.PileAcceptancePage,
  ),
  'inspection/test-block': page(
    () => import('../modules/test-block/test-block-page'),
    (m) => m.TestBlockPage,
  ),
  'pile-detection/centre': page(
    () => import('../modules/pile-detection/centre-page'),
    (m) => m.PileDetectionCentrePage,
  ),
  'audit/material': page(
    () => import('../modules/material-inspection/audit-page'),
    (m) => m.MaterialAuditPage,
  ),
  'material-inspection/index': page(
    () => import('../modules/material-inspection/inspection-page'),
    (m) => m.MaterialInspectionPage,
  ),
  'pile/construction': page(
    () => import('../modules/pile/construction-page'),
    (m) => m.PileConstructionPage,
  ),
  'project/list': page(
    () => import('../modules/project/project-list-page'),
    (m) => m.ProjectListPage,
  ),
  'project/building': page(
    () => import('../modules/project/building/building-page'),
    (m) => m.BuildingPage,
  ),
  'project/manage': page(
    () => import('../modules/project/manage/manage-page'),
    (m) => m.ManagePage,
  ),
  'audit/project': page(
    () => import('../modules/project/audit/project-audit-page'),
    (m) => m.ProjectAuditPage,
  ),
  'project/members': page(
    () => import('../modules/project/members/members-page'),
    (m) => m.MembersPage,
  ),
  'project/division': page(
    () => import('../modules/project/party/party-page'),
    (m) => m.PartyPage,
  ),
  'project/main-part-setting': page(
    () => import('../modules/project/main-part/main-part-setting-page'),
    (m) => m.MainPartSettingPage,
  ),
  'project/subitem': page(
    () => import('../modules/project/subitem/subitem-page'),
    (m) => m.SubitemPage,
  ),
  'project/records': page(
    () => import('../modules/records/records-page'),
    (m) => m.RecordsPage,
  ),
  'tender/contract': page(
    () => import('../modules/tender/contract-page'),
    (m) => m.ContractPage,
  ),
  'acceptance/lot': page(
    () => import('../modules/acceptance/lot-page'),
    (m) => m.AcceptanceLotPage,
  ),
  'rectification/list': page(
    () => import('../modules/rectification/rectification-page'),
    (m) => m.RectificationPage,
  ),
  'flow/approval': page(
    () => import('../modules/flow/approval-page'),
    (m) => m.ApprovalPage,
  ),
  'collaboration/my-message': page(
    () => import('../modules/flow/my-message-page'),
    (m) => m.MyMessagePage,
  ),
  'progress/index': page(
    () => import('../modules/progress/progress-page'),
    (m) => m.ProgressPage,
  ),
  'funds/index': page(
    () => import('../modules/funds/funds-page'),
    (m) => m.FundsPage,
  ),
  'cost/index': page(
    () => import('../modules/cost/cost-page'),
    (m) => m.CostPage,
  ),
  'complaint/index': page(
    () => import('../modules/complaint/complaint-page'),
    (m) => m.ComplaintPage,
  ),
  'report/concrete': page(
    () => import('../modules/report/concrete-page'),
    (m) => m.ReportConcretePage,
  ),
  'report/material': page(
    () => import('../modules/report/material-page'),
    (m) => m.ReportMaterialPage,
  ),
  'report/progress': page(
    () => import('../modules/report/progress-page'),
    (m) => m.ReportProgressPage,
  ),
  'document/index': page(
    () => import('../modules/document/document-page'),
    (m) => m.DocumentPage,
  ),
  'company/info': page(
    () => import('../modules/company/company-info-page'),
    (m) => m.CompanyInfoPage,
  ),
  'audit/company': page(
    () => import('../modules/company/company-review-page'),
    (m) => m.CompanyReviewPage,
  ),
  'main-body/concrete-pour': page(
    () => import('../modules/main-body/concrete-pour-page'),
    (m) => m.ConcretePourPage,
  ),
  'main-body/masonry': page(
    () => import('../modules/main-body/masonry-page'),
    (m) => m.MasonryPage,
  ),
  'main-body/waterproof': page(
    () => import('../modules/main-body/waterproof-page'),
    (m) => m.WaterproofPage,
  ),
  'fire/check': page(
    () => import('../modules/fire/fire-check-page'),
    (m) => m.FireCheckPage,
  ),
  'warning/abnormal': page(
    () => import('../modules/warning/abnormal-page'),
    (m) => m.AbnormalPage,
  ),
  'warning/config': page(
    () => import('../modules/warning/config-page'),
    (m) => m.WarningConfigPage,
  ),
  'party/organization': page(
    () => import('../modules/party/party-pages'),
    (m) => m.PartyOrganizationPage,
  ),
  'party/member': page(
    () => import('../modules/party/party-pages'),
    (m) => m.PartyMemberPage,
  ),
  'party/activity': page(
    () => import('../modules/party/party-activity-page'),
    (m) => m.PartyActivityPage,
  ),
  'party/examine': page(
    () => import('../modules/party/party-pages'),
    (m) => m.PartyExaminePage,
  ),
  'material/plan': page(
    () => import('../modules/material/material-plan-page'),
    (m) => m.MaterialPlanPage,
  ),
  'material/delivery': page(
    () => import('../modules/material/material-pages'),
    (m) => m.MaterialDeliveryPage,
  ),
  'material/receive': page(
    () => import('../modules/material/material-pages'),
    (m) => m.MaterialReceivePage,
  ),
  'material/departure': page(
    () => import('../modules/material/material-pages'),
    (m) => m.MaterialDeparturePage,
  ),
  'material/stock': page(
    () => import('../modules/material/material-stock-page'),
    (m) => m.MaterialStockPage,
  ),
  'risk/source': page(
    () => import('../modules/risk/risk-source-page'),
    (m) => m.RiskSourcePage,
  ),
  'risk/inspection': page(
    () => import('../modules/risk/risk-inspection-page'),
    (m) => m.RiskInspectionPage,
  ),
  'supplier/search': page(
    () => import('../modules/supplier/supplier-search-page'),
    (m) => m.SupplierSearchPage,
  ),
  'supplier/enquiry': page(
    () => import('../modules/supplier/enquiry-page'),
    (m) => m.EnquiryPage,
  ),
  'output/report': page(
    () => import('../modules/output/output-page'),
    (m) => m.OutputPage,
  ),
  'account/password-update': page(
    () => import('../modules/account/password/password-update-page'),
    (m) => m.PasswordUpdatePage,
  ),
  'account/phone-update': page(
    () => import('../modules/account/phone/phone-update-page'),
    (m) => m.PhoneUpdatePage,
  ),
} satisfies Record<string, Page>;

/** Keys the menu already uses whose module is not built yet: they show "module under construction". */
export const PLANNED_VIEWS = [] as const;

export type ViewKey = keyof typeof VIEW_REGISTRY;

export type ViewResolution =
  | { kind: 'page'; key: ViewKey; Page: Page }
  | { kind: 'layout' }
  | { kind: 'planned' }
  | { kind: 'unknown' };

const isViewKey = (key: string): key is ViewKey => Object.hasOwn(VIEW_REGISTRY, key);

/** What a menu's component key renders; an unknown key is a module-not-found error (spec §8). */
export function resolveView(component: string): ViewResolution {
  if (isViewKey(component)) return { kind: 'page', key: component, Page: VIEW_REGISTRY[component] };
  if (component === LAYOUT_VIEW) return { kind: 'layout' };
  if ((PLANNED_VIEWS as readonly string[]).includes(component)) return { kind: 'planned' };
  return { kind: 'unknown' };
}
