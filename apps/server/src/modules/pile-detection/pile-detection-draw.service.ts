import { randomBytes } from 'node:crypto';
import {
  comparePileNumbers,
  type DetectionCategory,
  type DrawItem,
  type Language,
  selectTestPiles,
} from '@zhuji/shared';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { fieldError } from '../../platform/access';
import { type AuditActor, recordAudit } from '../../platform/audit/audit';
import type { SessionUser } from '../../platform/auth/session';
import type { Db, DbOrTx } from '../../platform/db/client';
import { userNames } from '../../platform/identity';
import { pileGroup } from '../pile';
import { detectionDraw, detectionDrawMove } from './pile-detection.table';
import { requiredCount } from './pile-detection-basis.service';
import {
  type DrawRow,
  groupOf,
  groupPiles,
  guard,
  hashCandidates,
  msg,
  naturalUnique,
  notFound,
} from './pile-detection-common';

// ---- random draws -----------------------------------------------------------------------------

export async function drawItems(db: DbOrTx, rows: DrawRow[]): Promise<DrawItem[]> {
  if (rows.length === 0) return [];
  const moves = await db
    .select()
    .from(detectionDrawMove)
    .where(
      inArray(
        detectionDrawMove.drawId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(detectionDrawMove.id));
  const groups = await db
    .select({ id: pileGroup.id, name: pileGroup.name })
    .from(pileGroup)
    .where(inArray(pileGroup.id, [...new Set(rows.map((r) => r.groupId))]));
  const names = await userNames(db, [...rows.map((r) => r.createdBy), ...moves.map((m) => m.userId)]);
  return rows.map((r) => {
    const own = moves.filter((m) => m.drawId === r.id);
    const plan = [...r.selected];
    for (const m of own) {
      const at = plan.indexOf(m.fromPileNo);
      if (at >= 0) plan[at] = m.toPileNo;
    }
    return {
      id: r.id,
      projectId: r.projectId,
      groupId: r.groupId,
      groupName: groups.find((g) => g.id === r.groupId)?.name ?? '',
      category: r.category as DetectionCategory,
      kind: r.kind as 'project' | 'government',
      submissionId: r.submissionId,
      seed: r.seed,
      candidates: r.candidates,
      candidatesHash: r.candidatesHash,
      mustInclude: r.mustInclude,
      count: r.count,
      selected: r.selected,
      forced: r.forced,
      drawn: r.drawn,
      unknown: r.unknown,
      plan: plan.sort(comparePileNumbers),
      moves: own.map((m) => ({
        id: m.id,
        fromPileNo: m.fromPileNo,
        toPileNo: m.toPileNo,
        reason: m.reason,
        userName: names.get(m.userId) ?? '',
        createdAt: m.createdAt.toISOString(),
      })),
      createdByName: names.get(r.createdBy) ?? '',
      createdAt: r.createdAt.toISOString(),
    };
  });
}

export async function loadDraw(db: DbOrTx, id: number, lang: Language): Promise<DrawRow> {
  const [row] = await db.select().from(detectionDraw).where(eq(detectionDraw.id, id));
  if (!row) throw notFound(lang);
  return row;
}

export async function drawDetail(db: DbOrTx, id: number, lang: Language) {
  const [item] = await drawItems(db, [await loadDraw(db, id, lang)]);
  if (!item) throw notFound(lang);
  return item;
}

export async function listDraws(
  db: DbOrTx,
  q: { proId: number; groupId?: number; category?: DetectionCategory; page: number; limit: number },
) {
  const where = and(
    eq(detectionDraw.projectId, q.proId),
    q.groupId ? eq(detectionDraw.groupId, q.groupId) : undefined,
    q.category ? eq(detectionDraw.category, q.category) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(detectionDraw).where(where);
  const rows = await db
    .select()
    .from(detectionDraw)
    .where(where)
    .orderBy(desc(detectionDraw.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  return { total: total?.n ?? 0, page: q.page, limit: q.limit, list: await drawItems(db, rows) };
}

interface DrawInput {
  projectId: number;
  groupId: number;
  category: DetectionCategory;
  candidates: string[];
  count: number;
  mustInclude: string[];
  seed?: string | undefined;
  kind: 'project' | 'government';
  submissionId?: number;
}

/** Runs the seeded draw and stores it with its inputs; the caller owns the transaction. */
export async function insertDraw(tx: DbOrTx, actor: AuditActor, input: DrawInput, lang: Language) {
  if (input.candidates.length === 0) throw fieldError('groupId', msg('noPiles', lang), lang);
  const seed =
    input.seed?.trim() ||
    `${input.projectId}-${input.groupId}-${input.category}-${randomBytes(8).toString('hex')}`;
  const candidates = naturalUnique(input.candidates);
  const selection = selectTestPiles({
    piles: candidates,
    count: input.count,
    mustInclude: input.mustInclude,
    seed,
  });
  if (selection.unknown.length) {
    throw fieldError('mustInclude', msg('unknownPiles', lang, { piles: selection.unknown.join('、') }), lang);
  }
  const [row] = await tx
    .insert(detectionDraw)
    .values({
      projectId: input.projectId,
      groupId: input.groupId,
      category: input.category,
      kind: input.kind,
      submissionId: input.submissionId ?? null,
      seed,
      candidates,
      candidatesHash: hashCandidates(candidates),
      mustInclude: naturalUnique(input.mustInclude),
      count: input.count,
      selected: selection.selected,
      forced: selection.forced,
      drawn: selection.drawn,
      unknown: selection.unknown,
      createdBy: actor.userId,
    })
    .returning();
  if (!row) throw notFound(lang);
  await recordAudit(tx, actor, [
    { projectId: row.projectId, resource: 'detection-draw', action: 'add', recordId: row.id, after: row },
  ]);
  return row;
}

export async function createDraw(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  body: {
    projectId: number;
    groupId: number;
    category: DetectionCategory;
    count?: number | undefined;
    mustInclude: string[];
    seed?: string | undefined;
  },
  lang: Language,
) {
  await guard(db, user, body.projectId, 'add', lang);
  const id = await db.transaction(async (tx) => {
    await groupOf(tx, body.projectId, body.groupId, lang);
    const candidates = (await groupPiles(tx, body.groupId)).map((p) => p.pileNo);
    const n = body.count ?? (await requiredCount(tx, body.projectId, body.groupId, body.category));
    const row = await insertDraw(
      tx,
      actor,
      { ...body, candidates, count: Math.max(n, 1), kind: 'project' },
      lang,
    );
    return row.id;
  });
  return drawDetail(db, id, lang);
}

/** Re-runs a stored draw from its own seed and inputs: the audit of a selection. */
export async function verifyDraw(db: DbOrTx, id: number, lang: Language) {
  const row = await loadDraw(db, id, lang);
  const recomputed = selectTestPiles({
    piles: row.candidates,
    count: row.count,
    mustInclude: row.mustInclude,
    seed: row.seed,
  }).selected;
  return {
    id: row.id,
    hashMatches: hashCandidates(row.candidates) === row.candidatesHash,
    selectionMatches: JSON.stringify(recomputed) === JSON.stringify(row.selected),
    recomputed,
  };
}
