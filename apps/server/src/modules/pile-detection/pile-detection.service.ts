import { createHash, randomBytes } from 'node:crypto';
import {
  COMPANY_TYPE,
  comparePileNumbers,
  DETECTION_CATEGORIES,
  DETECTION_METHOD_CATEGORY,
  DETECTION_METHODS,
  type DetectionBasisSave,
  type DetectionCategory,
  type DetectionDetail,
  type DetectionItem,
  type DetectionMethod,
  type DetectionRequirement,
  type DetectionResult,
  type DetectionSave,
  type DrawItem,
  EXPANDED_TESTING_FACTOR,
  type GovSubmission,
  type GroupRequirement,
  highStrainCount,
  INTEGRITY_CLASSES,
  INTEGRITY_OUTCOMES,
  type IntegrityClass,
  integrityCount,
  type KitAction,
  type Language,
  type PileDetectionInfo,
  selectTestPiles,
  staticLoadAcceptanceCount,
} from '@zhuji/shared';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { assertAction, callerOf, fieldError } from '../../platform/access';
import { type AuditActor, recordAudit } from '../../platform/audit/audit';
import type { SessionUser } from '../../platform/auth/session';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import { t } from '../../platform/i18n';
import { userNames } from '../../platform/identity';
import { createRectification } from '../../platform/rectification';
import { isSupervisor, pile, pileGroup } from '../pile';
import {
  type DetectionMessageKey,
  detectionMessage,
  METHOD_NAMES,
  SUBMISSION_STATUS_NAMES,
} from './pile-detection.messages';
import {
  detection,
  detectionBasis,
  detectionDraw,
  detectionDrawMove,
  detectionResult,
  detectionSubmission,
} from './pile-detection.table';

/** The menu whose role_menu actions guard every detection call. */
export const DETECTION_MENU = 'PileDetection';

type DrawRow = typeof detectionDraw.$inferSelect;
type DetectionRow = typeof detection.$inferSelect;
type ResultRow = typeof detectionResult.$inferSelect;
type SubmissionRow = typeof detectionSubmission.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const notFound = (lang: Language) => new AppError(t('recordNotFound', lang), 404, 404);
const msg = (key: DetectionMessageKey, lang: Language, vars?: Record<string, string | number>) =>
  detectionMessage(key, lang, vars);
const refused = (key: DetectionMessageKey, lang: Language) => new AppError(msg(key, lang), 403, 403);

/** Membership of the project and the action on the detection menu (403 otherwise). */
export const guard = (db: DbOrTx, user: SessionUser, projectId: number, action: KitAction, lang: Language) =>
  assertAction(db, user, projectId, DETECTION_MENU, action, lang);

/** SHA-256 of the candidate list as stored (natural order, one pile number per line). */
export const hashCandidates = (candidates: readonly string[]) =>
  createHash('sha256').update(candidates.join('\n'), 'utf8').digest('hex');

const naturalUnique = (list: readonly string[]) => [...new Set(list)].sort(comparePileNumbers);

/** The pile group, 422 when it is not one of the project's. */
async function groupOf(db: DbOrTx, projectId: number, groupId: number, lang: Language) {
  const [row] = await db.select().from(pileGroup).where(eq(pileGroup.id, groupId));
  if (!row || row.projectId !== projectId) throw fieldError('groupId', msg('groupNotInProject', lang), lang);
  return row;
}

async function groupPiles(db: DbOrTx, groupId: number) {
  return db
    .select({ id: pile.id, pileNo: pile.pileNo, status: pile.status })
    .from(pile)
    .where(eq(pile.groupId, groupId))
    .orderBy(asc(pile.noPrefix), asc(pile.noSeq), asc(pile.id));
}

// ---- detection basis and required counts ------------------------------------------------------

export async function saveBasis(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  body: DetectionBasisSave,
  lang: Language,
) {
  const [g] = await db.select().from(pileGroup).where(eq(pileGroup.id, body.groupId));
  if (!g) throw notFound(lang);
  await guard(db, user, g.projectId, 'update', lang);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(detectionBasis).where(eq(detectionBasis.groupId, g.id));
    const values = { ...body, projectId: g.projectId, updatedBy: actor.userId, updatedAt: new Date() };
    await tx
      .insert(detectionBasis)
      .values(values)
      .onConflictDoUpdate({ target: detectionBasis.groupId, set: values });
    await recordAudit(tx, actor, [
      {
        projectId: g.projectId,
        resource: 'detection-basis',
        action: 'update',
        recordId: g.id,
        before,
        after: values,
      },
    ]);
    return requirement(tx, g.projectId);
  });
}

/** Distinct piles per group and category with a result. */
async function doneCounts(db: DbOrTx, projectId: number) {
  const rows = await db
    .select({
      groupId: detection.groupId,
      method: detection.method,
      pileId: detectionResult.pileId,
    })
    .from(detectionResult)
    .innerJoin(detection, eq(detection.id, detectionResult.detectionId))
    .where(eq(detection.projectId, projectId));
  const sets = new Map<string, Set<number>>();
  const coreOrSonic = new Map<number, Set<number>>();
  for (const r of rows) {
    const cat = DETECTION_METHOD_CATEGORY[r.method as DetectionMethod];
    const key = `${r.groupId}:${cat}`;
    if (!sets.has(key)) sets.set(key, new Set());
    sets.get(key)?.add(r.pileId);
    if (r.method === 'sonic' || r.method === 'coring') {
      if (!coreOrSonic.has(r.groupId)) coreOrSonic.set(r.groupId, new Set());
      coreOrSonic.get(r.groupId)?.add(r.pileId);
    }
  }
  return {
    done: (groupId: number, cat: DetectionCategory) => sets.get(`${groupId}:${cat}`)?.size ?? 0,
    coreOrSonic: (groupId: number) => coreOrSonic.get(groupId)?.size ?? 0,
  };
}

export function groupRequirement(
  g: { id: number; name: string; pileType: string; gradeA: boolean },
  totalPiles: number,
  basis: Pick<
    DetectionBasisSave,
    'complexGround' | 'lowReliability' | 'endBearingLargeDiameter' | 'columnCaps'
  >,
  done: (cat: DetectionCategory) => number,
): GroupRequirement {
  const strict = g.gradeA || basis.complexGround || basis.lowReliability;
  const stat = staticLoadAcceptanceCount(totalPiles);
  const high = highStrainCount(totalPiles);
  const integ = integrityCount({
    totalPiles,
    strict,
    columnCaps: basis.columnCaps,
    endBearingLargeDiameter: basis.endBearingLargeDiameter,
  });
  return {
    groupId: g.id,
    groupName: g.name,
    pileType: g.pileType,
    totalPiles,
    gradeA: g.gradeA,
    ...basis,
    strict,
    categories: [
      {
        category: 'staticLoad',
        required: stat.count,
        basis: stat.basis,
        done: done('staticLoad'),
        byCoreOrSonic: null,
      },
      {
        category: 'highStrain',
        required: high.count,
        basis: high.basis,
        done: done('highStrain'),
        byCoreOrSonic: null,
      },
      {
        category: 'integrity',
        required: integ.count,
        basis: integ.basis,
        done: done('integrity'),
        byCoreOrSonic: integ.byCoreOrSonic,
      },
    ],
  };
}

/** The required detection counts of every pile group of a project, and what has been done. */
export async function requirement(db: DbOrTx, projectId: number): Promise<DetectionRequirement> {
  const groups = await db
    .select({
      g: pileGroup,
      piles: sql<number>`(select count(*)::int from ${pile} where ${pile.groupId} = ${pileGroup.id})`,
      b: detectionBasis,
    })
    .from(pileGroup)
    .leftJoin(detectionBasis, eq(detectionBasis.groupId, pileGroup.id))
    .where(eq(pileGroup.projectId, projectId))
    .orderBy(asc(pileGroup.id));
  const d = await doneCounts(db, projectId);
  const list = groups.map(({ g, piles, b }) =>
    groupRequirement(
      g,
      piles,
      {
        complexGround: b?.complexGround ?? false,
        lowReliability: b?.lowReliability ?? false,
        endBearingLargeDiameter: b?.endBearingLargeDiameter ?? false,
        columnCaps: b?.columnCaps ?? 0,
      },
      (cat) => d.done(g.id, cat),
    ),
  );
  return {
    projectId,
    totalPiles: list.reduce((s, g) => s + g.totalPiles, 0),
    groups: list,
    totals: DETECTION_CATEGORIES.map((category) => {
      const of = list.map((g) => g.categories.find((c) => c.category === category));
      return {
        category,
        required: of.reduce((s, c) => s + (c?.required ?? 0), 0),
        done: of.reduce((s, c) => s + (c?.done ?? 0), 0),
      };
    }),
  };
}

const requiredCount = async (db: DbOrTx, projectId: number, groupId: number, category: DetectionCategory) =>
  (await requirement(db, projectId)).groups
    .find((g) => g.groupId === groupId)
    ?.categories.find((c) => c.category === category)?.required ?? 0;

// ---- random draws -----------------------------------------------------------------------------

async function drawItems(db: DbOrTx, rows: DrawRow[]): Promise<DrawItem[]> {
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
async function insertDraw(tx: DbOrTx, actor: AuditActor, input: DrawInput, lang: Language) {
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

// ---- government variant -----------------------------------------------------------------------

const companyType = async (db: DbOrTx, user: SessionUser) => (await callerOf(db, user)).compType;

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

// ---- detection records ------------------------------------------------------------------------

const resultPass = (r: { integrityClass: string | null; bearingPass: boolean | null }) =>
  (r.integrityClass === null || INTEGRITY_OUTCOMES[r.integrityClass as IntegrityClass].pass) &&
  r.bearingPass !== false;

async function resultItems(
  db: DbOrTx,
  rows: ResultRow[],
  detections: DetectionRow[],
): Promise<DetectionResult[]> {
  const names = await userNames(
    db,
    rows.map((r) => r.checkedBy),
  );
  return rows.map((r) => {
    const d = detections.find((x) => x.id === r.detectionId);
    return {
      id: r.id,
      detectionId: r.detectionId,
      projectId: r.projectId,
      pileId: r.pileId,
      pileNo: r.pileNo,
      method: (d?.method ?? 'lowStrain') as DetectionMethod,
      integrityClass: r.integrityClass as IntegrityClass | null,
      bearingPass: r.bearingPass,
      ultimateCapacityKn: r.ultimateCapacityKn,
      note: r.note,
      pass: r.pass,
      checked: r.checkedAt !== null,
      checkedByName: r.checkedBy ? (names.get(r.checkedBy) ?? '') : null,
      checkedAt: iso(r.checkedAt),
      rectificationId: r.rectificationId,
      testDate: d?.testDate ?? '',
    };
  });
}

/** Items of detections with their counts and the expanded-testing note. */
async function detectionItems(db: DbOrTx, rows: DetectionRow[]): Promise<DetectionItem[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const stats = await db
    .select({
      detectionId: detectionResult.detectionId,
      piles: sql<number>`count(*)::int`,
      failed: sql<number>`count(*) filter (where not ${detectionResult.pass})::int`,
    })
    .from(detectionResult)
    .where(inArray(detectionResult.detectionId, ids))
    .groupBy(detectionResult.detectionId);
  const groupIds = [...new Set(rows.map((r) => r.groupId))];
  const names0 = await db
    .select({ id: pileGroup.id, name: pileGroup.name })
    .from(pileGroup)
    .where(inArray(pileGroup.id, groupIds));
  const counts = await db
    .select({ groupId: pile.groupId, n: sql<number>`count(*)::int` })
    .from(pile)
    .where(inArray(pile.groupId, groupIds))
    .groupBy(pile.groupId);
  const groups = names0.map((g) => ({ ...g, piles: counts.find((c) => c.groupId === g.id)?.n ?? 0 }));
  const projectIds = [...new Set(rows.map((r) => r.projectId))];
  const done = new Map<number, Awaited<ReturnType<typeof doneCounts>>>();
  for (const p of projectIds) done.set(p, await doneCounts(db, p));
  const names = await userNames(
    db,
    rows.map((r) => r.createdBy),
  );
  return rows.map((r) => {
    const s = stats.find((x) => x.detectionId === r.id);
    const g = groups.find((x) => x.id === r.groupId);
    const category = DETECTION_METHOD_CATEGORY[r.method as DetectionMethod];
    const failed = s?.failed ?? 0;
    const untested = Math.max((g?.piles ?? 0) - (done.get(r.projectId)?.done(r.groupId, category) ?? 0), 0);
    return {
      id: r.id,
      projectId: r.projectId,
      groupId: r.groupId,
      groupName: g?.name ?? '',
      method: r.method as DetectionMethod,
      category,
      staticPressureMethod: r.staticPressureMethod as DetectionItem['staticPressureMethod'],
      staticPressureReasons: r.staticPressureReasons as DetectionItem['staticPressureReasons'],
      dynamicTestMethod: r.dynamicTestMethod as DetectionItem['dynamicTestMethod'],
      drawId: r.drawId,
      labName: r.labName,
      reportNo: r.reportNo,
      testDate: r.testDate,
      remark: r.remark,
      pileCount: s?.piles ?? 0,
      failedCount: failed,
      pass: (s?.piles ?? 0) > 0 && failed === 0,
      expandedTesting: { needed: failed > 0, count: Math.min(failed * EXPANDED_TESTING_FACTOR, untested) },
      createdByName: names.get(r.createdBy) ?? '',
      createdAt: r.createdAt.toISOString(),
    };
  });
}

export async function loadDetection(db: DbOrTx, id: number, lang: Language, lock = false) {
  const q = db.select().from(detection).where(eq(detection.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound(lang);
  return row;
}

export async function detectionDetail(db: DbOrTx, id: number, lang: Language): Promise<DetectionDetail> {
  const row = await loadDetection(db, id, lang);
  const [item] = await detectionItems(db, [row]);
  const results = await db
    .select()
    .from(detectionResult)
    .where(eq(detectionResult.detectionId, id))
    .orderBy(asc(detectionResult.id));
  results.sort((a, b) => comparePileNumbers(a.pileNo, b.pileNo));
  if (!item) throw notFound(lang);
  return { ...item, results: await resultItems(db, results, [row]) };
}

export async function listDetections(
  db: DbOrTx,
  q: {
    proId: number;
    groupId?: number | undefined;
    method?: DetectionMethod | undefined;
    page: number;
    limit: number;
  },
) {
  const where = and(
    eq(detection.projectId, q.proId),
    q.groupId ? eq(detection.groupId, q.groupId) : undefined,
    q.method ? eq(detection.method, q.method) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(detection).where(where);
  const rows = await db
    .select()
    .from(detection)
    .where(where)
    .orderBy(desc(detection.testDate), desc(detection.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  return { total: total?.n ?? 0, page: q.page, limit: q.limit, list: await detectionItems(db, rows) };
}

const DYNAMIC_FOR: Partial<Record<DetectionMethod, readonly string[]>> = {
  highStrain: ['highStrainCase', 'highStrainCurveFitting'],
  lowStrain: ['lowStrainReflection'],
  sonic: ['sonicTransmission'],
};

/** Checks a detection's inputs against its method; 422 naming the field. */
function validateDetection(body: DetectionSave, lang: Language) {
  if (body.method === 'staticLoad') {
    if (!body.staticPressureMethod)
      throw fieldError('staticPressureMethod', msg('staticMethodRequired', lang), lang);
    if (body.staticPressureReasons.length === 0)
      throw fieldError('staticPressureReasons', msg('staticReasonRequired', lang), lang);
  }
  const dynamic = DYNAMIC_FOR[body.method];
  if (dynamic && !dynamic.includes(body.dynamicTestMethod ?? ''))
    throw fieldError('dynamicTestMethod', msg('dynamicMethodRequired', lang), lang);
  const category = DETECTION_METHOD_CATEGORY[body.method];
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const r of body.results) {
    if (seen.has(r.pileNo)) repeated.add(r.pileNo);
    seen.add(r.pileNo);
    if (category === 'integrity' && r.integrityClass === null)
      throw fieldError('results', msg('integrityClassRequired', lang, { pile: r.pileNo }), lang);
    if (category !== 'integrity' && r.bearingPass === null)
      throw fieldError('results', msg('bearingRequired', lang, { pile: r.pileNo }), lang);
  }
  if (repeated.size)
    throw fieldError('results', msg('duplicatePiles', lang, { piles: [...repeated].join('、') }), lang);
}

/** Detection results are the contractor's or the lab's; platform staff never write them (issue 16). */
async function assertEnters(db: DbOrTx, user: SessionUser, lang: Language) {
  const type = await companyType(db, user);
  if (type !== COMPANY_TYPE.CONTRACTOR && type !== COMPANY_TYPE.TESTING_LAB)
    throw refused('resultsOnly', lang);
}

/** Raises a rectification for a failed result (once) and links it. */
async function raiseRectification(
  tx: DbOrTx,
  actor: AuditActor,
  d: DetectionRow,
  r: ResultRow,
  expanded: number,
  lang: Language,
) {
  if (r.pass || r.rectificationId !== null) return;
  const cls = r.integrityClass as IntegrityClass | null;
  const failedClass = cls !== null && !INTEGRITY_OUTCOMES[cls].pass;
  const result = failedClass ? msg('integrityResult', lang, { cls }) : msg('bearingFailed', lang);
  const rect = await createRectification(tx, {
    projectId: d.projectId,
    source: 'pile-detection',
    sourceId: r.id,
    title: msg('rectificationTitle', lang, { pile: r.pileNo, result }),
    problem: msg('rectificationProblem', lang, {
      method: METHOD_NAMES[d.method]?.[lang] ?? d.method,
      pile: r.pileNo,
      result,
      action: cls === 'III' ? msg('classIII', lang) : cls === 'IV' ? msg('classIV', lang) : '',
      expanded,
    }),
    severity: cls === 'IV' || r.bearingPass === false ? 'serious' : 'normal',
    issuerId: actor.userId,
    ip: actor.ip ?? undefined,
  });
  await tx.update(detectionResult).set({ rectificationId: rect.id }).where(eq(detectionResult.id, r.id));
}

/** Expanded count for a group/category after failures: 2 × failed, capped at the untested piles. */
async function expandedCountOf(tx: DbOrTx, d: DetectionRow, failed: number) {
  const [g] = await tx.select({ n: count() }).from(pile).where(eq(pile.groupId, d.groupId));
  const done = (await doneCounts(tx, d.projectId)).done(
    d.groupId,
    DETECTION_METHOD_CATEGORY[d.method as DetectionMethod],
  );
  return Math.min(failed * EXPANDED_TESTING_FACTOR, Math.max((g?.n ?? 0) - done, 0));
}

export async function saveDetection(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  body: DetectionSave,
  lang: Language,
) {
  if (body.id) {
    const existing = await loadDetection(db, body.id, lang);
    await guard(db, user, existing.projectId, 'update', lang);
  }
  await guard(db, user, body.projectId, body.id ? 'update' : 'add', lang);
  await assertEnters(db, user, lang);
  validateDetection(body, lang);
  const id = await db.transaction(async (tx) => {
    await groupOf(tx, body.projectId, body.groupId, lang);
    const piles = await groupPiles(tx, body.groupId);
    const byNo = new Map(piles.map((p) => [p.pileNo, p.id]));
    const unknown = body.results.filter((r) => !byNo.has(r.pileNo)).map((r) => r.pileNo);
    if (unknown.length)
      throw fieldError('results', msg('unknownPiles', lang, { piles: unknown.join('、') }), lang);
    if (body.drawId) {
      const draw = await loadDraw(tx, body.drawId, lang);
      if (draw.projectId !== body.projectId || draw.groupId !== body.groupId)
        throw fieldError('drawId', msg('drawMismatch', lang), lang);
    }
    const { id: _id, results, ...fields } = body;
    let row: DetectionRow | undefined;
    let before: DetectionDetail | null = null;
    if (body.id) {
      const old = await loadDetection(tx, body.id, lang, true);
      before = await detectionDetail(tx, old.id, lang);
      [row] = await tx
        .update(detection)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(detection.id, old.id))
        .returning();
    } else {
      [row] = await tx
        .insert(detection)
        .values({ ...fields, createdBy: actor.userId })
        .returning();
    }
    if (!row) throw notFound(lang);
    const d = row;
    const existing = await tx.select().from(detectionResult).where(eq(detectionResult.detectionId, d.id));
    const keep = new Set(results.map((r) => byNo.get(r.pileNo)));
    const gone = existing.filter((e) => !keep.has(e.pileId)).map((e) => e.id);
    if (gone.length) await tx.delete(detectionResult).where(inArray(detectionResult.id, gone));
    const saved: ResultRow[] = [];
    for (const r of results) {
      const pileId = byNo.get(r.pileNo) ?? 0;
      const old = existing.find((e) => e.pileId === pileId);
      const values = {
        integrityClass: r.integrityClass,
        bearingPass: r.bearingPass,
        ultimateCapacityKn: r.ultimateCapacityKn,
        note: r.note,
        pass: resultPass(r),
      };
      const changed =
        old &&
        (old.integrityClass !== values.integrityClass ||
          old.bearingPass !== values.bearingPass ||
          old.ultimateCapacityKn !== values.ultimateCapacityKn);
      const [s] = old
        ? await tx
            .update(detectionResult)
            .set({ ...values, ...(changed ? { checkedBy: null, checkedAt: null } : {}) })
            .where(eq(detectionResult.id, old.id))
            .returning()
        : await tx
            .insert(detectionResult)
            .values({ ...values, detectionId: d.id, projectId: d.projectId, pileId, pileNo: r.pileNo })
            .returning();
      if (s) saved.push(s);
    }
    const failed = saved.filter((s) => !s.pass).length;
    const expanded = failed ? await expandedCountOf(tx, d, failed) : 0;
    for (const s of saved) await raiseRectification(tx, actor, d, s, expanded, lang);
    await recordAudit(tx, actor, [
      {
        projectId: d.projectId,
        resource: 'detection',
        action: body.id ? 'update' : 'add',
        recordId: d.id,
        before,
        after: { ...d, results },
      },
    ]);
    return d.id;
  });
  return detectionDetail(db, id, lang);
}

// ---- per pile ---------------------------------------------------------------------------------

export async function pileNumberList(db: DbOrTx, projectId: number, groupId?: number) {
  const piles = await db
    .select({ id: pile.id, pileNo: pile.pileNo, groupId: pile.groupId, status: pile.status })
    .from(pile)
    .where(and(eq(pile.projectId, projectId), groupId ? eq(pile.groupId, groupId) : undefined))
    .orderBy(asc(pile.noPrefix), asc(pile.noSeq), asc(pile.id));
  const tested = await db
    .select({ pileId: detectionResult.pileId, method: detection.method })
    .from(detectionResult)
    .innerJoin(detection, eq(detection.id, detectionResult.detectionId))
    .where(eq(detection.projectId, projectId));
  const byPile = new Map<number, Set<DetectionMethod>>();
  for (const r of tested) {
    if (!byPile.has(r.pileId)) byPile.set(r.pileId, new Set());
    byPile.get(r.pileId)?.add(r.method as DetectionMethod);
  }
  return piles.map((p) => ({
    pileId: p.id,
    pileNo: p.pileNo,
    groupId: p.groupId,
    status: p.status,
    tested: DETECTION_METHODS.filter((m) => byPile.get(p.id)?.has(m)),
  }));
}

export async function pileInfo(db: DbOrTx, pileId: number, lang: Language): Promise<PileDetectionInfo> {
  const [p] = await db.select().from(pile).where(eq(pile.id, pileId));
  if (!p) throw notFound(lang);
  const rows = await db
    .select({ r: detectionResult, d: detection })
    .from(detectionResult)
    .innerJoin(detection, eq(detection.id, detectionResult.detectionId))
    .where(eq(detectionResult.pileId, pileId))
    .orderBy(desc(detection.testDate), desc(detectionResult.id));
  const items = await resultItems(
    db,
    rows.map((x) => x.r),
    rows.map((x) => x.d),
  );
  const draws = await db
    .select()
    .from(detectionDraw)
    .where(eq(detectionDraw.groupId, p.groupId))
    .orderBy(desc(detectionDraw.id));
  const withPlan = await drawItems(db, draws);
  return {
    pileId: p.id,
    pileNo: p.pileNo,
    projectId: p.projectId,
    draws: withPlan
      .filter((d) => d.plan.includes(p.pileNo))
      .map((d) => ({ id: d.id, category: d.category, seed: d.seed, createdAt: d.createdAt })),
    results: items.map((item, i) => {
      const d = rows[i]?.d;
      return {
        ...item,
        staticPressureMethod: (d?.staticPressureMethod ?? null) as DetectionItem['staticPressureMethod'],
        dynamicTestMethod: (d?.dynamicTestMethod ?? null) as DetectionItem['dynamicTestMethod'],
        labName: d?.labName ?? '',
        reportNo: d?.reportNo ?? '',
      };
    }),
  };
}

export async function loadPileProject(db: DbOrTx, pileId: number, lang: Language) {
  const [p] = await db.select({ projectId: pile.projectId }).from(pile).where(eq(pile.id, pileId));
  if (!p) throw notFound(lang);
  return p.projectId;
}

// ---- sub-inspections (per-pile results) -------------------------------------------------------

export async function subStatistics(db: DbOrTx, projectId: number) {
  const rows = await db
    .select({ r: detectionResult, method: detection.method })
    .from(detectionResult)
    .innerJoin(detection, eq(detection.id, detectionResult.detectionId))
    .where(eq(detection.projectId, projectId));
  const byClass = Object.fromEntries(INTEGRITY_CLASSES.map((c) => [c, 0])) as Record<IntegrityClass, number>;
  const byMethod = Object.fromEntries(DETECTION_METHODS.map((m) => [m, 0])) as Record<
    DetectionMethod,
    number
  >;
  let bearingPass = 0;
  let bearingFail = 0;
  for (const { r, method } of rows) {
    if (r.integrityClass) byClass[r.integrityClass as IntegrityClass] += 1;
    if (r.bearingPass === true) bearingPass += 1;
    if (r.bearingPass === false) bearingFail += 1;
    byMethod[method as DetectionMethod] += 1;
  }
  return {
    results: rows.length,
    piles: new Set(rows.map((x) => x.r.pileId)).size,
    byClass,
    bearingPass,
    bearingFail,
    failed: rows.filter((x) => !x.r.pass).length,
    checked: rows.filter((x) => x.r.checkedAt !== null).length,
    byMethod,
  };
}

export async function checkStatus(db: DbOrTx, detectionId: number) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      checked: sql<number>`count(${detectionResult.checkedAt})::int`,
    })
    .from(detectionResult)
    .where(eq(detectionResult.detectionId, detectionId));
  const total = row?.total ?? 0;
  const checked = row?.checked ?? 0;
  return { detectionId, total, checked, allChecked: total > 0 && checked === total };
}

export async function subList(
  db: DbOrTx,
  q: {
    proId: number;
    detectionId?: number | undefined;
    method?: DetectionMethod | undefined;
    integrityClass?: IntegrityClass | undefined;
    pileNo?: string | undefined;
    failedOnly?: boolean | undefined;
    page: number;
    limit: number;
  },
) {
  const conditions: (SQL | undefined)[] = [
    eq(detection.projectId, q.proId),
    q.detectionId ? eq(detectionResult.detectionId, q.detectionId) : undefined,
    q.method ? eq(detection.method, q.method) : undefined,
    q.integrityClass ? eq(detectionResult.integrityClass, q.integrityClass) : undefined,
    q.pileNo ? eq(detectionResult.pileNo, q.pileNo) : undefined,
    q.failedOnly ? eq(detectionResult.pass, false) : undefined,
  ];
  const where = and(...conditions);
  const [total] = await db
    .select({ n: count() })
    .from(detectionResult)
    .innerJoin(detection, eq(detection.id, detectionResult.detectionId))
    .where(where);
  const rows = await db
    .select({ r: detectionResult, d: detection })
    .from(detectionResult)
    .innerJoin(detection, eq(detection.id, detectionResult.detectionId))
    .where(where)
    .orderBy(desc(detection.testDate), asc(detectionResult.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  return {
    total: total?.n ?? 0,
    page: q.page,
    limit: q.limit,
    list: await resultItems(
      db,
      rows.map((x) => x.r),
      rows.map((x) => x.d),
    ),
  };
}

export async function subPileNumbers(db: DbOrTx, detectionId: number) {
  const rows = await db
    .select({ pileNo: detectionResult.pileNo })
    .from(detectionResult)
    .where(eq(detectionResult.detectionId, detectionId));
  return rows.map((r) => r.pileNo).sort(comparePileNumbers);
}

async function loadResults(db: DbOrTx, ids: number[], lang: Language) {
  const rows = await db.select().from(detectionResult).where(inArray(detectionResult.id, ids));
  if (rows.length !== new Set(ids).size) throw notFound(lang);
  return rows;
}

/** The supervisor marks results as checked against the report. */
export async function manualCheck(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  ids: number[],
  lang: Language,
) {
  const rows = await loadResults(db, ids, lang);
  for (const projectId of new Set(rows.map((r) => r.projectId))) {
    await guard(db, user, projectId, 'update', lang);
    if (!(await isSupervisor(db, user, projectId))) throw refused('supervisorOnly', lang);
  }
  const at = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(detectionResult)
      .set({ checkedBy: actor.userId, checkedAt: at })
      .where(inArray(detectionResult.id, ids));
    await recordAudit(
      tx,
      actor,
      rows.map((r) => ({
        projectId: r.projectId,
        resource: 'detection-result',
        action: 'check',
        recordId: r.id,
        before: { checkedAt: iso(r.checkedAt) },
        after: { checkedAt: at.toISOString() },
      })),
    );
  });
  return { checked: ids.length };
}

/** A logged correction of one result; a new failure raises its rectification; the check is cleared. */
export async function manualUpdate(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  body: {
    id: number;
    integrityClass?: IntegrityClass | null | undefined;
    bearingPass?: boolean | null | undefined;
    reason: string;
  },
  lang: Language,
) {
  const [old] = await loadResults(db, [body.id], lang);
  if (!old) throw notFound(lang);
  await guard(db, user, old.projectId, 'update', lang);
  await assertEnters(db, user, lang);
  const d = await loadDetection(db, old.detectionId, lang);
  const next = {
    integrityClass: body.integrityClass === undefined ? old.integrityClass : body.integrityClass,
    bearingPass: body.bearingPass === undefined ? old.bearingPass : body.bearingPass,
  };
  const category = DETECTION_METHOD_CATEGORY[d.method as DetectionMethod];
  if (category === 'integrity' && next.integrityClass === null)
    throw fieldError('integrityClass', msg('integrityClassRequired', lang, { pile: old.pileNo }), lang);
  if (category !== 'integrity' && next.bearingPass === null)
    throw fieldError('bearingPass', msg('bearingRequired', lang, { pile: old.pileNo }), lang);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(detectionResult)
      .set({ ...next, pass: resultPass(next), checkedBy: null, checkedAt: null })
      .where(eq(detectionResult.id, old.id))
      .returning();
    if (!row) throw notFound(lang);
    if (!row.pass) await raiseRectification(tx, actor, d, row, await expandedCountOf(tx, d, 1), lang);
    await recordAudit(tx, actor, [
      {
        projectId: row.projectId,
        resource: 'detection-result',
        action: 'update',
        recordId: row.id,
        before: old,
        after: { ...row, reason: body.reason },
      },
    ]);
  });
  const [saved] = await db.select().from(detectionResult).where(eq(detectionResult.id, old.id));
  const [item] = await resultItems(db, saved ? [saved] : [], [d]);
  if (!item) throw notFound(lang);
  return item;
}
