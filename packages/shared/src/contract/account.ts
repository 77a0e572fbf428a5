import { z } from 'zod';
import { LOGIN_TYPE } from '../constants';
import { defineCall } from './call';

/** GET /auth/login/key — the RSA public key (SPKI DER, base64) and a one-time nonce. */
export const loginKeySchema = z.object({
  publicKey: z.string().describe('RSA-2048 public key, SPKI DER, base64'),
  nonce: z.string(),
  expiresAt: z.string().describe('ISO 8601; the nonce is refused after this or after one use'),
});
export type LoginKey = z.infer<typeof loginKeySchema>;

export const ENCRYPTED_PASSWORD_DESCRIPTION =
  'base64 of RSA-OAEP (SHA-256) over the UTF-8 JSON {"password": "<plain>", "nonce": "<nonce from GET /auth/login/key>"}';

/** POST /auth/login — the token comes back in the x-auth-token response header. */
export const loginBodySchema = z.object({
  username: z.string().trim().min(1).max(50).describe('account name, or the phone for type 2'),
  password: z
    .string()
    .min(1)
    .max(2048)
    .describe(`type 1: ${ENCRYPTED_PASSWORD_DESCRIPTION}; type 2: the SMS code`),
  type: z
    .union([z.literal(LOGIN_TYPE.PASSWORD), z.literal(LOGIN_TYPE.PHONE_CODE)])
    .default(LOGIN_TYPE.PASSWORD),
  division: z.string().max(40).optional(),
  code: z
    .string()
    .trim()
    .max(12)
    .optional()
    .describe('type 1, second step: the SMS code sent after a first answer with codeRequired'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginResultSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  mustChangePassword: z.boolean(),
  /**
   * The password was right but the account needs a second factor: a code was sent to `codeSentTo`
   * (masked) and no session was made; log in again with the password and `code`.
   */
  codeRequired: z.boolean().optional(),
  codeSentTo: z.string().optional(),
});

export const platformTypeQuerySchema = z.object({ platformType: z.coerce.number().int().default(1) });

export const roleSchema = z.object({ id: z.number().int(), name: z.string(), compType: z.number().int() });
export type Role = z.infer<typeof roleSchema>;

export const unitSchema = z.object({ id: z.number().int(), name: z.string(), value: z.array(z.string()) });

export const currentAccountSchema = z.object({
  checkCode: z.boolean(),
  situation: z.number().int().min(1).max(4),
  name: z.string(),
  phone: z.string(),
  judge: z.boolean(),
});
export type CurrentAccount = z.infer<typeof currentAccountSchema>;

export const currentProjectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  division: z.string().nullable(),
  money: z.string().nullable(),
  contractModeValue: z.string().nullable(),
  auditStatus: z.number().int(),
  baseStatus: z.number().int(),
  mainStatus: z.number().int(),
});
export type CurrentProject = z.infer<typeof currentProjectSchema>;

export const menuMetaSchema = z.object({
  title: z.string(),
  icon: z.string().optional(),
  breadcrumb: z.boolean().optional(),
  activeMenu: z.string().optional(),
  keepAlive: z.boolean().optional(),
  showParent: z.boolean().optional(),
  isBack: z.boolean().optional(),
  affix: z.boolean().optional(),
  noBreadcrumb: z.boolean().optional(),
  windowType: z.literal('newWindow').optional(),
  roles: z.array(z.string()).optional(),
  actions: z.array(z.string()).optional(),
});
export type MenuMeta = z.infer<typeof menuMetaSchema>;

export interface MenuRoute {
  path: string;
  name: string;
  component: string;
  redirect?: string | undefined;
  hidden: boolean;
  meta: MenuMeta;
  children?: MenuRoute[] | undefined;
}
export const menuRouteSchema: z.ZodType<MenuRoute> = z.lazy(() =>
  z.object({
    path: z.string(),
    name: z.string(),
    component: z.string(),
    redirect: z.string().optional(),
    hidden: z.boolean(),
    meta: menuMetaSchema,
    children: z.array(menuRouteSchema).optional(),
  }),
);

/** GET /api/user/info — docs/product.md §3 "user-info response". */
export const ACCOUNT_TYPES = ['platform', 'companyAdmin', 'member'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** An introduction is a short line about oneself (docs/domains/account.md). */
export const INTRODUCTION_MAX = 200;

/**
 * POST /api/user/profile — the caller's avatar (a stored image the caller uploaded, or null to remove
 * it) and introduction.
 */
export const profileSaveBodySchema = z.object({
  avatar: z.uuid().nullable(),
  introduction: z.string().trim().max(INTRODUCTION_MAX),
});
export type ProfileSaveBody = z.infer<typeof profileSaveBodySchema>;

/**
 * POST /api/user/setting — the caller's own switches (docs/product.md §4 Messages: "the submit-number
 * notice can be switched off"). Only the named switches change; the others stay as stored.
 */
export const userSettingBodySchema = z
  .object({ showSubmitNumber: z.boolean().optional() })
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'nothing to change' });
export type UserSettingBody = z.infer<typeof userSettingBodySchema>;
export const userSettingResultSchema = z.object({ showSubmitNumber: z.boolean() });

export const userInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  roles: z.array(roleSchema),
  currentRole: roleSchema.nullable(),
  currentAccount: currentAccountSchema,
  units: z.array(unitSchema),
  currentUnit: z.object({ id: z.number().int(), name: z.string(), compTypeId: z.number().int().nullable() }),
  currentProject: currentProjectSchema.nullable(),
  collaboration: z.object({ msgCount: z.number().int() }),
  showOutputNotice: z.boolean(),
  version: z.string(),
  routes: z.array(menuRouteSchema),
  /** docs/product.md §3 session: the user's own avatar (GET it with the session header) and introduction. */
  avatar: z.string().nullable(),
  introduction: z.string(),
  /** Platform staff, a company's administrator, or a member of a company. */
  accountType: z.enum(ACCOUNT_TYPES),
  /** The user's own settings (language, sizes …), as the client stored them. */
  setting: z.record(z.string(), z.unknown()),
  /** After a submission (送检), show the notice with its submit number; the user can switch it off. */
  showSubmitNumber: z.boolean(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** GET /auth/project/list — the sub-projects the user is a member of. */
export const projectListItemSchema = z.object({
  id: z.number().int(),
  proId: z.number().int(),
  projectName: z.string(),
  mainProjectName: z.string().nullable(),
  division: z.string().nullable(),
  auditStatus: z.number().int(),
});
export type ProjectListItem = z.infer<typeof projectListItemSchema>;

/** PUT /api/user/role */
export const roleUpdateBodySchema = z.object({
  currentRole: z.coerce.number().int().positive(),
  platformType: z.coerce.number().int().default(1),
});

/** GET /api/user/project/change — answers the role id to select on the new project. */
export const projectChangeQuerySchema = z.object({
  proId: z.coerce.number().int().positive(),
  platformType: z.coerce.number().int().default(1),
});
export const projectChangeResultSchema = z.object({ roleId: z.number().int() });

/** What a phone verification code is for; a code only verifies for the purpose it was sent for. */
export const SMS_PURPOSES = ['login', 'personal', 'phoneChange', 'findPassword', 'register'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/** GET /auth/phone/code — sends a verification code by SMS. The phone is checked in the handler (400 'phone wrong'). */
export const phoneCodeQuerySchema = z.object({
  phone: z.string().trim().max(20),
  purpose: z.enum(SMS_PURPOSES),
});
export const phoneCodeResultSchema = z.object({
  resendSeconds: z.number().int().describe('seconds before another code may be asked for this phone'),
  expiresInSeconds: z.number().int().describe('the code is refused after this'),
});

/** GET /auth/phone/confirm — checks and consumes a code (single use). */
export const phoneConfirmQuerySchema = z.object({
  phone: z.string().trim().max(20),
  code: z.string().trim().max(12),
  purpose: z.enum(SMS_PURPOSES),
});

/** GET /api/dev/sms/outbox (not in production) — what the embedded SMS provider "sent". */
export const smsOutboxQuerySchema = z.object({ phone: z.string().trim().min(1).max(20) });
export const smsOutboxItemSchema = z.object({
  id: z.number().int(),
  phone: z.string(),
  text: z.string(),
  createdAt: z.string(),
});

const encryptedPassword = z.string().max(2048).describe(ENCRYPTED_PASSWORD_DESCRIPTION);

/** PUT /api/password/update — each password encrypted with its own nonce; every session ends on success. */
export const passwordUpdateBodySchema = z.object({
  oldPassword: encryptedPassword,
  password: encryptedPassword,
});

/**
 * POST /api/user/personal — docs/product.md §4/§5 personal information. Passwords encrypted, each with its own
 * nonce; the form rules run on the decrypted values. situation and judge are informational: the
 * server uses the account's own flags. Every session ends on success.
 */
export const personalSaveBodySchema = z.object({
  name: z.string().max(50),
  phone: z.string().max(20),
  verificationCode: z.string().max(12).optional(),
  oldPassword: encryptedPassword.optional(),
  password: encryptedPassword,
  passwordConfirm: encryptedPassword,
  situation: z.coerce.number().int().min(1).max(4).optional(),
  judge: z.boolean().optional(),
});
export type PersonalSaveBody = z.infer<typeof personalSaveBodySchema>;

/** Login type 2 (phone + code): POST /auth/login with username = phone, password = the 'login' SMS code. */

/** GET /api/phone/search?keywords= (≥ 6 characters) — phone suggestions among people the caller works with. */
export const phoneSearchQuerySchema = z.object({ keywords: z.string().trim().min(6).max(11) });
export const phoneSearchItemSchema = z.object({ name: z.string(), phone: z.string(), judge: z.boolean() });

/** POST /api/user/confirm — confirms the caller is the existing user behind a phone (old password), answering judge. */
export const userConfirmBodySchema = z.object({
  phone: z.string().trim().max(20),
  password: encryptedPassword,
});
export const userConfirmResultSchema = z.object({ judge: z.boolean() });

/** POST /api/phone/change — new phone with the 'phoneChange' code sent to it, plus the current password. */
export const phoneChangeBodySchema = z.object({
  phone: z.string().trim().max(20),
  code: z.string().trim().min(4).max(12),
  password: encryptedPassword,
});

/** POST /auth/password/find — reset a forgotten password with a 'findPassword' code; every session ends. */
export const findPasswordBodySchema = z.object({
  phone: z.string().trim().max(20),
  code: z.string().trim().min(4).max(12),
  password: encryptedPassword,
});

/** GET /api/user/matching?phone= — is there an account with this phone (for adding project members)? */
export const userMatchingQuerySchema = z.object({ phone: z.string().trim().max(20) });
export const userMatchingResultSchema = z.object({
  exists: z.boolean(),
  name: z.string().nullable(),
  companyName: z.string().nullable(),
});

/** Project-level role management (docs/product.md §6, docs/domains/account.md role list/save/add/reset password). */
export const projectRoleListQuerySchema = z.object({
  id: z.coerce.number().int().positive().describe('project id'),
  roleId: z.coerce.number().int().positive().optional(),
  keyword: z.string().trim().max(50).optional(),
});
export const projectMemberItemSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  account: z.string(),
  phone: z.string(),
  idNumberMasked: z.string().nullable(),
  companyName: z.string(),
  roles: z.array(roleSchema),
});
/** GET /api/project/role/info?proId= — the roles the caller may assign on the project, with how many members hold each. */
export const projectRoleInfoQuerySchema = z.object({
  proId: z.coerce.number().int().positive().describe('project id'),
});
export const projectRoleInfoItemSchema = roleSchema.extend({
  memberCount: z.number().int().describe('members of the project holding this role'),
});
export type ProjectRoleInfoItem = z.infer<typeof projectRoleInfoItemSchema>;
export type ProjectMemberItem = z.infer<typeof projectMemberItemSchema>;
export const projectRoleSaveBodySchema = z.object({
  projectId: z.coerce.number().int().positive(),
  userId: z.coerce.number().int().positive(),
  roleIds: z.array(z.coerce.number().int().positive()).max(20),
});
export const projectRoleAddBodySchema = z
  .object({
    projectId: z.coerce.number().int().positive(),
    /** One role (the spec's call); or roleIds for several at once, all added or none. */
    roleId: z.coerce.number().int().positive().optional(),
    roleIds: z.array(z.number().int().positive()).min(1).max(20).optional(),
    name: z.string().trim().max(50),
    mobile: z.string().trim().max(20),
    idNumber: z.string().trim().max(18).optional(),
  })
  .refine((b) => b.roleId !== undefined || b.roleIds !== undefined, {
    path: ['roleId'],
    message: 'roleId or roleIds is required',
  });
export const projectRoleResetPasswordBodySchema = z.object({
  projectId: z.coerce.number().int().positive(),
  userId: z.coerce.number().int().positive(),
});

// ── Calls (apps/server/src/modules/account) ────────────────────────────────────
/** The login service (/auth) and the caller's own account (docs/domains/account.md). */
export const accountCalls = {
  loginKey: defineCall({ method: 'GET', path: 'login/key', service: 'auth', response: loginKeySchema }),
  login: defineCall({
    method: 'POST',
    path: 'login',
    service: 'auth',
    body: loginBodySchema,
    response: loginResultSchema,
  }),
  logout: defineCall({ method: 'GET', path: 'logout', service: 'auth', response: z.null() }),
  projects: defineCall({
    method: 'GET',
    path: 'project/list',
    service: 'auth',
    response: z.array(projectListItemSchema),
  }),
  userInfo: defineCall({
    method: 'GET',
    path: 'user/info',
    query: platformTypeQuerySchema,
    response: userInfoSchema,
  }),
  changeRole: defineCall({
    method: 'PUT',
    path: 'user/role',
    body: roleUpdateBodySchema,
    response: z.null(),
  }),
  changeProject: defineCall({
    method: 'GET',
    path: 'user/project/change',
    query: projectChangeQuerySchema,
    response: projectChangeResultSchema,
  }),
  phoneCode: defineCall({
    method: 'GET',
    path: 'phone/code',
    service: 'auth',
    query: phoneCodeQuerySchema,
    response: phoneCodeResultSchema,
  }),
  phoneConfirm: defineCall({
    method: 'GET',
    path: 'phone/confirm',
    service: 'auth',
    query: phoneConfirmQuerySchema,
    response: z.null(),
  }),
  updatePassword: defineCall({
    method: 'PUT',
    path: 'password/update',
    body: passwordUpdateBodySchema,
    response: z.null(),
  }),
  saveProfile: defineCall({
    method: 'POST',
    path: 'user/profile',
    body: profileSaveBodySchema,
    response: z.null(),
  }),
  saveSetting: defineCall({
    method: 'POST',
    path: 'user/setting',
    body: userSettingBodySchema,
    response: userSettingResultSchema,
  }),
  savePersonal: defineCall({
    method: 'POST',
    path: 'user/personal',
    body: personalSaveBodySchema,
    response: z.null(),
  }),
  phoneSearch: defineCall({
    method: 'GET',
    path: 'phone/search',
    query: phoneSearchQuerySchema,
    response: z.array(phoneSearchItemSchema),
  }),
  confirmUser: defineCall({
    method: 'POST',
    path: 'user/confirm',
    body: userConfirmBodySchema,
    response: userConfirmResultSchema,
  }),
  changePhone: defineCall({
    method: 'POST',
    path: 'phone/change',
    body: phoneChangeBodySchema,
    response: z.null(),
  }),
  findPassword: defineCall({
    method: 'POST',
    path: 'password/find',
    service: 'auth',
    body: findPasswordBodySchema,
    response: z.null(),
  }),
  matchUser: defineCall({
    method: 'GET',
    path: 'user/matching',
    query: userMatchingQuerySchema,
    response: userMatchingResultSchema,
  }),
};
