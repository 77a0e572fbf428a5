import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxOf, postLogin } from '../../../test/auth';
import { seededApp } from '../../../test/seeded-app';
import { encryptForLogin, issueNonce } from '../../platform/auth/login-key';
import { hashPassword, verifyPassword } from '../../platform/auth/password';
import { createSession } from '../../platform/auth/session';
import { appUser, smsCode } from '../../platform/identity';
import { demoPassword } from '../../seed';

const t = seededApp();

type User = typeof appUser.$inferSelect;

async function userOf(account: string): Promise<User> {
  const [user] = await t.db.select().from(appUser).where(eq(appUser.account, account));
  if (!user) throw new Error(`no user ${account}`);
  return user;
}
/** A live session, made directly (the login call is rate-limited per minute). */
const tokenOf = async (account: string) => createSession(t.db, (await userOf(account)).id);
/** What the client does for each password: a fresh key and nonce, then RSA-OAEP. */
async function enc(password: string): Promise<string> {
  const key = await issueNonce(t.db);
  return encryptForLogin(key.publicKey, password, key.nonce);
}
const alive = async (token: string) =>
  (await t.app.inject({ url: '/api/user/info', headers: { 'x-auth-token': token } })).json();

describe('PUT /api/password/update', () => {
  const put = (token: string | undefined, payload: Record<string, string>) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/password/update',
      headers: token ? { 'x-auth-token': token } : {},
      payload,
    });

  it('when the old password is right and the new one valid, then it is stored, the must-change flag cleared and every session ends', async () => {
    await t.db.update(appUser).set({ mustChangePassword: true }).where(eq(appUser.account, 'sunwei'));
    const other = await tokenOf('sunwei');
    const token = await tokenOf('sunwei');
    const res = await put(token, {
      oldPassword: await enc(demoPassword()),
      password: await enc('NewPass2026'),
    });
    expect(res.json()).toMatchObject({ code: 200 });
    for (const t of [token, other])
      expect(await alive(t)).toMatchObject({ code: 400, data: 'not logged in' });
    const user = await userOf('sunwei');
    expect(user.mustChangePassword).toBe(false);
    expect(await verifyPassword(user.passwordHash, 'NewPass2026')).toBe(true);
    expect((await postLogin(t.app, 'sunwei', 'NewPass2026')).statusCode).toBe(200);
    expect((await postLogin(t.app, 'sunwei', demoPassword())).statusCode).toBe(401);
  });

  it('when the old password is wrong, then 400 with a clear message and nothing changes', async () => {
    const before = await userOf('liuming');
    const token = await tokenOf('liuming');
    const res = await put(token, {
      oldPassword: await enc('not-my-password'),
      password: await enc('NewPass2026'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('原密码错误');
    expect(await userOf('liuming')).toEqual(before);
    expect((await alive(token)).code).toBe(200);
  });

  it.each([
    ['the new password breaks the rule', demoPassword(), '12345', 'password', '密码为6-20位'],
    ['the new password is empty', demoPassword(), '', 'password', '请输入密码'],
    ['the old password is empty', '', 'NewPass2026', 'oldPassword', '请输入原密码'],
    ['the new password equals the old', demoPassword(), demoPassword(), 'password', '新密码不能与原密码相同'],
  ])(
    'when %s, then 422 naming the field and nothing changes',
    async (_, oldPassword, password, field, msg) => {
      const before = await userOf('liuming');
      const token = await tokenOf('liuming');
      const res = await put(token, {
        oldPassword: oldPassword ? await enc(oldPassword) : '',
        password: password ? await enc(password) : '',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().msg).toContain(`字段 ${field}：`);
      expect(res.json().msg).toContain(msg);
      expect(await userOf('liuming')).toEqual(before);
    },
  );

  it('when a ciphertext is replayed or garbage, then 400 and nothing changes', async () => {
    const before = await userOf('liuming');
    const token = await tokenOf('liuming');
    const oldPassword = await enc(demoPassword());
    const password = await enc('NewPass2026');
    const garbage = await put(token, { oldPassword: 'AAAA', password });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().msg).toBe('页面信息已失效，请重新提交');
    // password's nonce was used up by the refused call
    expect((await put(token, { oldPassword, password })).statusCode).toBe(400);
    expect(await userOf('liuming')).toEqual(before);
  });

  it('when the body misses a field, then 422 naming it', async () => {
    const res = await put(await tokenOf('liuming'), { oldPassword: await enc(demoPassword()) });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain('password');
  });

  it('when no token is sent, then not logged in', async () => {
    expect((await put(undefined, { oldPassword: 'x', password: 'y' })).json()).toMatchObject({
      code: 400,
      data: 'not logged in',
    });
  });
});

describe('POST /api/user/personal', () => {
  const post = (token: string | undefined, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/personal',
      headers: token ? { 'x-auth-token': token } : {},
      payload,
    });
  const askCode = (phone: string) => t.app.inject(`/auth/phone/code?phone=${phone}&purpose=personal`);
  async function lastCode(phone: string): Promise<string> {
    const data = await outboxOf(t.app, phone);
    return /验证码为(\d{6})/.exec(data[0]?.text ?? '')?.[1] ?? '';
  }
  /** Puts an account in a personal-information situation with the given flags and a known password. */
  async function situate(account: string, situation: number, flags: { checkCode: boolean; judge: boolean }) {
    await t.db
      .update(appUser)
      .set({ situation, ...flags, passwordHash: await hashPassword('OldPass2026') })
      .where(eq(appUser.account, account));
    return userOf(account);
  }
  /** A filled form as the client sends it. */
  async function form(fields: {
    name: string;
    phone: string;
    verificationCode?: string;
    oldPassword?: string;
    password?: string;
    passwordConfirm?: string;
    situation?: number;
  }) {
    const password = fields.password ?? 'Fresh2026';
    return {
      name: fields.name,
      phone: fields.phone,
      verificationCode: fields.verificationCode,
      oldPassword:
        fields.oldPassword === undefined ? undefined : fields.oldPassword && (await enc(fields.oldPassword)),
      password: password && (await enc(password)),
      passwordConfirm: await enc(fields.passwordConfirm ?? password),
      situation: fields.situation ?? 3,
      judge: true,
    };
  }

  it('when an existing user in situation 3 confirms the phone and the old password, then everything is saved, flags cleared and every session ends', async () => {
    await situate('lixiaofeng', 3, { checkCode: true, judge: true });
    const token = await tokenOf('lixiaofeng');
    const other = await tokenOf('lixiaofeng');
    expect((await askCode('13711110001')).statusCode).toBe(200);
    const res = await post(
      token,
      await form({
        name: '李晓锋',
        phone: '13711110001',
        verificationCode: await lastCode('13711110001'),
        oldPassword: 'OldPass2026',
      }),
    );
    expect(res.json()).toMatchObject({ code: 200 });
    const user = await userOf('lixiaofeng');
    expect(user).toMatchObject({
      name: '李晓锋',
      phone: '13711110001',
      situation: 1,
      checkCode: false,
      judge: false,
      mustChangePassword: false,
    });
    expect(await verifyPassword(user.passwordHash, 'Fresh2026')).toBe(true);
    for (const t of [token, other])
      expect(await alive(t)).toMatchObject({ code: 400, data: 'not logged in' });
    const [code] = await t.db.select().from(smsCode).where(eq(smsCode.phone, '13711110001'));
    expect(code?.usedAt).not.toBeNull();
    // Complete now: saving again is refused (it would set a password without the old one).
    const again = await post(
      await tokenOf('lixiaofeng'),
      await form({ name: '李晓锋', phone: '13711110001' }),
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('当前账号无需完善个人信息');
  });

  it('when the account is in situation 4, then a changed name or phone is refused and the same ones are saved', async () => {
    const before = await situate('wanghaitao', 4, { checkCode: false, judge: false });
    const token = await tokenOf('wanghaitao');
    for (const change of [{ name: '王大海' }, { phone: '13711110002' }]) {
      const res = await post(
        token,
        await form({ name: before.name, phone: before.phone, situation: 4, ...change }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('姓名和手机号已锁定，不能修改');
    }
    expect(await userOf('wanghaitao')).toEqual(before);
    const res = await post(token, await form({ name: before.name, phone: before.phone, situation: 4 }));
    expect(res.json()).toMatchObject({ code: 200 });
    expect(await userOf('wanghaitao')).toMatchObject({
      name: before.name,
      phone: before.phone,
      situation: 1,
    });
  });

  it.each([
    ['the name is empty', { name: ' ' }, 'name', '姓名不能为空'],
    ['the phone is empty', { phone: '' }, 'phone', '手机号不能为空'],
    ['the phone is not a mobile number', { phone: '12345' }, 'phone', '请输入正确的手机号码'],
    ['the code is missing', { verificationCode: '' }, 'verificationCode', '验证码不能为空'],
    ['the old password is missing', { oldPassword: '' }, 'oldPassword', '请输入原密码'],
    ['the password is empty', { password: '', passwordConfirm: '' }, 'password', '请输入密码'],
    ['the password breaks the rule', { password: '12', passwordConfirm: '12' }, 'password', '密码为6-20位'],
    [
      'the confirmation differs',
      { passwordConfirm: 'Other2026' },
      'passwordConfirm',
      '两次输入的密码不一致!',
    ],
  ])('when %s, then 422 naming the field and nothing is written', async (_, change, field, msg) => {
    const before = await situate('zhaolihua', 3, { checkCode: true, judge: true });
    const res = await post(
      await tokenOf('zhaolihua'),
      await form({
        name: before.name,
        phone: before.phone,
        verificationCode: '123456',
        oldPassword: 'OldPass2026',
        ...change,
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain(`字段 ${field}：${msg}`);
    expect(await userOf('zhaolihua')).toEqual(before);
  });

  it('when the code is wrong, then 400 and nothing is written; the right one then works', async () => {
    const before = await situate('zhaolihua', 3, { checkCode: true, judge: false });
    const token = await tokenOf('zhaolihua');
    await askCode(before.phone);
    const code = await lastCode(before.phone);
    const wrong = code === '000000' ? '000001' : '000000';
    const res = await post(
      token,
      await form({ name: before.name, phone: before.phone, verificationCode: wrong }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('验证码错误或已失效，请重新获取');
    expect(await userOf('zhaolihua')).toEqual(before);
    const right = await post(
      token,
      await form({ name: before.name, phone: before.phone, verificationCode: code }),
    );
    expect(right.json()).toMatchObject({ code: 200 });
  });

  it('when the old password is wrong, then 400, nothing is written and the code stays usable', async () => {
    const before = await situate('chenzhiming', 3, { checkCode: true, judge: true });
    const token = await tokenOf('chenzhiming');
    await askCode(before.phone);
    const code = await lastCode(before.phone);
    const fields = { name: before.name, phone: before.phone, verificationCode: code };
    const res = await post(token, await form({ ...fields, oldPassword: 'Wrong2026' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('原密码错误');
    expect(await userOf('chenzhiming')).toEqual(before);
    expect((await post(token, await form({ ...fields, oldPassword: 'OldPass2026' }))).json().code).toBe(200);
  });

  it('when the phone belongs to another account, then 400 with a clear message and nothing is written', async () => {
    const before = await situate('admin', 3, { checkCode: false, judge: false });
    const taken = (await userOf('zhangjianguo')).phone;
    const res = await post(await tokenOf('admin'), await form({ name: before.name, phone: taken }));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('该手机号已被其他账号使用');
    expect(await userOf('admin')).toEqual(before);
  });

  it('when the account has nothing to complete (situation 1 or 2), then 400', async () => {
    for (const situation of [1, 2]) {
      const before = await situate('zhangjianguo', situation, { checkCode: false, judge: false });
      const res = await post(
        await tokenOf('zhangjianguo'),
        await form({ name: before.name, phone: before.phone }),
      );
      expect(res.statusCode).toBe(400);
      expect(await userOf('zhangjianguo')).toEqual(before);
    }
  });

  it('when no token is sent, then not logged in', async () => {
    expect((await post(undefined, { name: 'x' })).json()).toMatchObject({ code: 400, data: 'not logged in' });
  });
});
