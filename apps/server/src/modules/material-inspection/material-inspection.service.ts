import {
  CHLORIDE_CLAUSE,
  CHLORIDE_ENVIRONMENTS,
  CHLORIDE_LIMITS,
  CHLORIDE_LIMITS_UNCONFIRMED,
  type ChlorideEnvironment,
  type ConcreteCheckSave,
  type ConcreteItem,
  type JointCategory,
  type JointLotItem,
  judgeChloride,
  judgeRebarTest,
  judgeSpliceLot,
  judgeSpliceSpecimen,
  judgeWeldBend,
  judgeWeldBendRetest,
  judgeWeldTensile,
  judgeWeldTensileRetest,
  type KitAction,
  type Language,
  type LotVerdict,
  type MaterialApprovalStatus,
  type Page,
  REBAR_BATCH_RULES,
  REBAR_DIAMETERS,
  REBAR_GRADES,
  REBAR_TEST_ITEMS,
  REBAR_WEIGHT_TOLERANCE_UNCONFIRMED,
  type RebarBatchDetail,
  type RebarBatchItem,
  type RebarBatchSave,
  type RebarBatchStatus,
  type RebarOption,
  type RebarSpecimen,
  type RebarStatistics,
  type RebarTestItem,
  type RebarTestSave,
  type RegistrationSave,
  rebarBatchCapacity,
  rebarBatchSpecimens,
  rebarBatchVerdict,
  rebarGrade,
  rebarRetestPlan,
  SLEEVE_FORMS,
  type SleeveLotSave,
  SPLICE_GRADES,
  SPLICE_LOT_RULES,
  type SpliceGrade,
  type SpliceSpecimen,
  spliceLotSize,
  WELD_JOINT_KINDS,
  WELD_LOT_RULES,
  type WeldLotSave,
  type WeldTensileSpecimen,
  weldLotSpecimens,
} from '@zhuji/shared';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { assertAction, fieldError } from '../../platform/access';
import { type AuditActor, recordAudit } from '../../platform/audit/audit';
import type { SessionUser } from '../../platform/auth/session';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import { registerFlowHandler, startFlow } from '../../platform/flow';
import { t } from '../../platform/i18n';
import { userNames } from '../../platform/identity';
import { createRectification } from '../../platform/rectification';
import { pile } from '../pile';
import {
  CATEGORY_NAMES,
  type MaterialMessageKey,
  materialMessage,
  REBAR_ITEM_NAMES,
  STATUS_NAMES,
} from './material-inspection.messages';
import {
  concreteDelivery,
  jointLot,
  materialRegistration,
  rebarBatch,
  rebarTest,
} from './material-inspection.table';

/** The menu whose role_menu actions guard every material-inspection call. */
export const MATERIAL_MENU = 'MaterialInspection';

type BatchRow = typeof rebarBatch.$inferSelect;
type TestRow = typeof rebarTest.$inferSelect;
type LotRow = typeof jointLot.$inferSelect;
type ConcreteRow = typeof concreteDelivery.$inferSelect;
type RegistrationRow = typeof materialRegistration.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : '');
const notFound = (lang: Language) => new AppError(t('recordNotFound', lang), 404, 404);
const msg = (key: MaterialMessageKey, lang: Language, vars?: Record<string, string | number>) =>
  materialMessage(key, lang, vars);

/** Membership of the project and the action on the material-inspection menu (403 otherwise). */
export const guard = (db: DbOrTx, user: SessionUser, projectId: number, action: KitAction, lang: Language) =>
  assertAction(db, user, projectId, MATERIAL_MENU, action, lang);

const paged = <T>(list: T[], total: number, page: number, limit: number): Page<T> => ({
  total,
  page,
  limit,
  list,
});

async function pileNames(db: DbOrTx, ids: number[]) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: pile.id, pileNo: pile.pileNo })
    .from(pile)
    .where(inArray(pile.id, wanted));
  return new Map(rows.map((r) => [r.id, r.pileNo]));
}

/** The piles belong to the project (422 naming pileIds otherwise). */
async function assertPiles(db: DbOrTx, projectId: number, ids: number[], field: string, lang: Language) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const rows = await db
    .select({ id: pile.id })
    .from(pile)
    .where(and(inArray(pile.id, wanted), eq(pile.projectId, projectId)));
  if (rows.length !== wanted.length) throw fieldError(field, msg('pilesNotInProject', lang), lang);
}

async function assertRegistration(
  db: DbOrTx,
  projectId: number,
  registrationId: number | null,
  kind: 'rebar' | 'concrete',
  lang: Language,
) {
  if (registrationId === null) return;
  const [r] = await db.select().from(materialRegistration).where(eq(materialRegistration.id, registrationId));
  if (!r || r.projectId !== projectId || r.kind !== kind)
    throw fieldError('registrationId', msg('registrationMismatch', lang), lang);
}

// ---- options --------------------------------------------------------------------------------

export function options(): RebarOption {
  return {
    grades: REBAR_GRADES.map((g) => ({ ...g })),
    diameters: [...REBAR_DIAMETERS],
    items: [...REBAR_TEST_ITEMS],
    batchTonnes: REBAR_BATCH_RULES.batchTonnes,
    doubledBatchTonnes: REBAR_BATCH_RULES.batchTonnes * REBAR_BATCH_RULES.doublingFactor,
    weldKinds: WELD_JOINT_KINDS.map((kind) => ({
      kind,
      lotSize: WELD_LOT_RULES[kind].lotSize,
      tensile: WELD_LOT_RULES[kind].tensile,
      bend: WELD_LOT_RULES[kind].bend,
      maxFloors: WELD_LOT_RULES[kind].maxFloors,
    })),
    sleeveForms: [...SLEEVE_FORMS],
    spliceGrades: [...SPLICE_GRADES],
    spliceLotSize: SPLICE_LOT_RULES.lotSize,
    chlorideLimits: CHLORIDE_ENVIRONMENTS.map((environment) => ({
      environment,
      limit: CHLORIDE_LIMITS[environment],
    })),
    unconfirmed: [
      ...(REBAR_WEIGHT_TOLERANCE_UNCONFIRMED ? ['weightTolerance'] : []),
      ...(CHLORIDE_LIMITS_UNCONFIRMED ? ['chlorideLimits'] : []),
    ],
  };
}

// ---- registrations --------------------------------------------------------------------------

/** Records per registration and those not yet accepted (untested, awaiting retest, failed). */
async function recordCounts(db: DbOrTx, ids: number[]) {
  const out = new Map<number, { records: number; openRecords: number; open: string[] }>();
  if (ids.length === 0) return out;
  const batches = await db
    .select({ reg: rebarBatch.registrationId, no: rebarBatch.batchNo, status: rebarBatch.status })
    .from(rebarBatch)
    .where(inArray(rebarBatch.registrationId, ids));
  const concrete = await db
    .select({
      reg: concreteDelivery.registrationId,
      no: concreteDelivery.deliveryNo,
      pass: concreteDelivery.chloridePass,
    })
    .from(concreteDelivery)
    .where(inArray(concreteDelivery.registrationId, ids));
  const add = (reg: number | null, no: string, open: boolean) => {
    if (reg === null) return;
    const c = out.get(reg) ?? { records: 0, openRecords: 0, open: [] };
    c.records++;
    if (open) {
      c.openRecords++;
      c.open.push(no);
    }
    out.set(reg, c);
  };
  for (const b of batches) add(b.reg, b.no, b.status !== 'accepted');
  for (const c of concrete) add(c.reg, c.no, c.pass !== true);
  return out;
}

function registrationItem(
  r: RegistrationRow,
  names: Map<number, string>,
  counts = new Map<number, { records: number; openRecords: number }>(),
) {
  return {
    approvalStatus: r.approvalStatus as MaterialApprovalStatus,
    flowInstanceId: r.flowInstanceId,
    records: counts.get(r.id)?.records ?? 0,
    openRecords: counts.get(r.id)?.openRecords ?? 0,
    id: r.id,
    projectId: r.projectId,
    kind: r.kind as 'rebar' | 'concrete',
    supplier: r.supplier,
    deliveryNote: r.deliveryNote,
    arrivalDate: r.arrivalDate,
    remark: r.remark,
    createdByName: names.get(r.createdBy) ?? '',
    createdAt: iso(r.createdAt),
  };
}

export async function loadRegistration(db: DbOrTx, id: number, lang: Language) {
  const [r] = await db.select().from(materialRegistration).where(eq(materialRegistration.id, id));
  if (!r) throw notFound(lang);
  return r;
}

export async function saveRegistration(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  body: RegistrationSave,
  lang: Language,
) {
  const before = body.id ? await loadRegistration(db, body.id, lang) : undefined;
  if (before && before.projectId !== body.projectId) throw notFound(lang);
  await guard(db, user, body.projectId, before ? 'update' : 'add', lang);
  if (before && before.kind !== body.kind) {
    const [used] = await db
      .select({ n: count() })
      .from(before.kind === 'rebar' ? rebarBatch : concreteDelivery)
      .where(
        eq(before.kind === 'rebar' ? rebarBatch.registrationId : concreteDelivery.registrationId, before.id),
      );
    if ((used?.n ?? 0) > 0) throw fieldError('kind', msg('registrationMismatch', lang), lang);
  }
  return db.transaction(async (tx) => {
    const values = {
      projectId: body.projectId,
      kind: body.kind,
      supplier: body.supplier,
      deliveryNote: body.deliveryNote,
      arrivalDate: body.arrivalDate,
      remark: body.remark,
    };
    const [row] = before
      ? await tx
          .update(materialRegistration)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(materialRegistration.id, before.id))
          .returning()
      : await tx
          .insert(materialRegistration)
          .values({ ...values, createdBy: actor.userId })
          .returning();
    if (!row) throw new Error('registration not saved');
    await recordAudit(tx, actor, [
      {
        projectId: row.projectId,
        resource: 'material-registration',
        action: before ? 'update' : 'add',
        recordId: row.id,
        before,
        after: row,
      },
    ]);
    return registrationDetail(tx, row.id, lang);
  });
}

export async function registrationDetail(db: DbOrTx, id: number, lang: Language) {
  const r = await loadRegistration(db, id, lang);
  const names = await userNames(db, [r.createdBy]);
  const batches = await db
    .select()
    .from(rebarBatch)
    .where(eq(rebarBatch.registrationId, id))
    .orderBy(asc(rebarBatch.id));
  const concrete = await db
    .select()
    .from(concreteDelivery)
    .where(eq(concreteDelivery.registrationId, id))
    .orderBy(asc(concreteDelivery.id));
  return {
    ...registrationItem(r, names, await recordCounts(db, [r.id])),
    rebar: await batchItems(db, batches),
    concrete: await concreteItems(db, concrete),
  };
}

export async function listRegistrations(
  db: DbOrTx,
  q: { proId: number; kind?: 'rebar' | 'concrete' | undefined; page: number; limit: number },
) {
  const where = and(
    eq(materialRegistration.projectId, q.proId),
    q.kind ? eq(materialRegistration.kind, q.kind) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(materialRegistration).where(where);
  const rows = await db
    .select()
    .from(materialRegistration)
    .where(where)
    .orderBy(desc(materialRegistration.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const names = await userNames(
    db,
    rows.map((r) => r.createdBy),
  );
  const counts = await recordCounts(
    db,
    rows.map((r) => r.id),
  );
  return paged(
    rows.map((r) => registrationItem(r, names, counts)),
    total?.n ?? 0,
    q.page,
    q.limit,
  );
}

/**
 * 材料报审 (GB/T 50319 B.0.6): the contractor submits a receipt whose records are all accepted to
 * supervision through the flow engine ('material' template: 材料员/项目经理/质检员 apply, the
 * supervising engineers review). The flow's end sets the receipt's approval status.
 */
export async function applyRegistration(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  body: { registrationId: number; comment: string },
  lang: Language,
) {
  const reg = await loadRegistration(db, body.registrationId, lang);
  // Submitting changes the receipt's approval status: a write, whatever roles the flow admits.
  await guard(db, user, reg.projectId, 'update', lang);
  if (reg.approvalStatus === 'pending' || reg.approvalStatus === 'approved')
    throw fieldError('registrationId', msg('applyState', lang), lang);
  const c = (await recordCounts(db, [reg.id])).get(reg.id);
  if (!c || c.records === 0) throw fieldError('registrationId', msg('applyEmpty', lang), lang);
  if (c.openRecords > 0)
    throw fieldError(
      'registrationId',
      msg('applyOpen', lang, { records: c.open.join(lang === 'zh' ? '、' : ', ') }),
      lang,
    );
  return db.transaction(async (tx) => {
    const instance = await startFlow(
      tx,
      actor,
      {
        projectId: reg.projectId,
        businessType: 'material',
        businessId: reg.id,
        title: materialMessage('applyTitle', 'zh', { supplier: reg.supplier, date: reg.arrivalDate }),
        comment: body.comment,
      },
      lang,
    );
    const [after] = await tx
      .update(materialRegistration)
      .set({ approvalStatus: 'pending', flowInstanceId: instance.id, updatedAt: new Date() })
      .where(eq(materialRegistration.id, reg.id))
      .returning();
    await recordAudit(tx, actor, [
      {
        projectId: reg.projectId,
        resource: 'material-registration',
        action: 'apply',
        recordId: reg.id,
        before: reg,
        after,
      },
    ]);
    return registrationDetail(tx, reg.id, lang);
  });
}

registerFlowHandler('material', {
  category: 'audit',
  async onFinish(tx, instance, outcome) {
    const status = outcome === 'approved' ? 'approved' : outcome === 'cancelled' ? 'none' : outcome;
    await tx
      .update(materialRegistration)
      .set({ approvalStatus: status, updatedAt: new Date() })
      .where(eq(materialRegistration.id, instance.businessId));
  },
});

// ---- rebar batches --------------------------------------------------------------------------

async function batchItems(db: DbOrTx, rows: BatchRow[]): Promise<RebarBatchItem[]> {
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
 * for good once an enlarged batch failed (GB 50204-2015 5.2.1, DOMAIN §5).
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
          .values({ ...values, capacityTonnes: capacity, createdBy: actor.userId })
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

// ---- welded joints and mechanical splices ----------------------------------------------------

const worst = (verdicts: (LotVerdict | 'pending' | null)[]): LotVerdict | 'pending' => {
  const present = verdicts.filter((v): v is LotVerdict | 'pending' => v !== null);
  for (const v of ['fail', 'retest', 'pending'] as const) if (present.includes(v)) return v;
  return 'pass';
};

async function jointItems(db: DbOrTx, rows: LotRow[]): Promise<JointLotItem[]> {
  const names = await pileNames(
    db,
    rows.flatMap((r) => r.pileIds),
  );
  return rows.map((r) => ({
    id: r.id,
    projectId: r.projectId,
    category: r.category as JointCategory,
    lotNo: r.lotNo,
    jointKind: r.jointKind,
    spliceGrade: r.spliceGrade,
    barGrade: r.barGrade,
    diameterMm: r.diameterMm,
    jointCount: r.jointCount,
    lotSize: r.lotSize,
    floorFrom: r.floorFrom,
    floorTo: r.floorTo,
    pileIds: r.pileIds,
    pileNos: r.pileIds.map((id) => names.get(id) ?? ''),
    operator: r.operator,
    horizontal: r.horizontal,
    tensile: r.tensile as WeldTensileSpecimen[],
    bend: r.bend,
    retestTensile: r.retestTensile as WeldTensileSpecimen[],
    retestBend: r.retestBend,
    specimens: r.specimens as SpliceSpecimen[],
    retestSpecimens: r.retestSpecimens as SpliceSpecimen[],
    tensileVerdict: r.tensileVerdict as JointLotItem['tensileVerdict'],
    bendVerdict: r.bendVerdict as JointLotItem['bendVerdict'],
    verdict: r.verdict as JointLotItem['verdict'],
    basis: r.basis,
    reportNo: r.reportNo,
    testDate: r.testDate,
    remark: r.remark,
    rectificationId: r.rectificationId,
    createdAt: iso(r.createdAt),
  }));
}

export async function loadLot(db: DbOrTx, id: number, category: JointCategory, lang: Language) {
  const [row] = await db.select().from(jointLot).where(eq(jointLot.id, id));
  if (!row || row.category !== category) throw notFound(lang);
  return row;
}

export async function lotDetail(db: DbOrTx, id: number, category: JointCategory, lang: Language) {
  const [item] = await jointItems(db, [await loadLot(db, id, category, lang)]);
  if (!item) throw notFound(lang);
  return item;
}

function countError(field: string, what: string, need: number, got: number, lang: Language) {
  return fieldError(field, msg('specimenCount', lang, { what, need, got }), lang);
}

const WHAT = {
  tensile: { zh: '拉伸试验', en: 'The tensile test', es: 'El ensayo de tracción' },
  bend: { zh: '弯曲试验', en: 'The bend test', es: 'El ensayo de doblado' },
  retest: { zh: '复验', en: 'The retest', es: 'El reensayo' },
  splice: { zh: '接头试件', en: 'The splice test', es: 'El ensayo de empalmes' },
} as const;

/** The JGJ 18-2012 decisions of a weld lot; 422 on counts that do not fit the kind. */
function judgeWeldLot(body: WeldLotSave, lang: Language) {
  const rule = WELD_LOT_RULES[body.jointKind];
  if (body.jointCount > rule.lotSize)
    throw fieldError(
      'jointCount',
      msg('lotTooLarge', lang, { size: rule.lotSize, count: body.jointCount }),
      lang,
    );
  checkFloors(body, rule.maxFloors, lang);
  const fstk = rebarGrade(body.barGrade)?.tensileStrength ?? 0;
  const need = weldLotSpecimens(body.jointKind, body.horizontal);
  if (body.tensile.length !== 0 && body.tensile.length !== need.tensile)
    throw countError('tensile', WHAT.tensile[lang], need.tensile, body.tensile.length, lang);
  if (body.bend.length !== 0 && body.bend.length !== need.bend)
    throw countError('bend', WHAT.bend[lang], need.bend, body.bend.length, lang);
  let tensileVerdict: LotVerdict | 'pending' = 'pending';
  let basis = '';
  if (body.tensile.length > 0) {
    const first = judgeWeldTensile(body.tensile, fstk);
    tensileVerdict = first.verdict;
    basis = `${first.clause} ${first.row}`;
    if (first.verdict === 'retest' && body.retestTensile.length > 0) {
      if (body.retestTensile.length !== 6)
        throw countError('retestTensile', WHAT.retest[lang], 6, body.retestTensile.length, lang);
      const again = judgeWeldTensileRetest(body.retestTensile, fstk);
      tensileVerdict = again.verdict;
      basis = `${again.clause} ${again.row}`;
    }
  }
  if (
    body.retestTensile.length > 0 &&
    !(body.tensile.length > 0 && judgeWeldTensile(body.tensile, fstk).verdict === 'retest')
  )
    throw fieldError('retestTensile', msg('retestNotDue', lang), lang);
  let bendVerdict: LotVerdict | 'pending' | null = need.bend > 0 ? 'pending' : null;
  if (need.bend > 0 && body.bend.length > 0) {
    const first = judgeWeldBend(body.bend);
    bendVerdict = first.verdict;
    if (first.verdict === 'retest' && body.retestBend.length > 0) {
      if (body.retestBend.length !== 6)
        throw countError('retestBend', WHAT.retest[lang], 6, body.retestBend.length, lang);
      bendVerdict = judgeWeldBendRetest(body.retestBend).verdict;
    }
  }
  if (
    body.retestBend.length > 0 &&
    !(need.bend > 0 && body.bend.length > 0 && judgeWeldBend(body.bend).verdict === 'retest')
  )
    throw fieldError('retestBend', msg('retestNotDue', lang), lang);
  return {
    lotSize: rule.lotSize,
    tensileVerdict,
    bendVerdict,
    verdict: worst([tensileVerdict, bendVerdict]),
    basis: basis.trim(),
  };
}

function checkFloors(
  body: { floorFrom: number | null; floorTo: number | null },
  maxFloors: number | null,
  lang: Language,
) {
  if (body.floorFrom === null || body.floorTo === null) return;
  if (body.floorFrom > body.floorTo) throw fieldError('floorFrom', msg('floorsOrder', lang), lang);
  // Floor numbers skip 0 (B1 = -1, then 1): count the floors between.
  const span = body.floorTo - body.floorFrom + 1 - (body.floorFrom < 0 && body.floorTo > 0 ? 1 : 0);
  if (maxFloors !== null && span > maxFloors)
    throw fieldError('floorTo', msg('floorsSpan', lang, { floors: maxFloors }), lang);
}

/** The JGJ 107-2016 lot decision (7.0.7) with the splice grade's strength rule (3.0.5). */
async function judgeSleeveLot(db: DbOrTx, body: SleeveLotSave, exceptId: number | undefined, lang: Language) {
  const previous = await db
    .select({ id: jointLot.id, basis: jointLot.basis, verdict: jointLot.verdict })
    .from(jointLot)
    .where(and(eq(jointLot.projectId, body.projectId), eq(jointLot.category, 'sleeve')))
    .orderBy(desc(jointLot.id));
  let consecutive = 0;
  for (const p of previous.filter((x) => x.id !== exceptId && x.verdict !== 'pending')) {
    if (!(p.verdict === 'pass' && p.basis.endsWith('first'))) break;
    consecutive++;
  }
  const lotSize = spliceLotSize(consecutive);
  if (body.jointCount > lotSize)
    throw fieldError('jointCount', msg('lotTooLarge', lang, { size: lotSize, count: body.jointCount }), lang);
  checkFloors(body, null, lang);
  const spec = rebarGrade(body.barGrade);
  const bar = { fstk: spec?.tensileStrength ?? 0, fyk: spec?.yieldStrength ?? 0 };
  if (body.specimens.length !== 0 && body.specimens.length !== SPLICE_LOT_RULES.specimens)
    throw countError('specimens', WHAT.splice[lang], SPLICE_LOT_RULES.specimens, body.specimens.length, lang);
  if (body.specimens.length === 0) {
    if (body.retestSpecimens.length > 0) throw fieldError('retestSpecimens', msg('retestNotDue', lang), lang);
    return { lotSize, tensileVerdict: 'pending' as const, verdict: 'pending' as const, basis: '' };
  }
  const ok = (s: SpliceSpecimen) => judgeSpliceSpecimen(body.spliceGrade as SpliceGrade, s, bar).pass;
  const first = judgeSpliceLot(body.specimens.map(ok));
  if (first.verdict !== 'retest' && body.retestSpecimens.length > 0)
    throw fieldError('retestSpecimens', msg('retestNotDue', lang), lang);
  if (first.verdict === 'retest' && body.retestSpecimens.length > 0) {
    if (body.retestSpecimens.length !== SPLICE_LOT_RULES.retestSpecimens)
      throw countError(
        'retestSpecimens',
        WHAT.retest[lang],
        SPLICE_LOT_RULES.retestSpecimens,
        body.retestSpecimens.length,
        lang,
      );
    const again = judgeSpliceLot(body.specimens.map(ok), body.retestSpecimens.map(ok));
    return {
      lotSize,
      tensileVerdict: again.verdict,
      verdict: again.verdict,
      basis: 'JGJ 107-2016 7.0.7 retest',
    };
  }
  return {
    lotSize,
    tensileVerdict: first.verdict,
    verdict: first.verdict,
    basis: `JGJ 107-2016 7.0.7 ${first.verdict === 'pass' ? 'first' : `${first.failures} failed`}`,
  };
}

export async function saveLot(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  category: JointCategory,
  body: WeldLotSave | SleeveLotSave,
  lang: Language,
) {
  const before = body.id ? await loadLot(db, body.id, category, lang) : undefined;
  if (before && before.projectId !== body.projectId) throw notFound(lang);
  await guard(db, user, body.projectId, before ? 'update' : 'add', lang);
  await assertPiles(db, body.projectId, body.pileIds, 'pileIds', lang);
  const judged =
    category === 'welding'
      ? judgeWeldLot(body as WeldLotSave, lang)
      : { ...(await judgeSleeveLot(db, body as SleeveLotSave, before?.id, lang)), bendVerdict: null };
  const [dup] = await db
    .select({ id: jointLot.id })
    .from(jointLot)
    .where(
      and(
        eq(jointLot.projectId, body.projectId),
        eq(jointLot.category, category),
        eq(jointLot.lotNo, body.lotNo),
      ),
    );
  if (dup && dup.id !== before?.id)
    throw fieldError('lotNo', msg('duplicateNo', lang, { no: body.lotNo }), lang);
  const values = {
    projectId: body.projectId,
    category,
    lotNo: body.lotNo,
    barGrade: body.barGrade,
    diameterMm: body.diameterMm,
    jointCount: body.jointCount,
    floorFrom: body.floorFrom,
    floorTo: body.floorTo,
    pileIds: body.pileIds,
    operator: body.operator,
    reportNo: body.reportNo,
    testDate: body.testDate,
    remark: body.remark,
    ...judged,
    ...('jointKind' in body
      ? {
          jointKind: body.jointKind,
          spliceGrade: null,
          horizontal: body.horizontal,
          tensile: body.tensile,
          bend: body.bend,
          retestTensile: body.retestTensile,
          retestBend: body.retestBend,
        }
      : {
          jointKind: body.sleeveForm,
          spliceGrade: body.spliceGrade,
          specimens: body.specimens,
          retestSpecimens: body.retestSpecimens,
        }),
  };
  return db.transaction(async (tx) => {
    const [row] = before
      ? await tx
          .update(jointLot)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(jointLot.id, before.id))
          .returning()
      : await tx
          .insert(jointLot)
          .values({ ...values, createdBy: actor.userId })
          .returning();
    if (!row) throw new Error('lot not saved');
    let saved = row;
    if (row.verdict === 'fail' && row.rectificationId === null) {
      const what = CATEGORY_NAMES[category]?.zh ?? category;
      const r = await createRectification(tx, {
        projectId: row.projectId,
        source: 'material-inspection',
        sourceId: row.id,
        title: materialMessage('lotFailTitle', 'zh', { what, lotNo: row.lotNo }),
        problem: materialMessage('lotFailProblem', 'zh', {
          what,
          lotNo: row.lotNo,
          grade: row.barGrade,
          d: row.diameterMm,
          count: row.jointCount,
          basis: row.basis,
        }),
        severity: 'serious',
        issuerId: actor.userId,
        ip: actor.ip,
      });
      [saved = row] = await tx
        .update(jointLot)
        .set({ rectificationId: r.id })
        .where(eq(jointLot.id, row.id))
        .returning();
    }
    await recordAudit(tx, actor, [
      {
        projectId: row.projectId,
        resource: `${category}-lot`,
        action: before ? 'update' : 'add',
        recordId: row.id,
        before,
        after: saved,
      },
    ]);
    const [item] = await jointItems(tx, [saved]);
    return item as JointLotItem;
  });
}

export async function listLots(
  db: DbOrTx,
  category: JointCategory,
  q: {
    proId: number;
    verdict?: string | undefined;
    pileId?: number | undefined;
    keyword?: string | undefined;
    page: number;
    limit: number;
  },
) {
  const conds: (SQL | undefined)[] = [eq(jointLot.projectId, q.proId), eq(jointLot.category, category)];
  if (q.verdict) conds.push(eq(jointLot.verdict, q.verdict));
  if (q.pileId) conds.push(sql`${jointLot.pileIds} @> ${JSON.stringify([q.pileId])}::jsonb`);
  if (q.keyword) {
    const like = `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(or(ilike(jointLot.lotNo, like), ilike(jointLot.operator, like)));
  }
  const where = and(...conds);
  const [total] = await db.select({ n: count() }).from(jointLot).where(where);
  const rows = await db
    .select()
    .from(jointLot)
    .where(where)
    .orderBy(desc(jointLot.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  return paged(await jointItems(db, rows), total?.n ?? 0, q.page, q.limit);
}

export async function deleteLot(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  id: number,
  category: JointCategory,
  lang: Language,
) {
  const row = await loadLot(db, id, category, lang);
  await guard(db, user, row.projectId, 'remove', lang);
  await db.transaction(async (tx) => {
    await tx.delete(jointLot).where(eq(jointLot.id, id));
    await recordAudit(tx, actor, [
      { projectId: row.projectId, resource: `${category}-lot`, action: 'remove', recordId: id, before: row },
    ]);
  });
  return id;
}

// ---- concrete deliveries ------------------------------------------------------------------------

async function concreteItems(db: DbOrTx, rows: ConcreteRow[]): Promise<ConcreteItem[]> {
  const names = await pileNames(
    db,
    rows.flatMap((r) => (r.pileId === null ? [] : [r.pileId])),
  );
  return rows.map((r) => ({
    id: r.id,
    projectId: r.projectId,
    registrationId: r.registrationId,
    pileId: r.pileId,
    pileNo: r.pileId === null ? null : (names.get(r.pileId) ?? null),
    deliveryNo: r.deliveryNo,
    plant: r.plant,
    strengthGrade: r.strengthGrade,
    volume: r.volume,
    arrivalDate: r.arrivalDate,
    environment: r.environment as ChlorideEnvironment,
    prestressed: r.prestressed,
    chloridePercent: r.chloridePercent === null ? null : Number(r.chloridePercent),
    chlorideLimit: Number(r.chlorideLimit),
    chloridePass: r.chloridePass,
    remark: r.remark,
    rectificationId: r.rectificationId,
    createdAt: iso(r.createdAt),
  }));
}

export async function loadConcrete(db: DbOrTx, id: number, lang: Language) {
  const [row] = await db.select().from(concreteDelivery).where(eq(concreteDelivery.id, id));
  if (!row) throw notFound(lang);
  return row;
}

/**
 * The stored chloride columns of a delivery: the limit of its environment (a prestressed member takes
 * the prestressed one) and the verdict of its measured content, or null until tested.
 */
export function chlorideColumns(d: {
  environment: ChlorideEnvironment;
  prestressed: boolean;
  chloridePercent: number | null;
}) {
  const judged =
    d.chloridePercent === null
      ? null
      : judgeChloride({
          environment: d.environment,
          chloridePercent: d.chloridePercent,
          prestressed: d.prestressed,
        });
  return {
    chloridePercent: d.chloridePercent === null ? null : String(d.chloridePercent),
    chlorideLimit: String(CHLORIDE_LIMITS[d.prestressed ? 'prestressed' : d.environment]),
    chloridePass: judged ? judged.pass : null,
  };
}

/**
 * A delivery whose chloride content failed and has no rectification yet gets one (serious: the load
 * must not be used); answers the row as it now stands.
 */
export async function raiseChlorideRectification(tx: DbOrTx, actor: AuditActor, row: ConcreteRow) {
  if (row.chloridePass !== false || row.rectificationId !== null) return row;
  const r = await createRectification(tx, {
    projectId: row.projectId,
    source: 'material-inspection',
    sourceId: row.id,
    title: materialMessage('chlorideFailTitle', 'zh', { deliveryNo: row.deliveryNo }),
    problem: materialMessage('chlorideFailProblem', 'zh', {
      plant: row.plant,
      grade: row.strengthGrade,
      volume: row.volume,
      value: row.chloridePercent === null ? '' : Number(row.chloridePercent),
      limit: Number(row.chlorideLimit),
      clause: CHLORIDE_CLAUSE,
    }),
    severity: 'serious',
    issuerId: actor.userId,
    ip: actor.ip,
  });
  const [saved = row] = await tx
    .update(concreteDelivery)
    .set({ rectificationId: r.id })
    .where(eq(concreteDelivery.id, row.id))
    .returning();
  return saved;
}

/** Adds or updates a delivery and judges its chloride content; an excess raises a rectification. */
export async function concreteCheck(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  body: ConcreteCheckSave,
  lang: Language,
) {
  const before = body.id ? await loadConcrete(db, body.id, lang) : undefined;
  if (before && before.projectId !== body.projectId) throw notFound(lang);
  await guard(db, user, body.projectId, before ? 'update' : 'add', lang);
  await assertRegistration(db, body.projectId, body.registrationId, 'concrete', lang);
  if (body.pileId !== null) await assertPiles(db, body.projectId, [body.pileId], 'pileId', lang);
  const [dup] = await db
    .select({ id: concreteDelivery.id })
    .from(concreteDelivery)
    .where(
      and(eq(concreteDelivery.projectId, body.projectId), eq(concreteDelivery.deliveryNo, body.deliveryNo)),
    );
  if (dup && dup.id !== before?.id)
    throw fieldError('deliveryNo', msg('duplicateNo', lang, { no: body.deliveryNo }), lang);
  return db.transaction(async (tx) => {
    const { id: _id, ...rest } = body;
    const values = { ...rest, ...chlorideColumns(body) };
    const [row] = before
      ? await tx
          .update(concreteDelivery)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(concreteDelivery.id, before.id))
          .returning()
      : await tx
          .insert(concreteDelivery)
          .values({ ...values, createdBy: actor.userId })
          .returning();
    if (!row) throw new Error('delivery not saved');
    const saved = await raiseChlorideRectification(tx, actor, row);
    await recordAudit(tx, actor, [
      {
        projectId: row.projectId,
        resource: 'concrete-delivery',
        action: before ? 'update' : 'add',
        recordId: row.id,
        before,
        after: saved,
      },
    ]);
    const [item] = await concreteItems(tx, [saved]);
    return item as ConcreteItem;
  });
}

export async function listConcrete(
  db: DbOrTx,
  q: {
    proId: number;
    pileId?: number | undefined;
    registrationId?: number | undefined;
    chloride?: 'unchecked' | 'pass' | 'fail' | undefined;
    page: number;
    limit: number;
  },
) {
  const conds: (SQL | undefined)[] = [eq(concreteDelivery.projectId, q.proId)];
  if (q.pileId) conds.push(eq(concreteDelivery.pileId, q.pileId));
  if (q.registrationId) conds.push(eq(concreteDelivery.registrationId, q.registrationId));
  if (q.chloride === 'unchecked') conds.push(isNull(concreteDelivery.chloridePass));
  if (q.chloride === 'pass') conds.push(eq(concreteDelivery.chloridePass, true));
  if (q.chloride === 'fail') conds.push(eq(concreteDelivery.chloridePass, false));
  const where = and(...conds);
  const [total] = await db.select({ n: count() }).from(concreteDelivery).where(where);
  const rows = await db
    .select()
    .from(concreteDelivery)
    .where(where)
    .orderBy(desc(concreteDelivery.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  return paged(await concreteItems(db, rows), total?.n ?? 0, q.page, q.limit);
}

export async function loadPileProject(db: DbOrTx, pileId: number, lang: Language) {
  const [p] = await db
    .select({ projectId: pile.projectId, pileNo: pile.pileNo })
    .from(pile)
    .where(eq(pile.id, pileId));
  if (!p) throw notFound(lang);
  return p;
}

export async function concreteOfPile(db: DbOrTx, pileId: number) {
  const rows = await db
    .select()
    .from(concreteDelivery)
    .where(eq(concreteDelivery.pileId, pileId))
    .orderBy(asc(concreteDelivery.arrivalDate), asc(concreteDelivery.id));
  return concreteItems(db, rows);
}

/** The project's piles that received concrete, with volume and chloride checks per pile. */
export async function concretePileList(db: DbOrTx, projectId: number) {
  const rows = await db
    .select({
      pileId: concreteDelivery.pileId,
      pileNo: pile.pileNo,
      deliveries: sql<number>`count(*)::int`,
      volume: sql<string>`sum(${concreteDelivery.volume})::numeric(13,3)::text`,
      chlorideChecked: sql<number>`count(*) filter (where ${concreteDelivery.chloridePass} is not null)::int`,
      chlorideFailed: sql<number>`count(*) filter (where ${concreteDelivery.chloridePass} = false)::int`,
    })
    .from(concreteDelivery)
    .innerJoin(pile, eq(pile.id, concreteDelivery.pileId))
    .where(and(eq(concreteDelivery.projectId, projectId), isNotNull(concreteDelivery.pileId)))
    .groupBy(concreteDelivery.pileId, pile.pileNo, pile.noPrefix, pile.noSeq)
    .orderBy(asc(pile.noPrefix), asc(pile.noSeq));
  return rows.map((r) => ({ ...r, pileId: r.pileId as number }));
}

/** The project's piles for the cage and pour pickers, in pile-number order. */
export async function pileOptions(db: DbOrTx, projectId: number) {
  return db
    .select({ pileId: pile.id, pileNo: pile.pileNo })
    .from(pile)
    .where(eq(pile.projectId, projectId))
    .orderBy(asc(pile.noPrefix), asc(pile.noSeq), asc(pile.id));
}

/** Everything material linked to one pile: its cage's rebar batches and joint lots, its concrete. */
export async function materialOfPile(db: DbOrTx, pileId: number, pileNo: string) {
  const contains = (col: typeof rebarBatch.pileIds | typeof jointLot.pileIds) =>
    sql`${col} @> ${JSON.stringify([pileId])}::jsonb`;
  const batches = await db
    .select()
    .from(rebarBatch)
    .where(contains(rebarBatch.pileIds))
    .orderBy(asc(rebarBatch.id));
  const lots = await db.select().from(jointLot).where(contains(jointLot.pileIds)).orderBy(asc(jointLot.id));
  return {
    pileId,
    pileNo,
    rebar: await batchItems(db, batches),
    joints: await jointItems(db, lots),
    concrete: await concreteOfPile(db, pileId),
  };
}

// ---- reports --------------------------------------------------------------------------------

type Report = {
  type: 'rebar' | 'welding' | 'sleeve' | 'concrete';
  recordId: number;
  reportNo: string;
  subject: string;
  testDate: string | null;
  result: 'pending' | 'pass' | 'retest' | 'fail';
};

const BATCH_RESULT: Record<string, Report['result']> = {
  pending: 'pending',
  retest: 'retest',
  accepted: 'pass',
  rejected: 'fail',
};

async function reportsOf(
  db: DbOrTx,
  where: { projectId: number; registrationId?: number },
  type?: Report['type'],
): Promise<Report[]> {
  const out: Report[] = [];
  if (!type || type === 'rebar') {
    const batches = await db
      .select()
      .from(rebarBatch)
      .where(
        and(
          eq(rebarBatch.projectId, where.projectId),
          where.registrationId ? eq(rebarBatch.registrationId, where.registrationId) : undefined,
        ),
      )
      .orderBy(asc(rebarBatch.id));
    const tests = batches.length
      ? await db
          .select()
          .from(rebarTest)
          .where(
            inArray(
              rebarTest.batchId,
              batches.map((b) => b.id),
            ),
          )
          .orderBy(desc(rebarTest.round))
      : [];
    for (const b of batches) {
      const latest = tests.find((x) => x.batchId === b.id);
      out.push({
        type: 'rebar',
        recordId: b.id,
        reportNo: latest?.reportNo ?? '',
        subject: `${b.batchNo} ${b.grade} Φ${b.diameterMm} ${b.tonnage}t`,
        testDate: latest?.testDate ?? null,
        result: BATCH_RESULT[b.status] ?? 'pending',
      });
    }
  }
  if (!where.registrationId && (!type || type === 'welding' || type === 'sleeve')) {
    const lots = await db
      .select()
      .from(jointLot)
      .where(and(eq(jointLot.projectId, where.projectId), type ? eq(jointLot.category, type) : undefined))
      .orderBy(asc(jointLot.id));
    for (const l of lots)
      out.push({
        type: l.category as 'welding' | 'sleeve',
        recordId: l.id,
        reportNo: l.reportNo,
        subject: `${l.lotNo} ${l.barGrade} Φ${l.diameterMm} × ${l.jointCount}`,
        testDate: l.testDate,
        result: l.verdict as Report['result'],
      });
  }
  if (!type || type === 'concrete') {
    const rows = await db
      .select()
      .from(concreteDelivery)
      .where(
        and(
          eq(concreteDelivery.projectId, where.projectId),
          where.registrationId ? eq(concreteDelivery.registrationId, where.registrationId) : undefined,
        ),
      )
      .orderBy(asc(concreteDelivery.id));
    for (const c of rows)
      out.push({
        type: 'concrete',
        recordId: c.id,
        reportNo: c.deliveryNo,
        subject: `${c.plant} ${c.strengthGrade} ${c.volume}m³`,
        testDate: c.arrivalDate,
        result: c.chloridePass === null ? 'pending' : c.chloridePass ? 'pass' : 'fail',
      });
  }
  return out;
}

export async function foundationReports(
  db: DbOrTx,
  q: { projectId: number; type?: Report['type'] | undefined; page: number; limit: number },
) {
  const all = await reportsOf(db, { projectId: q.projectId }, q.type);
  return paged(all.slice((q.page - 1) * q.limit, q.page * q.limit), all.length, q.page, q.limit);
}

export async function reportDetailQC(db: DbOrTx, registrationId: number, lang: Language) {
  const reg = await loadRegistration(db, registrationId, lang);
  const names = await userNames(db, [reg.createdBy]);
  return {
    registration: registrationItem(reg, names, await recordCounts(db, [reg.id])),
    reports: await reportsOf(db, { projectId: reg.projectId, registrationId }),
  };
}
