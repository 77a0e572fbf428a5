import { WITNESS_MIN_RATIO, witnessRatio } from './sampling';

// Witness sampling (见证取样, 建建[2000]211号; docs/domains/witness.md): who may be named as witness on a
// sampling, and the witness ratio per material counted on confirmed witnessed samplings only.

/** The materials and specimen kinds a witness appointment may cover (its scope). */
export const WITNESS_SCOPES = ['concrete', 'mortar', 'rebar', 'splice', 'waterproof', 'masonry'] as const;
export type WitnessScope = (typeof WITNESS_SCOPES)[number];

/** Who appointed the witness in writing: the owner (建设单位) or the supervisor (监理单位). */
export const WITNESS_APPOINTERS = ['owner', 'supervisor'] as const;
export type WitnessAppointer = (typeof WITNESS_APPOINTERS)[number];

export interface AppointmentTerms {
  /** First and last day the appointment holds (YYYY-MM-DD, both inclusive). */
  validFrom: string;
  validTo: string;
  scope: readonly string[];
  revoked: boolean;
}

/** Why an appointment does not cover a sampling, or 'ok'. */
export type AppointmentCover = 'ok' | 'revoked' | 'notYetValid' | 'expired' | 'outOfScope';

/**
 * Whether an appointment lets its witness be named on a sampling of `material` made on `day`
 * (YYYY-MM-DD): not revoked, within its period (both ends inclusive) and the material in its scope.
 */
export function appointmentCovers(a: AppointmentTerms, day: string, material: string): AppointmentCover {
  if (a.revoked) return 'revoked';
  if (day < a.validFrom) return 'notYetValid';
  if (day > a.validTo) return 'expired';
  if (!a.scope.includes(material)) return 'outOfScope';
  return 'ok';
}

/** One sampled group (or sample) and the state of its witnessing. */
export interface WitnessedSample {
  /** The material it counts under, e.g. `concrete C30`. */
  material: string;
  /** none: no witness named; pending: named, not yet confirmed by the witness; confirmed. */
  witness: 'none' | 'pending' | 'confirmed';
}

export interface MaterialWitnessRatio {
  material: string;
  total: number;
  confirmed: number;
  pending: number;
  /** Confirmed ÷ total (pending samples count as not witnessed yet). */
  ratio: number;
  pass: boolean;
  /**
   * The early warning is due: below the minimum among the samples already settled (no witness, or
   * confirmed). A sample waiting for its witness is not judged yet, so naming a witness never raises it.
   */
  warn: boolean;
}

/** The witness ratio of each material, in first-seen order (建建[2000]211号: at least 30 %). */
export function witnessRatioByMaterial(
  samples: readonly WitnessedSample[],
  minRatio = WITNESS_MIN_RATIO,
): MaterialWitnessRatio[] {
  const by = new Map<string, { total: number; confirmed: number; pending: number }>();
  for (const s of samples) {
    const m = by.get(s.material) ?? { total: 0, confirmed: 0, pending: 0 };
    m.total += 1;
    if (s.witness === 'confirmed') m.confirmed += 1;
    if (s.witness === 'pending') m.pending += 1;
    by.set(s.material, m);
  }
  return [...by].map(([material, m]) => {
    const all = witnessRatio(m.confirmed, m.total, minRatio);
    const settled = m.total - m.pending;
    return {
      material,
      ...m,
      ratio: all.ratio,
      pass: all.check.pass,
      warn: settled > 0 && !witnessRatio(m.confirmed, settled, minRatio).check.pass,
    };
  });
}
