import { JOB_IMPORT, type Language, ok, type WorkbookImportCalls, type WorkbookPreview } from '@zhuji/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { DeclaredWho } from '../access/route-access';
import type { AuditActor } from '../audit/audit';
import type { Db } from '../db/client';
import { AppError } from '../envelope';
import { callRoute } from '../http/call-route';
import {
  type ImportContext,
  type ImportOutcome,
  ImportRowError,
  importJobErrors,
  registerImportHandler,
  startImportJob,
} from '../jobs/import-jobs';
import { replyWithSheet } from './excel';
import { type ImportColumn, openImport } from './import';
import { kitMessage, type LocalizedText } from './messages';
import { acceptWorkbookUploads, receiveWorkbook } from './workbook-upload';

/** What a module says about one of its big workbook imports; workbookImportRoutes does the rest. */
export interface WorkbookImportSpec<Row extends Record<string, unknown>> {
  /** The import job's resource name, e.g. 'specimen'. */
  resource: string;
  /** Its four calls as the catalogue declares them (`workbookImportCalls(prefix)` in @zhuji/shared). */
  calls: WorkbookImportCalls;
  tag: string;
  /** The template's sheet and file name, and its ASCII fallback. */
  title: LocalizedText;
  asciiName: string;
  columns: ImportColumn[];
  /** One row's contract; it receives `projectId` besides the mapped columns. */
  rowSchema: z.ZodObject;
  /**
   * Rows per transaction (default 500). A plain insert takes more (each batch is one statement,
   * db/bulk.ts, so fewer round trips and commits); one that holds locks or opens records keeps it small.
   */
  batchSize?: number;
  /** The field that identifies a row within a project: a second import of the same file adds nothing. */
  naturalKey: keyof Row & string;
  /** What `guard` checks, as the route table lists it (display, import and template; error sheets are the caller's own). */
  who: DeclaredWho;
  /** The caller may import into this project (membership and the menu action), else throws. */
  guard(db: Db, req: FastifyRequest, projectId: number): Promise<void>;
  /**
   * The preview's look at a batch of valid rows against the database, writing nothing: each row is
   * new, already there (an import skips it), or refused with a message (e.g. an unknown lab).
   */
  inspect(
    db: Db,
    projectId: number,
    rows: Row[],
    lang: Language,
  ): Promise<('new' | 'exists' | { error: string })[]>;
  /** Writes a batch of valid rows in one transaction, answering each row's outcome in order. */
  importBatch(
    db: Db,
    ctx: {
      projectId: number;
      actor: AuditActor;
      lang: Language;
      /** Lives as long as the job: what one batch leaves for the next (e.g. the submission it opened). */
      jobState: Map<string, number>;
    },
    rows: Row[],
  ): Promise<(ImportOutcome | { error: string })[]>;
}

/** What the kit's sheet reader needs of a workbook import. */
const importSpecOf = <Row extends Record<string, unknown>>(spec: WorkbookImportSpec<Row>) => ({
  columns: spec.columns,
  create: spec.rowSchema,
  naturalKey: [spec.naturalKey],
  maxRows: JOB_IMPORT.MAX_ROWS,
});

const BATCH = 500;

const messages = {
  noJob: {
    zh: '没有找到这次导入，请重新导入',
    en: 'This import was not found; import the file again',
    es: 'No se encontró esta importación; vuelva a importar el archivo',
  },
  errorSheet: { zh: '导入错误行', en: 'Import errors', es: 'Errores de importación' },
  errorHead: { zh: '行号|错误原因', en: 'Row|Error', es: 'Fila|Error' },
} as const satisfies Record<string, LocalizedText>;

/**
 * The import calls of docs/domains/specimen.md (display, import) for a workbook of any size, plus its template and
 * error workbook. The upload (raw .xlsx body or a multipart `file` part) is streamed to a temporary
 * file and read row by row: display validates every row and answers the first rows and errors,
 * writing nothing; import counts the rows (refusing too many before anything is written), then starts
 * a background job that validates and writes `BATCH` rows per transaction and keeps every refused row
 * for the error workbook. Memory stays flat with the file size.
 */
export function workbookImportRoutes<Row extends Record<string, unknown>>(spec: WorkbookImportSpec<Row>) {
  const importSpec = importSpecOf(spec);
  const tags = [spec.tag];

  registerWorkbookImportHandler(spec);
  return async function routes(app: FastifyInstance) {
    const db = app.db;
    await acceptWorkbookUploads(app, JOB_IMPORT.MAX_BYTES);
    const { calls } = spec;

    callRoute(app, calls.display, {
      who: spec.who,
      tags,
      summary: `${spec.title.zh}预览 (multipart file or raw .xlsx; every row checked, nothing written)`,
      handler: async (req) => {
        const projectId = req.query.proId;
        await spec.guard(db, req, projectId);
        const upload = await receiveWorkbook(req, JOB_IMPORT.MAX_BYTES, req.lang);
        try {
          const { items } = await openImport(upload.path, req.lang, { ...importSpec, projectId });
          const preview: WorkbookPreview = {
            total: 0,
            valid: 0,
            existing: 0,
            errorCount: 0,
            rows: [],
            errors: [],
          };
          // Natural keys seen in the file (to flag a repeat) and the batch awaiting the existence check.
          const seen = new Map<string, number>();
          let pending: { row: number; value: Row }[] = [];
          const refuse = (row: number, message: string) => {
            preview.errorCount++;
            if (preview.errors.length < JOB_IMPORT.PREVIEW_ERRORS) preview.errors.push({ row, message });
          };
          const check = async () => {
            const verdicts = await spec.inspect(
              db,
              projectId,
              pending.map((p) => p.value),
              req.lang,
            );
            for (const [i, { row, value }] of pending.entries()) {
              const verdict = verdicts[i] ?? 'new';
              if (typeof verdict === 'object') {
                refuse(row, verdict.error);
                continue;
              }
              preview.valid++;
              if (verdict === 'exists') preview.existing++;
              if (preview.rows.length < JOB_IMPORT.PREVIEW_ROWS)
                preview.rows.push({ row, ...value, exists: verdict === 'exists' });
            }
            pending = [];
          };
          for await (const item of items) {
            preview.total++;
            if ('error' in item) {
              refuse(item.row, item.error);
              continue;
            }
            const value = item.value as Row;
            const key = String(value[spec.naturalKey]);
            const first = seen.get(key);
            if (first !== undefined) {
              refuse(item.row, kitMessage('duplicateInFile', req.lang, { row: String(first) }));
              continue;
            }
            seen.set(key, item.row);
            pending.push({ row: item.row, value });
            if (pending.length >= BATCH) await check();
          }
          if (pending.length) await check();
          preview.errors.sort((a, b) => a.row - b.row);
          return ok(preview);
        } finally {
          await upload.remove();
        }
      },
    });

    callRoute(app, calls.import, {
      who: spec.who,
      tags,
      summary: `${spec.title.zh} (a background job: /api/common/import/loading and /result; 600 s client timeout)`,
      handler: async (req) => {
        const projectId = req.query.proId;
        await spec.guard(db, req, projectId);
        const upload = await receiveWorkbook(req, JOB_IMPORT.MAX_BYTES, req.lang);
        try {
          const { id } = await startWorkbookImport(db, spec, {
            file: upload.path,
            projectId,
            actor: { userId: req.user.userId, ip: req.ip },
            lang: req.lang,
            log: req.log,
            cleanup: upload.remove,
          });
          return ok({ id });
        } catch (err) {
          await upload.remove();
          throw err;
        }
      },
    });

    callRoute(app, calls.template, {
      who: spec.who,
      tags,
      summary: `${spec.title.zh}模板 (xlsx: the header row)`,
      handler: async (req, reply) => {
        await spec.guard(db, req, req.query.proId);
        const title = spec.title[req.lang];
        return replyWithSheet(reply, req.log, {
          title,
          filename: `${title}.xlsx`,
          asciiName: `${spec.asciiName}-template.xlsx`,
          columns: spec.columns.map((c) => ({ header: c.label[req.lang], width: 18 })),
          batches: (async function* () {})(),
        });
      },
    });

    callRoute(app, calls.errors, {
      who: { kind: 'signedIn', note: 'the caller’s own import jobs' },
      tags,
      summary: `${spec.title.zh}错误行 (xlsx: every refused row of one of the caller's jobs)`,
      handler: async (req, reply) => {
        const job = await importJobErrors(db, req.query.id, req.user.userId);
        if (job?.resource !== spec.resource) throw new AppError(messages.noJob[req.lang], 404, 404);
        const [rowHead, errorHead] = messages.errorHead[req.lang].split('|') as [string, string];
        const title = `${spec.title[req.lang]}-${messages.errorSheet[req.lang]}`;
        return replyWithSheet(reply, req.log, {
          title: messages.errorSheet[req.lang],
          filename: `${title}.xlsx`,
          asciiName: `${spec.asciiName}-import-errors.xlsx`,
          columns: [
            { header: rowHead, width: 10 },
            { header: errorHead, width: 60 },
          ],
          batches: (async function* () {
            for await (const page of job.pages) yield page.map((e) => [e.row, e.message]);
          })(),
        });
      },
    });
  };
}

/** What a workbook import job keeps besides its rows (import_job.params). */
interface WorkbookJobParams {
  projectId: number;
  actor: AuditActor;
}

/**
 * The job's side of a workbook import (platform/jobs README "handler registry"): registered under the
 * resource's name when the module defines its routes, so the queue worker of any process runs it.
 */
function registerWorkbookImportHandler<Row extends Record<string, unknown>>(spec: WorkbookImportSpec<Row>) {
  const context = ({ db, params, lang, jobState }: ImportContext<WorkbookJobParams>) => ({
    db,
    ctx: { projectId: params.projectId, actor: params.actor, lang, jobState },
  });
  registerImportHandler<Row, WorkbookJobParams>(spec.resource, {
    batchSize: spec.batchSize ?? BATCH,
    progressEvery: spec.batchSize ?? BATCH,
    handleBatch: (job, rows) => {
      const { db, ctx } = context(job);
      return spec.importBatch(db, ctx, rows);
    },
    // A batch that fails as a whole is retried a row at a time, so only the row at fault is refused.
    handleRow: async (job, row) => {
      const { db, ctx } = context(job);
      const [outcome] = await spec.importBatch(db, ctx, [row]);
      if (typeof outcome === 'object') throw new ImportRowError(outcome.error);
      return outcome;
    },
  });
}

/**
 * Starts the import job of a workbook saved at `file` (the route's path after its guard; benchmarks
 * call it directly): refuses a file that is not a workbook, lacks the columns or has too many rows
 * before anything is written, stages its rows in the database (import_job_row) and queues the job.
 * `cleanup` runs once the rows are staged.
 */
export async function startWorkbookImport<Row extends Record<string, unknown>>(
  db: Db,
  spec: WorkbookImportSpec<Row>,
  opts: {
    file: string;
    projectId: number;
    actor: AuditActor;
    lang: Language;
    log?: { error(obj: unknown, msg?: string): void };
    cleanup?: () => Promise<void>;
    maxRows?: number;
  },
): Promise<{ id: string; finished: Promise<void> | null }> {
  const { projectId, actor, lang } = opts;
  const maxRows = opts.maxRows ?? JOB_IMPORT.MAX_ROWS;
  const { items } = await openImport(opts.file, lang, { ...importSpecOf(spec), projectId, maxRows });
  // The sheet is read once: its rows are counted as they are staged, and one too many throws inside the
  // staging transaction, which then writes nothing (before, a first pass only counted them: the parse
  // is the bulk of an import's own work, so it was paid twice).
  async function* capped() {
    let n = 0;
    for await (const item of items) {
      if (++n > maxRows)
        throw new AppError(kitMessage('tooManyRows', lang, { max: String(maxRows) }), 422, 422);
      yield item as { row: number; value: Row } | { row: number; error: string };
    }
  }
  return startImportJob(db, {
    userId: actor.userId,
    projectId,
    resource: spec.resource,
    params: { projectId, actor } satisfies WorkbookJobParams,
    rows: capped(),
    cleanup: opts.cleanup,
    lang,
    log: opts.log,
  });
}
