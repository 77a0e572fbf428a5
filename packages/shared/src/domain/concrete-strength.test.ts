import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  equivalentCuringAge,
  fcukOf,
  groupRepresentative,
  parseStrengthGrade,
  sizeConversionFactor,
  specimenGroupValue,
} from './concrete-strength';
import {
  chooseEvaluationMethod,
  evaluateConcreteLot,
  evaluateKnownSigma,
  evaluateNonStatistical,
  evaluateSampleSigma,
  lambdaBand,
  priorSigma,
  SAMPLE_SIGMA_RULES,
  standardDeviation,
} from './concrete-strength-lot';

const byKey = (checks: { key: string; pass: boolean }[]) =>
  Object.fromEntries(checks.map((c) => [c.key, c.pass]));

describe('parseStrengthGrade', () => {
  it.each([
    ['C30', 30],
    ['c60', 60],
    [' C25 ', 25],
    ['C100', 100],
    ['C10', 10],
  ])('when %j is parsed, then fcu,k is %i', (text, fcuk) => {
    expect(parseStrengthGrade(text)).toEqual({ grade: `C${fcuk}`, fcuk });
  });

  it.each(['30', 'C', 'C5', 'C030', 'C30.5', 'LC30', 'C110', ''])(
    'when %j is parsed, then it is null',
    (text) => {
      expect(parseStrengthGrade(text)).toBeNull();
    },
  );

  it('when a grade is neither a grade text nor a positive number, then fcukOf throws', () => {
    expect(fcukOf('C35')).toBe(35);
    expect(fcukOf(45)).toBe(45);
    expect(() => fcukOf('B30')).toThrow(RangeError);
    expect(() => fcukOf(0)).toThrow(RangeError);
  });
});

describe('groupRepresentative (GB/T 50107-2010 4.3.1)', () => {
  it.each<[string, number[], 'valid' | 'invalid', number | null, string | null]>([
    ['both extremes within 15 %: the mean', [31.2, 34.5, 36.0], 'valid', 33.9, 'mean'],
    ['the same, in any order', [36.0, 31.2, 34.5], 'valid', 33.9, 'mean'],
    ['the mean is rounded to 0.1 MPa', [33.0, 33.0, 33.2], 'valid', 33.1, 'mean'],
    ['the low value deviates 18.8 %: the middle value', [28.0, 34.5, 36.0], 'valid', 34.5, 'middle'],
    ['the high value deviates 15.9 %: the middle value', [33.0, 34.5, 40.0], 'valid', 34.5, 'middle'],
    ['both deviate: the group is invalid', [28.0, 34.5, 40.0], 'invalid', null, null],
    ['both exactly 15 %: still the mean (≤ 15 %)', [17.0, 20.0, 23.0], 'valid', 20.0, 'mean'],
    ['low 15.5 %, high exactly 15 %: the middle value', [16.9, 20.0, 23.0], 'valid', 20.0, 'middle'],
    ['high 15.5 %, low exactly 15 %: the middle value', [17.0, 20.0, 23.1], 'valid', 20.0, 'middle'],
    ['three equal values', [30.0, 30.0, 30.0], 'valid', 30.0, 'mean'],
  ])('when %s (cubes %j), then %s, value %s, rule %s', (_, strengths, status, value, rule) => {
    const g = groupRepresentative(strengths);
    expect(g).toMatchObject({ status, value, rule });
    expect(g.checks.map((c) => c.key)).toEqual(['upperDeviation', 'lowerDeviation']);
  });

  it('when a group is judged, then each deviation is reported with the 15 % limit', () => {
    const g = groupRepresentative([28.0, 34.5, 36.0]);
    expect(g.checks).toEqual([
      expect.objectContaining({ key: 'upperDeviation', actual: 0.0435, limit: 0.15, pass: true }),
      expect.objectContaining({ key: 'lowerDeviation', actual: 0.1884, limit: 0.15, pass: false }),
    ]);
  });

  it('when a conversion applies, then the unrounded value is converted and rounded once', () => {
    // mean 30.3667 × 0.95 = 28.848 → 28.8; rounding first would give 30.4 × 0.95 = 28.88 → 28.9
    expect(groupRepresentative([30.0, 30.5, 30.6], { multiplier: 0.95 }).value).toBe(28.8);
    expect(groupRepresentative([26.0, 27.0, 28.0], { divisor: 0.88 }).value).toBe(30.7);
  });

  it('when a group is not three positive strengths, then it throws', () => {
    expect(() => groupRepresentative([30, 31])).toThrow(RangeError);
    expect(() => groupRepresentative([30, 31, 0])).toThrow(RangeError);
    expect(() => groupRepresentative([30, 31, Number.NaN])).toThrow(RangeError);
  });

  it('when any valid group is judged, then its value lies between its lowest and highest cube', () => {
    const strength = fc.integer({ min: 50, max: 1000 }).map((t) => t / 10);
    fc.assert(
      fc.property(fc.tuple(strength, strength, strength), (cubes) => {
        const g = groupRepresentative(cubes);
        if (g.value === null) return;
        expect(g.value).toBeGreaterThanOrEqual(Math.min(...cubes));
        expect(g.value).toBeLessThanOrEqual(Math.max(...cubes));
        expect(groupRepresentative([...cubes].reverse())).toEqual(g);
      }),
    );
  });
});

describe('sizeConversionFactor (4.3.2)', () => {
  it.each<[string | number, number, number | undefined, object]>([
    ['C30', 150, undefined, { kind: 'factor', factor: 1, source: 'standard' }],
    ['C30', 100, undefined, { kind: 'factor', factor: 0.95, source: 'standard' }],
    ['C30', 200, undefined, { kind: 'factor', factor: 1.05, source: 'standard' }],
    ['C55', 100, undefined, { kind: 'factor', factor: 0.95, source: 'standard' }],
    ['C60', 150, undefined, { kind: 'factor', factor: 1, source: 'standard' }],
    ['C60', 100, undefined, { kind: 'needs-factor', sizeMm: 100 }],
    ['C80', 200, undefined, { kind: 'needs-factor', sizeMm: 200 }],
    ['C60', 100, 0.93, { kind: 'factor', factor: 0.93, source: 'tested' }],
    ['C30', 120, undefined, { kind: 'unknown-size', sizeMm: 120 }],
  ])('when %s is tested on %i mm cubes (tested factor %s), then %j', (grade, size, tested, expected) => {
    expect(sizeConversionFactor(grade, size, tested)).toEqual(expected);
  });
});

describe('specimenGroupValue', () => {
  it.each<[string, Parameters<typeof specimenGroupValue>[0], object]>([
    [
      '150 mm standard-cured: the representative value',
      { strengths: [31.2, 34.5, 36.0], grade: 'C30' },
      { status: 'valid', value: 33.9, sizeFactor: 1, curingDivisor: 1 },
    ],
    [
      '100 mm cubes below C60: ×0.95',
      { strengths: [31.2, 34.5, 36.0], grade: 'C30', sizeMm: 100 },
      { status: 'valid', value: 32.2, sizeFactor: 0.95 },
    ],
    [
      'same-condition: ÷0.88',
      { strengths: [26.0, 27.0, 28.0], grade: 'C30', curing: 'same-condition' },
      { status: 'valid', value: 30.7, curingDivisor: 0.88 },
    ],
    [
      '100 mm same-condition: ×0.95 ÷0.88, rounded once',
      { strengths: [26.0, 27.0, 28.0], grade: 'C30', sizeMm: 100, curing: 'same-condition' },
      { status: 'valid', value: 29.1 },
    ],
    [
      'C60 on 100 mm cubes without a tested factor',
      { strengths: [66.0, 68.0, 70.0], grade: 'C60', sizeMm: 100 },
      { status: 'needs-factor', value: null, sizeFactor: null },
    ],
    [
      'an invalid group stays invalid',
      { strengths: [28.0, 34.5, 40.0], grade: 'C30', sizeMm: 100 },
      { status: 'invalid', value: null },
    ],
  ])('when %s, then the value to evaluate is right', (_, input, expected) => {
    expect(specimenGroupValue(input)).toMatchObject(expected);
  });
});

describe('equivalentCuringAge (GB 50204-2015 App. C: 600 ℃·d, 14–60 d)', () => {
  const days = (n: number, t: number) => Array<number>(n).fill(t);

  it.each<[string, number[], object]>([
    ['20 ℃ daily: 600 ℃·d on day 30', days(30, 20), { reachedOnDay: 30, testAgeDays: 30, due: true }],
    [
      '20 ℃ for 29 days: not yet',
      days(29, 20),
      { degreeDays: 580, reachedOnDay: null, testAgeDays: null, due: false },
    ],
    ['30 ℃ daily: reached on day 20', days(20, 30), { reachedOnDay: 20, testAgeDays: 20, due: true }],
    [
      '50 ℃ daily: reached on day 12, tested at 14 d',
      days(12, 50),
      { reachedOnDay: 12, testAgeDays: 14, due: false },
    ],
    ['50 ℃ for 14 days: due at 14 d', days(14, 50), { reachedOnDay: 12, testAgeDays: 14, due: true }],
    ['43 ℃ daily: reached on day 14 exactly', days(14, 43), { reachedOnDay: 14, testAgeDays: 14, due: true }],
    ['5 ℃ for 59 days: not yet', days(59, 5), { degreeDays: 295, testAgeDays: null, due: false }],
    ['5 ℃ for 60 days: the window closes, test at 60 d', days(60, 5), { testAgeDays: 60, due: true }],
    ['10 ℃ daily: reached on day 60', days(60, 10), { reachedOnDay: 60, testAgeDays: 60, due: true }],
    [
      'frost days (≤ 0 ℃) count nothing',
      [...days(10, -3), ...days(5, 0), ...days(30, 20)],
      { reachedOnDay: 45, testAgeDays: 45, degreeDays: 600 },
    ],
    ['tenths of a degree add exactly', days(30, 19.9).concat([3.0]), { degreeDays: 600, reachedOnDay: 31 }],
  ])('when %s, then the test age is right', (_, temps, expected) => {
    expect(equivalentCuringAge(temps)).toMatchObject(expected);
  });
});

describe('standard deviations (5.1.2, 5.1.3)', () => {
  const tenGroups = [33.2, 35.6, 31.8, 36.4, 34.0, 32.9, 37.1, 34.8, 33.5, 35.3];

  it('when ten groups are given, then S is 1.67 MPa to 0.01', () => {
    expect(standardDeviation(tenGroups)).toBe(1.67);
  });

  it('when 45 prior groups give σ0 2.69, then it is sufficient and applied as computed', () => {
    const prior = [
      40.1, 40.6, 36.2, 33.6, 32.5, 36.1, 32.7, 31.4, 36.6, 36.4, 37.7, 33.1, 36.0, 35.8, 31.2, 37.7, 37.0,
      43.6, 36.6, 35.5, 39.9, 36.6, 38.9, 34.8, 36.7, 39.3, 38.2, 36.4, 32.5, 37.4, 36.2, 38.3, 36.7, 39.5,
      35.8, 36.6, 38.1, 32.5, 34.7, 34.4, 42.3, 35.7, 38.1, 38.0, 35.1,
    ];
    expect(priorSigma(prior)).toMatchObject({ groups: 45, sufficient: true, computed: 2.69, applied: 2.69 });
    expect(priorSigma(prior.slice(0, 44))).toMatchObject({ groups: 44, sufficient: false });
  });

  it('when prior groups scatter little, then σ0 is floored at 2.5 MPa', () => {
    const steady = Array.from({ length: 45 }, (_, i) => 35 + (i % 3) / 10);
    expect(priorSigma(steady)).toMatchObject({ computed: 0.08, applied: 2.5 });
    expect(priorSigma([35])).toMatchObject({ computed: null, applied: null, sufficient: false });
  });
});

describe('evaluateKnownSigma, method A (5.1.1)', () => {
  it.each<[string, string, number[], number, 'pass' | 'fail', Record<string, boolean>]>([
    ['C30, σ0 2.69, a good lot', 'C30', [33.0, 35.2, 31.5], 2.69, 'pass', {}],
    ['C30, σ0 3.0: m = 32.1 = 30 + 0.7σ0 passes', 'C30', [32.1, 32.1, 32.1], 3.0, 'pass', { mean: true }],
    ['C30, σ0 3.0: m = 32.0 fails', 'C30', [32.0, 32.0, 32.0], 3.0, 'fail', { mean: false }],
    [
      'C30, σ0 3.0: fmin = 27.9 = 30 − 0.7σ0 passes',
      'C30',
      [27.9, 34.0, 35.0],
      3.0,
      'pass',
      { minAgainstSigma: true, minAgainstGrade: true },
    ],
    ['C30, σ0 3.0: fmin = 27.8 fails', 'C30', [27.8, 34.0, 35.0], 3.0, 'fail', { minAgainstSigma: false }],
    [
      'C20 (≤ C20 → 0.85), σ0 5.0: fmin 17.0 passes',
      'C20',
      [17.0, 27.0, 27.0],
      5.0,
      'pass',
      { minAgainstSigma: true, minAgainstGrade: true },
    ],
    [
      'C20, σ0 5.0: fmin 16.9 fails only the 0.85 rule',
      'C20',
      [16.9, 27.0, 27.0],
      5.0,
      'fail',
      { minAgainstSigma: true, minAgainstGrade: false },
    ],
    [
      'C25 (> C20 → 0.90), σ0 5.0: fmin 22.4 fails only the 0.90 rule',
      'C25',
      [22.4, 32.0, 32.0],
      5.0,
      'fail',
      { minAgainstSigma: true, minAgainstGrade: false },
    ],
    ['C25, σ0 5.0: fmin 22.5 passes', 'C25', [22.5, 32.0, 32.0], 5.0, 'pass', { minAgainstGrade: true }],
    [
      'σ0 1.8 is floored at 2.5: m 31.7 < 31.75 fails',
      'C30',
      [31.7, 31.7, 31.7],
      1.8,
      'fail',
      { mean: false },
    ],
    ['σ0 1.8 floored: m 31.8 passes', 'C30', [31.8, 31.8, 31.8], 1.8, 'pass', { mean: true }],
  ])('when %s (%s, groups %j, σ0 %s), then %s', (_, grade, values, sigma0, verdict, checks) => {
    const r = evaluateKnownSigma({ grade, values, sigma0 });
    expect(r.verdict).toBe(verdict);
    expect(byKey(r.checks)).toMatchObject(checks);
  });

  it('when σ0 is below 2.5, then both the computed and the applied σ0 are reported', () => {
    const r = evaluateKnownSigma({ grade: 'C30', values: [31.8, 31.8, 31.8], sigma0: 1.8 });
    expect(r.sigma).toEqual({ computed: 1.8, applied: 2.5 });
    expect(r.checks[0]).toMatchObject({ key: 'mean', actual: 31.8, op: '>=', limit: 31.75 });
    expect(r.coefficients).toEqual({ sigmaFactor: 0.7, fminFactor: 0.9 });
  });

  it('when the lot is not 3 groups or σ0 is unknown, then method A does not apply', () => {
    expect(evaluateKnownSigma({ grade: 'C30', values: [33, 34], sigma0: 3 }).verdict).toBe('not-applicable');
    const r = evaluateKnownSigma({ grade: 'C30', values: [33, 34, 35] });
    expect(r.verdict).toBe('not-applicable');
    expect(byKey(r.checks)).toEqual({ groupCount: true, sigma0: false });
  });
});

describe('evaluateSampleSigma, method B (5.1.3–5.1.4)', () => {
  const tenGroups = [33.2, 35.6, 31.8, 36.4, 34.0, 32.9, 37.1, 34.8, 33.5, 35.3];

  it.each([
    [9, null],
    [10, { lambda1: 1.15, lambda2: 0.9 }],
    [14, { lambda1: 1.15, lambda2: 0.9 }],
    [15, { lambda1: 1.05, lambda2: 0.85 }],
    [19, { lambda1: 1.05, lambda2: 0.85 }],
    [20, { lambda1: 0.95, lambda2: 0.85 }],
    [200, { lambda1: 0.95, lambda2: 0.85 }],
  ])('when the lot has %i groups, then λ1, λ2 are %j', (n, band) => {
    expect(lambdaBand(n)).toEqual(band === null ? null : expect.objectContaining(band));
  });

  it('when ten C30 groups have S = 1.67, then S is floored at 2.5 and the lot passes', () => {
    const r = evaluateSampleSigma({ grade: 'C30', values: tenGroups });
    expect(r).toMatchObject({
      verdict: 'pass',
      mean: 34.5,
      min: 31.8,
      sigma: { computed: 1.67, applied: 2.5 },
    });
    expect(r.checks).toEqual([
      expect.objectContaining({ key: 'mean', actual: 34.5, limit: 32.875, pass: true }),
      expect.objectContaining({ key: 'min', actual: 31.8, limit: 27, pass: true }),
    ]);
  });

  it('when the same lot is C35, then the mean condition fails (34.5 < 35 + 1.15 × 2.5)', () => {
    const r = evaluateSampleSigma({ grade: 'C35', values: tenGroups });
    expect(r.verdict).toBe('fail');
    expect(byKey(r.checks)).toEqual({ mean: false, min: true });
  });

  it('when S exceeds 2.5, then S itself is applied', () => {
    const spread = [26.0, 38.0, 30.0, 36.0, 33.0, 31.0, 35.0, 29.0, 37.0, 34.0];
    const r = evaluateSampleSigma({ grade: 'C25', values: spread });
    expect(r.sigma).toEqual({ computed: 3.84, applied: 3.84 });
    // m = 32.9 ≥ 25 + 1.15 × 3.84 = 29.416; fmin 26.0 ≥ 0.90 × 25 = 22.5
    expect(r.verdict).toBe('pass');
    expect(r.checks[0]).toMatchObject({ limit: 29.416 });
  });

  it.each<[string, number[], 'pass' | 'fail']>([
    ['n = 10: fmin 27.0 = 0.90 × 30 passes', [27.0, ...tenGroups.slice(1)], 'pass'],
    ['n = 10: fmin 26.9 fails', [26.9, ...tenGroups.slice(1)], 'fail'],
    ['n = 15: fmin 25.5 = 0.85 × 30 passes', [25.5, ...tenGroups.slice(1), 36, 36, 36, 36, 36], 'pass'],
    ['n = 15: fmin 25.4 fails', [25.4, ...tenGroups.slice(1), 36, 36, 36, 36, 36], 'fail'],
  ])('when %s (groups %j), then %s', (_, values, verdict) => {
    expect(evaluateSampleSigma({ grade: 'C30', values }).verdict).toBe(verdict);
  });

  it('when the lot has fewer than 10 groups, then method B does not apply', () => {
    const r = evaluateSampleSigma({ grade: 'C30', values: tenGroups.slice(0, 9) });
    expect(r).toMatchObject({ verdict: 'not-applicable', mean: null });
    expect(r.checks).toEqual([
      expect.objectContaining({ key: 'groupCount', actual: 9, limit: 10, pass: false }),
    ]);
  });

  it('when the band table is configured, then the configured λ apply', () => {
    const strict = { ...SAMPLE_SIGMA_RULES, bands: [{ minGroups: 10, lambda1: 2, lambda2: 0.95 }] };
    expect(evaluateSampleSigma({ grade: 'C30', values: tenGroups }, strict).verdict).toBe('fail');
  });
});

describe('evaluateNonStatistical, method C (5.2.2–5.2.3)', () => {
  it.each<[string, string, number[], 'pass' | 'fail', Record<string, boolean>]>([
    ['C30: m 34.6 ≥ 34.5 and fmin 33.9 ≥ 28.5', 'C30', [33.9, 35.2, 34.6], 'pass', { mean: true, min: true }],
    ['C30: m exactly 1.15 × 30 = 34.5 passes', 'C30', [34.5, 34.5, 34.5], 'pass', { mean: true }],
    ['C30: m 34.4 fails', 'C30', [34.4, 34.4, 34.4], 'fail', { mean: false }],
    [
      'C30: fmin exactly 0.95 × 30 = 28.5 passes',
      'C30',
      [28.5, 37.5, 37.5],
      'pass',
      { mean: true, min: true },
    ],
    ['C30: fmin 28.4 fails', 'C30', [28.4, 37.6, 37.6], 'fail', { mean: true, min: false }],
    ['C55 (< C60, λ3 1.15): m 63.3 passes', 'C55', [63.3, 63.3], 'pass', { mean: true }],
    ['C55: m 63.2 fails', 'C55', [63.2, 63.2], 'fail', { mean: false }],
    ['C60 (λ3 1.10): m 66.0 passes', 'C60', [66.0, 66.0, 66.0], 'pass', { mean: true }],
    ['C60: m 65.9 fails', 'C60', [65.9, 65.9, 65.9], 'fail', { mean: false }],
    ['C60: fmin 57.0 = 0.95 × 60 passes', 'C60', [57.0, 70.0, 71.0], 'pass', { min: true }],
    ['a single group (one pile)', 'C30', [34.5], 'pass', { mean: true, min: true }],
    ['mean 34.45 rounds half to even to 34.4 and fails', 'C30', [34.4, 34.5], 'fail', { mean: false }],
    ['mean 34.55 rounds half to even to 34.6 and passes', 'C30', [34.5, 34.6], 'pass', { mean: true }],
  ])('when %s (%s, groups %j), then %s', (_, grade, values, verdict, checks) => {
    const r = evaluateNonStatistical({ grade, values });
    expect(r.verdict).toBe(verdict);
    expect(byKey(r.checks)).toMatchObject(checks);
  });

  it('when there are no groups or 10 or more, then method C does not apply', () => {
    expect(evaluateNonStatistical({ grade: 'C30', values: [] }).verdict).toBe('not-applicable');
    expect(evaluateNonStatistical({ grade: 'C30', values: Array(10).fill(40) }).verdict).toBe(
      'not-applicable',
    );
  });
});

describe('evaluateConcreteLot', () => {
  it.each<[number, boolean, string]>([
    [3, true, 'knownSigma'],
    [1, false, 'nonStatistical'],
    [9, false, 'nonStatistical'],
    [10, false, 'sampleSigma'],
    [30, false, 'sampleSigma'],
  ])('when there are %i groups and σ0 known is %s, then the method is %s', (n, known, method) => {
    expect(chooseEvaluationMethod(n, known)).toBe(method);
  });

  it('when no method is given, then the lot is evaluated by the chosen one', () => {
    expect(evaluateConcreteLot({ grade: 'C30', values: [33.9, 35.2, 34.6] }).method).toBe('nonStatistical');
    expect(evaluateConcreteLot({ grade: 'C30', values: [33.9, 35.2, 34.6], sigma0: 3 }).method).toBe(
      'knownSigma',
    );
    expect(evaluateConcreteLot({ grade: 'C30', values: Array(12).fill(36) })).toMatchObject({
      method: 'sampleSigma',
      verdict: 'pass',
      sigma: { computed: 0, applied: 2.5 },
    });
  });

  it('when a method is forced, then it is used', () => {
    const r = evaluateConcreteLot({ grade: 'C30', values: Array(12).fill(36), method: 'nonStatistical' });
    expect(r).toMatchObject({ method: 'nonStatistical', verdict: 'not-applicable' });
  });
});
