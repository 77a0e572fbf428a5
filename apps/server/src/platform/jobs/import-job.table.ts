import { IMPORT_JOB_STATUS } from '@zhuji/shared';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** A background import (docs/architecture.md#runtime "jobs: in-process workers, progress rows in the database"). */
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
