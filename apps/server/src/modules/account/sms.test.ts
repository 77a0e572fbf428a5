import { SMS_CODE } from '@zhuji/shared';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testApp } from '../../../test/app';
import { outboxOf } from '../../../test/auth';
import { seededApp } from '../../../test/seeded-app';
import { smsCode, smsOutbox } from '../../platform/identity';
import { consumeCode, hashCode } from './sms.service';

const t = seededApp({ seed: 'none' });
afterEach(() => {
  vi.unstubAllEnvs();
});

const askCode = (phone: string, purpose = 'login', remoteAddress?: string) =>
  t.app.inject({
    url: `/auth/phone/code?phone=${phone}&purpose=${purpose}`,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const confirm = (phone: string, code: string, purpose = 'login') =>
  t.app.inject({ url: `/auth/phone/confirm?phone=${phone}&code=${code}&purpose=${purpose}` });
/** The code of the newest message to a phone, read where a local user would read it. */
async function lastCode(phone: string): Promise<string> {
  const data = await outboxOf(t.app, phone);
  const match = /验证码为(\d{6})/.exec(data[0]?.text ?? '');
  if (!match?.[1]) throw new Error(`no code sent to ${phone}`);
  return match[1];
}
const codesOf = (phone: string) => t.db.select().from(smsCode).where(eq(smsCode.phone, phone));
const ageCodes = (phone: string, ms: number) =>
  t.db
    .update(smsCode)
    .set({ createdAt: new Date(Date.now() - ms) })
    .where(eq(smsCode.phone, phone));
/** Rows as if codes had been sent earlier, to reach the daily caps without waiting. */
const pastCodes = (n: number, phone: (i: number) => string, ip: string, agoMs: number) =>
  t.db.insert(smsCode).values(
    Array.from({ length: n }, (_, i) => ({
      phone: phone(i),
      purpose: 'login',
      codeHash: 'x',
      ip,
      createdAt: new Date(Date.now() - agoMs),
      expiresAt: new Date(Date.now() - agoMs + SMS_CODE.TTL_MS),
    })),
  );

describe('sending a phone code', () => {
  it('when a valid phone asks for a code, then a 6-digit code goes out in Chinese and only its hash is stored', async () => {
    const res = await askCode('13700000001');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 200, data: { resendSeconds: 60, expiresInSeconds: 300 } });
    const code = await lastCode('13700000001');
    const data = await outboxOf(t.app, '13700000001');
    expect(data[0]?.text).toBe(`【筑基】您的验证码为${code}，5分钟内有效，请勿泄露。`);
    const [row] = await codesOf('13700000001');
    expect(row?.codeHash).toBe(hashCode('13700000001', 'login', code));
    expect(row?.codeHash).not.toContain(code);
    expect(row?.ip).toBe('127.0.0.1');
    const ttl = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(ttl).toBe(SMS_CODE.TTL_MS);
  });

  it('when the phone is not a mobile number, then 400 手机号码有误 and nothing is sent', async () => {
    for (const phone of ['12345678901', '1380000000', 'abc']) {
      const res = await askCode(phone);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, msg: '手机号码有误' });
    }
    expect(await t.db.select().from(smsCode).where(eq(smsCode.phone, '12345678901'))).toEqual([]);
    expect(await t.db.select().from(smsOutbox).where(eq(smsOutbox.phone, '12345678901'))).toEqual([]);
  });

  it('when the purpose is unknown, then 422 naming the field', async () => {
    const res = await askCode('13700000002', 'hack');
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain('purpose');
  });

  it('when a second code is asked within 60 s, then 429 with the seconds left; after 60 s it goes', async () => {
    expect((await askCode('13700000003')).statusCode).toBe(200);
    const again = await askCode('13700000003', 'register');
    expect(again.statusCode).toBe(429);
    expect(again.json().msg).toMatch(/请 (59|60) 秒后再试/);
    expect(await codesOf('13700000003')).toHaveLength(1);
    await ageCodes('13700000003', 61_000);
    expect((await askCode('13700000003')).statusCode).toBe(200);
    expect(await codesOf('13700000003')).toHaveLength(2);
  });

  it('when a phone had 10 codes in the last 24 hours, then 429; older ones do not count', async () => {
    await pastCodes(10, () => '13700000004', '10.0.0.4', 2 * 3600_000);
    const res = await askCode('13700000004');
    expect(res.statusCode).toBe(429);
    expect(res.json().msg).toContain('10 次');
    await pastCodes(10, () => '13700000005', '10.0.0.5', 25 * 3600_000);
    expect((await askCode('13700000005')).statusCode).toBe(200);
  });

  it('when an IP asked 30 codes in the last 24 hours, then 429 for any phone from it', async () => {
    await pastCodes(30, (i) => `1360000${String(i).padStart(4, '0')}`, '10.0.0.6', 3600_000);
    const res = await askCode('13700000006', 'login', '10.0.0.6');
    expect(res.statusCode).toBe(429);
    expect(res.json().msg).toContain('当前网络');
    expect(await codesOf('13700000006')).toEqual([]);
    expect((await askCode('13700000006', 'login', '10.0.0.7')).statusCode).toBe(200);
  });
});

describe('checking a phone code', () => {
  it('when the right code is confirmed, then ok; used again, then refused', async () => {
    await askCode('13700000011');
    const code = await lastCode('13700000011');
    expect((await confirm('13700000011', code)).json()).toMatchObject({ code: 200 });
    const reuse = await confirm('13700000011', code);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().msg).toBe('验证码错误或已失效，请重新获取');
  });

  it('when the code has expired, then refused', async () => {
    await askCode('13700000012');
    const code = await lastCode('13700000012');
    await t.db
      .update(smsCode)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(smsCode.phone, '13700000012'));
    expect((await confirm('13700000012', code)).statusCode).toBe(400);
  });

  it('when a code was sent for another purpose, then it does not verify here', async () => {
    await askCode('13700000013', 'register');
    const code = await lastCode('13700000013');
    expect((await confirm('13700000013', code, 'findPassword')).statusCode).toBe(400);
    expect((await confirm('13700000013', code, 'register')).statusCode).toBe(200);
  });

  it('when 4 wrong attempts were made, then the right code still works', async () => {
    await askCode('13700000014');
    const code = await lastCode('13700000014');
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < SMS_CODE.MAX_ATTEMPTS - 1; i++)
      expect((await confirm('13700000014', wrong)).statusCode).toBe(400);
    expect((await confirm('13700000014', code)).statusCode).toBe(200);
  });

  it('when 5 wrong attempts were made, then the code is dead even when right', async () => {
    await askCode('13700000015');
    const code = await lastCode('13700000015');
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < SMS_CODE.MAX_ATTEMPTS; i++) await confirm('13700000015', wrong);
    expect((await confirm('13700000015', code)).statusCode).toBe(400);
    const [row] = await codesOf('13700000015');
    expect(row).toMatchObject({ attempts: SMS_CODE.MAX_ATTEMPTS, usedAt: null });
  });

  it('when a newer code was sent, then only the newer one verifies', async () => {
    await askCode('13700000016');
    const first = await lastCode('13700000016');
    await ageCodes('13700000016', 61_000);
    await askCode('13700000016');
    const second = await lastCode('13700000016');
    if (first !== second) expect(await consumeCode(t.db, '13700000016', 'login', first)).toBe(false);
    expect(await consumeCode(t.db, '13700000016', 'login', second)).toBe(true);
  });

  it('when no code was ever sent, then consumeCode answers false', async () => {
    expect(await consumeCode(t.db, '13700000017', 'personal', '123456')).toBe(false);
  });

  it('when the phone is wrong, then confirm answers 400 手机号码有误', async () => {
    expect((await confirm('123', '123456')).json()).toMatchObject({ code: 400, msg: '手机号码有误' });
  });
});

describe('SMS provider and dev outbox', () => {
  it('when SMS_PROVIDER names an unknown provider, then the app refuses to start with a clear error', async () => {
    vi.stubEnv('SMS_PROVIDER', 'carrier-pigeon');
    await expect(testApp()).rejects.toThrow(
      'SMS_PROVIDER "carrier-pigeon" is not supported; known providers: outbox',
    );
  });

  it('when running in production, then the dev outbox call does not exist', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const prod = await testApp();
    try {
      expect((await prod.inject('/api/dev/sms/outbox?phone=13700000001')).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
