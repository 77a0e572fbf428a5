import { cmp, div, exact, mul, ratio, round, sub, toNumber } from './exact';

/*
 * Material price plans (价格计划): the planned unit price of a material for a period, and how far an actual
 * price (a supplier's quote) deviates from it. No standard governs it; the threshold is the trade's usual
 * cost-control tolerance, a configurable default (docs/domains/material.md "price plans").
 */

/** Above +5 % of the planned price a quote is flagged (configurable default, not a standard's figure). */
export const PRICE_DEVIATION_THRESHOLD_PERCENT = 5;

export interface PriceDeviation {
  /** (actual − planned) / planned × 100, rounded to 2 places for display; the judgement uses the exact value. */
  deviationPercent: number;
  /** The actual price is more than the threshold above the plan (exactly on it is not flagged). */
  overThreshold: boolean;
}

/**
 * The deviation of an actual unit price from the planned one, judged on the exact value: a price below the
 * plan is never flagged (a saving), one above it by more than `thresholdPercent` is.
 */
export function priceDeviation(
  actual: string | number,
  planned: string | number,
  thresholdPercent: number = PRICE_DEVIATION_THRESHOLD_PERCENT,
): PriceDeviation {
  const plan = exact(planned);
  if (plan.n <= 0n) throw new RangeError('the planned price must be positive');
  if (!(thresholdPercent >= 0)) throw new RangeError('the threshold must be a non-negative percentage');
  const percent = mul(div(sub(exact(actual), plan), plan), ratio(100));
  return {
    deviationPercent: toNumber(round(percent, 2), 2),
    overThreshold: cmp(percent, exact(thresholdPercent)) > 0,
  };
}

/** Whether a day (YYYY-MM-DD) falls in a plan's period, both ends included. */
export const inPricePeriod = (day: string, validFrom: string, validTo: string): boolean =>
  day >= validFrom && day <= validTo;

/** A material's name, specification or unit compared as people type them: NFKC (m³ → m3, full-width → half), no spaces, lower case. */
export const materialKey = (text: string): string => text.normalize('NFKC').replace(/\s+/g, '').toLowerCase();

/** How a price plan may write each of the ledger's unit codes (contract/material.ts MATERIAL_UNITS). */
const LEDGER_UNIT_WORDS: Readonly<Record<string, readonly string[]>> = {
  T: ['t', '吨'],
  M3: ['m³', '立方米', '方'],
  PIECE: ['根', '支'],
  M2: ['m²', '平方米'],
  BLOCK: ['块'],
  M: ['m', '米'],
};

/**
 * Whether a receipt of the material ledger counts for a price plan: the same specification and unit
 * (the ledger names a material by its category code, a price plan by the enquiries' own words, so the
 * specification and the unit are what both write), received within the plan's period.
 */
export function receiptMatchesPricePlan(
  plan: { specification: string; unit: string; validFrom: string; validTo: string },
  receipt: { specification: string; unit: string; receivedDate: string },
): boolean {
  const unit = materialKey(plan.unit);
  const words = LEDGER_UNIT_WORDS[receipt.unit] ?? [];
  return (
    materialKey(plan.specification) === materialKey(receipt.specification) &&
    (unit === materialKey(receipt.unit) || words.some((w) => materialKey(w) === unit)) &&
    inPricePeriod(receipt.receivedDate, plan.validFrom, plan.validTo)
  );
}
