import {
  AMOUNT_PLAN_SORT_FIELDS,
  type AmountPlanItem,
  amountPlanCreateSchema,
  amountPlanFiltersSchema,
  amountPlanItemSchema,
  amountPlanUpdateSchema,
  ok,
  PROGRESS_SORT_FIELDS,
  type ProgressItem,
  progressCalls,
  progressCreateSchema,
  progressFiltersSchema,
  progressItemSchema,
  progressUpdateSchema,
} from '@zhuji/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { assertAction, fieldError, loadProject, onProject } from '../../platform/access';
import type { DbOrTx } from '../../platform/db/client';
import { callRoute } from '../../platform/http/call-route';
import { defineResource } from '../../platform/kit/define-resource';
import type { WriteContext } from '../../platform/kit/resource-service';
import {
  AMOUNT_PLAN_LABELS as A,
  AMOUNT_PLAN_TITLE,
  PROGRESS_LABELS as P,
  PROGRESS_MENU,
  PROGRESS_MESSAGES,
  PROGRESS_TITLE,
} from './progress.messages';
import { mondayOf, plannedAmount } from './progress.service';
import { amountPlan, progressRecord } from './progress.table';

const iso = (d: Date) => d.toISOString();

const planItem = (row: typeof amountPlan.$inferSelect): AmountPlanItem => ({
  ...row,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});
const progressItem = (row: typeof progressRecord.$inferSelect): ProgressItem => ({
  ...row,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

const SEED_ITEMS = [
  '工程桩',
  '试桩',
  '桩头破除',
  '承台垫层',
  '钢筋笼制作',
  '混凝土浇筑',
  '土方开挖',
  '基坑支护',
];

/** 工程量计划: the planned quantity of each work item (amount plan list, save, update). */
const amountPlanResource = defineResource({
  name: 'amountPlan',
  prefix: 'project/amountPlan',
  /** docs/domains/progress.md: the update is a PUT; POST stays for older clients. */
  updateMethods: ['POST', 'PUT'],
  title: AMOUNT_PLAN_TITLE,
  table: amountPlan,
  menu: PROGRESS_MENU,
  projectScoped: true,
  contract: {
    item: amountPlanItemSchema,
    create: amountPlanCreateSchema,
    update: amountPlanUpdateSchema,
    filters: amountPlanFiltersSchema,
    sortFields: AMOUNT_PLAN_SORT_FIELDS,
  },
  fields: {
    itemName: { column: amountPlan.itemName, type: 'text', label: A.itemName, search: true },
    unit: { column: amountPlan.unit, type: 'text', label: A.unit },
    plannedQuantity: { column: amountPlan.plannedQuantity, type: 'decimal', label: A.plannedQuantity },
    plannedStart: { column: amountPlan.plannedStart, type: 'text', label: A.plannedStart },
    plannedEnd: { column: amountPlan.plannedEnd, type: 'text', label: A.plannedEnd },
    remark: { column: amountPlan.remark, type: 'text', label: A.remark, search: true },
    createdAt: { column: amountPlan.createdAt, type: 'datetime', label: A.createdAt },
  },
  filters: {},
  defaultSort: { field: 'plannedStart', order: 'asc' },
  exportColumns: ['itemName', 'unit', 'plannedQuantity', 'plannedStart', 'plannedEnd', 'remark'],
  naturalKey: ['itemName'],
  example: (n) => ({
    itemName: `${SEED_ITEMS[n % SEED_ITEMS.length]}${n}`,
    unit: '根',
    plannedQuantity: `${100 + n}`,
    plannedStart: '2026-04-01',
    plannedEnd: '2026-09-30',
  }),
  toItem: planItem,
  hooks: {
    beforeWrite: async (ctx) => {
      const { lang } = ctx;
      if (ctx.action === 'add' || ctx.action === 'import') {
        const row = await loadProject(ctx.tx, ctx.projectId, lang);
        if (row.parentId === null) throw fieldError('projectId', PROGRESS_MESSAGES.planMissing[lang], lang);
      }
      // Renaming an item renames its reported weeks.
      if (ctx.action === 'update' && typeof ctx.values.itemName === 'string' && ctx.before)
        await ctx.tx
          .update(progressRecord)
          .set({ itemName: ctx.values.itemName })
          .where(eq(progressRecord.planId, Number(ctx.before.id)));
      if (ctx.action === 'remove' && ctx.before)
        await ctx.tx.delete(progressRecord).where(eq(progressRecord.planId, Number(ctx.before.id)));
    },
  },
});

const planByName = async (db: DbOrTx, projectId: number, itemName: string) =>
  (
    await db
      .select({ id: amountPlan.id })
      .from(amountPlan)
      .where(and(eq(amountPlan.projectId, projectId), eq(amountPlan.itemName, itemName)))
  )[0];

/** The week names a plan item of the same project (422 naming itemName); its id is stored with it. */
async function resolvePlan(ctx: WriteContext) {
  const { lang } = ctx;
  if (ctx.action === 'update' || ctx.action === 'remove') return;
  const plan = await planByName(ctx.tx, ctx.projectId, String(ctx.values.itemName));
  if (!plan) throw fieldError('itemName', PROGRESS_MESSAGES.planMissing[lang], lang);
  ctx.values.planId = plan.id;
}

/** 进度填报: one week's actual quantity of a plan item (progress list, save, update). */
const progressResource = defineResource({
  name: 'progress',
  prefix: 'project/progress',
  /** docs/domains/progress.md: the update is a PUT; POST stays for older clients. */
  updateMethods: ['POST', 'PUT'],
  title: PROGRESS_TITLE,
  table: progressRecord,
  menu: PROGRESS_MENU,
  projectScoped: true,
  contract: {
    item: progressItemSchema,
    create: progressCreateSchema,
    update: progressUpdateSchema,
    filters: progressFiltersSchema,
    sortFields: PROGRESS_SORT_FIELDS,
  },
  fields: {
    planId: { column: progressRecord.planId, type: 'integer', label: P.planId },
    itemName: { column: progressRecord.itemName, type: 'text', label: P.itemName, search: true },
    weekStart: { column: progressRecord.weekStart, type: 'text', label: P.weekStart },
    actualQuantity: { column: progressRecord.actualQuantity, type: 'decimal', label: P.actualQuantity },
    remark: { column: progressRecord.remark, type: 'text', label: P.remark, search: true },
    createdAt: { column: progressRecord.createdAt, type: 'datetime', label: P.createdAt },
  },
  filters: { planId: { field: 'planId', op: 'eq' } },
  defaultSort: { field: 'weekStart', order: 'desc' },
  exportColumns: ['planId', 'itemName', 'weekStart', 'actualQuantity', 'remark', 'createdAt'],
  naturalKey: ['itemName', 'weekStart'],
  example: (n) => ({
    itemName: '工程桩成桩',
    // Weeks from 2030 on, after every week of the demo data: whichever example number a test reaches,
    // it never meets a seeded week of the same item (the natural key).
    weekStart: new Date(mondayOf(Date.parse('2030-01-07T00:00:00Z')) + n * 7 * 86_400_000)
      .toISOString()
      .slice(0, 10),
    actualQuantity: `${10 + (n % 90)}`,
  }),
  toItem: progressItem,
  hooks: { beforeWrite: resolvePlan },
  examplePrerequisites: {
    async prepare(db, projectId) {
      await db
        .insert(amountPlan)
        .values({
          projectId,
          itemName: '工程桩成桩',
          unit: '根',
          plannedQuantity: '640.000',
          plannedStart: '2026-01-05',
          plannedEnd: '2027-12-31',
        })
        .onConflictDoNothing();
    },
    async complete(db, projectId, values) {
      const plan = await planByName(db, projectId, String(values.itemName));
      return { ...values, planId: plan?.id };
    },
  },
});

export async function progressRoutes(app: FastifyInstance) {
  await app.register(amountPlanResource);
  await app.register(progressResource);
  callRoute(app, progressCalls.plannedAmount, {
    who: onProject('ProjectProgress', 'list'),
    tags: ['progress'],
    summary: '计划工程量 (planned amount: plan against actual per work item, week by week)',
    description: 'Needs list on ProjectProgress.',
    handler: async (req) => {
      await loadProject(app.db, req.query.proId, req.lang);
      await assertAction(app.db, req.user, req.query.proId, PROGRESS_MENU, 'list', req.lang);
      return ok(await plannedAmount(app.db, req.query.proId));
    },
  });
}
