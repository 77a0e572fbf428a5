import { resetReminderFlags } from '../../session/startup-checks';
import { readToken } from '../../session/token';

// Token integrity (docs/product.md §4, §8): the token cookie is shared by every tab of the browser, so another
// tab logging in as someone else silently changes who this tab acts as. Each tab keeps in
// sessionStorage the token it first saw; when the cookie no longer matches it, the login is at risk.

export const TOKEN_COPY_KEY = 'zhuji:sessionToken';

/**
 * - none: no token cookie (logged out); the copy is stale
 * - adopt: the first token this tab sees; keep a copy of it
 * - ok: the cookie matches the copy
 * - mismatch: the cookie was replaced since this tab logged in
 */
export type TokenComparison = 'none' | 'adopt' | 'ok' | 'mismatch';

export function compareTokens(
  cookieToken: string | null | undefined,
  copy: string | null | undefined,
): TokenComparison {
  if (!cookieToken) return 'none';
  if (!copy) return 'adopt';
  return cookieToken === copy ? 'ok' : 'mismatch';
}

type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

const tabStorage = (): TokenStorage | undefined => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

export interface TokenIntegrityDeps {
  readToken: () => string | undefined;
  storage: TokenStorage | undefined;
}

const browserDeps = (): TokenIntegrityDeps => ({ readToken, storage: tabStorage() });

/**
 * Compares the cookie with this tab's copy and keeps the copy up to date: adopts the first token (a new
 * login, so the per-login reminder flags start over) and forgets the copy once logged out. True when the
 * login is at risk.
 */
export function checkTokenIntegrity(deps: TokenIntegrityDeps = browserDeps()): boolean {
  const { storage } = deps;
  if (!storage) return false;
  const result = compareTokens(deps.readToken(), storage.getItem(TOKEN_COPY_KEY));
  if (result === 'adopt') {
    resetReminderFlags(storage);
    storage.setItem(TOKEN_COPY_KEY, deps.readToken() ?? '');
  } else if (result === 'none') {
    forgetTokenCopy(deps);
  }
  return result === 'mismatch';
}

/** Logged out in this tab: the next token it sees is a new login, not a risk. */
export function forgetTokenCopy(deps: Pick<TokenIntegrityDeps, 'storage'> = browserDeps()): void {
  deps.storage?.removeItem(TOKEN_COPY_KEY);
  resetReminderFlags(deps.storage);
}

/** Leaving the page (reload, logout, close) without a token: forget the copy. */
export function forgetCopyIfLoggedOut(deps: TokenIntegrityDeps = browserDeps()): void {
  if (!deps.readToken()) forgetTokenCopy(deps);
}
