import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

// No relational schema: queries use the query builder only, and platform code cannot import the modules'
// tables (db/schema.ts collects them for drizzle-kit and its check).
export type Db = NodePgDatabase;
/** A transaction handle has the same query API as the database; services accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  pool: pg.Pool;
  /** The connection string, for a dedicated connection beside the pool (access/access-listener.ts LISTENs). */
  url: string;
  close(): Promise<void>;
}

type WriteWatcher = (sql: string) => void;
const watchers = new WeakMap<object, Set<WriteWatcher>>();

/**
 * Told the text of every statement this handle sends that is not a select (inside transactions too),
 * before it runs: the access cache drops what a write of this process changes without waiting for the
 * database's notification (access/access-cache.ts applyLocalWrite). Answers the way to stop watching.
 */
export function watchWrites(db: Db, watcher: WriteWatcher): () => void {
  const set = watchers.get(db);
  if (!set) throw new Error('watchWrites: not a handle made by connect()');
  set.add(watcher);
  return () => set.delete(watcher);
}

// numeric and bigint count columns stay exact: numeric as strings (money, quantities), int8 as JS numbers
// only where they are counts, which fit easily.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export function connect(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => {});
  const set = new Set<WriteWatcher>();
  const db = drizzle(pool, {
    casing: 'snake_case',
    logger: {
      logQuery(query) {
        // 's' (select): reads, the bulk of the traffic, cost one comparison.
        if (set.size === 0 || (query.charCodeAt(0) | 0x20) === 0x73) return;
        for (const watcher of set) watcher(query);
      },
    },
  });
  watchers.set(db, set);
  return { db, pool, url, close: () => pool.end() };
}

/** The generated migrations folder, found from wherever this code runs (source under vitest, or dist/). */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error('drizzle migrations folder not found');
}

export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: migrationsFolder() });
}
