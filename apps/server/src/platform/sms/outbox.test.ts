import { describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth';
import { seededApp } from '../../../test/seeded-app';
import { isPlatformAdmin } from '../auth/platform-admin';
import { appUser, smsCode } from '../identity/account.table';
import { outboxProvider } from './provider';

const t = seededApp();
const outbox = (phone: string, token?: string) => t.get(`/api/dev/sms/outbox?phone=${phone}`, token);

describe('embedded SMS provider and its outbox', () => {
  it('when nobody is logged in, then the outbox shows no code: the not-logged-in answer', async () => {
    await t.app.inject('/auth/phone/code?phone=13805710001&purpose=findPassword');
    const res = await outbox('13805710001');
    expect(res.json()).toMatchObject({ code: 400, data: 'not logged in' });
    expect(res.body).not.toMatch(/验证码为\d{6}/);
  });

  it('when a user other than the platform administrator reads the outbox, then 403 and no code', async () => {
    for (const account of ['zhangjianguo', 'zhouwenbo']) {
      const res = await outbox('13805710001', await loginAs(t.app, account));
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toMatch(/验证码为\d{6}/);
    }
  });

  it('when the platform administrator reads the outbox, then the newest message of that phone comes first and no other phone’s', async () => {
    await t.app.inject('/auth/phone/code?phone=13700000021&purpose=login');
    // A minute later (the resend wait), a second code.
    await t.db.update(smsCode).set({ createdAt: new Date(Date.now() - 61_000) });
    await t.app.inject('/auth/phone/code?phone=13700000021&purpose=personal');
    const res = await outbox('13700000021', await loginAs(t.app, 'admin'));
    const { data } = res.json();
    expect(data).toHaveLength(2);
    expect(data[0].id).toBeGreaterThan(data[1].id);
    expect(data.every((m: { phone: string }) => m.phone === '13700000021')).toBe(true);
  });

  it('when the embedded provider sends a code, then the server log has it at info level', async () => {
    const lines: { obj: unknown; msg: string }[] = [];
    const log = { info: (obj: unknown, msg: string) => lines.push({ obj, msg }) } as never;
    await outboxProvider(log)(t.db).send('13700000031', '【筑基】您的验证码为123456');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.msg).toContain('13700000031');
    expect(lines[0]?.msg).toContain('123456');
  });

  it('when the platform administrator is asked about, then only the platform company’s administrator is one', async () => {
    const { db } = t;
    const ids = Object.fromEntries((await db.select().from(appUser)).map((u) => [u.account, u.id]));
    expect(await isPlatformAdmin(db, ids.admin as number)).toBe(true);
    expect(await isPlatformAdmin(db, ids.zhouwenbo as number)).toBe(false);
    expect(await isPlatformAdmin(db, ids.zhangjianguo as number)).toBe(false);
  });
});
