import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { configFromEnv } from '../src/config';
import type { Db } from '../src/platform/db/client';
import { seedDemoData } from '../src/seed';
import type { SeedProjectKey } from '../src/seed/identity';
import { type StartupSeedIds, seedStartupDemoOnce, startupSeedIds } from '../src/seed/startup';
import { peerApp, testApp } from './app';
import { loginAs } from './auth';
import { fixClock, releaseClock } from './clock';
import { askForSeededTemplate, testDatabase } from './per-file-db';

/**
 * The seed-and-login setup of a server integration test file, in one call at the file's top level:
 *
 *   const t = seededApp({ users: ['zhangjianguo', 'lixiaofeng'] });
 *   it('…', async () => {
 *     const res = await t.post('/api/pile/group/save', { projectId: t.project('jiangdongPile') }, 'lixiaofeng');
 *     expect(await t.count(pileGroup)).toBe(1);
 *   });
 *
 * It registers its own hooks: beforeAll fixes the clock (`clock`), seeds the demo data (dated at the clock),
 * builds the app on the file's database and logs the `users` in; afterAll closes the app, removes the
 * temporary data folder and releases the clock. Hooks the file registers before the call run first (a fake
 * S3 server the `config` function then reads).
 *
 * The server project runs its files in one module graph (vitest.config.ts, isolate: false): everything a
 * file owns lives in the object this call answers, never in this module, which every file shares.
 *
 * A plain demo seed (no files, no clock) asks per-file-db.ts for the seeded template database, where the
 * seed call finds its work done: the file starts in milliseconds instead of seconds.
 */
export interface SeededAppOptions<U extends string> {
  /** Seeded accounts logged in before the tests (the administrator's second factor included). */
  users?: readonly U[];
  /** Who calls when a request names nobody: the first of `users` unless said here (null: nobody). */
  caller?: U | null;
  /** Accept-Language of every request that does not name one; none by default (the server's default). */
  lang?: string;
  /** 'demo' (default): seedDemoData; 'none': the bare migrated database; a function: the file's own seed. */
  seed?: 'demo' | 'none' | ((db: Db, app: FastifyInstance) => Promise<unknown>);
  /** The demo seed writes the demo documents' files to the app's storage (so it runs after the app is built). */
  seedFiles?: boolean;
  /** Also the start-up demo (tenders, output notices, messages…): seedStartupDemoOnce. */
  startup?: boolean;
  /** Fixes Date at this instant for the whole file (test/clock.ts); the seed is dated at it. */
  clock?: Date;
  /** The app's data folder is a new temporary folder (file storage), removed after the file. */
  tempDataDir?: boolean;
  /** Configuration overrides; a function when they are known only in beforeAll (a fake S3 server's port). */
  config?: ConfigOverrides | (() => ConfigOverrides);
  /** Extra routes, added before the app is sealed. */
  extend?: (app: FastifyInstance) => void;
}

type ConfigOverrides = Partial<ReturnType<typeof configFromEnv>>;

/** An account the fixture logged in, or a session token a test got itself; null or '' calls anonymously. */
export type Caller<U extends string> = U | (string & {}) | null;

export interface CallOptions<U extends string> {
  as?: Caller<U>;
  lang?: string;
  headers?: Record<string, string>;
}

export interface SeededApp<U extends string> {
  readonly app: FastifyInstance;
  readonly db: Db;
  /** Ids of the demo projects and accounts (seed keys → ids), read after the seed. */
  readonly ids: StartupSeedIds;
  /** The data folder of `tempDataDir`. */
  readonly dataDir: string;
  /** The session of a logged-in account; a token a test got itself comes back as it is. */
  token(who: Caller<U>): string;
  /** The id of a demo project by its seed key (seed/identity.ts SEED_PROJECTS). */
  project(key: SeedProjectKey): number;
  /** The id of a seeded account. */
  user(account: string): number;
  /** The headers a request of `as` carries (for a multipart or other hand-made inject). */
  headers(as?: Caller<U> | CallOptions<U>, lang?: string): Record<string, string>;
  get(url: string, as?: Caller<U> | CallOptions<U>, lang?: string): Promise<LightMyRequestResponse>;
  del(url: string, as?: Caller<U> | CallOptions<U>, lang?: string): Promise<LightMyRequestResponse>;
  post(
    url: string,
    body?: unknown,
    as?: Caller<U> | CallOptions<U>,
    lang?: string,
  ): Promise<LightMyRequestResponse>;
  put(
    url: string,
    body?: unknown,
    as?: Caller<U> | CallOptions<U>,
    lang?: string,
  ): Promise<LightMyRequestResponse>;
  /** Any method, for a file that picks it per case. */
  request(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    as?: Caller<U> | CallOptions<U>,
    lang?: string,
  ): Promise<LightMyRequestResponse>;
  /** Rows in a table. */
  count(table: PgTable): Promise<number>;
  /**
   * Another instance of the app on the same database (test/app.ts peerApp: its own pool, access cache
   * and LISTEN connection, as a second process has), with the same request helpers and sessions;
   * closed after the file (or by its own `close`). `overrides` add to the file's configuration (e.g.
   * `jobQueue: 'work'` for an instance that runs pg-boss).
   */
  peer(overrides?: ConfigOverrides): Promise<SeededPeer<U>>;
}

/** A second app instance and requests to it, as `as` (the fixture's logins work there too). */
export type SeededPeer<U extends string> = Pick<
  SeededApp<U>,
  'app' | 'get' | 'del' | 'post' | 'put' | 'request'
> & {
  /** Closes this instance now, as a process that stops (its pool too). */
  close(): Promise<void>;
};

export function seededApp<U extends string = never>(options: SeededAppOptions<U> = {}): SeededApp<U> {
  const { users = [], seed = 'demo', seedFiles = false, startup = false, clock } = options;
  const plainDemo = seed === 'demo' && !seedFiles && !clock;
  if (plainDemo) askForSeededTemplate();

  let app: FastifyInstance | undefined;
  const peers: FastifyInstance[] = [];
  let ids: StartupSeedIds | undefined;
  let dataDir: string | undefined;
  const tokens = new Map<string, string>();
  const defaultCaller = options.caller === undefined ? users[0] : options.caller;

  beforeAll(async () => {
    if (clock) fixClock(clock);
    const { db } = testDatabase();
    if (seed === 'demo' && !seedFiles) await seedDemoData(db, undefined, clock);
    if (options.tempDataDir) dataDir = await mkdtemp(join(tmpdir(), 'zhuji-test-'));
    const overrides = typeof options.config === 'function' ? options.config() : options.config;
    app = await testApp({ ...(dataDir ? { dataDir } : {}), ...overrides }, options.extend);
    if (seed === 'demo' && seedFiles) await seedDemoData(db, app.storage, clock);
    if (typeof seed === 'function') await seed(db, app);
    if (startup) await seedStartupDemoOnce(db, clock);
    if (seed !== 'none') ids = await startupSeedIds(db);
    for (const user of users) tokens.set(user, await loginAs(app, user));
  });
  afterAll(async () => {
    for (const peer of peers.splice(0)) await peer.close();
    await app?.close();
    app = undefined;
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    if (clock) releaseClock();
  });

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`seededApp: ${what} is available inside tests and hooks only`);
    return value;
  };
  const known = (id: number | undefined, what: string): number => {
    if (id === undefined) throw new Error(`seededApp: no ${what} in this file's seed`);
    return id;
  };
  const headersOf = (as?: Caller<U> | CallOptions<U>, lang?: string): Record<string, string> => {
    const call: CallOptions<U> = typeof as === 'object' && as !== null ? as : { as, lang };
    const caller = call.as === undefined ? defaultCaller : call.as;
    const token = caller ? (tokens.get(caller) ?? caller) : undefined;
    const language = call.lang ?? options.lang;
    return {
      ...(token ? { 'x-auth-token': token } : {}),
      ...(language ? { 'accept-language': language } : {}),
      ...call.headers,
    };
  };
  const requestTo =
    (target: () => FastifyInstance) =>
    (
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      body?: unknown,
      as?: Caller<U> | CallOptions<U>,
      lang?: string,
    ) =>
      target().inject({
        method,
        url,
        ...(body === undefined ? {} : { payload: body as object }),
        headers: headersOf(as, lang),
      });
  const request = requestTo(() => need(app, 'app'));

  return {
    get app() {
      return need(app, 'app');
    },
    get db() {
      return testDatabase().db;
    },
    get ids() {
      return need(ids, 'ids');
    },
    get dataDir() {
      return need(dataDir, 'dataDir');
    },
    token: (who) => (who ? (tokens.get(who) ?? who) : ''),
    project: (key) => known(need(ids, 'ids').projects.get(key), `demo project ${key}`),
    user: (account) => known(need(ids, 'ids').users.get(account), `seeded account ${account}`),
    headers: headersOf,
    get: (url, as, lang) => request('GET', url, undefined, as, lang),
    del: (url, as, lang) => request('DELETE', url, undefined, as, lang),
    post: (url, body, as, lang) => request('POST', url, body, as, lang),
    put: (url, body, as, lang) => request('PUT', url, body, as, lang),
    request,
    count: async (table) => (await testDatabase().db.select({ n: count() }).from(table))[0]?.n ?? 0,
    peer: async (extra) => {
      const overrides = typeof options.config === 'function' ? options.config() : options.config;
      const peer = await peerApp({ ...(dataDir ? { dataDir } : {}), ...overrides, ...extra });
      peers.push(peer);
      const send = requestTo(() => peer);
      return {
        app: peer,
        get: (url, as, lang) => send('GET', url, undefined, as, lang),
        del: (url, as, lang) => send('DELETE', url, undefined, as, lang),
        post: (url, body, as, lang) => send('POST', url, body, as, lang),
        put: (url, body, as, lang) => send('PUT', url, body, as, lang),
        request: send,
        close: async () => {
          const at = peers.indexOf(peer);
          if (at < 0) return;
          peers.splice(at, 1);
          await peer.close();
        },
      };
    },
  };
}
