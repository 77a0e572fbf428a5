// The access cache across processes (docs/architecture.md "Access cache"): two instances of the app on
// one database, each with its own pool, cache and LISTEN connection, as two processes of
// WEB_CONCURRENCY=2 are. A change made through instance A must be refused by B on B's next request once
// the database's notification has reached B — the test waits for exactly that notification (B's own
// signal, not a delay), having first made sure B held the entry the change must drop.

import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { testDatabase } from '../../../test/per-file-db';
import { type SeededPeer, seededApp } from '../../../test/seeded-app';
import { createSession, hashToken, resolveSession } from '../auth/session';
import { appUser } from '../identity/account.table';
import { menu, roleMenu } from '../identity/role.table';
import { AccessCache, type AccessChange, applyLocalWrite } from './access-cache';
import { allowedActions } from './actions';
import { menuTreeForRole } from './menu-tree';

const t = seededApp({ users: ['lixiaofeng', 'zhangjianguo', 'chenzhiming', 'wanghaitao'] });

/** Resolves when the app's cache has applied a change that matches (registered before the write). */
function nextChange(app: FastifyInstance, match: (c: AccessChange) => boolean): Promise<AccessChange> {
  return new Promise((resolve) => {
    const listener = (change: AccessChange) => {
      if (!match(change)) return;
      app.accessCache.onChange.delete(listener);
      resolve(change);
    };
    app.accessCache.onChange.add(listener);
  });
}

const pileList = (to: Pick<SeededPeer<string>, 'get'>, as: string) =>
  to.get(`/api/pile/construction/list?proId=${t.project('jiangdongPile')}&page=1&limit=5`, as);

let peer: SeededPeer<'lixiaofeng' | 'zhangjianguo' | 'chenzhiming' | 'wanghaitao'>;
const b = async () => {
  peer ??= await t.peer();
  return peer;
};

describe('two app instances on one database', () => {
  it('when a session is made on A, then B knows it', async () => {
    const res = await (await b()).get('/api/user/info', 'lixiaofeng');
    expect(res.json()).toMatchObject({ code: 200, data: { name: '李晓峰' } });
  });

  it('when a menu action is revoked through A, then B refuses it at its next request, and gives it back when granted again', async () => {
    const B = await b();
    expect((await pileList(B, 'lixiaofeng')).json().code).toBe(200);
    expect(B.app.accessCache.roleActions.has(5)).toBe(true);
    const [pileMenu] = await t.db.select({ id: menu.id }).from(menu).where(eq(menu.name, 'PileConstruction'));
    const grant = and(eq(roleMenu.roleId, 5), eq(roleMenu.menuId, pileMenu?.id ?? 0));

    const revoked = nextChange(B.app, (c) => c.kind === 'role' && c.id === 5);
    await t.db
      .update(roleMenu)
      .set({ actions: sql`array_remove(${roleMenu.actions}, 'list')` })
      .where(grant);
    await revoked;
    expect((await pileList(B, 'lixiaofeng')).statusCode).toBe(403);

    const granted = nextChange(B.app, (c) => c.kind === 'role' && c.id === 5);
    await t.db
      .update(roleMenu)
      .set({ actions: sql`array_append(${roleMenu.actions}, 'list')` })
      .where(grant);
    await granted;
    expect((await pileList(B, 'lixiaofeng')).json().code).toBe(200);
  });

  it('when a role loses a page or a menu changes, then the menu tree in user info follows on A at once and on B at its notification', async () => {
    const B = await b();
    type Route = { name: string; hidden: boolean; meta: { actions: string[] }; children?: Route[] };
    const flat = (routes: Route[]): Route[] => routes.flatMap((r) => [r, ...flat(r.children ?? [])]);
    const pileRoute = async (to: Pick<SeededPeer<string>, 'get'>) => {
      const data = (await to.get('/api/user/info', 'lixiaofeng')).json().data;
      return {
        roleId: data.currentRole.id as number,
        route: flat(data.routes).find((r) => r.name === 'PileConstruction'),
      };
    };
    const start = await pileRoute(B);
    const { roleId } = start;
    expect(start.route?.meta.actions).toContain('list');
    expect(start.route?.hidden).toBe(false);
    // Both instances hold the role's tree: what follows must drop it, not find it missing.
    expect((await pileRoute(t)).route).toEqual(start.route);
    expect(B.app.accessCache.menuTrees.has(roleId)).toBe(true);
    expect(t.app.accessCache.menuTrees.has(roleId)).toBe(true);
    const [pileMenu] = await t.db.select({ id: menu.id }).from(menu).where(eq(menu.name, 'PileConstruction'));
    const grant = and(eq(roleMenu.roleId, roleId), eq(roleMenu.menuId, pileMenu?.id ?? 0));
    const [row] = await t.db.select().from(roleMenu).where(grant);
    if (!row) throw new Error('the role has no PileConstruction row');

    // The role loses the page (its role_menu row goes): gone from its tree.
    const lost = nextChange(B.app, (c) => c.kind === 'role' && c.id === roleId);
    await t.db.delete(roleMenu).where(grant);
    expect((await pileRoute(t)).route).toBeUndefined();
    await lost;
    expect((await pileRoute(B)).route).toBeUndefined();

    // Given back: there again, with its actions.
    const back = nextChange(B.app, (c) => c.kind === 'role' && c.id === roleId);
    await t.db.insert(roleMenu).values(row);
    expect((await pileRoute(t)).route).toEqual(start.route);
    await back;
    expect((await pileRoute(B)).route).toEqual(start.route);

    // A change to the menu itself (hidden), which every role's tree carries.
    const hide = (hidden: boolean) =>
      t.db
        .update(menu)
        .set({ hidden })
        .where(eq(menu.id, pileMenu?.id ?? 0));
    const hidden = nextChange(B.app, (c) => c.kind === 'menu');
    await hide(true);
    expect((await pileRoute(t)).route?.hidden).toBe(true);
    await hidden;
    expect((await pileRoute(B)).route?.hidden).toBe(true);
    const shown = nextChange(B.app, (c) => c.kind === 'menu');
    await hide(false);
    expect((await pileRoute(t)).route).toEqual(start.route);
    await shown;
    expect((await pileRoute(B)).route).toEqual(start.route);
  });

  it('when a membership is removed on A, then B hides the project from that user', async () => {
    const B = await b();
    const userId = t.user('lixiaofeng');
    expect((await pileList(B, 'lixiaofeng')).json().code).toBe(200);
    expect(B.app.accessCache.memberships.get(userId)?.has(t.project('jiangdongPile'))).toBe(true);

    const removed = nextChange(B.app, (c) => c.kind === 'member' && c.userId === userId);
    const save = await t.post(
      '/api/project/role/save',
      { projectId: t.project('jiangdongPile'), userId, roleIds: [] },
      'zhangjianguo',
    );
    expect(save.json().code).toBe(200);
    await removed;
    expect((await pileList(B, 'lixiaofeng')).statusCode).toBe(404);
    const projects = (await B.get('/auth/project/list', 'lixiaofeng')).json().data as { id: number }[];
    expect(projects.map((p) => p.id)).not.toContain(t.project('jiangdongPile'));
  });

  it('when the user logs out on A, then the session is dead on B', async () => {
    const B = await b();
    expect((await B.get('/api/user/info', 'wanghaitao')).json().code).toBe(200);
    expect(B.app.accessCache.sessions.size).toBeGreaterThan(0);
    const ended = nextChange(B.app, (c) => c.kind === 'session');
    expect((await t.get('/auth/logout', 'wanghaitao')).json().code).toBe(200);
    await ended;
    expect((await B.get('/api/user/info', 'wanghaitao')).json()).toMatchObject({ code: 400 });
  });

  it('when an account is disabled through A, then B refuses its session', async () => {
    const B = await b();
    const userId = t.user('chenzhiming');
    expect((await B.get('/api/user/info', 'chenzhiming')).json().code).toBe(200);
    const disabled = nextChange(B.app, (c) => c.kind === 'user' && c.id === userId);
    await t.db.update(appUser).set({ status: 'disabled' }).where(eq(appUser.id, userId));
    await disabled;
    expect((await B.get('/api/user/info', 'chenzhiming')).json()).toMatchObject({ code: 400 });
  });

  it('when the listening connection is cut, then the cache is off until it is back, and answers stay right', async () => {
    const B = await b();
    const listeners = () =>
      t.db.execute<{ pid: number }>(
        sql`select pid from pg_stat_activity where datname = current_database() and query = 'listen zhuji_access'`,
      );
    const before = (await listeners()).rows.map((r) => r.pid);
    expect(before.length).toBe(2);
    await t.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query = 'listen zhuji_access'`);
    // Cut: each instance turns its cache off as soon as its connection reports the end.
    await vi.waitFor(() => expect(B.app.accessCache.live && t.app.accessCache.live).toBe(false));
    expect((await B.get('/api/user/info', 'zhangjianguo')).json().code).toBe(200);
    expect(B.app.accessCache.sessions.size).toBe(0);
    // Back after the backoff, on new connections, with the cache live again.
    await vi.waitFor(
      async () => {
        const now = (await listeners()).rows.map((r) => r.pid);
        expect(now.length).toBe(2);
        expect(now.some((pid) => before.includes(pid))).toBe(false);
        expect(B.app.accessCache.live && t.app.accessCache.live).toBe(true);
      },
      { timeout: 10_000, interval: 100 },
    );
    expect((await B.get('/api/user/info', 'zhangjianguo')).json().code).toBe(200);
  });
});

describe('one instance', () => {
  it('when the session, roles, actions and menu tree are cached, then reading them again sends no query', async () => {
    const db = t.app.db;
    const { pool } = testDatabase();
    let queries = 0;
    const count = () => queries++;
    const token = t.token('zhangjianguo');
    const first = await resolveSession(db, token);
    if (!first) throw new Error('no session');
    const projectId = t.project('jiangdongPile');
    const lang = { lang: 'zh' as const };
    const actions = await allowedActions(db, first, projectId, 'PileConstruction', lang);
    const tree = await menuTreeForRole(db, 3);

    pool.on('acquire', count);
    try {
      expect(await resolveSession(db, token)).toEqual(first);
      expect(await allowedActions(db, first, projectId, 'PileConstruction', lang)).toEqual(actions);
      expect(await menuTreeForRole(db, 3)).toBe(tree);
    } finally {
      pool.off('acquire', count);
    }
    expect(queries).toBe(0);
    expect(actions).toContain('list');
  });

  it('when the same process changes the current role, then its next request sees it without waiting for the notification', async () => {
    const info = async () => (await t.get('/api/user/info', 'zhangjianguo')).json().data;
    const change = await t.get(
      `/api/user/project/change?proId=${t.project('jiangdongPile')}`,
      'zhangjianguo',
    );
    expect(change.json().code).toBe(200);
    const before = await info();
    expect(before.roles.map((r: { id: number }) => r.id)).toEqual([3, 19]);
    const other = before.currentRole.id === 3 ? 19 : 3;
    const res = await t.put('/api/user/role', { currentRole: other }, 'zhangjianguo');
    expect(res.json().code).toBe(200);
    const after = await info();
    expect(after.currentRole.id).toBe(other);
    expect(after.routes).toEqual(await menuTreeForRole(t.db, other));
  });
});

describe('the notifications', () => {
  it('when any client writes an access table, then the change is announced on commit only, and bookkeeping writes are not', async () => {
    const listener = new pg.Client({ connectionString: testDatabase().url });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (m) => heard.push(m.payload ?? ''));
    await listener.query('listen zhuji_access');
    const writer = new pg.Client({ connectionString: testDatabase().url });
    await writer.connect();
    try {
      const userId = t.user('luhaiyan');
      const sessionToken = await createSession(t.db, userId);
      const [{ id: sessionId } = { id: 0 }] = (
        await writer.query<{ id: number }>('select id from session where token_hash = $1', [
          hashToken(sessionToken),
        ])
      ).rows;
      const [{ company_id: companyId } = { company_id: 0 }] = (
        await writer.query<{ company_id: number }>('select company_id from app_user where id = $1', [userId])
      ).rows;
      const project = t.project('xianghuPile');
      await writer.query('begin');
      // Bookkeeping: the minute touch and the failed-login count change nothing cached.
      await writer.query('update session set last_seen_at = now() where id = $1', [sessionId]);
      await writer.query('update app_user set failed_logins = failed_logins + 1 where id = $1', [userId]);
      await writer.query('update session set revoked_at = now() where id = $1', [sessionId]);
      await writer.query(`update app_user set settings = '{"seen": 1}' where id = $1`, [userId]);
      await writer.query(
        'insert into project_member (user_id, project_id, role_id, company_id) values ($1, $2, 81, $3)',
        [userId, project, companyId],
      );
      await writer.query(`update role set name = name || '' where id = 81`);
      await writer.query('update role_menu set actions = actions where role_id = 81');
      await writer.query('update menu set sort = sort where false');
      await writer.query('update company set name = name where id = $1', [companyId]);
      // Round trips on the listener: anything sent before the commit would have arrived by now.
      await listener.query('select 1');
      expect(heard).toEqual([]);
      await writer.query('commit');
      await vi.waitFor(() => expect(heard).toContain(`company:${companyId}`));
      expect(new Set(heard)).toEqual(
        new Set([
          `session:${sessionId}`,
          `user:${userId}`,
          `member:${userId}`,
          'role:81',
          'menu',
          `company:${companyId}`,
        ]),
      );
    } finally {
      await writer.end();
      await listener.end();
    }
  });
});

describe('a write of this process', () => {
  const filled = () => {
    const cache = new AccessCache();
    cache.live = true;
    cache.sessions.set('h', {
      sessionId: 1,
      userId: 2,
      companyId: 3,
      name: 'n',
      account: 'a',
      currentRoleId: null,
      currentProjectId: null,
      mustChangePassword: false,
      expiresAt: Date.now() + 60_000,
      lastSeenAt: Date.now(),
    });
    cache.memberships.set(2, new Map());
    cache.roleActions.set(5, new Map());
    cache.menuTrees.set(5, []);
    return cache;
  };
  const sizes = (c: AccessCache) => [
    c.sessions.size,
    c.memberships.size,
    c.roleActions.size,
    c.menuTrees.size,
  ];

  it.each([
    ['update "session" set "last_seen_at" = $1 where "session"."id" = $2', [1, 1, 1, 1]],
    ['insert into "session" ("id", "token_hash") values (default, $1)', [1, 1, 1, 1]],
    [
      'update "app_user" set "failed_logins" = $1, "locked_until" = $2 where "app_user"."id" = $3',
      [1, 1, 1, 1],
    ],
    ['select "id" from "app_user"', [1, 1, 1, 1]],
    ['update "pile" set "status" = $1 where "pile"."id" = $2', [1, 1, 1, 1]],
    ['update "session" set "revoked_at" = $1 where "session"."id" = $2', [0, 1, 1, 1]],
    ['update "app_user" set "current_role_id" = $1 where "app_user"."id" = $2', [0, 0, 1, 1]],
    ["update app_user set status = 'disabled' where id = 2", [0, 0, 1, 1]],
    ['delete from "project_member" where "project_member"."user_id" = $1', [1, 0, 1, 1]],
    ['update "role_menu" set "actions" = $1 where "role_menu"."role_id" = $2', [1, 0, 0, 0]],
    ['update "company" set "status" = $1 where "company"."id" = $2', [0, 1, 1, 1]],
  ] as const)('when it sends %s, then the entries left are %j', (statement, left) => {
    const cache = filled();
    applyLocalWrite(cache, statement);
    expect(sizes(cache)).toEqual(left);
  });
});
