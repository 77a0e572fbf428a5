import { isNoLoginRoute, LOGIN_ROUTE, NOT_FOUND_ROUTE, REDIRECT_PREFIX } from '@zhuji/shared';
import i18next from 'i18next';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { create } from 'zustand';
import { notifyError } from '../api/notifier';
import { RequestError } from '../api/request';
import { logout } from './logout';
import { resolveShellPath } from './menu-routes';
import { ensureSession, resetSession } from './session-store';
import { readToken } from './token';

/**
 * Re-entries through /redirect (tab refresh, navigating to the current path, unit change): each bumps
 * the path's generation, and the shell keys a page by it, so the page mounts afresh even when cached.
 */
export const useViewGenerations = create<{ generations: Record<string, number> }>(() => ({
  generations: {},
}));

export const bumpViewGeneration = (path: string) =>
  useViewGenerations.setState((state) => ({
    generations: { ...state.generations, [path]: (state.generations[path] ?? 0) + 1 },
  }));

/** `/redirect/a/b?x=1` → `/a/b?x=1`; undefined for any other path. */
export function redirectTarget(url: URL): string | undefined {
  if (url.pathname !== REDIRECT_PREFIX && !url.pathname.startsWith(`${REDIRECT_PREFIX}/`)) return undefined;
  const path = url.pathname.slice(REDIRECT_PREFIX.length) || '/';
  return `${path}${url.search}${url.hash}`;
}

/** What the shell route's loader answers: the i18n key of the page title (docs/product.md §2.4). */
export interface ShellRouteData {
  title: string;
}

/**
 * The route guard of every path inside the layout (docs/product.md §2.3), run on each navigation:
 * - /redirect{path} re-enters the path (a no-login route: without a token it just goes there);
 * - without a token, anything else goes to /login;
 * - the first navigation loads the session and builds the routes, so a refresh or deep link waits for
 *   the menu instead of flashing a 404; its failure logs out locally, shows the error and goes to /;
 * - then the path resolves: page, redirect (blank root, parent), /404 or /401?noGoBack.
 */
export async function shellGuard({ request }: LoaderFunctionArgs): Promise<ShellRouteData> {
  const url = new URL(request.url);
  const reenter = redirectTarget(url);
  if (reenter !== undefined) {
    bumpViewGeneration(new URL(reenter, url.origin).pathname);
    throw redirect(reenter);
  }
  if (!readToken()) {
    // A no-login path that reaches the shell has no page of its own yet.
    throw redirect(isNoLoginRoute(url.pathname) ? NOT_FOUND_ROUTE : LOGIN_ROUTE);
  }
  let session: Awaited<ReturnType<typeof ensureSession>>;
  try {
    session = await ensureSession();
  } catch (error) {
    await logout();
    resetSession();
    // The request layer has shown what the server said; anything else gets a message here.
    if (!(error instanceof RequestError)) notifyError(i18next.t('shell.sessionFailed'));
    throw redirect('/');
  }
  const resolution = resolveShellPath(url.pathname, session);
  if (resolution.kind === 'redirect') throw redirect(resolution.to);
  return { title: resolution.route.meta.title };
}
