import type { PlannedAmount } from '@zhuji/shared';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { amountPlan, progressRecord } from './progress.table';

const DAY = 86_400_000;
const dayOf = (ymd: string) => Date.parse(`${ymd}T00:00:00Z`);
const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Thousandths, so sums of numeric(…, 3) quantities stay exact. */
const milli = (value: string) => Math.round(Number(value) * 1000);
const fromMilli = (value: number) => (value / 1000).toFixed(3);

/** The Monday on or before a day. */
export const mondayOf = (ms: number) => ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY;

/**
 * Plan against actual per work item: the weeks from the plan's first Monday to its last reported or
 * planned week, each with the week's actual, the cumulative actual and the plan spread evenly over its
 * planned days up to the end of that week.
 */
export async function plannedAmount(db: DbOrTx, projectId: number): Promise<PlannedAmount> {
  const [plans, records] = await Promise.all([
    db
      .select()
      .from(amountPlan)
      .where(eq(amountPlan.projectId, projectId))
      .orderBy(asc(amountPlan.plannedStart), asc(amountPlan.id)),
    db
      .select()
      .from(progressRecord)
      .where(eq(progressRecord.projectId, projectId))
      .orderBy(asc(progressRecord.weekStart)),
  ]);
  return plans.map((plan) => {
    const mine = records.filter((r) => r.planId === plan.id);
    const byWeek = new Map<string, number>();
    for (const r of mine) byWeek.set(r.weekStart, (byWeek.get(r.weekStart) ?? 0) + milli(r.actualQuantity));
    const start = dayOf(plan.plannedStart);
    const end = dayOf(plan.plannedEnd);
    const planned = milli(plan.plannedQuantity);
    const lastReported = mine.length ? dayOf(mine[mine.length - 1]!.weekStart) : start;
    const firstReported = mine.length ? dayOf(mine[0]!.weekStart) : start;
    const from = mondayOf(Math.min(start, firstReported));
    const to = mondayOf(Math.max(end, lastReported));
    const spanDays = Math.max(1, (end - start) / DAY + 1);
    const weeks: PlannedAmount[number]['weeks'] = [];
    let cumulative = 0;
    for (let week = from; week <= to; week += 7 * DAY) {
      const actual = byWeek.get(ymd(week)) ?? 0;
      cumulative += actual;
      const daysDone = Math.min(spanDays, Math.max(0, (week + 7 * DAY - start) / DAY));
      weeks.push({
        weekStart: ymd(week),
        actual: fromMilli(actual),
        cumulative: fromMilli(cumulative),
        plannedCumulative: fromMilli(Math.round((planned * daysDone) / spanDays)),
      });
    }
    return {
      planId: plan.id,
      itemName: plan.itemName,
      unit: plan.unit,
      plannedQuantity: plan.plannedQuantity,
      actualQuantity: fromMilli(cumulative),
      percent: planned > 0 ? ((cumulative / planned) * 100).toFixed(2) : null,
      weeks,
    };
  });
}
