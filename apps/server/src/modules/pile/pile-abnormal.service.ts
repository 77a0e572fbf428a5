import type { Language } from '@zhuji/shared';
import { count, desc, eq } from 'drizzle-orm';
import { fieldError } from '../../platform/access';
import { type AuditActor, recordAudit } from '../../platform/audit/audit';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import { t } from '../../platform/i18n';
import { createRectification } from '../../platform/rectification';
import { storedFile } from '../../platform/storage/stored-file.table';
import { ABNORMAL_KIND_LABELS, pileMessage } from './pile.messages';
import { pile, pileAbnormal } from './pile.table';
import { loadPile } from './pile-common';
import { abnormalItem } from './pile-list.service';

// ---- abnormal records -----------------------------------------------------------------------

export async function listAbnormals(db: DbOrTx, projectId: number, page: number, limit: number) {
  const where = eq(pileAbnormal.projectId, projectId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ a: pileAbnormal, pileNo: pile.pileNo })
      .from(pileAbnormal)
      .innerJoin(pile, eq(pile.id, pileAbnormal.pileId))
      .where(where)
      .orderBy(desc(pileAbnormal.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(pileAbnormal).where(where),
  ]);
  return { total: total?.n ?? 0, page, limit, list: rows.map((r) => abnormalItem(r.a, r.pileNo)) };
}

export async function addAbnormal(
  db: Db,
  actor: AuditActor,
  body: { pileId: number; kind: string; description: string },
  lang: Language,
) {
  return db.transaction(async (tx) => {
    const p = await loadPile(tx, body.pileId, lang, true);
    const [row] = await tx
      .insert(pileAbnormal)
      .values({
        projectId: p.projectId,
        pileId: p.id,
        kind: body.kind,
        description: body.description,
        source: 'manual',
        createdBy: actor.userId,
      })
      .returning();
    if (!row) throw new Error('abnormal not written');
    await tx.update(pile).set({ abnormal: true, updatedAt: new Date() }).where(eq(pile.id, p.id));
    await recordAudit(tx, actor, [
      {
        projectId: p.projectId,
        resource: 'pileAbnormal',
        action: 'add',
        recordId: row.id,
        after: abnormalItem(row, p.pileNo),
      },
    ]);
    return abnormalItem(row, p.pileNo);
  });
}

/**
 * Sends an open abnormal record to rectification (issue 7's createRectification, source
 * 'pile-abnormal'), in the same transaction: the record becomes 'sent' and keeps the link.
 */
export async function sendToRectification(
  db: Db,
  actor: AuditActor & { ip?: string },
  id: number,
  lang: Language,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(pileAbnormal).where(eq(pileAbnormal.id, id)).for('update');
    if (!row) throw new AppError(t('recordNotFound', lang), 404, 404);
    if (row.status !== 'open') throw new AppError(pileMessage('abnormalNotOpen', lang), 409, 409);
    const p = await loadPile(tx, row.pileId, lang);
    const kind = ABNORMAL_KIND_LABELS[row.kind as keyof typeof ABNORMAL_KIND_LABELS]?.zh ?? row.kind;
    const rect = await createRectification(tx, {
      projectId: row.projectId,
      source: 'pile-abnormal',
      sourceId: row.id,
      title: `桩 ${p.pileNo} ${kind}`,
      problem: row.description || kind,
      severity: row.kind === 'brokenPile' ? 'serious' : 'normal',
      issuerId: actor.userId,
      ...(actor.ip ? { ip: actor.ip } : {}),
    });
    const [saved] = await tx
      .update(pileAbnormal)
      .set({ status: 'sent', rectificationId: rect.id })
      .where(eq(pileAbnormal.id, id))
      .returning();
    await recordAudit(tx, actor, [
      {
        projectId: row.projectId,
        resource: 'pileAbnormal',
        action: 'rectify',
        recordId: id,
        before: { status: row.status },
        after: { status: 'sent', rectificationId: rect.id },
      },
    ]);
    return abnormalItem(saved ?? row, p.pileNo);
  });
}

/** Adds a process photo: an image uploaded for the pile's project (403/422 otherwise); allowed on a confirmed record too. */
export async function addPhoto(
  db: DbOrTx,
  actor: AuditActor,
  body: { pileId: number; step: string; fileId: string },
  lang: Language,
) {
  return db.transaction(async (tx) => {
    const p = await loadPile(tx, body.pileId, lang, true);
    const [file] = await tx.select().from(storedFile).where(eq(storedFile.id, body.fileId));
    if (!file || file.projectId !== p.projectId || !file.mime.startsWith('image/'))
      throw fieldError('fileId', pileMessage('photoFile', lang), lang);
    const photos = [...p.photos, { step: body.step, fileId: file.id, at: new Date().toISOString() }];
    await tx.update(pile).set({ photos, updatedAt: new Date() }).where(eq(pile.id, p.id));
    await recordAudit(tx, actor, [
      {
        projectId: p.projectId,
        resource: 'pile',
        action: 'photo',
        recordId: p.id,
        after: { step: body.step, fileId: file.id },
      },
    ]);
  });
}
