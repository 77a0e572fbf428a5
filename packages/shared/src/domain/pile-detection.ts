import { ceilPercent } from './exact';

/**
 * Pile detection (docs/domains/pile-detection.md): how many piles each test needs (JGJ 106-2014 3.3 with GB 50202-2018
 * 5.1.5–5.1.7), a seeded, reproducible random choice of the piles to test, and the integrity-class
 * acceptance rule. Every count is capped at the number of piles there are.
 */

export interface DetectionCount {
  count: number;
  /** The rule that set the count (percent, minimum, small-project, per-cap, all-piles). */
  basis: 'percent' | 'minimum' | 'small-project' | 'per-cap' | 'all-piles';
}

/** The largest candidate (on a tie the first listed, i.e. the percentage), capped at the pile total. */
const largest = (candidates: readonly DetectionCount[], totalPiles: number): DetectionCount => {
  const best = candidates.reduce((a, b) => (b.count > a.count ? b : a));
  return best.count > totalPiles ? { count: totalPiles, basis: 'all-piles' } : best;
};

const assertTotal = (totalPiles: number) => {
  if (!Number.isInteger(totalPiles) || totalPiles < 0)
    throw new RangeError(`not a pile count: ${totalPiles}`);
};

// ---------------------------------------------------------------------------------------------
// Static load tests

export interface PercentRule {
  percent: number;
  minimum: number;
}

export interface StaticLoadRules extends PercentRule {
  /** Small projects: `smallMinimum` piles suffice instead of `minimum`. */
  smallMinimum: number;
  /** Both clauses read "总桩数小于50根" / "预计工程桩总数小于50根": strictly below this total. */
  smallProjectBelow: number;
}

/** JGJ 106-2014 3.3.4, GB 50202-2018 5.1.6: ≥1 % and ≥3; total < 50 → ≥2. */
export const STATIC_LOAD_ACCEPTANCE_RULES: Readonly<StaticLoadRules> = {
  percent: 1,
  minimum: 3,
  smallMinimum: 2,
  smallProjectBelow: 50,
};

/**
 * JGJ 106-2014 3.3.1 (pre-construction trial piles): as the design requires and ≥3 under the same
 * conditions; ≥2 when the expected total is below 50. The 2014 text has no percentage here (the 1 %
 * and the "within 50" wording are the 2003 edition's), so the percent term is 0.
 */
export const STATIC_LOAD_TRIAL_RULES: Readonly<StaticLoadRules> = {
  percent: 0,
  minimum: 3,
  smallMinimum: 2,
  smallProjectBelow: 50,
};

function staticLoadCount(totalPiles: number, rules: StaticLoadRules): DetectionCount {
  assertTotal(totalPiles);
  const small = totalPiles < rules.smallProjectBelow;
  const candidates: DetectionCount[] = [
    { count: ceilPercent(totalPiles, rules.percent), basis: 'percent' },
    small
      ? { count: rules.smallMinimum, basis: 'small-project' }
      : { count: rules.minimum, basis: 'minimum' },
  ];
  return largest(candidates, totalPiles);
}

/** Acceptance static load tests (抗压/抗拔/水平 alike, 3.3.4 and 3.3.7): 49 → 2, 50 → 3, 301 → 4. */
export const staticLoadAcceptanceCount = (
  totalPiles: number,
  rules: StaticLoadRules = STATIC_LOAD_ACCEPTANCE_RULES,
): DetectionCount => staticLoadCount(totalPiles, rules);

/** Trial static load tests before construction (3.3.1): 49 → 2, 50 → 3, 1000 → 3 (the design may ask more). */
export const staticLoadTrialCount = (
  totalPiles: number,
  rules: StaticLoadRules = STATIC_LOAD_TRIAL_RULES,
): DetectionCount => staticLoadCount(totalPiles, rules);

// ---------------------------------------------------------------------------------------------
// High-strain tests

/** JGJ 106-2014 3.3.5: ≥5 % and ≥5; GB 50202-2018 5.1.6: ≥5 % and ≥10. The larger applies. */
export const HIGH_STRAIN_RULES = [
  { source: 'JGJ 106-2014 3.3.5', percent: 5, minimum: 5 },
  { source: 'GB 50202-2018 5.1.6', percent: 5, minimum: 10 },
] as const satisfies readonly (PercentRule & { source: string })[];

export function highStrainCount(
  totalPiles: number,
  rules: readonly (PercentRule & { source: string })[] = HIGH_STRAIN_RULES,
): DetectionCount & { bySource: { source: string; count: number }[] } {
  assertTotal(totalPiles);
  const bySource = rules.map((r) => ({
    source: r.source,
    count: Math.max(ceilPercent(totalPiles, r.percent), r.minimum),
  }));
  const candidates = rules.flatMap<DetectionCount>((r) => [
    { count: ceilPercent(totalPiles, r.percent), basis: 'percent' },
    { count: r.minimum, basis: 'minimum' },
  ]);
  return { ...largest(candidates, totalPiles), bySource };
}

// ---------------------------------------------------------------------------------------------
// Integrity tests

export interface IntegrityCountRules {
  /** Grade A, complex ground or low-reliability cast piles: ≥30 % and ≥20. */
  strict: PercentRule;
  /** Other piles: ≥20 % and ≥10. */
  ordinary: PercentRule;
  /** At least this many per column cap (柱下承台). */
  perCap: number;
  /** End-bearing large-diameter / grade A: ≥10 % of all piles by sonic or core, within the count. */
  coreOrSonicPercent: number;
}
/** JGJ 106-2014 3.3.3, GB 50202-2018 5.1.7. */
export const INTEGRITY_COUNT_RULES: Readonly<IntegrityCountRules> = {
  strict: { percent: 30, minimum: 20 },
  ordinary: { percent: 20, minimum: 10 },
  perCap: 1,
  coreOrSonicPercent: 10,
};

export interface IntegrityCountInput {
  totalPiles: number;
  /** Design grade A, complex ground, or cast piles of low construction reliability. */
  strict?: boolean;
  /** Number of column caps; each needs at least one tested pile. */
  columnCaps?: number;
  /** End-bearing large-diameter (or grade A rock-socketed) piles: part of the count by sonic/core. */
  endBearingLargeDiameter?: boolean;
}

export function integrityCount(
  input: IntegrityCountInput,
  rules: IntegrityCountRules = INTEGRITY_COUNT_RULES,
): DetectionCount & { byCoreOrSonic: number | null } {
  assertTotal(input.totalPiles);
  const rule = input.strict ? rules.strict : rules.ordinary;
  const best = largest(
    [
      { count: ceilPercent(input.totalPiles, rule.percent), basis: 'percent' },
      { count: rule.minimum, basis: 'minimum' },
      { count: (input.columnCaps ?? 0) * rules.perCap, basis: 'per-cap' },
    ],
    input.totalPiles,
  );
  const byCoreOrSonic = input.endBearingLargeDiameter
    ? Math.min(ceilPercent(input.totalPiles, rules.coreOrSonicPercent), best.count)
    : null;
  return { ...best, byCoreOrSonic };
}

// ---------------------------------------------------------------------------------------------
// Cement mixing piles (composite foundation, GB 50202-2018 4.1.5 and 4.1.6)

export interface MixingPileAcceptanceRules {
  /** 4.1.5: composite-foundation bearing capacity, in test points (静载试验点). */
  compositeBearing: PercentRule;
  /** 4.1.5: single-pile bearing capacity or pile-body strength, where the design asks for it. */
  singlePile: PercentRule;
  /** 4.1.6: the other items of the reinforcing piles (增强体), checked by inspection lot. */
  reinforcementPercent: number;
}

/**
 * GB 50202-2018 4.1.5: "复合地基承载力的检验数量不应少于总桩数的0.5%，且不应少于3点。有单桩承载力或桩身强度
 * 检验要求时，检验数量不应少于总桩数的0.5%，且不应少于3根"; 4.1.6: "复合地基中增强体的检验数量不应少于总数的20%".
 */
export const MIXING_PILE_ACCEPTANCE_RULES: Readonly<MixingPileAcceptanceRules> = {
  compositeBearing: { percent: 0.5, minimum: 3 },
  singlePile: { percent: 0.5, minimum: 3 },
  reinforcementPercent: 20,
};
export const MIXING_PILE_ACCEPTANCE_CLAUSE = 'GB 50202-2018 4.1.5, 4.1.6';

export interface MixingPileAcceptanceCount {
  compositeBearing: DetectionCount;
  singlePile: DetectionCount;
  reinforcement: DetectionCount;
}

/** Acceptance test counts of a cement mixing pile foundation: 100 → 3/3/20, 1000 → 5/5/200. */
export function mixingPileAcceptanceCount(
  totalPiles: number,
  rules: MixingPileAcceptanceRules = MIXING_PILE_ACCEPTANCE_RULES,
): MixingPileAcceptanceCount {
  assertTotal(totalPiles);
  const byRule = (r: PercentRule) =>
    largest(
      [
        { count: ceilPercent(totalPiles, r.percent), basis: 'percent' },
        { count: r.minimum, basis: 'minimum' },
      ],
      totalPiles,
    );
  return {
    compositeBearing: byRule(rules.compositeBearing),
    singlePile: byRule(rules.singlePile),
    reinforcement: largest(
      [{ count: ceilPercent(totalPiles, rules.reinforcementPercent), basis: 'percent' }],
      totalPiles,
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// Seeded random selection of test piles (3.3.8: doubtful piles first, the rest at random)

/** FNV-1a 32-bit hash of the string's UTF-8 bytes (lone surrogates as their 3-byte form). */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  const mix = (byte: number) => {
    hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  };
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp < 0x80) mix(cp);
    else if (cp < 0x800) [0xc0 | (cp >> 6), 0x80 | (cp & 63)].forEach(mix);
    else if (cp < 0x10000) [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)].forEach(mix);
    else
      [0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)].forEach(mix);
  }
  return hash;
}

/** mulberry32 (Tommy Ettinger, public domain): a 32-bit-state PRNG; each call returns a uint32. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) >>> 0;
  };
}

const DIGITS = /(\d+)/;

/** Natural order of pile numbers: 'P2' < 'P10' < 'P10a'; plain code-unit order otherwise (no locale). */
export function comparePileNumbers(a: string, b: string): number {
  const pa = a.split(DIGITS);
  const pb = b.split(DIGITS);
  for (let i = 0; i < Math.min(pa.length, pb.length); i++) {
    const x = pa[i]!;
    const y = pb[i]!;
    if (x === y) continue;
    if (i % 2 === 1) {
      // a digit run: compare by value without leading zeros, exactly for any length
      const xv = x.replace(/^0+/, '');
      const yv = y.replace(/^0+/, '');
      if (xv.length !== yv.length) return xv.length - yv.length;
      if (xv !== yv) return xv < yv ? -1 : 1;
    }
    return x < y ? -1 : 1;
  }
  return pa.length - pb.length;
}

export interface PileSelectionInput {
  /** Every pile number eligible for the test (order and duplicates do not matter). */
  piles: readonly string[];
  /** How many piles the test needs (e.g. from integrityCount). */
  count: number;
  /** Doubtful or design-critical piles that must be tested; they count towards `count`. */
  mustInclude?: readonly string[];
  /** Any text, e.g. `${projectId}:${test}:${date}`; the same seed gives the same selection. */
  seed: string;
}

export interface PileSelection {
  /** Every chosen pile, in natural order. */
  selected: string[];
  /** The must-include piles that are among `piles`. */
  forced: string[];
  /** The randomly drawn piles, in draw order. */
  drawn: string[];
  /** Must-include pile numbers not found among `piles` (not selected). */
  unknown: string[];
}

/**
 * Chooses test piles reproducibly: (1) the piles are de-duplicated and put in natural order, so the
 * order they arrive in does not matter; (2) must-include piles are taken first (all of them, even
 * beyond `count`); (3) the remaining `count − forced` are drawn from the others by a partial
 * Fisher–Yates shuffle driven by mulberry32 seeded with FNV-1a-32(seed). Index j in [i, n) is
 * ⌊u32 · (n − i) / 2³²⌋ + i. Anyone can re-run the draw from the seed and the pile list.
 */
export function selectTestPiles({ piles, count, mustInclude = [], seed }: PileSelectionInput): PileSelection {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`not a pile count: ${count}`);
  const all = [...new Set(piles)].sort(comparePileNumbers);
  const eligible = new Set(all);
  const wanted = [...new Set(mustInclude)].sort(comparePileNumbers);
  const forced = wanted.filter((p) => eligible.has(p));
  const unknown = wanted.filter((p) => !eligible.has(p));
  const forcedSet = new Set(forced);
  const pool = all.filter((p) => !forcedSet.has(p));
  const k = Math.min(Math.max(count - forced.length, 0), pool.length);
  const next = mulberry32(fnv1a32(seed));
  for (let i = 0; i < k; i++) {
    const j = i + Math.floor((next() * (pool.length - i)) / 2 ** 32);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  const drawn = pool.slice(0, k);
  return { selected: [...forced, ...drawn].sort(comparePileNumbers), forced, drawn, unknown };
}

// ---------------------------------------------------------------------------------------------
// Integrity classes (JGJ 106-2014 3.5.1) and acceptance (GB 50202-2018 5.1.5 commentary)

export const INTEGRITY_CLASSES = ['I', 'II', 'III', 'IV'] as const;
export type IntegrityClass = (typeof INTEGRITY_CLASSES)[number];

export type IntegrityAction = 'none' | 'design-evaluation' | 'repair-or-replace';

export interface IntegrityOutcome {
  pass: boolean;
  /** III: design evaluates, verify by core/high strain, repair or accept with design sign-off.
   *  IV: repair or replace, then re-test. */
  action: IntegrityAction;
  /** A 整改 item is raised for the pile. */
  rectification: boolean;
  /** Cause analysis and expanded testing agreed by the parties (JGJ 106-2014 3.4). */
  expandedTesting: boolean;
}

/** I and II pass (class II or better); III and IV fail. */
export const INTEGRITY_OUTCOMES = {
  I: { pass: true, action: 'none', rectification: false, expandedTesting: false },
  II: { pass: true, action: 'none', rectification: false, expandedTesting: false },
  III: { pass: false, action: 'design-evaluation', rectification: true, expandedTesting: true },
  IV: { pass: false, action: 'repair-or-replace', rectification: true, expandedTesting: true },
} as const satisfies Record<IntegrityClass, IntegrityOutcome>;

const ROMAN: Record<string, IntegrityClass> = {
  I: 'I',
  II: 'II',
  III: 'III',
  IV: 'IV',
  Ⅰ: 'I',
  Ⅱ: 'II',
  Ⅲ: 'III',
  Ⅳ: 'IV',
  '1': 'I',
  '2': 'II',
  '3': 'III',
  '4': 'IV',
};

/** 'III', 'Ⅲ', 'Ⅲ类', '3', ' ii ' → the class; anything else → null. */
export function parseIntegrityClass(text: string): IntegrityClass | null {
  return ROMAN[text.trim().replace(/类$/, '').trim().toUpperCase()] ?? null;
}

export const judgeIntegrityClass = (c: IntegrityClass): IntegrityOutcome => INTEGRITY_OUTCOMES[c];

export interface IntegrityReport {
  pass: boolean;
  counts: Record<IntegrityClass, number>;
  /** Piles of class III or IV with the action each needs; each gets a 整改 item. */
  failed: { pileNo: string; integrityClass: IntegrityClass; action: IntegrityAction }[];
  expandedTesting: boolean;
}

/** Judges a set of integrity results: passes only when every pile is class II or better. */
export function judgeIntegrityResults(
  results: readonly { pileNo: string; integrityClass: IntegrityClass }[],
): IntegrityReport {
  const counts: Record<IntegrityClass, number> = { I: 0, II: 0, III: 0, IV: 0 };
  for (const r of results) counts[r.integrityClass] += 1;
  const failed = results
    .filter((r) => !INTEGRITY_OUTCOMES[r.integrityClass].pass)
    .map((r) => ({ ...r, action: INTEGRITY_OUTCOMES[r.integrityClass].action }));
  return {
    pass: results.length > 0 && failed.length === 0,
    counts,
    failed,
    expandedTesting: failed.length > 0,
  };
}
