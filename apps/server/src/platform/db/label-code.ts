import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';

// Label codes (docs/domains/witness.md "Labelled specimens"): <kind>-<project>-<yyyymmdd>-nnn, numbered per
// project, kind and day from the code_counter row. The upsert takes the row's lock until the transaction
// ends, so two concurrent writers draw distinct numbers, and a number once issued is never issued again —
// not even after its record is deleted (a printed label must never open another sample).

/** SK a test-block group, CL a material sample (rebar batch), JT a welded-joint or splice lot. */
export type LabelCodeKind = 'SK' | 'CL' | 'JT';

// Numbers of more than nine digits are never drawn by the counter (an int), so they need no covering.
const CODE = /^(SK|CL|JT)-(\d{1,15})-(\d{8})-(\d{1,9})$/;

/** The code of number `n`: at least three digits, more once a day passes 999. */
export const labelCode = (kind: LabelCodeKind, projectId: number, day: string, n: number) =>
  `${kind}-${projectId}-${day.replaceAll('-', '')}-${String(n).padStart(3, '0')}`;

/**
 * Takes the next `count` numbers of the project, kind and day (`YYYY-MM-DD` or yyyymmdd) in the caller's
 * transaction and answers their codes in order.
 */
export async function takeLabelCodes(
  tx: DbOrTx,
  kind: LabelCodeKind,
  projectId: number,
  day: string,
  count: number,
): Promise<string[]> {
  if (count <= 0) return [];
  const compact = day.replaceAll('-', '');
  const r = await tx.execute<{ n: number }>(sql`
    insert into code_counter (project_id, kind, day, n) values (${projectId}, ${kind}, ${compact}, ${count})
    on conflict (project_id, kind, day) do update set n = code_counter.n + excluded.n
    returning n`);
  const last = Number(r.rows[0]?.n);
  return Array.from({ length: count }, (_, i) => labelCode(kind, projectId, compact, last - count + i + 1));
}

/**
 * Raises the counters past codes written as given (an import, demo data), so the next number drawn never
 * repeats one of them. Codes not of the label pattern are ignored.
 */
export async function coverLabelCodes(tx: DbOrTx, codes: readonly string[]): Promise<void> {
  const highest = new Map<string, { kind: string; projectId: number; day: string; n: number }>();
  for (const code of codes) {
    const m = CODE.exec(code);
    if (!m) continue;
    const [, kind = '', projectId = '', day = '', n = ''] = m;
    const key = `${kind}-${projectId}-${day}`;
    const seen = highest.get(key);
    if (!seen || seen.n < Number(n))
      highest.set(key, { kind, projectId: Number(projectId), day, n: Number(n) });
  }
  if (highest.size === 0) return;
  // One statement, keys in order: two imports covering the same days lock their rows in the same order.
  const list = [...highest.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, c]) => c);
  await tx.execute(sql`
    insert into code_counter (project_id, kind, day, n)
    select * from unnest(
      ${`{${list.map((c) => c.projectId).join(',')}}`}::bigint[],
      ${`{${list.map((c) => c.kind).join(',')}}`}::text[],
      ${`{${list.map((c) => c.day).join(',')}}`}::text[],
      ${`{${list.map((c) => c.n).join(',')}}`}::int[])
    on conflict (project_id, kind, day) do update set n = greatest(code_counter.n, excluded.n)`);
}
