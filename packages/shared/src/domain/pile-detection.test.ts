import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  comparePileNumbers,
  fnv1a32,
  highStrainCount,
  integrityCount,
  judgeIntegrityClass,
  judgeIntegrityResults,
  mixingPileAcceptanceCount,
  mulberry32,
  parseIntegrityClass,
  selectTestPiles,
  staticLoadAcceptanceCount,
  staticLoadTrialCount,
} from './pile-detection';

describe('static load counts (JGJ 106-2014 3.3.4 acceptance, 3.3.1 trial)', () => {
  it.each([
    [1, 1, 'all-piles'],
    [2, 2, 'small-project'],
    [10, 2, 'small-project'],
    [49, 2, 'small-project'],
    [50, 3, 'minimum'],
    [51, 3, 'minimum'],
    [300, 3, 'percent'],
    [301, 4, 'percent'],
    [1000, 10, 'percent'],
  ])(
    'when %i piles are accepted ("total < 50 → ≥ 2"), then %i are load tested (%s)',
    (total, count, basis) => {
      expect(staticLoadAcceptanceCount(total)).toEqual({ count, basis });
    },
  );

  // JGJ 106-2014 3.3.1: "检测数量应满足设计要求，且在同一条件下不应少于3根；当预计工程桩总数小于50根时，
  // 检测数量不应少于2根" — no percentage, and 50 is not "below 50".
  it.each([
    [1, 1, 'all-piles'],
    [2, 2, 'small-project'],
    [49, 2, 'small-project'],
    [50, 3, 'minimum'],
    [51, 3, 'minimum'],
    [301, 3, 'minimum'],
    [1000, 3, 'minimum'],
  ])(
    'when %i piles are expected (3.3.1 "total < 50 → ≥ 2"), then %i trial piles (%s)',
    (total, count, basis) => {
      expect(staticLoadTrialCount(total)).toEqual({ count, basis });
    },
  );

  it('when the count is not a whole number of piles, then it throws', () => {
    expect(() => staticLoadAcceptanceCount(-1)).toThrow(RangeError);
    expect(() => staticLoadTrialCount(2.5)).toThrow(RangeError);
  });
});

describe('mixingPileAcceptanceCount (GB 50202-2018 4.1.5: ≥ 0.5 % and ≥ 3; 4.1.6: ≥ 20 %)', () => {
  it.each([
    // total, composite-bearing points, single-pile tests, reinforcement checks
    [2, 2, 2, 1],
    [100, 3, 3, 20],
    [600, 3, 3, 120],
    [601, 4, 4, 121],
    [1000, 5, 5, 200],
  ])(
    'when there are %i mixing piles, then %i points, %i piles and %i reinforcements are tested',
    (total, bearing, single, reinforcement) => {
      const c = mixingPileAcceptanceCount(total);
      expect([c.compositeBearing.count, c.singlePile.count, c.reinforcement.count]).toEqual([
        bearing,
        single,
        reinforcement,
      ]);
    },
  );

  it('when 0.5 % is the larger, then the basis says so', () => {
    expect(mixingPileAcceptanceCount(1000).compositeBearing).toEqual({ count: 5, basis: 'percent' });
    expect(mixingPileAcceptanceCount(100).compositeBearing).toEqual({ count: 3, basis: 'minimum' });
    expect(mixingPileAcceptanceCount(2).compositeBearing).toEqual({ count: 2, basis: 'all-piles' });
  });

  it('when the total is not a pile count, then it throws', () => {
    expect(() => mixingPileAcceptanceCount(-3)).toThrow(RangeError);
  });
});

describe('highStrainCount (the larger of JGJ 106 ≥5 %/5 and GB 50202 ≥5 %/10)', () => {
  it.each([
    [8, 8, 'all-piles'],
    [49, 10, 'minimum'],
    [50, 10, 'minimum'],
    [51, 10, 'minimum'],
    [200, 10, 'percent'],
    [201, 11, 'percent'],
    [300, 15, 'percent'],
  ])('when there are %i piles, then %i are tested (%s)', (total, count, basis) => {
    expect(highStrainCount(total)).toMatchObject({ count, basis });
  });

  it('when 49 piles are counted, then both sources are shown', () => {
    expect(highStrainCount(49).bySource).toEqual([
      { source: 'JGJ 106-2014 3.3.5', count: 5 },
      { source: 'GB 50202-2018 5.1.6', count: 10 },
    ]);
  });
});

describe('integrityCount (JGJ 106-2014 3.3.3, GB 50202-2018 5.1.7)', () => {
  it.each<[string, Parameters<typeof integrityCount>[0], number, string]>([
    ['49 ordinary piles: 20 % rounds up to 10', { totalPiles: 49 }, 10, 'percent'],
    ['50 ordinary piles: 20 % = 10', { totalPiles: 50 }, 10, 'percent'],
    ['51 ordinary piles: 20 % rounds up to 11', { totalPiles: 51 }, 11, 'percent'],
    ['300 ordinary piles: 60', { totalPiles: 300 }, 60, 'percent'],
    ['49 strict piles: ≥ 20', { totalPiles: 49, strict: true }, 20, 'minimum'],
    ['50 strict piles: 30 % = 15 < 20', { totalPiles: 50, strict: true }, 20, 'minimum'],
    ['51 strict piles', { totalPiles: 51, strict: true }, 20, 'minimum'],
    ['300 strict piles: 90', { totalPiles: 300, strict: true }, 90, 'percent'],
    ['300 piles under 80 column caps: one per cap', { totalPiles: 300, columnCaps: 80 }, 80, 'per-cap'],
    ['8 piles: every pile', { totalPiles: 8 }, 8, 'all-piles'],
    ['15 strict piles: every pile', { totalPiles: 15, strict: true }, 15, 'all-piles'],
  ])('when %s, then the count and its basis are right', (_, input, count, basis) => {
    expect(integrityCount(input)).toMatchObject({ count, basis });
  });

  it('when the piles are end-bearing large-diameter, then ≥ 10 % of them are by sonic or core', () => {
    expect(integrityCount({ totalPiles: 300, strict: true, endBearingLargeDiameter: true })).toMatchObject({
      count: 90,
      byCoreOrSonic: 30,
    });
    expect(integrityCount({ totalPiles: 51, endBearingLargeDiameter: true }).byCoreOrSonic).toBe(6);
    expect(integrityCount({ totalPiles: 300 }).byCoreOrSonic).toBeNull();
  });
});

describe('the PRNG and hash', () => {
  it.each([
    ['', 0x811c9dc5],
    ['a', 0xe40c292c],
    ['foobar', 0xbf9cf968],
    ['桩', 0x713c8293],
  ])('when %j is hashed with FNV-1a 32 over UTF-8, then %i', (text, hash) => {
    expect(fnv1a32(text)).toBe(hash);
  });

  it('when mulberry32 is seeded with 0, then it gives the reference sequence', () => {
    const next = mulberry32(0);
    expect([next(), next(), next()]).toEqual([1144304738, 1416247, 958946056]);
    const fromA = mulberry32(fnv1a32('a'));
    expect([fromA(), fromA(), fromA()]).toEqual([2670119670, 1323809741, 1575654966]);
  });
});

describe('comparePileNumbers', () => {
  it('when pile numbers are sorted, then digit runs sort by value', () => {
    const sorted = ['P10', 'P2', 'P1', 'A-3', 'P02', 'P10a', 'P100', 'P9'].sort(comparePileNumbers);
    expect(sorted).toEqual(['A-3', 'P1', 'P02', 'P2', 'P9', 'P10', 'P10a', 'P100']);
    expect(comparePileNumbers('P99999999999999999999', 'P100000000000000000000')).toBeLessThan(0);
  });
});

const piles = Array.from({ length: 300 }, (_, i) => `P${i + 1}`);

describe('selectTestPiles', () => {
  it('when the same seed is used twice, then the same piles are chosen', () => {
    const a = selectTestPiles({ piles, count: 60, seed: 'project-7:integrity:2026-11-22' });
    const b = selectTestPiles({ piles, count: 60, seed: 'project-7:integrity:2026-11-22' });
    expect(a).toEqual(b);
    expect(a.selected).toHaveLength(60);
  });

  it('when this seed is used, then this exact selection comes out (pinned so the algorithm never drifts)', () => {
    const r = selectTestPiles({ piles: piles.slice(0, 20), count: 4, mustInclude: ['P7'], seed: 'a' });
    expect(r.forced).toEqual(['P7']);
    expect(r.drawn).toEqual(['P13', 'P8', 'P10']);
    expect(r.selected).toEqual(['P7', 'P8', 'P10', 'P13']);
  });

  it('when another seed is used, then a different selection comes out', () => {
    const a = selectTestPiles({ piles, count: 10, seed: 'one' });
    const b = selectTestPiles({ piles, count: 10, seed: 'two' });
    expect(a.selected).not.toEqual(b.selected);
  });

  it('when must-include piles exceed the count, then all of them are tested and none drawn', () => {
    const r = selectTestPiles({ piles, count: 2, mustInclude: ['P5', 'P9', 'P1'], seed: 's' });
    expect(r).toMatchObject({ selected: ['P1', 'P5', 'P9'], drawn: [] });
  });

  it('when a must-include pile is not in the list, then it is reported and not selected', () => {
    const r = selectTestPiles({ piles: ['P1', 'P2', 'P3'], count: 2, mustInclude: ['P2', 'X9'], seed: 's' });
    expect(r.unknown).toEqual(['X9']);
    expect(r.selected).toHaveLength(2);
    expect(r.selected).toContain('P2');
  });

  it('when more piles are asked than exist, then every pile is chosen once', () => {
    expect(selectTestPiles({ piles: ['P2', 'P1', 'P2'], count: 5, seed: 's' }).selected).toEqual([
      'P1',
      'P2',
    ]);
    expect(() => selectTestPiles({ piles, count: -1, seed: 's' })).toThrow(RangeError);
  });

  it('when any list, count, must-include set and seed are given, then the selection is sound and reproducible', () => {
    const pileNo = fc.integer({ min: 1, max: 400 }).map((n) => `P${n}`);
    fc.assert(
      fc.property(
        fc.array(pileNo, { minLength: 0, maxLength: 120 }),
        fc.integer({ min: 0, max: 130 }),
        fc.array(pileNo, { maxLength: 8 }),
        fc.string(),
        (list, count, must, seed) => {
          const input = { piles: list, count, mustInclude: must, seed };
          const r = selectTestPiles(input);
          const unique = new Set(list);
          // deterministic, also when the same piles arrive in another order
          expect(selectTestPiles(input)).toEqual(r);
          expect(selectTestPiles({ ...input, piles: [...list].reverse() })).toEqual(r);
          // no duplicates, only listed piles, every listed must-include pile present
          expect(new Set(r.selected).size).toBe(r.selected.length);
          for (const p of r.selected) expect(unique.has(p)).toBe(true);
          for (const p of must)
            expect(unique.has(p) ? r.selected.includes(p) : r.unknown.includes(p)).toBe(true);
          // exactly count piles unless the must-includes exceed it or there are too few piles
          expect(r.selected.length).toBe(Math.min(Math.max(count, r.forced.length), unique.size));
        },
      ),
    );
  });
});

describe('integrity classes (JGJ 106-2014 3.5.1; ≥ class II passes)', () => {
  it.each([
    ['I', 'I'],
    ['Ⅱ', 'II'],
    ['Ⅲ类', 'III'],
    [' iv ', 'IV'],
    ['4', 'IV'],
    ['V', null],
    ['', null],
  ])('when %j is parsed, then %s', (text, c) => {
    expect(parseIntegrityClass(text)).toBe(c);
  });

  it.each([
    ['I', true, 'none', false],
    ['II', true, 'none', false],
    ['III', false, 'design-evaluation', true],
    ['IV', false, 'repair-or-replace', true],
  ] as const)(
    'when a pile is class %s, then pass %s, action %s, rectification %s',
    (c, pass, action, rect) => {
      expect(judgeIntegrityClass(c)).toEqual({ pass, action, rectification: rect, expandedTesting: rect });
    },
  );

  it('when one pile of a batch is class III and one IV, then the batch fails with two rectifications', () => {
    const r = judgeIntegrityResults([
      { pileNo: 'P1', integrityClass: 'I' },
      { pileNo: 'P2', integrityClass: 'II' },
      { pileNo: 'P3', integrityClass: 'III' },
      { pileNo: 'P4', integrityClass: 'IV' },
    ]);
    expect(r).toEqual({
      pass: false,
      counts: { I: 1, II: 1, III: 1, IV: 1 },
      failed: [
        { pileNo: 'P3', integrityClass: 'III', action: 'design-evaluation' },
        { pileNo: 'P4', integrityClass: 'IV', action: 'repair-or-replace' },
      ],
      expandedTesting: true,
    });
  });

  it('when every pile is class I or II, then the batch passes; with no results it does not', () => {
    expect(judgeIntegrityResults([{ pileNo: 'P1', integrityClass: 'II' }]).pass).toBe(true);
    expect(judgeIntegrityResults([]).pass).toBe(false);
  });
});
