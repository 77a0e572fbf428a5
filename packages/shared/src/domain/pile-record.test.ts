import { describe, expect, it } from 'vitest';
import { fillingCoefficientOf, judgePileRecord, type PileDesign } from './pile-record';

const bored: PileDesign = {
  diameterMm: '800',
  designLength: '45-48',
  cageDiameter: '700/720',
  cageLengthM: '30',
  mainBarSpacingMm: '150',
  stirrupSpacingMm: '200',
  pileTopElevation: '-3.500',
  bearing: 'friction',
};
const goodBored = {
  drilledDepth: '46.2',
  holeDiameter: '810',
  verticalityPercent: '0.6',
  slurryDensity: '1.18',
  slurrySandContent: '6',
  slurryViscosity: '22',
  sediment: '80',
  cageLength: '30.05',
  cageDiameter: '702',
  mainBarSpacing: '155',
  stirrupSpacing: '195',
  theoreticalVolume: '23.22',
  actualVolume: '26.70',
  slump: '200',
  pileTopElevation: '-3.480',
  emptyHoleDepth: '3.5',
  positionOffset: '60',
};
const judge = (values: Record<string, string>, design = bored) =>
  judgePileRecord({ type: 'bored', design, values: { ...goodBored, ...values } });

describe('bored pile record', () => {
  it('when every item is within tolerance, then nothing fails', () => {
    expect(judge({}).failed).toEqual([]);
  });
  it('when actual 22.06 m³ fills theoretical 23.22 m³ (0.95), then the filling coefficient fails (≥ 1.0)', () => {
    expect(fillingCoefficientOf({ ...goodBored, actualVolume: '22.06' }, bored)).toBeCloseTo(0.95, 2);
    expect(judge({ actualVolume: '22.06' }).failed).toEqual(['fillingCoefficient']);
  });
  it('when no theoretical volume is given, then it is π·D²/4·depth from the hole', () => {
    // π·0.8²/4·46.2 = 23.22 m³; 23.3 m³ poured → 1.003
    expect(
      fillingCoefficientOf({ drilledDepth: '46.2', holeDiameter: '800', actualVolume: '23.3' }, bored),
    ).toBeCloseTo(1.003, 3);
  });
  it('when the hole is shallower than the lower design length 45 m, then hole depth (主控) fails', () => {
    const r = judge({ drilledDepth: '44.9' });
    expect(r.failed).toContain('holeDepth');
    expect(r.mainPass).toBe(false);
  });
  it('when verticality is 1.1 % (> 1/100), then it fails; 1.0 % passes', () => {
    expect(judge({ verticalityPercent: '1.1' }).failed).toEqual(['verticality']);
    expect(judge({ verticalityPercent: '1.0' }).failed).toEqual([]);
  });
  it('when a friction pile has 160 mm sediment (> 150), then it fails; the design 100 mm tightens the limit', () => {
    expect(judge({ sediment: '160' }).failed).toEqual(['sedimentFriction']);
    expect(judge({ sediment: '120' }, { ...bored, sedimentMm: '100' }).failed).toEqual(['sedimentFriction']);
  });
  it('when an end-bearing pile has 60 mm sediment (> 50), then it fails', () => {
    expect(judge({ sediment: '60' }, { ...bored, bearing: 'end' }).failed).toEqual(['sedimentEndBearing']);
  });
  it.each([
    ['slurryDensity', '1.30'],
    ['slurrySandContent', '9'],
    ['slurryViscosity', '30'],
    ['slump', '230'],
    ['holeDiameter', '790'],
  ])('when %s is %s, then it fails', (key, value) => {
    expect(judge({ [key]: value }).failed).toEqual([key]);
  });
  it('when the cage is 30.15 m against 30 m (±100 mm), then cage length fails; 700/720 judges the first diameter', () => {
    expect(judge({ cageLength: '30.15' }).failed).toEqual(['cageLength']);
    expect(judge({ cageDiameter: '711' }).failed).toEqual(['cageDiameter']);
  });
  it('when the main bars are 161 mm apart (150 ± 10) and stirrups 221 (200 ± 20), then both fail', () => {
    expect(judge({ mainBarSpacing: '161', stirrupSpacing: '221' }).failed).toEqual([
      'cageMainBarSpacing',
      'stirrupSpacing',
    ]);
  });
  it('when the pile top is 40 mm high (+30/−50) it fails; 50 mm low passes', () => {
    expect(judge({ pileTopElevation: '-3.460' }).failed).toEqual(['pileTopElevation']);
    expect(judge({ pileTopElevation: '-3.550' }).failed).toEqual([]);
  });
  it('when D = 800 and H = 3.5 m, then the position limit is 70 + 35 = 105 mm', () => {
    expect(judge({ positionOffset: '105' }).failed).toEqual([]);
    expect(judge({ positionOffset: '106' }).failed).toEqual(['positionSmall']);
  });
});

describe('mixing pile record', () => {
  const design: PileDesign = {
    diameterMm: '500',
    designLength: '12',
    cementContentKgPerM: '55',
    pileTopElevation: '-1.000',
  };
  const values = {
    pileLength: '12.2',
    pileDiameter: '505',
    cementContent: '56',
    liftSpeed: '0.5',
    sinkSpeed: '0.9',
    verticalityPercent: '0.5',
    pileTopElevation: '-0.85',
    positionOffset: '150',
  };
  it('when the record meets the design, then nothing fails', () => {
    expect(judgePileRecord({ type: 'mixing', design, values }).failed).toEqual([]);
  });
  it('when the cement is 54 kg/m (< 55), the lift 0.6 m/min (> 0.5 by GB 51004) and the frame 0.7 % (> 1/150), then they fail', () => {
    const r = judgePileRecord({
      type: 'mixing',
      design,
      values: { ...values, cementContent: '54', liftSpeed: '0.6', verticalityPercent: '0.7' },
    });
    expect(r.failed).toEqual(['cementContent', 'liftSpeed', 'guideFrameVerticality']);
    expect(r.mainPass).toBe(false);
  });
  it('when the offset is 201 mm (> 2D/5 = 200), then the position fails', () => {
    expect(
      judgePileRecord({ type: 'mixing', design, values: { ...values, positionOffset: '201' } }).failed,
    ).toEqual(['positionOther']);
  });
});

describe('pipe pile record', () => {
  const design: PileDesign = { diameterMm: '500', pileTopElevation: '-2.000' };
  it('when one joint cooled 7 min (< 8), then weld cooling fails on the worst joint', () => {
    const r = judgePileRecord({
      type: 'pipe',
      design,
      values: { pileTopElevation: '-2.03', verticalityPercent: '0.4' },
      joints: [{ coolingMin: '9' }, { coolingMin: '7', offsetMm: '3' }],
    });
    expect(r.failed).toEqual(['weldCooling']);
  });
  it('when the joints cooled 8 min and are offset 11 mm (> 10), then the offset fails', () => {
    const r = judgePileRecord({
      type: 'pipe',
      design,
      values: { pileTopElevation: '-2.0' },
      joints: [{ coolingMin: '8', offsetMm: '11' }],
    });
    expect(r.failed).toEqual(['jointOffset']);
  });
});
