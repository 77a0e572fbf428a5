import type { Language, Page } from '@zhuji/shared';
import { and, asc, desc, eq, getTableColumns, inArray, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { type AuditActor, recordAudit } from '../audit/audit';
import type { SessionUser } from '../auth/session';
import { bulkInsert } from '../db/bulk';
import type { Db, DbOrTx } from '../db/client';
import { listTotal, pagerTotal } from '../db/count';
import { AppError } from '../envelope';
import { t } from '../i18n';
import { FILTER_OPS, type FieldType, type FilterOp } from './field-types';
import { kitMessage, type LocalizedText } from './messages';

/** A kit table: an id, the project it belongs to, anything else. */
export type KitTable = PgTable & { id: AnyPgColumn; projectId: AnyPgColumn };
export type ColumnOf<T extends KitTable> = T['_']['columns'][keyof T['_']['columns']];

export interface FieldSpec<T extends KitTable> {
  column: ColumnOf<T>;
  type: FieldType;
  label: LocalizedText;
  /** Matched by the list's keyword. */
  search?: boolean;
}

export type WriteAction = 'add' | 'update' | 'remove' | 'import';
type Row = Record<string, unknown>;

export interface WriteContext {
  tx: DbOrTx;
  action: WriteAction;
  user: SessionUser;
  projectId: number;
  /**
   * The request's language (req.lang: the language cookie, else Accept-Language, else zh): a hook
   * that refuses answers in it, through its module's message table (docs/architecture.md, i18n).
   */
  lang: Language;
  /** The record before the change (update, remove). */
  before: Row | null;
  /** Column values about to be written (add, update, import); a hook may change them. */
  values: Row;
}

export interface ResourceHooks {
  /** Runs in the write's transaction before it; throw an AppError to refuse. */
  beforeWrite?(ctx: WriteContext): Promise<void> | void;
  /** Runs in the write's transaction after it, with the record as answered. */
  afterWrite?(ctx: WriteContext & { after: Row | null }): Promise<void> | void;
}

/** What the service needs of a definition (the typed declaration is in define-resource.ts). */
export interface ServiceDefinition {
  name: string;
  table: KitTable;
  fields: Record<string, FieldSpec<KitTable>>;
  filters: Record<string, { field: string; op: FilterOp }>;
  defaultSort: { field: string; order: 'asc' | 'desc' };
  naturalKey: readonly string[];
  toItem?(row: never): unknown;
  hooks?: ResourceHooks;
}

export interface FilterQuery {
  proId: number;
  keyword?: string | undefined;
  sortField?: string | undefined;
  sortOrder?: 'asc' | 'desc' | undefined;
  [filter: string]: unknown;
}

/** Rows to items: timestamps as ISO strings, everything else as the driver gives it. */
const defaultToItem = (row: Row): Row =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));

const pgCode = (err: unknown): string | undefined => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code ?? e?.cause?.code;
};

export function resourceService(def: ServiceDefinition) {
  const table = def.table;
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  const columnKeys = Object.keys(columns);
  const toItem = (def.toItem as ((row: Row) => Row) | undefined) ?? defaultToItem;
  const hooks = def.hooks ?? {};

  /** Input → column values: unknown keys dropped, '' clears a nullable column. */
  const toValues = (input: Row, omit: string[] = []): Row => {
    const values: Row = {};
    for (const [key, value] of Object.entries(input)) {
      const column = columns[key];
      if (!column || omit.includes(key) || value === undefined) continue;
      values[key] = value === '' && !column.notNull ? null : value;
    }
    return values;
  };

  const duplicate = (values: Row, lang: Language) =>
    new AppError(
      kitMessage('duplicate', lang, {
        fields: def.naturalKey.map((k) => def.fields[k]?.label[lang] ?? k).join('+'),
        values: def.naturalKey.map((k) => String(values[k] ?? '')).join('+'),
      }),
      409,
      409,
    );

  const notFound = (lang: Language) => new AppError(t('recordNotFound', lang), 404, 404);

  function where(q: FilterQuery): SQL | undefined {
    const conditions: (SQL | undefined)[] = [eq(table.projectId, q.proId)];
    for (const [param, { field, op }] of Object.entries(def.filters)) {
      const value = q[param];
      const spec = def.fields[field];
      if (value === undefined || value === '' || !spec) continue;
      conditions.push(FILTER_OPS[op](spec.column, value));
    }
    if (q.keyword) {
      const keyword = q.keyword;
      const searched = Object.values(def.fields).filter((f) => f.search);
      conditions.push(or(...searched.map((f) => FILTER_OPS.like(f.column, keyword))));
    }
    return and(...conditions);
  }

  function orderBy(q: FilterQuery): SQL[] {
    const field = q.sortField ?? def.defaultSort.field;
    const order = q.sortField ? (q.sortOrder ?? 'asc') : def.defaultSort.order;
    const dir = order === 'desc' ? desc : asc;
    const column = def.fields[field]?.column ?? table.id;
    // The id breaks ties, so paging never shows a row twice or skips one.
    return [dir(column), dir(table.id)];
  }

  const byIds = (tx: DbOrTx, ids: number[]) =>
    tx.select().from(table).where(inArray(table.id, ids)) as unknown as Promise<Row[]>;

  return {
    toItem,

    async list(db: DbOrTx, q: FilterQuery & { page: number; limit: number }): Promise<Page<Row>> {
      const filter = where(q);
      const [rows, counted] = await Promise.all([
        db
          .select()
          .from(table)
          .where(filter)
          .orderBy(...orderBy(q))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit) as unknown as Promise<Row[]>,
        // Exact while cheap, else the planner's estimate (db/count.ts).
        listTotal(db, db.select({ id: table.id }).from(table).where(filter)),
      ]);
      return {
        total: pagerTotal(counted, q.page, q.limit, rows.length),
        totalExact: counted.totalExact,
        page: q.page,
        limit: q.limit,
        list: rows.map(toItem),
      };
    },

    /** The projects of the given rows; 404 when any does not exist. */
    async projectsOf(db: DbOrTx, ids: number[], lang: Language): Promise<number[]> {
      const unique = [...new Set(ids)];
      const rows = await db
        .select({ projectId: table.projectId })
        .from(table)
        .where(inArray(table.id, unique));
      if (rows.length !== unique.length) throw notFound(lang);
      return rows.map((r) => Number(r.projectId));
    },

    async detail(db: DbOrTx, id: number, lang: Language): Promise<Row> {
      const [row] = await byIds(db, [id]);
      if (!row) throw notFound(lang);
      return toItem(row);
    },

    async add(db: DbOrTx, user: SessionUser, actor: AuditActor, input: Row, lang: Language): Promise<Row> {
      const values = toValues(input);
      try {
        return await db.transaction(async (tx) => {
          const projectId = Number(values.projectId);
          const ctx: WriteContext = { tx, action: 'add', user, projectId, lang, before: null, values };
          await hooks.beforeWrite?.(ctx);
          const [row] = (await tx.insert(table).values(ctx.values).returning()) as Row[];
          const after = toItem(row as Row);
          await recordAudit(tx, actor, [
            { projectId, resource: def.name, action: 'add', recordId: Number(after.id), after },
          ]);
          await hooks.afterWrite?.({ ...ctx, after });
          return after;
        });
      } catch (err) {
        if (pgCode(err) === '23505') throw duplicate(values, lang);
        throw err;
      }
    },

    async update(db: Db, user: SessionUser, actor: AuditActor, input: Row, lang: Language): Promise<Row> {
      const id = Number(input.id);
      const values = toValues(input, ['id', 'projectId', 'createdAt']);
      if (columns.updatedAt) values.updatedAt = new Date();
      let merged: Row = values;
      try {
        return await db.transaction(async (tx) => {
          const [current] = (await tx.select().from(table).where(eq(table.id, id)).for('update')) as Row[];
          if (!current) throw notFound(lang);
          merged = { ...current, ...values };
          const before = toItem(current);
          const projectId = Number(current.projectId);
          const ctx: WriteContext = { tx, action: 'update', user, projectId, lang, before, values };
          await hooks.beforeWrite?.(ctx);
          // An update naming no field (only the id) changes nothing: refused, not a bare updatedAt bump.
          if (Object.keys(ctx.values).every((k) => k === 'updatedAt' || ctx.values[k] === undefined))
            throw new AppError(t('nothingToUpdate', lang), 422, 422);
          const [row] = (await tx.update(table).set(ctx.values).where(eq(table.id, id)).returning()) as Row[];
          const after = toItem(row as Row);
          await recordAudit(tx, actor, [
            { projectId, resource: def.name, action: 'update', recordId: id, before, after },
          ]);
          await hooks.afterWrite?.({ ...ctx, after });
          return after;
        });
      } catch (err) {
        if (pgCode(err) === '23505') throw duplicate(merged, lang);
        throw err;
      }
    },

    async remove(db: Db, user: SessionUser, actor: AuditActor, ids: number[], lang: Language) {
      const unique = [...new Set(ids)];
      return db.transaction(async (tx) => {
        const rows = (await tx.select().from(table).where(inArray(table.id, unique)).for('update')) as Row[];
        if (rows.length !== unique.length) throw notFound(lang);
        const contexts = rows.map(
          (row): WriteContext => ({
            tx,
            action: 'remove',
            user,
            projectId: Number(row.projectId),
            lang,
            before: toItem(row),
            values: {},
          }),
        );
        for (const ctx of contexts) await hooks.beforeWrite?.(ctx);
        await tx.delete(table).where(inArray(table.id, unique));
        await recordAudit(
          tx,
          actor,
          contexts.map((c) => ({
            projectId: c.projectId,
            resource: def.name,
            action: 'remove',
            recordId: Number(c.before?.id),
            before: c.before,
          })),
        );
        for (const ctx of contexts) await hooks.afterWrite?.({ ...ctx, after: null });
        return { removed: rows.length };
      });
    },

    /**
     * Inserts validated rows in one transaction, answering each row's outcome in order: the import job's
     * batch (platform/kit/define-resource.ts registers it). A row whose natural key exists already is
     * skipped (ON CONFLICT DO NOTHING on the natural key's unique index), so a re-import adds nothing.
     */
    async importRows(
      db: Db,
      user: SessionUser,
      actor: AuditActor,
      projectId: number,
      inputs: Row[],
      lang: Language,
    ): Promise<('added' | 'skipped')[]> {
      const target = [table.projectId, ...def.naturalKey.map((k) => columns[k] as AnyPgColumn)];
      return db.transaction(async (tx) => {
        const contexts = inputs.map(
          (input): WriteContext => ({
            tx,
            action: 'import',
            user,
            projectId,
            lang,
            before: null,
            values: toValues({ ...input, projectId }),
          }),
        );
        for (const ctx of contexts) await hooks.beforeWrite?.(ctx);
        // One statement for the whole batch, the same one a big workbook import uses (db/bulk.ts).
        const written = (await bulkInsert(
          tx,
          table,
          contexts.map((c) => c.values),
          { onConflictDoNothing: target },
        )) as Row[];
        // Which rows went in: the natural key of each inserted row (the file has each key once).
        // Both sides as the driver sends them (a date column's Date and its 'YYYY-MM-DD' input agree).
        const keyOf = (row: Row) =>
          JSON.stringify(
            def.naturalKey.map((k) => {
              const v = row[k] === null || row[k] === undefined ? null : columns[k]!.mapToDriverValue(row[k]);
              return v instanceof Date ? v.toISOString() : v === null ? null : String(v);
            }),
          );
        const added = new Set(written.map(keyOf));
        const inserted = written.map(toItem);
        await recordAudit(
          tx,
          actor,
          inserted.map((after) => ({
            projectId,
            resource: def.name,
            action: 'import',
            recordId: Number(after.id),
            after,
          })),
        );
        for (const after of inserted) {
          await hooks.afterWrite?.({
            tx,
            action: 'import',
            user,
            projectId,
            lang,
            before: null,
            values: after,
            after,
          });
        }
        return contexts.map((c) => (added.delete(keyOf(c.values)) ? 'added' : 'skipped'));
      });
    },

    /**
     * The rows of an export, in list order, through a server-side cursor on its own connection:
     * batches of `batch` rows, so memory does not grow with the row count.
     */
    async *exportRows(pool: pg.Pool, db: DbOrTx, q: FilterQuery, batch = 2000): AsyncGenerator<Row[]> {
      const query = db
        .select(columns)
        .from(table)
        .where(where(q))
        .orderBy(...orderBy(q))
        .toSQL();
      const client = await pool.connect();
      let open = false;
      try {
        await client.query('begin isolation level repeatable read read only');
        open = true;
        await client.query(`declare kit_export no scroll cursor for ${query.sql}`, query.params);
        for (;;) {
          const res = await client.query<unknown[]>({
            text: `fetch ${batch} from kit_export`,
            rowMode: 'array',
          });
          if (res.rows.length === 0) break;
          yield res.rows.map((values) => {
            const row: Row = {};
            columnKeys.forEach((key, i) => {
              const v = values[i];
              row[key] = v === null ? null : (columns[key] as AnyPgColumn).mapFromDriverValue(v);
            });
            return toItem(row);
          });
        }
        await client.query('commit');
        open = false;
      } finally {
        if (open) await client.query('rollback').catch(() => {});
        client.release();
      }
    },
  };
}

export type ResourceService = ReturnType<typeof resourceService>;
