import { describe, expect, it } from 'vitest';
import { judgeFoundationCheck } from './foundation';

describe('judgeFoundationCheck (GB 50202-2018, docs/domains/works.md)', () => {
  it('bearing capacity: the measured value must reach the design value', () => {
    expect(judgeFoundationCheck('BEARING_CAPACITY', 180, 186).pass).toBe(true);
    expect(judgeFoundationCheck('BEARING_CAPACITY', 180, 180).pass).toBe(true);
    const short = judgeFoundationCheck('BEARING_CAPACITY', 180, 176);
    expect(short).toMatchObject({ key: 'bearingCapacity', actual: 176, op: '>=', limit: 180, pass: false });
  });

  it('compaction coefficient: 0.95 against 0.94 passes, 0.93 fails', () => {
    expect(judgeFoundationCheck('COMPACTION', 0.94, 0.95).pass).toBe(true);
    expect(judgeFoundationCheck('COMPACTION', 0.94, 0.93).pass).toBe(false);
  });

  it('pit elevation: 0 to −50 mm below the design elevation', () => {
    expect(judgeFoundationCheck('PIT_ELEVATION', -6.45, -6.48)).toMatchObject({ actual: -30, pass: true });
    expect(judgeFoundationCheck('PIT_ELEVATION', -6.45, -6.5)).toMatchObject({ actual: -50, pass: true });
    expect(judgeFoundationCheck('PIT_ELEVATION', -6.45, -6.501)).toMatchObject({ actual: -51, pass: false });
    // Left 10 mm high: not yet at the design bottom.
    expect(judgeFoundationCheck('PIT_ELEVATION', -6.45, -6.44)).toMatchObject({ actual: 10, pass: false });
  });

  it('refuses a value that is not a number', () => {
    expect(() => judgeFoundationCheck('COMPACTION', 0.94, Number.NaN)).toThrow(RangeError);
  });
});
