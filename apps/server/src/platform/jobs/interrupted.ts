import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
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
