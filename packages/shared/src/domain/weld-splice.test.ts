import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  judgeSpliceLot,
  judgeSpliceSpecimen,
  judgeSpliceTorque,
  judgeTJointTensile,
  judgeWeldBend,
  judgeWeldBendRetest,
  judgeWeldTensile,
  judgeWeldTensileRetest,
  lotsNeeded,
  minimumSpliceTorque,
  spliceLotSize,
  spliceTorqueSampleSize,
  splitIntoLots,
  type WeldTensileSpecimen,
  weldBendMandrelMm,
  weldLotSpecimens,
  weldLots,
} from './weld-splice';

/** HRB400: fstk = 540 MPa. */
const FSTK = 540;
const parent = (strength: number): WeldTensileSpecimen => ({ strength, location: 'parent', mode: 'ductile' });
const weld = (strength: number): WeldTensileSpecimen => ({ strength, location: 'weld', mode: 'brittle' });
const hazDuctile = (strength: number): WeldTensileSpecimen => ({
  strength,
  location: 'haz',
  mode: 'ductile',
});
const hazBrittle = (strength: number): WeldTensileSpecimen => ({
  strength,
  location: 'haz',
  mode: 'brittle',
});

describe('judgeWeldTensile (JGJ 18-2012 5.1.7), fstk 540', () => {
  it.each<[string, WeldTensileSpecimen[], string, string]>([
    ['3 ductile parent breaks ≥ fstk', [parent(560), parent(575), parent(540)], 'pass', 'three-parent'],
    [
      '2 parent + 1 brittle weld break ≥ 1.0 fstk',
      [parent(560), parent(575), weld(545)],
      'pass',
      'two-parent-one-weld',
    ],
    [
      '2 parent + 1 weld break exactly 1.0 fstk',
      [parent(560), parent(575), weld(540)],
      'pass',
      'two-parent-one-weld',
    ],
    [
      '2 parent + 1 weld break below fstk',
      [parent(560), parent(575), weld(539)],
      'retest',
      'two-parent-one-weld-low',
    ],
    [
      '2 parent + 1 brittle HAZ break below fstk',
      [parent(560), parent(575), hazBrittle(530)],
      'retest',
      'two-parent-one-weld-low',
    ],
    [
      '2 parent + 1 brittle HAZ break ≥ fstk (counts as weld)',
      [parent(560), parent(575), hazBrittle(550)],
      'pass',
      'two-parent-one-weld',
    ],
    [
      '2 parent + 1 ductile HAZ break (counts as parent)',
      [parent(560), parent(575), hazDuctile(545)],
      'pass',
      'three-parent',
    ],
    [
      'a ductile HAZ break below fstk counts as a weak parent bar',
      [parent(560), parent(575), hazDuctile(530)],
      'fail',
      'parent-below-fstk',
    ],
    [
      '1 parent + 2 weld breaks, strengths aside',
      [parent(560), weld(550), weld(500)],
      'retest',
      'one-parent-two-weld',
    ],
    [
      '1 parent + 2 brittle HAZ breaks',
      [parent(560), hazBrittle(520), hazBrittle(545)],
      'retest',
      'one-parent-two-weld',
    ],
    ['3 weld breaks all ≥ fstk', [weld(545), weld(560), weld(540)], 'retest', 'three-weld'],
    ['3 weld breaks, one below fstk', [weld(545), weld(560), weld(539)], 'fail', 'three-weld-low'],
    ['a parent break below fstk', [parent(535), parent(575), parent(560)], 'fail', 'parent-below-fstk'],
    ['1 weak parent + 2 weld breaks', [parent(530), weld(550), weld(560)], 'fail', 'parent-below-fstk'],
  ])('when %s, then %s (%s)', (_, specimens, verdict, row) => {
    const r = judgeWeldTensile(specimens, FSTK);
    expect(r).toMatchObject({ verdict, row, retestSpecimens: verdict === 'retest' ? 6 : 0 });
  });

  it('when judged, then each specimen says how it counts and whether it reached its limit', () => {
    const r = judgeWeldTensile([parent(560), hazDuctile(545), hazBrittle(530)], FSTK);
    expect(r.specimens.map((s) => [s.counts, s.reachesLimit])).toEqual([
      ['parent', true],
      ['parent', true],
      ['weld', false],
    ]);
    expect(r.clause).toBe('JGJ 18-2012 5.1.7-2 1)');
  });

  it('when the lot is not 3 specimens, then it throws', () => {
    expect(() => judgeWeldTensile([parent(560)], FSTK)).toThrow(RangeError);
  });

  it('when any 3 specimens are judged, then the verdict is pass only if every strength reaches fstk', () => {
    const specimen = fc.record({
      strength: fc.integer({ min: 450, max: 650 }),
      location: fc.constantFrom('parent', 'haz', 'weld' as const),
      mode: fc.constantFrom('ductile', 'brittle' as const),
    });
    fc.assert(
      fc.property(fc.array(specimen, { minLength: 3, maxLength: 3 }), (specimens) => {
        const r = judgeWeldTensile(specimens as WeldTensileSpecimen[], FSTK);
        if (r.verdict === 'pass') expect(specimens.every((s) => s.strength >= FSTK)).toBe(true);
      }),
    );
  });
});

describe('judgeWeldTensileRetest (5.1.7-4)', () => {
  it.each<[string, WeldTensileSpecimen[], 'pass' | 'fail']>([
    ['4 parent + 2 weld, all ≥ fstk', [...Array(4).fill(parent(560)), weld(545), weld(540)], 'pass'],
    ['6 parent', Array(6).fill(parent(560)), 'pass'],
    [
      '3 parent + 1 ductile HAZ + 2 weld',
      [...Array(3).fill(parent(560)), hazDuctile(550), weld(545), weld(541)],
      'pass',
    ],
    ['3 parent + 3 weld', [...Array(3).fill(parent(560)), weld(545), weld(545), weld(545)], 'fail'],
    ['4 parent + 2 weld, one weld below fstk', [...Array(4).fill(parent(560)), weld(545), weld(539)], 'fail'],
    ['5 parent, one below fstk + 1 weld', [...Array(4).fill(parent(560)), parent(538), weld(545)], 'fail'],
  ])('when %s, then the retest is %s', (_, specimens, verdict) => {
    expect(judgeWeldTensileRetest(specimens, FSTK).verdict).toBe(verdict);
  });

  it('when the retest is not 6 specimens, then it throws', () => {
    expect(() => judgeWeldTensileRetest([parent(560)], FSTK)).toThrow(RangeError);
  });
});

describe('judgeTJointTensile (5.1.7-6)', () => {
  it.each<[number[], boolean, string]>([
    [[520, 530, 525], false, 'pass'],
    [[520, 519, 525], false, 'retest'],
    [[510, 519, 525], false, 'fail'],
    [[520, 520, 520, 520, 520, 520], true, 'pass'],
    [[520, 520, 520, 520, 520, 519], true, 'fail'],
  ])('when strengths %j (retest %s) are judged against 520, then %s', (strengths, retest, verdict) => {
    expect(judgeTJointTensile(strengths, 520, retest)).toBe(verdict);
  });
});

describe('judgeWeldBend (5.1.8): cracks reaching 0.5 mm', () => {
  it.each<[number[], string, number]>([
    [[0, 0, 0], 'pass', 0],
    [[0.49, 0.49, 0.49], 'pass', 0],
    [[0.5, 0, 0], 'pass', 1],
    [[0.5, 0.6, 0], 'retest', 2],
    [[1, 1, 0.5], 'fail', 3],
  ])('when the crack widths are %j mm, then %s (%i cracked)', (widths, verdict, cracked) => {
    expect(judgeWeldBend(widths)).toMatchObject({ verdict, cracked });
  });

  it.each<[number[], string]>([
    [[0.5, 0.5, 0, 0, 0, 0], 'pass'],
    [[0.5, 0.5, 0.5, 0, 0, 0], 'fail'],
    [[0, 0, 0, 0, 0, 0], 'pass'],
  ])('when the 6 retest widths are %j mm, then %s', (widths, verdict) => {
    expect(judgeWeldBendRetest(widths).verdict).toBe(verdict);
  });

  it.each<[string, number, number | null]>([
    ['HPB300', 10, 20],
    ['HRB400', 20, 100],
    ['HRB400', 25, 125],
    ['HRB400E', 28, 168],
    ['RRB400W', 16, 80],
    ['HRB500', 25, 175],
    ['HRB500E', 32, 256],
    ['Q235', 20, null],
  ])('when a %s bar of %i mm is bent, then the mandrel is %s mm', (grade, d, mandrel) => {
    expect(weldBendMandrelMm(grade, d)).toBe(mandrel);
  });
});

describe('weld lots (JGJ 18-2012 5.3–5.8)', () => {
  it.each<[number, number, number[]]>([
    [650, 300, [300, 300, 50]],
    [300, 300, [300]],
    [301, 300, [300, 1]],
    [40, 300, [40]],
    [0, 300, []],
    [1300, 600, [600, 600, 100]],
  ])('when %i joints are split into lots of %i, then %j', (total, size, lots) => {
    expect(splitIntoLots(total, size)).toEqual(lots);
    expect(lotsNeeded(total, size)).toBe(lots.length);
  });

  it('when flash-butt joints are counted, then lots of 300 with the remainder as a lot', () => {
    expect(weldLots('flashButt', 650).map((l) => l.joints)).toEqual([300, 300, 50]);
    expect(weldLots('flashButt', [200, 200]).map((l) => l.joints)).toEqual([300, 100]);
    expect(weldLots('stirrupFlashButt', 700).map((l) => l.joints)).toEqual([600, 100]);
    expect(weldLots('gasPressure', 301).map((l) => l.joints)).toEqual([300, 1]);
  });

  it('when arc joints are given per floor, then a lot never spans more than two floors', () => {
    expect(weldLots('arc', [120, 150, 200, 90, 40])).toEqual([
      { joints: 270, floors: [1, 2] },
      { joints: 290, floors: [3, 4] },
      { joints: 40, floors: [5, 5] },
    ]);
    expect(weldLots('electroslag', [250, 250])).toEqual([
      { joints: 300, floors: [1, 2] },
      { joints: 200, floors: [1, 2] },
    ]);
  });

  it.each<[Parameters<typeof weldLotSpecimens>[0], boolean, object]>([
    ['flashButt', false, { tensile: 3, bend: 3 }],
    ['stirrupFlashButt', false, { tensile: 3, bend: 0 }],
    ['arc', false, { tensile: 3, bend: 0 }],
    ['electroslag', false, { tensile: 3, bend: 0 }],
    ['gasPressure', false, { tensile: 3, bend: 0 }],
    ['gasPressure', true, { tensile: 3, bend: 3 }],
    ['embeddedTJoint', false, { tensile: 3, bend: 0 }],
  ])('when a %s lot is sampled (horizontal %s), then %j specimens', (kind, horizontal, specimens) => {
    expect(weldLotSpecimens(kind, horizontal)).toEqual(specimens);
  });
});

describe('mechanical splices (JGJ 107-2016)', () => {
  const bar = { fstk: 540, fyk: 400 };

  it.each<['I' | 'II' | 'III', number, 'bar' | 'splice', boolean, number]>([
    ['I', 540, 'bar', true, 540],
    ['I', 539, 'bar', false, 540],
    ['I', 594, 'splice', true, 594],
    ['I', 590, 'splice', false, 594],
    ['II', 540, 'splice', true, 540],
    ['II', 539, 'bar', false, 540],
    ['III', 500, 'splice', true, 500],
    ['III', 499, 'bar', false, 500],
  ])(
    'when a grade %s splice reaches %i MPa breaking in the %s, then pass %s (limit %i)',
    (grade, strength, breaksIn, pass, limit) => {
      expect(judgeSpliceSpecimen(grade, { strength, breaksIn }, bar)).toEqual({ pass, limit });
    },
  );

  it.each<[string, boolean[], boolean[] | undefined, string, number]>([
    ['3 pass', [true, true, true], undefined, 'pass', 0],
    ['1 fails: 6 more', [true, false, true], undefined, 'retest', 6],
    ['1 fails, the 6 more all pass', [true, false, true], Array(6).fill(true), 'pass', 0],
    [
      '1 fails, one of the 6 more fails',
      [true, false, true],
      [true, true, true, true, true, false],
      'fail',
      0,
    ],
    ['2 fail', [false, false, true], undefined, 'fail', 0],
    ['3 fail', [false, false, false], undefined, 'fail', 0],
  ])('when %s, then the lot is %s', (_, first, retest, verdict, retestSpecimens) => {
    expect(judgeSpliceLot(first, retest)).toMatchObject({ verdict, retestSpecimens });
  });

  it('when the specimen counts are wrong, then it throws', () => {
    expect(() => judgeSpliceLot([true, true])).toThrow(RangeError);
    expect(() => judgeSpliceLot([true, false, true], [true])).toThrow(RangeError);
  });

  it.each([
    [0, 500],
    [9, 500],
    [10, 1000],
    [25, 1000],
  ])('when %i lots in a row passed first time, then a lot holds %i splices', (streak, size) => {
    expect(spliceLotSize(streak)).toBe(size);
  });

  it.each([
    [12, 100],
    [16, 100],
    [18, 200],
    [20, 200],
    [22, 260],
    [25, 260],
    [28, 320],
    [32, 320],
    [36, 360],
    [40, 360],
    [50, 460],
    [45, null],
    [17, null],
  ])('when the bar is %i mm, then the minimum torque is %s N·m', (d, torque) => {
    expect(minimumSpliceTorque(d)).toBe(torque);
  });

  it('when torque is checked, then 10 % are sampled and more than 5 % short means re-torque all', () => {
    expect(spliceTorqueSampleSize(500)).toBe(50);
    expect(spliceTorqueSampleSize(501)).toBe(51);
    const ok = { barDiameterMm: 25, torque: 260 };
    const low = { barDiameterMm: 25, torque: 259 };
    expect(judgeSpliceTorque([...Array(19).fill(ok), low])).toEqual({
      nonconforming: 1,
      rate: 0.05,
      retorqueAll: false,
    });
    expect(judgeSpliceTorque([...Array(18).fill(ok), low, low])).toEqual({
      nonconforming: 2,
      rate: 0.1,
      retorqueAll: true,
    });
    expect(() => judgeSpliceTorque([{ barDiameterMm: 45, torque: 500 }])).toThrow(RangeError);
  });
});
