import {
  comparePileNumbers,
  DETECTION_METHOD_CATEGORY,
  DETECTION_METHODS,
  type DetectionItem,
  type DetectionMethod,
  INTEGRITY_CLASSES,
  type IntegrityClass,
  type Language,
  type PileDetectionInfo,
} from '@zhuji/shared';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { fieldError } from '../../platform/access';
import { type AuditActor, recordAudit } from '../../platform/audit/audit';
import type { SessionUser } from '../../platform/auth/session';
import type { Db, DbOrTx } from '../../platform/db/client';
import { isSupervisor, pile } from '../pile';
import { detection, detectionDraw, detectionResult } from './pile-detection.table';
import { guard, iso, msg, notFound, refused } from './pile-detection-common';
import { drawItems } from './pile-detection-draw.service';
import {
  assertEnters,
  expandedCountOf,
  loadDetection,
  raiseRectification,
  resultItems,
  resultPass,
} from './pile-detection-record.service';

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
