import { ceil, ceilPercent, div, exact, gt, gte, mul, ratio, toNumber } from './exact';

/**
 * Rebar welded joints (JGJ 18-2012) and mechanical splices (JGJ 107-2016), docs/domains/material-inspection.md: the lot
 * decisions on tensile and bend specimens with their retests, lot sizes, splice grades and torque.
 */

export type LotVerdict = 'pass' | 'retest' | 'fail';

// ---------------------------------------------------------------------------------------------
// Weld tensile test (JGJ 18-2012 5.1.7)

export type WeldBreakLocation = 'parent' | 'haz' | 'weld';
export type WeldBreakMode = 'ductile' | 'brittle';

export interface WeldTensileSpecimen {
  /** Tensile strength, MPa. */
  strength: number;
  /** Where it broke: parent bar (母材), heat-affected zone (热影响区) or weld (焊缝). */
  location: WeldBreakLocation;
  /** How it broke; decides a HAZ break. */
  mode: WeldBreakMode;
}

/** How a break counts: a ductile parent-bar break, or a brittle weld break. */
export type WeldBreakClass = 'parent' | 'weld';

/**
 * 5.1.7 note: a ductile break in the HAZ counts as a parent-bar break, a brittle one as a weld
 * break. A parent-bar break counts as parent and a weld break as weld whatever the mode recorded.
 */
export function classifyWeldBreak({ location, mode }: WeldTensileSpecimen): WeldBreakClass {
  if (location === 'haz') return mode === 'ductile' ? 'parent' : 'weld';
  return location;
}

/** How the weld-break strengths must compare with 1.0 · fstk in a row. */
export type WeldStrengthCondition = 'all-at-least' | 'any-below' | 'any';

export interface WeldTensileRow {
  id: string;
  clause: string;
  /** Ductile parent-bar breaks, each ≥ fstk (a parent break below fstk matches no row → fail). */
  parent: number;
  /** Brittle weld (or HAZ) breaks. */
  weld: number;
  weldStrength: WeldStrengthCondition;
  verdict: LotVerdict;
}

/** The rows of 5.1.7 items 1–3, matched in order; anything else fails. */
export const WELD_TENSILE_TABLE = [
  {
    id: 'three-parent',
    clause: 'JGJ 18-2012 5.1.7-1 1)',
    parent: 3,
    weld: 0,
    weldStrength: 'any',
    verdict: 'pass',
  },
  {
    id: 'two-parent-one-weld',
    clause: 'JGJ 18-2012 5.1.7-1 2)',
    parent: 2,
    weld: 1,
    weldStrength: 'all-at-least',
    verdict: 'pass',
  },
  {
    id: 'two-parent-one-weld-low',
    clause: 'JGJ 18-2012 5.1.7-2 1)',
    parent: 2,
    weld: 1,
    weldStrength: 'any-below',
    verdict: 'retest',
  },
  {
    id: 'one-parent-two-weld',
    clause: 'JGJ 18-2012 5.1.7-2 2)',
    parent: 1,
    weld: 2,
    weldStrength: 'any',
    verdict: 'retest',
  },
  {
    id: 'three-weld',
    clause: 'JGJ 18-2012 5.1.7-3',
    parent: 0,
    weld: 3,
    weldStrength: 'all-at-least',
    verdict: 'retest',
  },
  {
    id: 'three-weld-low',
    clause: 'JGJ 18-2012 5.1.7-3',
    parent: 0,
    weld: 3,
    weldStrength: 'any-below',
    verdict: 'fail',
  },
] as const satisfies readonly WeldTensileRow[];

export interface WeldTensileRules {
  specimens: number;
  retestSpecimens: number;
  /** A weld break must reach this multiple of fstk (5.1.7: 1.0). */
  weldStrengthFactor: number;
  /** Retest (5.1.7-4): at least 4 ductile parent breaks ≥ fstk ... */
  retestMinParent: number;
  /** ... and at most 2 brittle weld breaks, each ≥ 1.0 fstk. */
  retestMaxWeld: number;
}
export const WELD_TENSILE_RULES: Readonly<WeldTensileRules> = {
  specimens: 3,
  retestSpecimens: 6,
  weldStrengthFactor: 1.0,
  retestMinParent: 4,
  retestMaxWeld: 2,
};

export interface ClassifiedSpecimen extends WeldTensileSpecimen {
  counts: WeldBreakClass;
  /** Strength ≥ fstk (parent) or ≥ factor · fstk (weld). */
  reachesLimit: boolean;
}

export interface WeldTensileResult {
  verdict: LotVerdict;
  /** The table row that matched, or 'parent-below-fstk' / 'no-row' / a retest id. */
  row: string;
  clause: string;
  /** Specimens to cut for the retest (6), 0 otherwise. */
  retestSpecimens: number;
  specimens: ClassifiedSpecimen[];
}

function classifyAll(specimens: readonly WeldTensileSpecimen[], fstk: number, rules: WeldTensileRules) {
  const parentLimit = exact(fstk);
  const weldLimit = mul(exact(rules.weldStrengthFactor), parentLimit);
  return specimens.map((s): ClassifiedSpecimen => {
    const counts = classifyWeldBreak(s);
    return {
      ...s,
      counts,
      reachesLimit: gte(exact(s.strength), counts === 'parent' ? parentLimit : weldLimit),
    };
  });
}

const weldMatches = (condition: WeldStrengthCondition, weld: readonly ClassifiedSpecimen[]) =>
  condition === 'any' ||
  (condition === 'all-at-least' ? weld.every((s) => s.reachesLimit) : weld.some((s) => !s.reachesLimit));

/** Judges the 3 tensile specimens of a lot against the bar's characteristic tensile strength fstk. */
export function judgeWeldTensile(
  specimens: readonly WeldTensileSpecimen[],
  fstk: number,
  rules: WeldTensileRules = WELD_TENSILE_RULES,
): WeldTensileResult {
  if (specimens.length !== rules.specimens)
    throw new RangeError(`a lot is judged on ${rules.specimens} specimens`);
  const classified = classifyAll(specimens, fstk, rules);
  const parent = classified.filter((s) => s.counts === 'parent');
  const weld = classified.filter((s) => s.counts === 'weld');
  const base = { specimens: classified, clause: 'JGJ 18-2012 5.1.7' };
  if (parent.some((s) => !s.reachesLimit))
    return { ...base, verdict: 'fail', row: 'parent-below-fstk', retestSpecimens: 0 };
  const row = WELD_TENSILE_TABLE.find(
    (r) => r.parent === parent.length && r.weld === weld.length && weldMatches(r.weldStrength, weld),
  );
  if (!row) return { ...base, verdict: 'fail', row: 'no-row', retestSpecimens: 0 };
  return {
    ...base,
    verdict: row.verdict,
    row: row.id,
    clause: row.clause,
    retestSpecimens: row.verdict === 'retest' ? rules.retestSpecimens : 0,
  };
}

/** The 6-specimen retest (5.1.7-4): ≥4 ductile parent breaks ≥ fstk and ≤2 weld breaks ≥ 1.0 fstk. */
export function judgeWeldTensileRetest(
  specimens: readonly WeldTensileSpecimen[],
  fstk: number,
  rules: WeldTensileRules = WELD_TENSILE_RULES,
): WeldTensileResult {
  if (specimens.length !== rules.retestSpecimens)
    throw new RangeError(`a retest is judged on ${rules.retestSpecimens} specimens`);
  const classified = classifyAll(specimens, fstk, rules);
  const parent = classified.filter((s) => s.counts === 'parent').length;
  const pass = classified.every((s) => s.reachesLimit) && parent >= rules.retestMinParent;
  return {
    verdict: pass ? 'pass' : 'fail',
    row: pass ? 'retest-pass' : 'retest-fail',
    clause: 'JGJ 18-2012 5.1.7-4',
    retestSpecimens: 0,
    specimens: classified,
  };
}

/**
 * Embedded-part T joints (5.1.7-6): all 3 ≥ the table 5.1.7 value → pass; one below → retest 6,
 * which passes only if all 6 reach it. Two or more below is taken as a fail (the clause names
 * only the one-below case). `minStrength` is the table value for the bar grade.
 */
export function judgeTJointTensile(
  strengths: readonly number[],
  minStrength: number,
  retest = false,
): LotVerdict {
  const below = strengths.filter((s) => !gte(exact(s), exact(minStrength))).length;
  if (below === 0) return 'pass';
  return !retest && below === 1 ? 'retest' : 'fail';
}

// ---------------------------------------------------------------------------------------------
// Weld bend test (JGJ 18-2012 5.1.8)

export interface WeldBendRules {
  specimens: number;
  retestSpecimens: number;
  /** A crack reaching 0.5 mm on the outside (weld and HAZ included) counts. */
  crackWidthMm: number;
  bendAngleDeg: number;
  /** Cracked specimens out of 3: up to `passMax` pass, `retestAt` → retest, more → fail. */
  passMax: number;
  retestAt: number;
  /** Retest: at most 2 of 6 cracked. */
  retestPassMax: number;
}
export const WELD_BEND_RULES: Readonly<WeldBendRules> = {
  specimens: 3,
  retestSpecimens: 6,
  crackWidthMm: 0.5,
  bendAngleDeg: 90,
  passMax: 1,
  retestAt: 2,
  retestPassMax: 2,
};

const crackedCount = (crackWidthsMm: readonly number[], rules: WeldBendRules) =>
  crackWidthsMm.filter((w) => gte(exact(w), exact(rules.crackWidthMm))).length;

/** Bend specimens by their widest outside crack (0 when none): 0–1 cracked pass, 2 retest, 3 fail. */
export function judgeWeldBend(
  crackWidthsMm: readonly number[],
  rules: WeldBendRules = WELD_BEND_RULES,
): { verdict: LotVerdict; cracked: number; retestSpecimens: number } {
  if (crackWidthsMm.length !== rules.specimens)
    throw new RangeError(`a lot is judged on ${rules.specimens} specimens`);
  const cracked = crackedCount(crackWidthsMm, rules);
  const verdict: LotVerdict =
    cracked <= rules.passMax ? 'pass' : cracked === rules.retestAt ? 'retest' : 'fail';
  return { verdict, cracked, retestSpecimens: verdict === 'retest' ? rules.retestSpecimens : 0 };
}

/** The 6-specimen bend retest: passes when at most 2 crack. */
export function judgeWeldBendRetest(
  crackWidthsMm: readonly number[],
  rules: WeldBendRules = WELD_BEND_RULES,
): { verdict: 'pass' | 'fail'; cracked: number } {
  if (crackWidthsMm.length !== rules.retestSpecimens)
    throw new RangeError(`a retest is judged on ${rules.retestSpecimens} specimens`);
  const cracked = crackedCount(crackWidthsMm, rules);
  return { verdict: cracked <= rules.retestPassMax ? 'pass' : 'fail', cracked };
}

/** Bend mandrel diameters (5.1.8 table), as multiples of d; +1 d when d > 25 mm. */
export const WELD_BEND_MANDREL = [
  { grades: ['HPB300'], multiple: 2 },
  { grades: ['HRB335', 'HRBF335'], multiple: 4 },
  { grades: ['HRB400', 'HRBF400', 'RRB400W'], multiple: 5 },
  { grades: ['HRB500', 'HRBF500'], multiple: 7 },
] as const;
export const WELD_BEND_LARGE_BAR = { aboveMm: 25, extraMultiple: 1 } as const;

/** Mandrel diameter in mm for a grade (an E suffix is ignored) and bar size; null for an unknown grade. */
export function weldBendMandrelMm(grade: string, barDiameterMm: number): number | null {
  const base = grade.trim().toUpperCase().replace(/E$/, '');
  const row = WELD_BEND_MANDREL.find((r) => (r.grades as readonly string[]).includes(base));
  if (!row) return null;
  const extra = barDiameterMm > WELD_BEND_LARGE_BAR.aboveMm ? WELD_BEND_LARGE_BAR.extraMultiple : 0;
  return (row.multiple + extra) * barDiameterMm;
}

// ---------------------------------------------------------------------------------------------
// Weld lots (JGJ 18-2012 5.3–5.8)

export const WELD_JOINT_KINDS = [
  'flashButt',
  'stirrupFlashButt',
  'arc',
  'electroslag',
  'gasPressure',
  'embeddedTJoint',
] as const;
export type WeldJointKind = (typeof WELD_JOINT_KINDS)[number];

export interface WeldLotRule {
  lotSize: number;
  tensile: number;
  bend: number;
  /** Bend specimens only for horizontal bars (gas pressure on beams and slabs). */
  bendOnlyHorizontal: boolean;
  /** In buildings a lot stays within this many consecutive floors (null: no floor rule). */
  maxFloors: number | null;
}
export const WELD_LOT_RULES = {
  flashButt: { lotSize: 300, tensile: 3, bend: 3, bendOnlyHorizontal: false, maxFloors: null },
  stirrupFlashButt: { lotSize: 600, tensile: 3, bend: 0, bendOnlyHorizontal: false, maxFloors: null },
  arc: { lotSize: 300, tensile: 3, bend: 0, bendOnlyHorizontal: false, maxFloors: 2 },
  electroslag: { lotSize: 300, tensile: 3, bend: 0, bendOnlyHorizontal: false, maxFloors: 2 },
  gasPressure: { lotSize: 300, tensile: 3, bend: 3, bendOnlyHorizontal: true, maxFloors: null },
  embeddedTJoint: { lotSize: 300, tensile: 3, bend: 0, bendOnlyHorizontal: false, maxFloors: null },
} as const satisfies Record<WeldJointKind, WeldLotRule>;

/** Splits a count into lots of at most `lotSize`; a remainder forms a lot of its own (650/300 → 300, 300, 50). */
export function splitIntoLots(total: number, lotSize: number): number[] {
  if (!Number.isInteger(total) || total < 0) throw new RangeError(`not a joint count: ${total}`);
  const full = Math.floor(total / lotSize);
  const rest = total - full * lotSize;
  return [...Array<number>(full).fill(lotSize), ...(rest > 0 ? [rest] : [])];
}

export interface WeldLot {
  joints: number;
  /** 1-based floors the lot covers (first, last) when joints were given per floor. */
  floors: [number, number] | null;
}

/**
 * Lots for joints of one kind (same grade, form and size): a total, or joints per floor (index 0 =
 * the first floor). Kinds with a floor rule group floors in consecutive pairs (1–2, 3–4, …) and
 * split each pair; other kinds split the total.
 */
export function weldLots(kind: WeldJointKind, joints: number | readonly number[]): WeldLot[] {
  const rule: WeldLotRule = WELD_LOT_RULES[kind];
  const perFloor = typeof joints === 'number' ? null : joints;
  if (!perFloor || rule.maxFloors === null) {
    const total = typeof joints === 'number' ? joints : joints.reduce((a, b) => a + b, 0);
    return splitIntoLots(total, rule.lotSize).map((n) => ({ joints: n, floors: null }));
  }
  const lots: WeldLot[] = [];
  for (let start = 0; start < perFloor.length; start += rule.maxFloors) {
    const window = perFloor.slice(start, start + rule.maxFloors);
    const floors: [number, number] = [start + 1, start + window.length];
    for (const n of splitIntoLots(
      window.reduce((a, b) => a + b, 0),
      rule.lotSize,
    ))
      lots.push({ joints: n, floors });
  }
  return lots;
}

/** Specimens per lot for a kind: gas-pressure bend specimens only for horizontal bars. */
export function weldLotSpecimens(kind: WeldJointKind, horizontal = false): { tensile: number; bend: number } {
  const rule: WeldLotRule = WELD_LOT_RULES[kind];
  return { tensile: rule.tensile, bend: rule.bendOnlyHorizontal && !horizontal ? 0 : rule.bend };
}

// ---------------------------------------------------------------------------------------------
// Mechanical splices (JGJ 107-2016)

export const SPLICE_GRADES = ['I', 'II', 'III'] as const;
export type SpliceGrade = (typeof SPLICE_GRADES)[number];

/**
 * 3.0.5 ultimate tensile strength f⁰mst: I ≥ fstk when the bar breaks, ≥ 1.10 fstk when the splice
 * fails; II ≥ fstk; III ≥ 1.25 fyk.
 */
export const SPLICE_STRENGTH_RULES = {
  I: { of: 'fstk', barBreak: 1.0, spliceBreak: 1.1 },
  II: { of: 'fstk', barBreak: 1.0, spliceBreak: 1.0 },
  III: { of: 'fyk', barBreak: 1.25, spliceBreak: 1.25 },
} as const satisfies Record<SpliceGrade, { of: 'fstk' | 'fyk'; barBreak: number; spliceBreak: number }>;

export interface SpliceSpecimen {
  strength: number;
  /** Broke in the bar (钢筋拉断) or at the splice (连接件破坏, incl. pull-out). */
  breaksIn: 'bar' | 'splice';
}

/** Whether one splice specimen reaches its grade, with the limit applied (MPa). */
export function judgeSpliceSpecimen(
  grade: SpliceGrade,
  specimen: SpliceSpecimen,
  bar: { fstk: number; fyk: number },
): { pass: boolean; limit: number } {
  const rule = SPLICE_STRENGTH_RULES[grade];
  const factor = specimen.breaksIn === 'bar' ? rule.barBreak : rule.spliceBreak;
  const limit = mul(exact(factor), exact(bar[rule.of]));
  return { pass: gte(exact(specimen.strength), limit), limit: toNumber(limit, 2) };
}

export interface SpliceLotRules {
  /** 7.0.5: 500 splices of the same grade, form, size, material and conditions; remainder = a lot. */
  lotSize: number;
  /** 10 consecutive lots passing at the first test → lots up to 1000. */
  enlargedLotSize: number;
  consecutivePassesForEnlargement: number;
  /** 7.0.7: 3 specimens; exactly 1 failing → 6 more, any failure among them fails the lot. */
  specimens: number;
  retestSpecimens: number;
  maxFailuresForRetest: number;
}
export const SPLICE_LOT_RULES: Readonly<SpliceLotRules> = {
  lotSize: 500,
  enlargedLotSize: 1000,
  consecutivePassesForEnlargement: 10,
  specimens: 3,
  retestSpecimens: 6,
  maxFailuresForRetest: 1,
};

/** The lot decision (7.0.7) on the first 3 results and, when retested, the 6 retest results. */
export function judgeSpliceLot(
  first: readonly boolean[],
  retest?: readonly boolean[],
  rules: SpliceLotRules = SPLICE_LOT_RULES,
): { verdict: LotVerdict; failures: number; retestSpecimens: number } {
  if (first.length !== rules.specimens)
    throw new RangeError(`a lot is judged on ${rules.specimens} specimens`);
  const failures = first.filter((ok) => !ok).length;
  if (failures === 0) return { verdict: 'pass', failures, retestSpecimens: 0 };
  if (failures > rules.maxFailuresForRetest) return { verdict: 'fail', failures, retestSpecimens: 0 };
  if (!retest) return { verdict: 'retest', failures, retestSpecimens: rules.retestSpecimens };
  if (retest.length !== rules.retestSpecimens)
    throw new RangeError(`a retest is judged on ${rules.retestSpecimens} specimens`);
  return { verdict: retest.every(Boolean) ? 'pass' : 'fail', failures, retestSpecimens: 0 };
}

/** Lot size after `consecutiveFirstTimePasses` lots passed at the first test (any other outcome resets). */
export const spliceLotSize = (
  consecutiveFirstTimePasses: number,
  rules: SpliceLotRules = SPLICE_LOT_RULES,
) =>
  consecutiveFirstTimePasses >= rules.consecutivePassesForEnlargement ? rules.enlargedLotSize : rules.lotSize;

/** Minimum tightening torque of straight-thread splices (JGJ 107-2016 6.2.1), N·m, by bar size (mm). */
export const SPLICE_TORQUE_TABLE = [
  { minMm: 0, maxMm: 16, torque: 100 },
  { minMm: 18, maxMm: 20, torque: 200 },
  { minMm: 22, maxMm: 25, torque: 260 },
  { minMm: 28, maxMm: 32, torque: 320 },
  { minMm: 36, maxMm: 40, torque: 360 },
  { minMm: 50, maxMm: 50, torque: 460 },
] as const;

/** The minimum torque for a bar size, or null for a size the table does not list (e.g. 45). */
export function minimumSpliceTorque(barDiameterMm: number): number | null {
  return (
    SPLICE_TORQUE_TABLE.find((r) => barDiameterMm >= r.minMm && barDiameterMm <= r.maxMm)?.torque ?? null
  );
}

/** Torque check: 10 % of splices; more than 5 % of those below the minimum → re-torque every splice. */
export const SPLICE_TORQUE_CHECK = { samplePercent: 10, retorqueAllAbovePercent: 5 } as const;

export const spliceTorqueSampleSize = (splices: number): number =>
  ceilPercent(splices, SPLICE_TORQUE_CHECK.samplePercent);

export function judgeSpliceTorque(checked: readonly { barDiameterMm: number; torque: number }[]): {
  nonconforming: number;
  rate: number;
  retorqueAll: boolean;
} {
  const nonconforming = checked.filter((c) => {
    const min = minimumSpliceTorque(c.barDiameterMm);
    if (min === null) throw new RangeError(`no minimum torque for a ${c.barDiameterMm} mm bar`);
    return c.torque < min;
  }).length;
  const share = checked.length === 0 ? ratio(0) : div(ratio(nonconforming), ratio(checked.length));
  return {
    nonconforming,
    rate: toNumber(share, 4),
    retorqueAll: gt(share, div(exact(SPLICE_TORQUE_CHECK.retorqueAllAbovePercent), ratio(100))),
  };
}

/** Number of lots a total makes (a remainder forms a lot). */
export const lotsNeeded = (total: number, lotSize: number): number => Number(ceil(ratio(total, lotSize)));
