import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { importJob } from './import-job.table';

const INTERRUPTED =
  '服务重启，导入在此中断；已写入的行保留，请重新导入同一文件补齐其余行（已存在的行会跳过）';

/**
 * Jobs run in the process that started them, so on the embedded database (one process per data folder)
 * every job still queued or running at start died with the previous process: they are failed at once
 * instead of after IMPORT_JOB_STALE_MS. Each batch was its own transaction, so what is written is whole.
 * Not for an external database, where another live process may be running them.
 */
export async function failInterruptedImportJobs(db: Db): Promise<number> {
  const now = new Date();
  const failed = await db
    .update(importJob)
    .set({
      status: 'failed',
      errors: sql`${importJob.errors} || ${JSON.stringify([{ row: 0, message: INTERRUPTED }])}::jsonb`,
      updatedAt: now,
      finishedAt: now,
    })
    .where(inArray(importJob.status, ['queued', 'running']))
    .returning({ id: importJob.id });
  return failed.length;
}
