import { LOGIN_ROUTE } from '@zhuji/shared';

// /auth-redirect (docs/product.md §2.1): where a sign-in that happened in another window (a third-party
// or single-sign-on page the login opened) comes back to. The answer it carries in its query and hash
// goes to the login page: in the window that opened this one when it is ours, which then closes,
// otherwise in this window.

/** The window that opened this one, when it is still there and on our origin; else null. */
function ownOpener(): Window | null {
  try {
    const opener = window.opener as Window | null;
    return opener && !opener.closed && opener.location.origin === window.location.origin ? opener : null;
  } catch {
    return null; // another origin: reading its location throws
  }
}

/**
 * Hands the answer (`search` and `hash` of this page) to the login page. Returns the path to open in
 * this window, or null when the opening window took it and this one was asked to close.
 */
export function handOver(search: string, hash: string): string | null {
  const target = `${LOGIN_ROUTE}${search}${hash}`;
  const opener = ownOpener();
  if (!opener) return target;
  opener.location.href = `${window.location.origin}${target}`;
  window.close();
  return null;
}
