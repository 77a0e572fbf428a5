import { bulkInsert } from '../db/bulk';
import type { DbOrTx } from '../db/client';
import { auditLog } from './audit.table';

export interface AuditActor {
  userId: number;
  ip?: string | undefined;
}

export interface AuditEntry {
  projectId: number | null;
  resource: string;
  action: string;
  recordId: number | null;
  before?: unknown;
  after?: unknown;
}

/** Records changes; call it with the transaction that makes them, so both commit or neither does. */
export async function recordAudit(tx: DbOrTx, actor: AuditActor, entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  // An import's batch audits thousands of rows: one statement whatever their number (db/bulk.ts).
  await bulkInsert(
    tx,
    auditLog,
    entries.map((e) => ({
      userId: actor.userId,
      ip: actor.ip ?? null,
      projectId: e.projectId,
      resource: e.resource,
      action: e.action,
      recordId: e.recordId,
      before: e.before ?? null,
      after: e.after ?? null,
    })),
    { returning: false },
  );
}
