import { readFile } from 'node:fs/promises';
import { UNREAD_BADGE_MAX } from '@zhuji/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth';
import { seededApp } from '../../../test/seeded-app';
import { menu, roleMenu } from '../../platform/identity';
import { message, unreadMessageCount } from '../../platform/notify';
import type { SeedProjectKey } from '../../seed/identity';

// 张建国's first project, current after login: 一标段 桩基工程.
const token = 'zhangjianguo';
const t = seededApp({ users: [token], startup: true, caller: null });
const { get, post } = t;

const zhang = () => t.user('zhangjianguo');
const changeProject = (key: SeedProjectKey) => get(`/api/user/project/change?proId=${t.project(key)}`, token);

describe('my messages', () => {
  it('when the list is asked for, then the current project’s messages come newest first', async () => {
    const res = await get('/api/collaboration/message/list', token);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    // 6 from the quality demo, 1 from the detection demo's class III pile, 1 from the early-warning
    // demo's invalid same-condition group, 1 from the supervisor's risk inspection (the hazard at the
    // hand-dug piles)
    expect(data).toMatchObject({ total: 9, page: 1, limit: 20 });
    expect(data.list[0]).toMatchObject({
      projectId: t.project('jiangdongPile'),
      title: expect.stringContaining('强度数据无效（GZ4）'),
      category: 'rectification',
      readAt: null,
    });
    expect(data.list[1]).toMatchObject({ title: '【整改通知】3#承台钢筋保护层不足', readAt: null });
    const times = data.list.map((m: { createdAt: string }) => m.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(data.list.filter((m: { readAt: string | null }) => m.readAt !== null)).toHaveLength(2);
  });

  it('when only unread ones are asked for, then the 7 unread', async () => {
    for (const unread of ['true', '1']) {
      const { data } = (await get(`/api/collaboration/message/list?unread=${unread}`, token)).json();
      expect(data.total).toBe(7);
      expect(data.list.every((m: { readAt: string | null }) => m.readAt === null)).toBe(true);
    }
    expect((await get('/api/collaboration/message/list?unread=false', token)).json().data.total).toBe(9);
  });

  it('when the current project is 湘湖 桩基工程, then 120 unread are counted (the badge shows 99+) and paged', async () => {
    await changeProject('xianghuPile');
    try {
      const count = await unreadMessageCount(t.db, zhang(), t.project('xianghuPile'));
      expect(count).toBe(120);
      expect(count).toBeGreaterThan(UNREAD_BADGE_MAX);
      const first = (await get('/api/collaboration/message/list?unread=1&limit=50', token)).json().data;
      expect(first).toMatchObject({ total: 120, limit: 50 });
      expect(first.list).toHaveLength(50);
      const last = (await get('/api/collaboration/message/list?page=3&limit=50', token)).json().data;
      expect(last.list).toHaveLength(20);
      const seen = new Set([...first.list, ...last.list].map((m: { id: number }) => m.id));
      expect(seen.size).toBe(70);
    } finally {
      await changeProject('jiangdongPile');
    }
  });

  it('when limit is not a page size, then 422 naming the field', async () => {
    const res = await get('/api/collaboration/message/list?limit=7', token);
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain('limit');
  });

  it('when anonymous, then refused', async () => {
    expect((await get('/api/collaboration/message/list')).json()).toMatchObject({
      code: 400,
      data: 'not logged in',
    });
  });
});

describe('reading a message', () => {
  const firstUnread = async () =>
    (await get('/api/collaboration/message/list?unread=1', token)).json().data.list[0] as { id: number };

  it('when the recipient reads one, then it is stamped once and the unread count drops by one', async () => {
    const before = await unreadMessageCount(t.db, zhang(), t.project('jiangdongPile'));
    const { id } = await firstUnread();
    const res = await post('/api/collaboration/message/status', { id }, token);
    expect(res.json()).toMatchObject({ code: 200, data: { msgCount: before - 1 } });
    const [row] = await t.db.select().from(message).where(eq(message.id, id));
    expect(row?.readAt).toBeInstanceOf(Date);
    // Reading it again changes nothing.
    const again = await post('/api/collaboration/message/status', { id }, token);
    expect(again.json().data).toEqual({ msgCount: before - 1 });
    const [same] = await t.db.select().from(message).where(eq(message.id, id));
    expect(same?.readAt).toEqual(row?.readAt);
  });

  it('when someone else tries to mark it read, then 404 and it stays unread', async () => {
    const { id } = await firstUnread();
    for (const account of ['lixiaofeng', 'wanghaitao']) {
      const other = await loginAs(t.app, account);
      const res = await post('/api/collaboration/message/status', { id }, other);
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe('消息不存在或不是发给您的');
    }
    const [row] = await t.db.select().from(message).where(eq(message.id, id));
    expect(row?.readAt).toBeNull();
  });

  it('when the recipient is no longer a member of the project, then 404 and it stays unread', async () => {
    const [row] = await t.db
      .insert(message)
      .values({
        projectId: t.project('jiangdongMain'),
        recipientUserId: zhang(),
        category: 'system',
        title: '【系统通知】您已被移出一标段 主体结构工程',
        content: '如有疑问请联系项目经理。',
      })
      .returning();
    const res = await post('/api/collaboration/message/status', { id: row!.id }, token);
    expect(res.statusCode).toBe(404);
    const [after] = await t.db.select().from(message).where(eq(message.id, row!.id));
    expect(after?.readAt).toBeNull();
  });

  it('when id is not a number, then 422 naming the field and nothing is written', async () => {
    const before = await unreadMessageCount(t.db, zhang(), t.project('jiangdongPile'));
    const res = await post('/api/collaboration/message/status', { id: 'abc' }, token);
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain('id');
    expect(await unreadMessageCount(t.db, zhang(), t.project('jiangdongPile'))).toBe(before);
  });

  it('when anonymous, then refused and nothing is written', async () => {
    const before = await unreadMessageCount(t.db, zhang(), t.project('jiangdongPile'));
    const { id } = await firstUnread();
    const res = await post('/api/collaboration/message/status', { id });
    expect(res.json()).toMatchObject({ code: 400, data: 'not logged in' });
    expect(await unreadMessageCount(t.db, zhang(), t.project('jiangdongPile'))).toBe(before);
  });
});

describe('what a message opens', () => {
  it('when a flow step notifies, then the message carries its business record', async () => {
    const { data } = (await get('/api/collaboration/message/list?limit=50', token)).json();
    const linked = data.list.filter((m: { businessType: string | null }) => m.businessType !== null);
    expect(linked.length).toBeGreaterThan(0);
    for (const m of linked) expect(m.businessId).toEqual(expect.any(Number));
    for (const m of data.list) expect(m).toHaveProperty('businessType');
  });
});

describe('reading every message', () => {
  it('when the navbar asks for counts, then the unread messages come with the approval boxes', async () => {
    const before = await unreadMessageCount(t.db, zhang(), t.project('jiangdongPile'));
    const res = await get('/api/flow/counts', token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      unread: before,
      todo: expect.any(Number),
      mine: expect.any(Number),
      done: expect.any(Number),
    });
  });

  it('when someone else reads all, then only their own messages are touched', async () => {
    const before = await unreadMessageCount(t.db, zhang(), t.project('jiangdongPile'));
    expect(before).toBeGreaterThan(0);
    const other = await loginAs(t.app, 'lixiaofeng');
    const res = await post('/api/collaboration/message/readAll', {}, other);
    expect(res.statusCode).toBe(200);
    expect(await unreadMessageCount(t.db, zhang(), t.project('jiangdongPile'))).toBe(before);
  });

  it('when anonymous, then refused and nothing is written', async () => {
    const before = await unreadMessageCount(t.db, zhang(), t.project('jiangdongPile'));
    const res = await post('/api/collaboration/message/readAll', {});
    expect(res.json()).toMatchObject({ code: 400, data: 'not logged in' });
    expect(await unreadMessageCount(t.db, zhang(), t.project('jiangdongPile'))).toBe(before);
  });

  it('when the recipient reads all, then every unread one of the current project is stamped and other projects keep theirs', async () => {
    const before = await unreadMessageCount(t.db, zhang(), t.project('jiangdongPile'));
    const res = await post('/api/collaboration/message/readAll', {}, token);
    expect(res.json()).toMatchObject({ code: 200, data: { read: before, msgCount: 0 } });
    expect(await unreadMessageCount(t.db, zhang(), t.project('jiangdongPile'))).toBe(0);
    expect(await unreadMessageCount(t.db, zhang(), t.project('xianghuPile'))).toBe(120);
    expect((await get('/api/flow/counts', token)).json().data.unread).toBe(0);
    const again = await post('/api/collaboration/message/readAll', {}, token);
    expect(again.json().data).toEqual({ read: 0, msgCount: 0 });
  });
});

describe('a database from before messages could be sent', () => {
  it('when migration 0036 runs, then each role that reads 我的消息 may send too, once, and a role without the page stays without', async () => {
    const migration = await readFile(
      new URL('../../../drizzle/0036_grant_message_send.sql', import.meta.url),
      'utf8',
    );
    const [page] = await t.db.select({ id: menu.id }).from(menu).where(eq(menu.name, 'MyMessage'));
    const grants = () => t.db.select().from(roleMenu).where(eq(roleMenu.menuId, page!.id));
    const before = await grants();
    expect(before.length).toBeGreaterThan(5);
    // As the catalogue left an older database: reading only; one role withheld the page entirely.
    await t.db
      .update(roleMenu)
      .set({ actions: ['list', 'detail'] })
      .where(eq(roleMenu.menuId, page!.id));
    const withheld = before[0]!.roleId;
    await t.db
      .update(roleMenu)
      .set({ actions: [] })
      .where(sql`${roleMenu.menuId} = ${page!.id} and ${roleMenu.roleId} = ${withheld}`);

    await t.db.execute(sql.raw(migration));
    await t.db.execute(sql.raw(migration));

    for (const row of await grants())
      expect(row.actions).toEqual(row.roleId === withheld ? [] : ['list', 'detail', 'add']);
  });
});
