import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { defineQueue } from '../queue/queue';
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

/**
 * Daily pruning as a scheduled queue (platform/queue: pg-boss cron, 03:17 UTC): with several API
 * processes it runs once a day, not once per process. main.ts also prunes once at start.
 */
export const AUDIT_PRUNE_QUEUE = defineQueue(
  'audit-prune',
  { retryLimit: 2, retryDelay: 300, expireInSeconds: 30 * 60, cron: () => '17 3 * * *' },
  async (_data, { db, config, log }) => {
    const removed = await pruneAuditLog(db, config.auditRetentionDays);
    if (removed > 0) log.info?.({ removed }, 'audit log pruned');
  },
);
