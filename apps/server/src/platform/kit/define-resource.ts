import { PassThrough } from 'node:stream';
import {
  type AnyCall,
  businessToday,
  callUrl,
  KIT_IMPORT,
  type KitAction,
  type Language,
  ok,
  resourceCalls,
  type SortOrder,
} from '@zhuji/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import type { z } from 'zod';
import type { RouteAccess } from '../access/actions';
import type { AuditActor } from '../audit/audit';
import type { SessionUser } from '../auth/session';
import type { Db } from '../db/client';
import { AppError } from '../envelope';
import { callSchema } from '../http/call-route';
import { oncePerClientId } from '../idempotency';
import {
  type ImportItem,
  importJobOutcome,
  registerImportHandler,
  runImportJobNow,
} from '../jobs/import-jobs';
import { contentDisposition, writeSheet, XLSX_TYPE } from './excel';
import { FIELD_TYPES, type FilterOp } from './field-types';
import { openImport } from './import';
import { kitMessage, type LocalizedText } from './messages';
import {
  type FieldSpec,
  type FilterQuery,
  type KitTable,
  type ResourceHooks,
  resourceService,
  type ServiceDefinition,
} from './resource-service';

type Keys<T> = keyof T & string;

/**
 * A resource: one static declaration drives the list's filters, sort whitelist and keyword, the
 * seven routes with their permission checks, the audit trail and the Excel columns.
 */
export interface ResourceDefinition<
  T extends KitTable,
  Item extends z.ZodObject,
  Create extends z.ZodObject<{ projectId: z.ZodType<number> }>,
  Update extends z.ZodObject<{ id: z.ZodType<number> }>,
  Filters extends z.ZodObject,
  Fields extends Record<string, FieldSpec<T>>,
  Sort extends readonly [Keys<Fields>, ...Keys<Fields>[]],
> {
  /** Audit resource name, e.g. 'building'. */
  name: string;
  /** Routes go under /api/<prefix>/. */
  prefix: string;
  /** Export file and sheet name; OpenAPI summaries. */
  title: LocalizedText;
  table: T;
  /** role_menu rows of this menu grant the actions. */
  menu: string;
  /** Rows carry project_id; every call checks membership of the row's (or the named) project. */
  projectScoped: true;
  contract: { item: Item; create: Create; update: Update; filters: Filters; sortFields: Sort };
  fields: Fields;
  /** Every filter parameter of the contract names a field and an operator of its type. */
  filters: { [K in Keys<z.infer<Filters>>]-?: { field: Keys<Fields>; op: FilterOp } };
  defaultSort: { field: Sort[number]; order: SortOrder };
  /** Column order of export; those also in the create contract are read back by import. */
  exportColumns: readonly Keys<Fields>[];
  /** Unique within the project (backed by a unique index): import skips rows that exist. */
  naturalKey: readonly (Keys<Fields> & Keys<z.input<Create>>)[];
  /** A valid create body (without projectId), distinct for each n: the authorization matrix uses it. */
  example(n: number): Omit<z.input<Create>, 'projectId'>;
  toItem?(row: T['$inferSelect']): z.input<Item>;
  hooks?: ResourceHooks;
  /**
   * Methods of `<prefix>/update`: POST by default; the spec's catalogue gives some updates as PUT
   * (amount plan, progress, funds), which then answer both (the body and the checks are the same).
   */
  updateMethods?: readonly ('POST' | 'PUT')[];
  /**
   * For resources whose rows refer to others (a part names its building): creates, idempotently, what
   * the examples refer to in a project, and fills the derived columns of an example row before
   * `insertExample` writes it (what `hooks.beforeWrite` does for a real write).
   */
  examplePrerequisites?: {
    prepare(db: Db, projectId: number): Promise<void>;
    complete(db: Db, projectId: number, values: Record<string, unknown>): Promise<Record<string, unknown>>;
  };
}

/** What the authorization matrix needs to call a kit route with valid input. */
export interface KitFixture {
  name: string;
  /** Creates what the examples refer to in the project (nothing for most resources). */
  prepare(db: Db, projectId: number): Promise<void>;
  /** Inserts an example row (no checks, no audit) and answers its id. */
  insertExample(db: Db, projectId: number, n: number): Promise<number>;
  example(n: number): Record<string, unknown>;
  /** An .xlsx holding the given example rows, as export would write them. */
  exampleSheet(ns: number[]): Promise<Buffer>;
}

export interface KitRouteConfig {
  access: RouteAccess & { fixture: KitFixture };
}

const poolOf = (db: Db) => (db as unknown as { $client: pg.Pool }).$client;

/** What a kit import job keeps besides its rows (import_job.params): JSON, as any job's. */
interface KitImportParams {
  projectId: number;
  user: SessionUser;
  actor: AuditActor;
}

export function defineResource<
  T extends KitTable,
  Item extends z.ZodObject,
  Create extends z.ZodObject<{ projectId: z.ZodType<number> }>,
  Update extends z.ZodObject<{ id: z.ZodType<number> }>,
  Filters extends z.ZodObject,
  Fields extends Record<string, FieldSpec<T>>,
  const Sort extends readonly [Keys<Fields>, ...Keys<Fields>[]],
>(def: ResourceDefinition<T, Item, Create, Update, Filters, Fields, Sort>) {
  for (const [param, { field, op }] of Object.entries<{ field: string; op: FilterOp }>(def.filters)) {
    const type = def.fields[field]?.type;
    if (!type || !(FIELD_TYPES[type].filterOps as readonly string[]).includes(op))
      throw new Error(`${def.name}: filter ${param} uses ${op} on ${field} (${type ?? 'no such field'})`);
  }
  const service = resourceService(def as unknown as ServiceDefinition);
  // Inside the kit the contract is handled as plain objects; the declaration above keeps it typed.
  const { create } = def.contract as { create: z.ZodObject };
  // The seven calls as the catalogue declares them (the web kit asks for the same ones).
  const calls = resourceCalls(def.prefix, def.contract, def.updateMethods?.[0] ?? 'POST');
  const createKeys = new Set(Object.keys(create.shape));
  const importColumns = def.exportColumns.filter((k) => createKeys.has(k));
  // The import's job handler: the whole file is one batch, so one transaction as the kit promises.
  const importResource = `kit:${def.name}`;
  registerImportHandler<Record<string, unknown>, KitImportParams>(importResource, {
    batchSize: KIT_IMPORT.MAX_ROWS,
    progressEvery: KIT_IMPORT.MAX_ROWS,
    handleBatch: ({ db, params, lang }, rows) =>
      service.importRows(db, params.user, params.actor, params.projectId, rows, lang),
  });
  /**
   * The sheet's rows as the job stages them: more than KIT_IMPORT.MAX_ROWS refuses the whole upload
   * (422, nothing written: it throws inside the staging transaction), and a natural key repeated in the
   * file is refused on the later row, naming the first.
   */
  async function* kitRows(items: AsyncIterable<ImportItem<Record<string, unknown>>>, lang: Language) {
    const seen = new Map<string, number>();
    let n = 0;
    for await (const item of items) {
      if (++n > KIT_IMPORT.MAX_ROWS)
        throw new AppError(kitMessage('tooManyRows', lang, { max: String(KIT_IMPORT.MAX_ROWS) }), 422, 422);
      if ('error' in item) {
        yield item;
        continue;
      }
      const key = JSON.stringify(def.naturalKey.map((k) => item.value[k]));
      const first = seen.get(key);
      if (first === undefined) {
        seen.set(key, item.row);
        yield item;
      } else yield { row: item.row, error: kitMessage('duplicateInFile', lang, { row: String(first) }) };
    }
  }
  const exportCells = (row: Record<string, unknown>) =>
    def.exportColumns.map((k) => FIELD_TYPES[def.fields[k]!.type].toCell(row[k]));
  const headers = (lang: Language) =>
    def.exportColumns.map((k) => ({ header: def.fields[k]!.label[lang], width: k === 'name' ? 24 : 16 }));

  const fixture: KitFixture = {
    name: def.name,
    example: (n) => def.example(n),
    prepare: async (db, projectId) => def.examplePrerequisites?.prepare(db, projectId),
    async insertExample(db, projectId, n) {
      const parsed = create.parse({ ...def.example(n), projectId }) as Record<string, unknown>;
      let values = Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, v === '' ? null : v]));
      if (def.examplePrerequisites) {
        await def.examplePrerequisites.prepare(db, projectId);
        values = await def.examplePrerequisites.complete(db, projectId, values);
      }
      const [row] = (await db
        .insert(def.table as KitTable)
        .values(values as never)
        .returning()) as unknown as { id: number }[];
      return Number(row?.id);
    },
    async exampleSheet(ns) {
      const out = new PassThrough();
      const chunks: Buffer[] = [];
      out.on('data', (c: Buffer) => chunks.push(c));
      const rows = ns.map((n) => def.example(n) as Record<string, unknown>);
      async function* once() {
        yield rows.map(exportCells);
      }
      await writeSheet(out, def.name, headers('zh'), once());
      return Buffer.concat(chunks);
    },
  };

  const tags = [def.name];
  const summary = (what: string) => `${def.title.zh} ${what} (${def.title.en} ${what})`;
  const schema = (call: AnyCall, what: string) => callSchema(call, { tags, summary: summary(what) });
  const access = (
    action: KitAction,
    projects: (req: FastifyRequest) => Promise<number[]>,
  ): KitRouteConfig & { call: AnyCall } => ({
    access: { menu: def.menu, action, projects, fixture },
    call: calls[action],
  });
  const fromQuery = async (req: FastifyRequest) => [(req.query as { proId: number }).proId];
  const actor = (req: FastifyRequest) => ({ userId: req.user.userId, ip: req.ip });

  return async function resourceRoutes(app: FastifyInstance) {
    const projectsOfIds = (ids: (req: FastifyRequest) => number[]) => (req: FastifyRequest) =>
      service.projectsOf(app.db, ids(req), req.lang);
    // The upload arrives as the raw .xlsx (no multipart package installed): parsed only in this scope.
    app.addContentTypeParser(
      [XLSX_TYPE, 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: KIT_IMPORT.MAX_BYTES },
      (_req, body, done) => done(null, body),
    );
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      callUrl(calls.list),
      { config: access('list', fromQuery), schema: schema(calls.list, '列表 list') },
      async (req) =>
        ok(await service.list(app.db, req.query as FilterQuery & { page: number; limit: number })),
    );

    r.get(
      callUrl(calls.detail),
      {
        config: access(
          'detail',
          projectsOfIds((req) => [(req.query as { id: number }).id]),
        ),
        schema: schema(calls.detail, '详情 detail'),
      },
      async (req) => ok(await service.detail(app.db, (req.query as { id: number }).id, req.lang)),
    );

    r.post(
      callUrl(calls.add),
      {
        config: access('add', async (req) => [(req.body as { projectId: number }).projectId]),
        schema: schema(calls.add, '新增 add'),
      },
      async (req) => {
        // A create from the site app carries its clientId (a contract that declares one, e.g. the material
        // receipt): a retry answers the first row (docs/domains/site.md#idempotent-writes).
        const { clientId, ...body } = req.body as Record<string, unknown>;
        const key = typeof clientId === 'string' ? clientId : undefined;
        return ok(
          await oncePerClientId(app.db, req.user, key, calls.add.path, req.lang, (tx) =>
            service.add(tx, req.user, actor(req), body, req.lang),
          ),
        );
      },
    );

    // One route per update method, each from its own catalogue entry (the PUT twin is resourceCalls' PUT
    // declaration, the one the web kit calls); the body, checks and handler are the same.
    for (const method of def.updateMethods ?? ['POST']) {
      const update = resourceCalls(def.prefix, def.contract, method).update;
      r.route({
        method,
        url: callUrl(update),
        config: {
          ...access(
            'update',
            projectsOfIds((req) => [(req.body as { id: number }).id]),
          ),
          call: update,
        },
        schema: schema(update, '修改 update'),
        handler: async (req) =>
          ok(
            await service.update(app.db, req.user, actor(req), req.body as Record<string, unknown>, req.lang),
          ),
      });
    }

    r.post(
      callUrl(calls.remove),
      {
        config: access(
          'remove',
          projectsOfIds((req) => (req.body as { ids: number[] }).ids),
        ),
        schema: schema(calls.remove, '删除 remove'),
      },
      async (req) =>
        ok(await service.remove(app.db, req.user, actor(req), (req.body as { ids: number[] }).ids, req.lang)),
    );

    r.get(
      callUrl(calls.export),
      {
        config: access('export', fromQuery),
        schema: schema(calls.export, '导出 export (.xlsx)'),
      },
      async (req, reply) => {
        const rows = service.exportRows(poolOf(app.db), app.db, req.query as FilterQuery);
        // The first batch before the headers: a failing query still answers an error envelope.
        const first = await rows.next();
        async function* batches() {
          if (first.done) return;
          yield first.value.map(exportCells);
          for await (const batch of rows) yield batch.map(exportCells);
        }
        const out = new PassThrough();
        const date = businessToday().replaceAll('-', '');
        writeSheet(out, def.title[req.lang], headers(req.lang), batches()).catch((err: unknown) => {
          req.log.error({ err }, 'export failed');
          out.destroy(err as Error);
        });
        out.on('close', () => void rows.return(undefined));
        return reply
          .type(XLSX_TYPE)
          .header(
            'content-disposition',
            contentDisposition(`${def.title[req.lang]}-${date}.xlsx`, `${def.name}-${date}.xlsx`),
          )
          .send(out);
      },
    );

    r.post(
      callUrl(calls.import),
      {
        config: access('import', fromQuery),
        schema: schema(calls.import, '导入 import (.xlsx body)'),
      },
      async (req) => {
        const projectId = (req.query as { proId: number }).proId;
        if (!Buffer.isBuffer(req.body)) throw new AppError(kitMessage('notXlsx', req.lang), 422, 422);
        // The big workbook imports' path (platform/jobs README): the same reader, the rows staged with COPY,
        // the same runner and set-based batch; run here, in the request, one batch (one transaction) for
        // the whole file, and answered with the counts as before.
        const { items } = await openImport(req.body, req.lang, {
          columns: importColumns.map((k) => ({ key: k, ...def.fields[k]! })),
          create,
          projectId,
          naturalKey: def.naturalKey,
        });
        const id = await runImportJobNow(app.db, {
          userId: req.user.userId,
          projectId,
          resource: importResource,
          params: { projectId, user: req.user, actor: actor(req) } satisfies KitImportParams,
          rows: kitRows(items, req.lang),
          lang: req.lang,
          log: req.log,
        });
        const outcome = await importJobOutcome(app.db, id);
        return ok({
          total: outcome.total,
          inserted: outcome.okCount,
          skipped: outcome.skippedCount,
          errors: outcome.errors,
        });
      },
    );
  };
}
