import {
  type Language,
  REBAR_BATCH_RULES,
  type RebarBatchDetail,
  type RebarBatchItem,
  type RebarBatchSave,
  type RebarBatchStatus,
  type RebarSpecimen,
  type RebarTestItem,
  rebarBatchCapacity,
  rebarBatchSpecimens,
  rebarRetestPlan,
} from '@zhuji/shared';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { fieldError } from '../../platform/access';
import { type AuditActor, recordAudit } from '../../platform/audit/audit';
import type { SessionUser } from '../../platform/auth/session';
import type { Db, DbOrTx } from '../../platform/db/client';
import { userNames } from '../../platform/identity';
import {
  assertPiles,
  assertRegistration,
  type BatchRow,
  guard,
  iso,
  loadRegistration,
  msg,
  notFound,
  paged,
  pileNames,
  type TestRow,
  withSampleNos,
} from './material-common';
import { concreteDelivery, materialRegistration, rebarBatch, rebarTest } from './material-inspection.table';

// ---- rebar batches --------------------------------------------------------------------------

export async function batchItems(db: DbOrTx, rows: BatchRow[]): Promise<RebarBatchItem[]> {
  const names = await pileNames(
    db,
    rows.flatMap((r) => r.pileIds),
  );
  return rows.map((r) => {
    const firstFailed = r.firstFailed as RebarTestItem[];
    const spec = rebarBatchSpecimens(Number(r.tonnage));
    return {
      id: r.id,
      projectId: r.projectId,
      registrationId: r.registrationId,
      batchNo: r.batchNo,
      sampleNo: r.sampleNo,
      grade: r.grade,
      heatNo: r.heatNo,
      diameterMm: r.diameterMm,
      tonnage: r.tonnage,
      manufacturer: r.manufacturer,
      certified: r.certified,
      seismic: r.seismic,
      arrivalDate: r.arrivalDate,
      certificateNo: r.certificateNo,
      pileIds: r.pileIds,
      pileNos: r.pileIds.map((id) => names.get(id) ?? ''),
      remark: r.remark,
      status: r.status as RebarBatchStatus,
      capacityTonnes: r.capacityTonnes,
      specimens: spec,
      firstFailed,
      retestPlan:
        r.status === 'retest'
          ? rebarRetestPlan(
              firstFailed.map((item) => ({
                item,
                specimens:
                  item === 'weightDeviation' ? spec.weightBars : item === 'bend' ? spec.bend : spec.tensile,
              })),
            )
          : [],
      rectificationId: r.rectificationId,
      createdAt: iso(r.createdAt),
    };
  });
}

export async function loadBatch(db: DbOrTx, id: number, lang: Language, lock = false) {
  const q = db.select().from(rebarBatch).where(eq(rebarBatch.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound(lang);
  return row;
}

/**
 * The batch capacity for a manufacturer's batch: doubled for certified product or after three
 * consecutive first-time passes of the same manufacturer and grade in the project, back to 60 t
 * for good once an enlarged batch failed (GB 50204-2015 5.2.1, docs/domains/material-inspection.md).
 */
async function capacityFor(
  db: DbOrTx,
  projectId: number,
  body: { manufacturer: string; grade: string; certified: boolean },
  exceptId?: number,
) {
  const rows = await db
    .select({
      id: rebarBatch.id,
      tonnage: rebarBatch.tonnage,
      firstFailed: rebarBatch.firstFailed,
      status: rebarBatch.status,
    })
    .from(rebarBatch)
    .where(
      and(
        eq(rebarBatch.projectId, projectId),
        eq(rebarBatch.manufacturer, body.manufacturer),
        eq(rebarBatch.grade, body.grade),
      ),
    )
    .orderBy(desc(rebarBatch.id));
  const tested = rows.filter((r) => r.id !== exceptId && r.status !== 'pending');
  let consecutive = 0;
  for (const r of tested) {
    if (r.firstFailed.length > 0) break;
    consecutive++;
  }
  const enlargedBatchFailed = tested.some(
    (r) => Number(r.tonnage) > REBAR_BATCH_RULES.batchTonnes && r.firstFailed.length > 0,
  );
  return rebarBatchCapacity({
    certified: body.certified,
    consecutiveFirstPasses: consecutive,
    enlargedBatchFailed,
  });
}

export async function saveBatch(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  body: RebarBatchSave,
  lang: Language,
) {
  const before = body.id ? await loadBatch(db, body.id, lang) : undefined;
  if (before && before.projectId !== body.projectId) throw notFound(lang);
  await guard(db, user, body.projectId, before ? 'update' : 'add', lang);
  if (before && before.status !== 'pending') {
    const locked =
      before.grade !== body.grade ||
      before.diameterMm !== body.diameterMm ||
      Number(before.tonnage) !== Number(body.tonnage) ||
      before.heatNo !== body.heatNo ||
      before.seismic !== body.seismic;
    if (locked) throw fieldError('grade', msg('batchLocked', lang), lang);
  }
  await assertRegistration(db, body.projectId, body.registrationId, 'rebar', lang);
  await assertPiles(db, body.projectId, body.pileIds, 'pileIds', lang);
  const capacity = await capacityFor(db, body.projectId, body, before?.id);
  if (Number(body.tonnage) > capacity)
    throw fieldError('tonnage', msg('batchTooLarge', lang, { capacity, tonnage: body.tonnage }), lang);
  const [dup] = await db
    .select({ id: rebarBatch.id })
    .from(rebarBatch)
    .where(and(eq(rebarBatch.projectId, body.projectId), eq(rebarBatch.batchNo, body.batchNo)));
  if (dup && dup.id !== before?.id)
    throw fieldError('batchNo', msg('duplicateNo', lang, { no: body.batchNo }), lang);
  return db.transaction(async (tx) => {
    const { id: _id, ...values } = body;
    const [row] = before
      ? await tx
          .update(rebarBatch)
          .set({ ...values, capacityTonnes: capacity, updatedAt: new Date() })
          .where(eq(rebarBatch.id, before.id))
          .returning()
      : await tx
          .insert(rebarBatch)
          .values(
            await withSampleNos(tx, body.projectId, [
              { ...values, capacityTonnes: capacity, createdBy: actor.userId },
            ]),
          )
          .returning();
    if (!row) throw new Error('batch not saved');
    await recordAudit(tx, actor, [
      {
        projectId: row.projectId,
        resource: 'rebar-batch',
        action: before ? 'update' : 'add',
        recordId: row.id,
        before,
        after: row,
      },
    ]);
    return batchDetail(tx, row.id, lang);
  });
}

function testItem(r: TestRow, names: Map<number, string>) {
  return {
    id: r.id,
    round: r.round,
    reportNo: r.reportNo,
    testDate: r.testDate,
    lab: r.lab,
    specimens: r.specimens as RebarSpecimen[],
    weightDeviation: r.weightDeviation === null ? null : Number(r.weightDeviation),
    items: r.items as { item: RebarTestItem; pass: boolean }[],
    checks: r.checks as RebarBatchDetail['tests'][number]['checks'],
    failedItems: r.failedItems as RebarTestItem[],
    pass: r.pass,
    createdByName: names.get(r.createdBy) ?? '',
    createdAt: iso(r.createdAt),
  };
}

export async function batchDetail(db: DbOrTx, id: number, lang: Language): Promise<RebarBatchDetail> {
  const row = await loadBatch(db, id, lang);
  const [item] = await batchItems(db, [row]);
  const tests = await db
    .select()
    .from(rebarTest)
    .where(eq(rebarTest.batchId, id))
    .orderBy(asc(rebarTest.round));
  const names = await userNames(
    db,
    tests.map((x) => x.createdBy),
  );
  if (!item) throw notFound(lang);
  return { ...item, tests: tests.map((x) => testItem(x, names)) };
}

export async function listBatches(
  db: DbOrTx,
  q: {
    proId: number;
    status?: RebarBatchStatus | undefined;
    grade?: string | undefined;
    keyword?: string | undefined;
    registrationId?: number | undefined;
    page: number;
    limit: number;
  },
) {
  const conds: (SQL | undefined)[] = [eq(rebarBatch.projectId, q.proId)];
  if (q.status) conds.push(eq(rebarBatch.status, q.status));
  if (q.grade) conds.push(eq(rebarBatch.grade, q.grade.toUpperCase()));
  if (q.registrationId) conds.push(eq(rebarBatch.registrationId, q.registrationId));
  if (q.keyword) {
    const like = `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(
      or(
        ilike(rebarBatch.batchNo, like),
        ilike(rebarBatch.heatNo, like),
        ilike(rebarBatch.manufacturer, like),
      ),
    );
  }
  const where = and(...conds);
  const [total] = await db.select({ n: count() }).from(rebarBatch).where(where);
  const rows = await db
    .select()
    .from(rebarBatch)
    .where(where)
    .orderBy(desc(rebarBatch.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  return paged(await batchItems(db, rows), total?.n ?? 0, q.page, q.limit);
}

export async function listByNumbers(db: DbOrTx, projectId: number, numbers: string[]) {
  const rows = await db
    .select()
    .from(rebarBatch)
    .where(and(eq(rebarBatch.projectId, projectId), inArray(rebarBatch.batchNo, numbers)))
    .orderBy(asc(rebarBatch.batchNo));
  return batchItems(db, rows);
}

export async function manufacturers(db: DbOrTx, projectId: number) {
  const rows = await db
    .selectDistinct({ name: rebarBatch.manufacturer })
    .from(rebarBatch)
    .where(eq(rebarBatch.projectId, projectId))
    .orderBy(asc(rebarBatch.manufacturer));
  return rows.map((r) => r.name);
}

/** Removes batches (and their tests); every batch's project is checked for the remove action. */
export async function removeBatches(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  ids: number[],
  lang: Language,
) {
  const rows = await db.select().from(rebarBatch).where(inArray(rebarBatch.id, ids));
  if (rows.length !== new Set(ids).size) throw notFound(lang);
  for (const projectId of new Set(rows.map((r) => r.projectId)))
    await guard(db, user, projectId, 'remove', lang);
  await db.transaction(async (tx) => {
    await tx.delete(rebarTest).where(inArray(rebarTest.batchId, ids));
    await tx.delete(rebarBatch).where(inArray(rebarBatch.id, ids));
    await recordAudit(
      tx,
      actor,
      rows.map((r) => ({
        projectId: r.projectId,
        resource: 'rebar-batch',
        action: 'remove',
        recordId: r.id,
        before: r,
      })),
    );
  });
  return rows.length;
}

/** Removes a registration with its rebar batches (and tests) and its concrete deliveries. */
export async function removeBySspId(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  sspId: number,
  lang: Language,
) {
  const reg = await loadRegistration(db, sspId, lang);
  await guard(db, user, reg.projectId, 'remove', lang);
  return db.transaction(async (tx) => {
    const batches = await tx.select().from(rebarBatch).where(eq(rebarBatch.registrationId, sspId));
    const ids = batches.map((b) => b.id);
    if (ids.length > 0) {
      await tx.delete(rebarTest).where(inArray(rebarTest.batchId, ids));
      await tx.delete(rebarBatch).where(inArray(rebarBatch.id, ids));
    }
    const concrete = await tx
      .delete(concreteDelivery)
      .where(eq(concreteDelivery.registrationId, sspId))
      .returning();
    await tx.delete(materialRegistration).where(eq(materialRegistration.id, sspId));
    await recordAudit(tx, actor, [
      {
        projectId: reg.projectId,
        resource: 'material-registration',
        action: 'remove',
        recordId: reg.id,
        before: reg,
      },
      ...batches.map((b) => ({
        projectId: b.projectId,
        resource: 'rebar-batch',
        action: 'remove',
        recordId: b.id,
        before: b,
      })),
      ...concrete.map((c) => ({
        projectId: c.projectId,
        resource: 'concrete-delivery',
        action: 'remove',
        recordId: c.id,
        before: c,
      })),
    ]);
    return { rebar: batches.length, concrete: concrete.length };
  });
}
