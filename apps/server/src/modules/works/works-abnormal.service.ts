import {
  type Language,
  WORKS_RECORD_SOURCE,
  type WorksAbnormalItem,
  type WorksAbnormalKind,
  type WorksRecordType,
} from '@zhuji/shared';
import { and, count, eq, inArray } from 'drizzle-orm';
import { fieldError } from '../../platform/access';
import { type AuditActor, recordAudit } from '../../platform/audit/audit';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import { t } from '../../platform/i18n';
import { createRectification } from '../../platform/rectification';
import { ABNORMAL_KIND_NAMES, RECORD_TYPE_NAMES, worksMessage } from './works.messages';
import { worksAbnormal } from './works.table';

// The one mechanism by which a judged record of the foundation or main-body works raises, updates and
// clears its abnormal record (docs/domains/works.md); the modules that own the records call it from
// their write hooks, inside the write's transaction.

/** A record of the works as an abnormal record or a spot check names it. */
export interface WorksRecordRef {
  projectId: number;
  recordType: WorksRecordType;
  id: number;
  recordNo: string;
  location: string;
}

type Finder = (
  db: DbOrTx,
  projectId: number,
  recordNo: string,
) => Promise<Omit<WorksRecordRef, 'recordType'> | null>;
const FINDERS = new Map<WorksRecordType, Finder>();

/**
 * The module owning a record type tells how to find one by its number in a project (main-body
 * registers its pours, masonry and waterproofing records), so this module imports none of them.
 */
export function registerWorksRecord(type: WorksRecordType, finder: Finder): void {
  FINDERS.set(type, finder);
}

/** The record a spot check or a hand-entered abnormal names; 422 on recordNo when the project has none. */
export async function findWorksRecord(
  db: DbOrTx,
  projectId: number,
  recordType: WorksRecordType,
  recordNo: string,
  lang: Language,
): Promise<WorksRecordRef> {
  const found = await FINDERS.get(recordType)?.(db, projectId, recordNo);
  if (!found)
    throw fieldError(
      'recordNo',
      worksMessage('recordMissing', lang, { recordNo, type: RECORD_TYPE_NAMES[recordType][lang] }),
      lang,
    );
  return { ...found, recordType };
}

/** YC-<record no>-<n>: the record's n-th abnormal record. */
export async function nextAbnormalNo(db: DbOrTx, projectId: number, recordNo: string): Promise<string> {
  const [row] = await db
    .select({ n: count() })
    .from(worksAbnormal)
    .where(and(eq(worksAbnormal.projectId, projectId), eq(worksAbnormal.recordNo, recordNo)));
  return `YC-${recordNo}-${(row?.n ?? 0) + 1}`;
}

export interface Failure {
  kind: WorksAbnormalKind;
  /** In the project's language (zh), like the rectification it may go to. */
  description: string;
  /** A rectification the owning module raised already (the failed water test's). */
  rectificationId?: number | null;
}

type Origin = { origin: 'judged' } | { origin: 'spotCheck'; spotCheckId: number };

/**
 * Keeps one live abnormal record per record and origin (per spot check for spot checks): a failure
 * raises it or rewrites what it says; a pass closes an open one (one already sent to rectification
 * stays with its rectification). Answers the live row, if any.
 */
export async function syncAbnormal(
  tx: DbOrTx,
  userId: number,
  record: WorksRecordRef,
  origin: Origin,
  failure: Failure | null,
): Promise<typeof worksAbnormal.$inferSelect | null> {
  const [live] = await tx
    .select()
    .from(worksAbnormal)
    .where(
      and(
        eq(worksAbnormal.recordType, record.recordType),
        eq(worksAbnormal.recordId, record.id),
        eq(worksAbnormal.origin, origin.origin),
        origin.origin === 'spotCheck' ? eq(worksAbnormal.spotCheckId, origin.spotCheckId) : undefined,
        inArray(worksAbnormal.status, ['open', 'sent']),
      ),
    )
    .for('update');
  const now = new Date();
  if (failure) {
    const rectificationId = failure.rectificationId ?? live?.rectificationId ?? null;
    const values = {
      kind: failure.kind,
      description: failure.description,
      recordNo: record.recordNo,
      location: record.location,
      rectificationId,
      status: rectificationId ? ('sent' as const) : (live?.status ?? ('open' as const)),
      updatedAt: now,
    };
    if (live) {
      const [saved] = await tx
        .update(worksAbnormal)
        .set(values)
        .where(eq(worksAbnormal.id, live.id))
        .returning();
      return saved ?? live;
    }
    const [saved] = await tx
      .insert(worksAbnormal)
      .values({
        ...values,
        projectId: record.projectId,
        abnormalNo: await nextAbnormalNo(tx, record.projectId, record.recordNo),
        source: WORKS_RECORD_SOURCE[record.recordType],
        recordType: record.recordType,
        recordId: record.id,
        origin: origin.origin,
        spotCheckId: origin.origin === 'spotCheck' ? origin.spotCheckId : null,
        createdBy: userId,
      })
      .returning();
    return saved ?? null;
  }
  if (live?.status === 'open')
    await tx
      .update(worksAbnormal)
      .set({
        status: 'closed',
        handling: '重新判定合格，自动关闭',
        handledBy: userId,
        handledAt: now,
        updatedAt: now,
      })
      .where(eq(worksAbnormal.id, live.id));
  return null;
}

/** A removed record takes its open abnormal records with it (closed, saying why; never deleted). */
export async function closeForRemovedRecord(
  tx: DbOrTx,
  userId: number,
  recordType: WorksRecordType,
  recordId: number,
): Promise<void> {
  const now = new Date();
  await tx
    .update(worksAbnormal)
    .set({ status: 'closed', handling: '所属记录已删除', handledBy: userId, handledAt: now, updatedAt: now })
    .where(
      and(
        eq(worksAbnormal.recordType, recordType),
        eq(worksAbnormal.recordId, recordId),
        eq(worksAbnormal.status, 'open'),
      ),
    );
}

export const toAbnormalItem = (row: typeof worksAbnormal.$inferSelect): WorksAbnormalItem => ({
  id: row.id,
  projectId: row.projectId,
  abnormalNo: row.abnormalNo,
  source: row.source,
  recordType: row.recordType,
  recordId: row.recordId,
  recordNo: row.recordNo,
  location: row.location,
  origin: row.origin,
  kind: row.kind as WorksAbnormalKind,
  description: row.description,
  status: row.status,
  rectificationId: row.rectificationId,
  handling: row.handling,
  handledAt: row.handledAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function loadAbnormal(db: DbOrTx, id: number, lang: Language) {
  const [row] = await db.select().from(worksAbnormal).where(eq(worksAbnormal.id, id));
  if (!row) throw new AppError(t('recordNotFound', lang), 404, 404);
  return row;
}

/**
 * Sends an open abnormal record to rectification (整改) in one transaction: the record becomes
 * 'sent' and keeps the link; 异常清单 shows it handled once the rectification closes.
 */
export async function sendToRectification(
  db: Db,
  actor: AuditActor & { ip?: string },
  id: number,
  lang: Language,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(worksAbnormal).where(eq(worksAbnormal.id, id)).for('update');
    if (!row) throw new AppError(t('recordNotFound', lang), 404, 404);
    if (row.status !== 'open') throw new AppError(worksMessage('notOpen', lang), 409, 409);
    const kind = ABNORMAL_KIND_NAMES[row.kind as WorksAbnormalKind]?.zh ?? row.kind;
    const rect = await createRectification(tx, {
      projectId: row.projectId,
      source: row.source === 'foundation' ? 'foundation' : 'main-body',
      sourceId: row.id,
      title: `${RECORD_TYPE_NAMES[row.recordType].zh} ${row.recordNo} ${kind}`,
      problem: row.description || kind,
      severity: row.origin === 'spotCheck' ? 'serious' : 'normal',
      issuerId: actor.userId,
      ...(actor.ip ? { ip: actor.ip } : {}),
    });
    const [saved] = await tx
      .update(worksAbnormal)
      .set({ status: 'sent', rectificationId: rect.id, updatedAt: new Date() })
      .where(eq(worksAbnormal.id, id))
      .returning();
    await recordAudit(tx, actor, [
      {
        projectId: row.projectId,
        resource: 'worksAbnormal',
        action: 'rectify',
        recordId: id,
        before: { status: row.status },
        after: { status: 'sent', rectificationId: rect.id },
      },
    ]);
    return toAbnormalItem(saved ?? row);
  });
}
