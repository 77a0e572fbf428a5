import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  judgeDivision,
  judgeInspectionLot,
  judgeSingleSampling,
  judgeSubItem,
  minimumSampleSize,
  singleSamplingNumbers,
} from './acceptance';

describe('minimumSampleSize (GB 50300-2013 3.0.9)', () => {
  it.each([
    [1, 1],
    [2, 2],
    [15, 2],
    [16, 3],
    [25, 3],
    [26, 5],
    [90, 5],
    [91, 8],
    [150, 8],
    [151, 13],
    [280, 13],
    [281, 20],
    [500, 20],
    [501, 32],
    [1200, 32],
    [1201, 50],
    [3200, 50],
    [3201, null],
  ])('when a lot holds %i, then at least %s are inspected', (lot, sample) => {
    expect(minimumSampleSize(lot)).toBe(sample);
  });

  it('when lots grow, then the sample never shrinks and never exceeds the lot', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3199 }), (lot) => {
        const here = minimumSampleSize(lot)!;
        expect(minimumSampleSize(lot + 1)!).toBeGreaterThanOrEqual(here);
        expect(here).toBeLessThanOrEqual(lot);
      }),
    );
  });

  it('when the lot size is not a whole number, then it throws', () => {
    expect(() => minimumSampleSize(2.5)).toThrow(RangeError);
  });
});

describe('App. D single sampling', () => {
  it.each([
    [5, 1, 2],
    [8, 2, 3],
    [13, 3, 4],
    [20, 5, 6],
    [32, 7, 8],
    [50, 10, 11],
    [80, 14, 15],
    [125, 21, 22],
  ])('when %i are sampled, then Ac %i and Re %i', (n, accept, reject) => {
    expect(singleSamplingNumbers(n)).toEqual({ accept, reject });
    expect(judgeSingleSampling(n, accept)).toBe(true);
    expect(judgeSingleSampling(n, reject)).toBe(false);
  });

  it('when the sample size has no row, then there is no App. D verdict', () => {
    expect(singleSamplingNumbers(3)).toBeNull();
    expect(judgeSingleSampling(7, 0)).toBeNull();
  });
});

describe('judgeInspectionLot (5.0.1)', () => {
  const main = [
    { key: 'bearingCapacity', pass: true },
    { key: 'integrity', pass: true },
  ];

  it.each<[string, Parameters<typeof judgeInspectionLot>[0], boolean, string[]]>([
    [
      'all main pass, general 8 of 10 points',
      { main, general: [{ key: 'position', points: 10, passedPoints: 8 }], recordsComplete: true },
      true,
      [],
    ],
    [
      'general 7 of 10 points',
      { main, general: [{ key: 'position', points: 10, passedPoints: 7 }], recordsComplete: true },
      false,
      ['general.position.passRate'],
    ],
    [
      'general 4 of 5 points exactly 80 %',
      { main, general: [{ key: 'slump', points: 5, passedPoints: 4 }], recordsComplete: true },
      true,
      [],
    ],
    [
      'a serious defect despite 100 %',
      {
        main,
        general: [{ key: 'cage', points: 5, passedPoints: 5, seriousDefect: true }],
        recordsComplete: true,
      },
      false,
      ['general.cage.seriousDefect'],
    ],
    [
      'one main item fails',
      { main: [...main, { key: 'holeDepth', pass: false }], general: [], recordsComplete: true },
      false,
      ['main.holeDepth'],
    ],
    ['records incomplete', { main, general: [], recordsComplete: false }, false, ['recordsComplete']],
    [
      'App. D: 2 of 8 nonconforming ≤ Ac 2',
      {
        main,
        general: [{ key: 'spacing', points: 8, passedPoints: 6, method: 'appendixD' }],
        recordsComplete: true,
      },
      true,
      [],
    ],
    [
      'App. D: 3 of 8 nonconforming > Ac 2',
      {
        main,
        general: [{ key: 'spacing', points: 8, passedPoints: 5, method: 'appendixD' }],
        recordsComplete: true,
      },
      false,
      ['general.spacing.nonconforming'],
    ],
    [
      'App. D with a sample size not in the table',
      {
        main,
        general: [{ key: 'spacing', points: 7, passedPoints: 7, method: 'appendixD' }],
        recordsComplete: true,
      },
      false,
      ['general.spacing.nonconforming'],
    ],
  ])('when %s, then pass is %s and the failed checks are %j', (_, input, pass, failed) => {
    const r = judgeInspectionLot(input);
    expect(r.pass).toBe(pass);
    expect(r.checks.filter((c) => !c.pass).map((c) => c.key)).toEqual(failed);
  });

  it('when a general item is judged, then its rate is shown against 80 %', () => {
    const r = judgeInspectionLot({
      main,
      general: [{ key: 'position', points: 9, passedPoints: 7 }],
      recordsComplete: true,
    });
    expect(r.checks.find((c) => c.key === 'general.position.passRate')).toMatchObject({
      actual: 0.7778,
      limit: 0.8,
      pass: false,
    });
  });

  it('when passed points exceed the points, then it throws', () => {
    expect(() =>
      judgeInspectionLot({
        main,
        general: [{ key: 'x', points: 3, passedPoints: 4 }],
        recordsComplete: true,
      }),
    ).toThrow(RangeError);
  });

  it('when any points are judged by the 80 % rule, then pass matches passed × 5 ≥ points × 4', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.nat(), (points, k) => {
        const passedPoints = k % (points + 1);
        const r = judgeInspectionLot({
          main: [],
          general: [{ key: 'g', points, passedPoints }],
          recordsComplete: true,
        });
        expect(r.pass).toBe(passedPoints * 5 >= points * 4);
      }),
    );
  });
});

describe('judgeSubItem (5.0.2)', () => {
  it.each<[string, { id: string; pass: boolean }[], boolean, boolean, string[]]>([
    [
      'all lots pass, records complete',
      [
        { id: 'L1', pass: true },
        { id: 'L2', pass: true },
      ],
      true,
      true,
      [],
    ],
    [
      'one lot fails',
      [
        { id: 'L1', pass: true },
        { id: 'L2', pass: false },
      ],
      true,
      false,
      ['L2'],
    ],
    ['records incomplete', [{ id: 'L1', pass: true }], false, false, []],
    ['no lots yet', [], true, false, []],
  ])('when %s, then pass is %s', (_, lots, recordsComplete, pass, failedLots) => {
    expect(judgeSubItem({ lots, recordsComplete })).toMatchObject({ pass, failedLots });
  });
});

describe('judgeDivision (5.0.3)', () => {
  const base = {
    subItems: [
      { code: '010208', pass: true },
      { code: '010207', pass: true },
    ],
    documentsComplete: true,
    safetyFunctionTestsPass: true,
    appearance: 'fair' as const,
  };

  it.each<[string, Partial<Parameters<typeof judgeDivision>[0]>, boolean]>([
    ['everything in order, appearance fair', {}, true],
    ['appearance good', { appearance: 'good' }, true],
    ['appearance poor', { appearance: 'poor' }, false],
    ['a sub-item fails', { subItems: [{ code: '010208', pass: false }] }, false],
    ['pile tests failed', { safetyFunctionTestsPass: false }, false],
    ['documents missing', { documentsComplete: false }, false],
    ['no sub-items', { subItems: [] }, false],
  ])('when %s, then pass is %s', (_, change, pass) => {
    expect(judgeDivision({ ...base, ...change }).pass).toBe(pass);
  });
});
