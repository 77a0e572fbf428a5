// One row of issue 21's benchmark table, printed by a benchmark as a marked line that bench/run.mjs
// collects and prints together at the end of `npm run bench`. Figures only: a row never passes or fails.
export interface SummaryRow {
  /** The table's "what". */
  what: string;
  /** What was measured, as text (units included). */
  now: string;
  /** What the same work costs without the application around it, when there is such a floor. */
  floor?: string;
  /** now ÷ floor, in the direction where 1 means "as fast as the floor". */
  ratio?: number;
  /** The target, as text. */
  target: string;
}

export const SUMMARY_MARK = '::bench-row::';

export function summaryRow(row: SummaryRow): void {
  console.log(`${SUMMARY_MARK} ${JSON.stringify(row)}`);
}
