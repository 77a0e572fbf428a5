import { Column, is, SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client';

// Exports read through a server-side cursor (docs/architecture.md#database, issue 21 "Export"): one
// plan and one snapshot for the whole file, FETCH a batch at a time on a connection of its own, so
// memory holds one batch whatever the row count and a deep batch costs what the first one does (an
// OFFSET or keyset page per batch re-plans and re-descends the index every time).

/** Dates and timestamps arrive as PostgreSQL prints them, as drizzle's own driver session asks. */
const RAW_TEXT = new Set([
  pg.types.builtins.DATE,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.INTERVAL,
]);
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    RAW_TEXT.has(oid)
      ? (v: string) => v
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

type Fields = Record<string, unknown>;
/** A select whose fields are flat (columns or sql`…`.mapWith), answered one object per row. */
interface FlatSelect<F extends Fields> {
  toSQL(): { sql: string; params: unknown[] };
  _: { selectedFields: F };
}
type RowOf<F extends Fields> = {
  [K in keyof F]: F[K] extends Column ? F[K]['_']['data'] | null : F[K] extends SQL<infer T> ? T : unknown;
};

/**
 * The rows of `query` in batches of `batch`, through a cursor in a read-only repeatable-read
 * transaction on its own pooled connection. Each row is mapped as drizzle maps a select's rows.
 * Stopping early (the client went away) closes the cursor and gives the connection back.
 */
export async function* cursorBatches<F extends Fields>(
  db: Db,
  query: FlatSelect<F>,
  batch = 2000,
): AsyncGenerator<RowOf<F>[]> {
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const fields = Object.entries(query._.selectedFields);
  const decoders = fields.map(([, f]): ((v: unknown) => unknown) => {
    if (is(f, Column)) return (v) => f.mapFromDriverValue(v);
    // sql`…`.mapWith(…) keeps its decoder on the (internal) `decoder` field, as drizzle reads it.
    const expr = is(f, SQL.Aliased) ? f.sql : f;
    const decoder = is(expr, SQL)
      ? (expr as unknown as { decoder?: { mapFromDriverValue(v: unknown): unknown } }).decoder
      : undefined;
    return decoder ? (v) => decoder.mapFromDriverValue(v) : (v) => v;
  });
  const { sql, params } = query.toSQL();
  const client = await pool.connect();
  let open = false;
  try {
    await client.query('begin isolation level repeatable read read only');
    open = true;
    await client.query({ text: `declare export_cursor no scroll cursor for ${sql}`, values: params });
    for (;;) {
      const res = await client.query<unknown[]>({
        text: `fetch ${batch} from export_cursor`,
        rowMode: 'array',
        types,
      });
      if (res.rows.length === 0) break;
      yield res.rows.map((values) => {
        const row: Record<string, unknown> = {};
        fields.forEach(([key], i) => {
          const v = values[i];
          row[key] = v === null || v === undefined ? null : decoders[i]!(v);
        });
        return row as RowOf<F>;
      });
      if (res.rows.length < batch) break;
    }
    await client.query('commit');
    open = false;
  } finally {
    if (open) await client.query('rollback').catch(() => {});
    client.release();
  }
}
