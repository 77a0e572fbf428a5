import { z } from 'zod';
import { PRICE_DEVIATION_THRESHOLD_PERCENT } from '../domain/material-price';
import { required } from '../validators/rule';
import { defineCall } from './call';
import { pageSchema } from './pagination';
import { resourceCalls } from './resource-calls';
import { quoteUnitPriceSchema } from './supplier';
import { ymdSchema } from './tender';

// Material price plans (价格计划, docs/domains/material.md "price plans"): the planned unit price of a material, named
// as the project's enquiries name it (material, specification, unit), for a period; compared with the suppliers'
// quotes for the same material in that period, the deviation judged by domain/material-price.ts.

export const materialPricePlanItemSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  material: z.string(),
  specification: z.string(),
  unit: z.string(),
  /** 元 per unit, 2 decimals. */
  plannedPrice: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  remark: z.string(),
  createdAt: z.string().describe('ISO 8601'),
  updatedAt: z.string().describe('ISO 8601'),
});
export type MaterialPricePlanItem = z.infer<typeof materialPricePlanItemSchema>;

const fields = {
  material: required(z.string().trim().min(1).max(50)),
  specification: z.string().trim().max(100),
  unit: required(z.string().trim().min(1).max(10)),
  plannedPrice: quoteUnitPriceSchema,
  validFrom: ymdSchema,
  validTo: ymdSchema,
  remark: z.string().trim().max(500),
};
export const materialPricePlanCreateSchema = z.object({
  projectId: z.number().int().positive(),
  material: fields.material,
  specification: fields.specification.optional(),
  unit: fields.unit,
  plannedPrice: fields.plannedPrice,
  validFrom: fields.validFrom,
  validTo: fields.validTo,
  remark: fields.remark.optional(),
});
export type MaterialPricePlanCreate = z.infer<typeof materialPricePlanCreateSchema>;
export const materialPricePlanUpdateSchema = z
  .object(fields)
  .partial()
  .extend({ id: z.number().int().positive() });
export const MATERIAL_PRICE_PLAN_SORT_FIELDS = [
  'material',
  'validFrom',
  'plannedPrice',
  'createdAt',
] as const;
export const materialPricePlanFiltersSchema = z.object({
  material: z.string().trim().max(50).optional(),
});
export const materialPricePlanContract = {
  item: materialPricePlanItemSchema,
  create: materialPricePlanCreateSchema,
  update: materialPricePlanUpdateSchema,
  filters: materialPricePlanFiltersSchema,
  sortFields: MATERIAL_PRICE_PLAN_SORT_FIELDS,
};
export const materialPricePlanCalls = resourceCalls('material/pricePlan', materialPricePlanContract);
export const materialPricePlanPageSchema = pageSchema(materialPricePlanItemSchema);

/** A receipt (进场收料) with a unit price, counted for a plan: same specification and unit, received in its period. */
export const priceReceiptSchema = z.object({
  id: z.number().int(),
  noteNo: z.string(),
  receivedDate: z.string(),
  supplierName: z.string(),
  receivedQuantity: z.string(),
  /** 元 per unit, 2 decimals. */
  unitPrice: z.string(),
  /** Against the plan's price, judged as the quotes are (domain/material-price.ts priceDeviation). */
  deviationPercent: z.number(),
  overThreshold: z.boolean(),
});
export type PriceReceipt = z.infer<typeof priceReceiptSchema>;

/** One plan against the quotes and the receipts for its material in its period. */
export const priceComparisonRowSchema = z.object({
  id: z.number().int(),
  material: z.string(),
  specification: z.string(),
  unit: z.string(),
  plannedPrice: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  quoteCount: z.number().int(),
  /** The accepted quote's price when an enquiry was awarded, else the lowest quoted; null without quotes. */
  actualPrice: z.string().nullable(),
  actualSource: z.enum(['accepted', 'lowest']).nullable(),
  supplierName: z.string().nullable(),
  highestPrice: z.string().nullable(),
  deviationPercent: z.number().nullable(),
  overThreshold: z.boolean(),
  /** The priced receipts of its period, oldest first (receipts without a price are not compared). */
  receipts: z.array(priceReceiptSchema),
});
export type PriceComparisonRow = z.infer<typeof priceComparisonRowSchema>;
export const priceComparisonSchema = z.object({
  thresholdPercent: z.number(),
  list: z.array(priceComparisonRowSchema),
});
export type PriceComparison = z.infer<typeof priceComparisonSchema>;
export const priceComparisonQuerySchema = z.object({
  proId: z.coerce.number().int().positive(),
  /** The flag threshold in %, 0–100 (default 5). */
  threshold: z.coerce.number().min(0).max(100).default(PRICE_DEVIATION_THRESHOLD_PERCENT),
});

export const materialPriceCalls = {
  compare: defineCall({
    method: 'GET',
    path: 'material/pricePlan/compare',
    query: priceComparisonQuerySchema,
    response: priceComparisonSchema,
  }),
};
