import { NOT_LOGGED_IN_MARK } from '@zhuji/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteWho } from '../src/platform/access/route-access';
import { hashPassword } from '../src/platform/auth/password';
import routeTable, { type RouteTableEntry } from '../src/platform/auth/route-table';
import { createSession } from '../src/platform/auth/session';
import { appUser } from '../src/platform/identity/account.table';
import { company } from '../src/platform/identity/company.table';
import { project } from '../src/platform/identity/project.table';
import { menu as menuTable, roleMenu } from '../src/platform/identity/role.table';
import { asCaller, kitRequestBuilder, offlineRouteTables } from './route-requests';
import { seededApp } from './seeded-app';

/*
 * Generated from the whole route table (app.routeTable): every registered route is called by each
 * kind of caller and must answer as its declaration (config.who) says. A route gets these cases by
 * being registered — and cannot be registered without a declaration.
 *
 * Target: 江东 一标段 桩基工程, where zhangjianguo (项目经理 + 19) and liuming (质监站监督员, 91) are
 * members; qianxiaoyan is platform staff assigned to 湘湖, not to it.
 */
/**
 * The matrix for every `of`-th route from the `shard`-th (0-based): its shards are files of their own
 * (platform/auth/route-matrix-*.test.ts) so the suite's two workers share its 600 routes. Everything it
 * keeps lives in this call: the server project runs its files in one module graph (vitest.config.ts).
 */
export async function routeMatrix(shard: number, of: number): Promise<void> {
  const { routes, kitRoutes } = await offlineRouteTables().then((tables) => ({
    routes: tables.routes,
    kitRoutes: new Map(tables.kitRoutes.map((r) => [`${r.method} ${r.url}`, r])),
  }));

  /** Tables a refused call may legitimately touch: the session's lastSeenAt and the login nonces. */
  const UNWATCHED = ['session', 'login_nonce', 'zz_change_log'];
  /** What the target project's members look like in an answer: a leak if a stranger sees them. */
  const SENTINELS = ['一标段 桩基工程', '钱塘新区江东安置房', '13805710001', '13505710007', '张建国'];
  /** Routes whose call would end the caller's session or credentials: called anonymously only. */
  const SESSION_ENDING = new Set(['GET /auth/logout']);
  /** The access refusals of assertMember and assertAction: a holder must never get these. */
  const ACCESS_REFUSALS = ['没有操作权限'];

  const db = () => t.db;
  let target = 0;
  const tokens: Record<'stranger' | 'platform' | 'member' | 'holder', string> = {
    stranger: '',
    platform: '',
    member: '',
    holder: '',
  };
  /** Tables with a project_id column and an id of the target project's rows in each. */
  const rowIds = new Map<string, number>();
  const totals = { routes: 0, callers: 5, requests: 0, serverErrors: 0, leaks: 0, refusedWrites: 0 };
  const problems: string[] = [];
  /** How each refusal answered (status), per caller: shows how many reached the access check. */
  const refusals: Record<string, Record<number, number>> = {};

  const changes = async () =>
    Number((await db().execute(sql`select count(*)::int as n from zz_change_log`)).rows[0]?.n ?? 0);

  // ---- requests built from the route's zod schemas ---------------------------------------------

  type Def = { type: string; [k: string]: unknown };
  const defOf = (s: unknown): Def | undefined => (s as { _zod?: { def: Def } })?._zod?.def;
  const tokensOf = (url: string) =>
    url
      .replace(/([a-z])([A-Z])/g, '$1_$2')
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length > 2 && !['api', 'auth', 'list', 'detail', 'save', 'add', 'update'].includes(w));

  /** A real row of the target project for an id key: the table its name or the route's URL names. */
  function idFor(key: string, url: string): number {
    if (key === 'proId' || key === 'projectId') return target;
    const stem = key
      .replace(/Ids?$/, '')
      .replace(/([a-z])([A-Z])/g, '$1_$2')
      .toLowerCase();
    if (stem && rowIds.has(stem)) return rowIds.get(stem) ?? 1;
    const words = tokensOf(url);
    let best: [number, number] = [0, rowIds.values().next().value ?? 1];
    for (const [table, id] of rowIds) {
      const score = words.filter((w) => table.includes(w)).length;
      if (score > best[0]) best = [score, id];
    }
    return best[1];
  }

  /** Values tried, in order, for a string or number field the structural sample does not satisfy. */
  const STRING_CANDIDATES = [
    '测试数据',
    '2026-01-05',
    '2026-01',
    '2026',
    '10',
    '10.5',
    'C30',
    '010101',
    '01',
    '1',
    '1,3,5-10',
    'HRB400',
    '13000000000',
    '91330000MA2H000012',
    '330114',
    '00000000-0000-4000-8000-000000000000',
    'https://example.com/a.pdf',
    '测试数据测试数据测试数据',
    'x',
  ];
  const NUMBER_CANDIDATES = [10, 1, 2026, 0.5, 0];

  type Parser = { safeParse(v: unknown): { success: boolean } };
  const satisfies = (schema: unknown, value: unknown) => (schema as Parser).safeParse(value).success;

  /** A value the field's own schema accepts: the structural sample, else the first candidate that parses. */
  function field(schema: unknown, key: string, url: string, depth: number): unknown {
    const value = sample(schema, key, url, depth);
    if (value === undefined || satisfies(schema, value)) return value;
    if (key === 'limit' && satisfies(schema, 10)) return 10;
    const candidates =
      typeof value === 'number' ? NUMBER_CANDIDATES : typeof value === 'string' ? STRING_CANDIDATES : [];
    return candidates.find((c) => satisfies(schema, c)) ?? value;
  }

  function sample(schema: unknown, key: string, url: string, depth = 0): unknown {
    const def = defOf(schema);
    if (!def || depth > 6) return undefined;
    const inner = (s: unknown) => sample(s, key, url, depth + 1);
    switch (def.type) {
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'readonly':
      case 'catch':
      case 'nonoptional':
        return inner(def.innerType);
      case 'pipe':
        return inner(def.in) ?? inner(def.out);
      case 'lazy':
        return inner((def.getter as () => unknown)());
      case 'object': {
        const shape = def.shape as Record<string, unknown>;
        const out: Record<string, unknown> = {};
        for (const [k, v] of Object.entries(shape)) {
          const optional = (v as { _zod?: { optin?: string } })._zod?.optin === 'optional';
          // An optional id turns an add into an update (upserts): left out, so the add's access is what is asked.
          if (optional && !/^(ids|proId|projectId)$|Id$/.test(k)) continue;
          const value = field(v, k, url, depth + 1);
          if (value !== undefined) out[k] = value;
        }
        return out;
      }
      case 'array': {
        const one = field(def.element, key.replace(/s$/, ''), url, depth + 1);
        return one === undefined ? [] : [one];
      }
      case 'tuple':
        return (def.items as unknown[]).map((item) => field(item, key, url, depth + 1));
      case 'number':
      case 'int':
      case 'bigint':
        if (/^(id|ids)$|Id$|^proId$/.test(key) || /Ids$/.test(key)) return idFor(key, url);
        return key === 'limit' ? 10 : 1;
      case 'boolean':
        return false;
      case 'enum':
        return Object.values(def.entries as Record<string, unknown>)[0];
      case 'literal':
        return (def.values as unknown[])[0];
      case 'union':
        return inner((def.options as unknown[])[0]);
      case 'date':
        return '2026-01-01';
      case 'string': {
        const format = (schema as { format?: string }).format;
        if (format === 'uuid') return '00000000-0000-4000-8000-000000000000';
        if (/date/i.test(key)) return '2026-01-01';
        if (/phone/i.test(key)) return '13000000000';
        return 'x';
      }
      case 'record':
        return {};
      default:
        return undefined;
    }
  }

  function schemaRequest(route: RouteTableEntry): InjectOptions {
    const url = route.url.replace(/:(\w+)/g, (_m, name: string) => String(idFor(name, route.url)));
    const query = (sample(route.querystring, '', route.url) ?? {}) as Record<string, unknown>;
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) for (const one of [v].flat()) qs.append(k, String(one));
    const withQuery = qs.size > 0 ? `${url}?${qs}` : url;
    if (route.method === 'GET' || route.method === 'DELETE') return { method: route.method, url: withQuery };
    return {
      method: route.method as InjectOptions['method'],
      url: withQuery,
      payload: (sample(route.body, '', route.url) ?? {}) as Record<string, unknown>,
    };
  }

  /** Kit routes: the kit's own valid request per action, on rows its fixture inserts in the target project. */
  const kitRequest = kitRequestBuilder(db, () => target);

  async function requestOf(route: RouteTableEntry): Promise<InjectOptions> {
    const kit = kitRoutes.get(`${route.method} ${route.url}`);
    if (!kit) return schemaRequest(route);
    return kitRequest(kit);
  }

  /** One call; the request is built (and its rows inserted) before `between` runs, so only the call is watched. */
  async function call(
    route: RouteTableEntry,
    token: string | undefined,
    between: (send: () => Promise<LightMyRequestResponse>) => Promise<LightMyRequestResponse> = (send) =>
      send(),
  ) {
    const base = await requestOf(route);
    totals.requests++;
    const res = await between(() => t.app.inject(asCaller(base, token)));
    if (res.statusCode >= 500) {
      totals.serverErrors++;
      problems.push(`${route.method} ${route.url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    if (process.env.MATRIX_DEBUG && res.statusCode === 422 && token === tokens.stranger)
      console.log(
        `422 ${route.method} ${route.url} ${JSON.stringify(base).slice(0, 300)} → ${res.json().msg}`,
      );
    return res;
  }

  /**
   * Refused for access: the menu action missing. Business rules past the access check (only the
   * supervisor confirms, only the applicant cancels, not the admin's password) and a placeholder id
   * that names another project's row answer their own 403s and are not counted.
   */
  const accessRefused = (res: LightMyRequestResponse) =>
    res.statusCode === 403 && ACCESS_REFUSALS.includes(res.json().msg);

  const refusedAs = (res: LightMyRequestResponse) => [403, 404, 400, 401, 415, 422].includes(res.statusCode);

  /** A call that must be refused: a 4xx, and no committed row anywhere. */
  async function refused(route: RouteTableEntry, token: string | undefined, who: string) {
    let before = 0;
    let after = 0;
    const res = await call(route, token, async (send) => {
      before = await changes();
      const answer = await send();
      after = await changes();
      return answer;
    });
    const tally = refusals[who] ?? {};
    tally[res.statusCode] = (tally[res.statusCode] ?? 0) + 1;
    refusals[who] = tally;
    if (after !== before) {
      totals.refusedWrites += after - before;
      problems.push(`${route.method} ${route.url} as ${who}: ${after - before} rows changed`);
    }
    return res;
  }

  // ---- the callers -------------------------------------------------------------------------------

  const PROJECT_SCOPED: RouteWho['kind'][] = ['project', 'projectMember', 'projectManager'];
  const needsMoreThanSession = (who: RouteWho) => who.kind !== 'public' && who.kind !== 'signedIn';

  async function userOf(account: string) {
    const [u] = await db().select({ id: appUser.id }).from(appUser).where(eq(appUser.account, account));
    if (!u) throw new Error(`no seeded user ${account}`);
    return u.id;
  }

  const t = seededApp();
  beforeAll(async () => {
    const [pile] = await db()
      .select({ id: project.id })
      .from(project)
      .where(eq(project.name, '一标段 桩基工程'));
    target = pile?.id ?? 0;

    // A company registered and approved a minute ago, with one user and no project at all.
    const [fresh] = await db()
      .insert(company)
      .values({ name: '新注册建设有限公司', compType: 1, creditCode: '91330000MA00000001', status: 'active' })
      .returning({ id: company.id });
    const [stranger] = await db()
      .insert(appUser)
      .values({
        account: 'matrix-stranger',
        name: '新用户',
        phone: '13000000999',
        passwordHash: await hashPassword('Matrix#2026'),
        companyId: fresh?.id ?? 0,
        companyAdmin: true,
      })
      .returning({ id: appUser.id });
    tokens.stranger = await createSession(db(), stranger?.id ?? 0);
    tokens.platform = await createSession(db(), await userOf('qianxiaoyan'));
    tokens.member = await createSession(db(), await userOf('liuming'));
    tokens.holder = await createSession(db(), await userOf('zhangjianguo'));

    const tables = await db().execute(
      sql`select c.table_name from information_schema.columns c join information_schema.columns i on i.table_schema = c.table_schema and i.table_name = c.table_name and i.column_name = 'id' where c.table_schema = 'public' and c.column_name = 'project_id'`,
    );
    for (const { table_name } of tables.rows as { table_name: string }[]) {
      const row = await db().execute(
        sql`select id from ${sql.identifier(table_name)} where project_id = ${target} order by id limit 1`,
      );
      const id = Number(row.rows[0]?.id);
      if (Number.isFinite(id) && id > 0) rowIds.set(table_name, id);
    }

    // Every committed row change of any watched table lands in zz_change_log (a rolled-back one does not).
    await db().execute(sql`create table zz_change_log (id bigserial primary key, tbl text not null)`);
    await db().execute(
      sql.raw(`create function zz_log() returns trigger language plpgsql as $$
      begin insert into zz_change_log (tbl) values (tg_table_name); return null; end $$`),
    );
    const watched = await db().execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    for (const { table_name } of watched.rows as { table_name: string }[]) {
      if (UNWATCHED.includes(table_name)) continue;
      await db().execute(
        sql.raw(
          `create trigger zz_watch after insert or update or delete on "${table_name}" for each row execute function zz_log()`,
        ),
      );
    }
  });

  afterAll(async () => {
    console.log(
      `route matrix, shard ${shard + 1} of ${of}: ${totals.routes} routes, ${totals.callers} callers, ${totals.requests} requests, ` +
        `${totals.serverErrors} 5xx, ${totals.leaks} leaks, ${totals.refusedWrites} rows changed by refused calls`,
    );
    if (problems.length) console.log(problems.join('\n'));
    console.log(`refusals by status: ${JSON.stringify(refusals)}`);
  });

  if (shard === 0) {
    it('when a route is registered without a declaration, then the app does not build (fail closed)', async () => {
      const bare = Fastify();
      await bare.register(routeTable);
      expect(() => bare.get('/api/undeclared', async () => 'no')).toThrow(/declares no access/);
      expect(() => bare.get('/api/secretly-public', { config: { public: true } }, async () => 'no')).toThrow(
        /not listed in platform\/auth\/public-routes.ts/,
      );
      bare.get('/api/declared', { config: { who: { kind: 'signedIn' } } }, async () => 'yes');
      // …and an app where a listed public route is missing (or not public) does not start either.
      await expect(bare.ready()).rejects.toThrow(
        /lists routes that are not registered as public: GET \/api\/health/,
      );
      expect(bare.routeTable.map((r) => `${r.method} ${r.url} ${r.who.kind}`)).toEqual([
        'GET /api/declared signedIn',
      ]);
      await bare.close();
    });

    it('when a member lists their projects, then the answer carries the sentinels (so a stranger’s answers are searched for something real)', async () => {
      const res = await t.app.inject({
        url: '/auth/project/list',
        headers: { 'x-auth-token': tokens.holder },
      });
      expect(res.body).toContain(SENTINELS[0]);
      const members = await t.app.inject({
        url: `/api/project/role/list?id=${target}`,
        headers: { 'x-auth-token': tokens.holder },
      });
      for (const s of SENTINELS.slice(2)) expect(members.body).toContain(s);
    });

    it('when the app is built, then every /api and /auth route is in the table with a declaration', () => {
      expect(routes.length).toBeGreaterThan(500);
      for (const r of routes) expect(r.who.kind, `${r.method} ${r.url}`).toBeTruthy();
    });
  }

  const guarded = routes
    .filter((r) => r.url.startsWith('/api/') || r.url.startsWith('/auth/'))
    .filter((_r, index) => index % of === shard);

  describe.each(guarded.map((r) => [`${r.method} ${r.url} (${r.who.kind})`, r] as const))(
    '%s',
    (_n, route) => {
      const { who } = route;
      const key = `${route.method} ${route.url}`;

      it('when called by each kind of caller, then it answers as its declaration says', async () => {
        totals.routes++;
        // a. anonymous: every non-public route answers "not logged in", before anything is read or written.
        if (who.kind !== 'public') {
          const res = await refused(route, undefined, 'anonymous');
          expect(res.json(), 'anonymous').toMatchObject({ data: NOT_LOGGED_IN_MARK });
        } else {
          await call(route, undefined);
        }
        if (who.kind === 'public' || SESSION_ENDING.has(key)) return;

        // b. a user of a brand-new company with no project: refused unless any session will do, and then
        // nothing of the target project in the answer.
        if (needsMoreThanSession(who)) {
          const res = await refused(route, tokens.stranger, 'stranger');
          expect(refusedAs(res), `stranger got ${res.statusCode}: ${res.body.slice(0, 200)}`).toBe(true);
        } else {
          const res = await call(route, tokens.stranger);
          const leaked = SENTINELS.filter((s) => res.body.includes(s));
          if (leaked.length) {
            totals.leaks++;
            problems.push(`${key} leaks ${leaked.join(', ')} to a stranger`);
          }
          expect(leaked, 'leak').toEqual([]);
        }

        // c. platform staff not assigned to the target project: refused on project and lab routes, also
        // where the check admits platform staff (platformStaff: true admits only those whose scope covers
        // the project, platform-scope.ts).
        if (PROJECT_SCOPED.includes(who.kind) || who.kind === 'lab') {
          const res = await refused(route, tokens.platform, 'platform');
          expect(refusedAs(res), `platform staff got ${res.statusCode}: ${res.body.slice(0, 200)}`).toBe(
            true,
          );
        }

        // The platform administrator's own calls: other platform staff are refused too.
        if (who.kind === 'platformAdmin') {
          const res = await refused(route, tokens.platform, 'platform');
          expect(refusedAs(res), `platform staff got ${res.statusCode}: ${res.body.slice(0, 200)}`).toBe(
            true,
          );
        }

        if (who.kind === 'project') {
          // d. a member whose role lacks exactly this action on this menu: 403 or 404.
          const [page] = await db()
            .select({ id: menuTable.id })
            .from(menuTable)
            .where(eq(menuTable.name, who.menu));
          expect(page, `menu ${who.menu} exists`).toBeDefined();
          const row = and(eq(roleMenu.roleId, 91), eq(roleMenu.menuId, page?.id ?? 0));
          const [held] = await db().select({ actions: roleMenu.actions }).from(roleMenu).where(row);
          if (held)
            await db()
              .update(roleMenu)
              .set({ actions: held.actions.filter((a) => a !== who.action) })
              .where(row);
          try {
            const res = await refused(route, tokens.member, 'member without the action');
            expect(refusedAs(res), `member without '${who.action}' got ${res.statusCode}`).toBe(true);
            expect(res.statusCode, 'member without the action').not.toBe(200);
          } finally {
            if (held) await db().update(roleMenu).set({ actions: held.actions }).where(row);
          }

          // e. a member holding the action (granted to both of zhangjianguo's roles for the call): not
          // refused for access, never a 5xx.
          const granted = and(inArray(roleMenu.roleId, [3, 19]), eq(roleMenu.menuId, page?.id ?? 0));
          const saved = await db().select().from(roleMenu).where(granted);
          await db().delete(roleMenu).where(granted);
          await db()
            .insert(roleMenu)
            // An import also adds (the concrete import asserts both).
            .values(
              [3, 19].map((roleId) => ({
                roleId,
                menuId: page?.id ?? 0,
                actions: who.action === 'import' ? ['import', 'add'] : [who.action],
              })),
            );
          try {
            const res = await call(route, tokens.holder);
            expect(accessRefused(res), `holder: ${res.body.slice(0, 200)}`).toBe(false);
          } finally {
            await db().delete(roleMenu).where(granted);
            if (saved.length) await db().insert(roleMenu).values(saved);
          }
        } else if (who.kind === 'projectMember' || who.kind === 'projectManager' || who.kind === 'signedIn') {
          const res = await call(route, tokens.holder);
          expect(accessRefused(res), `holder: ${res.body.slice(0, 200)}`).toBe(false);
        }
      });
    },
  );

  it('when every route of the shard has been called, then no 5xx, no leak and no row written by a refused call', () => {
    expect(totals.routes).toBe(guarded.length);
    expect(problems).toEqual([]);
    expect([totals.serverErrors, totals.leaks, totals.refusedWrites]).toEqual([0, 0, 0]);
  });
}
