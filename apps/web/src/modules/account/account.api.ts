import type {
  findPasswordBodySchema,
  PersonalSaveBody,
  phoneChangeBodySchema,
  phoneSearchItemSchema,
  qualificationOptionsSchema,
  RegisterBody,
  registerResultSchema,
  verifyCompanyResultSchema,
} from '@zhuji/shared';
import { get, post, put } from '../../api/request';

// The account calls of spec §7.1 that the account pages make; shapes are the shared contracts
// (packages/shared/src/contract/account.ts and company.ts). Failures are shown by the request layer.

type Output<S extends { parse: (value: unknown) => unknown }> = ReturnType<S['parse']>;

export type RegisterResult = Output<typeof registerResultSchema>;
export type VerifyCompanyResult = Output<typeof verifyCompanyResultSchema>;
export type QualificationOption = Output<typeof qualificationOptionsSchema>[number];
export type PhoneSearchItem = Output<typeof phoneSearchItemSchema>;
export type PhoneChangeBody = Output<typeof phoneChangeBodySchema>;
export type FindPasswordBody = Output<typeof findPasswordBodySchema>;

/** POST /auth/register — a company and its administrator, pending the platform's review. */
export const registerCompany = (body: RegisterBody) =>
  post<RegisterResult>('register', body, { service: 'auth' });

/** GET /auth/verifyCompany — is a credit code already registered? */
export const verifyCompany = (creditCode: string) =>
  get<VerifyCompanyResult>('verifyCompany', { creditCode }, { service: 'auth' });

/** GET /auth/comp/getQualification — the qualification options of a company type. */
export const fetchQualifications = (compType: number) =>
  get<QualificationOption[]>('comp/getQualification', { compType }, { service: 'auth' });

/** PUT /api/password/update — both passwords encrypted, each with its own nonce; every session ends. */
export const updatePassword = (body: { oldPassword: string; password: string }) =>
  put<null>('password/update', body);

/** POST /api/phone/change — the new phone, its 'phoneChange' code and the encrypted current password. */
export const changePhone = (body: PhoneChangeBody) => post<null>('phone/change', body);

/** POST /auth/password/find — a new (encrypted) password against a 'findPassword' code. */
export const findPassword = (body: FindPasswordBody) =>
  post<null>('password/find', body, { service: 'auth' });

/** GET /api/phone/search — suggestions once 6 or more characters are typed. */
export const searchPhones = (keywords: string, signal?: AbortSignal) =>
  get<PhoneSearchItem[]>('phone/search', { keywords }, signal ? { signal } : undefined);

/** POST /api/user/personal — the personal-information completion form; every session ends. */
export const savePersonal = (body: PersonalSaveBody) => post<null>('user/personal', body);

export const accountKeys = {
  qualifications: (compType: number | undefined) => ['account', 'qualifications', compType] as const,
  verifyCompany: (creditCode: string) => ['account', 'verifyCompany', creditCode] as const,
  phoneSearch: (keywords: string) => ['account', 'phoneSearch', keywords] as const,
};
