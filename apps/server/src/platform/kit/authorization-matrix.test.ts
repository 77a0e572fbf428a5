import { KIT_ACTIONS, type KitAction, NOT_LOGGED_IN_MARK } from '@zhuji/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app';
import { loginAs } from '../../../test/auth';
import { testDatabase } from '../../../test/per-file-db';
import { buildApp } from '../../app';
import { configFromEnv } from '../../config';
import { seedDemoData } from '../../seed';
import { auditLog } from '../audit/audit.table';
import { connect } from '../db/client';
import { t } from '../i18n';
import { project } from '../identity/project.table';
import { menu as menuTable, roleMenu } from '../identity/role.table';
import type { KitFixture } from './define-resource';
import { XLSX_TYPE } from './excel';
import type { KitRoute } from './plugin';

/*
 * Generated from the route table: every route declared through the kit is called by each kind of
 * caller. A module gets these cases by declaring its routes with defineResource — nothing to write.
 *
 * Target: the 湘湖 pile project, where zhangjianguo (项目经理, every action) and liuming (质监站监督员)
 * are members, and which is NOT zhangjianguo's current project (the union of his roles there applies).
 */
const routes: KitRoute[] = await (async () => {
  // Only the route table is read: the pool never connects.
  const offline = connect('postgres://offline.invalid/none', 1);
  const app = await buildApp({
    config: { ...configFromEnv({}), webDist: undefined },
    database: offline,
    dbMode: 'external',
    logger: false,
  });
  await app.ready();
  const table = [...app.kitRoutes];
  await app.close();
  await offline.close();
  return table;
})();

let app: FastifyInstance;
let target: number;
const tokens: Record<string, string> = {};
let n = 0;
const db = () => testDatabase().db;

/** A valid request for each action: one registry, checked exhaustive. */
const requests: Record<KitAction, (url: string, fixture: KitFixture) => Promise<InjectOptions>> = {
  list: async (url) => ({ method: 'GET', url: `${url}?proId=${target}` }),
  export: async (url) => ({ method: 'GET', url: `${url}?proId=${target}` }),
  detail: async (url, f) => ({ method: 'GET', url: `${url}?id=${await f.insertExample(db(), target, ++n)}` }),
  add: async (url, f) => ({ method: 'POST', url, payload: { ...f.example(++n), projectId: target } }),
  update: async (url, f) => ({
    method: 'POST',
    url,
    payload: { ...f.example(++n), id: await f.insertExample(db(), target, ++n) },
  }),
  remove: async (url, f) => ({
    method: 'POST',
    url,
    payload: { ids: [await f.insertExample(db(), target, ++n)] },
  }),
  import: async (url, f) => ({
    method: 'POST',
    url: `${url}?proId=${target}`,
    headers: { 'content-type': XLSX_TYPE },
    payload: await f.exampleSheet([++n, ++n]),
  }),
};

async function call(route: KitRoute, token?: string) {
  await route.config.access.fixture.prepare(db(), target);
  const base = await requests[route.config.access.action](route.url, route.config.access.fixture);
  return app.inject({ ...base, headers: { ...base.headers, ...(token ? { 'x-auth-token': token } : {}) } });
}

const auditCount = async () => (await db().select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]?.n;

beforeAll(async () => {
  await seedDemoData(db());
  app = await testApp();
  for (const user of ['zhangjianguo', 'wanghaitao', 'lixiaofeng', 'liuming'])
    tokens[user] = await loginAs(app, user);
  const [xianghu] = await db().select().from(project).where(eq(project.name, '桩基工程'));
  target = xianghu?.id ?? 0;
});
afterAll(async () => {
  await app.close();
});

it('when the app is built, then the building resource declares all seven kit routes', () => {
  const building = routes.filter((r) => r.config.access.fixture.name === 'building');
  expect(building.map((r) => r.config.access.action).sort()).toEqual([...KIT_ACTIONS].sort());
});

describe.each(routes.map((r) => [`${r.method} ${r.url}`, r] as const))('%s', (_name, route) => {
  const { menu, action } = route.config.access;

  it('when anonymous, then code 400 "not logged in"', async () => {
    const res = await call(route);
    expect(res.json()).toMatchObject({ code: 400, data: NOT_LOGGED_IN_MARK });
  });

  // A project the caller may not see answers like a missing row: 404 with the same message.
  it('when a member of another company on another project, then 404 as for a missing row, and nothing written', async () => {
    const before = await auditCount();
    const res = await call(route, tokens.wanghaitao);
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe(t('recordNotFound', 'zh'));
    expect(await auditCount()).toBe(before);
  });

  it('when a member of another project of the same company, then 404 as for a missing row, and nothing written', async () => {
    const before = await auditCount();
    const res = await call(route, tokens.lixiaofeng);
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe(t('recordNotFound', 'zh'));
    expect(await auditCount()).toBe(before);
  });

  it(`when a member whose role lacks '${action}' on ${menu}, then 403 and nothing written`, async () => {
    // liuming's 质监站监督员 role (91), stripped of exactly this action on this menu. Where the seed
    // grants it, the same call passes first: the refusal below is the action's, nothing else's.
    const [page] = await db().select({ id: menuTable.id }).from(menuTable).where(eq(menuTable.name, menu));
    const row = and(eq(roleMenu.roleId, 91), eq(roleMenu.menuId, page?.id ?? 0));
    const [held] = await db().select({ actions: roleMenu.actions }).from(roleMenu).where(row);
    expect(held).toBeDefined();
    const actions = held?.actions ?? [];
    if (actions.includes(action)) expect((await call(route, tokens.liuming)).statusCode).toBe(200);
    await db()
      .update(roleMenu)
      .set({ actions: actions.filter((a) => a !== action) })
      .where(row);
    try {
      const before = await auditCount();
      expect((await call(route, tokens.liuming)).statusCode).toBe(403);
      expect(await auditCount()).toBe(before);
    } finally {
      await db().update(roleMenu).set({ actions }).where(row);
    }
  });

  it(`when a member whose role has '${action}', then 200`, async () => {
    const res = await call(route, tokens.zhangjianguo);
    expect(res.statusCode).toBe(200);
    if (action !== 'export') expect(res.json().code).toBe(200);
    if (action === 'import') expect(res.json().data.errors).toEqual([]);
  });

  it('when the menu has no role_menu row for the role, then 403 (fail closed)', async () => {
    const [page] = await db().select({ id: menuTable.id }).from(menuTable).where(eq(menuTable.name, menu));
    const removed = await db()
      .delete(roleMenu)
      .where(and(eq(roleMenu.roleId, 3), eq(roleMenu.menuId, page?.id ?? 0)))
      .returning();
    expect(removed).toHaveLength(1);
    try {
      expect((await call(route, tokens.zhangjianguo)).statusCode).toBe(403);
    } finally {
      await db().insert(roleMenu).values(removed);
    }
  });
});
