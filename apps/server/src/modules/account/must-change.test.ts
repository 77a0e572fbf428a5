import { MUST_CHANGE_PASSWORD_MARK } from '@zhuji/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postLogin } from '../../../test/auth';
import { seededApp } from '../../../test/seeded-app';
import { encryptForLogin, issueNonce } from '../../platform/auth/login-key';
import { createSession } from '../../platform/auth/session';
import { appUser, projectMember } from '../../platform/identity';
import { presetPassword } from '../project';

const t = seededApp();

const userOf = async (account: string) => {
  const [user] = await t.db.select().from(appUser).where(eq(appUser.account, account));
  if (!user) throw new Error(`no user ${account}`);
  return user;
};
const tokenOf = async (account: string) => createSession(t.db, (await userOf(account)).id);
const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: { 'x-auth-token': token }, ...(payload ? { payload } : {}) });
const enc = async (plain: string) => {
  const key = await issueNonce(t.db);
  return encryptForLogin(key.publicKey, plain, key.nonce);
};
/** A project zhangjianguo manages (role 3, project manager). */
const managedProject = async () => {
  const [row] = await t.db
    .select({ projectId: projectMember.projectId })
    .from(projectMember)
    .where(and(eq(projectMember.userId, (await userOf('zhangjianguo')).id), eq(projectMember.roleId, 3)));
  return row?.projectId as number;
};

/** Logs in with the preset password; answers the token after checking the answer says it must change. */
async function presetLogin(username: string): Promise<string> {
  const res = await postLogin(t.app, username, presetPassword());
  expect(res.json()).toMatchObject({ code: 200, data: { mustChangePassword: true } });
  return res.headers['x-auth-token'] as string;
}

/** What a session that must change its password may and may not do. */
async function expectOnlyThePasswordChange(token: string) {
  for (const url of ['/api/company/info', '/api/user/project/change?proId=1']) {
    const refused = await call('GET', url, token);
    expect(refused.statusCode, url).toBe(403);
    expect(refused.json(), url).toMatchObject({ code: 403, data: MUST_CHANGE_PASSWORD_MARK });
  }
  // The personal-information dialog, and the session the SPA loads behind it, still get what they need.
  expect((await call('GET', '/api/user/info', token)).json().code).toBe(200);
  expect((await call('GET', '/auth/project/list', token)).json().code).toBe(200);
}

describe('a preset password must be changed before anything else', () => {
  it('when a manager adds a new mobile, then its account may do nothing but complete its information; afterwards all', async () => {
    const added = await call('POST', '/api/project/role/add', await tokenOf('zhangjianguo'), {
      projectId: await managedProject(),
      roleId: 10,
      name: '周新人',
      mobile: '13712340001',
    });
    expect(added.json().code).toBe(200);
    const token = await presetLogin('13712340001');
    await expectOnlyThePasswordChange(token);

    const saved = await call('POST', '/api/user/personal', token, {
      name: '周新人',
      phone: '13712340001',
      oldPassword: await enc(presetPassword()),
      password: await enc('Newcomer2026'),
      passwordConfirm: await enc('Newcomer2026'),
    });
    expect(saved.json().code).toBe(200);
    const again = await postLogin(t.app, '13712340001', 'Newcomer2026');
    expect(again.json()).toMatchObject({ code: 200, data: { mustChangePassword: false } });
    const fresh = again.headers['x-auth-token'] as string;
    expect((await call('GET', '/api/company/info', fresh)).json().code).toBe(200);
  });

  it('when a manager resets a member’s password, then the member may do nothing but change it; afterwards all', async () => {
    const member = await userOf('lixiaofeng');
    const reset = await call('POST', '/api/project/role/resetPassword', await tokenOf('zhangjianguo'), {
      projectId: (
        await t.db
          .select({ projectId: projectMember.projectId })
          .from(projectMember)
          .where(eq(projectMember.userId, member.id))
      )[0]?.projectId,
      userId: member.id,
    });
    expect(reset.json().code).toBe(200);
    const token = await presetLogin('lixiaofeng');
    await expectOnlyThePasswordChange(token);

    const changed = await call('PUT', '/api/password/update', token, {
      oldPassword: await enc(presetPassword()),
      password: await enc('Changed2026x'),
    });
    expect(changed.json().code).toBe(200);
    const again = await postLogin(t.app, 'lixiaofeng', 'Changed2026x');
    expect(again.json()).toMatchObject({ code: 200, data: { mustChangePassword: false } });
    expect(
      (await call('GET', '/api/company/info', again.headers['x-auth-token'] as string)).json().code,
    ).toBe(200);
  });

  it('when the flag is set on an account behind the UI’s back, then the server alone refuses its calls', async () => {
    await t.db.update(appUser).set({ mustChangePassword: true }).where(eq(appUser.account, 'sunwei'));
    await expectOnlyThePasswordChange(await tokenOf('sunwei'));
  });
});
