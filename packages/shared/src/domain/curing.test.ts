import { describe, expect, it } from 'vitest';
import { type CuringReading, curingBreaches, detectCuringExcursions, STANDARD_CURING_LIMITS } from './curing';

const T0 = Date.parse('2026-11-20T00:00:00Z');
/** A reading `minute` minutes after T0. */
const at = (minute: number, temperature = 20, humidity = 97): CuringReading => ({
  at: new Date(T0 + minute * 60_000),
  temperature,
  humidity,
});
/** Readings every `step` minutes from `from` to `to` inclusive. */
const series = (from: number, to: number, step: number, temperature = 20, humidity = 97) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) =>
    at(from + i * step, temperature, humidity),
  );

describe('standard curing limits (GB/T 50081-2019: 20 ± 2 °C, RH ≥ 95 %)', () => {
  it('names each breach; the limits themselves are in range', () => {
    expect(curingBreaches({ temperature: 18, humidity: 95 }, STANDARD_CURING_LIMITS)).toEqual([]);
    expect(curingBreaches({ temperature: 22, humidity: 100 }, STANDARD_CURING_LIMITS)).toEqual([]);
    expect(curingBreaches({ temperature: 17.9, humidity: 96 }, STANDARD_CURING_LIMITS)).toEqual(['cold']);
    expect(curingBreaches({ temperature: 22.1, humidity: 94.9 }, STANDARD_CURING_LIMITS)).toEqual([
      'warm',
      'dry',
    ]);
  });
});

describe('detectCuringExcursions', () => {
  it('20 readings in range: no excursion', () => {
    expect(detectCuringExcursions(series(0, 190, 10, 20.4, 96.5))).toEqual([]);
  });

  it('25 minutes at 23 °C with a 30-minute tolerance: an excursion, not raised', () => {
    const readings = [...series(0, 50, 5), ...series(55, 80, 5, 23), ...series(85, 120, 5)];
    const [e, ...rest] = detectCuringExcursions(readings, STANDARD_CURING_LIMITS, 30);
    expect(rest).toEqual([]);
    expect(e).toMatchObject({ minutes: 25, raised: false, breaches: ['warm'], readings: 6 });
    expect(e?.endedAt).toEqual(at(85).at);
  });

  it('35 minutes at 23 °C: one raised excursion, closed when back in range', () => {
    const readings = [...series(0, 50, 5), ...series(55, 90, 5, 23), ...series(95, 120, 5)];
    const found = detectCuringExcursions(readings, STANDARD_CURING_LIMITS, 30);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ minutes: 35, raised: true, maxTemperature: 23 });
    expect(found[0]?.startedAt).toEqual(at(55).at);
    expect(found[0]?.endedAt).toEqual(at(95).at);
  });

  it('exactly the tolerated time is not longer than it', () => {
    const found = detectCuringExcursions([...series(0, 30, 10, 23), at(40)], STANDARD_CURING_LIMITS, 30);
    expect(found[0]).toMatchObject({ minutes: 30, raised: false });
  });

  it('still out at the last reading: raised, without an end', () => {
    const found = detectCuringExcursions([at(0), ...series(10, 60, 10, 20, 90)], STANDARD_CURING_LIMITS, 30);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      minutes: 50,
      raised: true,
      endedAt: null,
      breaches: ['dry'],
      minHumidity: 90,
    });
  });

  it('a gap longer than an hour splits the excursion: 20 + 20 minutes raise nothing', () => {
    const readings = [...series(0, 20, 10, 23), ...series(100, 120, 10, 23), at(130)];
    const found = detectCuringExcursions(readings, STANDARD_CURING_LIMITS, 30);
    expect(found.map((e) => [e.minutes, e.raised])).toEqual([
      [20, false],
      [20, false],
    ]);
    // The first closed at its last reading out (nothing known after it), the second when back in range.
    expect(found[0]?.endedAt).toEqual(at(20).at);
    expect(found[1]?.endedAt).toEqual(at(130).at);
  });

  it('a gap within the hour is bridged: 0 → 50 min out counts as 50 minutes', () => {
    const found = detectCuringExcursions([at(0, 16), at(50, 16.5), at(60)], STANDARD_CURING_LIMITS, 30);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ minutes: 50, raised: true, breaches: ['cold'], minTemperature: 16 });
  });

  it('a later excursion is a new one; readings in any order', () => {
    const readings = [...series(0, 40, 10, 24), at(50), ...series(200, 250, 10, 20, 93), at(260)].reverse();
    const found = detectCuringExcursions(readings, STANDARD_CURING_LIMITS, 30);
    expect(found.map((e) => [e.minutes, e.raised, e.breaches])).toEqual([
      [40, true, ['warm']],
      [50, true, ['dry']],
    ]);
  });

  it('uses the room’s own limits and tolerance', () => {
    const readings = [...series(0, 20, 10, 21.5), at(30)];
    expect(detectCuringExcursions(readings, { tempMin: 19, tempMax: 21, humidityMin: 95 }, 10)).toMatchObject(
      [{ minutes: 20, raised: true }],
    );
  });
});
