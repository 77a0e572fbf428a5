import { KIT_ACTIONS, NOT_LOGGED_IN_MARK } from '@zhuji/shared';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { asCaller, kitRequestBuilder, offlineRouteTables } from '../../../test/route-requests';
import { seededApp } from '../../../test/seeded-app';
import { auditLog } from '../audit/audit.table';
import { t } from '../i18n';
import { menu as menuTable, roleMenu } from '../identity/role.table';
import type { KitRoute } from './plugin';

/*
 * Generated from the route table: every route declared through the kit is called by each kind of
 * caller. A module gets these cases by declaring its routes with defineResource — nothing to write.
 *
 * Target: the 湘湖 pile project, where zhangjianguo (项目经理, every action) and liuming (质监站监督员)
 * are members, and which is NOT zhangjianguo's current project (the union of his roles there applies).
 */
const { kitRoutes: routes } = await offlineRouteTables();

const caller = seededApp({ users: ['zhangjianguo', 'wanghaitao', 'lixiaofeng', 'liuming'] });
const db = () => caller.db;
const kitRequest = kitRequestBuilder(db, () => caller.project('xianghuPile'));

/** The route called as one of the logged-in accounts, or anonymously. */
async function call(route: KitRoute, account?: string) {
  return caller.app.inject(asCaller(await kitRequest(route), caller.token(account ?? null)));
}

const auditCount = async () => (await db().select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]?.n;

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
    const res = await call(route, 'wanghaitao');
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe(t('recordNotFound', 'zh'));
    expect(await auditCount()).toBe(before);
  });

  it('when a member of another project of the same company, then 404 as for a missing row, and nothing written', async () => {
    const before = await auditCount();
    const res = await call(route, 'lixiaofeng');
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
    if (!held) {
      // The seed gives the role no row on this page (docs/decisions/role-visibility.md): refused outright.
      const before = await auditCount();
      expect((await call(route, 'liuming')).statusCode).toBe(403);
      expect(await auditCount()).toBe(before);
      return;
    }
    const actions = held.actions;
    if (actions.includes(action)) expect((await call(route, 'liuming')).statusCode).toBe(200);
    await db()
      .update(roleMenu)
      .set({ actions: actions.filter((a) => a !== action) })
      .where(row);
    try {
      const before = await auditCount();
      expect((await call(route, 'liuming')).statusCode).toBe(403);
      expect(await auditCount()).toBe(before);
    } finally {
      await db().update(roleMenu).set({ actions }).where(row);
    }
  });

  it(`when a member whose role has '${action}', then 200`, async () => {
    const res = await call(route, 'zhangjianguo');
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
      expect((await call(route, 'zhangjianguo')).statusCode).toBe(403);
    } finally {
      await db().insert(roleMenu).values(removed);
    }
  });
});
