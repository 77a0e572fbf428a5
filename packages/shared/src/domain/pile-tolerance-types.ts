import type { IntegrityClass } from './pile-detection';

/**
 * Construction tolerances of GB 50202-2018 as data (docs/domains/pile.md): bored piles (table 5.6.4),
 * cement mixing piles (table 4.11.5) and prestressed pipe piles (table 5.5.4), and the
 * judgement of a measured item or a whole pile record with the limit actually applied.
 *
 * Units: measured and design values are in the item's unit (a ± item in mm takes design and
 * measured in mm; to judge a recorded deviation pass design 0). Context: H = distance from the
 * working platform to the design pile top (mm), D = design diameter (mm), L = pile or segment
 * length (mm). Comparisons are exact (./exact) on full values. The tables are in
 * pile-tolerance-tables.ts and the judging in pile-tolerance-judging.ts; this file holds their types.
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
