import type { MenuRoute } from '@zhuji/shared';
import { LRUCache } from 'lru-cache';
import type { Db, DbOrTx } from '../db/client';

/**
 * What every request needs before its own query — the session, the caller's roles per project, a role's
 * menu actions and its menu tree — kept in the process (docs/architecture.md "Access cache"), so that a
 * request whose caller is known does no round trip for them.
 *
 * Exact across processes: the database tells every process what changed (access-listener.ts, migration
 * 0045_access_notify: triggers on session, app_user, project_member, role, role_menu, menu and company
 * send `pg_notify('zhuji_access', …)`, delivered on commit) and each entry that depends on it is dropped.
 * The TTL is only a backstop. While the listening connection is down the cache is off (`live` false):
 * every lookup goes to the database, as without a cache.
 */

export interface CachedSession {
  sessionId: number;
  userId: number;
  companyId: number;
  name: string;
  account: string;
  currentRoleId: number | null;
  currentProjectId: number | null;
  mustChangePassword: boolean;
  expiresAt: number;
  lastSeenAt: number;
}

/** A role the user holds on a project, as user info lists it. */
export interface HeldRole {
  id: number;
  name: string;
  compType: number;
}

/** What changed, as the triggers name it (the payload of a `zhuji_access` notification). */
export type AccessChange =
  | { kind: 'session'; id: number }
  | { kind: 'user'; id: number }
  | { kind: 'member'; userId: number }
  | { kind: 'role'; id: number }
  | { kind: 'menu' }
  | { kind: 'company'; id: number }
  /** Anything, or a notification that could not be read: everything goes. */
  | { kind: 'all' };

export const ACCESS_CHANNEL = 'zhuji_access';

/** Backstop only: a change the triggers did not see (a hand edit in psql) lives at most this long. */
const TTL_MS = 30_000;

export function parseAccessChange(payload: string | undefined): AccessChange {
  const [kind, raw] = (payload ?? '').split(':');
  const id = Number(raw);
  if (kind === 'menu') return { kind: 'menu' };
  if (!Number.isSafeInteger(id)) return { kind: 'all' };
  switch (kind) {
    case 'session':
    case 'user':
    case 'role':
    case 'company':
      return { kind, id };
    case 'member':
      return { kind: 'member', userId: id };
    default:
      return { kind: 'all' };
  }
}

export class AccessCache {
  /** Off until the listener is connected, and again whenever it loses its connection (fail safe). */
  live = false;
  /** Token hash → the session's user. */
  readonly sessions = new LRUCache<string, CachedSession>({ max: 20_000, ttl: TTL_MS });
  /** User → project → roles held there (ordered by id). */
  readonly memberships = new LRUCache<number, Map<number, HeldRole[]>>({ max: 20_000, ttl: TTL_MS });
  /** Role → menu name → actions (role_menu). */
  readonly roleActions = new LRUCache<number, Map<string, string[]>>({ max: 2_000, ttl: TTL_MS });
  /** Role → its menu tree (menu-tree.ts), built once and shared by every user info of the role. */
  readonly menuTrees = new LRUCache<number, MenuRoute[]>({ max: 2_000, ttl: TTL_MS });
  /** Counts for tests and the docs: how often an entry was served from memory. */
  hits = 0;
  /**
   * Moves on every change applied. A lookup notes it before its query and stores the answer only if it
   * has not moved (`fill`): an answer read before a change whose notification came in meanwhile is not kept.
   */
  generation = 0;

  /** Stores what a query answered, unless a change was applied since `generation` was read. */
  fill<K extends {}, V extends {}>(map: LRUCache<K, V>, key: K, value: V, generation: number): void {
    if (this.live && generation === this.generation) map.set(key, value);
  }
  /** Told of every change applied (tests wait on it; see access-listener.ts). */
  readonly onChange = new Set<(change: AccessChange) => void>();

  clear(): void {
    this.generation++;
    this.sessions.clear();
    this.memberships.clear();
    this.roleActions.clear();
    this.menuTrees.clear();
  }

  /** Drops exactly what depends on the change. */
  apply(change: AccessChange): void {
    this.generation++;
    switch (change.kind) {
      case 'session':
        this.dropSessions((s) => s.sessionId === change.id);
        break;
      case 'user':
        this.dropSessions((s) => s.userId === change.id);
        this.memberships.delete(change.id);
        break;
      case 'member':
        this.memberships.delete(change.userId);
        break;
      case 'role':
        this.roleActions.delete(change.id);
        this.menuTrees.delete(change.id);
        // A role's name or company type is part of the roles held (user info lists them).
        this.memberships.clear();
        break;
      case 'menu':
        this.roleActions.clear();
        this.menuTrees.clear();
        break;
      case 'company':
        this.dropSessions((s) => s.companyId === change.id);
        break;
      case 'all':
        this.clear();
        break;
    }
    for (const listener of this.onChange) listener(change);
  }

  private dropSessions(match: (s: CachedSession) => boolean): void {
    for (const [key, value] of this.sessions.entries()) if (match(value)) this.sessions.delete(key);
  }
}

// One cache per database handle: two app instances in one test process (each its own pool, as two
// processes would have) must not share one. A transaction handle is never registered, so a read inside
// a transaction — which may follow its own uncommitted write — always goes to the database.
const caches = new WeakMap<object, AccessCache>();

export function registerAccessCache(db: Db, cache: AccessCache): void {
  caches.set(db, cache);
}

/** The live cache of this database handle, or undefined (a transaction, no cache, or the listener down). */
export function accessCacheOf(db: DbOrTx): AccessCache | undefined {
  const cache = caches.get(db);
  return cache?.live ? cache : undefined;
}

/**
 * The writing process does not wait for its own notification: a write it sends to an access table
 * (seen through the drizzle logger, db/client.ts watchWrites) drops the matching kind of entry at once,
 * so its next request reads the change even before the notification arrives. Coarse on purpose — such
 * writes are rare — and the notification then drops again what a request may have read meanwhile.
 */
const TABLE_WRITE = /^\s*(?:insert\s+into|update|delete\s+from)\s+"?(\w+)"?(?:\s+set\s+(.*?)\s+where)?/i;
/** app_user columns the login bookkeeping writes, which no cached entry holds. */
const LOGIN_BOOKKEEPING = new Set(['"failed_logins"', '"locked_until"']);

export function applyLocalWrite(cache: AccessCache, sql: string): void {
  const m = TABLE_WRITE.exec(sql);
  if (!m) return;
  const [, table, set] = m;
  const verb = sql.trimStart().slice(0, 6).toLowerCase();
  const columns = set ? [...set.matchAll(/"(\w+)" = /g)].map((c) => `"${c[1]}"`) : [];
  const drop = (...maps: { clear(): void }[]) => {
    cache.generation++;
    for (const map of maps) map.clear();
  };
  switch (table) {
    case 'session':
      // A new session is not cached yet; the minute touch of last_seen_at changes nothing cached.
      if (verb === 'insert' || (columns.length > 0 && columns.every((c) => c === '"last_seen_at"'))) return;
      drop(cache.sessions);
      return;
    case 'app_user':
      if (verb === 'insert') return;
      if (columns.length > 0 && columns.every((c) => LOGIN_BOOKKEEPING.has(c))) return;
      drop(cache.sessions, cache.memberships);
      return;
    case 'project_member':
      drop(cache.memberships);
      return;
    case 'role':
    case 'role_menu':
    case 'menu':
      drop(cache.roleActions, cache.menuTrees, cache.memberships);
      return;
    case 'company':
      drop(cache.sessions);
      return;
  }
}
