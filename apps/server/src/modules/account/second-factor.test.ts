import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app';
import { loginAs, outboxOf, postLogin, secondFactorCode } from '../../../test/auth';
import { seededApp } from '../../../test/seeded-app';
import { createSession } from '../../platform/auth/session';
import { appUser, company } from '../../platform/identity';

const t = seededApp();

const userOf = async (account: string) => {
  const [user] = await t.db.select().from(appUser).where(eq(appUser.account, account));
  if (!user) throw new Error(`no user ${account}`);
  return user;
};
const tokenOf = async (account: string) => createSession(t.db, (await userOf(account)).id);
const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: { 'x-auth-token': token }, ...(payload ? { payload } : {}) });
/** Every login of this file from its own app: the per-IP login limit is per process. */
const fresh = async <T>(run: (own: FastifyInstance) => Promise<T>) => {
  const own = await testApp();
  try {
    return await run(own);
  } finally {
    await own.close();
  }
};

describe('second factor for the platform administrator', () => {
  it('when admin gives the right password, then no session yet: a code goes to the phone, and the password with the code logs in', async () => {
    await fresh(async (own) => {
      const first = await postLogin(own, 'admin');
      expect(first.statusCode).toBe(200);
      expect(first.headers['x-auth-token']).toBeUndefined();
      expect(first.json()).toMatchObject({
        code: 200,
        data: { codeRequired: true, codeSentTo: '139****0001' },
        msg: '验证码已发送至 139****0001，请输入短信验证码完成登录',
      });
      const code = await secondFactorCode(own, 'admin');
      const second = await postLogin(own, 'admin', undefined, code);
      expect(second.json()).toMatchObject({ code: 200, data: { name: '平台管理员' } });
      expect(second.json().data.codeRequired).toBeUndefined();
      expect(second.headers['x-auth-token']).toBeTruthy();
      // Single use.
      expect((await postLogin(own, 'admin', undefined, code)).statusCode).toBe(401);
    });
  });

  it('when the code is wrong, then 401 without a session and the attempt counts towards the lock', async () => {
    await t.db.update(appUser).set({ failedLogins: 0 }).where(eq(appUser.account, 'admin'));
    await fresh(async (own) => {
      await postLogin(own, 'admin');
      const wrong = await postLogin(own, 'admin', undefined, '000000');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().msg).toBe('验证码错误或已失效，请重新获取');
      expect(wrong.headers['x-auth-token']).toBeUndefined();
      expect((await userOf('admin')).failedLogins).toBe(1);
      await t.db.update(appUser).set({ failedLogins: 0 }).where(eq(appUser.account, 'admin'));
    });
  });

  it('when the password is wrong, then a right code does not help', async () => {
    await fresh(async (own) => {
      await postLogin(own, 'admin');
      const code = await secondFactorCode(own, 'admin');
      const res = await postLogin(own, 'admin', 'not-the-password', code);
      expect(res.statusCode).toBe(401);
      expect(res.headers['x-auth-token']).toBeUndefined();
      await t.db.update(appUser).set({ failedLogins: 0 }).where(eq(appUser.account, 'admin'));
    });
  });

  it('when the password is sent twice within a minute, then one message only and its code still works', async () => {
    await fresh(async (own) => {
      const admin = await userOf('admin');
      await postLogin(own, 'admin');
      const sent = (await outboxOf(own, admin.phone)).length;
      await postLogin(own, 'admin');
      expect((await outboxOf(own, admin.phone)).length).toBe(sent);
      const res = await postLogin(own, 'admin', undefined, await secondFactorCode(own, 'admin'));
      expect(res.headers['x-auth-token']).toBeTruthy();
    });
  });

  it('when admin logs in with a phone code alone, then 400: one factor is not enough', async () => {
    const admin = await userOf('admin');
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: admin.phone, password: '123456', type: 2 },
    });
    expect(res.headers['x-auth-token']).toBeUndefined();
    expect(res.statusCode).not.toBe(200);
  });

  it('when the test helper logs admin in, then it completes the code step itself', async () => {
    await fresh(async (own) => {
      const token = await loginAs(own, 'admin');
      expect(
        (await own.inject({ url: '/api/user/info', headers: { 'x-auth-token': token } })).json().code,
      ).toBe(200);
    });
  });
});

describe('second factor chosen by a company', () => {
  it('when the company administrator requires it, then the company’s users need a code; other companies do not', async () => {
    const manager = await tokenOf('zhangjianguo');
    const info = (await call('GET', '/api/company/info', manager)).json().data;
    expect(info.loginCodeRequired).toBe(false);
    const { id: _id, status: _s, editable: _e, compType: _c, qualification: _q, ...form } = info;
    const saved = await call('POST', '/api/company/update', manager, {
      ...form,
      legalPerson: form.legalPerson ?? '张建国',
      legalPersonPhone: form.legalPersonPhone ?? '13805710001',
      technician: form.technician ?? '张建国',
      technicianPhone: form.technicianPhone ?? '13805710001',
      address: form.address ?? '杭州市西湖区',
      loginCodeRequired: true,
    });
    expect(saved.json(), saved.body).toMatchObject({ code: 200, data: { loginCodeRequired: true } });

    await fresh(async (own) => {
      const colleague = await postLogin(own, 'lixiaofeng');
      expect(colleague.json().data).toMatchObject({ codeRequired: true, codeSentTo: '138****0002' });
      expect(colleague.headers['x-auth-token']).toBeUndefined();
      const done = await postLogin(own, 'lixiaofeng', undefined, await secondFactorCode(own, 'lixiaofeng'));
      expect(done.headers['x-auth-token']).toBeTruthy();
      const elsewhere = await postLogin(own, 'wanghaitao');
      expect(elsewhere.headers['x-auth-token']).toBeTruthy();
    });
  });

  it('when the platform administrator sets it for a company, then it holds; anyone else is refused', async () => {
    const [supervisor] = await t.db
      .select()
      .from(company)
      .where(eq(company.id, (await userOf('wanghaitao')).companyId));
    const body = { id: supervisor?.id, required: true };
    const refused = await call('POST', '/api/admin/company/loginCode', await tokenOf('zhouwenbo'), body);
    expect(refused.statusCode).toBe(403);
    const byStaff = await call('POST', '/api/admin/company/loginCode', await tokenOf('chenzhiming'), body);
    expect(byStaff.statusCode).toBe(403);
    const [unchanged] = await t.db
      .select()
      .from(company)
      .where(eq(company.id, supervisor?.id as number));
    expect(unchanged?.loginCodeRequired).toBe(false);

    const res = await call('POST', '/api/admin/company/loginCode', await tokenOf('admin'), body);
    expect(res.json()).toMatchObject({ code: 200, data: { loginCodeRequired: true } });
    await fresh(async (own) => {
      expect((await postLogin(own, 'chenzhiming')).json().data).toMatchObject({ codeRequired: true });
    });
    const missing = await call('POST', '/api/admin/company/loginCode', await tokenOf('admin'), {
      id: 999_999,
      required: true,
    });
    expect(missing.statusCode).toBe(404);
  });
});
