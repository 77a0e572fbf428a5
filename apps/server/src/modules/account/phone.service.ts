import {
  isPhone,
  type Language,
  passwordSchema,
  required,
  ruleMessage,
  type userMatchingResultSchema,
} from '@zhuji/shared';
import { and, asc, eq, exists, like, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { decryptPassword } from '../../platform/auth/login-key';
import { decoyHash, hashPassword, verifyPassword } from '../../platform/auth/password';
import { revokeUserSessions, type SessionUser } from '../../platform/auth/session';
import type { Db } from '../../platform/db/client';
import { AppError, isUniqueViolation, validationError } from '../../platform/envelope';
import { appUser, company, projectMember } from '../../platform/identity';
import { managesAnyProject } from '../project';
import { accountMessage } from './account.messages';
import { accountLockMinutes, countPasswordFailure } from './login-lock';
import { consumeCode } from './sms.service';

const phoneWrong = (lang: Language) => new AppError(ruleMessage('phoneWrong', lang), 400, 400);
const codeWrong = (lang: Language) => new AppError(accountMessage('codeWrong', lang), 400, 400);

async function decryptOne(db: Db, cipher: string, lang: Language): Promise<string> {
  const plain = await decryptPassword(db, cipher);
  if (plain === null) throw new AppError(accountMessage('formExpired', lang), 400, 400);
  return plain;
}

/**
 * GET /api/phone/search: at most 10 phones containing the digits (those starting with them first),
 * among active users who share a project with the caller or work for the caller's company — never
 * the whole user table; a co-worker on none of the caller's projects comes back masked. judge: the
 * account exists and has a password, so its owner must prove it.
 */
export async function searchPhones(
  db: Db,
  caller: SessionUser,
  keywords: string,
): Promise<{ name: string; phone: string; judge: boolean }[]> {
  if (!/^\d+$/.test(keywords)) return [];
  const mine = alias(projectMember, 'mine');
  const theirs = alias(projectMember, 'theirs');
  const sharesProject = exists(
    db
      .select({ one: sql`1` })
      .from(theirs)
      .innerJoin(mine, eq(mine.projectId, theirs.projectId))
      .where(and(eq(theirs.userId, appUser.id), eq(mine.userId, caller.userId))),
  );
  const rows = await db
    .select({
      name: appUser.name,
      phone: appUser.phone,
      whole: sql<boolean>`(${appUser.id} = ${caller.userId} or ${sharesProject})`,
    })
    .from(appUser)
    .where(
      and(
        like(appUser.phone, `%${keywords}%`),
        eq(appUser.status, 'active'),
        or(eq(appUser.companyId, caller.companyId), sharesProject),
      ),
    )
    .orderBy(sql`position(${keywords} in ${appUser.phone})`, asc(appUser.phone))
    .limit(10);
  // A co-worker the caller shares no project with is only told apart by name: the number stays masked.
  return rows.map((r) => ({ name: r.name, phone: r.whole ? r.phone : maskPhone(r.phone), judge: true }));
}

/** 138****0001: enough to recognise a number, not to call it. */
export const maskPhone = (phone: string): string =>
  phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';

/**
 * POST /api/user/confirm: the caller proves to be the existing user behind a phone with its
 * password. A wrong password is 400 and counts towards nothing (the route is rate-limited).
 */
export async function confirmUser(
  db: Db,
  body: { phone: string; password: string },
  lang: Language,
): Promise<{ judge: boolean }> {
  const password = await decryptOne(db, body.password, lang);
  const [user] = await db
    .select({
      id: appUser.id,
      passwordHash: appUser.passwordHash,
      failedLogins: appUser.failedLogins,
      lockedUntil: appUser.lockedUntil,
    })
    .from(appUser)
    .where(eq(appUser.phone, body.phone));
  const now = Date.now();
  const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash()), password);
  const locked = user ? accountLockMinutes(user, now) !== null : false;
  if (user && ok && !locked) return { judge: true };
  // Any session may call this with anyone's phone: a wrong password counts against that account's login
  // lock as a login's does, and a locked account answers like a wrong password, so it is no way round it.
  if (user && !ok && !locked) await countPasswordFailure(db, user, now);
  throw new AppError(accountMessage('confirmWrong', lang), 400, 400);
}

/**
 * POST /api/phone/change: the current password must match; the new phone must be valid, different
 * and free (409), and the 'phoneChange' code sent to it right. The code is checked last, so a change
 * refused for another reason leaves it usable.
 */
export async function changePhone(
  db: Db,
  caller: SessionUser,
  body: { phone: string; code: string; password: string },
  lang: Language,
): Promise<void> {
  const password = await decryptOne(db, body.password, lang);
  const phone = body.phone;
  if (!isPhone(phone)) throw phoneWrong(lang);
  const [user] = await db.select().from(appUser).where(eq(appUser.id, caller.userId));
  if (!user) throw new AppError('user vanished', 500, 500);
  if (user.phone === phone) throw new AppError(accountMessage('phoneUnchanged', lang), 400, 400);
  const phoneTaken = () => new AppError(accountMessage('phoneTaken', lang), 409, 409);
  const [taken] = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(eq(appUser.phone, phone), ne(appUser.id, user.id)));
  if (taken) throw phoneTaken();
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError(accountMessage('oldPasswordWrong', lang), 400, 400);
  }
  if (!(await consumeCode(db, phone, 'phoneChange', body.code))) throw codeWrong(lang);
  try {
    await db.transaction(async (tx) => {
      await tx.update(appUser).set({ phone }).where(eq(appUser.id, user.id));
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw phoneTaken();
    throw err;
  }
}

const findPasswordForm = z.object({ password: required(passwordSchema, 'passwordRequired') });

/**
 * POST /auth/password/find: a 'findPassword' code sent to the phone sets a new password, clears the
 * must-change flag and the lock, and ends every session. An unknown phone answers like a wrong code.
 */
export async function findPassword(
  db: Db,
  body: { phone: string; code: string; password: string },
  lang: Language,
): Promise<void> {
  const plain = await decryptOne(db, body.password, lang);
  if (!isPhone(body.phone)) throw phoneWrong(lang);
  const parsed = findPasswordForm.safeParse({ password: plain });
  if (!parsed.success) throw validationError(parsed.error.issues, lang);
  const codeOk = await consumeCode(db, body.phone, 'findPassword', body.code);
  const [user] = await db.select({ id: appUser.id }).from(appUser).where(eq(appUser.phone, body.phone));
  if (!codeOk || !user) throw codeWrong(lang);
  const passwordHash = await hashPassword(parsed.data.password);
  await db.transaction(async (tx) => {
    await tx
      .update(appUser)
      .set({ passwordHash, mustChangePassword: false, failedLogins: 0, lockedUntil: null })
      .where(eq(appUser.id, user.id));
    await revokeUserSessions(tx, user.id);
  });
}

/**
 * GET /api/user/matching: whether an account has this phone, with its name and company — only for
 * callers who manage the people of at least one project (403 otherwise).
 */
export async function matchUser(
  db: Db,
  caller: SessionUser,
  phone: string,
  lang: Language,
): Promise<z.infer<typeof userMatchingResultSchema>> {
  if (!(await managesAnyProject(db, caller.userId))) {
    throw new AppError(accountMessage('notRoleManager', lang), 403, 403);
  }
  if (!isPhone(phone)) throw phoneWrong(lang);
  const [row] = await db
    .select({ name: appUser.name, companyName: company.name })
    .from(appUser)
    .leftJoin(company, eq(company.id, appUser.companyId))
    .where(eq(appUser.phone, phone));
  return row
    ? { exists: true, name: row.name, companyName: row.companyName }
    : { exists: false, name: null, companyName: null };
}
