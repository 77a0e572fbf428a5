import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, ceilPercent, cmp, div, exact, mul, ratio, round, sqrtRounded, toNumber } from './exact';

describe('exact decimals', () => {
  it.each([
    [0.1, 0.2, 0.3],
    [34.5, 5.175, 39.675],
    [1e-7, 1e-7, 2e-7],
  ])('when %s + %s is added exactly, then it equals %s (no binary drift)', (a, b, c) => {
    expect(cmp(add(exact(a), exact(b)), exact(c))).toBe(0);
  });

  it('when 0.7 × 3 is multiplied, then it is exactly 2.1 (floating point gives 2.0999…)', () => {
    expect(cmp(mul(exact(0.7), exact(3)), exact('2.1'))).toBe(0);
    expect(0.7 * 3).not.toBe(2.1);
  });

  it.each<[string, number, 'halfEven' | 'halfUp', number]>([
    ['34.45', 1, 'halfEven', 34.4],
    ['34.55', 1, 'halfEven', 34.6],
    ['34.45', 1, 'halfUp', 34.5],
    ['34.451', 1, 'halfEven', 34.5],
    ['-2.5', 0, 'halfEven', -2],
    ['-2.5', 0, 'halfUp', -3],
    ['0.125', 2, 'halfEven', 0.12],
  ])('when %s is rounded to %i places (%s), then %s (GB/T 8170-2008 3.3)', (x, places, mode, expected) => {
    expect(toNumber(round(exact(x), places, mode), places)).toBe(expected);
  });

  it.each([
    [2, 2, 1.41],
    [6.25, 2, 2.5],
    [0, 2, 0],
    [2.7878, 2, 1.67],
  ])('when √%s is taken to %i places, then %s', (x, places, expected) => {
    expect(toNumber(sqrtRounded(exact(x), places), places)).toBe(expected);
  });

  it('when square roots are taken of random decimals, then they agree with floating point away from ties', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (hundredths) => {
        const x = hundredths / 100;
        const got = toNumber(sqrtRounded(exact(x), 2), 2);
        expect(Math.abs(got - Math.sqrt(x))).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });

  it.each([
    [300, 5, 15],
    [301, 5, 16],
    [49, 1, 1],
    [0, 30, 0],
    [101, 30, 31],
  ])('when %i is taken at %s percent rounded up, then %i', (count, percent, expected) => {
    expect(ceilPercent(count, percent)).toBe(expected);
  });

  it('when the input is not a finite decimal or divides by zero, then it throws', () => {
    expect(() => exact(Number.NaN)).toThrow(RangeError);
    expect(() => exact('1,5')).toThrow(RangeError);
    expect(() => div(exact(1), ratio(0))).toThrow(RangeError);
  });
});
