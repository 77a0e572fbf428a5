import { z } from 'zod';
import { ruleMessage } from '../validators/messages';
import { amountSchema, materialQuantitySchema } from '../validators/numbers';
import { required } from '../validators/rule';
import { defineCall } from './call';

/** GET /api/output/params?projectId= — the output-notice parameters (docs/product.md §3, docs/domains/output.md; defaults 5 and 20). */
export const outputParamsQuerySchema = z.object({ projectId: z.coerce.number().int().positive() });
export type OutputParamsQuery = z.infer<typeof outputParamsQuerySchema>;

export const outputNoticeParamsSchema = z.object({
  firstHalfStartDate: z.number().int().min(1).max(31),
  firstHalfEndDate: z.number().int().min(1).max(31),
});
export type OutputNoticeParams = z.infer<typeof outputNoticeParamsSchema>;

/** POST /api/output/notice/read — the user closed the output notice: not shown again this month. */
/**
 * GET /api/output/showOutputNotice?projectId= (docs/domains/output.md show-output-notice): whether the monthly output
 * notice is due for the caller on the project — the rule behind user info's showOutputNotice; without
 * projectId, the caller's current project (false when there is none).
 */
export const showOutputNoticeQuerySchema = z.object({
  projectId: z.coerce.number().int().positive().optional(),
});
export const showOutputNoticeSchema = z.object({
  projectId: z.number().int().nullable(),
  show: z.boolean(),
});
export type ShowOutputNotice = z.infer<typeof showOutputNoticeSchema>;

export const outputNoticeReadBodySchema = z.object({ projectId: z.number().int().positive() });
export type OutputNoticeReadBody = z.infer<typeof outputNoticeReadBodySchema>;

/** POST /api/output/params/update — the project's own notice parameters (start ≤ end). */
export const outputParamsUpdateSchema = z
  .object({
    projectId: z.number().int().positive(),
    firstHalfStartDate: z.number().int().min(1).max(28),
    firstHalfEndDate: z.number().int().min(1).max(28),
  })
  .refine((v) => v.firstHalfStartDate <= v.firstHalfEndDate, {
    message: ruleMessage('dateOrder', 'zh'),
    path: ['firstHalfEndDate'],
    params: { rule: 'dateOrder' },
  });
export type OutputParamsUpdate = z.infer<typeof outputParamsUpdateSchema>;

// ── The monthly output-value (产值) report (docs/domains/output.md; docs/domains/output.md output list, add, edit, check) ──

/** 'YYYY-MM', a real month. */
export const reportMonthSchema = z
  .string()
  .refine((v) => /^\d{4}-(0[1-9]|1[0-2])$/.test(v), {
    message: ruleMessage('date', 'zh'),
    params: { rule: 'date' },
  })
  .describe('YYYY-MM');
const optionalAmount = amountSchema.describe('万元; 8 integer digits, 4 decimals');
const count = z.number().int().min(0).max(99_999);

export const outputReportItemSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  reportMonth: z.string(),
  contractValue: z.string().nullable().describe('合同金额 at filing, 万元'),
  plannedValue: z.string().nullable().describe('本月计划产值, 万元'),
  actualValue: z.string().nullable().describe('本月实际产值, 万元'),
  monthRate: z.string().nullable().describe('本月完成率 % = actual ÷ planned'),
  cumulativeValue: z.string().nullable().describe('累计产值, 万元'),
  cumulativeRate: z.string().nullable().describe('累计完成率 % = cumulative ÷ contract'),
  pileCount: z.number().int().nullable(),
  pileLength: z.string().nullable().describe('m'),
  concreteVolume: z.string().nullable().describe('m³'),
  rebarWeight: z.string().nullable().describe('t'),
  imageProgress: z.string().nullable().describe('形象进度'),
  nextMonthPlan: z.string().nullable().describe('下月计划产值, 万元'),
  nextMonthWork: z.string().nullable().describe('下月工作计划'),
  labourCount: z.number().int().nullable(),
  plantCount: z.number().int().nullable(),
  problems: z.string().nullable().describe('存在问题'),
  filedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OutputReportItem = z.infer<typeof outputReportItemSchema>;

const reportFields = {
  plannedValue: required(amountSchema),
  actualValue: required(amountSchema),
  pileCount: count,
  pileLength: materialQuantitySchema,
  concreteVolume: materialQuantitySchema,
  rebarWeight: materialQuantitySchema,
  imageProgress: z.string().trim().max(200),
  nextMonthPlan: optionalAmount,
  nextMonthWork: z.string().trim().max(500),
  labourCount: count,
  plantCount: count,
  problems: z.string().trim().max(500),
};

/** POST /api/project/output/add — files the month's report (one per month; 409 when it exists). */
export const outputReportCreateSchema = z.object({
  projectId: z.number().int().positive(),
  reportMonth: reportMonthSchema,
  plannedValue: reportFields.plannedValue,
  actualValue: reportFields.actualValue,
  pileCount: reportFields.pileCount.optional(),
  pileLength: reportFields.pileLength.optional(),
  concreteVolume: reportFields.concreteVolume.optional(),
  rebarWeight: reportFields.rebarWeight.optional(),
  imageProgress: reportFields.imageProgress.optional(),
  nextMonthPlan: reportFields.nextMonthPlan.optional(),
  nextMonthWork: reportFields.nextMonthWork.optional(),
  labourCount: reportFields.labourCount.optional(),
  plantCount: reportFields.plantCount.optional(),
  problems: reportFields.problems.optional(),
});
export type OutputReportCreate = z.infer<typeof outputReportCreateSchema>;
/** POST /api/project/output/update (edit) — the month itself never changes. */
export const outputReportUpdateSchema = z
  .object(reportFields)
  .partial()
  .extend({ id: z.number().int().positive() });
export type OutputReportUpdate = z.infer<typeof outputReportUpdateSchema>;
export const OUTPUT_REPORT_SORT_FIELDS = [
  'reportMonth',
  'actualValue',
  'cumulativeValue',
  'filedAt',
] as const;
/** `year`: the reports of one year ('2026'). */
export const outputReportFiltersSchema = z.object({
  year: z
    .string()
    .regex(/^\d{4}$/)
    .optional(),
});

/** POST /api/project/output/check — the figures a report would have, and what looks wrong, before filing. */
export const outputCheckBodySchema = z.object({
  projectId: z.number().int().positive(),
  reportMonth: reportMonthSchema,
  plannedValue: required(amountSchema),
  actualValue: required(amountSchema),
});
export type OutputCheckBody = z.infer<typeof outputCheckBodySchema>;
export const outputCheckSchema = z.object({
  /** A report of that month already exists (add would answer 409). */
  exists: z.boolean(),
  contractValue: z.string().nullable(),
  cumulativeValue: z.string(),
  monthRate: z.string().nullable(),
  cumulativeRate: z.string().nullable(),
  /** Localised warnings: the month is in the future, the total passes the contract value, … */
  warnings: z.array(z.string()),
});
export type OutputCheck = z.infer<typeof outputCheckSchema>;

/** The output-value calls besides its kit resource (apps/server/src/modules/output). */
export const outputCalls = {
  params: defineCall({
    method: 'GET',
    path: 'output/params',
    query: outputParamsQuerySchema,
    response: outputNoticeParamsSchema,
  }),
  showOutputNotice: defineCall({
    method: 'GET',
    path: 'output/showOutputNotice',
    query: showOutputNoticeQuerySchema,
    response: showOutputNoticeSchema,
  }),
  noticeRead: defineCall({
    method: 'POST',
    path: 'output/notice/read',
    body: outputNoticeReadBodySchema,
    response: z.null(),
  }),
  outputCheck: defineCall({
    method: 'POST',
    path: 'project/output/check',
    body: outputCheckBodySchema,
    response: outputCheckSchema,
  }),
  paramsUpdate: defineCall({
    method: 'POST',
    path: 'output/params/update',
    body: outputParamsUpdateSchema,
    response: outputNoticeParamsSchema,
  }),
};
