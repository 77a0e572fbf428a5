import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BORED_PILE_TOLERANCES,
  fillingCoefficient,
  judgeItem,
  judgeRecord,
  type Measured,
  MIXING_PILE_TOLERANCES,
  PILE_TOLERANCE_TABLES,
  PIPE_PILE_TOLERANCES,
  type ToleranceContext,
  type ToleranceItem,
  theoreticalPileVolumeM3,
} from './pile-tolerance';

const item = (table: readonly ToleranceItem[], key: string): ToleranceItem => {
  const found = table.find((i) => i.key === key);
  if (!found) throw new Error(`no item ${key}`);
  return found;
};
const bored = (key: string) => item(BORED_PILE_TOLERANCES, key);
const mixing = (key: string) => item(MIXING_PILE_TOLERANCES, key);
const pipe = (key: string) => item(PIPE_PILE_TOLERANCES, key);

/** H = 2000 mm, D = 800 mm, friction pile. */
const ctx: ToleranceContext = { depthToPileTopMm: 2000, diameterMm: 800, bearing: 'friction' };

type Case = [string, ToleranceItem, Measured, number | undefined, ToleranceContext, string];

describe('the tolerance tables (GB 50202-2018, DOMAIN §4)', () => {
  it.each(Object.entries(PILE_TOLERANCE_TABLES))(
    'when the %s table is read, then keys are unique',
    (_, table) => {
      const keys = table.map((i) => i.key);
      expect(new Set(keys).size).toBe(keys.length);
    },
  );

  it('when the tables are counted, then they hold the rows of §4a, §4b and §4c', () => {
    expect(BORED_PILE_TOLERANCES).toHaveLength(25);
    expect(BORED_PILE_TOLERANCES.filter((i) => i.class === 'main').map((i) => i.key)).toEqual([
      'bearingCapacity',
      'holeDepth',
      'integrity',
      'concreteStrength',
      'rockSocketDepth',
    ]);
    expect(MIXING_PILE_TOLERANCES.filter((i) => i.class === 'main')).toHaveLength(6);
    expect(MIXING_PILE_TOLERANCES.every((i) => i.unconfirmed)).toBe(true);
    expect(PIPE_PILE_TOLERANCES.filter((i) => i.class === 'main')).toHaveLength(2);
  });

  it('when any item is judged with nothing measured, then it is missing, incomplete or not applicable, never pass', () => {
    const all = Object.values(PILE_TOLERANCE_TABLES).flat() as ToleranceItem[];
    const context = fc.record(
      {
        depthToPileTopMm: fc.integer({ min: 0, max: 5000 }),
        diameterMm: fc.integer({ min: 300, max: 2000 }),
        lengthMm: fc.integer({ min: 1000, max: 30000 }),
        bearing: fc.constantFrom<'end' | 'friction'>('end', 'friction'),
        placement: fc.constantFrom('stripEdge', 'other', 'beam', 'cap1to3', 'cap4plus'),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.constantFrom(...all), context, (i, c) => {
        expect(['missing', 'incomplete', 'not-applicable']).toContain(
          judgeItem(i, undefined, undefined, c).status,
        );
      }),
    );
  });
});

describe('judgeItem: bored pile (§4a)', () => {
  it.each<Case>([
    ['capacity 5000 kN ≥ design 4800', bored('bearingCapacity'), 5000, 4800, ctx, 'pass'],
    ['capacity exactly the design value', bored('bearingCapacity'), 4800, 4800, ctx, 'pass'],
    ['capacity 4799 kN < 4800', bored('bearingCapacity'), 4799, 4800, ctx, 'fail'],
    ['capacity without a design value', bored('bearingCapacity'), 5000, undefined, ctx, 'incomplete'],
    ['hole depth 30.0 m = design', bored('holeDepth'), 30.0, 30, ctx, 'pass'],
    ['hole depth 29.95 m', bored('holeDepth'), 29.95, 30, ctx, 'fail'],
    ['hole diameter 800 = design 800', bored('holeDiameter'), 800, 800, ctx, 'pass'],
    ['hole diameter 795 < design', bored('holeDiameter'), 795, 800, ctx, 'fail'],
    ['integrity class II', bored('integrity'), 'II', undefined, ctx, 'pass'],
    ['integrity class III', bored('integrity'), 'III', undefined, ctx, 'fail'],
    ['verticality exactly 1/100', bored('verticality'), 0.01, undefined, ctx, 'pass'],
    ['verticality 0.0101', bored('verticality'), 0.0101, undefined, ctx, 'fail'],
    ['position 90 mm = 70 + 0.01 × 2000 (D 800)', bored('positionSmall'), 90, undefined, ctx, 'pass'],
    ['position 90.5 mm (D 800)', bored('positionSmall'), 90.5, undefined, ctx, 'fail'],
    [
      'the D < 1000 row for a 1000 mm pile',
      bored('positionSmall'),
      90,
      undefined,
      { ...ctx, diameterMm: 1000 },
      'not-applicable',
    ],
    [
      'position 120 mm = 100 + 0.01H (D 1000)',
      bored('positionLarge'),
      120,
      undefined,
      { ...ctx, diameterMm: 1000 },
      'pass',
    ],
    [
      'position 121 mm (D 1000)',
      bored('positionLarge'),
      121,
      undefined,
      { ...ctx, diameterMm: 1000 },
      'fail',
    ],
    ['position without D', bored('positionSmall'), 50, undefined, { depthToPileTopMm: 2000 }, 'incomplete'],
    ['position without H', bored('positionSmall'), 50, undefined, { diameterMm: 800 }, 'incomplete'],
    ['slurry density 1.10', bored('slurryDensity'), 1.1, undefined, ctx, 'pass'],
    ['slurry density 1.25', bored('slurryDensity'), 1.25, undefined, ctx, 'pass'],
    ['slurry density 1.26', bored('slurryDensity'), 1.26, undefined, ctx, 'fail'],
    ['slurry density 1.09', bored('slurryDensity'), 1.09, undefined, ctx, 'fail'],
    ['sand content 8 %', bored('slurrySandContent'), 8, undefined, ctx, 'pass'],
    ['sand content 8.1 %', bored('slurrySandContent'), 8.1, undefined, ctx, 'fail'],
    ['viscosity 28 s', bored('slurryViscosity'), 28, undefined, ctx, 'pass'],
    ['viscosity 17 s', bored('slurryViscosity'), 17, undefined, ctx, 'fail'],
    ['cage length +100 mm', bored('cageLength'), 12100, 12000, ctx, 'pass'],
    ['cage length −101 mm', bored('cageLength'), 11899, 12000, ctx, 'fail'],
    ['cage depth +100 / 0: 100 mm deeper', bored('cageDepth'), 10100, 10000, ctx, 'pass'],
    ['cage depth 1 mm short', bored('cageDepth'), 9999, 10000, ctx, 'fail'],
    ['cage depth 101 mm deeper', bored('cageDepth'), 10101, 10000, ctx, 'fail'],
    ['pile top +30 mm (deviation, design 0)', bored('pileTopElevation'), 30, 0, ctx, 'pass'],
    ['pile top +31 mm', bored('pileTopElevation'), 31, 0, ctx, 'fail'],
    ['pile top −50 mm', bored('pileTopElevation'), -50, 0, ctx, 'pass'],
    ['pile top −51 mm', bored('pileTopElevation'), -51, 0, ctx, 'fail'],
    ['friction sediment 150 mm', bored('sedimentFriction'), 150, undefined, ctx, 'pass'],
    ['friction sediment 151 mm', bored('sedimentFriction'), 151, undefined, ctx, 'fail'],
    ['friction sediment 120 mm, design ≤100', bored('sedimentFriction'), 120, 100, ctx, 'fail'],
    ['friction sediment 120 mm, design 200 is looser', bored('sedimentFriction'), 120, 200, ctx, 'pass'],
    [
      'friction sediment 120 mm with JGJ 94 applied',
      bored('sedimentFriction'),
      120,
      undefined,
      { ...ctx, applyStricter: true },
      'fail',
    ],
    [
      'end-bearing sediment 50 mm',
      bored('sedimentEndBearing'),
      50,
      undefined,
      { ...ctx, bearing: 'end' },
      'pass',
    ],
    [
      'end-bearing sediment 51 mm',
      bored('sedimentEndBearing'),
      51,
      undefined,
      { ...ctx, bearing: 'end' },
      'fail',
    ],
    [
      'the friction row for an end-bearing pile',
      bored('sedimentFriction'),
      120,
      undefined,
      { ...ctx, bearing: 'end' },
      'not-applicable',
    ],
    ['slump 220 mm', bored('slump'), 220, undefined, ctx, 'pass'],
    ['slump 225 mm', bored('slump'), 225, undefined, ctx, 'fail'],
    ['filling coefficient 1.0', bored('fillingCoefficient'), 1.0, undefined, ctx, 'pass'],
    ['filling coefficient 0.99', bored('fillingCoefficient'), 0.99, undefined, ctx, 'fail'],
    ['cage material as designed', bored('cageMaterial'), true, undefined, ctx, 'pass'],
    ['cage material not as designed', bored('cageMaterial'), false, undefined, ctx, 'fail'],
    ['nothing measured', bored('slump'), undefined, undefined, ctx, 'missing'],
  ])('when %s, then %s', (_, i, measured, design, context, status) => {
    expect(judgeItem(i, measured, design, context).status).toBe(status);
  });

  it('when the sediment limit is set, then the judgement says which limit applied and why', () => {
    expect(judgeItem(bored('sedimentFriction'), 90, undefined, ctx).limit).toMatchObject({
      max: 150,
      source: 'standard',
    });
    expect(judgeItem(bored('sedimentFriction'), 90, 100, ctx).limit).toMatchObject({
      max: 100,
      source: 'design',
    });
    expect(judgeItem(bored('sedimentFriction'), 90, 80, { ...ctx, applyStricter: true }).limit).toMatchObject(
      {
        max: 80,
        source: 'design',
      },
    );
    expect(
      judgeItem(bored('sedimentFriction'), 90, undefined, { ...ctx, applyStricter: true }).limit,
    ).toMatchObject({
      max: 100,
      source: 'stricter',
    });
    expect(judgeItem(bored('bearingCapacity'), 5000, 4800).limit).toMatchObject({
      min: 4800,
      max: null,
      source: 'design',
    });
    expect(judgeItem(bored('cageDepth'), 10050, 10000).limit).toMatchObject({ min: 10000, max: 10100 });
    expect(judgeItem(bored('positionSmall'), 80, undefined, ctx).limit).toMatchObject({
      max: 90,
      strict: false,
    });
  });

  it('when a value of the wrong type is given, then it throws', () => {
    expect(() => judgeItem(bored('integrity'), 'V')).toThrow(RangeError);
    expect(() => judgeItem(bored('slump'), 'high')).toThrow(RangeError);
  });
});

describe('judgeItem: mixing pile (§4b) and pipe pile (§4c)', () => {
  const mix: ToleranceContext = { diameterMm: 500, placement: 'other' };
  const pipeCtx: ToleranceContext = {
    depthToPileTopMm: 1500,
    diameterMm: 500,
    lengthMm: 12000,
    placement: 'cap4plus',
  };

  it.each<Case>([
    ['mixing diameter +20 mm', mixing('pileDiameter'), 520, 500, mix, 'pass'],
    ['mixing diameter +21 mm', mixing('pileDiameter'), 521, 500, mix, 'fail'],
    ['position 200 mm = 2D/5 (D 500)', mixing('positionOther'), 200, undefined, mix, 'pass'],
    ['position 201 mm', mixing('positionOther'), 201, undefined, mix, 'fail'],
    [
      'strip edge across 83.3 mm ≤ D/6 = 83.33',
      mixing('positionStripAcross'),
      83.3,
      undefined,
      { ...mix, placement: 'stripEdge' },
      'pass',
    ],
    [
      'strip edge across 83.4 mm',
      mixing('positionStripAcross'),
      83.4,
      undefined,
      { ...mix, placement: 'stripEdge' },
      'fail',
    ],
    [
      'strip edge along 125 mm = D/4',
      mixing('positionStripAlong'),
      125,
      undefined,
      { ...mix, placement: 'stripEdge' },
      'pass',
    ],
    [
      'the strip rows for an ordinary pile',
      mixing('positionStripAlong'),
      100,
      undefined,
      mix,
      'not-applicable',
    ],
    ['guide frame 0.0066 ≤ 1/150', mixing('guideFrameVerticality'), 0.0066, undefined, mix, 'pass'],
    ['guide frame 0.0067 > 1/150', mixing('guideFrameVerticality'), 0.0067, undefined, mix, 'fail'],
    ['lift speed 0.5 = design', mixing('liftSpeed'), 0.5, 0.5, mix, 'pass'],
    ['lift speed 0.51 above design', mixing('liftSpeed'), 0.51, 0.5, mix, 'fail'],
    ['cement 55 kg/m ≥ design 55', mixing('cementContent'), 55, 55, mix, 'pass'],
    ['cushion compaction 0.9', mixing('cushionCompaction'), 0.9, undefined, mix, 'pass'],
    ['pile top −200 mm', mixing('pileTopElevation'), -200, 0, mix, 'pass'],
    ['pipe pile bow 11.9 mm < L/1000 = 12', pipe('pileBow'), 11.9, undefined, pipeCtx, 'pass'],
    ['pipe pile bow exactly 12 mm (must be below)', pipe('pileBow'), 12, undefined, pipeCtx, 'fail'],
    ['pile bow without L', pipe('pileBow'), 5, undefined, {}, 'incomplete'],
    ['cap of ≥4 piles: 265 mm = D/2 + 0.01H', pipe('positionLargeCap'), 265, undefined, pipeCtx, 'pass'],
    ['cap of ≥4 piles: 266 mm', pipe('positionLargeCap'), 266, undefined, pipeCtx, 'fail'],
    [
      'beam perpendicular 115 mm = 100 + 0.01H',
      pipe('positionBeamPerpendicular'),
      115,
      undefined,
      { ...pipeCtx, placement: 'beam' },
      'pass',
    ],
    [
      'beam along 165 mm = 150 + 0.01H',
      pipe('positionBeamAlong'),
      165,
      undefined,
      { ...pipeCtx, placement: 'beam' },
      'pass',
    ],
    [
      'beam along 166 mm',
      pipe('positionBeamAlong'),
      166,
      undefined,
      { ...pipeCtx, placement: 'beam' },
      'fail',
    ],
    ['weld cooling 8 min', pipe('weldCooling'), 8, undefined, pipeCtx, 'pass'],
    ['weld cooling 7.9 min', pipe('weldCooling'), 7.9, undefined, pipeCtx, 'fail'],
    ['joint offset 10 mm', pipe('jointOffset'), 10, undefined, pipeCtx, 'pass'],
    [
      'joint offset 3 mm with JGJ 94 ≤ 2',
      pipe('jointOffset'),
      3,
      undefined,
      { ...pipeCtx, applyStricter: true },
      'fail',
    ],
    ['wall thickness −5 mm', pipe('wallThickness'), 95, 100, pipeCtx, 'pass'],
    ['wall thickness −6 mm', pipe('wallThickness'), 94, 100, pipeCtx, 'fail'],
    ['pile top +50 mm', pipe('pileTopElevation'), 50, 0, pipeCtx, 'pass'],
    ['integrity class IV', pipe('integrity'), 'IV', undefined, pipeCtx, 'fail'],
  ])('when %s, then %s', (_, i, measured, design, context, status) => {
    expect(judgeItem(i, measured, design, context).status).toBe(status);
  });
});

describe('judgeRecord', () => {
  const passing = {
    bearingCapacity: { measured: 5000, design: 4800 },
    holeDepth: { measured: 30.2, design: 30 },
    integrity: { measured: 'I' },
    concreteStrength: { measured: 35.2, design: 30 },
    rockSocketDepth: { measured: 2.1, design: 2 },
    verticality: { measured: 0.005 },
    holeDiameter: { measured: 810, design: 800 },
    positionSmall: { measured: 40 },
    slurryDensity: { measured: 1.15 },
    slurrySandContent: { measured: 4 },
    slurryViscosity: { measured: 22 },
    slurryLevel: { measured: 0.8 },
    cageMainBarSpacing: { measured: 205, design: 200 },
    cageLength: { measured: 12050, design: 12000 },
    stirrupSpacing: { measured: 195, design: 200 },
    cageDiameter: { measured: 705, design: 700 },
    cageMaterial: { measured: true },
    cageDepth: { measured: 12030, design: 12000 },
    sedimentFriction: { measured: 80 },
    slump: { measured: 200 },
    fillingCoefficient: { measured: 1.12 },
    pileTopElevation: { measured: 10, design: 0 },
    postGrouting: { measured: true },
  };

  it('when every applicable item of a bored pile is within tolerance, then the record passes', () => {
    const r = judgeRecord(BORED_PILE_TOLERANCES, passing, ctx);
    expect(r).toMatchObject({ pass: true, mainPass: true, failed: [], missing: [], incomplete: [] });
    expect(r.generalJudged).toBe(r.generalPassed);
    expect(r.items.filter((i) => i.status === 'not-applicable').map((i) => i.key)).toEqual([
      'positionLarge',
      'sedimentEndBearing',
    ]);
  });

  it('when a main item fails and a general one is missing, then both are listed', () => {
    const { integrity: _, slump: __, ...rest } = passing;
    const r = judgeRecord(BORED_PILE_TOLERANCES, { ...rest, integrity: { measured: 'III' } }, ctx);
    expect(r).toMatchObject({ pass: false, mainPass: false, failed: ['integrity'], missing: ['slump'] });
  });

  it('when the context lacks the bearing type, then both sediment rows are incomplete', () => {
    const r = judgeRecord(BORED_PILE_TOLERANCES, passing, { depthToPileTopMm: 2000, diameterMm: 800 });
    expect(r.incomplete).toEqual(['sedimentEndBearing', 'sedimentFriction']);
    expect(r.pass).toBe(false);
  });
});

describe('filling coefficient', () => {
  it('when 5.5 m³ fill a 5.0 m³ hole, then the coefficient is 1.10 and passes', () => {
    expect(fillingCoefficient(5.5, 5.0)).toEqual({ coefficient: 1.1, pass: true });
    expect(fillingCoefficient(5.0, 5.0)).toEqual({ coefficient: 1, pass: true });
  });

  it('when a 20 m pile of 800 mm takes 10.05 m³, then it shows 1.00 but fails (the full value is 0.9997)', () => {
    const theoretical = theoreticalPileVolumeM3(800, 20);
    expect(theoretical).toBeCloseTo(10.0531, 4);
    expect(fillingCoefficient(10.05, theoretical)).toEqual({ coefficient: 1, pass: false });
  });

  it('when the theoretical volume is not positive, then it throws', () => {
    expect(() => fillingCoefficient(5, 0)).toThrow(RangeError);
  });
});
