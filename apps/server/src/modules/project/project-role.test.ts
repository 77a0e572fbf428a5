import { citizenIdCheckChar } from '@zhuji/shared';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { postLogin } from '../../../test/auth';
import { seededApp } from '../../../test/seeded-app';
import { verifyPassword } from '../../platform/auth/password';
import { createSession } from '../../platform/auth/session';
import { appUser, company, project, projectMember, session } from '../../platform/identity';
import { presetPassword } from './project-role.service';

/** Project ids by name: 江东 桩基 (A, zhangjianguo manages), 江东 主体 (B, he is no member), 湘湖 桩基 (C, he manages). */
let pile: number;
let main: number;
let xianghu: number;

const t = seededApp();
beforeAll(async () => {
  const idOf = async (name: string) => {
    const [row] = await t.db.select({ id: project.id }).from(project).where(eq(project.name, name));
    if (!row) throw new Error(`no project ${name}`);
    return row.id;
  };
  pile = await idOf('一标段 桩基工程');
  main = await idOf('一标段 主体结构工程');
  xianghu = await idOf('桩基工程');
});

type User = typeof appUser.$inferSelect;

async function userOf(account: string): Promise<User> {
  const [user] = await t.db.select().from(appUser).where(eq(appUser.account, account));
  if (!user) throw new Error(`no user ${account}`);
  return user;
}
const idOfUser = async (account: string) => (await userOf(account)).id;
/** A live session, made directly (the login call is rate-limited per minute). */
const tokenOf = async (account: string) => createSession(t.db, await idOfUser(account));
const { get } = t;
const post = (url: string, token: string | undefined, payload: Record<string, unknown>) =>
  t.post(url, payload, token);
const alive = async (token: string) => (await get('/api/user/info', token)).json().code === 200;
/** Every membership row, to prove a refused call wrote nothing. */
const allMembers = () =>
  t.db
    .select()
    .from(projectMember)
    .orderBy(asc(projectMember.projectId), asc(projectMember.userId), asc(projectMember.roleId));
const allUsers = () => t.db.select().from(appUser).orderBy(asc(appUser.id));
const rolesOn = async (userId: number, projectId: number) =>
  (
    await t.db
      .select({ roleId: projectMember.roleId })
      .from(projectMember)
      .where(and(eq(projectMember.userId, userId), eq(projectMember.projectId, projectId)))
      .orderBy(asc(projectMember.roleId))
  ).map((r) => r.roleId);
const citizenId = (first17: string) => `${first17}${citizenIdCheckChar(first17)}`;

describe('GET /api/project/role/list', () => {
  it('when a project manager asks, then every member comes with their roles on it, masked ID number and company', async () => {
    const id = citizenId('33010619850312421');
    await t.db.update(appUser).set({ idNumber: id }).where(eq(appUser.account, 'lixiaofeng'));
    const res = await get(`/api/project/role/list?id=${pile}`, await tokenOf('zhangjianguo'));
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { account: string; roles: { id: number }[] }[];
    expect(data.map((m) => m.account).sort()).toEqual(
      [
        'admin',
        'chenzhiming',
        'liuming',
        'lixiaofeng',
        'luhaiyan',
        'sunwei',
        'wanghaitao',
        'zhangjianguo',
        'zhaolihua',
      ].sort(),
    );
    expect(data.find((m) => m.account === 'zhangjianguo')?.roles.map((r) => r.id)).toEqual([3, 19]);
    expect(data.find((m) => m.account === 'lixiaofeng')).toEqual({
      userId: await idOfUser('lixiaofeng'),
      name: '李晓峰',
      account: 'lixiaofeng',
      phone: '13805710002',
      idNumberMasked: `${id.slice(0, 6)}********${id.slice(-4)}`,
      companyName: '浙江华东建工集团有限公司',
      roles: [{ id: 5, name: '专职质量检查员', compType: 1 }],
    });
    expect(data.find((m) => m.account === 'sunwei')).toMatchObject({ idNumberMasked: null });
  });

  it('when a keyword is given, then it matches name, phone or account', async () => {
    const token = await tokenOf('zhangjianguo');
    const accounts = async (keyword: string) =>
      (await get(`/api/project/role/list?id=${pile}&keyword=${encodeURIComponent(keyword)}`, token))
        .json()
        .data.map((m: { account: string }) => m.account);
    expect(await accounts('李晓')).toEqual(['lixiaofeng']);
    expect(await accounts('13905710004')).toEqual(['chenzhiming']);
    expect(await accounts('SUNW')).toEqual(['sunwei']);
    expect(await accounts('%')).toEqual([]);
  });

  it('when a role is given, then only members holding it, with all their roles', async () => {
    const { data } = (
      await get(`/api/project/role/list?id=${pile}&roleId=19`, await tokenOf('zhangjianguo'))
    ).json();
    expect(data).toHaveLength(1);
    expect(data[0].roles.map((r: { id: number }) => r.id)).toEqual([3, 19]);
  });

  it('when the caller is not a manager of the project, then 403', async () => {
    const inspector = await get(`/api/project/role/list?id=${pile}`, await tokenOf('lixiaofeng'));
    expect(inspector.statusCode).toBe(403);
    expect(inspector.json().msg).toBe('您无权管理该项目的人员');
    const otherProject = await get(`/api/project/role/list?id=${main}`, await tokenOf('zhangjianguo'));
    expect(otherProject.statusCode).toBe(403);
  });

  it('when the id is missing or bad, then 422 naming it; without a token, not logged in', async () => {
    const res = await get('/api/project/role/list?id=abc', await tokenOf('zhangjianguo'));
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain('id');
    expect((await get(`/api/project/role/list?id=${pile}`)).json()).toMatchObject({
      code: 400,
      data: 'not logged in',
    });
  });
});

describe('GET /api/project/role/info', () => {
  type Info = { id: number; name: string; compType: number; memberCount: number };
  const info = async (proId: number | string, account?: string) =>
    get(`/api/project/role/info?proId=${proId}`, account ? await tokenOf(account) : undefined);

  it('when a project manager asks, then every role but the platform administrator comes with how many members hold it', async () => {
    const res = await info(pile, 'zhangjianguo');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Info[];
    expect(data.map((r) => r.id)).not.toContain(1);
    expect(data.find((r) => r.id === 3)).toEqual({ id: 3, name: '项目经理', compType: 1, memberCount: 1 });
    expect(data.find((r) => r.id === 19)).toMatchObject({ name: '项目技术负责人', memberCount: 1 });
    // Ordered by company type, then id: the contractor's roles come before the owner's.
    expect(data.map((r) => r.compType)).toEqual([...data.map((r) => r.compType)].sort((a, b) => a - b));
    expect(data.slice(0, 3).map((r) => r.id)).toEqual([3, 5, 10]);
    // Each count is the number of distinct members of this project holding the role; nobody, zero.
    const rows = await t.db
      .select({ userId: projectMember.userId, roleId: projectMember.roleId })
      .from(projectMember)
      .where(eq(projectMember.projectId, pile));
    for (const r of data) {
      expect(r.memberCount, r.name).toBe(
        new Set(rows.filter((m) => m.roleId === r.id).map((m) => m.userId)).size,
      );
    }
    expect(data.some((r) => r.memberCount === 0)).toBe(true);
    expect(data.reduce((n, r) => n + r.memberCount, 0)).toBe(rows.filter((m) => m.roleId !== 1).length);
  });

  it('when the counts are read on another project, then they are that project’s own', async () => {
    const here = (await info(pile, 'zhangjianguo')).json().data as Info[];
    const there = (await info(xianghu, 'zhangjianguo')).json().data as Info[];
    expect(there.map((r) => r.id)).toEqual(here.map((r) => r.id));
    const [liuming] = await t.db
      .select({ roleId: projectMember.roleId })
      .from(projectMember)
      .where(and(eq(projectMember.projectId, xianghu), eq(projectMember.userId, await idOfUser('liuming'))));
    expect(there.find((r) => r.id === liuming?.roleId)?.memberCount).toBeGreaterThan(0);
  });

  it('when the platform admin asks, then the administrator role is offered too', async () => {
    const data = (await info(pile, 'admin')).json().data as Info[];
    expect(data.find((r) => r.id === 1)).toMatchObject({ name: '平台管理员', memberCount: 1 });
  });

  it('when the caller is not a manager of the project, then 403 as for the member list', async () => {
    const inspector = await info(pile, 'lixiaofeng');
    expect(inspector.statusCode).toBe(403);
    expect(inspector.json().msg).toBe('您无权管理该项目的人员');
    expect((await info(main, 'zhangjianguo')).statusCode).toBe(403);
  });

  it('when proId is missing or bad, then 422 naming it; without a token, not logged in', async () => {
    const bad = await info('abc', 'zhangjianguo');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toContain('proId');
    expect((await get('/api/project/role/info', await tokenOf('zhangjianguo'))).statusCode).toBe(422);
    expect((await info(pile)).json()).toMatchObject({ code: 400, data: 'not logged in' });
  });
});

describe('POST /api/project/role/save', () => {
  const save = (token: string | undefined, payload: Record<string, unknown>) =>
    post('/api/project/role/save', token, payload);

  it('when a manager replaces a member’s roles, then exactly those rows remain, with the member’s company', async () => {
    const userId = await idOfUser('wanghaitao');
    const res = await save(await tokenOf('zhangjianguo'), { projectId: pile, userId, roleIds: [43, 42, 43] });
    expect(res.json()).toMatchObject({ code: 200 });
    expect(await rolesOn(userId, pile)).toEqual([42, 43]);
    const rows = await t.db.select().from(projectMember).where(eq(projectMember.userId, userId));
    expect(new Set(rows.map((r) => r.companyId))).toEqual(new Set([(await userOf('wanghaitao')).companyId]));
  });

  it('when the list is empty, then the member leaves the project and their current project is cleared', async () => {
    const userId = await idOfUser('sunwei');
    await t.db
      .update(appUser)
      .set({ currentProjectId: pile, currentRoleId: 71 })
      .where(eq(appUser.id, userId));
    const res = await save(await tokenOf('zhangjianguo'), { projectId: pile, userId, roleIds: [] });
    expect(res.json().code).toBe(200);
    expect(await rolesOn(userId, pile)).toEqual([]);
    expect(await userOf('sunwei')).toMatchObject({ currentProjectId: null, currentRoleId: null });
  });

  it('when a role does not exist or roleIds is bad, then 422 naming roleIds and nothing is written', async () => {
    const before = await allMembers();
    const token = await tokenOf('zhangjianguo');
    const userId = await idOfUser('chenzhiming');
    const unknown = await save(token, { projectId: pile, userId, roleIds: [41, 9999] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().msg).toContain('roleIds');
    const bad = await save(token, { projectId: pile, userId, roleIds: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toContain('roleIds');
    const noUser = await save(token, { projectId: pile, roleIds: [41] });
    expect(noUser.json().msg).toContain('userId');
    expect(await allMembers()).toEqual(before);
  });

  it('when the user is not a member of that project, then 404 and nothing is written', async () => {
    const before = await allMembers();
    const res = await save(await tokenOf('zhangjianguo'), {
      projectId: xianghu,
      userId: await idOfUser('lixiaofeng'),
      roleIds: [5],
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('该用户不是该项目的成员');
    expect(await allMembers()).toEqual(before);
  });

  it('when a manager would remove their own last managing role, then 400; keeping one is fine', async () => {
    const token = await tokenOf('zhangjianguo');
    const userId = await idOfUser('zhangjianguo');
    const res = await save(token, { projectId: pile, userId, roleIds: [19] });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('不能移除您自己在该项目中的最后一个管理角色');
    expect(await rolesOn(userId, pile)).toEqual([3, 19]);
    expect((await save(token, { projectId: pile, userId, roleIds: [3, 19] })).json().code).toBe(200);
  });

  it('when a non-admin grants or withdraws the admin role, then 403 and nothing is written', async () => {
    const before = await allMembers();
    const token = await tokenOf('zhangjianguo');
    const grant = await save(token, { projectId: pile, userId: await idOfUser('lixiaofeng'), roleIds: [1] });
    expect(grant.statusCode).toBe(403);
    const withdraw = await save(token, { projectId: pile, userId: await idOfUser('admin'), roleIds: [] });
    expect(withdraw.statusCode).toBe(403);
    expect(await allMembers()).toEqual(before);
  });

  it('when the caller is a quality inspector, or manages project A but not B, then 403 and nothing is written', async () => {
    const before = await allMembers();
    const lixiaofeng = await idOfUser('lixiaofeng');
    const inspector = await save(await tokenOf('lixiaofeng'), {
      projectId: pile,
      userId: lixiaofeng,
      roleIds: [3],
    });
    expect(inspector.statusCode).toBe(403);
    expect(inspector.json().msg).toBe('您无权管理该项目的人员');
    const otherProject = await save(await tokenOf('zhangjianguo'), {
      projectId: main,
      userId: lixiaofeng,
      roleIds: [10],
    });
    expect(otherProject.statusCode).toBe(403);
    expect(await allMembers()).toEqual(before);
  });

  it('when no token is sent, then not logged in and nothing is written', async () => {
    const before = await allMembers();
    expect((await save(undefined, { projectId: pile, userId: 1, roleIds: [] })).json()).toMatchObject({
      code: 400,
      data: 'not logged in',
    });
    expect(await allMembers()).toEqual(before);
  });
});

describe('POST /api/project/role/add', () => {
  const add = (token: string | undefined, payload: Record<string, unknown>) =>
    post('/api/project/role/add', token, payload);

  it('when the mobile is new, then an account is created in the caller’s company with the preset password to change, and joins', async () => {
    const idNumber = citizenId('33010219920815301');
    const res = await add(await tokenOf('zhangjianguo'), {
      projectId: xianghu,
      roleId: 10,
      name: '王小明',
      mobile: '13712345678',
      idNumber,
    });
    expect(res.json()).toMatchObject({ code: 200 });
    const user = await userOf('13712345678');
    expect(user).toMatchObject({
      name: '王小明',
      phone: '13712345678',
      idNumber,
      companyId: (await userOf('zhangjianguo')).companyId,
      mustChangePassword: true,
      situation: 4,
      checkCode: false,
      judge: true,
    });
    expect(await verifyPassword(user.passwordHash, presetPassword())).toBe(true);
    expect(await rolesOn(user.id, xianghu)).toEqual([10]);
    const login = await postLogin(t.app, '13712345678', presetPassword());
    expect(login.json()).toMatchObject({ code: 200, data: { mustChangePassword: true } });
  });

  it('when an account has the mobile, then that account joins on behalf of its own company', async () => {
    const users = await allUsers();
    const res = await add(await tokenOf('zhangjianguo'), {
      projectId: xianghu,
      roleId: 41,
      name: '陈志明',
      mobile: '13905710004',
    });
    expect(res.json().code).toBe(200);
    expect(await allUsers()).toEqual(users);
    const chen = await userOf('chenzhiming');
    const [row] = await t.db
      .select()
      .from(projectMember)
      .where(and(eq(projectMember.userId, chen.id), eq(projectMember.projectId, xianghu)));
    expect(row).toMatchObject({ roleId: 41, companyId: chen.companyId });
    const [supervisor] = await t.db.select().from(company).where(eq(company.id, chen.companyId));
    expect(supervisor?.name).toBe('浙江江南工程管理股份有限公司');
  });

  it('when the same person is added with the same role again, then 409 and nothing is written', async () => {
    const before = await allMembers();
    const res = await add(await tokenOf('zhangjianguo'), {
      projectId: xianghu,
      roleId: 41,
      name: '陈志明',
      mobile: '13905710004',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('该人员在该项目中已有此角色');
    expect(await allMembers()).toEqual(before);
  });

  it('when several roles are given at once, then all are added together, or none when one is already held', async () => {
    const token = await tokenOf('zhangjianguo');
    const res = await add(token, {
      projectId: xianghu,
      roleIds: [10, 21],
      name: '赵晓东',
      mobile: '13712345690',
    });
    expect(res.json()).toMatchObject({ code: 200 });
    const user = await userOf('13712345690');
    expect(await rolesOn(user.id, xianghu)).toEqual([10, 21]);
    const before = await allMembers();
    const again = await add(token, {
      projectId: xianghu,
      roleIds: [22, 21],
      name: '赵晓东',
      mobile: '13712345690',
    });
    expect(again.statusCode).toBe(409);
    expect(await allMembers()).toEqual(before);
    const none = await add(token, { projectId: xianghu, name: '赵晓东', mobile: '13712345690' });
    expect(none.statusCode).toBe(422);
  });

  it.each([
    ['name', { name: '张3' }],
    ['name', { name: '' }],
    ['mobile', { mobile: '12345678901' }],
    ['mobile', { mobile: '' }],
    ['idNumber', { idNumber: '330102199208153011' }],
    ['roleId', { roleId: 9999 }],
    ['roleId', { roleId: 'x' }],
  ])('when %s is bad (%j), then 422 naming it and nothing is written', async (field, override) => {
    const [members, users] = [await allMembers(), await allUsers()];
    const res = await add(await tokenOf('zhangjianguo'), {
      projectId: xianghu,
      roleId: 10,
      name: '赵小红',
      mobile: '13787654321',
      ...override,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain(field);
    expect(await allMembers()).toEqual(members);
    expect(await allUsers()).toEqual(users);
  });

  it('when a non-admin adds someone as admin, then 403 and nothing is written', async () => {
    const [members, users] = [await allMembers(), await allUsers()];
    const res = await add(await tokenOf('zhangjianguo'), {
      projectId: xianghu,
      roleId: 1,
      name: '赵小红',
      mobile: '13787654321',
    });
    expect(res.statusCode).toBe(403);
    expect(await allMembers()).toEqual(members);
    expect(await allUsers()).toEqual(users);
  });

  it('when the caller is a quality inspector, or manages project A but not B, then 403 and nothing is written', async () => {
    const [members, users] = [await allMembers(), await allUsers()];
    const body = { roleId: 10, name: '赵小红', mobile: '13787654321' };
    const inspector = await add(await tokenOf('lixiaofeng'), { ...body, projectId: pile });
    expect(inspector.statusCode).toBe(403);
    expect(inspector.json().msg).toBe('您无权管理该项目的人员');
    expect((await add(await tokenOf('zhangjianguo'), { ...body, projectId: main })).statusCode).toBe(403);
    expect(await allMembers()).toEqual(members);
    expect(await allUsers()).toEqual(users);
  });

  it('when no token is sent, then not logged in', async () => {
    expect((await add(undefined, { projectId: pile })).json()).toMatchObject({
      code: 400,
      data: 'not logged in',
    });
  });
});

describe('POST /api/project/role/resetPassword', () => {
  const reset = (token: string | undefined, payload: Record<string, unknown>) =>
    post('/api/project/role/resetPassword', token, payload);

  it('when a manager resets a member, then the preset password is set to change, the lock cleared and every session ends', async () => {
    const userId = await idOfUser('zhaolihua');
    await t.db
      .update(appUser)
      .set({ failedLogins: 3, lockedUntil: new Date(Date.now() + 600_000) })
      .where(eq(appUser.id, userId));
    const theirs = await tokenOf('zhaolihua');
    const res = await reset(await tokenOf('zhangjianguo'), { projectId: pile, userId });
    expect(res.json()).toMatchObject({ code: 200 });
    const user = await userOf('zhaolihua');
    expect(user).toMatchObject({
      mustChangePassword: true,
      judge: true,
      situation: 3,
      failedLogins: 0,
      lockedUntil: null,
    });
    expect(await verifyPassword(user.passwordHash, presetPassword())).toBe(true);
    expect(await alive(theirs)).toBe(false);
    const sessions = await t.db.select().from(session).where(eq(session.userId, userId));
    expect(sessions.every((s) => s.revokedAt !== null)).toBe(true);
  });

  it('when the user is not a member of that project, then 404 and nothing is written', async () => {
    const before = await userOf('lixiaofeng');
    const res = await reset(await tokenOf('zhangjianguo'), { projectId: xianghu, userId: before.id });
    expect(res.statusCode).toBe(404);
    expect(await userOf('lixiaofeng')).toEqual(before);
  });

  it('when the target is a platform administrator, then a project manager may not reset them', async () => {
    const before = await userOf('admin');
    const res = await reset(await tokenOf('zhangjianguo'), { projectId: pile, userId: before.id });
    expect(res.statusCode).toBe(403);
    expect(await userOf('admin')).toEqual(before);
  });

  it('when the caller is a quality inspector, or manages project A but not B, then 403 and nothing is written', async () => {
    const target = await userOf('liuming');
    const inspector = await reset(await tokenOf('lixiaofeng'), { projectId: pile, userId: target.id });
    expect(inspector.statusCode).toBe(403);
    const otherProject = await reset(await tokenOf('zhangjianguo'), { projectId: main, userId: target.id });
    expect(otherProject.statusCode).toBe(403);
    expect(await userOf('liuming')).toEqual(target);
  });

  it('when the body is bad, then 422 naming the field; without a token, not logged in', async () => {
    const res = await reset(await tokenOf('zhangjianguo'), { projectId: pile, userId: 'abc' });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain('userId');
    expect((await reset(undefined, { projectId: pile, userId: 1 })).json()).toMatchObject({ code: 400 });
  });

  it('when the platform admin acts, then any project is theirs to manage', async () => {
    const userId = await idOfUser('lixiaofeng');
    const res = await reset(await tokenOf('admin'), { projectId: main, userId });
    expect(res.json().code).toBe(200);
  });
});
