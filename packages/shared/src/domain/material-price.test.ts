import { describe, expect, it } from 'vitest';
import { inPricePeriod, PRICE_DEVIATION_THRESHOLD_PERCENT, priceDeviation } from './material-price';

describe('price deviation from the plan (default threshold +5 %, configurable)', () => {
  it('has the 5 % default', () => {
    expect(PRICE_DEVIATION_THRESHOLD_PERCENT).toBe(5);
  });
  it('when C35 concrete is quoted 508.00 against a planned 480.00, then it is +5.83 % and flagged', () => {
    expect(priceDeviation('508.00', '480.00')).toEqual({ deviationPercent: 5.83, overThreshold: true });
  });
  it('when the quote is exactly 5 % above (504 on 480), then it is not flagged', () => {
    expect(priceDeviation('504', '480')).toEqual({ deviationPercent: 5, overThreshold: false });
  });
  it('when the quote is a fen above 5 % (504.01 on 480), then it is flagged on the exact value', () => {
    expect(priceDeviation('504.01', '480')).toEqual({ deviationPercent: 5, overThreshold: true });
  });
  it('when the quote is below the plan (479.50 on 485), then the deviation is negative and not flagged', () => {
    expect(priceDeviation('479.50', '485')).toEqual({ deviationPercent: -1.13, overThreshold: false });
  });
  it('when the threshold is set to 2 %, then +2.02 % is flagged', () => {
    expect(priceDeviation('479.50', '470', 2)).toEqual({ deviationPercent: 2.02, overThreshold: true });
  });
  it('when the planned price is zero or the threshold negative, then it is refused', () => {
    expect(() => priceDeviation('1', '0')).toThrow(RangeError);
    expect(() => priceDeviation('1', '1', -1)).toThrow(RangeError);
  });
  it('includes both ends of the period', () => {
    expect(inPricePeriod('2026-11-01', '2026-11-01', '2026-11-30')).toBe(true);
    expect(inPricePeriod('2026-11-30', '2026-11-01', '2026-11-30')).toBe(true);
    expect(inPricePeriod('2026-12-01', '2026-11-01', '2026-11-30')).toBe(false);
  });
});
