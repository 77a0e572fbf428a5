import { LOGIN_LOCK } from '@zhuji/shared';

/**
 * Failed logins of names that have no account, counted and locked exactly like an account's, so a
 * login answer never tells whether an account exists (the remaining-attempts count and the lock would).
 * In memory, per process, like the per-IP limits; bounded, the oldest name forgotten first.
 */
const MAX_NAMES = 10_000;
const names = new Map<string, { failures: number; lockedUntil: number | null }>();

/** Minutes left of the name's lock, or null when it is not locked. */
export function unknownNameLock(name: string, now: number): number | null {
  const state = names.get(name);
  if (!state?.lockedUntil) return null;
  if (state.lockedUntil <= now) {
    names.delete(name);
    return null;
  }
  return Math.ceil((state.lockedUntil - now) / 60_000);
}

/** Counts a failure of the name; answers the failures so far, 0 when this one locked it. */
export function countUnknownFailure(name: string, now: number): { failures: number; locked: boolean } {
  const state = names.get(name) ?? { failures: 0, lockedUntil: null };
  const failures = state.failures + 1;
  const locked = failures >= LOGIN_LOCK.MAX_FAILURES;
  names.delete(name);
  if (names.size >= MAX_NAMES) {
    const oldest = names.keys().next().value;
    if (oldest !== undefined) names.delete(oldest);
  }
  names.set(name, { failures: locked ? 0 : failures, lockedUntil: locked ? now + LOGIN_LOCK.LOCK_MS : null });
  return { failures, locked };
}
