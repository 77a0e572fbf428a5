import { ceil, div, exact } from './exact';
import type { RuleCheck } from './rule-check';
import { type StructuralSamplingBasis, structuralPourGroups } from './sampling';

/**
 * 主体施工 (main-body construction) judgements: concrete pours (slump, test-block groups), masonry
 * (mortar test blocks, mortar-joint fullness) and waterproofing (water-test duration).
 * Every number is a configurable default; the ones marked [recall] are the known text of the standard
 * not re-checked against a copy, and are shown as "unconfirmed" in the UI (docs/domains/main-body.md).
 */

// ---------------------------------------------------------------------------------------------
// Concrete grades

/** Structural concrete strength grades offered for a pour (GB 50010 range used on building work). */
export const STRUCTURAL_CONCRETE_GRADES = [
  'C15',
  'C20',
  'C25',
  'C30',
  'C35',
  'C40',
  'C45',
  'C50',
  'C55',
  'C60',
] as const;
export type StructuralConcreteGrade = (typeof STRUCTURAL_CONCRETE_GRADES)[number];
/** Impermeability grades of waterproof concrete (GB 50108-2008 4.1.4: P6 at the least) [recall]. */
export const IMPERMEABILITY_GRADES = ['P6', 'P8', 'P10', 'P12'] as const;
export type ImpermeabilityGrade = (typeof IMPERMEABILITY_GRADES)[number];

// ---------------------------------------------------------------------------------------------
// Slump (坍落度) of a delivered mix against the design value

/** Design slump up to `upToMm` (inclusive) allows ±`toleranceMm`; the last band is open-ended. */
export interface SlumpToleranceBand {
  upToMm: number;
  toleranceMm: number;
}
/**
 * GB 50164-2011 / GB/T 14902-2012 slump tolerance: design ≤ 40 mm ±10; 50–90 mm ±20; ≥ 100 mm ±30
 * [recall, unconfirmed]. A design value between two bands takes the next band (45 mm → ±20, 95 mm → ±30).
 */
export const SLUMP_TOLERANCE_BANDS: readonly SlumpToleranceBand[] = [
  { upToMm: 40, toleranceMm: 10 },
  { upToMm: 90, toleranceMm: 20 },
  { upToMm: Number.POSITIVE_INFINITY, toleranceMm: 30 },
];
export const SLUMP_RULES_CONFIRMED = false;
export const SLUMP_CLAUSE = 'GB 50164-2011 / GB/T 14902-2012 (unconfirmed)';

export function slumpTolerance(
  designMm: number,
  bands: readonly SlumpToleranceBand[] = SLUMP_TOLERANCE_BANDS,
): number {
  if (!(designMm > 0)) throw new RangeError(`not a design slump: ${designMm}`);
  const band = bands.find((b) => designMm <= b.upToMm);
  if (!band) throw new RangeError(`no slump band for ${designMm} mm`);
  return band.toleranceMm;
}

export interface SlumpJudgement {
  toleranceMm: number;
  /** Each reading with its deviation from the design value and whether it is within tolerance. */
  readings: { valueMm: number; deviationMm: number; pass: boolean }[];
  /** True when every reading is within design ± tolerance (and there is at least one). */
  pass: boolean;
  check: RuleCheck;
}

/** Slump readings against design ± tolerance: 180 mm design, readings 175/200/215 → ±30, all pass. */
export function judgeSlump(
  readingsMm: readonly number[],
  designMm: number,
  bands: readonly SlumpToleranceBand[] = SLUMP_TOLERANCE_BANDS,
): SlumpJudgement {
  const toleranceMm = slumpTolerance(designMm, bands);
  const readings = readingsMm.map((valueMm) => {
    if (!(valueMm >= 0)) throw new RangeError(`not a slump reading: ${valueMm}`);
    const deviationMm = valueMm - designMm;
    return { valueMm, deviationMm, pass: Math.abs(deviationMm) <= toleranceMm };
  });
  const pass = readings.length > 0 && readings.every((r) => r.pass);
  const worst = readings.reduce((m, r) => Math.max(m, Math.abs(r.deviationMm)), 0);
  return {
    toleranceMm,
    readings,
    pass,
    check: { key: 'slump', clause: SLUMP_CLAUSE, actual: worst, op: '<=', limit: toleranceMm, pass },
  };
}

/** "180, 185；190" → [180, 185, 190]; separators: comma, Chinese comma, semicolon, whitespace. */
export function parseSlumpReadings(text: string): number[] {
  return text
    .split(/[\s,，;；、]+/)
    .filter((s) => s !== '')
    .map(Number);
}

// ---------------------------------------------------------------------------------------------
// Test-block groups of one structural pour (GB 50204-2015 7.4.1, via ./sampling)

export interface PourSamplingInput {
  /** The actual volume once poured, else the planned one. */
  volumeM3: number;
  /** Batches (盘) when known. */
  batches?: number | null;
  /** Working shifts the pour spans (≥ 1 group per shift). */
  shifts?: number | null;
}

/**
 * Standard-cured groups due for one pour record: one floor's part poured continuously, so the
 * floor rule gives at least 1 and a pour above 1000 m³ is sampled every 200 m³ (the shared rule).
 */
export function pourRequiredGroups(pour: PourSamplingInput): {
  groups: number;
  basis: StructuralSamplingBasis;
} {
  return structuralPourGroups({
    volumeM3: pour.volumeM3,
    ...(pour.batches ? { batches: pour.batches } : {}),
    shifts: pour.shifts ?? 1,
    floors: 1,
    continuous: true,
  });
}

// ---------------------------------------------------------------------------------------------
// Masonry (GB 50203-2011)

export const MASONRY_BLOCK_TYPES = [
  'FIRED_BRICK',
  'CONCRETE_BRICK',
  'CALCIUM_SILICATE_BRICK',
  'CONCRETE_HOLLOW_BLOCK',
  'AAC_BLOCK',
] as const;
export type MasonryBlockType = (typeof MASONRY_BLOCK_TYPES)[number];
export const MORTAR_TYPES = ['CEMENT', 'MIXED', 'PREMIXED', 'THIN_BED'] as const;
export const MORTAR_GRADES = ['M5', 'M7.5', 'M10', 'M15', 'M20'] as const;
export type MortarGrade = (typeof MORTAR_GRADES)[number];

export interface MortarSamplingRules {
  /** GB 50203-2011 4.0.12: per ≤ 250 m³ of masonry, each grade, each mixer at least one sampling [recall]. */
  volumePerSamplingM3: number;
}
export const MORTAR_SAMPLING_RULES: Readonly<MortarSamplingRules> = { volumePerSamplingM3: 250 };
export const MORTAR_CLAUSE = 'GB 50203-2011 4.0.12 [recall]';

/**
 * Mortar test-block groups due: ⌈V / 250⌉ (at least 1) per mixer, for one mortar grade.
 * 250 m³ → 1; 250.5 m³ → 2; 0 m³ → 1 (a sampling per grade and mixer whatever the volume).
 */
export function mortarRequiredGroups(
  volumeM3: number,
  mixers = 1,
  rules: MortarSamplingRules = MORTAR_SAMPLING_RULES,
): number {
  if (!(volumeM3 >= 0)) throw new RangeError(`not a volume: ${volumeM3}`);
  if (!Number.isInteger(mixers) || mixers < 1) throw new RangeError(`not a mixer count: ${mixers}`);
  const perMixer = Math.max(1, Number(ceil(div(exact(volumeM3), exact(rules.volumePerSamplingM3)))));
  return perMixer * mixers;
}

/**
 * Minimum mortar-joint fullness (灰缝砂浆饱满度, %) by block: brick walls ≥ 80 (5.2.2); concrete
 * hollow blocks ≥ 90 (6.2.3); autoclaved aerated blocks in infill walls ≥ 80 (9.2.x) [recall].
 */
export const MORTAR_FULLNESS_MIN: Readonly<Record<MasonryBlockType, number>> = {
  FIRED_BRICK: 80,
  CONCRETE_BRICK: 80,
  CALCIUM_SILICATE_BRICK: 80,
  CONCRETE_HOLLOW_BLOCK: 90,
  AAC_BLOCK: 80,
};
export const FULLNESS_CLAUSE = 'GB 50203-2011 5.2.2 / 6.2.3 / 9.2 [recall]';

export function judgeMortarFullness(
  blockType: MasonryBlockType,
  fullnessPct: number,
  minimums: Readonly<Record<MasonryBlockType, number>> = MORTAR_FULLNESS_MIN,
): RuleCheck {
  if (!(fullnessPct >= 0 && fullnessPct <= 100)) throw new RangeError(`not a percentage: ${fullnessPct}`);
  const limit = minimums[blockType];
  return {
    key: 'mortarFullness',
    clause: FULLNESS_CLAUSE,
    actual: fullnessPct,
    op: '>=',
    limit,
    pass: fullnessPct >= limit,
  };
}

// ---------------------------------------------------------------------------------------------
// Waterproofing water tests

export const WATERPROOF_PARTS = ['BASEMENT_SLAB', 'BASEMENT_WALL', 'ROOF', 'BATHROOM'] as const;
export type WaterproofPart = (typeof WATERPROOF_PARTS)[number];
export const WATERPROOF_MATERIALS = ['MEMBRANE', 'COATING', 'MEMBRANE_COATING'] as const;
/** PONDING 蓄水, SPRAY 淋水; NONE where no timed water test applies (basement: leakage survey). */
export const WATER_TEST_METHODS = ['PONDING', 'SPRAY', 'NONE'] as const;
export type WaterTestMethod = (typeof WATER_TEST_METHODS)[number];

/** Minimum hours of each method allowed for a part; a method absent is not a valid test there. */
export type WaterTestRules = Readonly<Record<WaterproofPart, Partial<Record<WaterTestMethod, number>>>>;
/**
 * Bathrooms: ponding ≥ 24 h (GB 50209-2010 / JGJ 298-2013 [recall]); roofs: spraying 2 h or, where
 * the roof can hold water, ponding ≥ 24 h (GB 50207-2012 3.0.12 [recall]); basement slab and walls
 * have no timed water test (GB 50208-2011 leakage survey), so NONE with 0 h.
 */
export const WATER_TEST_RULES: WaterTestRules = {
  BATHROOM: { PONDING: 24 },
  ROOF: { SPRAY: 2, PONDING: 24 },
  BASEMENT_SLAB: { NONE: 0 },
  BASEMENT_WALL: { NONE: 0 },
};
export const WATER_TEST_CLAUSE = 'GB 50207-2012 3.0.12; GB 50209-2010 [recall]';

export interface WaterTestJudgement {
  /** The method is a valid test for the part. */
  methodAllowed: boolean;
  requiredHours: number | null;
  /** Elapsed hours between start and end (2 decimals), null without both times. */
  actualHours: number | null;
  /** Long enough (true for NONE). */
  sufficient: boolean;
  check: RuleCheck;
}

/** Hours between two 'YYYY-MM-DD HH:mm' times of the same clock; null when either is missing. */
export function hoursBetween(
  start: string | null | undefined,
  end: string | null | undefined,
): number | null {
  if (!start || !end) return null;
  const toMs = (s: string) => Date.parse(`${s.replace(' ', 'T')}:00Z`);
  const ms = toMs(end) - toMs(start);
  if (!Number.isFinite(ms)) return null;
  return Math.round(ms / 36_000) / 100;
}

/** 24 h of ponding from 10-01 08:00 to 10-02 08:00 → sufficient; to 10-02 07:59 → not. */
export function judgeWaterTest(
  part: WaterproofPart,
  method: WaterTestMethod,
  start: string | null | undefined,
  end: string | null | undefined,
  rules: WaterTestRules = WATER_TEST_RULES,
): WaterTestJudgement {
  const required = rules[part][method];
  const methodAllowed = required !== undefined;
  const actualHours = method === 'NONE' ? null : hoursBetween(start, end);
  const sufficient =
    methodAllowed && (method === 'NONE' || (actualHours !== null && actualHours >= (required ?? 0)));
  return {
    methodAllowed,
    requiredHours: required ?? null,
    actualHours,
    sufficient,
    check: {
      key: 'waterTestHours',
      clause: WATER_TEST_CLAUSE,
      actual: actualHours,
      op: '>=',
      limit: required ?? null,
      pass: sufficient,
    },
  };
}
