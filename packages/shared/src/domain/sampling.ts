import { ceil, div, exact, gte, mul, ratio, toNumber } from './exact';
import type { RuleCheck } from './rule-check';

/**
 * Test-block (试块) sampling frequency (docs/domains/specimen.md): how many groups a bored-pile pour or a
 * structural pour needs, the test-block rate with what is missing, and the witness ratio.
 * Volumes are m³ and compared exactly (./exact); "per 50 m³" counts a started 50 m³ as a group.
 */

// ---------------------------------------------------------------------------------------------
// Bored / cast-in-place piles (GB 50202-2018 5.1.3, mandatory)

export interface PileSamplingRules {
  /** At least one group per 50 m³ from the same plant. */
  volumePerGroupM3: number;
  /** A pour below 50 m³: at least one group per 12 h of continuous pouring. */
  hoursPerGroup: number;
  /** 单柱单桩: at least one group per pile. */
  groupsPerSingleColumnPile: number;
}
export const PILE_SAMPLING_RULES: Readonly<PileSamplingRules> = {
  volumePerGroupM3: 50,
  hoursPerGroup: 12,
  groupsPerSingleColumnPile: 1,
};

export type PileSamplingBasis = 'volume' | 'hours' | 'single-column-pile';

export interface PileRunSampling {
  groups: number;
  /** The rule that set the count. */
  basis: PileSamplingBasis;
}

const ceilDiv = (a: number, b: number): number => Number(ceil(div(exact(a), exact(b))));

/**
 * Groups due for one plant's continuous pour (one mix): ⌈V / 50⌉ from 50 m³; below 50 m³
 * ⌈hours / 12⌉ (at least 1); a 单柱单桩 pile needs at least 1 whatever the volume.
 */
export function pileRunGroups(
  run: { volumeM3: number; continuousHours?: number; singleColumnSinglePile?: boolean },
  rules: PileSamplingRules = PILE_SAMPLING_RULES,
): PileRunSampling {
  if (!(run.volumeM3 >= 0)) throw new RangeError(`not a volume: ${run.volumeM3}`);
  const byVolume = gte(exact(run.volumeM3), exact(rules.volumePerGroupM3));
  const candidates: PileRunSampling[] = [
    byVolume
      ? { groups: ceilDiv(run.volumeM3, rules.volumePerGroupM3), basis: 'volume' }
      : { groups: Math.max(1, ceilDiv(run.continuousHours ?? 0, rules.hoursPerGroup)), basis: 'hours' },
  ];
  if (run.singleColumnSinglePile)
    candidates.push({ groups: rules.groupsPerSingleColumnPile, basis: 'single-column-pile' });
  return candidates.reduce((a, b) => (b.groups > a.groups ? b : a));
}

export interface PilePour {
  /** Volume delivered per plant (same mix); a pour fed by two plants samples each. */
  plants: readonly { plant: string; volumeM3: number }[];
  continuousHours?: number;
  singleColumnSinglePile?: boolean;
}

/** Groups due for one pile's pour: the plants' counts added up; ≥1 for a 单柱单桩 pile. */
export function pilePourGroups(
  pour: PilePour,
  rules: PileSamplingRules = PILE_SAMPLING_RULES,
): { groups: number; perPlant: (PileRunSampling & { plant: string })[] } {
  const perPlant = pour.plants.map((p) => ({
    plant: p.plant,
    ...pileRunGroups({ volumeM3: p.volumeM3, continuousHours: pour.continuousHours }, rules),
  }));
  const total = perPlant.reduce((s, p) => s + p.groups, 0);
  const floor = pour.singleColumnSinglePile ? rules.groupsPerSingleColumnPile : 0;
  return { groups: Math.max(total, floor), perPlant };
}

// ---------------------------------------------------------------------------------------------
// Structural concrete (GB 50204-2015 7.4.1; GB/T 50107-2010 4.1.3)

export interface StructuralSamplingRules {
  /** ≥1 per 100 batches (盘) ... */
  batchesPerGroup: number;
  /** ... and per ≤100 m³. */
  volumePerGroupM3: number;
  /** A continuous pour above 1000 m³ ... */
  largePourAboveM3: number;
  /** ... is sampled once per 200 m³, for the whole pour. */
  largePourVolumePerGroupM3: number;
  /** ≥1 per shift and ≥1 per floor. */
  perShift: number;
  perFloor: number;
}
export const STRUCTURAL_SAMPLING_RULES: Readonly<StructuralSamplingRules> = {
  batchesPerGroup: 100,
  volumePerGroupM3: 100,
  largePourAboveM3: 1000,
  largePourVolumePerGroupM3: 200,
  perShift: 1,
  perFloor: 1,
};

export interface StructuralPour {
  volumeM3: number;
  /** Batches (盘) mixed; unknown → the volume rule alone. */
  batches?: number;
  shifts?: number;
  floors?: number;
  /** A single continuous pour (the >1000 m³ rule applies only then). */
  continuous?: boolean;
}

export type StructuralSamplingBasis = 'batches' | 'volume' | 'large-pour' | 'shifts' | 'floors';

/**
 * Minimum standard-cured groups for a structural pour: the largest of the batch, volume, shift and
 * floor rules; a continuous pour above 1000 m³ takes ⌈V / 200⌉ instead of ⌈V / 100⌉
 * (1050 m³ → 6; 1850 m³ → 10; exactly 1000 m³ is not above 1000 → 10).
 */
export function structuralPourGroups(
  pour: StructuralPour,
  rules: StructuralSamplingRules = STRUCTURAL_SAMPLING_RULES,
): { groups: number; basis: StructuralSamplingBasis } {
  if (!(pour.volumeM3 >= 0)) throw new RangeError(`not a volume: ${pour.volumeM3}`);
  const large = pour.continuous === true && pour.volumeM3 > rules.largePourAboveM3;
  const candidates: { groups: number; basis: StructuralSamplingBasis }[] = [
    large
      ? { groups: ceilDiv(pour.volumeM3, rules.largePourVolumePerGroupM3), basis: 'large-pour' }
      : { groups: ceilDiv(pour.volumeM3, rules.volumePerGroupM3), basis: 'volume' },
    { groups: large ? 0 : ceilDiv(pour.batches ?? 0, rules.batchesPerGroup), basis: 'batches' },
    { groups: (pour.shifts ?? 0) * rules.perShift, basis: 'shifts' },
    { groups: (pour.floors ?? 0) * rules.perFloor, basis: 'floors' },
  ];
  const best = candidates.reduce((a, b) => (b.groups > a.groups ? b : a));
  return best.groups > 0 ? best : { groups: 1, basis: best.basis };
}

// ---------------------------------------------------------------------------------------------
// Test-block rate and what is missing

export interface SamplingRequirement {
  /** What the groups are due for: a pile number, a pour id, a floor. */
  key: string;
  required: number;
  made: number;
}

export interface SpecimenRate {
  required: number;
  made: number;
  /** made ÷ required (1 when nothing is required); may exceed 1. */
  rate: number;
  /** Each requirement short of groups, with how many are missing. */
  missing: { key: string; required: number; made: number; short: number }[];
  complete: boolean;
}

/** The test-block rate (留置率) over requirements and the list of what is still missing. */
export function specimenRate(requirements: readonly SamplingRequirement[]): SpecimenRate {
  const required = requirements.reduce((s, r) => s + r.required, 0);
  const made = requirements.reduce((s, r) => s + r.made, 0);
  const missing = requirements
    .filter((r) => r.made < r.required)
    .map((r) => ({ key: r.key, required: r.required, made: r.made, short: r.required - r.made }));
  const rate = required === 0 ? 1 : toNumber(div(ratio(made), ratio(required)), 4);
  return { required, made, rate, missing, complete: missing.length === 0 };
}

// ---------------------------------------------------------------------------------------------
// Witness sampling (建建[2000]211号)

/** At least 30 % of the samples of structural concrete, mortar, rebar, splices … witnessed. */
export const WITNESS_MIN_RATIO = 0.3;

export interface WitnessRatio {
  ratio: number;
  /** Further witnessed samples needed to reach the minimum (0 when met). */
  needed: number;
  check: RuleCheck;
}

export function witnessRatio(witnessed: number, total: number, minRatio = WITNESS_MIN_RATIO): WitnessRatio {
  if (witnessed < 0 || total < 0 || witnessed > total)
    throw new RangeError('witnessed must be within 0–total');
  const share = total === 0 ? ratio(1) : div(ratio(witnessed), ratio(total));
  const minimum = Number(ceil(mul(ratio(total), exact(minRatio))));
  return {
    ratio: toNumber(share, 4),
    needed: Math.max(0, minimum - witnessed),
    check: {
      key: 'witnessRatio',
      clause: '建建[2000]211号',
      actual: toNumber(share, 4),
      op: '>=',
      limit: minRatio,
      pass: gte(share, exact(minRatio)),
    },
  };
}
