import { describe, expect, it } from 'vitest';
import {
  inPricePeriod,
  materialKey,
  PRICE_DEVIATION_THRESHOLD_PERCENT,
  priceDeviation,
  receiptMatchesPricePlan,
} from './material-price';

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

describe('which receipts a price plan counts', () => {
  const plan = { specification: 'HRB400E Φ25', unit: 't', validFrom: '2026-11-01', validTo: '2026-11-30' };
  const receipt = { specification: 'HRB400E Φ25', unit: 'T', receivedDate: '2026-11-12' };
  it('when the specification and unit agree and the day is in the period, then it counts', () => {
    expect(receiptMatchesPricePlan(plan, receipt)).toBe(true);
    expect(receiptMatchesPricePlan({ ...plan, unit: '吨' }, receipt)).toBe(true);
  });
  it('reads the specification as people type it (spaces, case, full-width)', () => {
    expect(receiptMatchesPricePlan({ ...plan, specification: 'hrb400eφ25' }, receipt)).toBe(true);
    expect(receiptMatchesPricePlan({ ...plan, specification: 'ＨＲＢ400Ｅ Φ25' }, receipt)).toBe(true);
    expect(materialKey(' C30  水下 ')).toBe('c30水下');
  });
  it('matches m³ written as m3, 立方米 or 方 with the ledger code M3', () => {
    const concrete = { specification: 'C30 水下', unit: 'M3', receivedDate: '2026-11-12' };
    for (const unit of ['m³', 'm3', '立方米', '方', 'M3'])
      expect(receiptMatchesPricePlan({ ...plan, specification: 'C30 水下', unit }, concrete)).toBe(true);
    expect(receiptMatchesPricePlan({ ...plan, specification: 'C30 水下', unit: 't' }, concrete)).toBe(false);
  });
  it('when the specification differs or the day is outside the period, then it does not count', () => {
    expect(receiptMatchesPricePlan(plan, { ...receipt, specification: 'HRB400E Φ28' })).toBe(false);
    expect(receiptMatchesPricePlan(plan, { ...receipt, receivedDate: '2026-12-01' })).toBe(false);
    expect(receiptMatchesPricePlan(plan, { ...receipt, receivedDate: '2026-10-31' })).toBe(false);
  });
});
