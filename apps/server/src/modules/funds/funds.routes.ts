import {
  businessDate,
  FUND_SORT_FIELDS,
  type FundItem,
  fundCreateSchema,
  fundFiltersSchema,
  fundItemSchema,
  fundUpdateSchema,
  monthOf,
  previousMonth,
} from '@zhuji/shared';
import { and, eq, sql } from 'drizzle-orm';
import { fieldError } from '../../platform/access';
import type { DbOrTx } from '../../platform/db/client';
import { defineResource } from '../../platform/kit/define-resource';
import type { WriteContext } from '../../platform/kit/resource-service';
import { outputReport } from '../output';
import { FUNDS_MENU, FUNDS_MESSAGES, FUNDS_TITLE, FUNDS_LABELS as L } from './funds.messages';
import { fundPayment } from './funds.table';

/** Cumulative paid, cumulative output (of the months paid so far) and the paid share, for every row. */
export async function recomputeFunds(db: DbOrTx, projectId: number): Promise<void> {
  await db.execute(sql`
    update fund_payment f
       set cumulative_paid = s.paid,
           cumulative_output = s.output,
           paid_share = case when s.output > 0 then round(s.paid / s.output * 100, 2) end
      from (
        select id,
               sum(paid_amount) over (order by report_month) as paid,
               (select coalesce(sum(o.actual_value), 0) from output_report o
                 where o.project_id = ${projectId} and o.report_month <= p.report_month and o.filed_at is not null) as output
          from fund_payment p where project_id = ${projectId}
      ) s
     where f.id = s.id`);
}

/** A payment needs the month's output filed (422 naming reportMonth) and cannot exceed the approved value. */
async function checkPayment(ctx: WriteContext) {
  const { lang } = ctx;
  const merged = { ...ctx.before, ...ctx.values } as Record<string, unknown>;
  if (ctx.action === 'add' || ctx.action === 'import') {
    const month = String(ctx.values.reportMonth);
    const [report] = await ctx.tx
      .select({ actual: outputReport.actualValue })
      .from(outputReport)
      .where(
        and(
          eq(outputReport.projectId, ctx.projectId),
          eq(outputReport.reportMonth, month),
          sql`${outputReport.filedAt} is not null`,
        ),
      );
    if (!report)
      throw fieldError('reportMonth', FUNDS_MESSAGES.notFiled[lang].replace('{month}', month), lang);
    ctx.values.outputValue = report.actual;
  }
  if (ctx.action === 'remove') return;
  if (Number(merged.paidAmount) > Number(merged.approvedValue))
    throw fieldError('paidAmount', FUNDS_MESSAGES.overApproved[lang], lang);
  // This row's figures now (the answer carries them); later months follow in afterWrite.
  const result = await ctx.tx.execute<{ paid: string; output: string; share: string | null }>(sql`
    with f as (
      select
        coalesce((select sum(paid_amount) from fund_payment
                   where project_id = ${ctx.projectId} and report_month < ${String(merged.reportMonth)}), 0)
          + ${String(merged.paidAmount)}::numeric as paid,
        (select coalesce(sum(actual_value), 0) from output_report
          where project_id = ${ctx.projectId} and report_month <= ${String(merged.reportMonth)}
            and filed_at is not null) as output
    )
    select paid::text, output::text, case when output > 0 then round(paid / output * 100, 2)::text end as share from f`);
  const figures = result.rows[0];
  if (figures) {
    ctx.values.cumulativePaid = figures.paid;
    ctx.values.cumulativeOutput = figures.output;
    ctx.values.paidShare = figures.share;
  }
}

const toItem = (row: typeof fundPayment.$inferSelect): FundItem => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A month n months back, for the authorization matrix's examples (their output is filed by prepare). */
const monthsAgo = (n: number) => {
  let m = monthOf(businessDate(new Date()));
  for (let i = 0; i < n; i++) m = previousMonth(m);
  return m;
};

/** 资金支付: funds list and update (plus add, detail, remove, export, import from the kit). */
export const fundsRoutes = defineResource({
  name: 'funds',
  prefix: 'project/funds',
  /** docs/domains/funds.md: the update is a PUT; POST stays for older clients. */
  updateMethods: ['POST', 'PUT'],
  title: FUNDS_TITLE,
  table: fundPayment,
  menu: FUNDS_MENU,
  projectScoped: true,
  contract: {
    item: fundItemSchema,
    create: fundCreateSchema,
    update: fundUpdateSchema,
    filters: fundFiltersSchema,
    sortFields: FUND_SORT_FIELDS,
  },
  fields: {
    reportMonth: { column: fundPayment.reportMonth, type: 'text', label: L.reportMonth, search: true },
    outputValue: { column: fundPayment.outputValue, type: 'decimal', label: L.outputValue },
    approvedValue: { column: fundPayment.approvedValue, type: 'decimal', label: L.approvedValue },
    payableRate: { column: fundPayment.payableRate, type: 'decimal', label: L.payableRate },
    paidAmount: { column: fundPayment.paidAmount, type: 'decimal', label: L.paidAmount },
    paidDate: { column: fundPayment.paidDate, type: 'text', label: L.paidDate },
    cumulativePaid: { column: fundPayment.cumulativePaid, type: 'decimal', label: L.cumulativePaid },
    cumulativeOutput: { column: fundPayment.cumulativeOutput, type: 'decimal', label: L.cumulativeOutput },
    paidShare: { column: fundPayment.paidShare, type: 'decimal', label: L.paidShare },
    remark: { column: fundPayment.remark, type: 'text', label: L.remark, search: true },
  },
  filters: {},
  defaultSort: { field: 'reportMonth', order: 'desc' },
  exportColumns: [
    'reportMonth',
    'outputValue',
    'approvedValue',
    'payableRate',
    'paidAmount',
    'paidDate',
    'cumulativePaid',
    'cumulativeOutput',
    'paidShare',
    'remark',
  ],
  naturalKey: ['reportMonth'],
  example: (n) => ({
    reportMonth: monthsAgo(30 + n),
    approvedValue: '300.0000',
    payableRate: '80',
    paidAmount: '240.0000',
  }),
  toItem,
  hooks: { beforeWrite: checkPayment, afterWrite: (ctx) => recomputeFunds(ctx.tx, ctx.projectId) },
  examplePrerequisites: {
    // The examples' months have their output filed, so each example is a real payment.
    async prepare(db, projectId) {
      await db
        .insert(outputReport)
        .values(
          // The matrix numbers its examples across every kit route, so leave room for many.
          Array.from({ length: 600 }, (_, n) => ({
            projectId,
            reportMonth: monthsAgo(30 + n),
            plannedValue: '300',
            actualValue: '300',
            filedAt: new Date(),
          })),
        )
        .onConflictDoNothing();
    },
    async complete(_db, _projectId, values) {
      return { ...values, outputValue: '300.0000' };
    },
  },
});
