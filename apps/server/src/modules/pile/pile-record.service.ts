import {
  COMPANY_TYPE,
  fillingCoefficientOf,
  type Language,
  PILE_RECORD_FIELDS,
  type PileAmend,
  type PileRecordSave,
  type PileStatus,
  type PileType,
} from '@zhuji/shared';
import { and, count, eq, inArray } from 'drizzle-orm';
import { fieldError, memberRoleIds } from '../../platform/access';
import { type AuditActor, recordAudit } from '../../platform/audit/audit';
import type { SessionUser } from '../../platform/auth/session';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import { role } from '../../platform/identity';
import { pileMessage } from './pile.messages';
import { pile, pileAbnormal, pileAmendment } from './pile.table';
import { designOf, iso, loadGroup, loadPile, type PileRow } from './pile-common';
import { judgementOf } from './pile-list.service';

// ---- construction record --------------------------------------------------------------------

type RecordInput = Omit<PileRecordSave, 'complete'>;

/** Keeps only the fields of the pile type (422 naming a foreign one) and drops blanks. */
function cleanValues(type: PileType, values: RecordInput['values'], lang: Language) {
  const allowed = new Set<string>(PILE_RECORD_FIELDS[type]);
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined || v === '') continue;
    if (!allowed.has(k)) throw fieldError(`values.${k}`, pileMessage('wrongField', lang, { field: k }), lang);
    out[k] = v;
  }
  return out;
}

/** Writes the record, judges it and raises (or clears) the automatic abnormal record. */
async function writeRecord(
  tx: DbOrTx,
  actor: AuditActor,
  before: PileRow,
  body: RecordInput,
  status: PileStatus,
  lang: Language,
) {
  const group = await loadGroup(tx, before.groupId, lang);
  const type = group.pileType as PileType;
  const values = cleanValues(type, body.values, lang);
  const joints = type === 'pipe' ? (body.joints ?? before.joints) : [];
  const segments = type === 'pipe' ? (body.segments ?? before.segments) : [];
  const judgement = judgementOf(group, { values, joints });
  const fc = type === 'bored' ? fillingCoefficientOf(values, designOf(group)) : undefined;
  const now = new Date();
  const [row] = await tx
    .update(pile)
    .set({
      values,
      joints,
      segments,
      status,
      machineNo: body.machineNo ?? before.machineNo,
      crew: body.crew ?? before.crew,
      startedAt:
        body.startedAt === undefined ? before.startedAt : body.startedAt ? new Date(body.startedAt) : null,
      finishedAt:
        body.finishedAt === undefined
          ? before.finishedAt
          : body.finishedAt
            ? new Date(body.finishedAt)
            : null,
      fillingCoefficient: fc === undefined ? null : fc.toFixed(3),
      failed: judgement.failed,
      abnormal: judgement.failed.length > 0 || before.abnormal,
      recordedBy: actor.userId,
      recordedAt: status === 'inConstruction' ? before.recordedAt : now,
      updatedAt: now,
    })
    .where(eq(pile.id, before.id))
    .returning();
  if (!row) throw new Error('pile not written');
  // One open automatic abnormal record per pile carries the current failures.
  const [open] = await tx
    .select()
    .from(pileAbnormal)
    .where(
      and(eq(pileAbnormal.pileId, row.id), eq(pileAbnormal.source, 'auto'), eq(pileAbnormal.status, 'open')),
    );
  if (judgement.failed.length > 0) {
    const description = judgement.items
      .filter((i) => i.status === 'fail')
      .map(
        (i) =>
          `${i.key}: ${String(i.measured)} (${i.limit?.min ?? '−∞'} ~ ${i.limit?.max ?? '+∞'} ${i.unit})`,
      )
      .join('; ');
    if (open)
      await tx
        .update(pileAbnormal)
        .set({ items: judgement.failed, description })
        .where(eq(pileAbnormal.id, open.id));
    else
      await tx.insert(pileAbnormal).values({
        projectId: row.projectId,
        pileId: row.id,
        kind: 'tolerance',
        items: judgement.failed,
        description,
        source: 'auto',
        createdBy: actor.userId,
      });
  } else if (open) {
    await tx.update(pileAbnormal).set({ status: 'closed' }).where(eq(pileAbnormal.id, open.id));
    const [left] = await tx
      .select({ n: count() })
      .from(pileAbnormal)
      .where(and(eq(pileAbnormal.pileId, row.id), inArray(pileAbnormal.status, ['open', 'sent'])));
    if ((left?.n ?? 0) === 0) await tx.update(pile).set({ abnormal: false }).where(eq(pile.id, row.id));
  }
  return { row, judgement };
}

const snapshot = (p: PileRow) => ({
  status: p.status,
  values: p.values,
  joints: p.joints,
  segments: p.segments,
  machineNo: p.machineNo,
  crew: p.crew,
  startedAt: iso(p.startedAt),
  finishedAt: iso(p.finishedAt),
  failed: p.failed,
});

export async function saveRecord(db: DbOrTx, actor: AuditActor, body: PileRecordSave, lang: Language) {
  return db.transaction(async (tx) => {
    const before = await loadPile(tx, body.id, lang, true);
    if (before.status === 'confirmed' || before.status === 'accepted')
      throw new AppError(pileMessage('locked', lang), 409, 409);
    const { row } = await writeRecord(
      tx,
      actor,
      before,
      body,
      body.complete ? 'recorded' : 'inConstruction',
      lang,
    );
    await recordAudit(tx, actor, [
      {
        projectId: row.projectId,
        resource: 'pile',
        action: 'save',
        recordId: row.id,
        before: snapshot(before),
        after: snapshot(row),
      },
    ]);
    return row.id;
  });
}

export async function amendRecord(db: Db, actor: AuditActor, body: PileAmend, lang: Language) {
  return db.transaction(async (tx) => {
    const before = await loadPile(tx, body.id, lang, true);
    if (before.status !== 'confirmed' && before.status !== 'accepted')
      throw new AppError(pileMessage('notConfirmed', lang), 409, 409);
    const { row } = await writeRecord(tx, actor, before, body, before.status as PileStatus, lang);
    await tx.insert(pileAmendment).values({
      pileId: row.id,
      userId: actor.userId,
      reason: body.reason,
      before: snapshot(before),
      after: snapshot(row),
    });
    await recordAudit(tx, actor, [
      {
        projectId: row.projectId,
        resource: 'pile',
        action: 'amend',
        recordId: row.id,
        before: snapshot(before),
        after: { ...snapshot(row), reason: body.reason },
      },
    ]);
    return row.id;
  });
}

/** Whether the caller acts for the supervisor on the project (a supervision-company role held there). */
export async function isSupervisor(db: DbOrTx, user: SessionUser, projectId: number) {
  const held = await memberRoleIds(db, user.userId, projectId);
  const acting =
    projectId === user.currentProjectId && user.currentRoleId !== null && held.includes(user.currentRoleId)
      ? [user.currentRoleId]
      : held;
  if (acting.length === 0) return false;
  const rows = await db.select({ compType: role.compType }).from(role).where(inArray(role.id, acting));
  return rows.some((r) => r.compType === COMPANY_TYPE.SUPERVISOR);
}

export async function confirmRecord(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  id: number,
  lang: Language,
) {
  return db.transaction(async (tx) => {
    const before = await loadPile(tx, id, lang, true);
    if (!(await isSupervisor(tx, user, before.projectId)))
      throw new AppError(pileMessage('supervisorOnly', lang), 403, 403);
    if (before.status !== 'recorded') throw new AppError(pileMessage('notRecorded', lang), 409, 409);
    const now = new Date();
    const [row] = await tx
      .update(pile)
      .set({ status: 'confirmed', confirmedBy: user.userId, confirmedAt: now, updatedAt: now })
      .where(eq(pile.id, id))
      .returning();
    await recordAudit(tx, actor, [
      {
        projectId: before.projectId,
        resource: 'pile',
        action: 'confirm',
        recordId: id,
        before: { status: before.status },
        after: { status: row?.status },
      },
    ]);
    return id;
  });
}
