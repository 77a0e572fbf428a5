import { div, exact, gte, ratio, toNumber } from './exact';
import type { RuleCheck } from './rule-check';

/**
 * Acceptance of inspection lots, sub-items and divisions, GB 50300-2013 (docs/domains/acceptance.md): the minimum
 * lot sample size (3.0.9), the App. D single-sampling acceptance numbers, the lot pass rule (5.0.1)
 * and the sub-item and division rules (5.0.2, 5.0.3). Values from recall; configurable.
 */

/** 3.0.9 table: minimum sample size by lot size. */
export const MIN_SAMPLE_SIZE_TABLE = [
  { minLot: 2, maxLot: 15, sample: 2 },
  { minLot: 16, maxLot: 25, sample: 3 },
  { minLot: 26, maxLot: 90, sample: 5 },
  { minLot: 91, maxLot: 150, sample: 8 },
  { minLot: 151, maxLot: 280, sample: 13 },
  { minLot: 281, maxLot: 500, sample: 20 },
  { minLot: 501, maxLot: 1200, sample: 32 },
  { minLot: 1201, maxLot: 3200, sample: 50 },
] as const;

/**
 * The minimum number to inspect in a lot of `lotSize` (3.0.9). A lot of one is inspected whole;
 * beyond 3200 the table has no row and the result is null (split the lot).
 */
export function minimumSampleSize(lotSize: number): number | null {
  if (!Number.isInteger(lotSize) || lotSize < 0) throw new RangeError(`not a lot size: ${lotSize}`);
  if (lotSize < MIN_SAMPLE_SIZE_TABLE[0].minLot) return lotSize;
  return MIN_SAMPLE_SIZE_TABLE.find((r) => lotSize >= r.minLot && lotSize <= r.maxLot)?.sample ?? null;
}

/** App. D (table D.0.1-1), general items, normal single sampling: acceptance / rejection numbers. */
export const SINGLE_SAMPLING_PLAN = [
  { sample: 5, accept: 1, reject: 2 },
  { sample: 8, accept: 2, reject: 3 },
  { sample: 13, accept: 3, reject: 4 },
  { sample: 20, accept: 5, reject: 6 },
  { sample: 32, accept: 7, reject: 8 },
  { sample: 50, accept: 10, reject: 11 },
  { sample: 80, accept: 14, reject: 15 },
  { sample: 125, accept: 21, reject: 22 },
] as const;

/** Ac / Re for a sample size in the table, or null (other sizes are judged by the 80 % rule). */
export const singleSamplingNumbers = (sampleSize: number): { accept: number; reject: number } | null => {
  const row = SINGLE_SAMPLING_PLAN.find((r) => r.sample === sampleSize);
  return row ? { accept: row.accept, reject: row.reject } : null;
};

/** Accepts when the nonconforming count is at most Ac; null when the sample size has no row. */
export function judgeSingleSampling(sampleSize: number, nonconforming: number): boolean | null {
  const numbers = singleSamplingNumbers(sampleSize);
  return numbers === null ? null : nonconforming <= numbers.accept;
}

// ---------------------------------------------------------------------------------------------
// Inspection lot (5.0.1)

/** General items: at least 80 % of points passing (GB 50204-2015 etc.) and no serious defect. */
export const GENERAL_ITEM_MIN_PASS_RATE = 0.8;

export interface LotMainItem {
  key: string;
  pass: boolean;
}

export interface LotGeneralItem {
  key: string;
  /** Points (or specimens) checked and how many passed. */
  points: number;
  passedPoints: number;
  seriousDefect?: boolean;
  /** 'rate' (default): ≥80 % of points; 'appendixD': nonconforming ≤ Ac for the sample size. */
  method?: 'rate' | 'appendixD';
}

export interface InspectionLotInput {
  main: readonly LotMainItem[];
  general: readonly LotGeneralItem[];
  recordsComplete: boolean;
}

export interface AcceptanceResult {
  pass: boolean;
  checks: RuleCheck[];
}

const CLAUSE_LOT = 'GB 50300-2013 5.0.1';

function generalChecks(item: LotGeneralItem, minRate: number): RuleCheck[] {
  if (item.points <= 0 || item.passedPoints < 0 || item.passedPoints > item.points)
    throw new RangeError(`${item.key}: passed points must be within 0–points`);
  const defect: RuleCheck = {
    key: `general.${item.key}.seriousDefect`,
    clause: CLAUSE_LOT,
    actual: item.seriousDefect === true,
    op: '==',
    limit: false,
    pass: item.seriousDefect !== true,
  };
  if (item.method === 'appendixD') {
    const nonconforming = item.points - item.passedPoints;
    const numbers = singleSamplingNumbers(item.points);
    const sampling: RuleCheck = {
      key: `general.${item.key}.nonconforming`,
      clause: 'GB 50300-2013 App. D',
      actual: nonconforming,
      op: '<=',
      limit: numbers?.accept ?? null,
      pass: numbers !== null && nonconforming <= numbers.accept,
    };
    return [sampling, defect];
  }
  const rate = div(ratio(item.passedPoints), ratio(item.points));
  const rateCheck: RuleCheck = {
    key: `general.${item.key}.passRate`,
    clause: CLAUSE_LOT,
    actual: toNumber(rate, 4),
    op: '>=',
    limit: minRate,
    pass: gte(rate, exact(minRate)),
  };
  return [rateCheck, defect];
}

/**
 * An inspection lot (检验批) passes when every main-control item passes, every general item has
 * ≥80 % of its points passing (or passes App. D) with no serious defect, and the records are
 * complete. Each condition comes back as a check.
 */
export function judgeInspectionLot(
  { main, general, recordsComplete }: InspectionLotInput,
  minRate: number = GENERAL_ITEM_MIN_PASS_RATE,
): AcceptanceResult {
  const checks: RuleCheck[] = [
    ...main.map(
      (m): RuleCheck => ({
        key: `main.${m.key}`,
        clause: CLAUSE_LOT,
        actual: m.pass,
        op: '==',
        limit: true,
        pass: m.pass,
      }),
    ),
    ...general.flatMap((g) => generalChecks(g, minRate)),
    {
      key: 'recordsComplete',
      clause: CLAUSE_LOT,
      actual: recordsComplete,
      op: '==',
      limit: true,
      pass: recordsComplete,
    },
  ];
  return { pass: checks.every((c) => c.pass), checks };
}

// ---------------------------------------------------------------------------------------------
// Sub-item (5.0.2) and division (5.0.3)

/** A sub-item (分项) passes when it has lots, every lot passed, and its records are complete. */
export function judgeSubItem(input: {
  lots: readonly { id: string; pass: boolean }[];
  recordsComplete: boolean;
}): AcceptanceResult & { failedLots: string[] } {
  const failedLots = input.lots.filter((l) => !l.pass).map((l) => l.id);
  const clause = 'GB 50300-2013 5.0.2';
  const checks: RuleCheck[] = [
    { key: 'lotCount', clause, actual: input.lots.length, op: '>=', limit: 1, pass: input.lots.length > 0 },
    { key: 'lotsPass', clause, actual: failedLots.length, op: '==', limit: 0, pass: failedLots.length === 0 },
    {
      key: 'recordsComplete',
      clause,
      actual: input.recordsComplete,
      op: '==',
      limit: true,
      pass: input.recordsComplete,
    },
  ];
  return { pass: checks.every((c) => c.pass), checks, failedLots };
}

export const APPEARANCE_RATINGS = ['good', 'fair', 'poor'] as const;
export type AppearanceRating = (typeof APPEARANCE_RATINGS)[number];

/**
 * A division (分部) passes when its sub-items pass, its QC documents are complete, its safety and
 * function tests (pile capacity and integrity, concrete evaluation …) pass, and the appearance
 * (观感) is rated good or fair, not poor.
 */
export function judgeDivision(input: {
  subItems: readonly { code: string; pass: boolean }[];
  documentsComplete: boolean;
  safetyFunctionTestsPass: boolean;
  appearance: AppearanceRating;
}): AcceptanceResult & { failedSubItems: string[] } {
  const failedSubItems = input.subItems.filter((s) => !s.pass).map((s) => s.code);
  const clause = 'GB 50300-2013 5.0.3';
  const yes = (key: string, value: boolean): RuleCheck => ({
    key,
    clause,
    actual: value,
    op: '==',
    limit: true,
    pass: value,
  });
  const checks: RuleCheck[] = [
    yes('subItemsPass', input.subItems.length > 0 && failedSubItems.length === 0),
    yes('documentsComplete', input.documentsComplete),
    yes('safetyFunctionTestsPass', input.safetyFunctionTestsPass),
    {
      key: 'appearance',
      clause,
      actual: input.appearance,
      op: 'in',
      limit: 'good|fair',
      pass: input.appearance !== 'poor',
    },
  ];
  return { pass: checks.every((c) => c.pass), checks, failedSubItems };
}
