import { COMPANY_TYPE, type DetectionCategory, type GovSubmission, type Language } from '@zhuji/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { fieldError } from '../../platform/access';
import { type AuditActor, recordAudit } from '../../platform/audit/audit';
import type { SessionUser } from '../../platform/auth/session';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import { userNames } from '../../platform/identity';
import { pileGroup } from '../pile';
import { SUBMISSION_STATUS_NAMES } from './pile-detection.messages';
import { detectionDraw, detectionDrawMove, detectionSubmission } from './pile-detection.table';
import { requiredCount } from './pile-detection-basis.service';
import {
  companyType,
  groupOf,
  groupPiles,
  guard,
  hashCandidates,
  iso,
  msg,
  naturalUnique,
  notFound,
  refused,
  type SubmissionRow,
} from './pile-detection-common';
import { drawItems, insertDraw, loadDraw } from './pile-detection-draw.service';

// ---- government variant -----------------------------------------------------------------------

async function submissionItems(db: DbOrTx, rows: SubmissionRow[]): Promise<GovSubmission[]> {
  if (rows.length === 0) return [];
  const draws = await db
    .select()
    .from(detectionDraw)
    .where(
      inArray(
        detectionDraw.submissionId,
        rows.map((r) => r.id),
      ),
    );
  const drawList = await drawItems(db, draws);
  const groups = await db
    .select({ id: pileGroup.id, name: pileGroup.name })
    .from(pileGroup)
    .where(inArray(pileGroup.id, [...new Set(rows.map((r) => r.groupId))]));
  const names = await userNames(
    db,
    rows.flatMap((r) => [r.submittedBy, r.registeredBy]),
  );
  return rows.map((r) => ({
    id: r.id,
    projectId: r.projectId,
    groupId: r.groupId,
    groupName: groups.find((g) => g.id === r.groupId)?.name ?? '',
    category: r.category as DetectionCategory,
    count: r.count,
    candidateCount: r.candidates.length,
    candidatesHash: r.candidatesHash,
    status: r.status as GovSubmission['status'],
    submittedByName: names.get(r.submittedBy) ?? '',
    submittedAt: r.submittedAt.toISOString(),
    registeredByName: r.registeredBy ? (names.get(r.registeredBy) ?? '') : null,
    registeredAt: iso(r.registeredAt),
    draw: drawList.find((d) => d.submissionId === r.id) ?? null,
  }));
}

export async function listSubmissions(db: DbOrTx, projectId: number, status?: string) {
  const rows = await db
    .select()
    .from(detectionSubmission)
    .where(
      and(
        eq(detectionSubmission.projectId, projectId),
        status ? eq(detectionSubmission.status, status) : undefined,
      ),
    )
    .orderBy(desc(detectionSubmission.id));
  return submissionItems(db, rows);
}

async function loadSubmission(db: DbOrTx, id: number, lang: Language, lock = false) {
  const q = db.select().from(detectionSubmission).where(eq(detectionSubmission.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound(lang);
  return row;
}

const stateError = (row: SubmissionRow, lang: Language) =>
  new AppError(
    msg('submissionState', lang, { status: SUBMISSION_STATUS_NAMES[row.status]?.[lang] ?? row.status }),
    409,
    409,
  );

export async function submissionDetail(db: DbOrTx, id: number, lang: Language) {
  const [item] = await submissionItems(db, [await loadSubmission(db, id, lang)]);
  if (!item) throw notFound(lang);
  return item;
}

/** The contractor submits the candidate piles of a group to the regulator. */
export async function govSubmit(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  body: {
    projectId: number;
    groupId: number;
    category: DetectionCategory;
    count?: number | undefined;
    mustInclude: string[];
  },
  lang: Language,
) {
  await guard(db, user, body.projectId, 'add', lang);
  if ((await companyType(db, user)) === COMPANY_TYPE.REGULATOR) throw refused('submitNotRegulator', lang);
  const id = await db.transaction(async (tx) => {
    await groupOf(tx, body.projectId, body.groupId, lang);
    const candidates = naturalUnique((await groupPiles(tx, body.groupId)).map((p) => p.pileNo));
    if (candidates.length === 0) throw fieldError('groupId', msg('noPiles', lang), lang);
    const unknown = body.mustInclude.filter((p) => !candidates.includes(p));
    if (unknown.length)
      throw fieldError('mustInclude', msg('unknownPiles', lang, { piles: unknown.join('、') }), lang);
    const n = body.count ?? (await requiredCount(tx, body.projectId, body.groupId, body.category));
    const [row] = await tx
      .insert(detectionSubmission)
      .values({
        projectId: body.projectId,
        groupId: body.groupId,
        category: body.category,
        candidates,
        candidatesHash: hashCandidates(candidates),
        mustInclude: naturalUnique(body.mustInclude),
        count: Math.max(n, 1),
        submittedBy: actor.userId,
      })
      .returning();
    if (!row) throw notFound(lang);
    await recordAudit(tx, actor, [
      {
        projectId: row.projectId,
        resource: 'detection-submission',
        action: 'add',
        recordId: row.id,
        after: row,
      },
    ]);
    return row.id;
  });
  return submissionDetail(db, id, lang);
}

async function assertRegulator(db: DbOrTx, user: SessionUser, lang: Language) {
  if ((await companyType(db, user)) !== COMPANY_TYPE.REGULATOR) throw refused('regulatorOnly', lang);
}

/** The regulator draws from a submitted list. */
export async function govRandom(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  body: { submissionId: number; seed?: string | undefined },
  lang: Language,
) {
  const s = await loadSubmission(db, body.submissionId, lang);
  await guard(db, user, s.projectId, 'update', lang);
  await assertRegulator(db, user, lang);
  await db.transaction(async (tx) => {
    const row = await loadSubmission(tx, s.id, lang, true);
    if (row.status !== 'submitted') throw stateError(row, lang);
    await insertDraw(
      tx,
      actor,
      {
        projectId: row.projectId,
        groupId: row.groupId,
        category: row.category as DetectionCategory,
        candidates: row.candidates,
        count: row.count,
        mustInclude: row.mustInclude,
        seed: body.seed,
        kind: 'government',
        submissionId: row.id,
      },
      lang,
    );
    await tx.update(detectionSubmission).set({ status: 'drawn' }).where(eq(detectionSubmission.id, row.id));
  });
  return submissionDetail(db, s.id, lang);
}

/** Replaces an inaccessible drawn pile with another candidate; the reason is logged (append-only). */
export async function govMove(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  body: { drawId: number; fromPileNo: string; toPileNo: string; reason: string },
  lang: Language,
) {
  const draw = await loadDraw(db, body.drawId, lang);
  await guard(db, user, draw.projectId, 'update', lang);
  await assertRegulator(db, user, lang);
  if (draw.kind !== 'government' || draw.submissionId === null)
    throw fieldError('drawId', msg('notGovernmentDraw', lang), lang);
  const submissionId = draw.submissionId;
  await db.transaction(async (tx) => {
    const s = await loadSubmission(tx, submissionId, lang, true);
    if (s.status !== 'drawn') throw stateError(s, lang);
    const [item] = await drawItems(tx, [draw]);
    const plan = item?.plan ?? [];
    if (!plan.includes(body.fromPileNo))
      throw fieldError('fromPileNo', msg('moveFromNotInPlan', lang, { pile: body.fromPileNo }), lang);
    if (!draw.candidates.includes(body.toPileNo) || plan.includes(body.toPileNo))
      throw fieldError('toPileNo', msg('moveToInvalid', lang, { pile: body.toPileNo }), lang);
    const [row] = await tx
      .insert(detectionDrawMove)
      .values({ ...body, userId: actor.userId })
      .returning();
    await recordAudit(tx, actor, [
      {
        projectId: draw.projectId,
        resource: 'detection-draw-move',
        action: 'add',
        recordId: row?.id ?? 0,
        after: row,
      },
    ]);
  });
  return submissionDetail(db, submissionId, lang);
}

/** Registers the drawn (and moved) set as the detection plan. */
export async function govRegister(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  submissionId: number,
  lang: Language,
) {
  const s = await loadSubmission(db, submissionId, lang);
  await guard(db, user, s.projectId, 'update', lang);
  await db.transaction(async (tx) => {
    const row = await loadSubmission(tx, s.id, lang, true);
    if (row.status !== 'drawn') throw stateError(row, lang);
    const at = new Date();
    await tx
      .update(detectionSubmission)
      .set({ status: 'registered', registeredBy: actor.userId, registeredAt: at })
      .where(eq(detectionSubmission.id, row.id));
    await recordAudit(tx, actor, [
      {
        projectId: row.projectId,
        resource: 'detection-submission',
        action: 'update',
        recordId: row.id,
        before: { status: row.status },
        after: { status: 'registered', registeredAt: at.toISOString() },
      },
    ]);
  });
  return submissionDetail(db, s.id, lang);
}
