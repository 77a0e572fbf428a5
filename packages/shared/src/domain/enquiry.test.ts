import { describe, expect, it } from 'vitest';
import { businessDateOf } from '../time/business-day';
import { lowestQuoteIds, quoteAmounts, quoteDeadlinePassed, quoteLineAmount } from './enquiry';

describe('quoteLineAmount', () => {
  it('multiplies exactly: 125.5 t of HRB400 at 3860.00 元/t is 484430.00 元', () => {
    expect(quoteLineAmount('125.5', '3860')).toBe('484430.00');
  });
  it('rounds half up to the fen: 0.125 t × 10.10 = 1.2625 → 1.26; 1.005 × 1 = 1.005 → 1.01', () => {
    expect(quoteLineAmount('0.125', '10.10')).toBe('1.26');
    expect(quoteLineAmount('1.005', '1')).toBe('1.01');
    expect(quoteLineAmount('2.345', '1.00')).toBe('2.35');
  });
  it('does not drift like floating point: 0.1 × 0.3 stays 0.03 and 1.015 × 100 is 101.50', () => {
    expect(quoteLineAmount('0.1', '0.3')).toBe('0.03');
    expect(quoteLineAmount('1.015', '100')).toBe('101.50');
  });
  it('keeps a sub-fen product at zero fen or one fen by the half-up rule', () => {
    expect(quoteLineAmount('0.001', '4.99')).toBe('0.00');
    expect(quoteLineAmount('0.001', '5.00')).toBe('0.01');
  });
});

describe('quoteAmounts', () => {
  it('totals the rounded lines (a worked C30 水下 + HRB400 quote)', () => {
    const q = quoteAmounts([
      { quantity: '860', unitPrice: '485.00' }, // 417100.00
      { quantity: '126.350', unitPrice: '3915.50' }, // 494723.425 → 494723.43
      { quantity: '2.333', unitPrice: '3.33' }, // 7.76889 → 7.77
    ]);
    expect(q.amounts).toEqual(['417100.00', '494723.43', '7.77']);
    expect(q.total).toBe('911831.20');
  });
  it('adds the rounded amounts, not the raw products: 3 × (0.333 × 0.015) = 3 × 0.00 fen', () => {
    const line = { quantity: '0.333', unitPrice: '0.015' }; // 0.004995 → 0.00
    expect(quoteAmounts([line, line, line]).total).toBe('0.00');
  });
  it('gives 0.00 for no lines', () => {
    expect(quoteAmounts([])).toEqual({ amounts: [], total: '0.00' });
  });
});

describe('lowestQuoteIds', () => {
  it('compares decimals, not text: 99999.99 is below 100000.00', () => {
    expect(
      lowestQuoteIds([
        { id: 1, total: '100000.00' },
        { id: 2, total: '99999.99' },
      ]),
    ).toEqual([2]);
  });
  it('names every quote of a tie, and none when nothing was quoted', () => {
    expect(
      lowestQuoteIds([
        { id: 1, total: '500.00' },
        { id: 2, total: '500.0' },
        { id: 3, total: '500.01' },
      ]),
    ).toEqual([1, 2]);
    expect(lowestQuoteIds([])).toEqual([]);
  });
});

describe('quoteDeadlinePassed', () => {
  it('takes quotes through the deadline day in China time', () => {
    // 2026-12-10 23:59 in Beijing is 15:59 UTC; midnight in Beijing is 16:00 UTC.
    expect(quoteDeadlinePassed('2026-12-10', new Date('2026-12-10T15:59:59Z'))).toBe(false);
    expect(quoteDeadlinePassed('2026-12-10', new Date('2026-12-10T16:00:00Z'))).toBe(true);
    expect(quoteDeadlinePassed('2026-12-10', new Date('2026-12-09T20:00:00Z'))).toBe(false);
  });
  it('reads the China day, not the UTC day', () => {
    expect(businessDateOf(new Date('2026-12-09T16:30:00Z'))).toBe('2026-12-10');
  });
});
