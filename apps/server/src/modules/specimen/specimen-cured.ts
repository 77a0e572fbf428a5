import type { CuredStay } from '@zhuji/shared';
import type { DbOrTx } from '../../platform/db/client';

/**
 * The stays of a project's groups in standard curing rooms, with the curing warnings that touched each:
 * the chain's cured step (标准养护, docs/domains/curing.md, issue 20). The curing module imports this
 * module, so this module cannot import it back: curing registers how to find its stays instead, as
 * acceptance registers the lots that use a report (specimen-report-uses.ts).
 */
export type CuredStaySource = (
  db: DbOrTx,
  projectId: number,
  specimens: readonly { id: number; sampleNo: string }[],
) => Promise<CuredStay[]>;

let source: CuredStaySource | null = null;

export function registerCuredStays(s: CuredStaySource) {
  source = s;
}

/** The groups' stays, ordered by group and time in; none when no curing module is registered. */
export async function curedStays(
  db: DbOrTx,
  projectId: number,
  specimens: readonly { id: number; sampleNo: string }[],
): Promise<CuredStay[]> {
  if (!source || specimens.length === 0) return [];
  return source(db, projectId, specimens);
}
