import type { Language } from '@zhuji/shared';
import { and, eq } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../platform/audit/audit';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import type { registerFlowHandler } from '../../platform/flow';
import { t } from '../../platform/i18n';
import { gb50300Item } from '../../platform/identity';
import { acceptanceMessage } from './acceptance.messages';
import { acceptance } from './acceptance.table';

export type AcceptanceRow = typeof acceptance.$inferSelect;

export const fieldError = (field: string, msg: string, lang: Language) =>
  new AppError(t('field', lang, { field, msg }), 422, 422);

export async function subItemName(db: DbOrTx, code: string): Promise<string> {
  const [row] = await db
    .select({ name: gb50300Item.name })
    .from(gb50300Item)
    .where(eq(gb50300Item.code, code));
  return row?.name ?? code;
}

export async function loadRow(db: DbOrTx, id: number, lang: Language, lock = false): Promise<AcceptanceRow> {
  const q = db.select().from(acceptance).where(eq(acceptance.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw new AppError(acceptanceMessage('notFound', lang), 404, 404);
  return row;
}

export const projectOfAcceptance = async (db: DbOrTx, id: number, lang: Language) =>
  (await loadRow(db, id, lang)).projectId;

/** A sub-item's or division's application of the project, locked for the re-application that follows. */
export async function lockedApplication(
  tx: DbOrTx,
  projectId: number,
  level: 'subitem' | 'division',
  code: string,
) {
  const [existing] = await tx
    .select()
    .from(acceptance)
    .where(and(eq(acceptance.projectId, projectId), eq(acceptance.level, level), eq(acceptance.code, code)))
    .for('update');
  return existing;
}

/** Writes the application over the earlier (rejected or revoked) one, or as a new row. */
export async function saveApplication(
  tx: DbOrTx,
  existing: AcceptanceRow | undefined,
  values: typeof acceptance.$inferInsert,
  what: string,
) {
  const [row] = existing
    ? await tx.update(acceptance).set(values).where(eq(acceptance.id, existing.id)).returning()
    : await tx.insert(acceptance).values(values).returning();
  if (!row) throw new Error(`${what} not saved`);
  return row;
}

/** Links the application to its flow instance and audits it against what it replaced. */
export async function linkFlow(
  tx: DbOrTx,
  actor: AuditActor,
  saved: AcceptanceRow,
  flowInstanceId: number,
  action: 'applySubItem' | 'applyDivision',
  existing: AcceptanceRow | undefined,
) {
  const [row] = await tx
    .update(acceptance)
    .set({ flowInstanceId })
    .where(eq(acceptance.id, saved.id))
    .returning();
  if (!row) throw new Error(`${saved.level === 'subitem' ? 'sub-item' : 'division'} not saved`);
  await recordAudit(tx, actor, [
    {
      projectId: row.projectId,
      resource: 'acceptance',
      action,
      recordId: row.id,
      before: existing ?? null,
      after: row,
    },
  ]);
  return row;
}

/** A sub-item's or division's status follows its flow: accepted, cancelled or rejected (with the comment). */
export const statusFollowsFlow: Parameters<typeof registerFlowHandler>[1] = {
  category: 'acceptance',
  async onFinish(tx, instance, outcome, ctx) {
    const now = new Date();
    const status = outcome === 'approved' ? 'accepted' : outcome === 'cancelled' ? 'cancelled' : 'rejected';
    await tx
      .update(acceptance)
      .set({
        status,
        acceptedAt: outcome === 'approved' ? now : null,
        rejectReason: status === 'rejected' ? ctx.comment : '',
        updatedAt: now,
      })
      .where(eq(acceptance.id, instance.businessId));
  },
};
