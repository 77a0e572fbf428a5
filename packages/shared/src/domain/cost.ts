import { add, div, exact, mul, ratio, sub, toFixed } from './exact';

/**
 * 成本台账: what a project spends, by the cost items of a construction budget (建标[2013]44号: 人工费,
 * 材料费, 施工机具使用费, 措施项目费, 企业管理费; plus subcontracts and the rest).
 */
export const COST_CATEGORIES = [
  'LABOR',
  'MATERIAL',
  'MACHINERY',
  'MEASURE',
  'SUBCONTRACT',
  'MANAGEMENT',
  'OTHER',
] as const;
export type CostCategory = (typeof COST_CATEGORIES)[number];

/**
 * VAT rates (%) an invoice may carry: 13 goods, 9 construction and transport, 6 services, 3 and 1 the
 * small-scale taxpayer's levy rates, 0 none (财税[2019]39号 and the levy-rate notices).
 */
export const COST_TAX_RATES = ['0', '1', '3', '6', '9', '13'] as const;
export type CostTaxRate = (typeof COST_TAX_RATES)[number];

export interface CostInput {
  /** Decimal texts; quantity and unit price together give the amount. */
  quantity?: string | null;
  unitPrice?: string | null;
  /** 含税金额 (元), used when quantity and unit price are not both given. */
  amount?: string | null;
  taxRate: CostTaxRate;
}

export type CostFigures =
  | { ok: true; amount: string; taxAmount: string; netAmount: string }
  | { ok: false; reason: 'amountMissing' };

/**
 * The figures of a cost line, in 元 to the fen, rounded half up (四舍五入) as invoices are:
 * the amount (含税) is quantity × unit price when both are given, else the amount entered; the VAT in
 * it is amount × rate ÷ (1 + rate) (价税分离); net is amount − VAT, so the two always add up.
 */
export function costFigures(input: CostInput): CostFigures {
  const { quantity, unitPrice, taxRate } = input;
  const amount =
    quantity && unitPrice
      ? toFixed(mul(exact(quantity), exact(unitPrice)), 2, 'halfUp')
      : input.amount
        ? toFixed(exact(input.amount), 2, 'halfUp')
        : null;
  if (amount === null) return { ok: false, reason: 'amountMissing' };
  const rate = div(exact(taxRate), ratio(100));
  const tax = toFixed(div(mul(exact(amount), rate), add(ratio(1), rate)), 2, 'halfUp');
  return { ok: true, amount, taxAmount: tax, netAmount: toFixed(sub(exact(amount), exact(tax)), 2) };
}
