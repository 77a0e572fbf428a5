import { type Column, getTableColumns, getTableName, is, SQL, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { type AnyPgColumn, PgJson, PgJsonb, type PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

// Bulk writes (docs/architecture.md#database, issue 21 "Imports"): an import writes thousands of rows
// per transaction. drizzle's multi-row insert renders one bind parameter per cell — 500 rows × 12
// columns is 6,000 parameters, built and escaped in JavaScript on every batch, and the statement
// must stay under PostgreSQL's 65,535. Here the whole batch travels as ONE json parameter that
// PostgreSQL expands itself with json_populate_recordset: any number of rows per statement, the
// table's own column types do the conversion, and the JavaScript cost is one JSON.stringify.

/** The database name of a column: its own name, or its key in snake_case (connect() uses casing snake_case). */
const names = new WeakMap<Column, string>();
function dbName(column: Column): string {
  let name = names.get(column);
  if (name === undefined) {
    name = (column as unknown as { keyAsName: boolean }).keyAsName ? toSnakeCase(column.name) : column.name;
    names.set(column, name);
  }
  return name;
}

/** How a column's values travel inside the JSON document, worked out once per table. */
interface ColumnPlan {
  key: string;
  column: Column;
  name: string;
  /** json/jsonb columns keep their structure; the others go as their driver value. */
  json: boolean;
}
const plans = new WeakMap<PgTable, ColumnPlan[]>();
function planOf(table: PgTable): ColumnPlan[] {
  let plan = plans.get(table);
  if (!plan) {
    // drizzle's is() walks the class chain: per cell it was a good part of an import's JavaScript time.
    plan = (Object.entries(getTableColumns(table)) as [string, Column][]).map(([key, column]) => ({
      key,
      column,
      name: dbName(column),
      json: is(column, PgJsonb) || is(column, PgJson),
    }));
    plans.set(table, plan);
  }
  return plan;
}

/** A value as it travels inside the JSON document (json/jsonb columns keep their structure). */
function toJsonValue({ column, json }: ColumnPlan, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (json) return value;
  const driver = column.mapToDriverValue(value);
  return driver instanceof Date ? driver.toISOString() : driver;
}

export interface BulkInsertOptions {
  /** ON CONFLICT (these columns) DO NOTHING: rows whose key exists are skipped, not an error. */
  onConflictDoNothing?: AnyPgColumn[];
  /** false: answer nothing (an audit trail, whose ids nobody reads back). Default true. */
  returning?: boolean;
}

/**
 * Inserts `rows` and answers the rows inserted, mapped as drizzle's `returning()` maps them (with
 * onConflictDoNothing the skipped ones are absent). One statement per set of columns given: a column
 * a row leaves out takes its default ($defaultFn in JavaScript, else the database's), as in a drizzle
 * insert, so rows that give different columns are written by separate statements (rows that give the
 * same ones, the usual case, by one).
 */
export async function bulkInsert<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: T['$inferInsert'][],
  options: BulkInsertOptions = {},
): Promise<T['$inferSelect'][]> {
  const plan = planOf(table);
  const groups = new Map<string, { keys: string[]; values: Record<string, unknown>[] }>();
  for (const row of rows as Record<string, unknown>[]) {
    const values: Record<string, unknown> = {};
    const keys: string[] = [];
    for (const column of plan) {
      let value = row[column.key];
      if (value === undefined && column.column.defaultFn) value = column.column.defaultFn();
      if (value === undefined) continue;
      if (typeof value === 'object' && value !== null && is(value, SQL))
        throw new Error(`bulkInsert: ${column.key} is SQL; give values only`);
      keys.push(column.key);
      values[column.name] = toJsonValue(column, value);
    }
    const id = keys.join();
    const group = groups.get(id) ?? { keys, values: [] };
    group.values.push(values);
    groups.set(id, group);
  }
  const tableName = sql.identifier(getTableName(table));
  const conflict = options.onConflictDoNothing
    ? sql` on conflict (${sql.join(
        options.onConflictDoNothing.map((c) => sql.identifier(dbName(c))),
        sql`, `,
      )}) do nothing`
    : sql``;
  const returning = options.returning === false ? sql`` : sql` returning *`;
  const byKey = new Map(plan.map((c) => [c.key, c.column]));
  const inserted: T['$inferSelect'][] = [];
  for (const { keys, values } of groups.values()) {
    const names = sql.join(
      keys.map((k) => sql.identifier(dbName(byKey.get(k)!))),
      sql`, `,
    );
    const result = await db.execute<Record<string, unknown>>(
      sql`insert into ${tableName} (${names}) select ${names} from json_populate_recordset(null::${tableName}, ${JSON.stringify(values)}::json)${conflict}${returning}`,
    );
    for (const raw of result.rows) {
      const row: Record<string, unknown> = {};
      for (const { key, column, name } of plan) {
        const value = raw[name];
        row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
      }
      inserted.push(row as T['$inferSelect']);
    }
  }
  return inserted;
}
