import { WEEK_VALUE_MAX } from '../constants';
import { compareDecimal, type DecimalFormat, isDecimal } from './decimal';
import { ruleSchema } from './rule';

/*
 * Numeric rules of docs/product.md §5. The string policy (canonical integer part, no '+', '-' only where signed)
 * is described in decimal.ts and holds for every rule here.
 *
 * Where the spec lists overlapping variants they share one rule:
 * - "positive with 3 decimals" is positiveDecimal3;
 * - "non-negative with 3 decimals" and the "zero-allowed" family are nonNegativeDecimal1/2/3;
 * - the "no leading double zero" condition is the common policy, not a separate family.
 */

const decimalRule =
  (format: DecimalFormat) =>
  (value: string): boolean =>
    isDecimal(value, format);

export const isPrice = decimalRule({ intDigits: 8, decimals: 4, sign: 'positive' });
export const priceSchema = ruleSchema('price', isPrice);

export const isAmount = decimalRule({ intDigits: 8, decimals: 4, sign: 'nonNegative' });
export const amountSchema = ruleSchema('amount', isAmount);

/** The spec gives no sign for labour: zero is allowed, negatives are not. */
/** A unit price in 元 as a receipt records it (docs/domains/material.md "price plans"): ≥ 0, 8 integer digits, 2 decimals. */
export const isUnitPrice = decimalRule({ intDigits: 8, decimals: 2, sign: 'nonNegative' });
export const unitPriceSchema = ruleSchema('nonNegativeDecimal2', isUnitPrice);

export const isLabor = decimalRule({ intDigits: 8, decimals: 1, sign: 'nonNegative' });
export const laborSchema = ruleSchema('labor', isLabor);

export const isArea = decimalRule({ intDigits: 10, decimals: 2, sign: 'positive' });
export const areaSchema = ruleSchema('area', isArea);

export const isMaterialQuantity = decimalRule({ intDigits: 10, decimals: 3, sign: 'nonNegative' });
export const materialQuantitySchema = ruleSchema('materialQuantity', isMaterialQuantity);

export const isCellFloor = decimalRule({ intDigits: 3, decimals: 2, sign: 'positive' });
export const cellFloorSchema = ruleSchema('cellFloor', isCellFloor);

export const isCellArea = decimalRule({ intDigits: 8, decimals: 2, sign: 'positive' });
export const cellAreaSchema = ruleSchema('cellArea', isCellArea);

export const isBuildHeight = decimalRule({ intDigits: 6, decimals: 2, sign: 'positive' });
export const buildHeightSchema = ruleSchema('buildHeight', isBuildHeight);

export const isAxisCoordinate = decimalRule({ intDigits: 12, decimals: 4, sign: 'signed' });
export const axisCoordinateSchema = ruleSchema('axisCoordinate', isAxisCoordinate);

/** ±0.000 is the reference elevation of a drawing, so zero passes. */
export const isElevation = decimalRule({ intDigits: 3, decimals: 3, sign: 'nonNegative' });
export const elevationSchema = ruleSchema('elevation', isElevation);

/** Heights below the reference level (pile tops, basements) are negative. */
export const isSignedHeight = decimalRule({ intDigits: 3, decimals: 3, sign: 'signed' });
export const signedHeightSchema = ruleSchema('signedHeight', isSignedHeight);

export const isRealNumber = decimalRule({ intDigits: 12, decimals: 3, sign: 'signed' });
export const realNumberSchema = ruleSchema('realNumber', isRealNumber);

/** "Number with 2 decimals" names no sign, so any sign passes. */
export const isNumber2Decimals = decimalRule({ decimals: 2, sign: 'signed' });
export const number2DecimalsSchema = ruleSchema('number2Decimals', isNumber2Decimals);

export const isMax7Int3Decimals = decimalRule({ intDigits: 7, decimals: 3, sign: 'nonNegative' });
export const max7Int3DecimalsSchema = ruleSchema('max7Int3Decimals', isMax7Int3Decimals);

export const isPositiveDecimal1 = decimalRule({ decimals: 1, sign: 'positive' });
export const positiveDecimal1Schema = ruleSchema('positiveDecimal1', isPositiveDecimal1);
export const isPositiveDecimal2 = decimalRule({ decimals: 2, sign: 'positive' });
export const positiveDecimal2Schema = ruleSchema('positiveDecimal2', isPositiveDecimal2);
export const isPositiveDecimal3 = decimalRule({ decimals: 3, sign: 'positive' });
export const positiveDecimal3Schema = ruleSchema('positiveDecimal3', isPositiveDecimal3);

export const isNonNegativeDecimal1 = decimalRule({ decimals: 1, sign: 'nonNegative' });
export const nonNegativeDecimal1Schema = ruleSchema('nonNegativeDecimal1', isNonNegativeDecimal1);
export const isNonNegativeDecimal2 = decimalRule({ decimals: 2, sign: 'nonNegative' });
export const nonNegativeDecimal2Schema = ruleSchema('nonNegativeDecimal2', isNonNegativeDecimal2);
export const isNonNegativeDecimal3 = decimalRule({ decimals: 3, sign: 'nonNegative' });
export const nonNegativeDecimal3Schema = ruleSchema('nonNegativeDecimal3', isNonNegativeDecimal3);

/**
 * The spec's separate check that rejects zero in any spelling ('0', '0.0', '0.000'); same test as
 * positiveDecimal3, own message because the field's users are told why zero is refused.
 */
export const isNonZeroPositive3Decimals = decimalRule({ decimals: 3, sign: 'positive' });
export const nonZeroPositive3DecimalsSchema = ruleSchema(
  'nonZeroPositive3Decimals',
  isNonZeroPositive3Decimals,
);

/** A number as typed: optional '-', optional decimals, the common canonical policy. */
export const isNumbersOnly = decimalRule({ sign: 'signed' });
export const numbersOnlySchema = ruleSchema('numbersOnly', isNumbersOnly);

/** Digit strings such as codes keep their leading zeros ('0101'), unlike numbers. */
export const isDigitsOnly = (value: string): boolean => /^\d+$/.test(value);
export const digitsOnlySchema = ruleSchema('digitsOnly', isDigitsOnly);

export const isPositiveInteger = (value: string): boolean => /^[1-9]\d*$/.test(value);
export const positiveIntegerSchema = ruleSchema('positiveInteger', isPositiveInteger);

export const isPositiveIntegerOrZero = (value: string): boolean => /^(?:0|[1-9]\d*)$/.test(value);
export const positiveIntegerOrZeroSchema = ruleSchema('positiveIntegerOrZero', isPositiveIntegerOrZero);

/** Unlike positiveInt3 this one is signed: only zero is refused. */
export const isNonZeroInt3 = (value: string): boolean => /^-?[1-9]\d{0,2}$/.test(value);
export const nonZeroInt3Schema = ruleSchema('nonZeroInt3', isNonZeroInt3);

export const isPositiveInt3 = (value: string): boolean => /^[1-9]\d{0,2}$/.test(value);
export const positiveInt3Schema = ruleSchema('positiveInt3', isPositiveInt3);

/** Read as "at most two digits": 0–99, no leading zero. */
export const isTwoDigitInteger = (value: string): boolean => /^(?:0|[1-9]\d?)$/.test(value);
export const twoDigitIntegerSchema = ruleSchema('twoDigitInteger', isTwoDigitInteger);

export const isLimit = (value: string): boolean => /^[1-9]\d{0,3}$/.test(value);
export const limitSchema = ruleSchema('limit', isLimit);

export const isDirectLimit = (value: string): boolean => /^(?:0|[1-9]\d{0,3})$/.test(value);
export const directLimitSchema = ruleSchema('directLimit', isDirectLimit);

/** Positive integer with low ≤ n < high; BigInt keeps long inputs exact. */
export const isBoundedPositiveInteger = (value: string, low: number, high: number): boolean => {
  if (!isPositiveInteger(value)) return false;
  const n = BigInt(value);
  return n >= low && n < high;
};
export const boundedPositiveIntegerSchema = (low: number, high: number) =>
  ruleSchema('boundedPositiveInteger', (value) => isBoundedPositiveInteger(value, low, high), { low, high });

export interface IntegerBounds {
  min: number;
  max: number;
}

/** Any integer (signed, no '-0') with min ≤ n ≤ max, both inclusive. */
export const isBoundedInteger = (value: string, { min, max }: IntegerBounds): boolean => {
  if (!/^(?:0|-?[1-9]\d*)$/.test(value)) return false;
  const n = BigInt(value);
  return n >= min && n <= max;
};
export const boundedIntegerSchema = (bounds: IntegerBounds) =>
  ruleSchema('boundedInteger', (value) => isBoundedInteger(value, bounds), {
    min: bounds.min,
    max: bounds.max,
  });

/** The configurable digits/decimals rule; `isDecimal` is its predicate. */
export const decimalSchema = (format: DecimalFormat & { intDigits: number; decimals: number }) =>
  ruleSchema('decimal', (value) => isDecimal(value, format), {
    intDigits: format.intDigits,
    decimals: format.decimals,
  });

const atMost = (value: string, max: string): boolean => compareDecimal(value, max) <= 0;

export const isAssembling = (value: string): boolean =>
  isDecimal(value, { decimals: 2, sign: 'positive' }) && atMost(value, '100');
export const assemblingSchema = ruleSchema('assembling', isAssembling);

export const isPercentage = (value: string): boolean =>
  isDecimal(value, { decimals: 3, sign: 'positive' }) && atMost(value, '100');
export const percentageSchema = ruleSchema('percentage', isPercentage);

export const isPercentageOrZero = (value: string): boolean =>
  isDecimal(value, { decimals: 3, sign: 'nonNegative' }) && atMost(value, '100');
export const percentageOrZeroSchema = ruleSchema('percentageOrZero', isPercentageOrZero);

/**
 * 'start-end' with both ends positive integers, start ≤ end and end − start ≤ limit (so '1-101'
 * passes a limit of 100: the span is the distance between the ends, not the count of numbers).
 */
export const isRange = (value: string, limit: number): boolean => {
  const match = /^([1-9]\d*)-([1-9]\d*)$/.exec(value);
  if (!match) return false;
  const start = BigInt(match[1]!);
  const end = BigInt(match[2]!);
  return start <= end && end - start <= limit;
};
export const rangeSchema = (limit: number) =>
  ruleSchema('range', (value) => isRange(value, limit), { limit });

/** A non-negative quantity of any precision, at most WEEK_VALUE_MAX. */
export const isWeekValue = (value: string): boolean =>
  isDecimal(value, { sign: 'nonNegative' }) && atMost(value, String(WEEK_VALUE_MAX));
export const weekValueSchema = ruleSchema('weekValue', isWeekValue);

const stockAsDecimal = (stock: string | number): string | null => {
  if (typeof stock === 'string') return isDecimal(stock, { sign: 'nonNegative' }) ? stock : null;
  if (!Number.isFinite(stock) || stock < 0) return null;
  const text = String(stock);
  if (!text.includes('e')) return text;
  // Floats of 1e21 and above are whole numbers; tiny ones are written out in fixed notation.
  return stock >= 1 ? BigInt(stock).toString() : stock.toFixed(20).replace(/\.?0+$/, '');
};

/** A use quantity in the material-quantity format that does not exceed the stock. */
export const isWithinStock = (use: string, stock: string | number): boolean => {
  const limit = stockAsDecimal(stock);
  return limit !== null && isMaterialQuantity(use) && atMost(use, limit);
};
export const useQuantitySchema = (stock: string | number) =>
  ruleSchema('useQuantity', (value) => isWithinStock(value, stock), { stock: String(stock) });
