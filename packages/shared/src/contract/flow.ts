import { z } from 'zod';
import { defineCall } from './call';
import { pageQuerySchema, pageSchema } from './pagination';

/**
 * The flow engine (审批流): one definition per business type, a sequence of steps with the roles that
 * act and what each may do; an instance per business record; every action recorded.
 */
export const FLOW_BUSINESS_TYPE = {
  INSPECTION_LOT: 'inspection-lot',
  SUB_ITEM: 'sub-item',
  DIVISION: 'division',
  PROJECT_AUDIT: 'project-audit',
  MATERIAL: 'material',
  RECTIFICATION: 'rectification',
  OUTPUT_REPORT: 'output-report',
  RESTART: 'restart',
  CONCRETE_POUR: 'concrete-pour',
} as const;
export type FlowBusinessType = (typeof FLOW_BUSINESS_TYPE)[keyof typeof FLOW_BUSINESS_TYPE];
export const FLOW_BUSINESS_TYPES = Object.values(FLOW_BUSINESS_TYPE) as [
  FlowBusinessType,
  ...FlowBusinessType[],
];

/** What an actor may do on a step. */
export const FLOW_STEP_ACTIONS = ['approve', 'reject', 'return', 'delegate'] as const;
export type FlowStepAction = (typeof FLOW_STEP_ACTIONS)[number];

/** Everything recorded on an instance: the step actions plus apply, cancel (revoke) and the system's verdict. */
export const FLOW_ACTION_KINDS = ['apply', 'approve', 'reject', 'return', 'delegate', 'cancel'] as const;
export type FlowActionKind = (typeof FLOW_ACTION_KINDS)[number];

export const FLOW_STATUSES = ['pending', 'approved', 'rejected', 'returned', 'cancelled'] as const;
export type FlowStatus = (typeof FLOW_STATUSES)[number];

export const flowStepSchema = z.object({
  /** i18n key of the step (flow.step.<key>). */
  key: z.string().min(1).max(40),
  /** Role ids that act on this step (any one of them signs). */
  roles: z.array(z.number().int().positive()).min(1),
  actions: z.array(z.enum(FLOW_STEP_ACTIONS)).min(1),
  /** Skipped (and recorded as skipped) when no member of the project holds any of its roles. */
  optional: z.boolean().optional(),
  /**
   * Acted on by platform staff (users of the platform company), who are not members of the project:
   * a project registration's audit. `roles` then only names the platform role for display.
   */
  platform: z.boolean().optional(),
});
export type FlowStep = z.infer<typeof flowStepSchema>;

export const flowDefinitionSchema = z.object({
  businessType: z.enum(FLOW_BUSINESS_TYPES),
  /** Roles that may apply (start an instance). */
  applicantRoles: z.array(z.number().int().positive()).min(1),
  steps: z.array(flowStepSchema).min(1),
});
export type FlowDefinition = z.infer<typeof flowDefinitionSchema>;

export const flowActionItemSchema = z.object({
  id: z.number().int(),
  instanceId: z.number().int(),
  step: z.number().int().describe('step index; -1 for apply and cancel'),
  stepKey: z.string().nullable(),
  action: z.enum(FLOW_ACTION_KINDS),
  actorId: z.number().int().nullable().describe('null: the system (automatic judgement)'),
  actorName: z.string().nullable(),
  comment: z.string(),
  attachments: z.array(z.string()),
  createdAt: z.string(),
});
export type FlowActionItem = z.infer<typeof flowActionItemSchema>;

export const flowInstanceSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  projectName: z.string(),
  businessType: z.enum(FLOW_BUSINESS_TYPES),
  businessId: z.number().int(),
  title: z.string(),
  status: z.enum(FLOW_STATUSES),
  currentStep: z.number().int(),
  currentStepKey: z.string().nullable(),
  steps: z.array(flowStepSchema),
  version: z.number().int(),
  applicantId: z.number().int().nullable(),
  applicantName: z.string().nullable(),
  delegateUserId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FlowInstance = z.infer<typeof flowInstanceSchema>;

export const flowInstanceDetailSchema = flowInstanceSchema.extend({
  actions: z.array(flowActionItemSchema),
  /** What the caller may do now. */
  canAct: z.array(z.enum(FLOW_STEP_ACTIONS)),
  canCancel: z.boolean(),
});
export type FlowInstanceDetail = z.infer<typeof flowInstanceDetailSchema>;

/** GET /api/flow/list — box: todo (my pending tasks), mine (my applications), done (done by me). */
export const FLOW_BOXES = ['todo', 'mine', 'done'] as const;
export const flowListQuerySchema = pageQuerySchema.extend({
  box: z.enum(FLOW_BOXES).default('todo'),
  businessType: z.enum(FLOW_BUSINESS_TYPES).optional(),
});
export type FlowListQuery = z.infer<typeof flowListQuerySchema>;
export const flowPageSchema = pageSchema(flowInstanceSchema);

export const flowCountsSchema = z.object({
  todo: z.number().int().nonnegative(),
  mine: z.number().int().nonnegative(),
  done: z.number().int().nonnegative(),
  unread: z.number().int().nonnegative().describe('unread collaboration messages (the navbar badge)'),
});
export type FlowCounts = z.infer<typeof flowCountsSchema>;

export const flowIdQuerySchema = z.object({ id: z.coerce.number().int().positive() });

/** POST /api/flow/act — one action on the current step; `version` guards against acting on a stale view. */
export const flowActBodySchema = z
  .object({
    id: z.number().int().positive(),
    action: z.enum(FLOW_STEP_ACTIONS),
    comment: z.string().trim().max(500).default(''),
    attachments: z.array(z.string().min(1).max(300)).max(20).default([]),
    delegateTo: z.number().int().positive().optional(),
    version: z.number().int().positive().optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.action === 'reject' || v.action === 'return') && v.comment === '')
      ctx.addIssue({ code: 'custom', path: ['comment'], message: '驳回或退回必须填写原因' });
    if (v.action === 'delegate' && v.delegateTo === undefined)
      ctx.addIssue({ code: 'custom', path: ['delegateTo'], message: '请选择转交给谁' });
  });
export type FlowActBody = z.infer<typeof flowActBodySchema>;

/** POST /api/common/flow/cancel — the applicant revokes while no one has acted. */
export const flowCancelBodySchema = z.object({ id: z.number().int().positive() });

/** What acting on or cancelling a flow answers: the instance's new status and version. */
export const flowActResultSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  version: z.number().int(),
});

/** The businesses whose flow the generic apply calls may start (each has its own apply call). */
export const FLOW_APPLICABLE_TYPES = [
  FLOW_BUSINESS_TYPE.INSPECTION_LOT,
  FLOW_BUSINESS_TYPE.SUB_ITEM,
  FLOW_BUSINESS_TYPE.DIVISION,
  FLOW_BUSINESS_TYPE.MATERIAL,
  FLOW_BUSINESS_TYPE.PROJECT_AUDIT,
  FLOW_BUSINESS_TYPE.RESTART,
] as const;
export type FlowApplicableType = (typeof FLOW_APPLICABLE_TYPES)[number];

/** POST /api/common/flow/apply, audit/apply and audit/reform: forwarded to the business's own apply. */
export const flowApplyBodySchema = z.object({
  /** The business whose flow is applied for. */
  businessType: z.enum(FLOW_APPLICABLE_TYPES),
  /** The body of that business's own apply call (e.g. a lot's results, a receipt's registrationId). */
  data: z.record(z.string(), z.unknown()),
});

const flowList = (path: string) =>
  defineCall({ method: 'GET', path, query: flowListQuerySchema, response: flowPageSchema });
const flowDetail = (path: string) =>
  defineCall({ method: 'GET', path, query: flowIdQuerySchema, response: flowInstanceDetailSchema });
/** The answer is the business call's own envelope, passed through. */
const flowApply = (path: string) =>
  defineCall({ method: 'POST', path, body: flowApplyBodySchema, response: z.unknown() });

/** The approval centre and the generic flow calls (apps/server/src/modules/flow). */
export const flowCalls = {
  list: flowList('flow/list'),
  /** audit/list and audit/detail are the catalogue's names (docs/domains/flow.md) for the same boxes and detail. */
  auditList: flowList('audit/list'),
  counts: defineCall({ method: 'GET', path: 'flow/counts', response: flowCountsSchema }),
  detail: flowDetail('flow/detail'),
  auditDetail: flowDetail('audit/detail'),
  act: defineCall({
    method: 'POST',
    path: 'flow/act',
    body: flowActBodySchema,
    response: flowActResultSchema,
  }),
  cancel: defineCall({
    method: 'POST',
    path: 'common/flow/cancel',
    body: flowCancelBodySchema,
    response: flowActResultSchema,
  }),
  apply: flowApply('common/flow/apply'),
  auditApply: flowApply('audit/apply'),
  auditReform: flowApply('audit/reform'),
};
