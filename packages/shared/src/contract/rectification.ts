import { z } from 'zod';
import { defineCall } from './call';
import { FLOW_STATUSES, flowActionItemSchema } from './flow';
import { kitIdQuerySchema } from './kit';
import { pageQuerySchema, pageSchema } from './pagination';
import { clientIdSchema } from './site';

/** Where a rectification notice (整改通知) comes from. */
export const RECTIFICATION_SOURCES = [
  'acceptance',
  'pile-abnormal',
  'pile-detection',
  'test-block',
  'material-inspection',
  'spot-check',
  'regulator',
  'risk-control',
  'main-body',
  'foundation',
  'manual',
] as const;
export type RectificationSource = (typeof RECTIFICATION_SOURCES)[number];

/** open: waiting for the contractor; replied: waiting for the issuer's re-inspection; closed. */
export const RECTIFICATION_STATUSES = ['open', 'replied', 'closed'] as const;
export type RectificationStatus = (typeof RECTIFICATION_STATUSES)[number];

/** stopWork: a stop-work order (工程暂停令, GB/T 50319 A.0.5), issued by the chief supervising engineer only. */
export const RECTIFICATION_SEVERITIES = ['normal', 'serious', 'stopWork'] as const;

const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD');

export const rectificationItemSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  source: z.enum(RECTIFICATION_SOURCES),
  sourceId: z.number().int().nullable(),
  title: z.string(),
  problem: z.string(),
  photos: z.array(z.string()),
  deadline: z.string(),
  severity: z.enum(RECTIFICATION_SEVERITIES),
  responsibleCompanyId: z.number().int().nullable(),
  responsibleCompanyName: z.string().nullable(),
  responsibleUserId: z.number().int().nullable(),
  responsibleUserName: z.string().nullable(),
  issuerId: z.number().int(),
  issuerName: z.string().nullable(),
  status: z.enum(RECTIFICATION_STATUSES),
  overdue: z.boolean(),
  warnedAt: z.string().nullable(),
  replyContent: z.string(),
  replyPhotos: z.array(z.string()),
  repliedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  flowInstanceId: z.number().int().nullable(),
  flowVersion: z.number().int().nullable(),
  /** The restart application (复工报审) of a stop-work order, when one was made. */
  restartInstanceId: z.number().int().nullable(),
  restartStatus: z.enum(FLOW_STATUSES).nullable(),
  createdAt: z.string(),
});
export type RectificationItem = z.infer<typeof rectificationItemSchema>;

export const rectificationDetailSchema = rectificationItemSchema.extend({
  actions: z.array(flowActionItemSchema),
});

export const rectificationListQuerySchema = pageQuerySchema.extend({
  proId: z.coerce.number().int().positive(),
  status: z.enum(RECTIFICATION_STATUSES).optional(),
  source: z.enum(RECTIFICATION_SOURCES).optional(),
  overdue: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
  keyword: z.string().trim().max(50).optional(),
});
export type RectificationListQuery = z.infer<typeof rectificationListQuerySchema>;
export const rectificationPageSchema = pageSchema(rectificationItemSchema);

/** POST /api/rectification/add — a notice issued by hand (supervision, owner, regulator). */
export const rectificationCreateSchema = z.object({
  projectId: z.number().int().positive(),
  title: z.string().trim().min(1, '请填写整改标题').max(100),
  problem: z.string().trim().min(1, '请描述存在的问题').max(2000),
  photos: z.array(z.string().min(1).max(300)).max(20).default([]),
  deadline: dateSchema,
  severity: z.enum(RECTIFICATION_SEVERITIES).default('normal'),
  source: z.enum(RECTIFICATION_SOURCES).default('manual'),
  responsibleCompanyId: z.number().int().positive().optional(),
  responsibleUserId: z.number().int().positive().optional(),
});
export type RectificationCreate = z.infer<typeof rectificationCreateSchema>;

/** POST /api/rectification/reform — the contractor's reply (整改回复): what was done, with evidence. */
export const rectificationReplySchema = z.object({
  id: z.number().int().positive(),
  content: z.string().trim().min(1, '请填写整改情况').max(2000),
  photos: z.array(z.string().min(1).max(300)).min(1, '请上传整改后的照片').max(20),
  /** The site app's id of this reply (docs/domains/site.md#idempotent-writes). */
  clientId: clientIdSchema.optional(),
});
export type RectificationReply = z.infer<typeof rectificationReplySchema>;

/** POST /api/rectification/check — the issuer re-inspects: close it, or return it for more work. */
export const rectificationCheckSchema = z
  .object({
    id: z.number().int().positive(),
    pass: z.boolean(),
    comment: z.string().trim().max(500).default(''),
  })
  .superRefine((v, ctx) => {
    if (!v.pass && v.comment === '')
      ctx.addIssue({ code: 'custom', path: ['comment'], message: '退回整改必须填写原因' });
  });
export type RectificationCheck = z.infer<typeof rectificationCheckSchema>;

/** POST /api/rectification/restart — after a stop-work order is closed, the project manager applies to restart (复工报审 B.0.3). */
export const rectificationRestartSchema = z.object({
  id: z.number().int().positive(),
  comment: z.string().trim().max(500).default(''),
});

export const rectificationAddResultSchema = z.object({ id: z.number().int() });
export const rectificationRestartResultSchema = z.object({ flowInstanceId: z.number().int() });

/** The rectification calls (apps/server/src/modules/rectification). */
export const rectificationCalls = {
  list: defineCall({
    method: 'GET',
    path: 'rectification/list',
    query: rectificationListQuerySchema,
    response: rectificationPageSchema,
  }),
  detail: defineCall({
    method: 'GET',
    path: 'rectification/detail',
    query: kitIdQuerySchema,
    response: rectificationDetailSchema,
  }),
  /** The same answer under the name of docs/domains/rectification.md's re-inspection page. */
  checkInfo: defineCall({
    method: 'GET',
    path: 'rectification/checkInfo',
    query: kitIdQuerySchema,
    response: rectificationDetailSchema,
  }),
  add: defineCall({
    method: 'POST',
    path: 'rectification/add',
    body: rectificationCreateSchema,
    response: rectificationAddResultSchema,
  }),
  reform: defineCall({
    method: 'POST',
    path: 'rectification/reform',
    body: rectificationReplySchema,
    response: z.null(),
  }),
  check: defineCall({
    method: 'POST',
    path: 'rectification/check',
    body: rectificationCheckSchema,
    response: z.null(),
  }),
  restart: defineCall({
    method: 'POST',
    path: 'rectification/restart',
    body: rectificationRestartSchema,
    response: rectificationRestartResultSchema,
  }),
};
