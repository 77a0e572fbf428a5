import {
  COMPANY_TYPE,
  type CompanyInfo,
  type CompanyReviewItem,
  type CompanyReviewListQuery,
  type CompanyStatus,
  type CompanyStatusResult,
  type companyUpdateBodySchema,
  type companyVerifyBodySchema,
  isPassword,
  type Language,
  type RegisterBody,
  ruleMessage,
} from '@zhuji/shared';
import { and, asc, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { platformScope } from '../../platform/access';
import { decryptPassword } from '../../platform/auth/login-key';
import { hashPassword } from '../../platform/auth/password';
import { assertPlatformAdmin } from '../../platform/auth/platform-admin';
import type { SessionUser } from '../../platform/auth/session';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import { t } from '../../platform/i18n';
import { appUser, assertRegion, company } from '../../platform/identity';
import { escapeLike } from '../../platform/kit/field-types';
import type { SmsProviderFactory } from '../../platform/sms/provider';
import { consumeCode } from '../account';
import { companyMessage } from './company.messages';
import { isQualificationOf, qualificationOptions } from './qualification';

type CompanyRow = typeof company.$inferSelect;
export type CompanyUpdateBody = z.infer<typeof companyUpdateBodySchema>;
export type CompanyVerifyBody = z.infer<typeof companyVerifyBodySchema>;

const fieldError = (field: string, msg: string, lang: Language) =>
  new AppError(t('field', lang, { field, msg }), 422, 422);
const conflict = (key: 'creditCodeTaken' | 'accountTaken' | 'phoneTaken', lang: Language) =>
  new AppError(companyMessage(key, lang), 409, 409);
const forbidden = (key: 'notCompanyAdmin' | 'notSelf' | 'platformOnly', lang: Language) =>
  new AppError(companyMessage(key, lang), 403, 403);

/** The pg unique_violation behind an error (drizzle wraps the driver error in `cause`), if any. */
function uniqueViolation(err: unknown): { constraint?: string } | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  if ((err as { code?: unknown }).code === '23505') return err as { constraint?: string };
  return uniqueViolation((err as { cause?: unknown }).cause);
}

/** A unique index lost to a concurrent request, told as the same 409 as the check before it. */
function conflictOf(err: unknown, lang: Language): AppError | undefined {
  const violation = uniqueViolation(err);
  if (!violation) return undefined;
  const constraint = violation.constraint ?? '';
  if (constraint.includes('account')) return conflict('accountTaken', lang);
  if (constraint.includes('phone')) return conflict('phoneTaken', lang);
  return conflict('creditCodeTaken', lang);
}

const areaListOf = (c: CompanyRow): string[] =>
  [c.provinceCode, c.cityCode, c.districtCode].filter((code): code is string => !!code);

// --------------------------------------------------------------------------------------------------
// Registration (public)
// --------------------------------------------------------------------------------------------------

/**
 * POST /auth/register: a company (pending review) and its first user, its administrator. Checks in
 * this order, writing nothing until all pass: region chain, qualification of the type, password
 * (decrypted; its nonce is used up), credit code / account / phone not taken, then the 'register'
 * SMS code — last, so a form refused for another reason leaves the code usable. Company and user
 * are created in one transaction.
 */
export async function register(
  db: Db,
  body: RegisterBody,
  lang: Language,
): Promise<{ companyId: number; status: CompanyStatus }> {
  assertRegion(body.areaList, lang);
  const qualification = body.qualification || null;
  if (qualification && !isQualificationOf(body.compType, qualification)) {
    throw fieldError('qualification', companyMessage('qualificationInvalid', lang), lang);
  }
  if (body.password === '') throw fieldError('password', ruleMessage('passwordRequired', lang), lang);
  const password = await decryptPassword(db, body.password);
  if (password === null) throw new AppError(companyMessage('formExpired', lang), 400, 400);
  if (password === '') throw fieldError('password', ruleMessage('passwordRequired', lang), lang);
  if (!isPassword(password)) throw fieldError('password', ruleMessage('password', lang), lang);

  const [creditTaken] = await db
    .select({ id: company.id })
    .from(company)
    .where(eq(company.creditCode, body.creditCode));
  if (creditTaken) throw conflict('creditCodeTaken', lang);
  const [accountTaken] = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(eq(appUser.account, body.account));
  if (accountTaken) throw conflict('accountTaken', lang);
  const [phoneTaken] = await db.select({ id: appUser.id }).from(appUser).where(eq(appUser.phone, body.phone));
  if (phoneTaken) throw conflict('phoneTaken', lang);

  if (!(await consumeCode(db, body.phone, 'register', body.code))) {
    throw new AppError(companyMessage('codeWrong', lang), 400, 400);
  }
  const passwordHash = await hashPassword(password);
  const [province, city, district] = body.areaList;
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(company)
        .values({
          name: body.unitName,
          compType: body.compType,
          creditCode: body.creditCode,
          legalPerson: body.legalPerson,
          legalPersonPhone: body.legalPersonPhone,
          technician: body.technician ?? null,
          technicianPhone: body.technicianPhone ?? null,
          address: body.address,
          provinceCode: province,
          cityCode: city,
          districtCode: district,
          qualification,
          status: 'pending',
        })
        .returning({ id: company.id, status: company.status });
      if (!created) throw new Error('company insert returned nothing');
      await tx.insert(appUser).values({
        account: body.account,
        name: body.name,
        phone: body.phone,
        passwordHash,
        companyId: created.id,
        companyAdmin: true,
        situation: 1,
      });
      return { companyId: created.id, status: created.status };
    });
  } catch (err) {
    throw conflictOf(err, lang) ?? err;
  }
}

/** GET /auth/verifyCompany: is the credit code registered, and as what. */
export async function verifyCompany(db: Db, creditCode: string) {
  const [row] = await db
    .select({ name: company.name, status: company.status })
    .from(company)
    .where(eq(company.creditCode, creditCode));
  return { registered: !!row, name: row?.name ?? null, status: row?.status ?? null };
}

export { qualificationOptions };

/** GET /auth/comp/status: review status of a registration; 404 when the credit code is unknown. */
/** GET /auth/comp/status: where a registration stands, with the platform's reason when it was rejected. */
export async function companyStatus(
  db: Db,
  creditCode: string,
  lang: Language,
): Promise<CompanyStatusResult> {
  const [row] = await db
    .select({
      name: company.name,
      status: company.status,
      reason: company.reviewReason,
      reviewedAt: company.reviewedAt,
    })
    .from(company)
    .where(eq(company.creditCode, creditCode));
  if (!row) throw new AppError(companyMessage('companyUnknown', lang), 404, 404);
  return {
    name: row.name,
    status: row.status,
    reason: row.status === 'disabled' ? row.reason : null,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

// --------------------------------------------------------------------------------------------------
// The caller's own company
// --------------------------------------------------------------------------------------------------

async function callerOf(db: DbOrTx, session: SessionUser) {
  const [row] = await db
    .select({ companyAdmin: appUser.companyAdmin, company })
    .from(appUser)
    .innerJoin(company, eq(company.id, appUser.companyId))
    .where(eq(appUser.id, session.userId));
  return row;
}

function infoOf(c: CompanyRow, editable: boolean): CompanyInfo {
  return {
    id: c.id,
    unitName: c.name,
    creditCode: c.creditCode,
    compType: c.compType,
    areaList: areaListOf(c),
    address: c.address,
    legalPerson: c.legalPerson,
    legalPersonPhone: c.legalPersonPhone,
    technician: c.technician,
    technicianPhone: c.technicianPhone,
    qualification: c.qualification,
    status: c.status,
    editable,
    loginCodeRequired: c.loginCodeRequired,
  };
}

/** GET /api/company/info: editable when the caller administers the company. */
export async function companyInfo(db: Db, session: SessionUser, lang: Language): Promise<CompanyInfo> {
  const caller = await callerOf(db, session);
  if (!caller) throw new AppError(companyMessage('companyNotFound', lang), 404, 404);
  return infoOf(caller.company, caller.companyAdmin);
}

/**
 * POST /api/company/update: the caller's own company, by its administrator only (403 otherwise;
 * `userId`, when sent, must be the caller). Region chain valid (422), credit code unique (409).
 * Checked and written in one transaction with the company row locked.
 */
export async function updateCompany(
  db: Db,
  session: SessionUser,
  body: CompanyUpdateBody,
  lang: Language,
): Promise<CompanyInfo> {
  if (body.userId !== undefined && body.userId !== session.userId) throw forbidden('notSelf', lang);
  try {
    return await db.transaction(async (tx) => {
      const caller = await callerOf(tx, session);
      if (!caller) throw new AppError(companyMessage('companyNotFound', lang), 404, 404);
      if (!caller.companyAdmin) throw forbidden('notCompanyAdmin', lang);
      assertRegion(body.areaList, lang);
      const id = caller.company.id;
      await tx.select({ id: company.id }).from(company).where(eq(company.id, id)).for('update');
      const [taken] = await tx
        .select({ id: company.id })
        .from(company)
        .where(and(eq(company.creditCode, body.creditCode), ne(company.id, id)));
      if (taken) throw conflict('creditCodeTaken', lang);
      const [province, city, district] = body.areaList;
      const [updated] = await tx
        .update(company)
        .set({
          name: body.unitName,
          creditCode: body.creditCode,
          provinceCode: province,
          cityCode: city,
          districtCode: district,
          address: body.address,
          legalPerson: body.legalPerson,
          legalPersonPhone: body.legalPersonPhone,
          technician: body.technician ?? null,
          technicianPhone: body.technicianPhone ?? null,
          ...(body.loginCodeRequired === undefined ? {} : { loginCodeRequired: body.loginCodeRequired }),
          updatedAt: new Date(),
        })
        .where(eq(company.id, id))
        .returning();
      if (!updated) throw new AppError(companyMessage('companyNotFound', lang), 404, 404);
      return infoOf(updated, true);
    });
  } catch (err) {
    throw conflictOf(err, lang) ?? err;
  }
}

// --------------------------------------------------------------------------------------------------
// Platform review of registrations
// --------------------------------------------------------------------------------------------------

/**
 * The review of registrations is platform-wide work: the platform administrator's alone (platform-scope.ts);
 * a docking engineer's scope is their projects. 403 for everyone else.
 */
async function assertPlatformStaff(db: DbOrTx, session: SessionUser, lang: Language): Promise<void> {
  if ((await platformScope(db, session)) !== 'all') throw forbidden('platformOnly', lang);
}

/** GET /api/admin/company/list: registrations in a status, oldest first, with their administrator. */
export async function reviewList(
  db: Db,
  session: SessionUser,
  q: CompanyReviewListQuery,
  lang: Language,
): Promise<CompanyReviewItem[]> {
  await assertPlatformStaff(db, session, lang);
  const filters: SQL[] = [eq(company.status, q.status), ne(company.compType, COMPANY_TYPE.PLATFORM)];
  if (q.compType !== undefined) filters.push(eq(company.compType, q.compType));
  if (q.keyword) {
    const like = `%${escapeLike(q.keyword)}%`;
    filters.push(or(ilike(company.name, like), ilike(company.creditCode, like)) as SQL);
  }
  const rows = await db
    .select()
    .from(company)
    .where(and(...filters))
    .orderBy(asc(company.createdAt), asc(company.id));
  if (!rows.length) return [];
  const admins = await db
    .select({
      companyId: appUser.companyId,
      name: appUser.name,
      phone: appUser.phone,
      account: appUser.account,
    })
    .from(appUser)
    .where(
      and(
        eq(appUser.companyAdmin, true),
        inArray(
          appUser.companyId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(appUser.id));
  const adminOf = new Map<number, { name: string; phone: string; account: string }>();
  for (const a of admins) if (!adminOf.has(a.companyId)) adminOf.set(a.companyId, a);
  return rows.map((c) => ({
    id: c.id,
    unitName: c.name,
    creditCode: c.creditCode,
    compType: c.compType,
    adminName: adminOf.get(c.id)?.name ?? null,
    adminPhone: adminOf.get(c.id)?.phone ?? null,
    adminAccount: adminOf.get(c.id)?.account ?? null,
    status: c.status,
    createdAt: c.createdAt.toISOString(),
    areaList: areaListOf(c),
    address: c.address,
    legalPerson: c.legalPerson,
    legalPersonPhone: c.legalPersonPhone,
    technician: c.technician,
    technicianPhone: c.technicianPhone,
    qualification: c.qualification,
    reviewReason: c.reviewReason,
    reviewedAt: c.reviewedAt?.toISOString() ?? null,
  }));
}

/**
 * POST /api/admin/company/verify: approve (→ active) or reject (→ disabled, a reason required) a pending
 * registration (409 otherwise). The reason is kept for the applicant's status lookup, and the
 * company's administrator gets a text message with the outcome in the same transaction (a refused
 * review sends nothing). Answers the message.
 */
export async function verifyRegistration(
  db: Db,
  session: SessionUser,
  body: CompanyVerifyBody,
  sms: SmsProviderFactory,
  lang: Language,
): Promise<string> {
  return db.transaction(async (tx) => {
    await assertPlatformStaff(tx, session, lang);
    const [row] = await tx
      .select({ status: company.status, name: company.name })
      .from(company)
      .where(eq(company.id, body.id))
      .for('update');
    if (!row) throw new AppError(companyMessage('companyNotFound', lang), 404, 404);
    if (row.status !== 'pending') throw new AppError(companyMessage('notPending', lang), 409, 409);
    const reason = body.reason?.trim() || null;
    if (!body.approve && !reason) throw fieldError('reason', companyMessage('reasonRequired', lang), lang);
    await tx
      .update(company)
      .set({
        status: body.approve ? 'active' : 'disabled',
        reviewReason: body.approve ? null : reason,
        reviewedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(company.id, body.id));
    // The applicant registered in Chinese on a Chinese platform: the text message is in Chinese.
    const admins = await tx
      .select({ phone: appUser.phone })
      .from(appUser)
      .where(and(eq(appUser.companyId, body.id), eq(appUser.companyAdmin, true)));
    const text = body.approve
      ? companyMessage('smsApproved', 'zh', { name: row.name })
      : companyMessage('smsRejected', 'zh', { name: row.name, reason: reason ?? '' });
    for (const a of admins) await sms(tx).send(a.phone, text);
    if (body.approve) return companyMessage('approved', lang);
    return companyMessage('rejectedWithReason', lang, { reason: reason ?? '' });
  });
}

/**
 * POST /api/admin/company/loginCode: the platform administrator turns a company's second factor (password
 * + SMS code at login) on or off; 404 for an unknown company.
 */
export async function setLoginCodeRequired(
  db: Db,
  session: SessionUser,
  body: { id: number; required: boolean },
  lang: Language,
): Promise<CompanyInfo> {
  await assertPlatformAdmin(db, session.userId, lang);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(company)
      .set({ loginCodeRequired: body.required, updatedAt: new Date() })
      .where(eq(company.id, body.id))
      .returning();
    if (!updated) throw new AppError(companyMessage('companyNotFound', lang), 404, 404);
    return infoOf(updated, false);
  });
}
