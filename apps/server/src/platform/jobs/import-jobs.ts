import { setImmediate as yieldToLoop } from 'node:timers/promises';
import {
  IMPORT_JOB_ERRORS_CAP,
  type ImportProgress,
  type ImportResult,
  LANGUAGES,
  type Language,
} from '@zhuji/shared';
import { and, asc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { AppError } from '../envelope';
import { defineQueue, drainInProcessJobs, type JobLog, queueFor } from '../queue/queue';
import { importJob, importJobError, importJobRow } from './import-job.table';
import { type ImportJobSpec, stageImportJob } from './import-staging';

export type { ImportItem, ImportJobSpec } from './import-staging';

type RowError = { row: number; message: string };

/** Thrown by a row handler to report a row as bad with this message (shown to the user as is). */
export class ImportRowError extends Error {}

/** What a handler did with a valid row: added it, or skipped it because it is already there. */
export type ImportOutcome = 'added' | 'skipped';

/** What a handler's run of a job has besides its rows; all but the database comes from the job's row. */
export interface ImportContext<P> {
  db: Db;
  /** The job's `params` as given to startImportJob (JSON). */
  params: P;
  lang: Language;
  /** Lives as long as the job, its retries included: what one batch leaves for the next. */
  jobState: Map<string, number>;
  log: JobLog;
}

/**
 * What a resource's import does, registered under its name when the module is loaded
 * (`registerImportHandler`), so the process that runs the job — any of them — finds it by the job's
 * `resource`: a job's row holds data only, never code.
 */
export interface ImportHandler<T, P = Record<string, unknown>> {
  /**
   * Does one row's work (its own transaction if it writes several tables). Throwing ImportRowError or
   * AppError reports the row with that message; any other error reports it with a generic message.
   * Returning 'skipped' counts the row as already there.
   */
  handleRow?: (
    ctx: ImportContext<P>,
    row: T,
    index: number,
  ) => Promise<ImportOutcome | undefined> | ImportOutcome | undefined;
  /**
   * Does up to `batchSize` rows' work at once (one transaction), answering each row's outcome or error
   * message in order. If it throws, the batch is retried row by row through handleRow when there is one
   * (so the row at fault is named), else every row of the batch is refused.
   */
  handleBatch?: (ctx: ImportContext<P>, rows: T[]) => Promise<(ImportOutcome | { error: string })[]>;
  /** Rows per handleBatch call (default 500). */
  batchSize?: number;
  /** The progress row (and the resume point) is written every this many rows (default 100). */
  progressEvery?: number;
}

const handlers = new Map<string, ImportHandler<unknown, unknown>>();

/** Registers (or replaces) what importing `resource` does. */
export function registerImportHandler<T, P = Record<string, unknown>>(
  resource: string,
  handler: ImportHandler<T, P>,
): void {
  handlers.set(resource, handler as ImportHandler<unknown, unknown>);
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

/** Runs of one job before it is failed for good (the first and the queue's retries). */
export const IMPORT_JOB_ATTEMPTS = 3;

/**
 * The import queue: a job's payload is its import_job id; the rows are staged in the database. A run
 * that throws (the database went away) or outlives its process is retried after 10 s, then 20 s.
 */
export const IMPORT_QUEUE = defineQueue<{ id: string }>(
  'import',
  { retryLimit: IMPORT_JOB_ATTEMPTS - 1, retryDelay: 10, expireInSeconds: 15 * 60 },
  ({ id }, { db, log, signal }) => runImportJob(db, id, log, signal),
);

/** Waits for the import jobs running in this process without pg-boss (JOB_QUEUE=off: tests). */
export function drainImportJobs(): Promise<void> {
  return drainInProcessJobs();
}

/**
 * Records a job (status queued) with its rows staged in import_job_row, in one transaction, and queues
 * it: some process's worker (platform/queue) runs it through the handler registered for `resource`,
 * writing progress to the job's row, then status done (or failed once IMPORT_JOB_ATTEMPTS runs broke —
 * a bad row is not a failure). Every refused row is kept in import_job_error, the first
 * IMPORT_JOB_ERRORS_CAP also on the job. Answers with the job id, which the client polls with
 * GET /api/common/import/loading and reads with POST /api/common/import/result. `finished` settles
 * when the job has ended where it runs in this process (JOB_QUEUE=off), else it is null.
 */
export async function startImportJob<T>(
  db: Db,
  spec: ImportJobSpec<T>,
): Promise<{ id: string; finished: Promise<void> | null }> {
  const id = await stageImportJob(db, spec);
  try {
    const { done } = await queueFor(db, spec.log).send(IMPORT_QUEUE, { id });
    return { id, finished: done };
  } catch (err) {
    // Not queued: nothing would ever run it, so it ends now rather than polling for ever.
    await db
      .update(importJob)
      .set({
        status: 'failed',
        errors: sql`${importJob.errors} || ${JSON.stringify([{ row: 0, message: messages.jobFailed[spec.lang ?? 'zh'] }])}::jsonb`,
        finishedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(importJob.id, id));
    await db.delete(importJobRow).where(eq(importJobRow.jobId, id));
    throw err;
  }
}

/**
 * The same job run here and now, in the caller's request, instead of by the queue: the kit's small
 * imports (platform/kit/define-resource.ts), which answer with the counts. Same staging, same runner,
 * same handler as a big import (issue 21: "the kit's small-import path and the big one share this
 * code"); only who runs it differs. A handler's error is not turned into row errors here: the job is
 * failed and the error thrown to the caller, whose batch (its transaction) wrote nothing — the kit
 * answers a refused hook (e.g. a part naming a building the project lacks) with its 4xx, as before.
 * Answers the job id once it has ended.
 */
export async function runImportJobNow<T>(db: Db, spec: ImportJobSpec<T>): Promise<string> {
  const id = await stageImportJob(db, spec);
  await runImportJob(db, id, spec.log ?? silentLog, undefined, { strict: true });
  return id;
}

const silentLog: JobLog = { error: () => undefined };

/**
 * The database went away (a restart, a failover, a dropped connection): not the row's fault, so the run
 * ends and the queue retries it, rather than refusing every row after with "该行导入失败". SQLSTATE
 * class 08 (connection exception) and 57P01–57P03 (shutdown, cannot connect now).
 */
function connectionLost(err: unknown, depth = 0): boolean {
  // drizzle wraps the driver's error (DrizzleQueryError.cause).
  const cause = (err as { cause?: unknown } | null)?.cause;
  if (cause && depth < 3 && connectionLost(cause, depth + 1)) return true;
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && (code.startsWith('08') || /^57P0[123]$/.test(code))) return true;
  const message = err instanceof Error ? err.message : '';
  return /Connection terminated|ECONNREFUSED|ECONNRESET/.test(message);
}

type Staged<T> = { seq: number; row: number; value: T | null; error: string | null };

/**
 * One run of a job, in whichever process's worker took it. It takes the job when it is queued, or
 * running but unwritten for IMPORT_JOB_STALE_MS (its run died), and resumes after the job's cursor: the
 * rows, counts, errors and jobState up to the cursor are saved together, so a retry neither loses nor
 * counts twice what was saved (a batch written after the last save is written again: an import skips a
 * row already there, so it counts as skipped). Throws, for the queue to retry, when the run broke and
 * attempts remain; after the last it records the job failed.
 */
export async function runImportJob(
  db: Db,
  id: string,
  log: JobLog,
  signal?: AbortSignal,
  { strict = false }: { strict?: boolean } = {},
): Promise<void> {
  const [job] = await db
    .update(importJob)
    .set({ status: 'running', attempts: sql`${importJob.attempts} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(importJob.id, id),
        or(
          eq(importJob.status, 'queued'),
          and(
            eq(importJob.status, 'running'),
            lt(importJob.updatedAt, new Date(Date.now() - IMPORT_JOB_STALE_MS)),
          ),
        ),
      ),
    )
    .returning();
  // Done, failed, or alive in another run: nothing to do here.
  if (!job) return;
  const lang = (LANGUAGES as readonly string[]).includes(job.lang) ? (job.lang as Language) : 'zh';
  const handler = handlers.get(job.resource) as ImportHandler<unknown, unknown> | undefined;
  const every = Math.max(1, handler?.progressEvery ?? 100);
  const errors: RowError[] = [...job.errors];
  let unsaved: RowError[] = [];
  let { errorCount, processed, okCount, skippedCount } = job;
  let cursor = job.cursor;
  let lastProgress = processed;
  const ctx: ImportContext<unknown> = {
    db,
    params: job.params,
    lang,
    jobState: new Map(Object.entries(job.state)),
    log,
  };
  const refuse = (row: number, message: string) => {
    errorCount++;
    if (errors.length < IMPORT_JOB_ERRORS_CAP) errors.push({ row, message });
    unsaved.push({ row, message });
  };
  const count = (outcome: ImportOutcome | undefined) => {
    if (outcome === 'skipped') skippedCount++;
    else okCount++;
  };
  const counts = () => ({
    processed,
    okCount,
    skippedCount,
    errorCount,
    errors,
    cursor,
    state: Object.fromEntries(ctx.jobState),
    updatedAt: new Date(),
  });
  // The errors, counts and cursor in one transaction: a retry resumes exactly from what was saved.
  const save = async (extra: Partial<typeof importJob.$inferInsert> = {}) => {
    lastProgress = processed;
    const batch = unsaved;
    unsaved = [];
    await db.transaction(async (tx) => {
      if (batch.length) await tx.insert(importJobError).values(batch.map((e) => ({ jobId: id, ...e })));
      await tx
        .update(importJob)
        .set({ ...counts(), ...extra })
        .where(eq(importJob.id, id));
      if (extra.status === 'done') await tx.delete(importJobRow).where(eq(importJobRow.jobId, id));
    });
  };
  const messageOf = (err: unknown, row: number) => {
    const known = err instanceof ImportRowError || err instanceof AppError;
    if (!known) log.error({ err, job: id, row }, 'import row failed');
    return known ? err.message : messages.rowFailed[lang];
  };
  const rowError = (err: unknown, row: number) => {
    if (strict || connectionLost(err)) throw err;
    refuse(row, messageOf(err, row));
  };
  const oneByOne = async (batch: Staged<unknown>[]) => {
    for (const { seq, row, value, error } of batch) {
      if (error !== null) refuse(row, error);
      else
        try {
          if (!handler?.handleRow) throw new Error('no row handler');
          count(await handler.handleRow(ctx, value, seq - 1));
        } catch (err) {
          rowError(err, row);
        }
      processed++;
      cursor = seq;
      if (processed - lastProgress >= every) {
        await save();
        // Lets requests (and the progress polls) through between batches of synchronous handlers.
        await yieldToLoop();
      }
    }
  };
  const together = async (batch: Staged<unknown>[]) => {
    const handleBatch = handler!.handleBatch!;
    // Rows refused while reading count in their place; the others go to the handler together.
    const valid = batch.filter((b) => b.error === null);
    let outcomes: Awaited<ReturnType<typeof handleBatch>> = [];
    try {
      if (valid.length)
        outcomes = await handleBatch(
          ctx,
          valid.map((b) => b.value),
        );
    } catch (err) {
      if (strict || connectionLost(err)) throw err;
      if (handler?.handleRow) return oneByOne(batch);
      for (const { row, error } of batch) refuse(row, error ?? messageOf(err, row));
      processed += batch.length;
      cursor = batch.at(-1)!.seq;
      return;
    }
    let i = 0;
    for (const { row, error } of batch) {
      if (error !== null) {
        refuse(row, error);
        continue;
      }
      const outcome = outcomes[i++];
      if (typeof outcome === 'object') refuse(row, outcome.error);
      else count(outcome);
    }
    processed += batch.length;
    cursor = batch.at(-1)!.seq;
    if (processed - lastProgress >= every) await save();
    await yieldToLoop();
  };
  try {
    if (!handler) throw new Error(`no import handler registered for ${job.resource}`);
    const size = handler.handleBatch ? Math.max(1, handler.batchSize ?? 500) : 500;
    const handle = handler.handleBatch ? together : oneByOne;
    const read = (after: number): Promise<Staged<unknown>[]> =>
      db
        .select({
          seq: importJobRow.seq,
          row: importJobRow.row,
          value: importJobRow.value,
          error: importJobRow.error,
        })
        .from(importJobRow)
        .where(and(eq(importJobRow.jobId, id), gt(importJobRow.seq, after)))
        .orderBy(asc(importJobRow.seq))
        .limit(size);
    // The next batch is read while the current one is written: the reads and the writes overlap.
    let batch = await read(cursor);
    while (batch.length) {
      if (signal?.aborted) {
        // The process is stopping: what is done is saved and the rest queued again, as a new job
        // (this run does not count as an attempt), for whichever process works next.
        await save({ status: 'queued' });
        await db
          .update(importJob)
          .set({ attempts: sql`${importJob.attempts} - 1` })
          .where(eq(importJob.id, id));
        await queueFor(db).send(IMPORT_QUEUE, { id });
        return;
      }
      const next = batch.length < size ? Promise.resolve([]) : read(batch.at(-1)!.seq);
      next.catch(() => undefined); // awaited below; only keeps a failure from counting as unhandled
      await handle(batch);
      batch = await next;
    }
    await save({ status: 'done', total: processed, finishedAt: new Date() });
  } catch (err) {
    // A refusal the caller answers itself (strict: the kit's 4xx) is not a fault to log.
    if (!(strict && err instanceof AppError))
      log.error({ err, job: id, attempt: job.attempts }, 'import job failed');
    if (!strict && job.attempts < IMPORT_JOB_ATTEMPTS) {
      // Back to the queue from the last saved point (not `counts()`: what came after it is redone).
      await db
        .update(importJob)
        .set({ status: 'queued', updatedAt: new Date() })
        .where(and(eq(importJob.id, id), eq(importJob.status, 'running')));
      throw err;
    }
    const failure = [...errors, { row: 0, message: messages.jobFailed[lang] }].slice(-IMPORT_JOB_ERRORS_CAP);
    await db
      .transaction(async (tx) => {
        await tx
          .update(importJob)
          .set({ status: 'failed', errors: failure, updatedAt: new Date(), finishedAt: new Date() })
          .where(eq(importJob.id, id));
        await tx.delete(importJobRow).where(eq(importJobRow.jobId, id));
      })
      .catch((e: unknown) => log.error({ err: e, job: id }, 'import job: recording the failure failed'));
    if (strict) throw err;
  }
}

/** A running job not written for this long has died with its process (a restart, a deploy). */
export const IMPORT_JOB_STALE_MS = 10 * 60 * 1000;

/**
 * The user's job. A running one whose run has died (no progress written for IMPORT_JOB_STALE_MS) is
 * handed back to the queue here when it has runs left — the queue retries it too, once its run expires,
 * but a poll need not wait for that — and recorded as failed when it has none, so the page polling it
 * stops and says so instead of waiting for ever. A queued job waits for a worker, however long.
 */
async function ownJob(db: Db, id: string, userId: number) {
  const [row] = await db
    .select()
    .from(importJob)
    .where(and(eq(importJob.id, id), eq(importJob.userId, userId)));
  if (row?.status !== 'running') return row;
  if (Date.now() - row.updatedAt.getTime() < IMPORT_JOB_STALE_MS) return row;
  const now = new Date();
  // Only if it is still unwritten for that long (the job may have been alive after all).
  const stillStale = and(
    eq(importJob.id, id),
    eq(importJob.status, 'running'),
    lt(importJob.updatedAt, new Date(now.getTime() - IMPORT_JOB_STALE_MS)),
  );
  if (row.attempts < IMPORT_JOB_ATTEMPTS) {
    const [requeued] = await db
      .update(importJob)
      .set({ status: 'queued', updatedAt: now })
      .where(stillStale)
      .returning();
    if (requeued) await queueFor(db).send(IMPORT_QUEUE, { id });
    return requeued ?? (await db.select().from(importJob).where(eq(importJob.id, id)))[0];
  }
  const [failed] = await db
    .update(importJob)
    .set({
      status: 'failed',
      errors: [...row.errors, { row: 0, message: messages.jobFailed.zh }].slice(-IMPORT_JOB_ERRORS_CAP),
      updatedAt: now,
      finishedAt: now,
    })
    .where(stillStale)
    .returning();
  if (failed) await db.delete(importJobRow).where(eq(importJobRow.jobId, id));
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

/**
 * What an ended job did, with every refused row (not only the first IMPORT_JOB_ERRORS_CAP), in row
 * order: the kit's small imports answer it in the request (KitImportResult).
 */
export async function importJobOutcome(db: Db, id: string) {
  const [job] = await db.select().from(importJob).where(eq(importJob.id, id));
  if (!job) throw new Error(`import job ${id} not found`);
  const errors = await db
    .select({ row: importJobError.row, message: importJobError.message })
    .from(importJobError)
    .where(eq(importJobError.jobId, id))
    .orderBy(asc(importJobError.row), asc(importJobError.id));
  return {
    status: job.status,
    total: job.total,
    okCount: job.okCount,
    skippedCount: job.skippedCount,
    errors,
  };
}
