import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { systemMeta } from '../db/meta.table';
import type { JobQueue } from '../queue/queue';
import { importJob } from './import-job.table';
import { IMPORT_QUEUE } from './import-jobs';

/**
 * On the embedded database one process owns the data folder, so an import job still running at start
 * died with the previous process (a crash: a clean stop hands its job back itself). It is queued again
 * at once from its saved cursor, instead of waiting for the queue to expire the dead run. Not for an
 * external database, where another live process may be running it (the queue's expiry and the stale
 * check of a poll recover those: import-jobs.ts ownJob). Queued jobs are sent again too: a restored
 * backup holds the app's tables, not the queue's; a second message for a job is harmless (the run that
 * finds it taken or ended does nothing: runImportJob).
 */
export async function resumeInterruptedImportJobs(db: Db, queue: JobQueue): Promise<number> {
  const resumed = await db
    .update(importJob)
    .set({ status: 'queued', updatedAt: new Date() })
    .where(inArray(importJob.status, ['queued', 'running']))
    .returning({ id: importJob.id });
  for (const { id } of resumed) await queue.send(IMPORT_QUEUE, { id });
  return resumed.length;
}

/** system_meta key a restore leaves (platform/backup/restore.ts): the queue has import jobs to be sent. */
export const RESTORED_IMPORT_JOBS = 'import_jobs_restored';

/**
 * After a restore (on any database: embedded or external), once: every queued import job is sent to the
 * queue, which a backup does not hold (the `pgboss` schema is left out on purpose; restore.ts says why).
 * The marker is removed only after the jobs are sent, so a start that dies halfway leaves it for the
 * next one; several processes starting together may each send them, which is harmless. Answers the
 * number of jobs sent, or null when there was no restore to finish. `queue` is asked for only then, so
 * an ordinary start does not pay for one.
 */
export async function resumeRestoredImportJobs(
  db: Db,
  queue: () => Promise<JobQueue> | JobQueue,
): Promise<number | null> {
  const [marker] = await db.select().from(systemMeta).where(eq(systemMeta.key, RESTORED_IMPORT_JOBS));
  if (!marker) return null;
  const jobs = await db
    .select({ id: importJob.id })
    .from(importJob)
    .where(inArray(importJob.status, ['queued', 'running']));
  const q = await queue();
  for (const { id } of jobs) await q.send(IMPORT_QUEUE, { id });
  await db.delete(systemMeta).where(eq(systemMeta.key, RESTORED_IMPORT_JOBS));
  return jobs.length;
}
