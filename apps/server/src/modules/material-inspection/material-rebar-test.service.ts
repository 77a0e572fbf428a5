import {
  judgeRebarTest,
  type Language,
  type RebarBatchStatus,
  type RebarSpecimen,
  type RebarStatistics,
  type RebarTestItem,
  type RebarTestSave,
  rebarBatchSpecimens,
  rebarBatchVerdict,
} from '@zhuji/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import { fieldError } from '../../platform/access';
import { type AuditActor, recordAudit } from '../../platform/audit/audit';
import type { SessionUser } from '../../platform/auth/session';
import type { Db, DbOrTx } from '../../platform/db/client';
import { createRectification } from '../../platform/rectification';
import { type BatchRow, guard, msg } from './material-common';
import { materialMessage, REBAR_ITEM_NAMES, STATUS_NAMES } from './material-inspection.messages';
import { concreteDelivery, jointLot, rebarBatch, rebarTest } from './material-inspection.table';
import { batchDetail, loadBatch } from './material-rebar-batch.service';

// ---- rebar tests ----------------------------------------------------------------------------

export type JudgedCheck = ReturnType<typeof judgeRebarTest>['checks'][number] & { specimen: number | null };

/** Judges each specimen; the weight deviation is a batch measure, judged once. */
export function judgeSpecimens(
  batch: BatchRow,
  specimens: RebarSpecimen[],
  weightDeviation: number | undefined,
) {
  const seismic = batch.seismic ? true : undefined;
  const checks: JudgedCheck[] = [];
  const missing = new Set<RebarTestItem>();
  specimens.forEach((s, i) => {
    const j = judgeRebarTest(batch.grade, { diameterMm: batch.diameterMm, ...s }, { seismic });
    for (const m of j.missing) if (m !== 'weightDeviation') missing.add(m);
    checks.push(...j.checks.map((c) => ({ ...c, specimen: i + 1 })));
  });
  if (weightDeviation !== undefined) {
    const j = judgeRebarTest(batch.grade, { diameterMm: batch.diameterMm, weightDeviation }, { seismic });
    checks.push(
      ...j.checks.filter((c) => c.key === 'weightDeviation').map((c) => ({ ...c, specimen: null })),
    );
  } else missing.add('weightDeviation');
  return { checks, missing };
}

const itemNames = (items: readonly string[], lang: Language) =>
  items.map((i) => REBAR_ITEM_NAMES[i]?.[lang] ?? i).join(lang === 'zh' ? '、' : ', ');

/**
 * Records a test round and moves the batch: round 1 judges every receipt item (pass → accepted,
 * any failure → retest with double specimens for the failed items); round 2 judges only those items
 * on twice the specimens (all pass → accepted; any failure → rejected and a rectification).
 */
export async function saveTest(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  body: RebarTestSave,
  lang: Language,
) {
  const batch = await loadBatch(db, body.batchId, lang);
  await guard(db, user, batch.projectId, 'add', lang);
  const expected = body.round === 1 ? 'pending' : 'retest';
  if (batch.status !== expected)
    throw fieldError(
      'round',
      msg('testRoundOrder', lang, {
        status: STATUS_NAMES[batch.status]?.[lang] ?? batch.status,
        round: body.round,
      }),
      lang,
    );
  const spec = rebarBatchSpecimens(Number(batch.tonnage));
  let checks: JudgedCheck[];
  let judgedItems: RebarTestItem[];
  let newStatus: RebarBatchStatus;
  let failed: RebarTestItem[];
  const firstFailed = batch.firstFailed as RebarTestItem[];

  if (body.round === 1) {
    if (body.specimens.length < spec.tensile)
      throw fieldError(
        'specimens',
        msg('tooFewSpecimens', lang, { need: spec.tensile, got: body.specimens.length }),
        lang,
      );
    const judged = judgeSpecimens(batch, body.specimens, body.weightDeviation);
    if (judged.missing.size > 0)
      throw fieldError(
        'specimens',
        msg('missingItem', lang, { items: itemNames([...judged.missing], lang) }),
        lang,
      );
    checks = judged.checks;
    judgedItems = [...new Set(checks.map((c) => c.key))];
    failed = judgedItems.filter((i) => checks.some((c) => c.key === i && !c.pass));
    newStatus = failed.length === 0 ? 'accepted' : 'retest';
  } else {
    const [first] = await db
      .select()
      .from(rebarTest)
      .where(and(eq(rebarTest.batchId, batch.id), eq(rebarTest.round, 1)));
    const firstCount = first?.specimens.length ?? spec.tensile;
    const specimenItems = firstFailed.filter((i) => i !== 'weightDeviation');
    const need = specimenItems.length > 0 ? firstCount * 2 : 0;
    if (body.specimens.length !== need)
      throw fieldError('specimens', msg('doubleSpecimens', lang, { need, got: body.specimens.length }), lang);
    const weight = firstFailed.includes('weightDeviation') ? body.weightDeviation : undefined;
    const judged = judgeSpecimens(batch, body.specimens, weight);
    checks = judged.checks.filter((c) => firstFailed.includes(c.key));
    const absent = firstFailed.filter((item) =>
      item === 'weightDeviation'
        ? weight === undefined
        : body.specimens.some((_, i) => !checks.some((c) => c.key === item && c.specimen === i + 1)),
    );
    if (absent.length > 0)
      throw fieldError('specimens', msg('missingItem', lang, { items: itemNames(absent, lang) }), lang);
    judgedItems = firstFailed;
    const retest = Object.fromEntries(
      firstFailed.map((item) => [item, checks.filter((c) => c.key === item).map((c) => c.pass)]),
    );
    const verdict = rebarBatchVerdict(firstFailed, retest);
    failed = firstFailed.filter((i) => checks.some((c) => c.key === i && !c.pass));
    newStatus = verdict.verdict === 'pass' ? 'accepted' : 'rejected';
  }

  return db.transaction(async (tx) => {
    // Two people entering the same round: the second waits here and finds the batch moved on.
    const locked = await loadBatch(tx, batch.id, lang, true);
    if (locked.status !== batch.status)
      throw fieldError(
        'round',
        msg('testRoundOrder', lang, {
          status: STATUS_NAMES[locked.status]?.[lang] ?? locked.status,
          round: body.round,
        }),
        lang,
      );
    const [test] = await tx
      .insert(rebarTest)
      .values({
        batchId: batch.id,
        projectId: batch.projectId,
        round: body.round,
        reportNo: body.reportNo,
        testDate: body.testDate,
        lab: body.lab,
        specimens: body.specimens,
        weightDeviation: body.weightDeviation === undefined ? null : String(body.weightDeviation),
        items: judgedItems.map((item) => ({ item, pass: !failed.includes(item) })),
        checks,
        failedItems: failed,
        pass: failed.length === 0,
        createdBy: actor.userId,
      })
      .returning();
    let rectificationId = batch.rectificationId;
    if (newStatus === 'rejected' && rectificationId === null) {
      const r = await createRectification(tx, {
        projectId: batch.projectId,
        source: 'material-inspection',
        sourceId: batch.id,
        title: materialMessage('rebarRejectTitle', 'zh', {
          batchNo: batch.batchNo,
          grade: batch.grade,
          d: batch.diameterMm,
        }),
        problem: materialMessage('rebarRejectProblem', 'zh', {
          heatNo: batch.heatNo,
          manufacturer: batch.manufacturer,
          tonnage: batch.tonnage,
          items: itemNames(failed, 'zh'),
        }),
        severity: 'serious',
        issuerId: actor.userId,
        ip: actor.ip,
      });
      rectificationId = r.id;
    }
    const [after] = await tx
      .update(rebarBatch)
      .set({
        status: newStatus,
        ...(body.round === 1 ? { firstFailed: failed } : {}),
        rectificationId,
        updatedAt: new Date(),
      })
      .where(eq(rebarBatch.id, batch.id))
      .returning();
    await recordAudit(tx, actor, [
      {
        projectId: batch.projectId,
        resource: 'rebar-test',
        action: 'add',
        recordId: test?.id ?? null,
        after: test,
      },
      {
        projectId: batch.projectId,
        resource: 'rebar-batch',
        action: 'update',
        recordId: batch.id,
        before: batch,
        after,
      },
    ]);
    return batchDetail(tx, batch.id, lang);
  });
}

export async function statistics(db: DbOrTx, projectId: number): Promise<RebarStatistics> {
  const batches = await db.select().from(rebarBatch).where(eq(rebarBatch.projectId, projectId));
  const by = (s: RebarBatchStatus) => batches.filter((b) => b.status === s).length;
  const grades = new Map<string, { batches: number; tonnes: number }>();
  for (const b of batches) {
    const g = grades.get(b.grade) ?? { batches: 0, tonnes: 0 };
    g.batches++;
    g.tonnes += Math.round(Number(b.tonnage) * 1000);
    grades.set(b.grade, g);
  }
  const tested = batches.filter((b) => b.status !== 'pending');
  const lots = await db
    .select({ category: jointLot.category, verdict: jointLot.verdict, n: count() })
    .from(jointLot)
    .where(eq(jointLot.projectId, projectId))
    .groupBy(jointLot.category, jointLot.verdict);
  const lotCount = (category: string, verdict: string) =>
    lots.find((l) => l.category === category && l.verdict === verdict)?.n ?? 0;
  const [conc] = await db
    .select({
      deliveries: count(),
      checked: sql<number>`count(*) filter (where ${concreteDelivery.chloridePass} is not null)::int`,
      failed: sql<number>`count(*) filter (where ${concreteDelivery.chloridePass} = false)::int`,
    })
    .from(concreteDelivery)
    .where(eq(concreteDelivery.projectId, projectId));
  return {
    projectId,
    batches: {
      total: batches.length,
      pending: by('pending'),
      retest: by('retest'),
      accepted: by('accepted'),
      rejected: by('rejected'),
    },
    byGrade: [...grades.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([grade, g]) => ({ grade, batches: g.batches, tonnage: (g.tonnes / 1000).toFixed(3) })),
    firstTimePassRate:
      tested.length === 0
        ? null
        : Math.round((tested.filter((b) => b.firstFailed.length === 0).length / tested.length) * 10000) /
          10000,
    joints: (['welding', 'sleeve'] as const).map((category) => {
      const pass = lotCount(category, 'pass');
      const retest = lotCount(category, 'retest');
      const fail = lotCount(category, 'fail');
      const pending = lotCount(category, 'pending');
      return { category, total: pass + retest + fail + pending, pass, retest, fail, pending };
    }),
    concrete: { deliveries: conc?.deliveries ?? 0, checked: conc?.checked ?? 0, failed: conc?.failed ?? 0 },
  };
}
