import { createHash, randomBytes } from 'node:crypto';
import { SESSION } from '@zhuji/shared';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { accessCacheOf } from '../access/access-cache';
import type { DbOrTx } from '../db/client';
import { appUser, session } from '../identity/account.table';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new session: 256 random bits to the client, only their SHA-256 kept. */
export async function createSession(
  db: DbOrTx,
  userId: number,
  meta: { ip?: string | undefined; userAgent?: string | undefined } = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(session).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION.ABSOLUTE_MS),
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 300),
  });
  return token;
}

export interface SessionUser {
  sessionId: number;
  userId: number;
  companyId: number;
  name: string;
  account: string;
  currentRoleId: number | null;
  currentProjectId: number | null;
}

/**
 * The user behind a token, or null when the token is unknown, revoked, past its absolute
 * expiry or idle too long. Touches lastSeenAt at most once a minute.
 */
export async function resolveSession(
  db: DbOrTx,
  token: string,
): Promise<(SessionUser & { mustChangePassword: boolean }) | null> {
  const now = Date.now();
  const tokenHash = hashToken(token);
  const cache = accessCacheOf(db);
  const cached = cache?.sessions.get(tokenHash);
  // Served from memory while the touch of last_seen_at is not due: the cached instant is this process's
  // own last touch, so within the minute the session cannot have gone idle (SESSION.IDLE_MS is longer).
  // A revoked session, a disabled account or a changed user is dropped by the notification (access-cache.ts).
  if (cached && cache && cached.expiresAt > now && now - cached.lastSeenAt <= 60_000) {
    cache.hits++;
    const { expiresAt: _e, lastSeenAt: _l, ...user } = cached;
    return user;
  }
  const generation = cache?.generation ?? 0;
  const [row] = await db
    .select({
      sessionId: session.id,
      lastSeenAt: session.lastSeenAt,
      expiresAt: session.expiresAt,
      userId: appUser.id,
      companyId: appUser.companyId,
      name: appUser.name,
      account: appUser.account,
      currentRoleId: appUser.currentRoleId,
      currentProjectId: appUser.currentProjectId,
      mustChangePassword: appUser.mustChangePassword,
    })
    .from(session)
    .innerJoin(appUser, eq(appUser.id, session.userId))
    .where(
      and(
        eq(session.tokenHash, tokenHash),
        isNull(session.revokedAt),
        gt(session.expiresAt, new Date(now)),
        gt(session.lastSeenAt, new Date(now - SESSION.IDLE_MS)),
        eq(appUser.status, 'active'),
      ),
    );
  if (!row) return null;
  let lastSeenAt = row.lastSeenAt.getTime();
  if (now - lastSeenAt > 60_000) {
    await db
      .update(session)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(session.id, row.sessionId));
    lastSeenAt = now;
  }
  const { lastSeenAt: _, expiresAt, ...user } = row;
  cache?.fill(cache.sessions, tokenHash, { ...user, expiresAt: expiresAt.getTime(), lastSeenAt }, generation);
  return user;
}

export async function revokeSession(db: DbOrTx, sessionId: number): Promise<void> {
  await db.update(session).set({ revokedAt: new Date() }).where(eq(session.id, sessionId));
}

/** Password changed or reset: every session of the user ends. */
export async function revokeUserSessions(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(session)
    .set({ revokedAt: new Date() })
    .where(and(eq(session.userId, userId), isNull(session.revokedAt)));
}

/** Housekeeping: sessions long dead are of no use. */
export async function purgeSessions(db: DbOrTx): Promise<void> {
  const cutoff = new Date(Date.now() - 7 * 24 * 3600_000);
  await db.delete(session).where(or(lt(session.expiresAt, cutoff), lt(session.revokedAt, cutoff)));
}
