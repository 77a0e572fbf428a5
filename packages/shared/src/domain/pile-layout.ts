/**
 * Pile positions on the site plan: the design coordinates of each pile (from the drawing), and the
 * setting-out check (放样复核) of a surveyed position against them. GB 50202-2018 5.1.1: the
 * setting-out deviation of pile positions is at most 20 mm for group piles and 10 mm for a single
 * row of piles. Coordinates are metres (site or city grid, up to 4 decimals); deviations are mm.
 */
import { add, cmp, type Exact, exact, mul, ratio, sqrtRounded, sub, toNumber } from './exact';

export const PILE_ARRANGEMENTS = ['group', 'singleRow'] as const;
export type PileArrangement = (typeof PILE_ARRANGEMENTS)[number];

/** GB 50202-2018 5.1.1, mm. */
export const SET_OUT_TOLERANCE_MM: Readonly<Record<PileArrangement, number>> = { group: 20, singleRow: 10 };

export interface PlanPoint {
  /** Metres, a decimal string or number. */
  x: string | number;
  y: string | number;
}

export interface SetOutJudgement {
  /** Offsets of the surveyed point from the design point, mm (east/north positive). */
  dxMm: number;
  dyMm: number;
  /** The straight-line deviation, mm, rounded to 0.1 mm for display. */
  deviationMm: number;
  toleranceMm: number;
  /** Decided on the exact deviation: a point exactly on the limit passes. */
  pass: boolean;
}

const THOUSAND = ratio(1000);
const square = (v: Exact) => mul(v, v);

/** The setting-out judgement of a surveyed point against the pile's design point. */
export function judgeSetOut(
  design: PlanPoint,
  surveyed: PlanPoint,
  arrangement: PileArrangement = 'group',
): SetOutJudgement {
  const dx = mul(sub(exact(surveyed.x), exact(design.x)), THOUSAND);
  const dy = mul(sub(exact(surveyed.y), exact(design.y)), THOUSAND);
  const toleranceMm = SET_OUT_TOLERANCE_MM[arrangement];
  const d2 = add(square(dx), square(dy));
  return {
    dxMm: toNumber(dx, 1),
    dyMm: toNumber(dy, 1),
    deviationMm: toNumber(sqrtRounded(d2, 1), 1),
    toleranceMm,
    pass: cmp(d2, square(ratio(toleranceMm))) <= 0,
  };
}
