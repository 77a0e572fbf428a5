import { describe, expect, it } from 'vitest';
import {
  hoursBetween,
  judgeMortarFullness,
  judgeSlump,
  judgeWaterTest,
  mortarRequiredGroups,
  parseSlumpReadings,
  pourRequiredGroups,
  slumpTolerance,
} from './main-body';

describe('slumpTolerance (GB 50164-2011, unconfirmed)', () => {
  it.each([
    [30, 10],
    [40, 10],
    [45, 20],
    [50, 20],
    [90, 20],
    [95, 30],
    [100, 30],
    [180, 30],
  ])('when the design slump is %i mm, then ±%i mm', (design, tol) => {
    expect(slumpTolerance(design)).toBe(tol);
  });
  it('when the design slump is not positive, then it throws', () => {
    expect(() => slumpTolerance(0)).toThrow(RangeError);
    expect(() => slumpTolerance(Number.NaN)).toThrow(RangeError);
  });
});

describe('judgeSlump', () => {
  it('when 180 mm design is read 175, 200 and 210, then all pass (±30; 210 is exactly +30)', () => {
    const j = judgeSlump([175, 200, 210], 180);
    expect(j.toleranceMm).toBe(30);
    expect(j.pass).toBe(true);
    expect(j.check).toMatchObject({ actual: 30, limit: 30, op: '<=', pass: true });
  });
  it('when one reading of 180 mm design is 211, then the pour fails on it', () => {
    const j = judgeSlump([180, 211], 180);
    expect(j.pass).toBe(false);
    expect(j.readings.map((r) => r.pass)).toEqual([true, false]);
  });
  it('when 70 mm design is read 50 and 91, then ±20: 50 passes, 91 fails', () => {
    const j = judgeSlump([50, 91], 70);
    expect(j.readings).toEqual([
      { valueMm: 50, deviationMm: -20, pass: true },
      { valueMm: 91, deviationMm: 21, pass: false },
    ]);
  });
  it('when there is no reading, then it does not pass', () => {
    expect(judgeSlump([], 180).pass).toBe(false);
  });
  it('when a configured band gives ±20 for 180 mm, then 205 fails', () => {
    expect(judgeSlump([205], 180, [{ upToMm: Number.POSITIVE_INFINITY, toleranceMm: 20 }]).pass).toBe(false);
  });
  it('when readings are typed with mixed separators, then they parse', () => {
    expect(parseSlumpReadings('180, 185，190；175  200')).toEqual([180, 185, 190, 175, 200]);
    expect(parseSlumpReadings('  ')).toEqual([]);
    expect(parseSlumpReadings('180,abc').some(Number.isNaN)).toBe(true);
  });
});

describe('pourRequiredGroups (GB 50204-2015 7.4.1 via structuralPourGroups)', () => {
  it.each<[string, Parameters<typeof pourRequiredGroups>[0], number, string]>([
    ['85 m³ slab, one shift: one group', { volumeM3: 85 }, 1, 'volume'],
    ['100 m³: one group', { volumeM3: 100 }, 1, 'volume'],
    ['100.5 m³: two groups', { volumeM3: 100.5 }, 2, 'volume'],
    ['320 m³: four groups', { volumeM3: 320 }, 4, 'volume'],
    ['60 m³ over three shifts: three groups', { volumeM3: 60, shifts: 3 }, 3, 'shifts'],
    ['90 m³ in 120 batches: two groups', { volumeM3: 90, batches: 120 }, 2, 'batches'],
    ['1000 m³ raft: ten groups (not above 1000)', { volumeM3: 1000 }, 10, 'volume'],
    ['1050 m³ raft: six groups (every 200 m³)', { volumeM3: 1050 }, 6, 'large-pour'],
    ['1850 m³ raft: ten groups', { volumeM3: 1850 }, 10, 'large-pour'],
    ['0 m³ planned: still one group for the floor', { volumeM3: 0 }, 1, 'volume'],
  ])('when %s, then %i groups by %s', (_, pour, groups, basis) => {
    const r = pourRequiredGroups(pour);
    expect(r.groups).toBe(groups);
    if (groups > 1) expect(r.basis).toBe(basis);
  });
});

describe('mortarRequiredGroups (GB 50203-2011 4.0.12, recall)', () => {
  it.each([
    [0, 1, 1],
    [120, 1, 1],
    [250, 1, 1],
    [250.5, 1, 2],
    [600, 1, 3],
    [120, 2, 2],
    [600, 2, 6],
  ])('when %f m³ with %i mixer(s), then %i groups', (v, mixers, groups) => {
    expect(mortarRequiredGroups(v, mixers)).toBe(groups);
  });
  it('when configured to 200 m³ per sampling, then 250 m³ needs two', () => {
    expect(mortarRequiredGroups(250, 1, { volumePerSamplingM3: 200 })).toBe(2);
  });
  it('when the input is impossible, then it throws', () => {
    expect(() => mortarRequiredGroups(-1)).toThrow(RangeError);
    expect(() => mortarRequiredGroups(10, 0)).toThrow(RangeError);
  });
});

describe('judgeMortarFullness (GB 50203-2011, recall)', () => {
  it.each<[Parameters<typeof judgeMortarFullness>[0], number, boolean]>([
    ['FIRED_BRICK', 80, true],
    ['FIRED_BRICK', 79.9, false],
    ['AAC_BLOCK', 85, true],
    ['CONCRETE_HOLLOW_BLOCK', 89, false],
    ['CONCRETE_HOLLOW_BLOCK', 90, true],
  ])('when %s joints are %f %% full, then pass is %s', (block, pct, pass) => {
    expect(judgeMortarFullness(block, pct).pass).toBe(pass);
  });
  it('when the percentage is out of 0–100, then it throws', () => {
    expect(() => judgeMortarFullness('FIRED_BRICK', 101)).toThrow(RangeError);
  });
});

describe('judgeWaterTest', () => {
  it('when a bathroom is ponded from 10-01 08:00 to 10-02 08:00, then 24 h is sufficient', () => {
    const j = judgeWaterTest('BATHROOM', 'PONDING', '2026-10-01 08:00', '2026-10-02 08:00');
    expect(j).toMatchObject({ methodAllowed: true, requiredHours: 24, actualHours: 24, sufficient: true });
  });
  it('when a bathroom is ponded one minute short of 24 h, then it is not sufficient', () => {
    const j = judgeWaterTest('BATHROOM', 'PONDING', '2026-10-01 08:00', '2026-10-02 07:59');
    expect(j.actualHours).toBe(23.98);
    expect(j.sufficient).toBe(false);
  });
  it('when a bathroom is only sprayed, then the method is not allowed', () => {
    expect(judgeWaterTest('BATHROOM', 'SPRAY', '2026-10-01 08:00', '2026-10-02 08:00')).toMatchObject({
      methodAllowed: false,
      sufficient: false,
    });
  });
  it('when a roof is sprayed for 2 h, then it is sufficient; 1 h 59 min is not', () => {
    expect(judgeWaterTest('ROOF', 'SPRAY', '2026-10-01 09:00', '2026-10-01 11:00').sufficient).toBe(true);
    expect(judgeWaterTest('ROOF', 'SPRAY', '2026-10-01 09:00', '2026-10-01 10:59').sufficient).toBe(false);
  });
  it('when a roof is ponded 24 h across a month end, then it is sufficient', () => {
    expect(judgeWaterTest('ROOF', 'PONDING', '2026-10-31 18:00', '2026-11-01 18:00').sufficient).toBe(true);
  });
  it('when a basement slab has no timed test, then NONE is allowed and ponding is not', () => {
    expect(judgeWaterTest('BASEMENT_SLAB', 'NONE', null, null).sufficient).toBe(true);
    expect(judgeWaterTest('BASEMENT_SLAB', 'PONDING', null, null).methodAllowed).toBe(false);
  });
  it('when an end time is missing, then the duration is unknown and not sufficient', () => {
    expect(hoursBetween('2026-10-01 08:00', null)).toBeNull();
    expect(judgeWaterTest('ROOF', 'SPRAY', '2026-10-01 08:00', undefined).sufficient).toBe(false);
  });
  it('when the end is before the start, then the hours are negative and not sufficient', () => {
    expect(hoursBetween('2026-10-02 08:00', '2026-10-01 08:00')).toBe(-24);
  });
});
