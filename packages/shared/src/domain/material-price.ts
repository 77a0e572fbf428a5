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
