import { vi } from 'vitest';

/**
 * A fixed clock for the tests whose expectations depend on "today". The business day (Asia/Shanghai by
 * default) turns at 16:00 UTC: these two instants sit 30 s either side of it, where a UTC "today" and the
 * business "today" disagree (before: both the 27th; after: UTC the 27th, China the 28th). Expectations are
 * computed with the shared business-day functions under the same clock, never with UTC dates.
 */
export const CHINA_MIDNIGHT_EDGES = {
  before: new Date('2026-11-27T15:59:30Z'),
  after: new Date('2026-11-27T16:00:30Z'),
} as const;
export type MidnightEdge = keyof typeof CHINA_MIDNIGHT_EDGES;

/** Both edges, for `it.each` / `describe.each`: [label, instant]. */
export const BOTH_EDGES = Object.entries(CHINA_MIDNIGHT_EDGES) as [MidnightEdge, Date][];

/**
 * The instant a file runs at: its own choice, or the other edge when ZHUJI_TEST_CLOCK=before|after asks
 * (the time-zone matrix runs the date-sensitive files at both edges, see README "Tests").
 */
export function edgeOf(fallback: MidnightEdge): Date {
  const wanted = process.env.ZHUJI_TEST_CLOCK;
  if (wanted === 'before' || wanted === 'after') return CHINA_MIDNIGHT_EDGES[wanted];
  return CHINA_MIDNIGHT_EDGES[fallback];
}

/**
 * Fixes Date (only Date: timers, the database driver and fastify keep real time) at `at`. The database's
 * own now() keeps real time; the product never reads a day from it (see platform/db/business-zone.ts).
 */
export function fixClock(at: Date): Date {
  vi.useFakeTimers({ now: at, toFake: ['Date'] });
  return at;
}

/** Moves the fixed clock (within a test that needs the other side of midnight). */
export function setClock(at: Date): void {
  vi.setSystemTime(at);
}

export function releaseClock(): void {
  vi.useRealTimers();
}
