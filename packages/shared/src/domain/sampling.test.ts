import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pilePourGroups, pileRunGroups, specimenRate, structuralPourGroups, witnessRatio } from './sampling';

describe('pileRunGroups (GB 50202-2018 5.1.3)', () => {
  it.each<[string, Parameters<typeof pileRunGroups>[0], number, string]>([
    ['50 m³: one group', { volumeM3: 50 }, 1, 'volume'],
    ['50.1 m³: a started 50 m³ counts', { volumeM3: 50.1 }, 2, 'volume'],
    ['100 m³: two groups', { volumeM3: 100 }, 2, 'volume'],
    ['120 m³: three groups', { volumeM3: 120 }, 3, 'volume'],
    ['49 m³ in 10 h: one group per 12 h', { volumeM3: 49, continuousHours: 10 }, 1, 'hours'],
    ['49.9 m³ in 12 h: one group', { volumeM3: 49.9, continuousHours: 12 }, 1, 'hours'],
    ['30 m³ over 13 h: two groups', { volumeM3: 30, continuousHours: 13 }, 2, 'hours'],
    ['30 m³ over 26 h: three groups', { volumeM3: 30, continuousHours: 26 }, 3, 'hours'],
    ['20 m³, hours unknown: one group', { volumeM3: 20 }, 1, 'hours'],
    ['0 m³: still one group for the pour', { volumeM3: 0 }, 1, 'hours'],
    ['single-column pile of 20 m³: one', { volumeM3: 20, singleColumnSinglePile: true }, 1, 'hours'],
  ])('when %s (%j), then %i groups by %s', (_, run, groups, basis) => {
    expect(pileRunGroups(run)).toEqual({ groups, basis });
  });

  it('when the volume is not a number, then it throws', () => {
    expect(() => pileRunGroups({ volumeM3: Number.NaN })).toThrow(RangeError);
    expect(() => pileRunGroups({ volumeM3: -1 })).toThrow(RangeError);
  });

  it('when the rule is configured to 100 m³ per group, then 120 m³ needs two', () => {
    expect(
      pileRunGroups(
        { volumeM3: 120 },
        { volumePerGroupM3: 100, hoursPerGroup: 12, groupsPerSingleColumnPile: 1 },
      ),
    ).toMatchObject({ groups: 2 });
  });

  it('when more concrete is poured, then never fewer groups are due', () => {
    fc.assert(
      fc.property(fc.integer({ min: 50, max: 5000 }), fc.integer({ min: 0, max: 500 }), (v, extra) => {
        expect(pileRunGroups({ volumeM3: v + extra }).groups).toBeGreaterThanOrEqual(
          pileRunGroups({ volumeM3: v }).groups,
        );
      }),
    );
  });
});

describe('pilePourGroups', () => {
  it.each<[string, Parameters<typeof pilePourGroups>[0], number]>([
    ['one plant, 120 m³', { plants: [{ plant: 'A', volumeM3: 120 }] }, 3],
    [
      'two plants, 60 + 40 m³ in 8 h: each plant samples',
      {
        plants: [
          { plant: 'A', volumeM3: 60 },
          { plant: 'B', volumeM3: 40 },
        ],
        continuousHours: 8,
      },
      3,
    ],
    ['a 单柱单桩 pile with no plant record still needs one', { plants: [], singleColumnSinglePile: true }, 1],
    ['an ordinary pile with no plant record needs none here', { plants: [] }, 0],
  ])('when %s (%j), then %i groups', (_, pour, groups) => {
    expect(pilePourGroups(pour).groups).toBe(groups);
  });
});

describe('structuralPourGroups (GB 50204-2015 7.4.1)', () => {
  it.each<[string, Parameters<typeof structuralPourGroups>[0], number, string]>([
    [
      '1050 m³ continuous: once per 200 m³ for the whole pour',
      { volumeM3: 1050, continuous: true },
      6,
      'large-pour',
    ],
    ['1850 m³ continuous', { volumeM3: 1850, continuous: true }, 10, 'large-pour'],
    [
      'exactly 1000 m³ continuous is not above 1000: per 100 m³',
      { volumeM3: 1000, continuous: true },
      10,
      'volume',
    ],
    ['1000.5 m³ continuous', { volumeM3: 1000.5, continuous: true }, 6, 'large-pour'],
    ['1050 m³ not continuous: per 100 m³', { volumeM3: 1050 }, 11, 'volume'],
    ['100 m³: one group', { volumeM3: 100 }, 1, 'volume'],
    ['101 m³: two groups', { volumeM3: 101 }, 2, 'volume'],
    ['80 m³ in 150 batches: per 100 batches', { volumeM3: 80, batches: 150 }, 2, 'batches'],
    ['30 m³ over 2 shifts: one per shift', { volumeM3: 30, shifts: 2 }, 2, 'shifts'],
    ['150 m³ over 3 floors: one per floor', { volumeM3: 150, floors: 3 }, 3, 'floors'],
    [
      '1200 m³ continuous over 8 floors: floors still count',
      { volumeM3: 1200, continuous: true, floors: 8 },
      8,
      'floors',
    ],
    ['a tiny pour: at least one', { volumeM3: 0.5 }, 1, 'volume'],
  ])('when %s (%j), then %i groups by %s', (_, pour, groups, basis) => {
    expect(structuralPourGroups(pour)).toEqual({ groups, basis });
  });
});

describe('specimenRate', () => {
  it('when some requirements are short, then the rate and the missing list say so', () => {
    const r = specimenRate([
      { key: 'P1', required: 1, made: 1 },
      { key: 'P2', required: 2, made: 1 },
      { key: 'P3', required: 1, made: 0 },
      { key: 'P4', required: 1, made: 2 },
    ]);
    expect(r).toEqual({
      required: 5,
      made: 4,
      rate: 0.8,
      missing: [
        { key: 'P2', required: 2, made: 1, short: 1 },
        { key: 'P3', required: 1, made: 0, short: 1 },
      ],
      complete: false,
    });
  });

  it('when every requirement is met, then complete even if the rate is above 1', () => {
    expect(specimenRate([{ key: 'P1', required: 1, made: 2 }])).toMatchObject({
      rate: 2,
      complete: true,
      missing: [],
    });
    expect(specimenRate([{ key: 'P1', required: 3, made: 1 }]).rate).toBe(0.3333);
  });

  it('when nothing is required, then the rate is 1', () => {
    expect(specimenRate([])).toMatchObject({ required: 0, rate: 1, complete: true });
  });
});

describe('witnessRatio (≥ 30 %)', () => {
  it.each<[number, number, boolean, number, number]>([
    [3, 10, true, 0.3, 0],
    [2, 10, false, 0.2, 1],
    [0, 7, false, 0, 3],
    [3, 9, true, 0.3333, 0],
    [30, 100, true, 0.3, 0],
    [29, 100, false, 0.29, 1],
    [0, 0, true, 1, 0],
  ])(
    'when %i of %i samples are witnessed, then pass %s (ratio %s, %i more needed)',
    (w, t, pass, share, needed) => {
      const r = witnessRatio(w, t);
      expect(r).toMatchObject({ ratio: share, needed });
      expect(r.check.pass).toBe(pass);
    },
  );

  it('when witnessed exceeds the total, then it throws', () => {
    expect(() => witnessRatio(5, 4)).toThrow(RangeError);
  });
});
