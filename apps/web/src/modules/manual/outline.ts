// The user manual's table of contents. Chapters follow the side menu's groups and each page is the menu
// page of the same name (the server's menu seed names, never renamed), so a page's "?" opens
// /help/manual#<its menu name> and a chapter's title is the menu's own text in the reader's language.

/** Pages of the first chapter, which no menu item stands for. */
export const START_PAGES = ['SignIn', 'Register', 'SwitchProject', 'Workflow', 'Phone'] as const;

export const MANUAL_OUTLINE = [
  { id: 'Start', pages: START_PAGES },
  { id: 'Home', pages: ['HomeIndex'] },
  {
    id: 'Project',
    pages: [
      'ProjectList',
      'ProjectManage',
      'ProjectBuilding',
      'ProjectMembers',
      'ProjectDivision',
      'ProjectSubitem',
      'ProjectContract',
      'ProjectProgress',
      'ProjectOutput',
      'ProjectFunds',
      'ProjectCost',
      'ProjectComplaint',
      'ProjectRecords',
    ],
  },
  { id: 'BasicEngineer', pages: ['PlanPrincipal', 'MainPartSetting', 'FoundationCheck'] },
  { id: 'PileFoundation', pages: ['PileConstruction', 'PileAcceptance', 'SiteEntry'] },
  { id: 'MainBody', pages: ['ConcretePour', 'Masonry', 'Waterproof'] },
  { id: 'Inspection', pages: ['TestBlock', 'WitnessAppointment', 'CuringRoom', 'PileDetection'] },
  {
    id: 'Material',
    pages: [
      'MaterialInspection',
      'MaterialPlan',
      'MaterialDeliveryPlan',
      'MaterialReceive',
      'MaterialDeparture',
      'MaterialStock',
      'MaterialPricePlan',
      'MaterialSupplier',
      'MaterialEnquiry',
    ],
  },
  { id: 'Quality', pages: ['AcceptanceLot', 'Rectification', 'WorksAbnormal', 'WorksSpotCheck'] },
  { id: 'Warning', pages: ['WarningAbnormal', 'WarningConfig'] },
  { id: 'Audit', pages: ['ApprovalCenter', 'AuditMaterial', 'AuditProject', 'AuditCompany'] },
  { id: 'Document', pages: [] },
  { id: 'Report', pages: ['ReportConcrete', 'ReportMaterial', 'ReportProgress'] },
  { id: 'Collaboration', pages: ['MyMessage'] },
  { id: 'RiskControl', pages: ['RiskSource', 'RiskInspection'] },
  { id: 'FireManagement', pages: ['FireCheck'] },
  { id: 'PartyBuilding', pages: ['PartyOrganization', 'PartyMember', 'PartyActivity', 'PartyExamine'] },
  { id: 'BasicInfo', pages: ['CompanyInfo'] },
] as const;

export type ChapterId = (typeof MANUAL_OUTLINE)[number]['id'];
export type ManualPageId = (typeof MANUAL_OUTLINE)[number]['pages'][number];
export type StartPageId = (typeof START_PAGES)[number];
