import type { FlowDefinition } from '@zhuji/shared';

const CONTRACTOR_QC = [5, 10]; // 专职质量检查员, 施工员/专业工长: the contractor's check before applying
const SPECIALIST_OR_CHIEF = [42, 41];
const ALL_ACTIONS = ['approve', 'reject', 'return', 'delegate'] as const;
const ISSUERS = [41, 42, 43, 31, 91, 3, 1];
const CONTRACTOR = [3, 5, 10, 19];
// The re-inspection is supervision's (or the owner's, the regulator's), never the contractor's own.
const RECHECKERS = [41, 42, 43, 31, 91];

/**
 * The platform's flow templates, from GB 50300-2013's sign-off table (docs/domains/acceptance.md) and GB/T 50319's
 * forms. A project adjusts them by its own flow_definition row; the template rows are added when
 * missing and never overwritten, so a deployment's edits survive restarts.
 */
export const FLOW_TEMPLATES: FlowDefinition[] = [
  // 检验批: the foreman / quality inspector check and apply; the specialist supervising engineer accepts (6.0.1).
  {
    businessType: 'inspection-lot',
    applicantRoles: CONTRACTOR_QC,
    steps: [{ key: 'supervisorAccept', roles: SPECIALIST_OR_CHIEF, actions: [...ALL_ACTIONS] }],
  },
  // 分项: the contractor's technical lead applies; the specialist supervising engineer accepts (6.0.2).
  {
    businessType: 'sub-item',
    applicantRoles: [19, 3, 5],
    steps: [{ key: 'supervisorAccept', roles: SPECIALIST_OR_CHIEF, actions: [...ALL_ACTIONS] }],
  },
  // 分部: the project manager applies; survey and design leaders sign (地基与基础), the chief organises (6.0.3).
  {
    businessType: 'division',
    applicantRoles: [3, 19],
    steps: [
      // Survey and design sign where the project has them (地基与基础; design alone for 主体).
      { key: 'surveyDesignSign', roles: [51, 61], actions: ['approve', 'reject', 'return'], optional: true },
      { key: 'chiefOrganise', roles: [41], actions: [...ALL_ACTIONS] },
    ],
  },
  // 项目登记审核: the contractor's project manager submits the main project; platform staff approve or
  // reject it with the reason (the project module's audit status follows the instance).
  {
    businessType: 'project-audit',
    applicantRoles: [3, 1],
    steps: [{ key: 'platformAudit', roles: [1], actions: ['approve', 'reject'], platform: true }],
  },
  // 材料报审 B.0.6
  {
    businessType: 'material',
    applicantRoles: [22, 3, 5],
    steps: [{ key: 'supervisorReview', roles: [42, 43, 41], actions: [...ALL_ACTIONS] }],
  },
  // 监理通知单 A.0.3 → 回复单 B.0.9 → re-inspection
  {
    businessType: 'rectification',
    applicantRoles: ISSUERS,
    steps: [
      { key: 'contractorReply', roles: CONTRACTOR, actions: ['approve', 'delegate'] },
      { key: 'issuerRecheck', roles: RECHECKERS, actions: ['approve', 'return'] },
    ],
  },
  {
    businessType: 'output-report',
    applicantRoles: [3, 19, 23],
    steps: [
      { key: 'supervisorReview', roles: [41, 42], actions: ['approve', 'reject', 'return'] },
      { key: 'ownerConfirm', roles: [31], actions: ['approve', 'reject', 'return'] },
    ],
  },
  // 浇筑令 (concrete pour order): the contractor applies before pouring; the specialist or chief
  // supervising engineer approves, or returns it to be corrected and submitted again.
  {
    businessType: 'concrete-pour',
    applicantRoles: [3, 5, 10, 19],
    steps: [{ key: 'supervisorReview', roles: SPECIALIST_OR_CHIEF, actions: ['approve', 'return'] }],
  },
  // 复工报审 B.0.3 → 复工令 A.0.7: the chief signs, the owner confirms.
  {
    businessType: 'restart',
    applicantRoles: [3],
    steps: [
      { key: 'chiefOrganise', roles: [41], actions: ['approve', 'reject', 'return'] },
      { key: 'ownerConfirm', roles: [31], actions: ['approve', 'reject'] },
    ],
  },
];
