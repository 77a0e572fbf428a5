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
import type {
  Fraction,
  Tolerance,
  ToleranceClass,
  ToleranceCondition,
  ToleranceContext,
  ToleranceItem,
  ToleranceKind,
} from './pile-tolerance-types';

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
