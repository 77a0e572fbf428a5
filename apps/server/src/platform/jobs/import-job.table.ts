import { IMPORT_JOB_STATUS } from '@zhuji/shared';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * A background import (docs/architecture.md#runtime "jobs: a PostgreSQL queue, progress rows in the
 * database"). Its rows are staged in import_job_row, so any process's queue worker can run it and a
 * retry after a stop resumes after `cursor`.
 */
export const importJob = pgTable(
  'import_job',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The owner: only this user reads the progress and the result. */
    userId: bigint({ mode: 'number' }).notNull(),
    projectId: bigint({ mode: 'number' }),
    /** What is imported, e.g. the kit resource name 'building'. */
    resource: text().notNull(),
    status: text({ enum: IMPORT_JOB_STATUS }).notNull().default('queued'),
    total: integer().notNull(),
    processed: integer().notNull().default(0),
    okCount: integer().notNull().default(0),
    errorCount: integer().notNull().default(0),
    /** Valid rows not added because they are already there (a second import of the same file). */
    skippedCount: integer().notNull().default(0),
    /** [{ row, message }], the first IMPORT_JOB_ERRORS_CAP of them; all of them are in import_job_error. */
    errors: jsonb().$type<{ row: number; message: string }[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Written with every progress row: a running job that stops being written has died with its process. */
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
    /** What the registered handler needs besides the rows (JSON: e.g. the project and the actor). */
    params: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** Language of the messages the job writes (the importing user's). */
    lang: text().notNull().default('zh'),
    /** Runs begun (the queue's retries included); a job failing at IMPORT_JOB_ATTEMPTS is failed for good. */
    attempts: integer().notNull().default(0),
    /** Staged rows with seq ≤ cursor are done and counted: a retry resumes after it. */
    cursor: integer().notNull().default(0),
    /** What one batch leaves for the next (the handler's jobState), kept with the cursor. */
    state: jsonb().$type<Record<string, number>>().notNull().default({}),
  },
  (t) => [index('import_job_user_idx').on(t.userId, t.createdAt.desc().nullsFirst())],
);

/** Every refused row of a job, however many: the error workbook streams them from here. */
export const importJobError = pgTable(
  'import_job_error',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    jobId: uuid()
      .notNull()
      .references(() => importJob.id, { onDelete: 'cascade' }),
    row: integer().notNull(),
    message: text().notNull(),
  },
  (t) => [index('import_job_error_job_idx').on(t.jobId, t.row, t.id)],
);

/**
 * The rows of a job waiting to be handled, in file order (`seq` from 1): the parsed value, or the reason
 * the row was refused while reading. Written when the job is started, removed when it ends.
 */
export const importJobRow = pgTable(
  'import_job_row',
  {
    jobId: uuid()
      .notNull()
      .references(() => importJob.id, { onDelete: 'cascade' }),
    seq: integer().notNull(),
    /** The row number the user sees (a spreadsheet's header is row 1). */
    row: integer().notNull(),
    value: jsonb(),
    error: text(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.seq] })],
);
