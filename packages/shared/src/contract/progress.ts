import { z } from 'zod';
import { ruleMessage } from '../validators/messages';
import { materialQuantitySchema, weekValueSchema } from '../validators/numbers';
import { required } from '../validators/rule';
import { defineCall } from './call';
import { ymdSchema } from './tender';

// Plans and progress of a sub-project (docs/domains/progress.md amount plan, progress, planned amount): the planned
// quantity of each work item, the actual quantities reported week by week (a week value above
// WEEK_VALUE_MAX is refused with the spec's message), and plan against actual for the charts.

const idSchema = z.number().int().positive();

export const amountPlanItemSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  itemName: z.string().describe('工程量项目, e.g. 工程桩'),
  unit: z.string().describe('根, m, m³, t'),
  plannedQuantity: z.string().describe('计划工程量'),
  plannedStart: z.string().describe('YYYY-MM-DD'),
  plannedEnd: z.string().describe('YYYY-MM-DD'),
  remark: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AmountPlanItem = z.infer<typeof amountPlanItemSchema>;

const planFields = {
  itemName: z.string().trim().min(2).max(30),
  unit: z.string().trim().min(1).max(10),
  plannedQuantity: required(materialQuantitySchema),
  plannedStart: required(ymdSchema),
  plannedEnd: required(ymdSchema),
  remark: z.string().trim().max(200),
};
const planDates = (v: { plannedStart?: string; plannedEnd?: string }) =>
  !v.plannedStart || !v.plannedEnd || v.plannedStart <= v.plannedEnd;
const planDatesIssue = {
  message: ruleMessage('dateOrder', 'zh'),
  path: ['plannedEnd'],
  params: { rule: 'dateOrder' },
};
/** POST /api/project/amountPlan/add (save) — a work item's planned quantity; the name once per project. */
export const amountPlanCreateSchema = z
  .object({ projectId: idSchema, ...planFields, remark: planFields.remark.optional() })
  .refine(planDates, planDatesIssue);
export type AmountPlanCreate = z.infer<typeof amountPlanCreateSchema>;
export const amountPlanUpdateSchema = z
  .object(planFields)
  .partial()
  .extend({ id: idSchema })
  .refine(planDates, planDatesIssue);
export const AMOUNT_PLAN_SORT_FIELDS = ['itemName', 'plannedStart', 'plannedEnd', 'createdAt'] as const;
export const amountPlanFiltersSchema = z.object({});

export const progressItemSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  planId: z.number().int(),
  itemName: z.string().describe('the plan item, denormalised for lists and export'),
  weekStart: z.string().describe('the Monday of the week, YYYY-MM-DD'),
  actualQuantity: z.string().describe('实际完成工程量 of the week, at most 10000'),
  remark: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProgressItem = z.infer<typeof progressItemSchema>;

const isMonday = (v: string) => new Date(`${v}T00:00:00Z`).getUTCDay() === 1;
const mondaySchema = required(ymdSchema).refine(isMonday, {
  message: ruleMessage('weekStart', 'zh'),
  params: { rule: 'weekStart' },
});
/** POST /api/project/progress/add (save) — one week's actual quantity of a plan item. */
export const progressCreateSchema = z.object({
  projectId: idSchema,
  /** The plan item by its name (unique within the project), so an exported sheet imports back. */
  itemName: z.string().trim().min(1).max(30),
  weekStart: mondaySchema,
  actualQuantity: required(weekValueSchema),
  remark: z.string().trim().max(200).optional(),
});
export type ProgressCreate = z.infer<typeof progressCreateSchema>;
export const progressUpdateSchema = z.object({
  id: idSchema,
  actualQuantity: required(weekValueSchema).optional(),
  remark: z.string().trim().max(200).optional(),
});
export const PROGRESS_SORT_FIELDS = ['weekStart', 'itemName', 'actualQuantity', 'createdAt'] as const;
export const progressFiltersSchema = z.object({ planId: z.coerce.number().int().positive().optional() });

/** GET /api/project/plannedAmount?proId= — plan against actual per item, week by week (for the charts). */
export const plannedAmountQuerySchema = z.object({ proId: z.coerce.number().int().positive() });
export const plannedAmountSchema = z.array(
  z.object({
    planId: z.number().int(),
    itemName: z.string(),
    unit: z.string(),
    plannedQuantity: z.string(),
    actualQuantity: z.string().describe('cumulative actual'),
    percent: z.string().nullable().describe('actual ÷ planned, %'),
    weeks: z.array(
      z.object({
        weekStart: z.string(),
        actual: z.string(),
        cumulative: z.string(),
        plannedCumulative: z.string().describe('the plan spread evenly over its dates, up to that week'),
      }),
    ),
  }),
);
export type PlannedAmount = z.infer<typeof plannedAmountSchema>;

/** The progress calls besides its kit resources (apps/server/src/modules/progress). */
export const progressCalls = {
  plannedAmount: defineCall({
    method: 'GET',
    path: 'project/plannedAmount',
    query: plannedAmountQuerySchema,
    response: plannedAmountSchema,
  }),
};
