/**
 * A pile's construction record judged against GB 50202-2018 (docs/domains/pile.md): which measured item of
 * the record feeds which tolerance row, with the pile group's design values overriding the defaults.
 * Values are the decimal strings of the wire; judgement uses ./pile-tolerance.
 */
import {
  judgeRecord,
  PILE_TOLERANCE_TABLES,
  type PileToleranceTable,
  type RecordJudgement,
  type RecordMeasurement,
  type ToleranceContext,
  theoreticalPileVolumeM3,
} from './pile-tolerance';

export const PILE_TYPES = ['bored', 'mixing', 'pipe'] as const satisfies readonly PileToleranceTable[];
export type PileType = (typeof PILE_TYPES)[number];

/** GB 50300-2013 App. B sub-item code of each pile type (docs/domains/pile.md). */
export const PILE_SUB_ITEM_CODE: Record<PileType, string> = {
  mixing: '010110',
  pipe: '010207',
  bored: '010208',
};

/** Design values of a pile group, as decimal strings (mm, m, kg/m, m/min). */
export interface PileDesign {
  diameterMm?: string | null;
  /** '45' or '42-48' (m): the lower end is the length the hole must reach. */
  designLength?: string | null;
  /** '800' or '800/900' (mm): the first part is judged. */
  cageDiameter?: string | null;
  cageLengthM?: string | null;
  mainBarSpacingMm?: string | null;
  stirrupSpacingMm?: string | null;
  /** Design pile-top elevation, m. */
  pileTopElevation?: string | null;
  bearing?: 'end' | 'friction' | null;
  /** Design sediment limit where stricter than the standard, mm. */
  sedimentMm?: string | null;
  cementContentKgPerM?: string | null;
  waterCementRatio?: string | null;
  liftSpeed?: string | null;
  sinkSpeed?: string | null;
}

/** Measured values of the record (decimal strings); the keys per type are in PILE_RECORD_FIELDS. */
export type PileRecordValues = Readonly<Record<string, string | null | undefined>>;

export interface PipeSegment {
  lengthM: string;
}
export interface PipeJoint {
  /** Natural cooling after welding, minutes (JGJ 94-2008 7.3.3: ≥ 8). */
  coolingMin: string;
  offsetMm?: string | null;
}

/** The numeric fields each record type takes (decimal strings on the wire). */
export const PILE_RECORD_FIELDS = {
  bored: [
    'drilledDepth',
    'holeDiameter',
    'verticalityPercent',
    'slurryDensity',
    'slurrySandContent',
    'slurryViscosity',
    'sediment',
    'cageLength',
    'cageDiameter',
    'mainBarSpacing',
    'stirrupSpacing',
    'cageDepth',
    'theoreticalVolume',
    'actualVolume',
    'slump',
    'overPourHeight',
    'pileTopElevation',
    'emptyHoleDepth',
    'positionOffset',
  ],
  mixing: [
    'pileLength',
    'pileDiameter',
    'cementContent',
    'waterCementRatio',
    'sprayPasses',
    'mixPasses',
    'liftSpeed',
    'sinkSpeed',
    'pumpPressure',
    'verticalityPercent',
    'pileTopElevation',
    'positionOffset',
  ],
  pipe: [
    'pileLength',
    'finalPressure',
    'finalSet',
    'verticalityPercent',
    'pileTopElevation',
    'positionOffset',
  ],
} as const satisfies Record<PileType, readonly string[]>;

/** Tolerance rows judged at construction time (the rest wait for detection and acceptance). */
export const CONSTRUCTION_ITEMS: Record<PileType, readonly string[]> = {
  bored: [
    'holeDepth',
    'verticality',
    'holeDiameter',
    'positionSmall',
    'positionLarge',
    'slurryDensity',
    'slurrySandContent',
    'slurryViscosity',
    'cageMainBarSpacing',
    'cageLength',
    'stirrupSpacing',
    'cageDiameter',
    'sedimentEndBearing',
    'sedimentFriction',
    'slump',
    'fillingCoefficient',
    'pileTopElevation',
  ],
  mixing: [
    'cementContent',
    'pileDiameter',
    'pileLength',
    'liftSpeed',
    'sinkSpeed',
    'pileTopElevation',
    'guideFrameVerticality',
    'positionOther',
  ],
  pipe: ['weldCooling', 'jointOffset', 'pileTopElevation', 'verticality'],
};

const num = (v: string | null | undefined): number | undefined => {
  if (v === null || v === undefined || v.trim() === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
};
const firstPart = (v: string | null | undefined, sep: RegExp) => num(v?.split(sep)[0]);
const mm = (m: number | undefined) => (m === undefined ? undefined : Math.round(m * 1000 * 1000) / 1000);

/** Filling coefficient of a bored pile: actual ÷ theoretical volume, theoretical from D and depth when not given. */
export function boredTheoreticalVolume(values: PileRecordValues, design: PileDesign): number | undefined {
  const given = num(values.theoreticalVolume);
  if (given !== undefined && given > 0) return given;
  const d = num(values.holeDiameter) ?? num(design.diameterMm);
  const depth = num(values.drilledDepth);
  if (d === undefined || depth === undefined || d <= 0 || depth <= 0) return undefined;
  return theoreticalPileVolumeM3(d, depth);
}

export function fillingCoefficientOf(values: PileRecordValues, design: PileDesign): number | undefined {
  const theoretical = boredTheoreticalVolume(values, design);
  const actual = num(values.actualVolume);
  if (theoretical === undefined || actual === undefined) return undefined;
  return actual / theoretical;
}

type Measurements = Record<string, RecordMeasurement>;

function boredMeasurements(v: PileRecordValues, d: PileDesign): Measurements {
  const fc = fillingCoefficientOf(v, d);
  const pos = num(v.positionOffset);
  const sediment = num(v.sediment);
  const sedimentDesign = num(d.sedimentMm);
  const topDesign = num(d.pileTopElevation);
  const topMeasured = num(v.pileTopElevation);
  return {
    holeDepth: { measured: num(v.drilledDepth), design: firstPart(d.designLength, /[-~]/) },
    verticality: { measured: mapDefined(num(v.verticalityPercent), (p) => p / 100) },
    holeDiameter: { measured: num(v.holeDiameter), design: num(d.diameterMm) },
    positionSmall: { measured: pos },
    positionLarge: { measured: pos },
    slurryDensity: { measured: num(v.slurryDensity) },
    slurrySandContent: { measured: num(v.slurrySandContent) },
    slurryViscosity: { measured: num(v.slurryViscosity) },
    cageMainBarSpacing: { measured: num(v.mainBarSpacing), design: num(d.mainBarSpacingMm) },
    cageLength: { measured: mm(num(v.cageLength)), design: mm(num(d.cageLengthM)) },
    stirrupSpacing: { measured: num(v.stirrupSpacing), design: num(d.stirrupSpacingMm) },
    cageDiameter: { measured: num(v.cageDiameter), design: firstPart(d.cageDiameter, /\//) },
    sedimentEndBearing: { measured: sediment, design: sedimentDesign },
    sedimentFriction: { measured: sediment, design: sedimentDesign },
    slump: { measured: num(v.slump) },
    fillingCoefficient: { measured: fc === undefined ? undefined : Math.round(fc * 10000) / 10000 },
    pileTopElevation: elevationDeviation(topMeasured, topDesign),
  };
}

function mixingMeasurements(v: PileRecordValues, d: PileDesign): Measurements {
  return {
    cementContent: { measured: num(v.cementContent), design: num(d.cementContentKgPerM) },
    pileDiameter: { measured: num(v.pileDiameter), design: num(d.diameterMm) },
    pileLength: { measured: num(v.pileLength), design: firstPart(d.designLength, /[-~]/) },
    // GB 51004-2015 4.10: lift ≤ 0.5, sink ≤ 1.0 m/min where the design is silent.
    liftSpeed: { measured: num(v.liftSpeed), design: num(d.liftSpeed) ?? 0.5 },
    sinkSpeed: { measured: num(v.sinkSpeed), design: num(d.sinkSpeed) ?? 1.0 },
    pileTopElevation: elevationDeviation(num(v.pileTopElevation), num(d.pileTopElevation)),
    guideFrameVerticality: { measured: mapDefined(num(v.verticalityPercent), (p) => p / 100) },
    positionOther: { measured: num(v.positionOffset) },
  };
}

function pipeMeasurements(v: PileRecordValues, d: PileDesign, joints: readonly PipeJoint[]): Measurements {
  const cooling = joints.map((j) => num(j.coolingMin)).filter((x): x is number => x !== undefined);
  const offsets = joints.map((j) => num(j.offsetMm)).filter((x): x is number => x !== undefined);
  return {
    // The worst joint decides: the shortest cooling, the largest offset.
    weldCooling: { measured: cooling.length ? Math.min(...cooling) : undefined },
    jointOffset: { measured: offsets.length ? Math.max(...offsets) : undefined },
    pileTopElevation: elevationDeviation(num(v.pileTopElevation), num(d.pileTopElevation)),
    verticality: { measured: mapDefined(num(v.verticalityPercent), (p) => p / 100) },
  };
}

function mapDefined(x: number | undefined, f: (x: number) => number) {
  return x === undefined ? undefined : f(x);
}

/** Elevations are recorded in m; the tolerance is a ± deviation in mm judged against design 0. */
function elevationDeviation(measured: number | undefined, design: number | undefined): RecordMeasurement {
  if (measured === undefined) return { measured: undefined, design: 0 };
  if (design === undefined) return { measured: undefined };
  return { measured: Math.round((measured - design) * 1000 * 1000) / 1000, design: 0 };
}

export interface PileRecordInput {
  type: PileType;
  design: PileDesign;
  values: PileRecordValues;
  joints?: readonly PipeJoint[];
}

/**
 * Judges the construction-time items of a record. Items without a measurement are 'missing' and do
 * not make the record abnormal; `failed` lists the items out of tolerance.
 */
export function judgePileRecord({ type, design, values, joints = [] }: PileRecordInput): RecordJudgement {
  const keys = new Set(CONSTRUCTION_ITEMS[type]);
  const table = PILE_TOLERANCE_TABLES[type].filter((i) => keys.has(i.key));
  const measurements =
    type === 'bored'
      ? boredMeasurements(values, design)
      : type === 'mixing'
        ? mixingMeasurements(values, design)
        : pipeMeasurements(values, design, joints);
  const context: ToleranceContext = {
    depthToPileTopMm: mm(num(values.emptyHoleDepth)),
    diameterMm: num(design.diameterMm),
    bearing: design.bearing ?? undefined,
    placement: 'other',
  };
  return judgeRecord(table, measurements, context);
}
