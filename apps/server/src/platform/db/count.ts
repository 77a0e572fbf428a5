import { type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from './client';

// A paged list's total (docs/product.md §7, issue 21 "Lists at any size"): an exact count(*) reads
// every matching row, which at a million rows costs more than the page itself. The total is exact
// while it is cheap — up to EXACT_COUNT_UP_TO rows — and above that it is the planner's estimate from
// the table statistics, which the pager shows as 约 N 条 (totalExact: false).

/** Lists with at most this many matching rows are counted exactly. */
export const EXACT_COUNT_UP_TO = 5_000;

export interface ListTotal {
  total: number;
  /** false: `total` is the planner's estimate (the pager says 约 N 条). */
  totalExact: boolean;
}

/**
 * The total of a list whose matching rows `rows` selects (e.g. `db.select({ id: t.id }).from(t)
 * .where(filter)`, without order or limit). Asks the planner first (EXPLAIN plans, reads no rows);
 * when it expects few rows, counts them, reading at most EXACT_COUNT_UP_TO + 1 — so a wrong estimate
 * still costs a bounded read, and a count that reaches the bound answers an estimate instead.
 */
export async function listTotal(db: DbOrTx, rows: SQLWrapper): Promise<ListTotal> {
  const explained = await db.execute<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    sql`explain (format json) ${rows}`,
  );
  const planned = Math.round(explained.rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0);
  if (planned <= EXACT_COUNT_UP_TO) {
    const counted = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from (${rows} limit ${EXACT_COUNT_UP_TO + 1}) counted`,
    );
    const n = Number(counted.rows[0]?.n ?? 0);
    if (n <= EXACT_COUNT_UP_TO) return { total: n, totalExact: true };
  }
  return { total: Math.max(planned, EXACT_COUNT_UP_TO + 1), totalExact: false };
}

/**
 * An estimated total never hides the page the caller is on, nor the next one while pages are full:
 * the pager can always step forward (keyset paging then finds the rows, docs/domains/pile.md).
 */
export function pagerTotal(t: ListTotal, page: number, limit: number, shown: number): number {
  if (t.totalExact) return t.total;
  return Math.max(t.total, (page - 1) * limit + shown + (shown === limit ? 1 : 0));
}
