import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { IMPORT_JOB_ERRORS_CAP, type ImportProgress, type ImportResult, type Language } from '@zhuji/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { AppError } from '../envelope';
import { importJob } from './import-job.table';

type RowError = { row: number; message: string };

/** Thrown by a row handler to report a row as bad with this message (shown to the user as is). */
export class ImportRowError extends Error {}

export interface ImportJobSpec<T> {
  userId: number;
  projectId: number | null;
  /** What is imported, e.g. 'building'. */
  resource: string;
  rows: readonly T[];
  /**
   * Does one row's work (its own transaction if it writes several tables). Throwing ImportRowError or
   * AppError reports the row with that message; any other error reports it with a generic message.
   */
  handleRow: (row: T, index: number) => Promise<void> | void;
  /** The row number shown to the user; default index + 1. Spreadsheets pass their own (header = 1). */
  rowNumber?: (row: T, index: number) => number;
  /** Rows already found bad before the job (e.g. parse errors); counted in total and in errors. */
  initialErrors?: readonly RowError[];
  /** The progress row is written every this many rows (default 100). */
  progressEvery?: number;
  lang?: Language;
  log?: { error(obj: unknown, msg?: string): void };
}

const messages = {
  rowFailed: {
    zh: '该行导入失败',
    en: 'This row could not be imported',
    es: 'No se pudo importar esta fila',
  },
  jobFailed: {
    zh: '导入意外中断，请重新导入',
    en: 'The import stopped unexpectedly; import the file again',
    es: 'La importación se detuvo inesperadamente; vuelva a importar el archivo',
  },
} as const satisfies Record<string, Record<Language, string>>;

/** Jobs running in this process; `drainImportJobs` waits for them (app close, tests). */
const running = new Set<Promise<void>>();

export function drainImportJobs(): Promise<void> {
  return Promise.all([...running]).then(() => undefined);
}

/**
 * Records a job (status queued) and runs it in the background of this process: each row through
 * `handleRow`, the progress row updated every `progressEvery` rows, then status done (or failed when
 * the job itself breaks — a bad row is not a failure). Answers at once with the job id, which the
 * client polls with GET /api/common/import/loading and reads with POST /api/common/import/result.
 * `finished` settles when the job has ended (never rejects).
 */
export async function startImportJob<T>(
  db: Db,
  spec: ImportJobSpec<T>,
): Promise<{ id: string; finished: Promise<void> }> {
  const initial = spec.initialErrors ?? [];
  const [job] = await db
    .insert(importJob)
    .values({
      userId: spec.userId,
      projectId: spec.projectId,
      resource: spec.resource,
      total: spec.rows.length + initial.length,
      processed: initial.length,
      errorCount: initial.length,
      errors: initial.slice(0, IMPORT_JOB_ERRORS_CAP),
    })
    .returning({ id: importJob.id });
  const id = job!.id;
  const finished = yieldToLoop()
    .then(() => runJob(db, id, spec))
    .finally(() => running.delete(finished));
  running.add(finished);
  return { id, finished };
}

async function runJob<T>(db: Db, id: string, spec: ImportJobSpec<T>): Promise<void> {
  const lang = spec.lang ?? 'zh';
  const every = Math.max(1, spec.progressEvery ?? 100);
  const errors: RowError[] = [...(spec.initialErrors ?? [])].slice(0, IMPORT_JOB_ERRORS_CAP);
  let errorCount = spec.initialErrors?.length ?? 0;
  let processed = errorCount;
  let okCount = 0;
  const progress = () =>
    db.update(importJob).set({ processed, okCount, errorCount, errors }).where(eq(importJob.id, id));
  try {
    await db.update(importJob).set({ status: 'running' }).where(eq(importJob.id, id));
    for (const [index, row] of spec.rows.entries()) {
      try {
        await spec.handleRow(row, index);
        okCount++;
      } catch (err) {
        errorCount++;
        const known = err instanceof ImportRowError || err instanceof AppError;
        if (!known) spec.log?.error({ err, job: id, index }, 'import row failed');
        if (errors.length < IMPORT_JOB_ERRORS_CAP) {
          const rowNo = spec.rowNumber ? spec.rowNumber(row, index) : index + 1;
          errors.push({ row: rowNo, message: known ? err.message : messages.rowFailed[lang] });
        }
      }
      processed++;
      if ((index + 1) % every === 0) {
        await progress();
        // Lets requests (and the progress polls) through between batches of synchronous handlers.
        await yieldToLoop();
      }
    }
    await db
      .update(importJob)
      .set({ status: 'done', processed, okCount, errorCount, errors, finishedAt: new Date() })
      .where(eq(importJob.id, id));
  } catch (err) {
    spec.log?.error({ err, job: id }, 'import job failed');
    const failure = [...errors, { row: 0, message: messages.jobFailed[lang] }].slice(-IMPORT_JOB_ERRORS_CAP);
    await db
      .update(importJob)
      .set({ status: 'failed', processed, okCount, errorCount, errors: failure, finishedAt: new Date() })
      .where(eq(importJob.id, id))
      .catch(() => undefined);
  }
}

async function ownJob(db: Db, id: string, userId: number) {
  const [row] = await db
    .select()
    .from(importJob)
    .where(and(eq(importJob.id, id), eq(importJob.userId, userId)));
  return row;
}

/** The job's progress, or null when there is no such job of this user (another user's job looks absent). */
export async function importJobProgress(db: Db, id: string, userId: number): Promise<ImportProgress | null> {
  const row = await ownJob(db, id, userId);
  if (!row) return null;
  return {
    id: row.id,
    resource: row.resource,
    status: row.status,
    total: row.total,
    processed: row.processed,
  };
}

export async function importJobResult(db: Db, id: string, userId: number): Promise<ImportResult | null> {
  const row = await ownJob(db, id, userId);
  if (!row) return null;
  return {
    id: row.id,
    resource: row.resource,
    status: row.status,
    total: row.total,
    processed: row.processed,
    okCount: row.okCount,
    errorCount: row.errorCount,
    errors: row.errors,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
