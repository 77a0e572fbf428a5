import { z } from 'zod';
import { APPEARANCE_RATINGS } from '../domain/acceptance';
import { defineCall } from './call';
import { flowActionItemSchema } from './flow';
import { kitIdQuerySchema } from './kit';
import { pageQuerySchema, pageSchema } from './pagination';

/** GB 50300 levels an application is made at: inspection lot (检验批), sub-item (分项), division (分部). */
export const ACCEPTANCE_LEVELS = ['lot', 'subitem', 'division'] as const;
export type AcceptanceLevel = (typeof ACCEPTANCE_LEVELS)[number];

/** draft → pending (in the flow) → accepted | rejected (by the rules or a signer); cancelled by revoke. */
export const ACCEPTANCE_STATUSES = ['pending', 'accepted', 'rejected', 'cancelled'] as const;
export type AcceptanceStatus = (typeof ACCEPTANCE_STATUSES)[number];

export const acceptanceMainItemSchema = z.object({
  key: z.string().trim().min(1).max(40),
  name: z.string().trim().min(1, '请填写主控项目名称').max(100),
  pass: z.boolean(),
  note: z.string().trim().max(200).default(''),
});
export const acceptanceGeneralItemSchema = z
  .object({
    key: z.string().trim().min(1).max(40),
    name: z.string().trim().min(1, '请填写一般项目名称').max(100),
    points: z.number().int().min(1, '检查点数至少为 1').max(10000),
    passedPoints: z.number().int().min(0).max(10000),
    seriousDefect: z.boolean().default(false),
  })
  .refine((g) => g.passedPoints <= g.points, {
    path: ['passedPoints'],
    message: '合格点数不能大于检查点数',
  });

/** A failed rule, as shown to the applicant: the check key of the domain rules and its clause. */
export const acceptanceFailureSchema = z.object({
  key: z.string(),
  clause: z.string(),
  name: z.string().describe('the item name, when the check is about one'),
});

export const acceptanceItemSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  level: z.enum(ACCEPTANCE_LEVELS),
  code: z.string().describe('GB 50300 code of the sub-item (lot, subitem) or division'),
  codeName: z.string(),
  lotNo: z.string(),
  location: z.string(),
  lotSize: z.number().int().nullable(),
  sampleSize: z.number().int().nullable(),
  minSampleSize: z.number().int().nullable(),
  mainItems: z.array(acceptanceMainItemSchema),
  generalItems: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      points: z.number().int(),
      passedPoints: z.number().int(),
      seriousDefect: z.boolean(),
    }),
  ),
  recordsComplete: z.boolean(),
  /** The project's test reports whose results the lot rests on (its "used in lot" step). */
  testReportIds: z.array(z.number().int()),
  failures: z.array(acceptanceFailureSchema),
  status: z.enum(ACCEPTANCE_STATUSES),
  rejectReason: z.string(),
  applicantId: z.number().int().nullable(),
  applicantName: z.string().nullable(),
  flowInstanceId: z.number().int().nullable(),
  flowVersion: z.number().int().nullable(),
  rectificationId: z.number().int().nullable(),
  acceptedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AcceptanceItem = z.infer<typeof acceptanceItemSchema>;

export const acceptanceDetailSchema = acceptanceItemSchema.extend({
  /** The audit trail: every action of every application of this record, oldest first. */
  trail: z.array(flowActionItemSchema),
});

export const acceptanceListQuerySchema = pageQuerySchema.extend({
  proId: z.coerce.number().int().positive(),
  level: z.enum(ACCEPTANCE_LEVELS).optional(),
  status: z.enum(ACCEPTANCE_STATUSES).optional(),
  code: z
    .string()
    .regex(/^\d{2,6}$/)
    .optional(),
  keyword: z.string().trim().max(50).optional(),
});
export type AcceptanceListQuery = z.infer<typeof acceptanceListQuerySchema>;
export const acceptancePageSchema = pageSchema(acceptanceItemSchema);

/**
 * POST /api/acceptance/apply/save — apply for acceptance of an inspection lot. With `id`, a rejected
 * or revoked lot is applied for again with new results. The rules judge it at once: a failing lot is
 * rejected automatically with the reasons and a rectification notice.
 */
export const acceptanceApplySchema = z.object({
  id: z.number().int().positive().optional(),
  projectId: z.number().int().positive(),
  code: z.string().regex(/^\d{6}$/, '请选择分项工程'),
  lotNo: z.string().trim().min(1, '请填写检验批编号').max(40),
  location: z.string().trim().min(1, '请填写验收部位').max(100),
  lotSize: z.number().int().min(1, '检验批容量至少为 1').max(100000),
  sampleSize: z.number().int().min(1, '请填写实际抽样数量').max(100000),
  mainItems: z.array(acceptanceMainItemSchema).min(1, '至少填写一项主控项目'),
  generalItems: z.array(acceptanceGeneralItemSchema).default([]),
  recordsComplete: z.boolean(),
  /**
   * Test reports of the project whose results the lot rests on (e.g. concrete strength, GB 50204-2015
   * 7.1.1); each report's public page then shows this lot as its last step (用于验收批).
   */
  testReportIds: z
    .array(z.number().int().positive())
    .max(50, '一个检验批最多引用 50 份检测报告')
    .refine((ids) => new Set(ids).size === ids.length, '检测报告重复')
    .default([]),
  /** Attachments (file ids or urls) of the self-check record. */
  attachments: z.array(z.string().min(1).max(300)).max(20).default([]),
});
export type AcceptanceApply = z.infer<typeof acceptanceApplySchema>;

export const acceptanceRevokeSchema = z.object({ id: z.number().int().positive() });

/** GET /api/acceptance/checkers — who signs the given level on the project. */
export const acceptanceCheckersQuerySchema = z.object({
  proId: z.coerce.number().int().positive(),
  level: z.enum(ACCEPTANCE_LEVELS).default('lot'),
});
export const acceptanceCheckerSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  roleId: z.number().int(),
  roleName: z.string(),
  step: z.string(),
});

/**
 * POST /api/acceptance/division/apply — the project manager applies for divisional acceptance (分部工程
 * 报验, GB/T 50319 B.0.8). Judged by GB 50300-2013 5.0.3: every selected sub-item of the division
 * accepted, documents complete, safety and function tests passed (pile acceptance sheets where
 * present), appearance not poor. A failing division is rejected at once with the reasons.
 */
export const acceptanceDivisionApplySchema = z.object({
  id: z.number().int().positive().optional(),
  projectId: z.number().int().positive(),
  code: z.string().regex(/^\d{2}$/, '请选择分部工程'),
  documentsComplete: z.boolean(),
  appearance: z.enum(APPEARANCE_RATINGS),
  attachments: z.array(z.string().min(1).max(300)).max(20).default([]),
});
export type AcceptanceDivisionApply = z.infer<typeof acceptanceDivisionApplySchema>;

/**
 * POST /api/acceptance/subitem/apply — the contractor's technical lead applies by hand for acceptance of
 * a sub-item (分项工程报验, GB 50300 6.0.2): every one of its lots accepted (5.0.2) and its records
 * completed since; the specialist supervising engineer accepts it on the 'sub-item' flow.
 */
export const acceptanceSubItemApplySchema = z.object({
  projectId: z.number().int().positive(),
  code: z.string().regex(/^\d{6}$/, '请选择分项工程'),
  recordsComplete: z.literal(true, '分项工程的质量控制资料应完整后再报验'),
  comment: z.string().trim().max(500).default(''),
  attachments: z.array(z.string().min(1).max(300)).max(20).default([]),
});
export type AcceptanceSubItemApply = z.infer<typeof acceptanceSubItemApplySchema>;

/** What a lot or division application answers: rejected at once with the reasons when it fails. */
export const acceptanceJudgedSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  reason: z.string(),
  rectificationId: z.number().int().nullable(),
});
export const acceptanceAppliedSchema = z.object({ id: z.number().int(), status: z.string() });

// ── Calls (apps/server/src/modules/acceptance) ─────────────────────────────────
export const acceptanceCalls = {
  apply: defineCall({
    method: 'POST',
    path: 'acceptance/apply/save',
    body: acceptanceApplySchema,
    response: acceptanceJudgedSchema,
  }),
  applySubItem: defineCall({
    method: 'POST',
    path: 'acceptance/subitem/apply',
    body: acceptanceSubItemApplySchema,
    response: acceptanceAppliedSchema,
  }),
  applyDivision: defineCall({
    method: 'POST',
    path: 'acceptance/division/apply',
    body: acceptanceDivisionApplySchema,
    response: acceptanceJudgedSchema,
  }),
  list: defineCall({
    method: 'GET',
    path: 'acceptance/apply/list',
    query: acceptanceListQuerySchema,
    response: acceptancePageSchema,
  }),
  detail: defineCall({
    method: 'GET',
    path: 'acceptance/apply/detail',
    query: kitIdQuerySchema,
    response: acceptanceDetailSchema,
  }),
  revoke: defineCall({
    method: 'POST',
    path: 'acceptance/apply/revoke',
    body: acceptanceRevokeSchema,
    response: z.null(),
  }),
  checkers: defineCall({
    method: 'GET',
    path: 'acceptance/checkers',
    query: acceptanceCheckersQuerySchema,
    response: z.array(acceptanceCheckerSchema),
  }),
  export: defineCall({
    method: 'GET',
    path: 'acceptance/apply/export',
    query: acceptanceListQuerySchema.omit({ page: true, limit: true }),
    response: 'file',
  }),
  exportTrail: defineCall({
    method: 'GET',
    path: 'acceptance/apply/trail/export',
    query: kitIdQuerySchema,
    response: 'file',
  }),
};
