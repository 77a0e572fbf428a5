import { fcukOf } from './concrete-strength';
import {
  add,
  cmp,
  div,
  type Exact,
  exact,
  gte,
  lte,
  min,
  mul,
  ratio,
  round,
  sqrtRounded,
  sub,
  sum,
  toNumber,
} from './exact';
import type { RuleCheck } from './rule-check';

// ---------------------------------------------------------------------------------------------
// Lot evaluation (GB/T 50107-2010 ch. 5)

export interface KnownSigmaRules {
  /** 5.1.1: a lot is 3 consecutive groups. */
  lotGroups: number;
  /** 5.1.2: σ0 from at least 45 groups of the previous 60–90 d. */
  minPriorGroups: number;
  /** 5.1.2: σ0 below 2.5 MPa is taken as 2.5. */
  sigmaFloor: number;
  /** 5.1.1: m ≥ fcu,k + 0.7σ0 and fmin ≥ fcu,k − 0.7σ0. */
  sigmaFactor: number;
  /** 5.1.1: fmin ≥ 0.85 fcu,k up to C20 ... */
  fminFactorLow: number;
  /** ... and ≥ 0.90 fcu,k above C20. */
  fminFactorHigh: number;
  /** The highest fcu,k that takes fminFactorLow (C20). */
  lowGradeMaxFcuk: number;
}
export const KNOWN_SIGMA_RULES: Readonly<KnownSigmaRules> = {
  lotGroups: 3,
  minPriorGroups: 45,
  sigmaFloor: 2.5,
  sigmaFactor: 0.7,
  fminFactorLow: 0.85,
  fminFactorHigh: 0.9,
  lowGradeMaxFcuk: 20,
};

export interface LambdaBand {
  /** The band applies from this many groups up to the next band. */
  minGroups: number;
  lambda1: number;
  lambda2: number;
}
export interface SampleSigmaRules {
  /** 5.1.3: at least 10 groups. */
  minGroups: number;
  /** 5.1.3: S below 2.5 MPa is taken as 2.5. */
  sigmaFloor: number;
  /** 5.1.4 table: λ1, λ2 by the number of groups (highest band first). */
  bands: readonly LambdaBand[];
}
export const SAMPLE_SIGMA_RULES: Readonly<SampleSigmaRules> = {
  minGroups: 10,
  sigmaFloor: 2.5,
  bands: [
    { minGroups: 20, lambda1: 0.95, lambda2: 0.85 },
    { minGroups: 15, lambda1: 1.05, lambda2: 0.85 },
    { minGroups: 10, lambda1: 1.15, lambda2: 0.9 },
  ],
};

export interface NonStatisticalRules {
  /** 5.2.1: used when fewer than 10 groups. */
  maxGroups: number;
  /** 5.2.3: λ3 = 1.15 below C60 ... */
  lambda3Low: number;
  /** ... and 1.10 from C60. */
  lambda3High: number;
  highStrengthFromFcuk: number;
  /** 5.2.3: λ4 = 0.95. */
  lambda4: number;
}
export const NON_STATISTICAL_RULES: Readonly<NonStatisticalRules> = {
  maxGroups: 9,
  lambda3Low: 1.15,
  lambda3High: 1.1,
  highStrengthFromFcuk: 60,
  lambda4: 0.95,
};

/** Lot means to 0.1 MPa, S and σ0 to 0.01 MPa (5.1.2, 5.1.3). */
export const LOT_DECIMALS = { mean: 1, sigma: 2 } as const;

export const CONCRETE_EVALUATION_METHODS = ['knownSigma', 'sampleSigma', 'nonStatistical'] as const;
export type ConcreteEvaluationMethod = (typeof CONCRETE_EVALUATION_METHODS)[number];

export interface ConcreteLotResult {
  method: ConcreteEvaluationMethod;
  /** not-applicable: the method's preconditions (number of groups, σ0) do not hold; see checks. */
  verdict: 'pass' | 'fail' | 'not-applicable';
  groups: number;
  /** Lot mean m, MPa to 0.1. */
  mean: number | null;
  /** Smallest group value fmin. */
  min: number | null;
  /** σ0 (knownSigma) or S (sampleSigma): computed to 0.01, and applied after the 2.5 floor. */
  sigma: { computed: number; applied: number } | null;
  coefficients: Record<string, number>;
  checks: RuleCheck[];
}

const CLAUSE = {
  knownSigma: 'GB/T 50107-2010 5.1.1',
  sigma0: 'GB/T 50107-2010 5.1.2',
  sampleSigma: 'GB/T 50107-2010 5.1.3',
  nonStatistical: 'GB/T 50107-2010 5.2.2',
} as const;

function condition(key: string, clause: string, actual: Exact, op: '>=' | '<=', limit: Exact): RuleCheck {
  const pass = op === '>=' ? gte(actual, limit) : lte(actual, limit);
  return { key, clause, actual: toNumber(actual, 4), op, limit: toNumber(limit, 4), pass };
}

const countCheck = (key: string, clause: string, n: number, op: '>=' | '<=' | '==', limit: number) => ({
  key,
  clause,
  actual: n,
  op,
  limit,
  pass: op === '>=' ? n >= limit : op === '<=' ? n <= limit : n === limit,
});

interface LotStats {
  values: Exact[];
  mean: Exact;
  min: Exact;
}

function lotStats(values: readonly number[]): LotStats {
  const xs = values.map((v) => exact(v));
  const mean = round(div(sum(xs), ratio(xs.length)), LOT_DECIMALS.mean);
  return { values: xs, mean, min: min(xs) };
}

/**
 * Sample standard deviation √((Σf² − n·m²)/(n − 1)) to 0.01, with the unrounded mean (5.1.2, 5.1.3).
 */
export function standardDeviation(values: readonly number[]): number {
  return toNumber(sampleSigma(values.map((v) => exact(v))), LOT_DECIMALS.sigma);
}

function sampleSigma(xs: readonly Exact[]): Exact {
  if (xs.length < 2) throw new RangeError('a standard deviation needs at least 2 values');
  const n = ratio(xs.length);
  const total = sum(xs);
  const squares = sum(xs.map((x) => mul(x, x)));
  // (Σf² − (Σf)²/n) / (n − 1)
  const variance = div(sub(squares, div(mul(total, total), n)), ratio(xs.length - 1));
  return sqrtRounded(variance, LOT_DECIMALS.sigma);
}

const floored = (computed: Exact, floor: number) => {
  const f = exact(floor);
  return cmp(computed, f) < 0 ? f : computed;
};

const result = (
  method: ConcreteEvaluationMethod,
  groups: number,
  stats: LotStats | null,
  sigma: { computed: Exact; applied: Exact } | null,
  coefficients: Record<string, number>,
  checks: RuleCheck[],
  applicable: boolean,
): ConcreteLotResult => ({
  method,
  verdict: !applicable ? 'not-applicable' : checks.every((c) => c.pass) ? 'pass' : 'fail',
  groups,
  mean: stats ? toNumber(stats.mean, LOT_DECIMALS.mean) : null,
  min: stats ? toNumber(stats.min, 4) : null,
  sigma: sigma
    ? {
        computed: toNumber(sigma.computed, LOT_DECIMALS.sigma),
        applied: toNumber(sigma.applied, LOT_DECIMALS.sigma),
      }
    : null,
  coefficients,
  checks,
});

export interface PriorSigma {
  groups: number;
  /** True when there are at least 45 prior groups (5.1.2). */
  sufficient: boolean;
  /** σ0 to 0.01 as computed, and as applied after the 2.5 MPa floor; null with fewer than 2 groups. */
  computed: number | null;
  applied: number | null;
  checks: RuleCheck[];
}

/** σ0 from the previous period's group values (5.1.2): ≥45 groups, floor 2.5 MPa. */
export function priorSigma(
  values: readonly number[],
  rules: KnownSigmaRules = KNOWN_SIGMA_RULES,
): PriorSigma {
  const checks = [countCheck('priorGroups', CLAUSE.sigma0, values.length, '>=', rules.minPriorGroups)];
  if (values.length < 2)
    return { groups: values.length, sufficient: false, computed: null, applied: null, checks };
  const computed = sampleSigma(values.map((v) => exact(v)));
  return {
    groups: values.length,
    sufficient: checks[0]!.pass,
    computed: toNumber(computed, LOT_DECIMALS.sigma),
    applied: toNumber(floored(computed, rules.sigmaFloor), LOT_DECIMALS.sigma),
    checks,
  };
}

export interface ConcreteLotInput {
  grade: string | number;
  /** Group representative values of the lot (MPa), invalid groups already left out. */
  values: readonly number[];
  /** Method A only: σ0 from the previous period (see priorSigma); floored at 2.5 here. */
  sigma0?: number;
}

/** Method A, σ known (5.1.1): a lot of 3 consecutive groups. */
export function evaluateKnownSigma(
  { grade, values, sigma0 }: ConcreteLotInput,
  rules: KnownSigmaRules = KNOWN_SIGMA_RULES,
): ConcreteLotResult {
  const fcuk = exact(fcukOf(grade));
  const gate: RuleCheck[] = [
    countCheck('groupCount', CLAUSE.knownSigma, values.length, '==', rules.lotGroups),
    {
      key: 'sigma0',
      clause: CLAUSE.sigma0,
      actual: sigma0 ?? null,
      op: '>',
      limit: 0,
      pass: (sigma0 ?? 0) > 0,
    },
  ];
  if (!gate.every((c) => c.pass) || sigma0 === undefined)
    return result('knownSigma', values.length, null, null, {}, gate, false);
  const stats = lotStats(values);
  const computed = round(exact(sigma0), LOT_DECIMALS.sigma);
  const applied = floored(computed, rules.sigmaFloor);
  const band = mul(exact(rules.sigmaFactor), applied);
  const fminFactor =
    cmp(fcuk, exact(rules.lowGradeMaxFcuk)) <= 0 ? rules.fminFactorLow : rules.fminFactorHigh;
  const checks = [
    condition('mean', CLAUSE.knownSigma, stats.mean, '>=', add(fcuk, band)),
    condition('minAgainstSigma', CLAUSE.knownSigma, stats.min, '>=', sub(fcuk, band)),
    condition('minAgainstGrade', CLAUSE.knownSigma, stats.min, '>=', mul(exact(fminFactor), fcuk)),
  ];
  const coefficients = { sigmaFactor: rules.sigmaFactor, fminFactor };
  return result('knownSigma', values.length, stats, { computed, applied }, coefficients, checks, true);
}

/** λ1, λ2 for n groups (5.1.4), or null below the smallest band. */
export function lambdaBand(groups: number, rules: SampleSigmaRules = SAMPLE_SIGMA_RULES): LambdaBand | null {
  return rules.bands.find((b) => groups >= b.minGroups) ?? null;
}

/** Method B, σ unknown (5.1.3): at least 10 groups. */
export function evaluateSampleSigma(
  { grade, values }: ConcreteLotInput,
  rules: SampleSigmaRules = SAMPLE_SIGMA_RULES,
): ConcreteLotResult {
  const fcuk = exact(fcukOf(grade));
  const gate = [countCheck('groupCount', CLAUSE.sampleSigma, values.length, '>=', rules.minGroups)];
  const band = lambdaBand(values.length, rules);
  if (!gate[0]!.pass || !band) return result('sampleSigma', values.length, null, null, {}, gate, false);
  const stats = lotStats(values);
  const computed = sampleSigma(stats.values);
  const applied = floored(computed, rules.sigmaFloor);
  const checks = [
    condition('mean', CLAUSE.sampleSigma, stats.mean, '>=', add(fcuk, mul(exact(band.lambda1), applied))),
    condition('min', CLAUSE.sampleSigma, stats.min, '>=', mul(exact(band.lambda2), fcuk)),
  ];
  const coefficients = { lambda1: band.lambda1, lambda2: band.lambda2 };
  return result('sampleSigma', values.length, stats, { computed, applied }, coefficients, checks, true);
}

/** Method C, non-statistical (5.2.2): fewer than 10 groups. */
export function evaluateNonStatistical(
  { grade, values }: ConcreteLotInput,
  rules: NonStatisticalRules = NON_STATISTICAL_RULES,
): ConcreteLotResult {
  const fcukNumber = fcukOf(grade);
  const fcuk = exact(fcukNumber);
  const gate = [
    countCheck('groupCount', CLAUSE.nonStatistical, values.length, '>=', 1),
    countCheck('groupCountMax', CLAUSE.nonStatistical, values.length, '<=', rules.maxGroups),
  ];
  if (!gate.every((c) => c.pass)) return result('nonStatistical', values.length, null, null, {}, gate, false);
  const stats = lotStats(values);
  const lambda3 = fcukNumber >= rules.highStrengthFromFcuk ? rules.lambda3High : rules.lambda3Low;
  const checks = [
    condition('mean', CLAUSE.nonStatistical, stats.mean, '>=', mul(exact(lambda3), fcuk)),
    condition('min', CLAUSE.nonStatistical, stats.min, '>=', mul(exact(rules.lambda4), fcuk)),
  ];
  return result(
    'nonStatistical',
    values.length,
    stats,
    null,
    { lambda3, lambda4: rules.lambda4 },
    checks,
    true,
  );
}

/** The method the standard calls for: σ0 known → A; else ≥10 groups → B; else C. */
export function chooseEvaluationMethod(
  groups: number,
  sigma0Known: boolean,
  rules: SampleSigmaRules = SAMPLE_SIGMA_RULES,
): ConcreteEvaluationMethod {
  if (sigma0Known) return 'knownSigma';
  return groups >= rules.minGroups ? 'sampleSigma' : 'nonStatistical';
}

const EVALUATORS: Record<ConcreteEvaluationMethod, (input: ConcreteLotInput) => ConcreteLotResult> = {
  knownSigma: (input) => evaluateKnownSigma(input),
  sampleSigma: (input) => evaluateSampleSigma(input),
  nonStatistical: (input) => evaluateNonStatistical(input),
};

/**
 * Evaluates a lot (5.3: it passes only when every condition holds) by the given method or the one
 * chooseEvaluationMethod picks.
 */
export function evaluateConcreteLot(
  input: ConcreteLotInput & { method?: ConcreteEvaluationMethod },
): ConcreteLotResult {
  const method = input.method ?? chooseEvaluationMethod(input.values.length, input.sigma0 !== undefined);
  return EVALUATORS[method](input);
}
