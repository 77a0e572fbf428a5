import { ceil, div, type Exact, exact, gte, lte, mul, ratio, sub, toNumber } from './exact';
import type { RuleCheck } from './rule-check';

/**
 * Rebar receiving and retest (docs/domains/material-inspection.md): GB/T 1499.2-2018 properties of hot-rolled ribbed bars
 * and GB 50204-2015 receipt rules — judging a test result, seismic ratios, batch size and
 * specimens, batch doubling and the double-specimen retest. Comparisons are exact (./exact) on the
 * full values (GB/T 8170-2008 4.3.1).
 */

// ---------------------------------------------------------------------------------------------
// Grades (GB/T 1499.2-2018 table 6 [recall])

export interface RebarGradeSpec {
  grade: string;
  /** Characteristic lower yield strength ReL, MPa. */
  yieldStrength: number;
  /** Tensile strength Rm, MPa. */
  tensileStrength: number;
  /** Elongation after fracture A, %; null where the table gives '—' (E grades; unconfirmed). */
  elongation: number | null;
  /** Total elongation at maximum force Agt, %. */
  agt: number;
  /** E grades: seismic bars with the ratio requirements. */
  seismic: boolean;
}

export const REBAR_GRADES = [
  { grade: 'HRB400', yieldStrength: 400, tensileStrength: 540, elongation: 16, agt: 7.5, seismic: false },
  { grade: 'HRBF400', yieldStrength: 400, tensileStrength: 540, elongation: 16, agt: 7.5, seismic: false },
  { grade: 'HRB400E', yieldStrength: 400, tensileStrength: 540, elongation: null, agt: 9.0, seismic: true },
  { grade: 'HRBF400E', yieldStrength: 400, tensileStrength: 540, elongation: null, agt: 9.0, seismic: true },
  { grade: 'HRB500', yieldStrength: 500, tensileStrength: 630, elongation: 15, agt: 7.5, seismic: false },
  { grade: 'HRBF500', yieldStrength: 500, tensileStrength: 630, elongation: 15, agt: 7.5, seismic: false },
  { grade: 'HRB500E', yieldStrength: 500, tensileStrength: 630, elongation: null, agt: 9.0, seismic: true },
  { grade: 'HRBF500E', yieldStrength: 500, tensileStrength: 630, elongation: null, agt: 9.0, seismic: true },
  { grade: 'HRB600', yieldStrength: 600, tensileStrength: 730, elongation: 14, agt: 7.5, seismic: false },
] as const satisfies readonly RebarGradeSpec[];

export type RebarGrade = (typeof REBAR_GRADES)[number]['grade'];

/** The grade's row ('hrb400e' and ' HRB400E ' find HRB400E), or null. */
export function rebarGrade(grade: string): RebarGradeSpec | null {
  const key = grade.trim().toUpperCase();
  return REBAR_GRADES.find((g) => g.grade === key) ?? null;
}

/** Table 6 note [recall]: A may be 1 % lower for 28–40 mm and 2 % lower above 40 mm. */
export const REBAR_ELONGATION_REDUCTION = [
  { aboveMm: 40, reduction: 2 },
  { aboveMm: 25, reduction: 1 },
] as const;

const elongationLimit = (spec: RebarGradeSpec, diameterMm: number): number | null =>
  spec.elongation === null
    ? null
    : spec.elongation - (REBAR_ELONGATION_REDUCTION.find((r) => diameterMm > r.aboveMm)?.reduction ?? 0);

/** Seismic bars (GB 50204-2015 5.2.3, mandatory): Rm°/ReL° ≥ 1.25, ReL°/ReL,k ≤ 1.30, Agt ≥ 9 %. */
export const SEISMIC_REBAR_RULES = {
  minStrengthRatio: 1.25,
  maxOverstrengthRatio: 1.3,
  minAgt: 9,
} as const;

// ---------------------------------------------------------------------------------------------
// Weight deviation

/** Theoretical mass, kg/m, by nominal diameter (GB/T 1499.2 table 1). */
export const REBAR_THEORETICAL_MASS = {
  6: 0.222,
  8: 0.395,
  10: 0.617,
  12: 0.888,
  14: 1.21,
  16: 1.58,
  18: 2.0,
  20: 2.47,
  22: 2.98,
  25: 3.85,
  28: 4.83,
  32: 6.31,
  36: 7.99,
  40: 9.87,
  50: 15.42,
} as const satisfies Record<number, number>;

export interface WeightToleranceBand {
  minMm: number;
  maxMm: number;
  /** Allowed deviation, ± %. */
  percent: number;
}

/** GB 1499.2-2007 [src]: 6–12 ±7 %, 14–20 ±5 %, 22–50 ±4 %. */
export const REBAR_WEIGHT_TOLERANCE_2007 = [
  { minMm: 6, maxMm: 12, percent: 7 },
  { minMm: 14, maxMm: 20, percent: 5 },
  { minMm: 22, maxMm: 50, percent: 4 },
] as const satisfies readonly WeightToleranceBand[];

/**
 * GB/T 1499.2-2018: 6–12 ±6.0 % (the rest as 2007). UNCONFIRMED (docs/domains/material-inspection.md): check against the
 * standard before release and keep it configurable; the UI should say the value is unconfirmed.
 */
export const REBAR_WEIGHT_TOLERANCE_2018 = [
  { minMm: 6, maxMm: 12, percent: 6 },
  { minMm: 14, maxMm: 20, percent: 5 },
  { minMm: 22, maxMm: 50, percent: 4 },
] as const satisfies readonly WeightToleranceBand[];

export const REBAR_WEIGHT_TOLERANCE_UNCONFIRMED = true;

export const weightToleranceFor = (
  diameterMm: number,
  table: readonly WeightToleranceBand[] = REBAR_WEIGHT_TOLERANCE_2018,
): number | null => table.find((b) => diameterMm >= b.minMm && diameterMm <= b.maxMm)?.percent ?? null;

/**
 * Weight deviation in % (2 decimals for display): (measured mass − theoretical mass × total length)
 * ÷ (theoretical mass × total length) × 100. Null for a diameter without a theoretical mass.
 */
export function weightDeviationPercent(input: {
  massKg: number;
  totalLengthM: number;
  diameterMm: number;
}): number | null {
  const perM = (REBAR_THEORETICAL_MASS as Record<number, number>)[input.diameterMm];
  if (perM === undefined || !(input.totalLengthM > 0)) return null;
  const theoretical = mul(exact(perM), exact(input.totalLengthM));
  return toNumber(mul(div(sub(exact(input.massKg), theoretical), theoretical), ratio(100)), 2);
}

// ---------------------------------------------------------------------------------------------
// Judging one test result

export const REBAR_TEST_ITEMS = [
  'yieldStrength',
  'tensileStrength',
  'elongation',
  'agt',
  'bend',
  'weightDeviation',
  'strengthRatio',
  'overstrengthRatio',
] as const;
export type RebarTestItem = (typeof REBAR_TEST_ITEMS)[number];

export interface RebarTestResult {
  diameterMm: number;
  /** Measured ReL°, MPa. */
  yieldStrength?: number;
  /** Measured Rm°, MPa. */
  tensileStrength?: number;
  /** A, %. */
  elongation?: number;
  /** Agt, %. */
  agt?: number;
  /** No cracks after the bend test. */
  bendOk?: boolean;
  /** Weight deviation, % (signed). */
  weightDeviation?: number;
}

export interface RebarJudgement {
  pass: boolean;
  checks: (RuleCheck & { key: RebarTestItem })[];
  /** Receipt items (GB 50204-2015 5.2.1) the result does not carry. */
  missing: RebarTestItem[];
}

type Check = RuleCheck & { key: RebarTestItem };

const atLeast = (key: RebarTestItem, clause: string, actual: number, limit: number): Check => ({
  key,
  clause,
  actual,
  op: '>=',
  limit,
  pass: gte(exact(actual), exact(limit)),
});

const GB1499 = 'GB/T 1499.2-2018 7.4';
const GB50204_SEISMIC = 'GB 50204-2015 5.2.3';

/** A seismic ratio compared exactly, shown to 4 decimals. */
const ratioCheck = (key: RebarTestItem, op: '>=' | '<=', actual: Exact, limit: number): Check => ({
  key,
  clause: GB50204_SEISMIC,
  actual: toNumber(actual, 4),
  op,
  limit,
  pass: op === '>=' ? gte(actual, exact(limit)) : lte(actual, exact(limit)),
});

/**
 * Judges a test result against its grade: strengths, elongation, Agt, bend, weight deviation, and
 * for seismic bars (E grades, or `seismic: true`) the two ratios and Agt ≥ 9 %. Every item present
 * is checked; the receipt items absent are listed in `missing`, and the result passes only when
 * nothing failed and nothing is missing.
 */
export function judgeRebarTest(
  grade: string,
  result: RebarTestResult,
  options: { seismic?: boolean; weightTolerance?: readonly WeightToleranceBand[] } = {},
): RebarJudgement {
  const spec = rebarGrade(grade);
  if (!spec) throw new RangeError(`not a rebar grade: ${grade}`);
  const seismic = options.seismic ?? spec.seismic;
  const checks: Check[] = [];
  const missing: RebarTestItem[] = [];
  const need = (item: RebarTestItem, value: unknown) => value === undefined && missing.push(item);

  const { yieldStrength: rel, tensileStrength: rm, elongation, agt, bendOk, weightDeviation } = result;
  need('yieldStrength', rel);
  need('tensileStrength', rm);
  need('bend', bendOk);
  need('weightDeviation', weightDeviation);
  if (rel !== undefined) checks.push(atLeast('yieldStrength', GB1499, rel, spec.yieldStrength));
  if (rm !== undefined) checks.push(atLeast('tensileStrength', GB1499, rm, spec.tensileStrength));

  const aLimit = elongationLimit(spec, result.diameterMm);
  if (aLimit !== null) need('elongation', elongation);
  if (aLimit !== null && elongation !== undefined)
    checks.push(atLeast('elongation', GB1499, elongation, aLimit));

  const agtLimit = seismic ? Math.max(spec.agt, SEISMIC_REBAR_RULES.minAgt) : spec.agt;
  if (seismic) need('agt', agt);
  if (agt !== undefined) checks.push(atLeast('agt', seismic ? GB50204_SEISMIC : GB1499, agt, agtLimit));

  if (bendOk !== undefined)
    checks.push({ key: 'bend', clause: GB1499, actual: bendOk, op: '==', limit: true, pass: bendOk });

  if (weightDeviation !== undefined) {
    const tolerance = weightToleranceFor(result.diameterMm, options.weightTolerance);
    if (tolerance === null) throw new RangeError(`no weight tolerance for ${result.diameterMm} mm`);
    const within = lte(exact(Math.abs(weightDeviation)), exact(tolerance));
    checks.push({
      key: 'weightDeviation',
      clause: 'GB/T 1499.2-2018 8.4 (unconfirmed)',
      actual: weightDeviation,
      op: 'in',
      limit: `±${tolerance}`,
      pass: within,
    });
  }

  if (seismic && rel !== undefined && rm !== undefined) {
    checks.push(
      ratioCheck('strengthRatio', '>=', div(exact(rm), exact(rel)), SEISMIC_REBAR_RULES.minStrengthRatio),
      ratioCheck(
        'overstrengthRatio',
        '<=',
        div(exact(rel), exact(spec.yieldStrength)),
        SEISMIC_REBAR_RULES.maxOverstrengthRatio,
      ),
    );
  }

  return { pass: missing.length === 0 && checks.every((c) => c.pass), checks, missing };
}

// ---------------------------------------------------------------------------------------------
// Bend mandrel (GB/T 1499.2-2018 7.5, 180° bend [recall])

export const REBAR_BEND_MANDREL = [
  {
    strength: 400,
    bands: [
      { maxMm: 25, multiple: 4 },
      { maxMm: 40, multiple: 5 },
      { maxMm: 50, multiple: 6 },
    ],
  },
  {
    strength: 500,
    bands: [
      { maxMm: 25, multiple: 6 },
      { maxMm: 40, multiple: 7 },
      { maxMm: 50, multiple: 8 },
    ],
  },
  {
    strength: 600,
    bands: [
      { maxMm: 25, multiple: 6 },
      { maxMm: 40, multiple: 7 },
      { maxMm: 50, multiple: 8 },
    ],
  },
] as const;

/** Mandrel diameter (mm) of the 180° bend test, or null for an unknown grade or size. */
export function rebarBendMandrelMm(grade: string, diameterMm: number): number | null {
  const spec = rebarGrade(grade);
  const row = REBAR_BEND_MANDREL.find((r) => r.strength === spec?.yieldStrength);
  const band = row?.bands.find((b) => diameterMm <= b.maxMm);
  return band && diameterMm >= 6 ? band.multiple * diameterMm : null;
}

// ---------------------------------------------------------------------------------------------
// Batches (GB/T 1499.2-2018 9.3 [recall], GB 50204-2015 5.2.1 and 3.0.8)

export interface RebarBatchRules {
  /** Same grade, heat and size; up to 60 t. */
  batchTonnes: number;
  /** Each extra 40 t or part adds one tensile and one bend specimen. */
  extraPerTonnes: number;
  tensile: number;
  bend: number;
  /** Weight deviation: at least 5 bars of ≥500 mm from different bars. */
  weightBars: number;
  weightBarMinLengthMm: number;
  /** Certified product, or 3 consecutive batches passing first time → batch size ×2, once only. */
  doublingFactor: number;
  consecutiveFirstPassesForDoubling: number;
}
export const REBAR_BATCH_RULES: Readonly<RebarBatchRules> = {
  batchTonnes: 60,
  extraPerTonnes: 40,
  tensile: 2,
  bend: 2,
  weightBars: 5,
  weightBarMinLengthMm: 500,
  doublingFactor: 2,
  consecutiveFirstPassesForDoubling: 3,
};

/** Specimens for a batch of `tonnes`: 2 + 2 up to 60 t, +1 tensile +1 bend per started 40 t beyond. */
export function rebarBatchSpecimens(
  tonnes: number,
  rules: RebarBatchRules = REBAR_BATCH_RULES,
): { tensile: number; bend: number; weightBars: number } {
  if (!(tonnes >= 0)) throw new RangeError(`not a batch mass: ${tonnes}`);
  const over = sub(exact(tonnes), exact(rules.batchTonnes));
  const extra = over.n > 0n ? Number(ceil(div(over, exact(rules.extraPerTonnes)))) : 0;
  return { tensile: rules.tensile + extra, bend: rules.bend + extra, weightBars: rules.weightBars };
}

/**
 * Batch capacity in tonnes: doubled for a certified product or after 3 consecutive first-time
 * passes, unless an enlarged batch has failed before (then back to 60 t for good).
 */
export function rebarBatchCapacity(
  input: { certified?: boolean; consecutiveFirstPasses?: number; enlargedBatchFailed?: boolean },
  rules: RebarBatchRules = REBAR_BATCH_RULES,
): number {
  const earned =
    input.certified === true ||
    (input.consecutiveFirstPasses ?? 0) >= rules.consecutiveFirstPassesForDoubling;
  return earned && !input.enlargedBatchFailed ? rules.batchTonnes * rules.doublingFactor : rules.batchTonnes;
}

// ---------------------------------------------------------------------------------------------
// Retest (GB/T 17505 practice: double specimens for the failed item; any failure rejects)

export const REBAR_RETEST_MULTIPLIER = 2;

/** Specimens to take for each failed item: twice as many as the first test used. */
export const rebarRetestPlan = (
  failed: readonly { item: RebarTestItem; specimens: number }[],
): { item: RebarTestItem; specimens: number }[] =>
  failed.map((f) => ({ item: f.item, specimens: f.specimens * REBAR_RETEST_MULTIPLIER }));

export interface RebarBatchVerdict {
  verdict: 'pass' | 'retest' | 'reject';
  /** Failed items still waiting for their retest results. */
  pending: RebarTestItem[];
}

/** The batch decision from the items that failed first time and the retest results per item. */
export function rebarBatchVerdict(
  firstFailed: readonly RebarTestItem[],
  retest: Partial<Record<RebarTestItem, readonly boolean[]>> = {},
): RebarBatchVerdict {
  const items = [...new Set(firstFailed)];
  if (items.some((i) => retest[i]?.some((ok) => !ok))) return { verdict: 'reject', pending: [] };
  const pending = items.filter((i) => !retest[i] || retest[i]!.length === 0);
  return { verdict: pending.length > 0 ? 'retest' : 'pass', pending };
}

// ---------------------------------------------------------------------------------------------
// Straightened coil bars (GB 50204-2015 5.3.4 [recall])

/** ≤30 t per batch, 3 specimens; weight deviation not below the limit for the grade and size. */
export const STRAIGHTENED_BAR_RULES = {
  batchTonnes: 30,
  specimens: 3,
  minWeightDeviation: [
    { grades: ['HPB300'], minMm: 0, maxMm: 100, percent: -10 },
    {
      grades: ['HRB400', 'HRBF400', 'HRB400E', 'HRBF400E', 'HRB500', 'HRBF500', 'HRB500E', 'HRBF500E'],
      minMm: 6,
      maxMm: 12,
      percent: -8,
    },
    {
      grades: ['HRB400', 'HRBF400', 'HRB400E', 'HRBF400E', 'HRB500', 'HRBF500', 'HRB500E', 'HRBF500E'],
      minMm: 14,
      maxMm: 16,
      percent: -6,
    },
  ],
} as const;

/** Whether a straightened bar's weight deviation (%) is acceptable; null when no limit applies. */
export function judgeStraightenedWeight(
  grade: string,
  diameterMm: number,
  deviationPercent: number,
): boolean | null {
  const key = grade.trim().toUpperCase();
  const row = STRAIGHTENED_BAR_RULES.minWeightDeviation.find(
    (r) => (r.grades as readonly string[]).includes(key) && diameterMm >= r.minMm && diameterMm <= r.maxMm,
  );
  return row ? gte(exact(deviationPercent), exact(row.percent)) : null;
}
