import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog } from './audit.table';

const DAY_MS = 24 * 3600_000;

/**
 * Removes audit entries older than `days` before `now`; answers how many went. The caller passes the
 * clock, so a test states its timestamps instead of depending on today.
 */
export async function pruneAuditLog(db: Db, days: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  const gone = await db.delete(auditLog).where(lt(auditLog.at, cutoff)).returning({ id: auditLog.id });
  return gone.length;
}

/** Prunes at start and then daily in the server process (config AUDIT_RETENTION_DAYS, at least 180). */
export function scheduleAuditPruning(db: Db, days: number, log: (line: string) => void): () => void {
  const prune = async () => {
    try {
      const removed = await pruneAuditLog(db, days);
      if (removed > 0) log(`audit log: removed ${removed} entr(ies) older than ${days} days`);
    } catch (e) {
      log(`audit log pruning failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  void prune();
  const timer = setInterval(() => void prune(), DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
