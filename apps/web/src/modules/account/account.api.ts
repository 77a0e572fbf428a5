import {
  accountCalls,
  type CallBody,
  type CallData,
  companyCalls,
  type PersonalSaveBody,
  type RegisterBody,
} from '@zhuji/shared';
import { call } from '../../api/call';

// The account calls of docs/domains/account.md that the account pages make; shapes are the shared contracts
// (packages/shared/src/contract/account.ts and company.ts). Failures are shown by the request layer.

export type RegisterResult = CallData<typeof companyCalls.register>;
export type VerifyCompanyResult = CallData<typeof companyCalls.verifyCompany>;
export type QualificationOption = CallData<typeof companyCalls.qualification>[number];
export type PhoneSearchItem = CallData<typeof accountCalls.phoneSearch>[number];
export type PhoneChangeBody = CallBody<typeof accountCalls.changePhone>;
export type FindPasswordBody = CallBody<typeof accountCalls.findPassword>;

/** POST /auth/register — a company and its administrator, pending the platform's review. */
export const registerCompany = (body: RegisterBody) => call(companyCalls.register, { body });

/** GET /auth/verifyCompany — is a credit code already registered? */
export const verifyCompany = (creditCode: string) =>
  call(companyCalls.verifyCompany, { query: { creditCode } });

/** GET /auth/comp/getQualification — the qualification options of a company type. */
export const fetchQualifications = (compType: number) =>
  call(companyCalls.qualification, { query: { compType } });

/** PUT /api/password/update — both passwords encrypted, each with its own nonce; every session ends. */
export const updatePassword = (body: { oldPassword: string; password: string }) =>
  call(accountCalls.updatePassword, { body });

/** POST /api/phone/change — the new phone, its 'phoneChange' code and the encrypted current password. */
export const changePhone = (body: PhoneChangeBody) => call(accountCalls.changePhone, { body });

/** POST /auth/password/find — a new (encrypted) password against a 'findPassword' code. */
export const findPassword = (body: FindPasswordBody) => call(accountCalls.findPassword, { body });

/** GET /api/phone/search — suggestions once 6 or more characters are typed. */
export const searchPhones = (keywords: string, signal?: AbortSignal) =>
  call(accountCalls.phoneSearch, { query: { keywords } }, signal ? { signal } : undefined);

/** POST /api/user/personal — the personal-information completion form; every session ends. */
export const savePersonal = (body: PersonalSaveBody) => call(accountCalls.savePersonal, { body });

export const accountKeys = {
  qualifications: (compType: number | undefined) => ['account', 'qualifications', compType] as const,
  verifyCompany: (creditCode: string) => ['account', 'verifyCompany', creditCode] as const,
  phoneSearch: (keywords: string) => ['account', 'phoneSearch', keywords] as const,
};
