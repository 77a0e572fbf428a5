import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { IMPORT_JOB_ERRORS_CAP, type ImportProgress, type ImportResult, type Language } from '@zhuji/shared';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { AppError } from '../envelope';
import { importJob, importJobError } from './import-job.table';

type RowError = { row: number; message: string };

/** Thrown by a row handler to report a row as bad with this message (shown to the user as is). */
export class ImportRowError extends Error {}

/** What a handler did with a valid row: added it, or skipped it because it is already there. */
export type ImportOutcome = 'added' | 'skipped';

/** One row of a streamed import: its value, or the reason it was refused before the job saw it. */
export type ImportItem<T> = { row: number; value: T } | { row: number; error: string };

export interface ImportJobSpec<T> {
  userId: number;
  projectId: number | null;
  /** What is imported, e.g. 'building'. */
  resource: string;
  /**
   * The rows: an array held in memory, or a stream of items read as the job goes (a big workbook read
   * row by row from disk), which never holds more than one batch.
   */
  rows: readonly T[] | AsyncIterable<ImportItem<T>>;
  /** The row count a streamed job shows its progress against: a number, or counted when the job starts. */
  total?: number | (() => Promise<number>);
  /**
   * Does one row's work (its own transaction if it writes several tables). Throwing ImportRowError or
   * AppError reports the row with that message; any other error reports it with a generic message.
   * Returning 'skipped' counts the row as already there.
   */
  handleRow?: (row: T, index: number) => Promise<ImportOutcome | undefined> | ImportOutcome | undefined;
  /**
   * Does up to `batchSize` rows' work at once (one transaction), answering each row's outcome or error
   * message in order. If it throws, the batch is retried row by row through handleRow when there is one
   * (so the row at fault is named), else every row of the batch is refused.
   */
  handleBatch?: (rows: T[]) => Promise<(ImportOutcome | { error: string })[]>;
  /** Rows per handleBatch call (default 500). */
  batchSize?: number;
  /** The row number shown to the user; default index + 1. Spreadsheets pass their own (header = 1). */
  rowNumber?: (row: T, index: number) => number;
  /** Rows already found bad before the job (e.g. parse errors); counted in total and in errors. */
  initialErrors?: readonly RowError[];
  /** The progress row is written every this many rows (default 100). */
  progressEvery?: number;
  /** Runs once the job has ended, however it ended (e.g. removes the uploaded file). */
  cleanup?: () => Promise<void> | void;
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

const isStream = <T>(rows: ImportJobSpec<T>['rows']): rows is AsyncIterable<ImportItem<T>> =>
  !Array.isArray(rows);

/**
 * Records a job (status queued) and runs it in the background of this process: each row through
 * `handleRow` or a batch at a time through `handleBatch`, the progress row updated every
 * `progressEvery` rows, then status done (or failed when the job itself breaks — a bad row is not a
 * failure). Every refused row is kept in import_job_error, the first IMPORT_JOB_ERRORS_CAP also on the
 * job. Answers at once with the job id, which the client polls with GET /api/common/import/loading and
 * reads with POST /api/common/import/result. `finished` settles when the job has ended (never rejects).
 */
export async function startImportJob<T>(
  db: Db,
  spec: ImportJobSpec<T>,
): Promise<{ id: string; finished: Promise<void> }> {
  const initial = spec.initialErrors ?? [];
  const known = isStream(spec.rows) ? (typeof spec.total === 'number' ? spec.total : 0) : spec.rows.length;
  const id = await db.transaction(async (tx) => {
    const [job] = await tx
      .insert(importJob)
      .values({
        userId: spec.userId,
        projectId: spec.projectId,
        resource: spec.resource,
        total: known + initial.length,
        processed: initial.length,
        errorCount: initial.length,
        errors: initial.slice(0, IMPORT_JOB_ERRORS_CAP),
      })
      .returning({ id: importJob.id });
    if (initial.length)
      await tx.insert(importJobError).values(initial.map((e) => ({ jobId: job!.id, ...e })));
    return job!.id;
  });
  const finished = yieldToLoop()
    .then(() => runJob(db, id, spec))
    .finally(async () => {
      running.delete(finished);
      await Promise.resolve(spec.cleanup?.()).catch((err: unknown) =>
        spec.log?.error({ err, job: id }, 'import cleanup failed'),
      );
    });
  running.add(finished);
  return { id, finished };
}

async function* arrayItems<T>(spec: ImportJobSpec<T>, rows: readonly T[]): AsyncGenerator<ImportItem<T>> {
  for (const [index, value] of rows.entries())
    yield { row: spec.rowNumber ? spec.rowNumber(value, index) : index + 1, value };
}

async function runJob<T>(db: Db, id: string, spec: ImportJobSpec<T>): Promise<void> {
  const lang = spec.lang ?? 'zh';
  const every = Math.max(1, spec.progressEvery ?? 100);
  const initial = spec.initialErrors ?? [];
  const errors: RowError[] = initial.slice(0, IMPORT_JOB_ERRORS_CAP);
  let unsaved: RowError[] = [];
  let errorCount = initial.length;
  let processed = initial.length;
  let okCount = 0;
  let skippedCount = 0;
  let index = 0;
  let lastProgress = processed;
  const refuse = (row: number, message: string) => {
    errorCount++;
    if (errors.length < IMPORT_JOB_ERRORS_CAP) errors.push({ row, message });
    unsaved.push({ row, message });
  };
  const count = (outcome: ImportOutcome | undefined) => {
    if (outcome === 'skipped') skippedCount++;
    else okCount++;
  };
  const saveErrors = async () => {
    if (!unsaved.length) return;
    const batch = unsaved;
    unsaved = [];
    await db.insert(importJobError).values(batch.map((e) => ({ jobId: id, ...e })));
  };
  const progress = async () => {
    lastProgress = processed;
    await saveErrors();
    await db
      .update(importJob)
      .set({ processed, okCount, skippedCount, errorCount, errors, updatedAt: new Date() })
      .where(eq(importJob.id, id));
  };
  const messageOf = (err: unknown, row: number) => {
    const known = err instanceof ImportRowError || err instanceof AppError;
    if (!known) spec.log?.error({ err, job: id, row }, 'import row failed');
    return known ? err.message : messages.rowFailed[lang];
  };
  const oneByOne = async (batch: { row: number; value: T }[]) => {
    for (const { row, value } of batch) {
      try {
        if (!spec.handleRow) throw new Error('no row handler');
        count(await spec.handleRow(value, index));
      } catch (err) {
        refuse(row, messageOf(err, row));
      }
      index++;
      processed++;
      if (processed - lastProgress >= every) {
        await progress();
        // Lets requests (and the progress polls) through between batches of synchronous handlers.
        await yieldToLoop();
      }
    }
  };
  const together = async (batch: { row: number; value: T }[]) => {
    const handleBatch = spec.handleBatch!;
    let outcomes: Awaited<ReturnType<typeof handleBatch>>;
    try {
      outcomes = await handleBatch(batch.map((b) => b.value));
    } catch (err) {
      if (spec.handleRow) return oneByOne(batch);
      for (const { row } of batch) refuse(row, messageOf(err, row));
      processed += batch.length;
      index += batch.length;
      return;
    }
    batch.forEach(({ row }, i) => {
      const outcome = outcomes[i];
      if (typeof outcome === 'object') refuse(row, outcome.error);
      else count(outcome);
    });
    processed += batch.length;
    index += batch.length;
    if (processed - lastProgress >= every) await progress();
    await yieldToLoop();
  };
  try {
    await db.update(importJob).set({ status: 'running', updatedAt: new Date() }).where(eq(importJob.id, id));
    if (typeof spec.total === 'function') {
      const total = await spec.total();
      await db
        .update(importJob)
        .set({ total: total + initial.length, updatedAt: new Date() })
        .where(eq(importJob.id, id));
    }
    const size = spec.handleBatch ? Math.max(1, spec.batchSize ?? 500) : 1;
    const handle = spec.handleBatch ? together : oneByOne;
    const items = isStream(spec.rows) ? spec.rows : arrayItems(spec, spec.rows);
    let batch: { row: number; value: T }[] = [];
    // The next batch is read and validated while the previous one is written: the sheet's parsing
    // and the database's work overlap instead of taking turns. One batch is written at a time.
    let writing: Promise<void> = Promise.resolve();
    for await (const item of items) {
      if ('error' in item) {
        await writing; // a refusal counts after the rows read before it
        refuse(item.row, item.error);
        processed++;
        continue;
      }
      batch.push(item);
      if (batch.length >= size) {
        await writing;
        writing = handle(batch);
        // Handled when awaited; this only keeps a failure from counting as unhandled meanwhile.
        writing.catch(() => undefined);
        batch = [];
      }
    }
    await writing;
    if (batch.length) await handle(batch);
    await saveErrors();
    await db
      .update(importJob)
      .set({
        status: 'done',
        // A streamed job's count was read before the job; the rows it went through are the truth.
        total: processed,
        processed,
        okCount,
        skippedCount,
        errorCount,
        errors,
        updatedAt: new Date(),
        finishedAt: new Date(),
      })
      .where(eq(importJob.id, id));
  } catch (err) {
    spec.log?.error({ err, job: id }, 'import job failed');
    const failure = [...errors, { row: 0, message: messages.jobFailed[lang] }].slice(-IMPORT_JOB_ERRORS_CAP);
    await saveErrors().catch(() => undefined);
    await db
      .update(importJob)
      .set({
        status: 'failed',
        processed,
        okCount,
        skippedCount,
        errorCount,
        errors: failure,
        updatedAt: new Date(),
        finishedAt: new Date(),
      })
      .where(eq(importJob.id, id))
      .catch(() => undefined);
  }
}

/** A job not written for this long has died with its process (a restart, a deploy): it is failed. */
export const IMPORT_JOB_STALE_MS = 10 * 60 * 1000;

/**
 * The user's job. A queued or running one whose process has gone (no progress written for
 * IMPORT_JOB_STALE_MS) is recorded as failed here, so the page polling it stops and says so instead of
 * waiting for ever. Jobs run in the process that took the upload, and any process may answer the poll.
 */
async function ownJob(db: Db, id: string, userId: number) {
  const [row] = await db
    .select()
    .from(importJob)
    .where(and(eq(importJob.id, id), eq(importJob.userId, userId)));
  if (!row || (row.status !== 'queued' && row.status !== 'running')) return row;
  if (Date.now() - row.updatedAt.getTime() < IMPORT_JOB_STALE_MS) return row;
  const now = new Date();
  const [failed] = await db
    .update(importJob)
    .set({
      status: 'failed',
      errors: [...row.errors, { row: 0, message: messages.jobFailed.zh }].slice(-IMPORT_JOB_ERRORS_CAP),
      updatedAt: now,
      finishedAt: now,
    })
    // Only if it is still unwritten for that long (the job may have been alive after all).
    .where(
      and(
        eq(importJob.id, id),
        inArray(importJob.status, ['queued', 'running']),
        lt(importJob.updatedAt, new Date(now.getTime() - IMPORT_JOB_STALE_MS)),
      ),
    )
    .returning();
  return failed ?? (await db.select().from(importJob).where(eq(importJob.id, id)))[0];
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
    skippedCount: row.skippedCount,
    errors: row.errors,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/**
 * Every refused row of one of the user's jobs, in row order, a page at a time (keyset on row and id),
 * for the error workbook; null when there is no such job of this user.
 */
export async function importJobErrors(
  db: Db,
  id: string,
  userId: number,
): Promise<{ resource: string; pages: AsyncGenerator<RowError[]> } | null> {
  const job = await ownJob(db, id, userId);
  if (!job) return null;
  async function* pages() {
    let after: { row: number; id: number } | null = null;
    for (;;) {
      const page: { id: number; row: number; message: string }[] = await db
        .select({ id: importJobError.id, row: importJobError.row, message: importJobError.message })
        .from(importJobError)
        .where(
          and(
            eq(importJobError.jobId, id),
            after
              ? sql`(${importJobError.row}, ${importJobError.id}) > (${after.row}, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(asc(importJobError.row), asc(importJobError.id))
        .limit(ERROR_PAGE);
      if (!page.length) return;
      yield page.map(({ row, message }) => ({ row, message }));
      const last = page.at(-1)!;
      after = { row: last.row, id: last.id };
      if (page.length < ERROR_PAGE) return;
    }
  }
  return { resource: job.resource, pages: pages() };
}

const ERROR_PAGE = 1000;
