import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  judgeRebarTest,
  judgeStraightenedWeight,
  REBAR_WEIGHT_TOLERANCE_2007,
  type RebarTestResult,
  rebarBatchCapacity,
  rebarBatchSpecimens,
  rebarBatchVerdict,
  rebarBendMandrelMm,
  rebarGrade,
  rebarRetestPlan,
  weightDeviationPercent,
  weightToleranceFor,
} from './rebar';

const good: RebarTestResult = {
  diameterMm: 20,
  yieldStrength: 450,
  tensileStrength: 600,
  elongation: 20,
  agt: 12,
  bendOk: true,
  weightDeviation: -3,
};

const failing = (grade: string, change: Partial<RebarTestResult>, options = {}) =>
  judgeRebarTest(grade, { ...good, ...change }, options)
    .checks.filter((c) => !c.pass)
    .map((c) => c.key);

describe('rebarGrade', () => {
  it.each([
    ['HRB400', 400, 540, 16, 7.5],
    ['hrb400e', 400, 540, null, 9],
    ['HRBF500', 500, 630, 15, 7.5],
    ['HRB500E', 500, 630, null, 9],
    ['HRB600', 600, 730, 14, 7.5],
  ])('when %s is looked up, then ReL %i, Rm %i, A %s, Agt %s', (grade, rel, rm, a, agt) => {
    expect(rebarGrade(grade)).toMatchObject({ yieldStrength: rel, tensileStrength: rm, elongation: a, agt });
  });

  it('when a grade is unknown (HRB600E does not exist), then null', () => {
    expect(rebarGrade('HRB600E')).toBeNull();
    expect(rebarGrade('HPB300')).toBeNull();
  });
});

describe('judgeRebarTest (GB/T 1499.2-2018, GB 50204-2015 5.2.1 / 5.2.3)', () => {
  it('when every receipt item of a seismic bar is within its limit, then it passes with each check shown', () => {
    const r = judgeRebarTest('HRB400E', good);
    expect(r).toMatchObject({ pass: true, missing: [] });
    expect(r.checks.map((c) => c.key)).toEqual([
      'yieldStrength',
      'tensileStrength',
      'agt',
      'bend',
      'weightDeviation',
      'strengthRatio',
      'overstrengthRatio',
    ]);
    expect(r.checks.find((c) => c.key === 'strengthRatio')).toMatchObject({ actual: 1.3333, limit: 1.25 });
  });

  it.each<[string, string, Partial<RebarTestResult>, string[]]>([
    ['ReL exactly 400', 'HRB400', { yieldStrength: 400, tensileStrength: 540 }, []],
    ['ReL 399', 'HRB400', { yieldStrength: 399 }, ['yieldStrength']],
    ['Rm 539', 'HRB400', { tensileStrength: 539 }, ['tensileStrength']],
    ['A exactly 16 %', 'HRB400', { elongation: 16 }, []],
    ['A 15.5 %', 'HRB400', { elongation: 15.5 }, ['elongation']],
    [
      'A 15 % on a 28 mm bar (1 % lower allowed)',
      'HRB400',
      { diameterMm: 28, elongation: 15, weightDeviation: -4 },
      [],
    ],
    [
      'A 14 % on a 50 mm bar (2 % lower allowed)',
      'HRB400',
      { diameterMm: 50, elongation: 14, weightDeviation: -4 },
      [],
    ],
    ['Agt exactly 7.5 % (not seismic)', 'HRB400', { agt: 7.5 }, []],
    ['Agt 7.4 % (not seismic)', 'HRB400', { agt: 7.4 }, ['agt']],
    ['Agt exactly 9.0 % (seismic)', 'HRB400E', { agt: 9 }, []],
    ['Agt 8.9 % (seismic)', 'HRB400E', { agt: 8.9 }, ['agt']],
    ['Rm/ReL exactly 1.25', 'HRB400E', { yieldStrength: 480, tensileStrength: 600 }, []],
    ['Rm/ReL 1.2474', 'HRB400E', { yieldStrength: 481, tensileStrength: 600 }, ['strengthRatio']],
    ['ReL/ReL,k exactly 1.30', 'HRB400E', { yieldStrength: 520, tensileStrength: 650 }, []],
    ['ReL/ReL,k 1.3025', 'HRB400E', { yieldStrength: 521, tensileStrength: 660 }, ['overstrengthRatio']],
    ['HRB500E ReL/ReL,k exactly 1.30', 'HRB500E', { yieldStrength: 650, tensileStrength: 812.5 }, []],
    ['a cracked bend specimen', 'HRB400', { bendOk: false }, ['bend']],
    ['weight −6.0 % on a 10 mm bar (±6.0 %)', 'HRB400', { diameterMm: 10, weightDeviation: -6 }, []],
    [
      'weight −6.1 % on a 10 mm bar',
      'HRB400',
      { diameterMm: 10, weightDeviation: -6.1 },
      ['weightDeviation'],
    ],
    ['weight +6.0 % on a 12 mm bar', 'HRB400', { diameterMm: 12, weightDeviation: 6 }, []],
    ['weight −5.0 % on a 14 mm bar (±5 %)', 'HRB400', { diameterMm: 14, weightDeviation: -5 }, []],
    [
      'weight −4.01 % on a 22 mm bar (±4 %)',
      'HRB400',
      { diameterMm: 22, weightDeviation: -4.01 },
      ['weightDeviation'],
    ],
  ])('when %s (%s), then the failing checks are %j', (_, grade, change, failed) => {
    expect(failing(grade, change)).toEqual(failed);
  });

  it('when the 2007 tolerances are chosen, then −6.5 % on a 10 mm bar passes', () => {
    const change = { diameterMm: 10, weightDeviation: -6.5 };
    expect(failing('HRB400', change)).toEqual(['weightDeviation']);
    expect(failing('HRB400', change, { weightTolerance: REBAR_WEIGHT_TOLERANCE_2007 })).toEqual([]);
  });

  it('when a non-E bar is used as a seismic bar, then the ratios and Agt ≥ 9 % apply', () => {
    expect(
      failing('HRB400', { agt: 8.5, yieldStrength: 481, tensileStrength: 600 }, { seismic: true }),
    ).toEqual(['agt', 'strengthRatio']);
  });

  it('when receipt items are missing, then they are listed and the result does not pass', () => {
    expect(judgeRebarTest('HRB400', { diameterMm: 20 })).toEqual({
      pass: false,
      checks: [],
      missing: ['yieldStrength', 'tensileStrength', 'bend', 'weightDeviation', 'elongation'],
    });
    expect(judgeRebarTest('HRB400E', { ...good, agt: undefined }).missing).toEqual(['agt']);
    expect(judgeRebarTest('HRB400E', { ...good, elongation: undefined }).missing).toEqual([]);
  });

  it('when the grade or the size is unknown, then it throws', () => {
    expect(() => judgeRebarTest('Q235', good)).toThrow(RangeError);
    expect(() => judgeRebarTest('HRB400', { ...good, diameterMm: 13 })).toThrow(RangeError);
  });

  it('when the seismic ratio sits anywhere around 1.25, then the exact comparison decides', () => {
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 500 }), fc.integer({ min: 540, max: 700 }), (rel, rm) => {
        const r = judgeRebarTest('HRB400E', { ...good, yieldStrength: rel, tensileStrength: rm });
        const check = r.checks.find((c) => c.key === 'strengthRatio');
        expect(check?.pass).toBe(rm * 100 >= rel * 125);
      }),
    );
  });
});

describe('weight deviation', () => {
  it('when 5 bars of 20 mm, 0.5 m each, weigh 6.0 kg, then the deviation is −2.83 %', () => {
    expect(weightDeviationPercent({ massKg: 6.0, totalLengthM: 2.5, diameterMm: 20 })).toBe(-2.83);
    expect(weightDeviationPercent({ massKg: 6.175, totalLengthM: 2.5, diameterMm: 20 })).toBe(0);
    expect(weightDeviationPercent({ massKg: 1, totalLengthM: 1, diameterMm: 7 })).toBeNull();
  });

  it.each([
    [6, 6],
    [12, 6],
    [14, 5],
    [20, 5],
    [22, 4],
    [50, 4],
    [13, null],
  ])('when the bar is %i mm, then the 2018 tolerance (unconfirmed) is ±%s %%', (d, tol) => {
    expect(weightToleranceFor(d)).toBe(tol);
  });
});

describe('bend mandrel (180°)', () => {
  it.each([
    ['HRB400', 20, 80],
    ['HRB400', 25, 100],
    ['HRB400', 28, 140],
    ['HRB400', 50, 300],
    ['HRB500E', 25, 150],
    ['HRB600', 32, 224],
    ['HRB400', 55, null],
    ['HPB300', 10, null],
  ])('when a %s bar of %i mm is bent, then the mandrel is %s mm', (grade, d, mm) => {
    expect(rebarBendMandrelMm(grade, d)).toBe(mm);
  });
});

describe('batches and retest', () => {
  it.each([
    [30, 2],
    [60, 2],
    [60.1, 3],
    [100, 3],
    [100.5, 4],
    [140, 4],
  ])('when a batch weighs %s t, then it needs %i tensile and as many bend specimens', (t, n) => {
    expect(rebarBatchSpecimens(t)).toEqual({ tensile: n, bend: n, weightBars: 5 });
  });

  it.each<[object, number]>([
    [{}, 60],
    [{ certified: true }, 120],
    [{ consecutiveFirstPasses: 2 }, 60],
    [{ consecutiveFirstPasses: 3 }, 120],
    [{ certified: true, enlargedBatchFailed: true }, 60],
  ])('when the history is %j, then a batch holds %i t', (input, tonnes) => {
    expect(rebarBatchCapacity(input)).toBe(tonnes);
  });

  it('when an item fails, then twice its specimens are retested', () => {
    expect(rebarRetestPlan([{ item: 'yieldStrength', specimens: 2 }])).toEqual([
      { item: 'yieldStrength', specimens: 4 },
    ]);
  });

  it.each<
    [
      string,
      Parameters<typeof rebarBatchVerdict>[0],
      Parameters<typeof rebarBatchVerdict>[1],
      string,
      string[],
    ]
  >([
    ['nothing failed', [], {}, 'pass', []],
    ['elongation failed, not yet retested', ['elongation'], {}, 'retest', ['elongation']],
    [
      'elongation failed, all 4 retests pass',
      ['elongation'],
      { elongation: [true, true, true, true] },
      'pass',
      [],
    ],
    [
      'elongation failed, a retest fails',
      ['elongation'],
      { elongation: [true, false, true, true] },
      'reject',
      [],
    ],
    [
      'two items failed, one retested',
      ['elongation', 'bend'],
      { elongation: [true, true, true, true] },
      'retest',
      ['bend'],
    ],
  ])('when %s, then the batch is %s', (_, failed, retest, verdict, pending) => {
    expect(rebarBatchVerdict(failed, retest)).toEqual({ verdict, pending });
  });
});

describe('straightened coil bars (GB 50204-2015 5.3.4)', () => {
  it.each<[string, number, number, boolean | null]>([
    ['HRB400', 10, -8, true],
    ['HRB400', 10, -8.1, false],
    ['HRB500E', 16, -6, true],
    ['HRB400', 16, -6.5, false],
    ['HPB300', 8, -10, true],
    ['HPB300', 8, -10.5, false],
    ['HRB400', 20, -3, null],
  ])('when a %s bar of %i mm deviates %s %%, then %s', (grade, d, dev, ok) => {
    expect(judgeStraightenedWeight(grade, d, dev)).toBe(ok);
  });
});
