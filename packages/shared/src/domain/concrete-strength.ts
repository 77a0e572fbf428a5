import { add, cmp, div, type Exact, exact, gte, lte, mul, ratio, round, sub, sum, toNumber } from './exact';
import type { RuleCheck } from './rule-check';

/**
 * Concrete strength evaluation, GB/T 50107-2010 (docs/domains/specimen.md): the representative value of a group
 * of three cubes, size and same-condition conversions, and the lot evaluation by the statistical
 * methods (σ known / σ unknown) and the non-statistical method (in concrete-strength-lot.ts).
 *
 * Arithmetic is exact on the decimals given (see ./exact). Rounding: representative values and lot
 * means to 0.1 MPa, S and σ0 to 0.01 MPa (GB/T 50107-2010 4.3.1, 5.1.2, 5.1.3), half to even per
 * GB/T 8170-2008 3.3; a converted value (×0.95, ÷0.88) is rounded once, after the conversion. The
 * conditions then compare those rounded values with the exact limits (e.g. 1.15 × 30 = 34.5).
 */

// ---------------------------------------------------------------------------------------------
// Strength grade

export interface StrengthGrade {
  /** Canonical text, 'C30'. */
  grade: string;
  /** Characteristic cube strength fcu,k in MPa. */
  fcuk: number;
}

/** 'C30', ' c60 ' → { grade: 'C30', fcuk: 30 }; anything else (e.g. 'C030', '30', 'C5') → null. */
export const STRENGTH_GRADE_PATTERN = /^C([1-9]\d{1,2})$/;
/** Parsed grades span C10–C100 (GB 50010 uses C15–C80). */
export const STRENGTH_GRADE_RANGE = { min: 10, max: 100 } as const;

export function parseStrengthGrade(text: string): StrengthGrade | null {
  const match = STRENGTH_GRADE_PATTERN.exec(text.trim().toUpperCase());
  const fcuk = Number(match?.[1]);
  if (!match || fcuk < STRENGTH_GRADE_RANGE.min || fcuk > STRENGTH_GRADE_RANGE.max) return null;
  return { grade: `C${fcuk}`, fcuk };
}

/** fcu,k of a grade given as 'C30' or as 30; throws on anything else. */
export function fcukOf(grade: string | number): number {
  const fcuk = typeof grade === 'number' ? grade : parseStrengthGrade(grade)?.fcuk;
  if (fcuk === undefined || !Number.isFinite(fcuk) || fcuk <= 0)
    throw new RangeError(`not a strength grade: ${grade}`);
  return fcuk;
}

// ---------------------------------------------------------------------------------------------
// Representative value of a group (GB/T 50107-2010 4.3.1)

export interface GroupRules {
  /** 4.3.1: an extreme deviating from the middle value by more than this is discarded. */
  deviationLimit: number;
  /** 4.3.1: representative value to 0.1 MPa. */
  decimals: number;
}
export const GROUP_RULES: Readonly<GroupRules> = { deviationLimit: 0.15, decimals: 1 };
/** A group is three cubes (GB 50204-2015 7.4.1, GB/T 50107-2010 4.2). */
export const CUBES_PER_GROUP = 3;

export type GroupRule = 'mean' | 'middle';

export interface GroupRepresentative {
  /** invalid: both extremes deviate more than 15 %; the group is excluded from evaluation. */
  status: 'valid' | 'invalid';
  /** MPa to 0.1, after the conversion factor; null when invalid. */
  value: number | null;
  rule: GroupRule | null;
  /** upperDeviation = (max − mid)/mid, lowerDeviation = (mid − min)/mid, each ≤ 15 %. */
  checks: RuleCheck[];
}

interface ExactGroup {
  value: Exact | null;
  rule: GroupRule | null;
  checks: RuleCheck[];
}

function groupExact(strengths: readonly number[], rules: GroupRules): ExactGroup {
  if (strengths.length !== CUBES_PER_GROUP || strengths.some((s) => !(s > 0)))
    throw new RangeError(`a group is ${CUBES_PER_GROUP} positive strengths`);
  const values = strengths.map((s) => exact(s)).sort(cmp);
  const [lo, mid, hi] = values as [Exact, Exact, Exact];
  const limit = exact(rules.deviationLimit);
  const deviation = (key: string, d: Exact): RuleCheck => ({
    key,
    clause: 'GB/T 50107-2010 4.3.1',
    actual: toNumber(d, 4),
    op: '<=',
    limit: rules.deviationLimit,
    pass: lte(d, limit),
  });
  const checks = [
    deviation('upperDeviation', div(sub(hi, mid), mid)),
    deviation('lowerDeviation', div(sub(mid, lo), mid)),
  ];
  const outliers = checks.filter((c) => !c.pass).length;
  const outcome: ExactGroup[] = [
    { value: div(sum(values), ratio(CUBES_PER_GROUP)), rule: 'mean', checks },
    { value: mid, rule: 'middle', checks },
    { value: null, rule: null, checks },
  ];
  return outcome[outliers]!;
}

/** Multiplier and divisor applied to the group value before its one rounding. */
export interface Conversion {
  multiplier?: number;
  divisor?: number;
}

const convert = (value: Exact, { multiplier = 1, divisor = 1 }: Conversion): Exact =>
  div(mul(value, exact(multiplier)), exact(divisor));

/**
 * The representative value of one group of three cubes (4.3.1): the mean when both extremes are
 * within 15 % of the middle value; the middle value when exactly one is not; invalid when both are.
 * A conversion (size factor, same-condition ÷0.88) is applied before rounding to 0.1 MPa.
 */
export function groupRepresentative(
  strengths: readonly number[],
  conversion: Conversion = {},
  rules: GroupRules = GROUP_RULES,
): GroupRepresentative {
  const g = groupExact(strengths, rules);
  if (!g.value) return { status: 'invalid', value: null, rule: null, checks: g.checks };
  const value = toNumber(round(convert(g.value, conversion), rules.decimals), rules.decimals);
  return { status: 'valid', value, rule: g.rule, checks: g.checks };
}

// ---------------------------------------------------------------------------------------------
// Size conversion (GB/T 50107-2010 4.3.2)

export interface SizeConversionRules {
  standardSizeMm: number;
  /** Below `highStrengthFromFcuk`: the factor for each non-standard cube size. */
  factors: readonly { sizeMm: number; factor: number }[];
  /** From this fcu,k (C60) non-standard cubes need a factor established by test. */
  highStrengthFromFcuk: number;
  /** ≥C60: the tested factor must come from at least this many paired groups. */
  minPairedGroupsForTestedFactor: number;
}
export const SIZE_CONVERSION: Readonly<SizeConversionRules> = {
  standardSizeMm: 150,
  factors: [
    { sizeMm: 100, factor: 0.95 },
    { sizeMm: 200, factor: 1.05 },
  ],
  highStrengthFromFcuk: 60,
  minPairedGroupsForTestedFactor: 30,
};

export type SizeFactor =
  | { kind: 'factor'; factor: number; source: 'standard' | 'tested' }
  /** ≥C60 on a non-standard cube without a tested factor: the value cannot be evaluated yet. */
  | { kind: 'needs-factor'; sizeMm: number }
  | { kind: 'unknown-size'; sizeMm: number };

/** The size conversion factor for a cube size and grade; ≥C60 non-standard needs `testedFactor`. */
export function sizeConversionFactor(
  grade: string | number,
  sizeMm: number,
  testedFactor?: number,
  rules: SizeConversionRules = SIZE_CONVERSION,
): SizeFactor {
  if (sizeMm === rules.standardSizeMm) return { kind: 'factor', factor: 1, source: 'standard' };
  if (fcukOf(grade) >= rules.highStrengthFromFcuk)
    return testedFactor === undefined
      ? { kind: 'needs-factor', sizeMm }
      : { kind: 'factor', factor: testedFactor, source: 'tested' };
  const row = rules.factors.find((f) => f.sizeMm === sizeMm);
  return row ? { kind: 'factor', factor: row.factor, source: 'standard' } : { kind: 'unknown-size', sizeMm };
}

// ---------------------------------------------------------------------------------------------
// Same-condition curing (GB 50204-2015 App. C)

export interface SameConditionRules {
  /** C.0.2: test at the age where the daily mean temperatures (days ≤ 0 ℃ excluded) sum to 600 ℃·d. */
  degreeDays: number;
  /** C.0.2: not earlier than 14 d. */
  minAgeDays: number;
  /** Not later than 60 d (GB 50204-2002 10.1.x "不宜大于60d"; docs/domains/specimen.md keeps the window). */
  maxAgeDays: number;
  /** C.0.3: the representative value is divided by 0.88 before evaluation. */
  divisor: number;
}
export const SAME_CONDITION_RULES: Readonly<SameConditionRules> = {
  degreeDays: 600,
  minAgeDays: 14,
  maxAgeDays: 60,
  divisor: 0.88,
};

export interface EquivalentAge {
  /** ℃·d accumulated over the recorded days (days with a mean ≤ 0 ℃ count nothing). */
  degreeDays: number;
  /** Age in days (1 = the first recorded day) when 600 ℃·d was reached, or null. */
  reachedOnDay: number | null;
  /** The age to test at: reachedOnDay held inside 14–60 d; 60 when the window closes first; else null. */
  testAgeDays: number | null;
  /** True when the recorded days have reached testAgeDays. */
  due: boolean;
}

/** The equivalent curing age from daily mean temperatures (℃), the pour day first. */
export function equivalentCuringAge(
  dailyMeans: readonly number[],
  rules: SameConditionRules = SAME_CONDITION_RULES,
): EquivalentAge {
  const target = exact(rules.degreeDays);
  const zero = ratio(0);
  let total = zero;
  let reachedOnDay: number | null = null;
  dailyMeans.forEach((t, i) => {
    const day = exact(t);
    if (cmp(day, zero) > 0) total = add(total, day);
    if (reachedOnDay === null && gte(total, target)) reachedOnDay = i + 1;
  });
  const clamp = (d: number) => Math.min(Math.max(d, rules.minAgeDays), rules.maxAgeDays);
  const testAgeDays =
    reachedOnDay !== null
      ? clamp(reachedOnDay)
      : dailyMeans.length >= rules.maxAgeDays
        ? rules.maxAgeDays
        : null;
  return {
    degreeDays: toNumber(total, 2),
    reachedOnDay,
    testAgeDays,
    due: testAgeDays !== null && dailyMeans.length >= testAgeDays,
  };
}

// ---------------------------------------------------------------------------------------------
// A group with its conversions

export type SpecimenCuringKind = 'standard' | 'same-condition';

export interface SpecimenGroupInput {
  strengths: readonly number[];
  grade: string | number;
  /** Cube edge, mm; 150 when absent. */
  sizeMm?: number;
  curing?: SpecimenCuringKind;
  /** ≥C60 on a non-standard cube: the factor established by test (4.3.2). */
  testedSizeFactor?: number;
}

export interface SpecimenGroupResult {
  /** needs-factor / unknown-size: the size conversion is missing, nothing was evaluated. */
  status: 'valid' | 'invalid' | 'needs-factor' | 'unknown-size';
  /** The value to evaluate, MPa to 0.1 (size-converted, ÷0.88 for same-condition); else null. */
  value: number | null;
  rule: GroupRule | null;
  sizeFactor: number | null;
  curingDivisor: number;
  checks: RuleCheck[];
}

/** A tested group ready for the lot evaluation: representative value, size factor, curing conversion. */
export function specimenGroupValue(
  input: SpecimenGroupInput,
  rules: { group?: GroupRules; size?: SizeConversionRules; sameCondition?: SameConditionRules } = {},
): SpecimenGroupResult {
  const size = sizeConversionFactor(
    input.grade,
    input.sizeMm ?? SIZE_CONVERSION.standardSizeMm,
    input.testedSizeFactor,
    rules.size,
  );
  const curingDivisor =
    input.curing === 'same-condition' ? (rules.sameCondition ?? SAME_CONDITION_RULES).divisor : 1;
  if (size.kind !== 'factor')
    return { status: size.kind, value: null, rule: null, sizeFactor: null, curingDivisor, checks: [] };
  const g = groupRepresentative(
    input.strengths,
    { multiplier: size.factor, divisor: curingDivisor },
    rules.group,
  );
  return { ...g, sizeFactor: size.factor, curingDivisor };
}
