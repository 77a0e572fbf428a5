import type { CuredStay, Language } from '@zhuji/shared';
import type { AuditActor } from '../../platform/audit/audit';
import type { SessionUser } from '../../platform/auth/session';
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

/**
 * Where a lab's receipt by scan put the standard-cured groups of a submission (docs/domains/curing.md
 * "Placed at receipt"): the room when exactly one room fits, else the rooms the receiver may pick from.
 */
export interface ReceivedPlacement {
  room: { id: number; name: string } | null;
  choices: { id: number; name: string }[];
  /** The standard-cured groups placed, or waiting for the picked room. */
  specimenIds: number[];
}

/** Runs in the receipt's transaction, only when the submission was received by this call. */
export type ReceivedPlacer = (
  tx: DbOrTx,
  user: SessionUser,
  actor: AuditActor,
  submission: { id: number; projectId: number },
  lang: Language,
) => Promise<ReceivedPlacement>;

let placer: ReceivedPlacer | null = null;

export function registerReceivedPlacer(p: ReceivedPlacer) {
  placer = p;
}

/** The placement of a just-received submission; nothing placed when no curing module is registered. */
export function placeReceived(
  tx: DbOrTx,
  user: SessionUser,
  actor: AuditActor,
  submission: { id: number; projectId: number },
  lang: Language,
): Promise<ReceivedPlacement> {
  return placer
    ? placer(tx, user, actor, submission, lang)
    : Promise.resolve({ room: null, choices: [], specimenIds: [] });
}
