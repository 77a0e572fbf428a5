import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { IMPORT_JOB_ERRORS_CAP, type Language } from '@zhuji/shared';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Db } from '../db/client';
import type { JobLog } from '../queue/queue';
import { importJob } from './import-job.table';

// Staging an import job's rows (platform/jobs README "Durable"), apart from the runner in import-jobs.ts.

type RowError = { row: number; message: string };

/** One row of a streamed import: its value, or the reason it was refused before the job saw it. */
export type ImportItem<T> = { row: number; value: T } | { row: number; error: string };

export interface ImportJobSpec<T> {
  userId: number;
  projectId: number | null;
  /** What is imported, e.g. 'building': the registered handler that runs the job. */
  resource: string;
  /** What the handler needs besides the rows (JSON), e.g. the project and the actor. */
  params?: Record<string, unknown>;
  /**
   * The rows (JSON values): an array, or a stream of items (a big workbook read row by row from disk),
   * staged in import_job_row a chunk at a time, so memory stays flat.
   */
  rows: readonly T[] | AsyncIterable<ImportItem<T>>;
  /** The row number shown to the user; default index + 1. Spreadsheets pass their own (header = 1). */
  rowNumber?: (row: T, index: number) => number;
  /** Rows already found bad before the job (e.g. parse errors); counted in total and in errors. */
  initialErrors?: readonly RowError[];
  /** Runs once the rows are staged, whatever happened (e.g. removes the uploaded file). */
  cleanup?: () => Promise<void> | void;
  lang?: Language;
  log?: JobLog;
}

const isStream = <T>(rows: ImportJobSpec<T>['rows']): rows is AsyncIterable<ImportItem<T>> =>
  !Array.isArray(rows);

const poolOf = (db: Db) => (db as unknown as { $client: pg.Pool }).$client;

/** A value as COPY's text format carries it: backslash, newline, carriage return and tab escaped. */
const copyText = (text: string) =>
  text.replace(/[\\\n\r\t]/g, (c) => (c === '\\' ? '\\\\' : c === '\n' ? '\\n' : c === '\r' ? '\\r' : '\\t'));

/** Characters of COPY text handed to the connection at a time. */
const COPY_CHUNK = 256 * 1024;

/**
 * Writes the job's row and its initial errors, then streams its rows into import_job_row with COPY
 * (pg-copy-streams), all in one transaction on one connection: nothing of the job exists unless every
 * row is staged, and the rows are never all in memory (the reader is pulled as COPY takes them). COPY
 * rather than INSERT: no statement to build or plan per chunk, no bind parameters; the server parses
 * text lines (issue 21). A reader that throws (e.g. too many rows) cancels the COPY and rolls back.
 */
export async function stageImportJob<T>(db: Db, spec: ImportJobSpec<T>): Promise<string> {
  const initial = spec.initialErrors ?? [];
  const client = await poolOf(db).connect();
  let open = false;
  try {
    await client.query('begin');
    open = true;
    const tx = drizzle(client, { casing: 'snake_case' });
    const [job] = await tx
      .insert(importJob)
      .values({
        userId: spec.userId,
        projectId: spec.projectId,
        resource: spec.resource,
        params: spec.params ?? {},
        lang: spec.lang ?? 'zh',
        total: initial.length,
        processed: initial.length,
        errorCount: initial.length,
        errors: initial.slice(0, IMPORT_JOB_ERRORS_CAP),
      })
      .returning({ id: importJob.id });
    const jobId = job!.id;
    if (initial.length)
      await client.query(
        `insert into import_job_error (job_id, row, message)
         select $1, e.row, e.message from json_to_recordset($2::json) as e(row int, message text)`,
        [jobId, JSON.stringify(initial)],
      );
    let seq = 0;
    const items = isStream(spec.rows) ? spec.rows : arrayItems(spec, spec.rows);
    async function* lines(): AsyncGenerator<string> {
      let text = '';
      for await (const item of items) {
        seq++;
        text +=
          'error' in item
            ? `${jobId}\t${seq}\t${item.row}\t\\N\t${copyText(item.error)}\n`
            : `${jobId}\t${seq}\t${item.row}\t${
                item.value === null || item.value === undefined ? '\\N' : copyText(JSON.stringify(item.value))
              }\t\\N\n`;
        if (text.length >= COPY_CHUNK) {
          yield text;
          text = '';
        }
      }
      if (text) yield text;
    }
    await pipeline(
      Readable.from(lines()),
      client.query(copyFrom('copy import_job_row (job_id, seq, row, value, error) from stdin')),
    );
    await tx
      .update(importJob)
      .set({ total: seq + initial.length })
      .where(eq(importJob.id, jobId));
    await client.query('commit');
    open = false;
    return jobId;
  } finally {
    // A connection that cannot even roll back is dropped rather than handed back to the pool.
    const broken = open
      ? await client.query('rollback').then(
          () => false,
          () => true,
        )
      : false;
    client.release(broken);
    await Promise.resolve(spec.cleanup?.()).catch((err: unknown) =>
      spec.log?.error({ err }, 'import cleanup failed'),
    );
  }
}

async function* arrayItems<T>(spec: ImportJobSpec<T>, rows: readonly T[]): AsyncGenerator<ImportItem<T>> {
  for (const [index, value] of rows.entries())
    yield { row: spec.rowNumber ? spec.rowNumber(value, index) : index + 1, value };
}
