import { cmp, div, exact, mul, ratio, round, sub, sum, toNumber } from './exact';

/*
 * Material receiving (进场收料): weighbridge net weight, the deviation of a receipt from its delivery
 * note, and the stock of a material.
 *
 * The tolerance is a configurable default, not a standard's figure: docs/domains/material.md names "deviation
 * alarm (e.g. ±3 % of preset qty)" from weighbridge vendors' material-receiving products, with no
 * national clause behind it. **Unconfirmed**: a project's own contract or the supplier agreement sets
 * the real figure, so every function here takes the tolerance as a parameter.
 */

/** ±3 % of the delivery-note quantity (generic vendor figure, docs/domains/material.md; unconfirmed, configurable). */
export const MATERIAL_RECEIPT_TOLERANCE_PERCENT = 3;

/** Quantities are decimal strings with up to 3 places (docs/product.md §5 material quantity). */
const QUANTITY_DECIMALS = 3;

/** An exact value as the 3-decimal string quantities are stored as. */
export const formatQuantity = (value: string | number): string =>
  toNumber(exact(value), QUANTITY_DECIMALS).toFixed(QUANTITY_DECIMALS);

export type WeighbridgeResult = { ok: true; net: string } | { ok: false; reason: 'TARE_NOT_BELOW_GROSS' };

/**
 * 净重 = 毛重 − 皮重. A tare equal to or above the gross is a wrong ticket (an empty or swapped
 * weighing), never a zero or negative delivery: it is refused.
 */
export function weighbridgeNet(gross: string | number, tare: string | number): WeighbridgeResult {
  const g = exact(gross);
  const t = exact(tare);
  if (cmp(t, g) >= 0) return { ok: false, reason: 'TARE_NOT_BELOW_GROSS' };
  return { ok: true, net: formatQuantity(toNumber(sub(g, t), QUANTITY_DECIMALS)) };
}

export interface ReceiptDeviation {
  /** (实收 − 送货单) / 送货单 × 100, rounded to 2 places for display; the judgement uses the exact value. */
  deviationPercent: number;
  /** |deviation| ≤ tolerance: a value exactly on the tolerance is within it. */
  withinTolerance: boolean;
}

/**
 * The deviation of the received quantity from the delivery-note quantity, judged against the
 * tolerance on the full value (GB/T 8170 全数值比较: 3.001 % is over a 3 % tolerance, 3 % is not).
 * The note quantity must be positive (a delivery note of nothing has no deviation to judge).
 */
export function receiptDeviation(
  received: string | number,
  noteQuantity: string | number,
  tolerancePercent: number = MATERIAL_RECEIPT_TOLERANCE_PERCENT,
): ReceiptDeviation {
  const note = exact(noteQuantity);
  if (note.n <= 0n) throw new RangeError('the delivery-note quantity must be positive');
  if (!(tolerancePercent >= 0)) throw new RangeError('the tolerance must be a non-negative percentage');
  const percent = mul(div(sub(exact(received), note), note), ratio(100));
  const magnitude = percent.n < 0n ? { n: -percent.n, d: percent.d } : percent;
  return {
    deviationPercent: toNumber(round(percent, 2), 2),
    withinTolerance: cmp(magnitude, exact(tolerancePercent)) <= 0,
  };
}

/**
 * What may still be planned for delivery against a plan line: planned − already planned deliveries.
 * Never below zero in the answer (a line over-delivered by an earlier rule reads as nothing left).
 */
export function remainingToDeliver(
  planned: string | number,
  deliveries: readonly (string | number)[],
): string {
  const left = sub(exact(planned), sum(deliveries.map((d) => exact(d))));
  return left.n <= 0n ? formatQuantity(0) : formatQuantity(toNumber(left, QUANTITY_DECIMALS));
}

/** Whether `quantity` fits in what is left (a quantity equal to what is left fits). */
export const fitsWithin = (quantity: string | number, left: string | number): boolean =>
  cmp(exact(quantity), exact(left)) <= 0;

/** 库存 = 收料 − 退场 (both sums of 3-decimal quantities, so exact). */
export function stockOf(
  received: readonly (string | number)[],
  departed: readonly (string | number)[],
): string {
  const stock = sub(sum(received.map((r) => exact(r))), sum(departed.map((d) => exact(d))));
  return formatQuantity(toNumber(stock, QUANTITY_DECIMALS));
}

/** The sums that make up a material's stock in the project's one ledger (docs/domains/material.md "stock"). */
export interface LedgerTotals {
  /** Σ receipts at the gate. */
  received: string | number;
  /** Σ departures. */
  departed: string | number;
  /** Σ uses by piles. */
  used: string | number;
  /** Σ stocktake corrections (found − book; negative when less was found). */
  adjusted: string | number;
}

/** 库存 = 收料 − 退场 − 桩基用量 ± 盘点调整 (exact; may read negative only if the ledger was broken). */
export function ledgerStock(t: LedgerTotals): string {
  const stock = sub(sum([exact(t.received), exact(t.adjusted)]), sum([exact(t.departed), exact(t.used)]));
  return formatQuantity(toNumber(stock, QUANTITY_DECIMALS));
}

/** How much a use goes beyond the stock: '0.000' when it fits (a use equal to the stock fits). */
export function useExcess(quantity: string | number, stock: string | number): string {
  const over = sub(exact(quantity), exact(stock));
  return over.n <= 0n ? formatQuantity(0) : formatQuantity(toNumber(over, QUANTITY_DECIMALS));
}
