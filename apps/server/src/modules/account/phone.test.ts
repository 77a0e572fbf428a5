import { SMS_CODE, type SmsPurpose } from '@zhuji/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app';
import { outboxOf, postLogin } from '../../../test/auth';
import { seededApp } from '../../../test/seeded-app';
import { encryptForLogin, issueNonce } from '../../platform/auth/login-key';
import { verifyPassword } from '../../platform/auth/password';
import { createSession } from '../../platform/auth/session';
import { appUser, company, session, smsCode } from '../../platform/identity';
import { demoPassword } from '../../seed';
import { hashCode } from './sms.service';

const t = seededApp();

type User = typeof appUser.$inferSelect;

async function userOf(account: string): Promise<User> {
  const [user] = await t.db.select().from(appUser).where(eq(appUser.account, account));
  if (!user) throw new Error(`no user ${account}`);
  return user;
}
/** A live session, made directly (the login call is rate-limited per minute). */
const tokenOf = async (account: string) => createSession(t.db, (await userOf(account)).id);
async function enc(password: string): Promise<string> {
  const key = await issueNonce(t.db);
  return encryptForLogin(key.publicKey, password, key.nonce);
}
/** A code as if it had been sent by SMS (only its hash is stored). */
async function plantCode(phone: string, purpose: SmsPurpose, code = '246810'): Promise<string> {
  await t.db.insert(smsCode).values({
    phone,
    purpose,
    codeHash: hashCode(phone, purpose, code),
    expiresAt: new Date(Date.now() + SMS_CODE.TTL_MS),
  });
  return code;
}
const { get } = t;
const post = (url: string, token: string | undefined, payload: Record<string, unknown>) =>
  t.post(url, payload, token);
const alive = async (token: string) => (await get('/api/user/info', token)).json().code === 200;
const phoneLogin = (phone: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/auth/login', payload: { username: phone, password: code, type: 2 } });

describe('login type 2 (phone + code)', () => {
  it('when the phone asks for a login code and sends it back, then a session token comes back; the code is single use', async () => {
    expect((await get('/auth/phone/code?phone=13805710002&purpose=login')).json().code).toBe(200);
    const data = await outboxOf(t.app, '13805710002');
    const code = /验证码为(\d{6})/.exec(data[0]?.text ?? '')?.[1] as string;
    const res = await phoneLogin('13805710002', code);
    expect(res.json()).toMatchObject({ code: 200, data: { name: '李晓峰' } });
    expect(await alive(res.headers['x-auth-token'] as string)).toBe(true);
    const again = await phoneLogin('13805710002', code);
    expect(again.statusCode).toBe(401);
    expect(again.headers['x-auth-token']).toBeUndefined();
  });

  it('when the phone has no account, then the same message as a wrong code', async () => {
    await plantCode('13700009999', 'login');
    const unknown = await phoneLogin('13700009999', '246810');
    await plantCode('13605710006', 'login', '111111');
    const wrong = await phoneLogin('13605710006', '222222');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json().msg).toBe('验证码错误或已失效，请重新获取');
    expect(wrong.json().msg).toBe(unknown.json().msg);
    await t.db.update(appUser).set({ failedLogins: 0 }).where(eq(appUser.account, 'sunwei'));
  });

  it('when a code of another purpose is sent, then it does not log in', async () => {
    await plantCode('13505710007', 'findPassword', '135790');
    expect((await phoneLogin('13505710007', '135790')).statusCode).toBe(401);
    await t.db.update(appUser).set({ failedLogins: 0 }).where(eq(appUser.account, 'liuming'));
  });

  it('when five wrong codes are sent, then the account locks for 15 minutes, even for a right code', async () => {
    for (let i = 1; i <= 4; i++) {
      await plantCode('13705710005', 'login', '000000');
      expect((await phoneLogin('13705710005', '999999')).statusCode).toBe(401);
    }
    await plantCode('13705710005', 'login', '000000');
    const fifth = await phoneLogin('13705710005', '999999');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().msg).toContain('15 分钟');
    await plantCode('13705710005', 'login', '000000');
    const right = await phoneLogin('13705710005', '000000');
    expect(right.statusCode).toBe(423);
    expect(right.headers['x-auth-token']).toBeUndefined();
    // The lock ends: the (still unused) right code logs in.
    await t.db
      .update(appUser)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(appUser.account, 'zhaolihua'));
    expect((await phoneLogin('13705710005', '000000')).statusCode).toBe(200);
    expect((await userOf('zhaolihua')).failedLogins).toBe(0);
  });

  it('when the company is not active, then the phone login is refused like the password login', async () => {
    const user = await userOf('wanghaitao');
    await t.db.update(company).set({ status: 'disabled' }).where(eq(company.id, user.companyId));
    await plantCode('13905710003', 'login', '424242');
    const res = await phoneLogin('13905710003', '424242');
    await t.db.update(company).set({ status: 'active' }).where(eq(company.id, user.companyId));
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('所属单位已停用，请联系管理员');
  });
});

describe('GET /api/phone/search', () => {
  beforeAll(async () => {
    // Someone of an unrelated company whose phone matches the same digits.
    const [supplier] = await t.db
      .select({ id: company.id })
      .from(company)
      .where(eq(company.name, '杭州钱江商品混凝土有限公司'));
    await t.db.insert(appUser).values({
      account: 'stranger',
      name: '路人甲',
      phone: '13805710099',
      passwordHash: 'x',
      companyId: supplier?.id as number,
    });
  });

  it('when six digits are typed, then at most 10 co-workers and project partners come back, never an unrelated company', async () => {
    const token = await tokenOf('lixiaofeng');
    const res = await get('/api/phone/search?keywords=057100', token);
    expect(res.statusCode).toBe(200);
    const phones = res.json().data.map((p: { phone: string }) => p.phone);
    expect(phones).toContain('13805710001'); // same company
    expect(phones).toContain('13905710004'); // chenzhiming shares the 江东 projects
    expect(phones).not.toContain('13805710099');
    expect(phones.length).toBeLessThanOrEqual(10);
    expect(res.json().data.find((p: { phone: string }) => p.phone === '13805710001')).toEqual({
      name: '张建国',
      phone: '13805710001',
      judge: true,
    });
  });

  it('when the digits start the phone, then they come first; an unrelated company’s user never appears', async () => {
    const token = await tokenOf('zhangjianguo');
    const { data } = (await get('/api/phone/search?keywords=1380571', token)).json();
    expect(data.map((p: { phone: string }) => p.phone)).toEqual(['13805710001', '13805710002']);
  });

  it('when the caller works on no shared project, then only their own company is searched', async () => {
    const token = await tokenOf('sunwei');
    const { data } = (await get('/api/phone/search?keywords=1380571', token)).json();
    // sunwei (lab) shares 江东桩基 with zhangjianguo and lixiaofeng, not with the stranger.
    expect(data.map((p: { phone: string }) => p.phone)).toEqual(['13805710001', '13805710002']);
    const stranger = await createSession(t.db, (await userOf('stranger')).id);
    const own = (await get('/api/phone/search?keywords=1380571', stranger)).json().data;
    expect(own.map((p: { phone: string }) => p.phone)).toEqual(['13805710099']);
  });

  it('when a co-worker shares none of the caller’s projects, then their phone comes back masked as 138****0077', async () => {
    const [lixiaofeng] = await t.db.select().from(appUser).where(eq(appUser.account, 'lixiaofeng'));
    await t.db.insert(appUser).values({
      account: 'colleague',
      name: '同事乙',
      phone: '13805710077',
      passwordHash: 'x',
      companyId: lixiaofeng?.companyId as number,
    });
    const { data } = (await get('/api/phone/search?keywords=1380571', await tokenOf('lixiaofeng'))).json();
    expect(data).toContainEqual({ name: '同事乙', phone: '138****0077', judge: true });
    expect(JSON.stringify(data)).not.toContain('13805710077');
    // A project partner's and the caller's own number stay whole.
    expect(data.map((p: { phone: string }) => p.phone)).toEqual(
      expect.arrayContaining(['13805710001', '13805710002']),
    );
  });

  it('when fewer than 6 characters are typed, then 422 naming keywords', async () => {
    const res = await get('/api/phone/search?keywords=13805', await tokenOf('lixiaofeng'));
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain('keywords');
  });

  it('when the keywords are not digits, then nothing comes back (no pattern injection)', async () => {
    const { data } = (
      await get('/api/phone/search?keywords=%25%25%25%25%25%25', await tokenOf('admin'))
    ).json();
    expect(data).toEqual([]);
  });

  it('when no token is sent, then not logged in', async () => {
    expect((await get('/api/phone/search?keywords=138057')).json()).toMatchObject({
      code: 400,
      data: 'not logged in',
    });
  });
});

describe('POST /api/user/confirm', () => {
  it('when the password of the account behind the phone is given, then judge true', async () => {
    const token = await tokenOf('lixiaofeng');
    const res = await post('/api/user/confirm', token, {
      phone: '13905710004',
      password: await enc(demoPassword()),
    });
    expect(res.json()).toEqual({ code: 200, data: { judge: true }, msg: expect.any(String), url: null });
  });

  it('when the password is wrong or the phone unknown, then 400 with one message, and the wrong password counts against that account', async () => {
    const token = await tokenOf('lixiaofeng');
    const wrong = await post('/api/user/confirm', token, {
      phone: '13905710004',
      password: await enc('not-it-123'),
    });
    const unknown = await post('/api/user/confirm', token, {
      phone: '13000000000',
      password: await enc(demoPassword()),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toBe('手机号或密码错误');
    expect(unknown.json().msg).toBe(wrong.json().msg);
    // Counted like a wrong login (issue 16: a signed-in user must not guess another's password unlimited).
    expect((await userOf('chenzhiming')).failedLogins).toBe(1);
    expect(
      (
        await post('/api/user/confirm', token, {
          phone: '13905710004',
          password: await enc(demoPassword()),
        })
      ).json(),
    ).toMatchObject({ data: { judge: true } });
  });

  it('when wrong passwords lock the account, then confirm answers the same 400 even with the right one, and login is locked too', async () => {
    const token = await tokenOf('lixiaofeng');
    await t.db
      .update(appUser)
      .set({ failedLogins: 0, lockedUntil: null })
      .where(eq(appUser.account, 'wanghaitao'));
    const phone = (await userOf('wanghaitao')).phone;
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/user/confirm', token, { phone, password: await enc(`wrong-${i}-pass`) });
      expect(res.json().msg).toBe('手机号或密码错误');
    }
    expect((await userOf('wanghaitao')).lockedUntil).not.toBeNull();
    const right = await post('/api/user/confirm', token, { phone, password: await enc(demoPassword()) });
    expect(right.statusCode).toBe(400);
    expect(right.json().msg).toBe('手机号或密码错误');
    expect((await postLogin(t.app, 'wanghaitao', demoPassword())).statusCode).toBe(423);
  });

  it('when the ciphertext is replayed, then 400', async () => {
    const token = await tokenOf('lixiaofeng');
    const password = await enc(demoPassword());
    await post('/api/user/confirm', token, { phone: '13905710004', password });
    const replay = await post('/api/user/confirm', token, { phone: '13905710004', password });
    expect(replay.statusCode).toBe(400);
  });

  it('when a field is missing, then 422 naming it; without a token, not logged in', async () => {
    const res = await post('/api/user/confirm', await tokenOf('lixiaofeng'), { phone: '13905710004' });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain('password');
    expect((await post('/api/user/confirm', undefined, { phone: 'x', password: 'y' })).json().code).toBe(400);
  });
});

describe('POST /api/phone/change', () => {
  const change = async (token: string, phone: string, code: string, password = demoPassword()) =>
    post('/api/phone/change', token, { phone, code, password: await enc(password) });

  it('when the password and the code sent to the new phone are right, then the phone changes', async () => {
    const token = await tokenOf('sunwei');
    const code = await plantCode('13611112222', 'phoneChange');
    const res = await change(token, '13611112222', code);
    expect(res.json()).toMatchObject({ code: 200 });
    expect((await userOf('sunwei')).phone).toBe('13611112222');
  });

  it('when the new phone is invalid, then 400 手机号码有误 and nothing changes', async () => {
    const res = await change(await tokenOf('liuming'), '12345678901', '246810');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('手机号码有误');
    expect((await userOf('liuming')).phone).toBe('13505710007');
  });

  it('when the new phone is the current one, then 400', async () => {
    const res = await change(await tokenOf('liuming'), '13505710007', '246810');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('新手机号不能与原手机号相同');
  });

  it('when the new phone belongs to another account, then 409 and nothing changes', async () => {
    const code = await plantCode('13805710001', 'phoneChange');
    const res = await change(await tokenOf('liuming'), '13805710001', code);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('该手机号已被其他账号使用');
    expect((await userOf('liuming')).phone).toBe('13505710007');
  });

  it('when the current password is wrong, then 400, nothing changes and the code stays usable', async () => {
    const code = await plantCode('13522223333', 'phoneChange');
    const res = await change(await tokenOf('liuming'), '13522223333', code, 'wrong-pass-1');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('原密码错误');
    expect((await userOf('liuming')).phone).toBe('13505710007');
    const [row] = await t.db.select().from(smsCode).where(eq(smsCode.phone, '13522223333'));
    expect(row?.usedAt).toBeNull();
  });

  it('when the code is wrong, of another purpose or sent to another phone, then 400 and nothing changes', async () => {
    const token = await tokenOf('liuming');
    expect((await change(token, '13522223333', '999999')).json().msg).toBe('验证码错误或已失效，请重新获取');
    const other = await plantCode('13533334444', 'findPassword', '121212');
    expect((await change(token, '13533334444', other)).statusCode).toBe(400);
    const elsewhere = await plantCode('13505710007', 'phoneChange', '343434');
    expect((await change(token, '13533334444', elsewhere)).statusCode).toBe(400);
    expect((await userOf('liuming')).phone).toBe('13505710007');
  });

  it('when the code is too short, then 422 naming code; without a token, not logged in', async () => {
    const res = await change(await tokenOf('liuming'), '13522223333', '12');
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain('code');
    expect((await post('/api/phone/change', undefined, {})).json()).toMatchObject({ code: 400 });
  });
});

describe('POST /auth/password/find', () => {
  const find = async (phone: string, code: string, password: string) =>
    post('/auth/password/find', undefined, { phone, code, password: await enc(password) });

  it('when the code is right, then the password is set, lock and must-change cleared and every session ends', async () => {
    const before = await userOf('chenzhiming');
    await t.db
      .update(appUser)
      .set({ mustChangePassword: true, failedLogins: 3, lockedUntil: new Date(Date.now() + 600_000) })
      .where(eq(appUser.id, before.id));
    const token = await tokenOf('chenzhiming');
    const code = await plantCode('13905710004', 'findPassword');
    const res = await find('13905710004', code, 'Found2026');
    expect(res.json()).toMatchObject({ code: 200 });
    const after = await userOf('chenzhiming');
    expect(await verifyPassword(after.passwordHash, 'Found2026')).toBe(true);
    expect(after).toMatchObject({ mustChangePassword: false, failedLogins: 0, lockedUntil: null });
    expect(await alive(token)).toBe(false);
    const live = await t.db.select().from(session).where(eq(session.userId, before.id));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    expect((await postLogin(t.app, 'chenzhiming', 'Found2026')).statusCode).toBe(200);
  });

  it('when the phone has no account, then the same message as a wrong code', async () => {
    const code = await plantCode('13766667777', 'findPassword');
    const unknown = await find('13766667777', code, 'Found2026');
    const wrong = await find('13905710003', '999999', 'Found2026');
    expect(unknown.statusCode).toBe(400);
    expect(wrong.statusCode).toBe(400);
    expect(unknown.json().msg).toBe('验证码错误或已失效，请重新获取');
    expect(wrong.json().msg).toBe(unknown.json().msg);
  });

  it('when the new password breaks the rule, then 422 naming password, nothing changes and the code stays usable', async () => {
    const before = await userOf('wanghaitao');
    const code = await plantCode('13905710003', 'findPassword', '565656');
    const res = await find('13905710003', code, '12');
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain('password');
    expect(await userOf('wanghaitao')).toEqual(before);
    expect((await find('13905710003', code, 'Valid2026')).json().code).toBe(200);
  });

  it('when the phone is invalid, then 400 手机号码有误; a missing field is 422 naming it', async () => {
    expect((await find('1234', '246810', 'Valid2026')).json().msg).toBe('手机号码有误');
    const res = await post('/auth/password/find', undefined, { phone: '13905710003', code: '123456' });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain('password');
  });

  it('when it is called too often from one address, then 429', async () => {
    const limited = await testApp({ authRatePerMinute: 2 });
    try {
      const call = () =>
        limited.inject({
          method: 'POST',
          url: '/auth/password/find',
          payload: { phone: '13905710003', code: '123456', password: 'x' },
        });
      await call();
      await call();
      expect((await call()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/user/matching', () => {
  it('when a project manager asks for a known phone, then its name and company come back', async () => {
    const token = await tokenOf('zhangjianguo');
    const { data } = (await get('/api/user/matching?phone=13805710002', token)).json();
    expect(data).toEqual({ exists: true, name: '李晓峰', companyName: '浙江华东建工集团有限公司' });
    const none = (await get('/api/user/matching?phone=13799998888', token)).json().data;
    expect(none).toEqual({ exists: false, name: null, companyName: null });
  });

  it('when the caller manages no project, then 403', async () => {
    const res = await get('/api/user/matching?phone=13805710001', await tokenOf('lixiaofeng'));
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('您无权管理项目人员');
  });

  it('when the phone is invalid, then 400; without a token, not logged in', async () => {
    expect((await get('/api/user/matching?phone=abc', await tokenOf('admin'))).statusCode).toBe(400);
    expect((await get('/api/user/matching?phone=13805710001')).json()).toMatchObject({ code: 400 });
  });
});
