import { z } from 'zod';
import { COST_CATEGORIES, COST_TAX_RATES } from '../domain/cost';
import { decimalSchema } from '../validators/numbers';
import { required } from '../validators/rule';
import { defineCall } from './call';
import { kitProjectQuerySchema } from './kit';
import { ymdSchema } from './tender';

// 成本台账 of a sub-project (docs/domains/cost.md "cost records with import and export"): the project's cost lines
// by budget item, with the VAT separated out of each amount (domain/cost.ts).

const idSchema = z.number().int().positive();

export const costItemSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  voucherNo: z.string().describe('凭证号, unique in the project'),
  costDate: z.string(),
  category: z.enum(COST_CATEGORIES),
  subject: z.string().describe('what was bought or paid for'),
  payee: z.string().describe('收款单位/供应商/班组'),
  quantity: z.string().nullable(),
  unit: z.string(),
  unitPrice: z.string().nullable().describe('含税单价, 元'),
  amount: z.string().describe('含税金额, 元 — quantity × unit price when both are given'),
  taxRate: z.enum(COST_TAX_RATES).describe('增值税税率 %'),
  taxAmount: z.string().describe('税额, 元 = amount × rate ÷ (1 + rate)'),
  netAmount: z.string().describe('不含税金额, 元'),
  invoiceNo: z.string(),
  handler: z.string(),
  remark: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CostItem = z.infer<typeof costItemSchema>;

export const costQuantitySchema = decimalSchema({ intDigits: 10, decimals: 3, sign: 'positive' });
export const costPriceSchema = decimalSchema({ intDigits: 10, decimals: 4, sign: 'positive' });
export const costAmountSchema = decimalSchema({ intDigits: 10, decimals: 2, sign: 'positive' });

/** A voucher number as the ledger writes it: 记-2026-11-0023, CB-0001 … */
export const costVoucherSchema = z
  .string()
  .trim()
  .min(1)
  .max(30)
  .regex(/^[\p{Script=Han}A-Za-z0-9][\p{Script=Han}A-Za-z0-9\-_/#]*$/u);

const costFields = {
  voucherNo: costVoucherSchema,
  costDate: required(ymdSchema),
  category: z.enum(COST_CATEGORIES),
  subject: z.string().trim().min(2).max(60),
  payee: z.string().trim().max(60),
  quantity: costQuantitySchema.nullable(),
  unit: z.string().trim().max(10),
  unitPrice: costPriceSchema.nullable(),
  amount: costAmountSchema.nullable(),
  taxRate: z.enum(COST_TAX_RATES),
  invoiceNo: z.string().trim().max(30),
  handler: z.string().trim().max(20),
  remark: z.string().trim().max(200),
};
/** POST /api/project/cost/add — the amount, or quantity and unit price (the server computes the rest). */
export const costCreateSchema = z.object({
  projectId: idSchema,
  ...costFields,
  payee: costFields.payee.optional(),
  quantity: costFields.quantity.optional(),
  unit: costFields.unit.optional(),
  unitPrice: costFields.unitPrice.optional(),
  amount: costFields.amount.optional(),
  invoiceNo: costFields.invoiceNo.optional(),
  handler: costFields.handler.optional(),
  remark: costFields.remark.optional(),
});
export const costUpdateSchema = z.object(costFields).partial().extend({ id: idSchema });
export const COST_SORT_FIELDS = ['costDate', 'voucherNo', 'amount', 'category', 'createdAt'] as const;
export const costFiltersSchema = z.object({
  category: z.enum(COST_CATEGORIES).optional(),
});

/** GET /api/project/cost/summary?proId= — totals per category and in all (元). */
export const costSummarySchema = z.object({
  total: z.object({
    amount: z.string(),
    taxAmount: z.string(),
    netAmount: z.string(),
    count: z.number().int(),
  }),
  thisMonth: z.string().describe('含税金额 of the cost dates in the current month'),
  byCategory: z.array(
    z.object({ category: z.enum(COST_CATEGORIES), amount: z.string(), count: z.number().int() }),
  ),
});
export type CostSummary = z.infer<typeof costSummarySchema>;

/** The cost calls besides its kit resource (apps/server/src/modules/cost). */
export const costCalls = {
  summary: defineCall({
    method: 'GET',
    path: 'project/cost/summary',
    query: kitProjectQuerySchema,
    response: costSummarySchema,
  }),
};
