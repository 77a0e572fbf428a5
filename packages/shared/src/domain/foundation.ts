import type { RuleCheck } from './rule-check';

/**
 * 基础工程 (foundation works) checks a site records before the main body starts: the bearing capacity
 * of the subgrade, the compaction of fill or replaced soil, and the elevation of the excavated pit
 * bottom. Each judged here, on the server and in the page alike (docs/domains/works.md). The numbers
 * marked [recall] are the known text of the standard not re-checked against a copy; the UI shows them
 * as "unconfirmed".
 */
export const FOUNDATION_CHECK_KINDS = ['BEARING_CAPACITY', 'COMPACTION', 'PIT_ELEVATION'] as const;
export type FoundationCheckKind = (typeof FOUNDATION_CHECK_KINDS)[number];

/** The unit each kind's design and measured values are entered in. */
export const FOUNDATION_CHECK_UNITS: Readonly<Record<FoundationCheckKind, string>> = {
  BEARING_CAPACITY: 'kPa',
  COMPACTION: '',
  PIT_ELEVATION: 'm',
};

/**
 * Pit-bottom elevation of column footings, pits and trenches: 0 to −50 mm from the design elevation
 * (over-excavation by at most 50 mm, never left high). GB 50202-2018 table 9.2.2 [recall].
 */
export const PIT_ELEVATION_TOLERANCE_MM = { min: -50, max: 0 } as const;

export const FOUNDATION_CLAUSES: Readonly<Record<FoundationCheckKind, string>> = {
  BEARING_CAPACITY: 'GB 50202-2018 4.1.4 [recall]',
  COMPACTION: 'GB 50202-2018 4.3 / 9.5 [recall]',
  PIT_ELEVATION: 'GB 50202-2018 9.2.2 [recall]',
};
export const FOUNDATION_RULES_CONFIRMED = false;

/**
 * One foundation check against its design value:
 * - bearing capacity (kPa): measured ≥ design (design 180, measured 176 → fail);
 * - compaction coefficient: measured ≥ design (design 0.94, measured 0.95 → pass);
 * - pit elevation (m): (measured − design) in mm within 0 … −50 (design −6.450, measured −6.480 →
 *   −30 mm, pass; measured −6.440 → +10 mm, left high, fail).
 */
export function judgeFoundationCheck(kind: FoundationCheckKind, design: number, measured: number): RuleCheck {
  if (!Number.isFinite(design) || !Number.isFinite(measured))
    throw new RangeError(`not a value: ${design} / ${measured}`);
  const clause = FOUNDATION_CLAUSES[kind];
  if (kind === 'PIT_ELEVATION') {
    // Both in metres with 3 decimals: the difference in whole millimetres, free of float residue.
    const deviationMm = Math.round((measured - design) * 1000);
    const { min, max } = PIT_ELEVATION_TOLERANCE_MM;
    return {
      key: 'pitElevation',
      clause,
      actual: deviationMm,
      op: 'in',
      limit: `${min}–${max}`,
      pass: deviationMm >= min && deviationMm <= max,
    };
  }
  return {
    key: kind === 'BEARING_CAPACITY' ? 'bearingCapacity' : 'compaction',
    clause,
    actual: measured,
    op: '>=',
    limit: design,
    pass: measured >= design,
  };
}
