import { z } from 'zod';
import { RISK_LEVELS, RISK_PATROL_STATES, RISK_PLAN_STATUSES, RISK_SCALES } from '../domain/risk-control';
import { required } from '../validators/rule';
import { defineCall } from './call';
import { kitIdQuerySchema } from './kit';
import { pageQuerySchema, pageSchema } from './pagination';
import { projectIdQuerySchema } from './project';
import { RECTIFICATION_STATUSES } from './rectification';
import { resourceCalls } from './resource-calls';
import { ymdSchema } from './tender';

// Risk control (docs/product.md §2.3 /riskControl): the register of hazard sources of a project (危险源清单,
// with the 危大工程 of 建办质〔2018〕31号) and the site inspections of them (风险巡查); a hazard found
// on an inspection raises a rectification notice.

const idSchema = z.number().int().positive();

/** 基坑 / 模板及支撑体系 / 起重吊装及起重机械安装拆卸 / 脚手架 / 拆除 / 暗挖 / 其他 (31号文 附件一). */
export const RISK_CATEGORIES = [
  'FOUNDATION_PIT',
  'FORMWORK',
  'LIFTING',
  'SCAFFOLD',
  'DEMOLITION',
  'UNDERGROUND',
  'OTHER',
] as const;
export type RiskCategory = (typeof RISK_CATEGORIES)[number];

/** A date that may be left blank: '' (an emptied input, an empty cell) is stored as no date. */
const optionalDate = z.preprocess((v) => (v === '' ? null : v), required(ymdSchema).nullable()).optional();

export const riskSourceItemSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  sourceNo: z.string(),
  name: z.string(),
  category: z.enum(RISK_CATEGORIES),
  scale: z.enum(RISK_SCALES),
  location: z.string(),
  riskLevel: z.enum(RISK_LEVELS),
  measures: z.string(),
  responsible: z.string(),
  planStatus: z.enum(RISK_PLAN_STATUSES),
  reviewDate: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** The latest inspection date of the source (kept by the inspections). */
  lastInspectedOn: z.string().nullable(),
  /** Computed on reading: 逾期未巡查 for a major source not inspected within the interval. */
  patrolState: z.enum(RISK_PATROL_STATES),
  /** Computed: the plan the scale asks for is in place (approved; expert-reviewed above the scale). */
  planReady: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RiskSourceItem = z.infer<typeof riskSourceItemSchema>;

const riskSourceFields = {
  sourceNo: z.string().trim().min(2).max(30),
  name: z.string().trim().min(2).max(50),
  category: z.enum(RISK_CATEGORIES),
  scale: z.enum(RISK_SCALES),
  location: z.string().trim().min(2).max(100),
  riskLevel: z.enum(RISK_LEVELS),
  measures: z.string().trim().min(2).max(1000),
  responsible: z.string().trim().min(2).max(20),
  planStatus: z.enum(RISK_PLAN_STATUSES),
  reviewDate: optionalDate,
  startDate: optionalDate,
  endDate: optionalDate,
};
/** POST /api/risk/source/add — one hazard source of the project's register. */
export const riskSourceCreateSchema = z.object({ projectId: idSchema, ...riskSourceFields });
export type RiskSourceCreate = z.infer<typeof riskSourceCreateSchema>;
export const riskSourceUpdateSchema = z
  .object(riskSourceFields)
  .omit({ sourceNo: true })
  .partial()
  .extend({ id: idSchema });
export const RISK_SOURCE_SORT_FIELDS = [
  'sourceNo',
  'riskLevel',
  'startDate',
  'lastInspectedOn',
  'createdAt',
] as const;
export const riskSourceFiltersSchema = z.object({
  category: z.enum(RISK_CATEGORIES).optional(),
  scale: z.enum(RISK_SCALES).optional(),
  riskLevel: z.enum(RISK_LEVELS).optional(),
  planStatus: z.enum(RISK_PLAN_STATUSES).optional(),
});

/** The risk-source register's kit contract; its seven calls are declared from it (server kit and web alike). */
export const riskSourceContract = {
  item: riskSourceItemSchema,
  create: riskSourceCreateSchema,
  update: riskSourceUpdateSchema,
  filters: riskSourceFiltersSchema,
  sortFields: RISK_SOURCE_SORT_FIELDS,
};
export const riskSourceCalls = resourceCalls('risk/source', riskSourceContract);

/** GET /api/risk/source/summary?proId= — the register counted per level, overdue and plans missing. */
export const riskSourceSummarySchema = z.object({
  total: z.number().int(),
  byLevel: z.object({
    MAJOR: z.number().int(),
    HIGH: z.number().int(),
    GENERAL: z.number().int(),
    LOW: z.number().int(),
  }),
  dangerous: z.number().int(),
  overScale: z.number().int(),
  /** 危大工程 whose plan is not yet what the scale asks for. */
  planPending: z.number().int(),
  /** Major sources under way not inspected within the interval, oldest first. */
  overdue: z.array(
    z.object({
      id: z.number().int(),
      sourceNo: z.string(),
      name: z.string(),
      lastInspectedOn: z.string().nullable(),
    }),
  ),
  intervalDays: z.number().int(),
});
export type RiskSourceSummary = z.infer<typeof riskSourceSummarySchema>;

// ---- inspections (风险巡查) ----

export const RISK_CHECK_RESULTS = ['PASS', 'HAZARD'] as const;
export type RiskCheckResult = (typeof RISK_CHECK_RESULTS)[number];

export const riskCheckInputSchema = z.object({
  sourceId: idSchema,
  result: z.enum(RISK_CHECK_RESULTS),
  /** What is wrong (存在隐患时必填). */
  hazard: z.string().trim().max(500).default(''),
  photos: z.array(z.string().max(500)).max(9).default([]),
});

/**
 * POST /api/risk/inspection/add — one inspection round over one or more sources of the project. The
 * server refuses a source named twice and a hazard without its description (messages in zh/en/es).
 */
export const riskInspectionCreateSchema = z.object({
  projectId: idSchema,
  inspectDate: required(ymdSchema),
  remark: z.string().trim().max(500).default(''),
  checks: z.array(riskCheckInputSchema).min(1).max(50),
});
export type RiskInspectionCreate = z.input<typeof riskInspectionCreateSchema>;

export const riskCheckItemSchema = z.object({
  id: z.number().int(),
  sourceId: z.number().int(),
  sourceNo: z.string(),
  sourceName: z.string(),
  riskLevel: z.enum(RISK_LEVELS),
  result: z.enum(RISK_CHECK_RESULTS),
  hazard: z.string(),
  photos: z.array(z.string()),
  rectificationId: z.number().int().nullable(),
  rectificationStatus: z.enum(RECTIFICATION_STATUSES).nullable(),
});
export type RiskCheckItem = z.infer<typeof riskCheckItemSchema>;

export const riskInspectionItemSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  inspectionNo: z.string(),
  inspectDate: z.string(),
  inspectorId: z.number().int(),
  inspectorName: z.string(),
  /** The inspector's roles on the project when inspecting (专业监理工程师, 项目技术负责人 …). */
  inspectorRole: z.string(),
  remark: z.string(),
  hazardCount: z.number().int(),
  checks: z.array(riskCheckItemSchema),
  createdAt: z.string(),
});
export type RiskInspectionItem = z.infer<typeof riskInspectionItemSchema>;
export const riskInspectionPageSchema = pageSchema(riskInspectionItemSchema);

/** GET /api/risk/inspection/list — newest first; `sourceId` keeps the rounds that checked that source. */
export const riskInspectionListQuerySchema = pageQuerySchema.extend({
  proId: z.coerce.number().int().positive(),
  sourceId: z.coerce.number().int().positive().optional(),
  result: z.enum(RISK_CHECK_RESULTS).optional(),
});
export type RiskInspectionListQuery = z.infer<typeof riskInspectionListQuerySchema>;

/** The risk calls besides the register's kit routes (apps/server/src/modules/risk). */
export const riskCalls = {
  sourceSummary: defineCall({
    method: 'GET',
    path: 'risk/source/summary',
    query: projectIdQuerySchema,
    response: riskSourceSummarySchema,
  }),
  inspectionList: defineCall({
    method: 'GET',
    path: 'risk/inspection/list',
    query: riskInspectionListQuerySchema,
    response: riskInspectionPageSchema,
  }),
  inspectionDetail: defineCall({
    method: 'GET',
    path: 'risk/inspection/detail',
    query: kitIdQuerySchema,
    response: riskInspectionItemSchema,
  }),
  inspectionAdd: defineCall({
    method: 'POST',
    path: 'risk/inspection/add',
    body: riskInspectionCreateSchema,
    response: riskInspectionItemSchema,
  }),
};
