import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { type Language, SMS_CODE, type SmsPurpose } from '@zhuji/shared';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import { smsCode } from '../../platform/identity';
import type { SmsProviderFactory } from '../../platform/sms/provider';
import { accountMessage } from './account.messages';

const DAY_MS = 24 * 3600_000;

/** Only a hash is stored, bound to the phone and purpose it was sent for. */
export const hashCode = (phone: string, purpose: string, code: string) =>
  createHash('sha256').update(`${phone}\n${purpose}\n${code}`).digest('hex');

export const codeText = (code: string) =>
  `【筑基】您的验证码为${code}，${SMS_CODE.TTL_MS / 60_000}分钟内有效，请勿泄露。`;

/**
 * Sends a new code: one per phone every 60 s, 10 per phone and 30 per IP in any 24 hours. The
 * checks and the insert run under a per-phone lock, so two simultaneous requests cannot both pass.
 * Only the newest code of a phone and purpose verifies.
 */
export async function issueCode(
  db: Db,
  sms: SmsProviderFactory,
  input: { phone: string; purpose: SmsPurpose; ip: string | undefined },
  lang: Language,
): Promise<void> {
  const { phone, purpose, ip } = input;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727003, hashtext(${phone}))`);
    const now = Date.now();
    const dayAgo = new Date(now - DAY_MS);
    const [last] = await tx
      .select({ createdAt: smsCode.createdAt })
      .from(smsCode)
      .where(eq(smsCode.phone, phone))
      .orderBy(desc(smsCode.createdAt))
      .limit(1);
    const waitMs = last ? last.createdAt.getTime() + SMS_CODE.RESEND_S * 1000 - now : 0;
    if (waitMs > 0) {
      throw new AppError(
        accountMessage('codeTooSoon', lang, { seconds: Math.ceil(waitMs / 1000) }),
        429,
        429,
      );
    }
    const [perPhone] = await tx
      .select({ n: count() })
      .from(smsCode)
      .where(and(eq(smsCode.phone, phone), gt(smsCode.createdAt, dayAgo)));
    if ((perPhone?.n ?? 0) >= SMS_CODE.DAILY_PER_PHONE) {
      throw new AppError(
        accountMessage('codeDailyPhone', lang, { limit: SMS_CODE.DAILY_PER_PHONE }),
        429,
        429,
      );
    }
    if (ip) {
      const [perIp] = await tx
        .select({ n: count() })
        .from(smsCode)
        .where(and(eq(smsCode.ip, ip), gt(smsCode.createdAt, dayAgo)));
      if ((perIp?.n ?? 0) >= SMS_CODE.DAILY_PER_IP) {
        throw new AppError(accountMessage('codeDailyIp', lang), 429, 429);
      }
    }
    const code = String(randomInt(0, 10 ** SMS_CODE.LENGTH)).padStart(SMS_CODE.LENGTH, '0');
    await tx.insert(smsCode).values({
      phone,
      purpose,
      codeHash: hashCode(phone, purpose, code),
      ip,
      createdAt: new Date(now),
      expiresAt: new Date(now + SMS_CODE.TTL_MS),
    });
    await sms(tx).send(phone, codeText(code), { code });
  });
}

/** Purpose of the second-factor login code: never asked for by GET /auth/phone/code, only sent after a right password. */
export const SECOND_FACTOR_PURPOSE = 'loginSecond';

/**
 * Sends the second-factor login code after a right password. A code of that purpose sent less than
 * 60 s ago and still unused keeps working and none is sent again (a reload or double submit costs no
 * message); a used one does not hold the next login back. The password was proven, so the anonymous
 * daily caps of issueCode do not apply; the account lock bounds the attempts.
 */
export async function issueSecondFactorCode(
  db: Db,
  sms: SmsProviderFactory,
  phone: string,
  ip: string | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727003, hashtext(${phone}))`);
    const now = Date.now();
    const [last] = await tx
      .select()
      .from(smsCode)
      .where(and(eq(smsCode.phone, phone), eq(smsCode.purpose, SECOND_FACTOR_PURPOSE)))
      .orderBy(desc(smsCode.createdAt), desc(smsCode.id))
      .limit(1);
    if (
      last &&
      !last.usedAt &&
      last.attempts < SMS_CODE.MAX_ATTEMPTS &&
      last.expiresAt.getTime() > now &&
      now - last.createdAt.getTime() < SMS_CODE.RESEND_S * 1000
    ) {
      return;
    }
    const code = String(randomInt(0, 10 ** SMS_CODE.LENGTH)).padStart(SMS_CODE.LENGTH, '0');
    await tx.insert(smsCode).values({
      phone,
      purpose: SECOND_FACTOR_PURPOSE,
      codeHash: hashCode(phone, SECOND_FACTOR_PURPOSE, code),
      ip,
      createdAt: new Date(now),
      expiresAt: new Date(now + SMS_CODE.TTL_MS),
    });
    await sms(tx).send(phone, codeText(code), { code });
  });
}

/**
 * Checks a code and, when right, uses it up. Only the newest code of the phone and purpose counts;
 * it must be unused, unexpired and have fewer than 5 wrong attempts (the fifth wrong one kills it).
 * Give it the database, not a transaction that may roll back: a wrong attempt must stay counted.
 */
export async function consumeCode(
  db: Db,
  phone: string,
  purpose: SmsPurpose | typeof SECOND_FACTOR_PURPOSE,
  code: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(smsCode)
      .where(and(eq(smsCode.phone, phone), eq(smsCode.purpose, purpose)))
      .orderBy(desc(smsCode.createdAt), desc(smsCode.id))
      .limit(1)
      .for('update');
    if (
      !row ||
      row.usedAt ||
      row.expiresAt.getTime() <= Date.now() ||
      row.attempts >= SMS_CODE.MAX_ATTEMPTS
    ) {
      return false;
    }
    const given = Buffer.from(hashCode(phone, purpose, code.trim()), 'hex');
    if (timingSafeEqual(given, Buffer.from(row.codeHash, 'hex'))) {
      await tx.update(smsCode).set({ usedAt: new Date() }).where(eq(smsCode.id, row.id));
      return true;
    }
    await tx
      .update(smsCode)
      .set({ attempts: row.attempts + 1 })
      .where(eq(smsCode.id, row.id));
    return false;
  });
}
