/**
 * Standard curing rooms (标准养护室, docs/domains/curing.md): standard-cured concrete specimens are kept at
 * 20 ± 2 °C and a relative humidity of at least 95 % (GB/T 50081-2019, standard curing). A room whose
 * readings stay outside those limits for longer than the room's tolerated time raises one warning per
 * excursion, linked to the specimens kept there meanwhile.
 */

/** The standard-curing limits: 18–22 °C, RH ≥ 95 % (GB/T 50081-2019). */
export const STANDARD_CURING_LIMITS = { tempMin: 18, tempMax: 22, humidityMin: 95 } as const;

/** How long readings may stay out of range before a warning, by default (minutes; a room sets its own). */
export const DEFAULT_CURING_TOLERANCE_MINUTES = 30;

/**
 * Readings further apart than this say nothing about the time between them: an excursion does not run
 * across such a gap (a device that went silent is not a room out of range), it ends at the last reading
 * before it and a new one may start after.
 */
export const CURING_MAX_GAP_MINUTES = 60;

export interface CuringLimits {
  tempMin: number;
  tempMax: number;
  humidityMin: number;
}

export interface CuringReading {
  /** Device time of the reading. */
  at: Date;
  /** °C. */
  temperature: number;
  /** Relative humidity, %. */
  humidity: number;
}

/** Why a reading is out of range: too cold, too warm, too dry (several at once are possible). */
export type CuringBreach = 'cold' | 'warm' | 'dry';

export function curingBreaches(r: Pick<CuringReading, 'temperature' | 'humidity'>, limits: CuringLimits) {
  const out: CuringBreach[] = [];
  if (r.temperature < limits.tempMin) out.push('cold');
  if (r.temperature > limits.tempMax) out.push('warm');
  if (r.humidity < limits.humidityMin) out.push('dry');
  return out;
}

export interface CuringExcursion {
  /** The first reading out of range. */
  startedAt: Date;
  /** The last reading out of range. */
  lastOutAt: Date;
  /** The first reading back in range; null while the room is still out of range (or the readings stop). */
  endedAt: Date | null;
  /** Minutes from the first to the last reading out of range: the time the room is known to be out. */
  minutes: number;
  /** Longer than the tolerated time: this excursion raises a warning. */
  raised: boolean;
  breaches: CuringBreach[];
  minTemperature: number;
  maxTemperature: number;
  minHumidity: number;
  readings: number;
}

const MINUTE = 60_000;

/**
 * The excursions in a room's readings (any order; one reading per device time). An excursion starts at
 * a reading out of range and runs over the following out-of-range readings until a reading back in
 * range (its end) or a gap longer than `maxGapMinutes` (no end known: it closes at its last reading
 * out and `endedAt` stays null only for the excursion still running at the last reading). It lasts
 * from its first to its last reading out of range and is raised when that is strictly longer than
 * `toleranceMinutes`.
 */
export function detectCuringExcursions(
  readings: readonly CuringReading[],
  limits: CuringLimits = STANDARD_CURING_LIMITS,
  toleranceMinutes: number = DEFAULT_CURING_TOLERANCE_MINUTES,
  maxGapMinutes: number = CURING_MAX_GAP_MINUTES,
): CuringExcursion[] {
  const sorted = [...readings].sort((a, b) => a.at.getTime() - b.at.getTime());
  const found: CuringExcursion[] = [];
  let open: CuringExcursion | null = null;
  let previous: CuringReading | null = null;

  const close = (endedAt: Date | null) => {
    if (!open) return;
    open.endedAt = endedAt;
    open.minutes = (open.lastOutAt.getTime() - open.startedAt.getTime()) / MINUTE;
    open.raised = open.minutes > toleranceMinutes;
    found.push(open);
    open = null;
  };

  for (const r of sorted) {
    const gap = previous ? (r.at.getTime() - previous.at.getTime()) / MINUTE : 0;
    // Silence longer than the gap: what happened meanwhile is unknown, the excursion stops at its last reading.
    if (open && gap > maxGapMinutes) close(previous?.at ?? null);
    const breaches = curingBreaches(r, limits);
    if (breaches.length === 0) {
      close(r.at);
    } else if (!open) {
      open = {
        startedAt: r.at,
        lastOutAt: r.at,
        endedAt: null,
        minutes: 0,
        raised: false,
        breaches,
        minTemperature: r.temperature,
        maxTemperature: r.temperature,
        minHumidity: r.humidity,
        readings: 1,
      };
    } else {
      const o: CuringExcursion = open;
      o.lastOutAt = r.at;
      o.breaches = [...new Set([...o.breaches, ...breaches])];
      o.minTemperature = Math.min(o.minTemperature, r.temperature);
      o.maxTemperature = Math.max(o.maxTemperature, r.temperature);
      o.minHumidity = Math.min(o.minHumidity, r.humidity);
      o.readings += 1;
    }
    previous = r;
  }
  if (open) {
    const o: CuringExcursion = open;
    close(null);
    // Still out at the last reading: it has no end yet.
    o.endedAt = null;
  }
  return found;
}
