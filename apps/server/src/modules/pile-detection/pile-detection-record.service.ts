import {
  COMPANY_TYPE,
  comparePileNumbers,
  DETECTION_METHOD_CATEGORY,
  type DetectionDetail,
  type DetectionItem,
  type DetectionMethod,
  type DetectionResult,
  type DetectionSave,
  EXPANDED_TESTING_FACTOR,
  INTEGRITY_OUTCOMES,
  type IntegrityClass,
  type Language,
} from '@zhuji/shared';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { fieldError } from '../../platform/access';
import { type AuditActor, recordAudit } from '../../platform/audit/audit';
import type { SessionUser } from '../../platform/auth/session';
import type { Db, DbOrTx } from '../../platform/db/client';
import { userNames } from '../../platform/identity';
import { createRectification } from '../../platform/rectification';
import { pile, pileGroup } from '../pile';
import { METHOD_NAMES } from './pile-detection.messages';
import { detection, detectionResult } from './pile-detection.table';
import { doneCounts } from './pile-detection-basis.service';
import {
  companyType,
  type DetectionRow,
  groupOf,
  groupPiles,
  guard,
  iso,
  msg,
  notFound,
  type ResultRow,
  refused,
} from './pile-detection-common';
import { loadDraw } from './pile-detection-draw.service';

// ---- detection records ------------------------------------------------------------------------

export const resultPass = (r: { integrityClass: string | null; bearingPass: boolean | null }) =>
  (r.integrityClass === null || INTEGRITY_OUTCOMES[r.integrityClass as IntegrityClass].pass) &&
  r.bearingPass !== false;

export async function resultItems(
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
export async function assertEnters(db: DbOrTx, user: SessionUser, lang: Language) {
  const type = await companyType(db, user);
  if (type !== COMPANY_TYPE.CONTRACTOR && type !== COMPANY_TYPE.TESTING_LAB)
    throw refused('resultsOnly', lang);
}

/** Raises a rectification for a failed result (once) and links it. */
export async function raiseRectification(
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
export async function expandedCountOf(tx: DbOrTx, d: DetectionRow, failed: number) {
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
