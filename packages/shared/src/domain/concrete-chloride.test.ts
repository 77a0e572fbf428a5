import { describe, expect, it } from 'vitest';
import { CHLORIDE_LIMITS, judgeChloride } from './concrete-chloride';

describe('judgeChloride (GB 50164-2011 3.1.8, unconfirmed limits)', () => {
  it.each([
    ['dry', 0.3, true],
    ['dry', 0.31, false],
    ['humid', 0.2, true],
    ['humid', 0.21, false],
    ['humidChloride', 0.1, true],
    ['humidChloride', 0.11, false],
    ['deicingSalt', 0.06, true],
    ['deicingSalt', 0.061, false],
    ['plain', 1.0, true],
    ['plain', 1.01, false],
  ] as const)(
    'when %s concrete holds %f %%, then pass is %s (limit at its boundary)',
    (environment, value, pass) => {
      const r = judgeChloride({ environment, chloridePercent: value });
      expect(r.pass).toBe(pass);
      expect(r.limit).toBe(CHLORIDE_LIMITS[environment]);
    },
  );
  it('when the member is prestressed, then the 0.06 % limit applies whatever the environment', () => {
    const r = judgeChloride({ environment: 'dry', chloridePercent: 0.08, prestressed: true });
    expect(r).toMatchObject({ environment: 'prestressed', limit: 0.06, pass: false });
  });
  it('when 0.1 + 0.2 style decimals meet the limit, then the comparison is exact', () => {
    expect(judgeChloride({ environment: 'humid', chloridePercent: 0.1 + 0.1 }).pass).toBe(true);
  });
  it('when a limit is configured, then it overrides the table', () => {
    const r = judgeChloride(
      { environment: 'humid', chloridePercent: 0.15 },
      { ...CHLORIDE_LIMITS, humid: 0.1 },
    );
    expect(r.pass).toBe(false);
  });
  it('when the value is negative, then it is refused', () => {
    expect(() => judgeChloride({ environment: 'humid', chloridePercent: -1 })).toThrow(RangeError);
  });
});
