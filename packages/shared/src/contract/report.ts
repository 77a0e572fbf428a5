import { z } from 'zod';
import { ruleMessage } from '../validators/messages';
import { required } from '../validators/rule';
import { defineCall } from './call';
import { ymdSchema } from './tender';

// Statistics and reports of a sub-project (docs/product.md §2.3 "reports for concrete, material and progress",
// docs/domains/report.md statistics and reports): read-only figures the server computes from the project's own records
// for a period of days (both ends included), with the same figures as an Excel download.

const proId = z.coerce.number().int().positive();
const rangeFields = {
  proId,
  from: required(ymdSchema).describe('YYYY-MM-DD, first day of the period'),
  to: required(ymdSchema).describe('YYYY-MM-DD, last day of the period'),
};
const rangeOrder = (v: { from?: string; to?: string }) => !v.from || !v.to || v.from <= v.to;
const rangeIssue = { message: ruleMessage('dateOrder', 'zh'), path: ['to'], params: { rule: 'dateOrder' } };
const optionalText = z
  .string()
  .trim()
  .max(40)
  .optional()
  .transform((v) => (v ? v : undefined));

/** GET /api/report/concrete (and /export): the period and, optionally, one strength grade. */
export const reportConcreteQuerySchema = z
  .object({ ...rangeFields, grade: optionalText })
  .refine(rangeOrder, rangeIssue);
export type ReportConcreteQuery = z.input<typeof reportConcreteQuerySchema>;

/** GET /api/report/material (and /export): the period, a rebar grade and a concrete plant. */
export const reportMaterialQuerySchema = z
  .object({ ...rangeFields, grade: optionalText, plant: optionalText })
  .refine(rangeOrder, rangeIssue);
export type ReportMaterialQuery = z.input<typeof reportMaterialQuerySchema>;

/** GET /api/report/progress (and /export): the period and, optionally, one work item of the plan. */
export const reportProgressQuerySchema = z
  .object({ ...rangeFields, item: optionalText })
  .refine(rangeOrder, rangeIssue);
export type ReportProgressQuery = z.input<typeof reportProgressQuerySchema>;

const decimal = z.string().describe('a decimal as text, exact');
const rate = z.number().nullable().describe('0–1; null when nothing was due');

export const reportConcreteSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Every grade of the project's pours, specimens and pile designs, for the filter. */
  grades: z.array(z.string()),
  summary: z.object({
    pours: z.number().int(),
    volumeM3: decimal,
    required: z.number().int().describe('groups due (GB 50202-2018 5.1.3)'),
    made: z.number().int(),
    rate,
    missing: z.number().int().describe('pours and piles short of groups'),
    tested: z.number().int().describe('groups with a result'),
    invalid: z.number().int(),
    lotsPassed: z.number().int(),
    lotsFailed: z.number().int(),
    witness: z.object({
      total: z.number().int(),
      witnessed: z.number().int(),
      ratio: z.number(),
      needed: z.number().int(),
      pass: z.boolean(),
      minRatio: z.number(),
    }),
  }),
  byMonth: z.array(
    z.object({
      month: z.string().describe('YYYY-MM'),
      pours: z.number().int(),
      volumeM3: decimal,
      required: z.number().int(),
      made: z.number().int(),
      rate,
    }),
  ),
  byGrade: z.array(
    z.object({
      grade: z.string(),
      pours: z.number().int(),
      volumeM3: decimal,
      required: z.number().int(),
      made: z.number().int(),
      rate,
      tested: z.number().int(),
      invalid: z.number().int(),
      min: z.string().nullable().describe('MPa, lowest representative value'),
      mean: z.string().nullable().describe('MPa, mean of the representative values'),
      lotsPassed: z.number().int(),
      lotsFailed: z.number().int(),
    }),
  ),
});
export type ReportConcrete = z.infer<typeof reportConcreteSchema>;

export const reportMaterialSchema = z.object({
  from: z.string(),
  to: z.string(),
  grades: z.array(z.string()),
  plants: z.array(z.string()),
  summary: z.object({
    registrations: z.number().int(),
    rebarRegistrations: z.number().int(),
    concreteRegistrations: z.number().int(),
    approved: z.number().int(),
    batches: z.number().int(),
    tonnage: decimal,
    testsPassed: z.number().int(),
    testsFailed: z.number().int(),
    deliveries: z.number().int(),
    deliveredM3: decimal,
    chlorideFailed: z.number().int(),
    jointLots: z.number().int(),
    jointLotsPassed: z.number().int(),
    jointLotsFailed: z.number().int(),
  }),
  rebar: z.array(
    z.object({
      grade: z.string(),
      diameterMm: z.number().int(),
      batches: z.number().int(),
      tonnage: decimal,
      testsPassed: z.number().int(),
      testsFailed: z.number().int(),
      accepted: z.number().int(),
      rejected: z.number().int(),
      open: z.number().int().describe('pending or awaiting the double retest'),
    }),
  ),
  concrete: z.array(
    z.object({
      month: z.string(),
      plant: z.string(),
      deliveries: z.number().int(),
      volumeM3: decimal,
      chlorideFailed: z.number().int(),
    }),
  ),
  joints: z.array(
    z.object({
      category: z.enum(['welding', 'sleeve']),
      lots: z.number().int(),
      joints: z.number().int(),
      pass: z.number().int(),
      retest: z.number().int(),
      fail: z.number().int(),
      pending: z.number().int(),
    }),
  ),
});
export type ReportMaterial = z.infer<typeof reportMaterialSchema>;

export const reportProgressSchema = z.object({
  from: z.string(),
  to: z.string(),
  items: z.array(z.object({ itemName: z.string(), unit: z.string() })),
  summary: z.object({
    contractValue: z.string().nullable().describe('万元'),
    outputValue: decimal.describe('万元, actual values reported for months of the period'),
    cumulativeValue: z.string().nullable().describe('万元, as of the last report of the period'),
    cumulativeRate: z.string().nullable().describe('%'),
    pilesConfigured: z.number().int(),
    pilesRecorded: z.number().int().describe('recorded within the period'),
    pilesRecordedTotal: z.number().int().describe('recorded up to the end of the period'),
  }),
  amounts: z.array(
    z.object({
      month: z.string(),
      itemName: z.string(),
      unit: z.string(),
      planned: decimal,
      actual: decimal,
    }),
  ),
  output: z.array(
    z.object({
      month: z.string(),
      plannedValue: z.string().nullable(),
      actualValue: z.string().nullable(),
      monthRate: z.string().nullable(),
      cumulativeValue: z.string().nullable(),
      cumulativeRate: z.string().nullable(),
      filed: z.boolean(),
    }),
  ),
  piles: z.array(
    z.object({
      month: z.string(),
      recorded: z.number().int(),
      cumulative: z.number().int(),
      percent: z.string().nullable().describe('% of the configured piles recorded by the month end'),
    }),
  ),
});
export type ReportProgress = z.infer<typeof reportProgressSchema>;

/** The report calls: each report's figures and its xlsx (apps/server/src/modules/report). */
export const reportCalls = {
  concrete: defineCall({
    method: 'GET',
    path: 'report/concrete',
    query: reportConcreteQuerySchema,
    response: reportConcreteSchema,
  }),
  concreteExport: defineCall({
    method: 'GET',
    path: 'report/concrete/export',
    query: reportConcreteQuerySchema,
    response: 'file',
  }),
  material: defineCall({
    method: 'GET',
    path: 'report/material',
    query: reportMaterialQuerySchema,
    response: reportMaterialSchema,
  }),
  materialExport: defineCall({
    method: 'GET',
    path: 'report/material/export',
    query: reportMaterialQuerySchema,
    response: 'file',
  }),
  progress: defineCall({
    method: 'GET',
    path: 'report/progress',
    query: reportProgressQuerySchema,
    response: reportProgressSchema,
  }),
  progressExport: defineCall({
    method: 'GET',
    path: 'report/progress/export',
    query: reportProgressQuerySchema,
    response: 'file',
  }),
};
