import { LOGIN_LOCK } from '@zhuji/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { appUser } from '../../platform/identity';

/** Minutes left of the account's login lock at `now`, or null when it is not locked. */
export function accountLockMinutes(user: { lockedUntil: Date | null }, now: number): number | null {
  if (!user.lockedUntil || user.lockedUntil.getTime() <= now) return null;
  return Math.ceil((user.lockedUntil.getTime() - now) / 60_000);
}

/**
 * Counts a wrong password (or login code) against the account: the fifth in a row locks it for
 * LOGIN_LOCK.LOCK_MS. Every call that checks someone's password counts here, so none is a way round the
 * lock. Answers the failures so far and whether this one locked the account.
 */
export async function countPasswordFailure(
  db: DbOrTx,
  user: { id: number; failedLogins: number },
  now: number,
): Promise<{ failures: number; locked: boolean }> {
  const failures = user.failedLogins + 1;
  const locked = failures >= LOGIN_LOCK.MAX_FAILURES;
  await db
    .update(appUser)
    .set({
      failedLogins: locked ? 0 : failures,
      lockedUntil: locked ? new Date(now + LOGIN_LOCK.LOCK_MS) : null,
    })
    .where(eq(appUser.id, user.id));
  return { failures, locked };
}
