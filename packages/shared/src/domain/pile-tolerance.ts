import {
  add,
  div,
  type Exact,
  exact,
  gte,
  lt,
  lte,
  min as minExact,
  mul,
  ratio,
  sub,
  toNumber,
} from './exact';
import { INTEGRITY_CLASSES, type IntegrityClass } from './pile-detection';

/**
 * Construction tolerances of GB 50202-2018 as data (DOMAIN.md §4): bored piles (§4a, table 5.6.4),
 * cement mixing piles (§4b, table 4.11.5) and prestressed pipe piles (§4c, table 5.5.4), and the
 * judgement of a measured item or a whole pile record with the limit actually applied.
 *
 * Units: measured and design values are in the item's unit (a ± item in mm takes design and
 * measured in mm; to judge a recorded deviation pass design 0). Context: H = distance from the
 * working platform to the design pile top (mm), D = design diameter (mm), L = pile or segment
 * length (mm). Comparisons are exact (./exact) on full values.
 */

export type ToleranceClass = 'main' | 'general';

/** [numerator, denominator] of an exact coefficient (1/100, 2/5 …). */
export type Fraction = readonly [number, number];

export type Tolerance =
  /** measured ≥ design ("not less than design"). */
  | { kind: 'atLeastDesign' }
  /** measured ≤ design (speeds that must not exceed the design value). */
  | { kind: 'atMostDesign' }
  | { kind: 'atLeast'; min: number }
  /** measured ≤ max; with designMayTighten a stricter design value replaces max. */
  | { kind: 'atMost'; max: number; designMayTighten?: boolean; stricter?: { max: number; source: string } }
  | { kind: 'range'; min: number; max: number }
  /** design − minus ≤ measured ≤ design + plus. */
  | { kind: 'deviation'; plus: number; minus: number }
  /** measured (a ratio such as offset ÷ depth) ≤ numerator / denominator. */
  | { kind: 'ratio'; limit: Fraction }
  /** measured ≤ constant + H·perH + D·perD + L·perL (strict: <). */
  | { kind: 'formula'; constant: number; perH?: Fraction; perD?: Fraction; perL?: Fraction; strict?: boolean }
  /** class `worst` or better (JGJ 106 classes). */
  | { kind: 'integrityClass'; worst: IntegrityClass }
  /** a yes/no finding: matches the design, records complete, no visible defect. */
  | { kind: 'conforms' };

export type ToleranceKind = Tolerance['kind'];

export interface ToleranceContext {
  /** H, mm. */
  depthToPileTopMm?: number;
  /** D, mm. */
  diameterMm?: number;
  /** L, mm. */
  lengthMm?: number;
  /** Bored piles: end-bearing or friction (sediment limit). */
  bearing?: 'end' | 'friction';
  /** Where a pile sits, for the position rows: 'stripEdge' | 'other' (mixing), 'beam' |
   *  'cap1to3' | 'cap4plus' (pipe). */
  placement?: string;
  /** Apply the stricter alternative values (JGJ 94-2008) where an item has one. */
  applyStricter?: boolean;
}

export interface ToleranceCondition {
  diameterBelowMm?: number;
  diameterFromMm?: number;
  bearing?: 'end' | 'friction';
  placement?: readonly string[];
}

export interface ToleranceItem {
  key: string;
  class: ToleranceClass;
  tolerance: Tolerance;
  unit: string;
  /** Check method key (sounding rope, caliper, level …) for the record form. */
  method: string;
  clause: string;
  /** The item applies only in this context. */
  when?: ToleranceCondition;
  /** The value is from recall and not yet checked against the standard. */
  unconfirmed?: boolean;
}

const T5_6_4 = 'GB 50202-2018 table 5.6.4';
const T4_11_5 = 'GB 50202-2018 table 4.11.5';
const T5_5_4 = 'GB 50202-2018 table 5.5.4';
const T5_1_2 = 'GB 50202-2018 table 5.1.2';
const H100: Fraction = [1, 100];

/** §4a: bored pile, slurry-supported (泥浆护壁成孔灌注桩). */
export const BORED_PILE_TOLERANCES = [
  {
    key: 'bearingCapacity',
    class: 'main',
    tolerance: { kind: 'atLeastDesign' },
    unit: 'kN',
    method: 'staticLoad',
    clause: T5_6_4,
  },
  {
    key: 'holeDepth',
    class: 'main',
    tolerance: { kind: 'atLeastDesign' },
    unit: 'm',
    method: 'soundingRope',
    clause: T5_6_4,
  },
  {
    key: 'integrity',
    class: 'main',
    tolerance: { kind: 'integrityClass', worst: 'II' },
    unit: '-',
    method: 'integrityTest',
    clause: T5_6_4,
  },
  {
    key: 'concreteStrength',
    class: 'main',
    tolerance: { kind: 'atLeastDesign' },
    unit: 'MPa',
    method: 'specimensOrCore',
    clause: T5_6_4,
  },
  {
    key: 'rockSocketDepth',
    class: 'main',
    tolerance: { kind: 'atLeastDesign' },
    unit: 'm',
    method: 'coreOrCuttings',
    clause: T5_6_4,
  },
  {
    key: 'verticality',
    class: 'general',
    tolerance: { kind: 'ratio', limit: [1, 100] },
    unit: '-',
    method: 'caliper',
    clause: T5_6_4,
  },
  {
    key: 'holeDiameter',
    class: 'general',
    tolerance: { kind: 'atLeastDesign' },
    unit: 'mm',
    method: 'caliper',
    clause: T5_6_4,
  },
  {
    key: 'positionSmall',
    class: 'general',
    tolerance: { kind: 'formula', constant: 70, perH: H100 },
    unit: 'mm',
    method: 'totalStation',
    clause: T5_6_4,
    when: { diameterBelowMm: 1000 },
  },
  {
    key: 'positionLarge',
    class: 'general',
    tolerance: { kind: 'formula', constant: 100, perH: H100 },
    unit: 'mm',
    method: 'totalStation',
    clause: T5_6_4,
    when: { diameterFromMm: 1000 },
  },
  {
    key: 'slurryDensity',
    class: 'general',
    tolerance: { kind: 'range', min: 1.1, max: 1.25 },
    unit: '-',
    method: 'hydrometer',
    clause: T5_6_4,
  },
  {
    key: 'slurrySandContent',
    class: 'general',
    tolerance: { kind: 'atMost', max: 8 },
    unit: '%',
    method: 'sandContentTube',
    clause: T5_6_4,
  },
  {
    key: 'slurryViscosity',
    class: 'general',
    tolerance: { kind: 'range', min: 18, max: 28 },
    unit: 's',
    method: 'funnelViscometer',
    clause: T5_6_4,
  },
  {
    key: 'slurryLevel',
    class: 'general',
    tolerance: { kind: 'range', min: 0.5, max: 1.0 },
    unit: 'm',
    method: 'measure',
    clause: T5_6_4,
  },
  {
    key: 'cageMainBarSpacing',
    class: 'general',
    tolerance: { kind: 'deviation', plus: 10, minus: 10 },
    unit: 'mm',
    method: 'tape',
    clause: T5_6_4,
  },
  {
    key: 'cageLength',
    class: 'general',
    tolerance: { kind: 'deviation', plus: 100, minus: 100 },
    unit: 'mm',
    method: 'tape',
    clause: T5_6_4,
  },
  {
    key: 'stirrupSpacing',
    class: 'general',
    tolerance: { kind: 'deviation', plus: 20, minus: 20 },
    unit: 'mm',
    method: 'tape',
    clause: T5_6_4,
  },
  {
    key: 'cageDiameter',
    class: 'general',
    tolerance: { kind: 'deviation', plus: 10, minus: 10 },
    unit: 'mm',
    method: 'tape',
    clause: T5_6_4,
  },
  {
    key: 'cageMaterial',
    class: 'general',
    tolerance: { kind: 'conforms' },
    unit: '-',
    method: 'certificateAndRetest',
    clause: T5_6_4,
  },
  {
    key: 'cageDepth',
    class: 'general',
    tolerance: { kind: 'deviation', plus: 100, minus: 0 },
    unit: 'mm',
    method: 'tape',
    clause: T5_6_4,
  },
  {
    key: 'sedimentEndBearing',
    class: 'general',
    tolerance: { kind: 'atMost', max: 50, designMayTighten: true },
    unit: 'mm',
    method: 'sedimentGauge',
    clause: T5_6_4,
    when: { bearing: 'end' },
  },
  {
    key: 'sedimentFriction',
    class: 'general',
    tolerance: {
      kind: 'atMost',
      max: 150,
      designMayTighten: true,
      stricter: { max: 100, source: 'JGJ 94-2008 6.3.9' },
    },
    unit: 'mm',
    method: 'sedimentGauge',
    clause: T5_6_4,
    when: { bearing: 'friction' },
  },
  {
    key: 'slump',
    class: 'general',
    tolerance: { kind: 'range', min: 180, max: 220 },
    unit: 'mm',
    method: 'slumpCone',
    clause: T5_6_4,
  },
  {
    key: 'fillingCoefficient',
    class: 'general',
    tolerance: { kind: 'atLeast', min: 1.0 },
    unit: '-',
    method: 'volumeRecords',
    clause: T5_6_4,
  },
  {
    key: 'pileTopElevation',
    class: 'general',
    tolerance: { kind: 'deviation', plus: 30, minus: 50 },
    unit: 'mm',
    method: 'level',
    clause: T5_6_4,
  },
  {
    key: 'postGrouting',
    class: 'general',
    tolerance: { kind: 'conforms' },
    unit: '-',
    method: 'records',
    clause: T5_6_4,
  },
] as const satisfies readonly ToleranceItem[];

/** §4b: cement mixing pile (水泥土搅拌桩地基); values from recall, unconfirmed. */
export const MIXING_PILE_TOLERANCES = [
  {
    key: 'compositeCapacity',
    class: 'main',
    tolerance: { kind: 'atLeastDesign' },
    unit: 'kPa',
    method: 'plateLoad',
    clause: T4_11_5,
    unconfirmed: true,
  },
  {
    key: 'singlePileCapacity',
    class: 'main',
    tolerance: { kind: 'atLeastDesign' },
    unit: 'kN',
    method: 'staticLoad',
    clause: T4_11_5,
    unconfirmed: true,
  },
  {
    key: 'cementContent',
    class: 'main',
    tolerance: { kind: 'atLeastDesign' },
    unit: 'kg/m',
    method: 'flowMeter',
    clause: T4_11_5,
    unconfirmed: true,
  },
  {
    key: 'pileDiameter',
    class: 'main',
    tolerance: { kind: 'deviation', plus: 20, minus: 20 },
    unit: 'mm',
    method: 'tape',
    clause: T4_11_5,
    unconfirmed: true,
  },
  {
    key: 'pileLength',
    class: 'main',
    tolerance: { kind: 'atLeastDesign' },
    unit: 'm',
    method: 'drillRodLength',
    clause: T4_11_5,
    unconfirmed: true,
  },
  {
    key: 'bodyStrength',
    class: 'main',
    tolerance: { kind: 'atLeastDesign' },
    unit: 'MPa',
    method: 'coreOrSpecimens',
    clause: T4_11_5,
    unconfirmed: true,
  },
  {
    key: 'waterBinderRatio',
    class: 'general',
    tolerance: { kind: 'conforms' },
    unit: '-',
    method: 'mixRecords',
    clause: T4_11_5,
    unconfirmed: true,
  },
  {
    key: 'liftSpeed',
    class: 'general',
    tolerance: { kind: 'atMostDesign' },
    unit: 'm/min',
    method: 'distanceAndTime',
    clause: T4_11_5,
    unconfirmed: true,
  },
  {
    key: 'sinkSpeed',
    class: 'general',
    tolerance: { kind: 'atMostDesign' },
    unit: 'm/min',
    method: 'distanceAndTime',
    clause: T4_11_5,
    unconfirmed: true,
  },
  {
    key: 'positionStripAlong',
    class: 'general',
    tolerance: { kind: 'formula', constant: 0, perD: [1, 4] },
    unit: 'mm',
    method: 'tape',
    clause: T4_11_5,
    when: { placement: ['stripEdge'] },
    unconfirmed: true,
  },
  {
    key: 'positionStripAcross',
    class: 'general',
    tolerance: { kind: 'formula', constant: 0, perD: [1, 6] },
    unit: 'mm',
    method: 'tape',
    clause: T4_11_5,
    when: { placement: ['stripEdge'] },
    unconfirmed: true,
  },
  {
    key: 'positionOther',
    class: 'general',
    tolerance: { kind: 'formula', constant: 0, perD: [2, 5] },
    unit: 'mm',
    method: 'tape',
    clause: T4_11_5,
    when: { placement: ['other'] },
    unconfirmed: true,
  },
  {
    key: 'pileTopElevation',
    class: 'general',
    tolerance: { kind: 'deviation', plus: 200, minus: 200 },
    unit: 'mm',
    method: 'level',
    clause: T4_11_5,
    unconfirmed: true,
  },
  {
    key: 'guideFrameVerticality',
    class: 'general',
    tolerance: { kind: 'ratio', limit: [1, 150] },
    unit: '-',
    method: 'inclinometer',
    clause: T4_11_5,
    unconfirmed: true,
  },
  {
    key: 'cushionCompaction',
    class: 'general',
    tolerance: { kind: 'atMost', max: 0.9 },
    unit: '-',
    method: 'measure',
    clause: T4_11_5,
    unconfirmed: true,
  },
] as const satisfies readonly ToleranceItem[];

/** §4c: prestressed pipe pile (先张法预应力管桩). */
export const PIPE_PILE_TOLERANCES = [
  {
    key: 'bearingCapacity',
    class: 'main',
    tolerance: { kind: 'atLeastDesign' },
    unit: 'kN',
    method: 'staticLoadOrHighStrain',
    clause: T5_5_4,
  },
  {
    key: 'integrity',
    class: 'main',
    tolerance: { kind: 'integrityClass', worst: 'II' },
    unit: '-',
    method: 'lowStrain',
    clause: T5_5_4,
  },
  {
    key: 'appearance',
    class: 'general',
    tolerance: { kind: 'conforms' },
    unit: '-',
    method: 'visual',
    clause: T5_5_4,
  },
  {
    key: 'diameter',
    class: 'general',
    tolerance: { kind: 'deviation', plus: 5, minus: 5 },
    unit: 'mm',
    method: 'tape',
    clause: T5_5_4,
  },
  {
    key: 'wallThickness',
    class: 'general',
    tolerance: { kind: 'deviation', plus: 5, minus: 5 },
    unit: 'mm',
    method: 'tape',
    clause: T5_5_4,
  },
  {
    key: 'topFlatness',
    class: 'general',
    tolerance: { kind: 'atMost', max: 10 },
    unit: 'mm',
    method: 'straightedge',
    clause: T5_5_4,
  },
  {
    key: 'pileBow',
    class: 'general',
    tolerance: { kind: 'formula', constant: 0, perL: [1, 1000], strict: true },
    unit: 'mm',
    method: 'stringLine',
    clause: T5_5_4,
  },
  {
    key: 'positionBeamPerpendicular',
    class: 'general',
    tolerance: { kind: 'formula', constant: 100, perH: H100 },
    unit: 'mm',
    method: 'totalStation',
    clause: T5_1_2,
    when: { placement: ['beam'] },
  },
  {
    key: 'positionBeamAlong',
    class: 'general',
    tolerance: { kind: 'formula', constant: 150, perH: H100 },
    unit: 'mm',
    method: 'totalStation',
    clause: T5_1_2,
    when: { placement: ['beam'] },
  },
  {
    key: 'positionSmallCap',
    class: 'general',
    tolerance: { kind: 'formula', constant: 100, perH: H100 },
    unit: 'mm',
    method: 'totalStation',
    clause: T5_1_2,
    when: { placement: ['cap1to3'] },
  },
  {
    key: 'positionLargeCap',
    class: 'general',
    tolerance: { kind: 'formula', constant: 0, perD: [1, 2], perH: H100 },
    unit: 'mm',
    method: 'totalStation',
    clause: T5_1_2,
    when: { placement: ['cap4plus'] },
  },
  {
    key: 'electrodes',
    class: 'general',
    tolerance: { kind: 'conforms' },
    unit: '-',
    method: 'certificate',
    clause: T5_5_4,
  },
  {
    key: 'jointWeldQuality',
    class: 'general',
    tolerance: { kind: 'conforms' },
    unit: '-',
    method: 'visualOrNdt',
    clause: T5_5_4,
  },
  /** GB 50202-2018 value unconfirmed; JGJ 94-2008 7.3.3: ≥8 min natural cooling [src]. */
  {
    key: 'weldCooling',
    class: 'general',
    tolerance: { kind: 'atLeast', min: 8 },
    unit: 'min',
    method: 'stopwatch',
    clause: 'JGJ 94-2008 7.3.3',
  },
  {
    key: 'jointOffset',
    class: 'general',
    tolerance: { kind: 'atMost', max: 10, stricter: { max: 2, source: 'JGJ 94-2008 7.3.3' } },
    unit: 'mm',
    method: 'tape',
    clause: T5_5_4,
  },
  {
    key: 'jointBow',
    class: 'general',
    tolerance: { kind: 'formula', constant: 0, perL: [1, 1000], strict: true },
    unit: 'mm',
    method: 'tape',
    clause: T5_5_4,
  },
  {
    key: 'finalSet',
    class: 'general',
    tolerance: { kind: 'conforms' },
    unit: '-',
    method: 'drivingRecords',
    clause: T5_5_4,
  },
  {
    key: 'pileTopElevation',
    class: 'general',
    tolerance: { kind: 'deviation', plus: 50, minus: 50 },
    unit: 'mm',
    method: 'level',
    clause: T5_5_4,
  },
  {
    key: 'verticality',
    class: 'general',
    tolerance: { kind: 'ratio', limit: [1, 100] },
    unit: '-',
    method: 'theodolite',
    clause: T5_5_4,
  },
] as const satisfies readonly ToleranceItem[];

export const PILE_TOLERANCE_TABLES = {
  bored: BORED_PILE_TOLERANCES,
  mixing: MIXING_PILE_TOLERANCES,
  pipe: PIPE_PILE_TOLERANCES,
} as const;
export type PileToleranceTable = keyof typeof PILE_TOLERANCE_TABLES;

// ---------------------------------------------------------------------------------------------
// Judging

export type ItemStatus =
  | 'pass'
  | 'fail'
  /** No measurement. */
  | 'missing'
  /** The design value or a context value (H, D, L, bearing, placement) the limit needs is absent. */
  | 'incomplete'
  /** The item's `when` does not hold here. */
  | 'not-applicable';

export interface AppliedLimit {
  min: number | null;
  max: number | null;
  /** The limit is exclusive (pile bow < L/1000). */
  strict: boolean;
  /** 'design' when the design value set or tightened the limit; 'stricter' for the alternative. */
  source: 'standard' | 'design' | 'stricter';
  /** For a class or a yes/no item: the required value. */
  required?: string | boolean;
}

export interface ItemJudgement {
  key: string;
  class: ToleranceClass;
  unit: string;
  status: ItemStatus;
  measured: number | boolean | string | null;
  limit: AppliedLimit | null;
  clause: string;
}

export type Measured = number | boolean | string | null | undefined;

interface Bounds {
  min?: Exact;
  max?: Exact;
  strict?: boolean;
  source: AppliedLimit['source'];
}

const INCOMPLETE = 'incomplete' as const;
const ex = (n: number) => exact(n);
const frac = ([n, d]: Fraction) => ratio(n, d);
const times = (value: number | undefined, f: Fraction | undefined): Exact | null | typeof INCOMPLETE =>
  f === undefined ? null : value === undefined ? INCOMPLETE : mul(ex(value), frac(f));

/** Numeric bounds for each numeric kind; 'incomplete' when a design or context value is missing. */
const BOUNDS: {
  [K in ToleranceKind]?: (
    t: Extract<Tolerance, { kind: K }>,
    design: number | undefined,
    ctx: ToleranceContext,
  ) => Bounds | typeof INCOMPLETE;
} = {
  atLeastDesign: (_, design) => (design === undefined ? INCOMPLETE : { min: ex(design), source: 'design' }),
  atMostDesign: (_, design) => (design === undefined ? INCOMPLETE : { max: ex(design), source: 'design' }),
  atLeast: (t) => ({ min: ex(t.min), source: 'standard' }),
  atMost: (t, design, ctx) => {
    const candidates: { max: Exact; source: AppliedLimit['source'] }[] = [
      { max: ex(t.max), source: 'standard' },
    ];
    if (t.designMayTighten && design !== undefined) candidates.push({ max: ex(design), source: 'design' });
    if (t.stricter && ctx.applyStricter) candidates.push({ max: ex(t.stricter.max), source: 'stricter' });
    const tightest = minExact(candidates.map((c) => c.max));
    return candidates.find((c) => c.max === tightest)!;
  },
  range: (t) => ({ min: ex(t.min), max: ex(t.max), source: 'standard' }),
  deviation: (t, design) =>
    design === undefined
      ? INCOMPLETE
      : { min: sub(ex(design), ex(t.minus)), max: add(ex(design), ex(t.plus)), source: 'standard' },
  ratio: (t) => ({ max: frac(t.limit), source: 'standard' }),
  formula: (t, _, ctx) => {
    const terms = [
      times(ctx.depthToPileTopMm, t.perH),
      times(ctx.diameterMm, t.perD),
      times(ctx.lengthMm, t.perL),
    ];
    if (terms.includes(INCOMPLETE)) return INCOMPLETE;
    const max = terms.reduce<Exact>(
      (s, x) => (x === null || x === INCOMPLETE ? s : add(s, x)),
      ex(t.constant),
    );
    return { max, strict: t.strict === true, source: 'standard' };
  },
};

const within = (value: Exact, b: Bounds): boolean =>
  (b.min === undefined || gte(value, b.min)) &&
  (b.max === undefined || (b.strict ? lt(value, b.max) : lte(value, b.max)));

const shown = (x: Exact | undefined) => (x === undefined ? null : toNumber(x, 4));

/** Whether an item applies in this context: true, false, or 'incomplete' when the context lacks the value. */
function applies(when: ToleranceCondition | undefined, ctx: ToleranceContext): boolean | typeof INCOMPLETE {
  if (!when) return true;
  const tests: (boolean | typeof INCOMPLETE)[] = [];
  const d = ctx.diameterMm;
  if (when.diameterBelowMm !== undefined) tests.push(d === undefined ? INCOMPLETE : d < when.diameterBelowMm);
  if (when.diameterFromMm !== undefined) tests.push(d === undefined ? INCOMPLETE : d >= when.diameterFromMm);
  if (when.bearing) tests.push(ctx.bearing === undefined ? INCOMPLETE : ctx.bearing === when.bearing);
  if (when.placement)
    tests.push(ctx.placement === undefined ? INCOMPLETE : when.placement.includes(ctx.placement));
  if (tests.includes(false)) return false;
  return tests.includes(INCOMPLETE) ? INCOMPLETE : true;
}

const rank = (c: IntegrityClass) => INTEGRITY_CLASSES.indexOf(c);

/**
 * Judges one measured item. The limit applied is returned with where it came from: the design
 * value for "not less than design" items, the design value where it is stricter (sediment), the
 * stricter alternative when `applyStricter`, else the standard's default.
 */
export function judgeItem(
  item: ToleranceItem,
  measured: Measured,
  design?: number,
  context: ToleranceContext = {},
): ItemJudgement {
  const base = { key: item.key, class: item.class, unit: item.unit, clause: item.clause };
  const scope = applies(item.when, context);
  const value = measured ?? null;
  if (scope === false) return { ...base, status: 'not-applicable', measured: value, limit: null };
  if (scope === INCOMPLETE) return { ...base, status: 'incomplete', measured: value, limit: null };
  const t = item.tolerance;
  if (t.kind === 'conforms') {
    const limit: AppliedLimit = { min: null, max: null, strict: false, source: 'standard', required: true };
    const status = value === null ? 'missing' : value === true ? 'pass' : 'fail';
    return { ...base, status, measured: value, limit };
  }
  if (t.kind === 'integrityClass') {
    const limit: AppliedLimit = {
      min: null,
      max: null,
      strict: false,
      source: 'standard',
      required: t.worst,
    };
    if (value === null) return { ...base, status: 'missing', measured: null, limit };
    if (typeof value !== 'string' || !(INTEGRITY_CLASSES as readonly string[]).includes(value))
      throw new RangeError(`${item.key} takes an integrity class (I–IV)`);
    const status = rank(value as IntegrityClass) <= rank(t.worst) ? 'pass' : 'fail';
    return { ...base, status, measured: value, limit };
  }
  const bounds = (
    BOUNDS[t.kind] as (t: Tolerance, d: number | undefined, c: ToleranceContext) => Bounds | typeof INCOMPLETE
  )(t, design, context);
  if (bounds === INCOMPLETE) return { ...base, status: 'incomplete', measured: value, limit: null };
  const limit: AppliedLimit = {
    min: shown(bounds.min),
    max: shown(bounds.max),
    strict: bounds.strict === true,
    source: bounds.source,
  };
  if (value === null) return { ...base, status: 'missing', measured: null, limit };
  if (typeof value !== 'number') throw new RangeError(`${item.key} takes a number`);
  return { ...base, status: within(ex(value), bounds) ? 'pass' : 'fail', measured: value, limit };
}

export interface RecordMeasurement {
  measured: Measured;
  design?: number;
}

export interface RecordJudgement {
  items: ItemJudgement[];
  /** Every applicable main-control item was measured and passed. */
  mainPass: boolean;
  /** Applicable general items judged, and how many passed. */
  generalJudged: number;
  generalPassed: number;
  failed: string[];
  missing: string[];
  incomplete: string[];
  /** Nothing failed, nothing applicable missing or incomplete. */
  pass: boolean;
}

/** Judges a pile record against a tolerance table (items not in `measurements` count as missing). */
export function judgeRecord(
  table: readonly ToleranceItem[],
  measurements: Readonly<Record<string, RecordMeasurement | undefined>>,
  context: ToleranceContext = {},
): RecordJudgement {
  const items = table.map((item) => {
    const m = measurements[item.key];
    return judgeItem(item, m?.measured, m?.design, context);
  });
  const keys = (status: ItemStatus) => items.filter((i) => i.status === status).map((i) => i.key);
  const main = items.filter((i) => i.class === 'main' && i.status !== 'not-applicable');
  const general = items.filter((i) => i.class === 'general' && (i.status === 'pass' || i.status === 'fail'));
  const failed = keys('fail');
  const missing = keys('missing');
  const incomplete = keys('incomplete');
  return {
    items,
    mainPass: main.every((i) => i.status === 'pass'),
    generalJudged: general.length,
    generalPassed: general.filter((i) => i.status === 'pass').length,
    failed,
    missing,
    incomplete,
    pass: failed.length + missing.length + incomplete.length === 0,
  };
}

// ---------------------------------------------------------------------------------------------
// Filling coefficient (充盈系数)

/** Theoretical pile volume π·D²/4·length, m³ (D in mm, length in m). */
export const theoreticalPileVolumeM3 = (diameterMm: number, lengthM: number): number =>
  (Math.PI * (diameterMm / 1000) ** 2 * lengthM) / 4;

/**
 * Filling coefficient = actual concrete volume ÷ theoretical volume, to 2 decimals for display;
 * `pass` compares the volumes themselves (actual ≥ 1.0 × theoretical), not the rounded ratio.
 */
export function fillingCoefficient(
  actualM3: number,
  theoreticalM3: number,
  minimum = 1.0,
): { coefficient: number; pass: boolean } {
  if (!(theoreticalM3 > 0) || !(actualM3 >= 0)) throw new RangeError('volumes must be positive');
  const coefficient = div(ex(actualM3), ex(theoreticalM3));
  return { coefficient: toNumber(coefficient, 2), pass: gte(coefficient, ex(minimum)) };
}
