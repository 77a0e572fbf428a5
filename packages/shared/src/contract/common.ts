import { z } from 'zod';
import { defineCall } from './call';
import { kitImportErrorSchema } from './kit';
import { clientIdSchema } from './site';

// ── Upload and download (docs/product.md §7.8) ──────────────────────────────────────────

/**
 * What each upload call accepts, as file-type's extension names of the type sniffed from the bytes
 * (the name and Content-Type the client sends are not trusted). 'jpg' is JPEG.
 */
export const UPLOAD_TYPES = {
  image: ['jpg', 'png', 'webp', 'gif'],
  file: ['pdf', 'xlsx', 'docx', 'zip', 'jpg', 'png'],
} as const;
export type UploadKind = keyof typeof UPLOAD_TYPES;

/**
 * POST /api/common/upload/image and /api/common/upload/file — multipart/form-data with ONE file
 * part (field name free); `proId` as a query parameter or a form field sent before the file makes the
 * file readable by that project's members (the caller must be one).
 */
export const uploadQuerySchema = z.object({
  proId: z.coerce.number().int().positive().optional(),
  /** The site app's id of this photo: a retry answers the first stored file (docs/domains/site.md). */
  clientId: clientIdSchema.optional(),
});
export const storedFileSchema = z.object({
  id: z.uuid(),
  name: z.string().describe('the uploaded file name, for display only'),
  size: z.number().int().describe('bytes'),
  mime: z.string().describe('sniffed from the content'),
  url: z.string().describe('GET it with the session header: /api/common/download?id=…'),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/** GET /api/common/download?id= — the bytes (blob); 404 unless the caller uploaded it or is a member of its project. */
export const downloadQuerySchema = z.object({ id: z.uuid() });

/**
 * POST /auth/storage/sts — how the client uploads. Local mode: through the upload calls. S3 mode: a
 * presigned POST straight to the bucket (multipart/form-data: every entry of `fields`, then the file
 * as `file`, to `url`, before `expiresAt`), for a fresh key made by the server; then `confirmUrl`
 * (POST /api/common/upload/confirm) with that key records it and answers the stored file.
 */
export const storageStsSchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('local'),
    uploadUrl: z.string(),
    imageUploadUrl: z.string(),
    maxSize: z.number().int().describe('bytes, for uploadUrl'),
    imageMaxSize: z.number().int().describe('bytes, for imageUploadUrl'),
  }),
  z.object({
    mode: z.literal('s3'),
    url: z.string().describe('the bucket: POST the form here'),
    fields: z.record(z.string(), z.string()).describe('form fields to send before the file'),
    key: z.string().describe('where the object lands; send it to confirmUrl afterwards'),
    maxSize: z
      .number()
      .int()
      .describe(
        'bytes the bucket accepts (the larger limit; images are checked against imageMaxSize on confirm)',
      ),
    imageMaxSize: z.number().int().describe('bytes, for a confirm with kind image'),
    expiresAt: z.string().describe('ISO 8601'),
    confirmUrl: z.string(),
  }),
]);
export type StorageSts = z.infer<typeof storageStsSchema>;

/**
 * POST /api/common/upload/confirm — records an object uploaded straight to the bucket with the S3
 * STS answer: the server reads it back, sniffs its type and checks the limit of `kind` (as the upload
 * calls do; a refused object is deleted), then answers the stored file. Only its uploader can confirm
 * it; confirming twice answers the same file.
 */
export const uploadConfirmBodySchema = z.object({
  key: z
    .string()
    .regex(/^\d{4}\/\d{2}\/[0-9a-f-]{36}$/)
    .describe('the key of the STS answer'),
  name: z.string().max(500).describe('the file name, for display only'),
  kind: z.enum(['image', 'file']).default('file'),
  proId: z.number().int().positive().optional(),
});
export type UploadConfirmBody = z.infer<typeof uploadConfirmBodySchema>;

// ── Address (region) tree ───────────────────────────────────────────────────

/** GET /api/common/address?addressId= — the children of a region: provinces for 0, else a province's cities or a city's districts. */
export const addressQuerySchema = z.object({
  addressId: z
    .string()
    .regex(/^\d{1,12}$/)
    .default('0'),
});
export const addressNodeSchema = z.object({
  code: z.string(),
  name: z.string(),
  leaf: z.boolean().describe('true: no further level'),
});
export type AddressNode = z.infer<typeof addressNodeSchema>;

const district = z.object({ code: z.string(), name: z.string() });
const city = z.object({ code: z.string(), name: z.string(), children: z.array(district) });
/** GET /auth/getAllAddress — the whole province → city → district tree (public, cached, ETag). */
export const regionTreeSchema = z.array(
  z.object({ code: z.string(), name: z.string(), children: z.array(city) }),
);
export type RegionTree = z.infer<typeof regionTreeSchema>;

// ── Dictionaries ──────────────────────────────────────────────────────────────

/** GET /api/common/unitType and /api/common/enterpriseType — company types 1–8, labels in the caller's language. */
export const companyTypeOptionSchema = z.object({ value: z.number().int(), label: z.string() });
export type CompanyTypeOption = z.infer<typeof companyTypeOptionSchema>;

/** GET /api/common/position?compType= — job positions (岗位), all or those of one company type. */
export const positionQuerySchema = z.object({ compType: z.coerce.number().int().min(1).max(8).optional() });
export const positionOptionSchema = z.object({
  value: z.string().describe('stable code, e.g. PROJECT_MANAGER'),
  label: z.string(),
  compType: z.number().int(),
});
export type PositionOption = z.infer<typeof positionOptionSchema>;

/** GET /api/common/projectDocDict — the document categories of a project. */
export const docCategoryOptionSchema = z.object({ value: z.string(), label: z.string() });
export type DocCategoryOption = z.infer<typeof docCategoryOptionSchema>;

/** GET /api/common/judgeTender?proId= — must this project register a tender (TENDER_ALERT), and has it? */
export const judgeTenderQuerySchema = z.object({ proId: z.coerce.number().int().positive() });
export const judgeTenderSchema = z.object({ required: z.boolean(), registered: z.boolean() });
export type JudgeTender = z.infer<typeof judgeTenderSchema>;

// ── Behaviour log ─────────────────────────────────────────────────────────────

export const BEHAVIOR_LOG_LIMITS = { PAGE: 200, ACTION: 100, DETAIL: 2000, PER_MINUTE: 120 } as const;

/** POST /api/common/behaviorLog/insert — one user action (page view, button) for usage statistics. */
export const behaviorLogBodySchema = z.object({
  page: z.string().trim().min(1).max(BEHAVIOR_LOG_LIMITS.PAGE),
  action: z.string().trim().min(1).max(BEHAVIOR_LOG_LIMITS.ACTION),
  detail: z.string().max(BEHAVIOR_LOG_LIMITS.DETAIL).optional(),
  proId: z
    .number()
    .int()
    .positive()
    .optional()
    .describe('the project the action concerns; caller must be a member'),
});
export type BehaviorLogBody = z.infer<typeof behaviorLogBodySchema>;

// ── Import jobs ───────────────────────────────────────────────────────────────

export const IMPORT_JOB_STATUS = ['queued', 'running', 'done', 'failed'] as const;
export type ImportJobStatus = (typeof IMPORT_JOB_STATUS)[number];
/** Row errors kept per job; errorCount still counts them all. */
export const IMPORT_JOB_ERRORS_CAP = 500;

/** GET /api/common/import/loading?id= — a background import's progress (its owner only). */
export const importLoadingQuerySchema = z.object({ id: z.uuid() });
export const importProgressSchema = z.object({
  id: z.uuid(),
  resource: z.string(),
  status: z.enum(IMPORT_JOB_STATUS),
  total: z.number().int(),
  processed: z.number().int(),
});
export type ImportProgress = z.infer<typeof importProgressSchema>;

/** POST /api/common/import/result {id} — final counts and the row errors (first IMPORT_JOB_ERRORS_CAP). */
export const importResultBodySchema = z.object({ id: z.uuid() });
export const importResultSchema = importProgressSchema.extend({
  okCount: z.number().int(),
  errorCount: z.number().int(),
  /** Valid rows not added because they already exist: a second import of a file adds nothing. */
  skippedCount: z.number().int(),
  errors: z.array(kitImportErrorSchema),
  finishedAt: z.string().nullable().describe('ISO 8601; null while the job runs'),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** The common services' calls (apps/server/src/modules/common). */
export const commonCalls = {
  /** Multipart, one file: jpeg/png/webp/gif by content; a named project needs membership. */
  uploadImage: defineCall({
    method: 'POST',
    path: 'common/upload/image',
    query: uploadQuerySchema,
    body: 'multipart',
    response: storedFileSchema,
  }),
  /** Multipart, one file: pdf/xlsx/docx/zip/jpeg/png by content. */
  uploadFile: defineCall({
    method: 'POST',
    path: 'common/upload/file',
    query: uploadQuerySchema,
    body: 'multipart',
    response: storedFileSchema,
  }),
  download: defineCall({
    method: 'GET',
    path: 'common/download',
    query: downloadQuerySchema,
    response: 'file',
  }),
  docCategories: defineCall({
    method: 'GET',
    path: 'common/projectDocDict',
    response: z.array(docCategoryOptionSchema),
  }),
  storageSts: defineCall({
    method: 'POST',
    path: 'storage/sts',
    service: 'auth',
    response: storageStsSchema,
  }),
  uploadConfirm: defineCall({
    method: 'POST',
    path: 'common/upload/confirm',
    body: uploadConfirmBodySchema,
    response: storedFileSchema,
  }),
  /** Public, cached (ETag, 304 on If-None-Match): the registration form's region picker. */
  allAddress: defineCall({
    method: 'GET',
    path: 'getAllAddress',
    service: 'auth',
    response: regionTreeSchema,
  }),
  address: defineCall({
    method: 'GET',
    path: 'common/address',
    query: addressQuerySchema,
    response: z.array(addressNodeSchema),
  }),
  unitType: defineCall({
    method: 'GET',
    path: 'common/unitType',
    response: z.array(companyTypeOptionSchema),
  }),
  enterpriseType: defineCall({
    method: 'GET',
    path: 'common/enterpriseType',
    response: z.array(companyTypeOptionSchema),
  }),
  position: defineCall({
    method: 'GET',
    path: 'common/position',
    query: positionQuerySchema,
    response: z.array(positionOptionSchema),
  }),
  judgeTender: defineCall({
    method: 'GET',
    path: 'common/judgeTender',
    query: judgeTenderQuerySchema,
    response: judgeTenderSchema,
  }),
  behaviorLog: defineCall({
    method: 'POST',
    path: 'common/behaviorLog/insert',
    body: behaviorLogBodySchema,
    response: z.null(),
  }),
  importLoading: defineCall({
    method: 'GET',
    path: 'common/import/loading',
    query: importLoadingQuerySchema,
    response: importProgressSchema,
  }),
  /** The same read as a POST (the spec's catalogue gives both). */
  importLoadingPost: defineCall({
    method: 'POST',
    path: 'common/import/loading',
    body: importResultBodySchema,
    response: importProgressSchema,
  }),
  importResult: defineCall({
    method: 'POST',
    path: 'common/import/result',
    body: importResultBodySchema,
    response: importResultSchema,
  }),
};
