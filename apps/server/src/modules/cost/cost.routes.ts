import {
  businessDate,
  COST_CATEGORIES,
  COST_SORT_FIELDS,
  type CostItem,
  type CostSummary,
  type CostTaxRate,
  costCalls,
  costCreateSchema,
  costFigures,
  costFiltersSchema,
  costItemSchema,
  costUpdateSchema,
  type KitAction,
  type Language,
} from '@zhuji/shared';
import { count, eq, sql, sum } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { assertAction, fieldError } from '../../platform/access';
import type { SessionUser } from '../../platform/auth/session';
import type { DbOrTx } from '../../platform/db/client';
import { defineResource } from '../../platform/kit/define-resource';
import { guardedRoutes } from '../../platform/kit/guarded-routes';
import type { WriteContext } from '../../platform/kit/resource-service';
import { COST_MENU, COST_MESSAGES, COST_TITLE, COST_LABELS as L } from './cost.messages';
import { costRecord } from './cost.table';

/**
 * A cost line's date is not in the future; its amount, VAT and net come from domain/cost.ts, recomputed
 * on every change: quantity × unit price while the line has both, else the amount entered (a lump sum
 * is entered by leaving one of them empty).
 */
function computeCost(ctx: WriteContext) {
  const { lang } = ctx;
  if (ctx.action === 'remove') return;
  const merged = { ...ctx.before, ...ctx.values } as Record<string, unknown>;
  if (String(merged.costDate) > businessDate(new Date()))
    throw fieldError('costDate', COST_MESSAGES.futureDate[lang], lang);
  const text = (key: string) =>
    merged[key] === null || merged[key] === undefined ? null : String(merged[key]);
  const figures = costFigures({
    quantity: text('quantity'),
    unitPrice: text('unitPrice'),
    amount: text('amount'),
    taxRate: String(merged.taxRate) as CostTaxRate,
  });
  if (!figures.ok) throw fieldError('amount', COST_MESSAGES.amountMissing[lang], lang);
  ctx.values.amount = figures.amount;
  ctx.values.taxAmount = figures.taxAmount;
  ctx.values.netAmount = figures.netAmount;
}

const toItem = (row: typeof costRecord.$inferSelect): CostItem => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** 成本台账: list, detail, add, update, remove, export and import from the kit. */
export const costResource = defineResource({
  name: 'cost',
  prefix: 'project/cost',
  title: COST_TITLE,
  table: costRecord,
  menu: COST_MENU,
  projectScoped: true,
  contract: {
    item: costItemSchema,
    create: costCreateSchema,
    update: costUpdateSchema,
    filters: costFiltersSchema,
    sortFields: COST_SORT_FIELDS,
  },
  fields: {
    voucherNo: { column: costRecord.voucherNo, type: 'text', label: L.voucherNo, search: true },
    costDate: { column: costRecord.costDate, type: 'text', label: L.costDate },
    category: { column: costRecord.category, type: 'text', label: L.category },
    subject: { column: costRecord.subject, type: 'text', label: L.subject, search: true },
    payee: { column: costRecord.payee, type: 'text', label: L.payee, search: true },
    quantity: { column: costRecord.quantity, type: 'decimal', label: L.quantity },
    unit: { column: costRecord.unit, type: 'text', label: L.unit },
    unitPrice: { column: costRecord.unitPrice, type: 'decimal', label: L.unitPrice },
    amount: { column: costRecord.amount, type: 'decimal', label: L.amount },
    taxRate: { column: costRecord.taxRate, type: 'text', label: L.taxRate },
    taxAmount: { column: costRecord.taxAmount, type: 'decimal', label: L.taxAmount },
    netAmount: { column: costRecord.netAmount, type: 'decimal', label: L.netAmount },
    invoiceNo: { column: costRecord.invoiceNo, type: 'text', label: L.invoiceNo, search: true },
    handler: { column: costRecord.handler, type: 'text', label: L.handler },
    remark: { column: costRecord.remark, type: 'text', label: L.remark },
    createdAt: { column: costRecord.createdAt, type: 'datetime', label: L.createdAt },
  },
  filters: { category: { field: 'category', op: 'eq' } },
  defaultSort: { field: 'costDate', order: 'desc' },
  exportColumns: [
    'voucherNo',
    'costDate',
    'category',
    'subject',
    'payee',
    'quantity',
    'unit',
    'unitPrice',
    'amount',
    'taxRate',
    'taxAmount',
    'netAmount',
    'invoiceNo',
    'handler',
    'remark',
  ],
  naturalKey: ['voucherNo'],
  example: (n) => ({
    voucherNo: `记-2026-10-${String(n).padStart(4, '0')}`,
    costDate: '2026-10-15',
    category: COST_CATEGORIES[n % COST_CATEGORIES.length] ?? 'MATERIAL',
    subject: `第${n}批 HRB400E Φ25 钢筋`,
    quantity: '12.5',
    unit: 't',
    unitPrice: '4380',
    taxRate: '13' as const,
  }),
  toItem,
  hooks: { beforeWrite: computeCost },
  examplePrerequisites: {
    async prepare() {},
    // The matrix inserts examples as they are: give them the figures the hook would compute.
    async complete(_db, _projectId, values) {
      const text = (key: string) => (values[key] == null ? null : String(values[key]));
      const figures = costFigures({
        quantity: text('quantity'),
        unitPrice: text('unitPrice'),
        amount: text('amount'),
        taxRate: String(values.taxRate) as CostTaxRate,
      });
      if (!figures.ok) return values;
      const { amount, taxAmount, netAmount } = figures;
      return { ...values, amount, taxAmount, netAmount };
    },
  },
});

const guard = (db: DbOrTx, user: SessionUser, projectId: number, action: KitAction, language: Language) =>
  assertAction(db, user, projectId, COST_MENU, action, language);

/** Totals of the project's cost lines: in all, this month, and per category (every category, zeros too). */
export async function costSummary(db: DbOrTx, projectId: number, now = new Date()): Promise<CostSummary> {
  const month = businessDate(now).slice(0, 7);
  const [total] = await db
    .select({
      amount: sql<string>`coalesce(${sum(costRecord.amount)}, 0)::numeric(14,2)::text`,
      taxAmount: sql<string>`coalesce(${sum(costRecord.taxAmount)}, 0)::numeric(14,2)::text`,
      netAmount: sql<string>`coalesce(${sum(costRecord.netAmount)}, 0)::numeric(14,2)::text`,
      count: count(),
      thisMonth: sql<string>`coalesce(sum(${costRecord.amount}) filter (where to_char(${costRecord.costDate}, 'YYYY-MM') = ${month}), 0)::numeric(14,2)::text`,
    })
    .from(costRecord)
    .where(eq(costRecord.projectId, projectId));
  const rows = await db
    .select({
      category: costRecord.category,
      amount: sql<string>`sum(${costRecord.amount})::numeric(14,2)::text`,
      count: count(),
    })
    .from(costRecord)
    .where(eq(costRecord.projectId, projectId))
    .groupBy(costRecord.category);
  const byCategory = new Map(rows.map((r) => [r.category, r]));
  return {
    total: {
      amount: total?.amount ?? '0.00',
      taxAmount: total?.taxAmount ?? '0.00',
      netAmount: total?.netAmount ?? '0.00',
      count: total?.count ?? 0,
    },
    thisMonth: total?.thisMonth ?? '0.00',
    byCategory: COST_CATEGORIES.map((category) => ({
      category,
      amount: byCategory.get(category)?.amount ?? '0.00',
      count: byCategory.get(category)?.count ?? 0,
    })),
  };
}

export async function costRoutes(app: FastifyInstance) {
  await app.register(costResource);
  const route = guardedRoutes(app, { tags: ['cost'], guard, menu: COST_MENU });
  route.call(costCalls.summary, {
    summary: '成本台账 totals: in all, this month and per category (元)',
    access: { action: 'list', project: (req) => req.query.proId },
    answer: (req) => costSummary(app.db, req.query.proId),
  });
}
