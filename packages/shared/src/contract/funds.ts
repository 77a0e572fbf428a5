import { z } from 'zod';
import { amountSchema, percentageSchema } from '../validators/numbers';
import { required } from '../validators/rule';
import { reportMonthSchema } from './output';
import { ymdSchema } from './tender';

// Funds of a sub-project (docs/domains/funds.md funds list, update): progress payments against the filed monthly
// output value, with the cumulative paid share (docs/domains/funds.md: interim payment 60–90% of the value done).

const idSchema = z.number().int().positive();

export const fundItemSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  reportMonth: z.string(),
  outputValue: z.string().nullable().describe('the month’s filed actual output, 万元'),
  approvedValue: z.string().describe('审定产值, 万元'),
  payableRate: z.string().describe('合同约定付款比例 %'),
  paidAmount: z.string().describe('实付金额, 万元'),
  paidDate: z.string().nullable(),
  cumulativePaid: z.string().nullable().describe('累计已付, 万元'),
  cumulativeOutput: z.string().nullable().describe('累计产值, 万元'),
  paidShare: z.string().nullable().describe('累计支付比例 % = cumulative paid ÷ cumulative output'),
  remark: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FundItem = z.infer<typeof fundItemSchema>;

const fundFields = {
  approvedValue: required(amountSchema),
  payableRate: required(percentageSchema),
  paidAmount: required(amountSchema),
  paidDate: ymdSchema.nullable(),
  remark: z.string().trim().max(200),
};
/** POST /api/project/funds/add — the payment of a month whose output report is filed (one per month). */
export const fundCreateSchema = z.object({
  projectId: idSchema,
  reportMonth: reportMonthSchema,
  ...fundFields,
  paidDate: fundFields.paidDate.optional(),
  remark: fundFields.remark.optional(),
});
export type FundCreate = z.infer<typeof fundCreateSchema>;
/** POST /api/project/funds/update — the approved value, rate, payment and date change; the month never does. */
export const fundUpdateSchema = z.object(fundFields).partial().extend({ id: idSchema });
export const FUND_SORT_FIELDS = ['reportMonth', 'paidAmount', 'paidDate'] as const;
export const fundFiltersSchema = z.object({});
