import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app';
import { loginAs, postLogin } from '../../../test/auth';
import { testDatabase } from '../../../test/per-file-db';
import { seededApp } from '../../../test/seeded-app';
import { encryptForLogin } from '../../platform/auth/login-key';
import { appUser, session } from '../../platform/identity';

const t = seededApp();

const { get } = t;

/**
 * An error answer without its request id, which differs on every request by design (it names the
 * request's log lines, nothing about the account); it must be a random UUID and nothing else.
 */
function sameButRequestId(body: unknown): unknown {
  if (!body || typeof body !== 'object' || !('requestId' in body)) return body;
  const { requestId, ...rest } = body as { requestId: unknown };
  expect(requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  return rest;
}

describe('login', () => {
  it('when the password is right, then a token comes back in the x-auth-token header and only its hash is stored', async () => {
    const res = await postLogin(t.app, 'zhangjianguo');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 200, data: { name: '张建国', mustChangePassword: false } });
    const token = res.headers['x-auth-token'] as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.db.select({ h: session.tokenHash }).from(session);
    expect(stored.map((s) => s.h)).not.toContain(token);
  });

  it('when the username has surrounding spaces, then it is trimmed', async () => {
    expect((await postLogin(t.app, '  lixiaofeng  ')).headers['x-auth-token']).toBeTruthy();
  });

  it('when the password is wrong, then 401 with a Chinese message and no token', async () => {
    const res = await postLogin(t.app, 'wanghaitao', 'wrong-password');
    expect(res.statusCode).toBe(401);
    expect(res.headers['x-auth-token']).toBeUndefined();
    expect(res.json().msg).toContain('账号或密码错误');
  });

  it('when the account does not exist, then the same message as a wrong password', async () => {
    const res = await postLogin(t.app, 'nobody-here', 'whatever');
    expect(res.statusCode).toBe(401);
    expect(res.json().msg).toBe('账号或密码错误，再错 4 次账号将被锁定 15 分钟');
  });

  it('when an unknown account and a known one get wrong passwords, then every answer is the same, the lock included', async () => {
    const answer = (res: { statusCode: number; json: () => unknown; headers: Record<string, unknown> }) => ({
      status: res.statusCode,
      body: sameButRequestId(res.json()),
      token: res.headers['x-auth-token'],
    });
    // An app of its own, so these attempts do not spend the per-IP login limit of the other tests.
    const own = await testApp();
    for (let i = 1; i <= 6; i++) {
      const known = answer(await postLogin(own, 'qianxiaoyan', 'not-her-password'));
      const unknown = answer(await postLogin(own, 'ghost-of-qianxiaoyan', 'not-her-password'));
      expect(unknown).toEqual(known);
    }
    expect(answer(await postLogin(own, 'ghost-of-qianxiaoyan', 'not-her-password')).status).toBe(423);
    await own.close();
  });

  it('when a phone code login is tried for an unknown phone and a known one, then the answers are the same, the lock included', async () => {
    const own = await testApp();
    const attempt = (phone: string) =>
      own.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { username: phone, password: '000000', type: 2 },
      });
    for (let i = 1; i <= 6; i++) {
      const known = await attempt('13906710011');
      const unknown = await attempt('13799990002');
      expect({ status: unknown.statusCode, body: sameButRequestId(unknown.json()) }).toEqual({
        status: known.statusCode,
        body: sameButRequestId(known.json()),
      });
    }
    await own.close();
  });

  it('when a find-password code is asked for an unknown phone and a known one, then the answers are the same', async () => {
    const known = await t.app.inject('/auth/phone/code?phone=13705710005&purpose=findPassword');
    const unknown = await t.app.inject('/auth/phone/code?phone=13799990005&purpose=findPassword');
    expect(known.statusCode).toBe(200);
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({
      status: known.statusCode,
      body: known.json(),
    });
  });

  it('when a nonce is reused, then the second login is refused', async () => {
    const key = (await t.app.inject('/auth/login/key')).json().data;
    const payload = {
      username: 'sunwei',
      password: encryptForLogin(key.publicKey, 'Zhuji@2026', key.nonce),
      type: 1,
    };
    const first = await t.app.inject({ method: 'POST', url: '/auth/login', payload });
    const replay = await t.app.inject({ method: 'POST', url: '/auth/login', payload });
    expect(first.statusCode).toBe(200);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().msg).toContain('刷新页面');
  });

  it('when the ciphertext is garbage, then 400 and nothing else happens', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'sunwei', password: 'AAAA' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('when the body misses the username, then 422 naming the field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { password: 'x' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain('username');
  });

  it('when five wrong passwords are given, then the account locks for 15 minutes, even for the right password', async () => {
    for (let i = 1; i <= 4; i++) {
      const res = await postLogin(t.app, 'zhaolihua', 'bad');
      expect(res.json().msg).toContain(`再错 ${5 - i} 次`);
    }
    const fifth = await postLogin(t.app, 'zhaolihua', 'bad');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().msg).toContain('15 分钟');
    const right = await postLogin(t.app, 'zhaolihua');
    expect(right.statusCode).toBe(423);
    expect(right.headers['x-auth-token']).toBeUndefined();
    // Time passes: the lock ends.
    await testDatabase()
      .db.update(appUser)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(appUser.account, 'zhaolihua'));
    expect((await postLogin(t.app, 'zhaolihua')).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('when no token is sent to a business call, then the not-logged-in envelope of spec §8', async () => {
    const res = await get('/api/user/info');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 400, data: 'not logged in' });
  });

  it('when an unknown token is sent, then not logged in', async () => {
    expect((await get('/api/user/info', 'x'.repeat(43))).json().code).toBe(400);
  });

  it('when logged out, then the token no longer works', async () => {
    const token = await loginAs(t.app, 'chenzhiming');
    expect((await get('/api/user/info', token)).json().code).toBe(200);
    expect((await get('/auth/logout', token)).json().code).toBe(200);
    expect((await get('/api/user/info', token)).json().code).toBe(400);
  });

  it('when the session has been idle for 30 minutes, then it is dead', async () => {
    const token = await loginAs(t.app, 'liuming');
    await testDatabase()
      .db.update(session)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) });
    expect((await get('/api/user/info', token)).json().code).toBe(400);
  });

  it('when the absolute expiry has passed, then it is dead however active', async () => {
    const token = await loginAs(t.app, 'liuming');
    await testDatabase()
      .db.update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await get('/api/user/info', token)).json().code).toBe(400);
  });

  it('when a bad-input call is made without a token, then not-logged-in comes first (no schema leak)', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/user/role', payload: { currentRole: 'x' } });
    expect(res.json().code).toBe(400);
  });
});

describe('user info, roles and projects', () => {
  it('when a project manager asks, then user info has the spec §3 shape with routes and actions', async () => {
    const token = await loginAs(t.app, 'zhangjianguo');
    const { data } = (await get('/api/user/info?platformType=1', token)).json();
    expect(data.name).toBe('张建国');
    expect(data.currentProject).toMatchObject({
      name: '一标段 桩基工程',
      division: 'PILE_FOUNDATION',
      money: '346.9000',
    });
    expect(data.roles.map((r: { id: number }) => r.id)).toEqual([3, 19]);
    expect(data.currentRole).toMatchObject({ id: 3, name: '项目经理', compType: 1 });
    expect(data.currentUnit).toMatchObject({ name: '浙江华东建工集团有限公司', compTypeId: 1 });
    expect(data.units[0].value).toEqual(['33', '3301', '330102']);
    expect(data.currentAccount).toEqual({
      checkCode: false,
      situation: 1,
      name: '张建国',
      phone: '13805710001',
      judge: false,
    });
    const home = data.routes.find((r: { name: string }) => r.name === 'Home');
    expect(home.children[0]).toMatchObject({
      name: 'HomeIndex',
      meta: { title: 'menu.HomeIndex', affix: true },
    });
    expect(home.children[0].meta.actions).toContain('remove');
  });

  it('when none of a menu group’s pages are the role’s, then the group is not in its routes (党建管理 for the supervisor)', async () => {
    type Route = { name: string; component: string; hidden: boolean; children?: Route[] };
    const routesOf = async (account: string) =>
      (await t.get('/api/user/info?platformType=1', await loginAs(t.app, account))).json().data
        .routes as Route[];
    const contractor = await routesOf('zhangjianguo');
    const party = contractor.find((r) => r.name === 'PartyBuilding');
    expect(party?.children?.map((c) => c.name)).toContain('PartyOrganization');
    const supervisor = await routesOf('wanghaitao');
    expect(supervisor.map((r) => r.name)).not.toContain('PartyBuilding');
    // No group of anyone's is left without a visible page.
    for (const routes of [contractor, supervisor])
      for (const group of routes.filter((r) => r.component === 'Layout'))
        expect(
          group.children?.some((c) => !c.hidden),
          group.name,
        ).toBe(true);
  });

  it('when the project list is asked for, then only the user’s own projects come back', async () => {
    const token = await loginAs(t.app, 'zhangjianguo');
    const { data } = (await get('/auth/project/list', token)).json();
    expect(data.map((p: { projectName: string }) => p.projectName)).toEqual(['一标段 桩基工程', '桩基工程']);
    expect(data[0]).toMatchObject({
      proId: data[0].id,
      mainProjectName: '钱塘新区江东安置房（一期）项目',
      auditStatus: 3,
    });
  });

  it('when the role is changed to one held, then user info follows; to one not held, then 403 and nothing changes', async () => {
    const token = await loginAs(t.app, 'zhangjianguo');
    const put = (currentRole: number) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/user/role',
        headers: { 'x-auth-token': token },
        payload: { currentRole, platformType: 1 },
      });
    expect((await put(19)).json().code).toBe(200);
    expect((await get('/api/user/info', token)).json().data.currentRole.id).toBe(19);
    const refused = await put(41);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('您在当前项目中没有该角色');
    expect((await get('/api/user/info', token)).json().data.currentRole.id).toBe(19);
    await put(3);
  });

  it('when the project is changed to one of the user’s, then the role to select comes back; to another’s, 404', async () => {
    const token = await loginAs(t.app, 'zhangjianguo');
    const projects = (await get('/auth/project/list', token)).json().data;
    const xianghu = projects.find((p: { projectName: string }) => p.projectName === '桩基工程');
    const res = await get(`/api/user/project/change?proId=${xianghu.id}&platformType=1`, token);
    expect(res.json()).toMatchObject({ code: 200, data: { roleId: 3 } });
    expect((await get('/api/user/info', token)).json().data.currentProject.id).toBe(xianghu.id);

    // Its 120 unread messages reach user info as they are; the navbar caps the badge at 99+.
    expect((await get('/api/user/info', token)).json().data.collaboration.msgCount).toBe(120);

    const other = await loginAs(t.app, 'lixiaofeng');
    const refused = await get(`/api/user/project/change?proId=${xianghu.id}`, other);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().msg).toBe('记录不存在');
  });
});
