import {
  type Language,
  type PersonalSaveBody,
  passwordSchema,
  personalFormSchema,
  required,
} from '@zhuji/shared';
import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { decryptPassword } from '../../platform/auth/login-key';
import { hashPassword, verifyPassword } from '../../platform/auth/password';
import { revokeUserSessions, type SessionUser } from '../../platform/auth/session';
import type { Db } from '../../platform/db/client';
import { AppError, isUniqueViolation, validationError } from '../../platform/envelope';
import { t } from '../../platform/i18n';
import { appUser } from '../../platform/identity';
import { accountMessage } from './account.messages';
import { consumeCode } from './sms.service';

/** Decrypts client-encrypted passwords (each nonce is consumed); any bad one refuses the form. */
async function decryptAll<K extends string>(
  db: Db,
  ciphers: Record<K, string | undefined>,
  lang: Language,
): Promise<Record<K, string | undefined>> {
  const out = {} as Record<K, string | undefined>;
  let failed = false;
  for (const key of Object.keys(ciphers) as K[]) {
    const cipher = ciphers[key];
    if (cipher === undefined || cipher === '') {
      out[key] = cipher;
      continue;
    }
    const plain = await decryptPassword(db, cipher);
    if (plain === null) failed = true;
    out[key] = plain ?? undefined;
  }
  if (failed) throw new AppError(accountMessage('formExpired', lang), 400, 400);
  return out;
}

const passwordUpdateForm = z.object({
  oldPassword: required(z.string(), 'oldPasswordRequired'),
  password: required(passwordSchema, 'passwordRequired'),
});

/**
 * PUT /api/password/update: the old password must match, the new one pass the password rule and
 * differ from it. The new hash, the cleared must-change flag and the end of every session of the
 * user (this one included) commit together.
 */
export async function updatePassword(
  db: Db,
  session: SessionUser,
  body: { oldPassword: string; password: string },
  lang: Language,
): Promise<void> {
  const plain = await decryptAll(db, body, lang);
  const parsed = passwordUpdateForm.safeParse({
    oldPassword: plain.oldPassword ?? '',
    password: plain.password ?? '',
  });
  if (!parsed.success) throw validationError(parsed.error.issues, lang);
  const { oldPassword, password } = parsed.data;
  if (oldPassword === password) {
    throw new AppError(
      t('field', lang, { field: 'password', msg: accountMessage('passwordUnchanged', lang) }),
      422,
      422,
    );
  }
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(appUser).where(eq(appUser.id, session.userId)).for('update');
    if (!user || !(await verifyPassword(user.passwordHash, oldPassword))) {
      throw new AppError(accountMessage('oldPasswordWrong', lang), 400, 400);
    }
    await tx.update(appUser).set({ passwordHash, mustChangePassword: false }).where(eq(appUser.id, user.id));
    await revokeUserSessions(tx, user.id);
  });
}

/**
 * POST /api/user/personal (docs/product.md §4, §5): only while the account must complete its information
 * (situation 3 or 4). The form rules run on the decrypted passwords; the account's own checkCode and
 * judge flags decide whether a 'personal' SMS code and the current password are needed. Situation 4
 * keeps name and phone. On success: name, phone and password saved, situation 1, flags cleared and
 * every session ended, in one transaction. The SMS code is checked last, so a form refused for
 * another reason leaves it usable.
 */
export async function savePersonal(
  db: Db,
  session: SessionUser,
  body: PersonalSaveBody,
  lang: Language,
): Promise<void> {
  const plain = await decryptAll(
    db,
    { oldPassword: body.oldPassword, password: body.password, passwordConfirm: body.passwordConfirm },
    lang,
  );
  const [user] = await db.select().from(appUser).where(eq(appUser.id, session.userId));
  if (!user || (user.situation !== 3 && user.situation !== 4)) {
    throw new AppError(accountMessage('personalNotNeeded', lang), 400, 400);
  }
  const parsed = personalFormSchema({ checkCode: user.checkCode, judge: user.judge }).safeParse({
    name: body.name.trim(),
    phone: body.phone.trim(),
    verificationCode: body.verificationCode,
    oldPassword: plain.oldPassword,
    password: plain.password ?? '',
    passwordConfirm: plain.passwordConfirm ?? '',
  });
  if (!parsed.success) throw validationError(parsed.error.issues, lang);
  const form = parsed.data;
  if (user.situation === 4 && (form.name !== user.name || form.phone !== user.phone)) {
    throw new AppError(accountMessage('personalLocked', lang), 400, 400);
  }
  const [taken] = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(eq(appUser.phone, form.phone), ne(appUser.id, user.id)));
  if (taken) throw new AppError(accountMessage('phoneTaken', lang), 400, 400);
  if (user.judge && !(await verifyPassword(user.passwordHash, form.oldPassword ?? ''))) {
    throw new AppError(accountMessage('oldPasswordWrong', lang), 400, 400);
  }
  if (user.checkCode && !(await consumeCode(db, form.phone, 'personal', form.verificationCode ?? ''))) {
    throw new AppError(accountMessage('codeWrong', lang), 400, 400);
  }
  const passwordHash = await hashPassword(form.password);
  try {
    await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(appUser).where(eq(appUser.id, user.id)).for('update');
      // Saved meanwhile by another request: the first save wins.
      if (!locked || locked.situation !== user.situation || locked.passwordHash !== user.passwordHash) {
        throw new AppError(accountMessage('personalNotNeeded', lang), 400, 400);
      }
      await tx
        .update(appUser)
        .set({
          name: form.name,
          phone: form.phone,
          passwordHash,
          situation: 1,
          checkCode: false,
          judge: false,
          mustChangePassword: false,
        })
        .where(eq(appUser.id, user.id));
      await revokeUserSessions(tx, user.id);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(accountMessage('phoneTaken', lang), 400, 400);
    throw err;
  }
}
