import pg from 'pg';
import { type Database, watchWrites } from '../db/client';
import {
  ACCESS_CHANNEL,
  AccessCache,
  applyLocalWrite,
  parseAccessChange,
  registerAccessCache,
} from './access-cache';

export interface AccessListener {
  cache: AccessCache;
  close(): Promise<void>;
}

const MIN_BACKOFF_MS = 200;
const MAX_BACKOFF_MS = 10_000;

/**
 * The process's access cache and its one dedicated LISTEN connection (docs/architecture.md "Access
 * cache"). The cache is live only while that connection is: on an error or end it is turned off and
 * emptied at once, and the connection is retried with a growing backoff; once listening again the cache
 * starts empty (notifications sent while away are lost) and is turned back on.
 */
export async function startAccessListener(database: Database): Promise<AccessListener> {
  const cache = new AccessCache();
  registerAccessCache(database.db, cache);
  const unwatch = watchWrites(database.db, (sql) => applyLocalWrite(cache, sql));
  let client: pg.Client | undefined;
  let closed = false;
  let backoff = MIN_BACKOFF_MS;
  let timer: NodeJS.Timeout | undefined;

  const goDark = () => {
    cache.live = false;
    cache.clear();
  };

  const connectOnce = async () => {
    if (closed) return;
    const next = new pg.Client({ connectionString: database.url });
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      goDark();
      next.end().catch(() => {});
      if (!closed) schedule();
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (msg) => {
      if (msg.channel === ACCESS_CHANNEL) cache.apply(parseAccessChange(msg.payload));
    });
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${ACCESS_CHANNEL}`);
      if (closed || client !== next) return;
      cache.clear();
      cache.live = true;
      backoff = MIN_BACKOFF_MS;
    } catch {
      lost();
    }
  };

  const schedule = () => {
    timer = setTimeout(() => {
      timer = undefined;
      void connectOnce();
    }, backoff);
    timer.unref();
    backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
  };

  // The first attempt is awaited: a process starts with its cache live when the database is up.
  await connectOnce();

  return {
    cache,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      unwatch();
      goDark();
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
