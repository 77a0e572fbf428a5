import type { API_PREFIX, AUTH_HEADER, LANGUAGE_COOKIE, TOKEN_COOKIE } from '@zhuji/shared';

// The site home's one call, asked as the page starts (docs/domains/site.md#load-time): site.html loads this file
// beside the app's script, so on slow 4G the answer travels while the app downloads instead of after it. It
// imports nothing at run time — its own tiny chunk, ready long before the app (vite.site.config.ts) — so the
// names below are checked against the shared constants by type only. site-data.ts takes the answer over.

const TOKEN: typeof TOKEN_COOKIE = 'person-auth-token';
const LANGUAGE: typeof LANGUAGE_COOKIE = 'language';
const HEADER: typeof AUTH_HEADER = 'x-auth-token';
const API: (typeof API_PREFIX)['API'] = '/api';
/** siteHomeCalls.home.path, which this file cannot import without zod (site-boot.test.ts holds the two together). */
const HOME_PATH = 'site/home';

/** The answer as it came: the HTTP status and the parsed envelope. */
export interface BootAnswer {
  status: number;
  body: unknown;
}

declare global {
  interface Window {
    /** The site home's answer, asked by site-boot.ts; taken (and removed) by the first loadWork. */
    __zhujiSiteHome?: Promise<BootAnswer>;
  }
}

const cookie = (name: string) =>
  document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);

/** Asks for the home's work with the session's token; nothing without a token or a network. */
export function askSiteHome(): Promise<BootAnswer> | undefined {
  const token = cookie(TOKEN);
  if (!token || !navigator.onLine) return undefined;
  const headers: Record<string, string> = { Accept: 'application/json', [HEADER]: decodeURIComponent(token) };
  const language = cookie(LANGUAGE);
  // The server's messages in the UI's language, as the request layer sends (api/request.ts).
  if (language) headers['Accept-Language'] = decodeURIComponent(language);
  return fetch(`${API}/${HOME_PATH}`, { headers }).then(async (res) => ({
    status: res.status,
    body: await res.json(),
  }));
}

const asked = askSiteHome();
// A failure is the app's to handle when it takes the answer over; unhandled until then, it would be logged.
asked?.catch(() => {});
window.__zhujiSiteHome = asked;
