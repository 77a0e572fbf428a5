import type { Language, MaterialApprovalStatus, RegistrationSave } from '@zhuji/shared';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { fieldError } from '../../platform/access';
import { type AuditActor, recordAudit } from '../../platform/audit/audit';
import type { SessionUser } from '../../platform/auth/session';
import type { Db, DbOrTx } from '../../platform/db/client';
import { registerFlowHandler, startFlow } from '../../platform/flow';
import { userNames } from '../../platform/identity';
import { guard, iso, loadRegistration, msg, notFound, paged, type RegistrationRow } from './material-common';
import { concreteItems } from './material-concrete.service';
import { materialMessage } from './material-inspection.messages';
import { concreteDelivery, materialRegistration, rebarBatch } from './material-inspection.table';
import { batchItems } from './material-rebar-batch.service';

// ---- registrations --------------------------------------------------------------------------

/** Records per registration and those not yet accepted (untested, awaiting retest, failed). */
export async function recordCounts(db: DbOrTx, ids: number[]) {
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

export function registrationItem(
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
