import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  APP_NAME_KEY,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  type Language,
  SIZE_COOKIE,
  TOKEN_COOKIE,
} from '@zhuji/shared';

/**
 * The login page's first paint in its HTML (issue 21: usable within 2.5 s over 400 kbit/s, long before
 * the ~300 KB of React and antd have arrived). The web build draws the real LoginPage for every language
 * and host branding into login-shell.json (apps/web/scripts/prerender-login-shell.mjs); for a GET of
 * /login this puts the variant of the request's host and language cookie into index.html, ahead of the
 * scripts, where the page hands it over to React when the login page mounts (apps/web/src/app/login-shell.ts).
 */
interface ShellFile {
  /** The host markers the web build was made with (apps/web/src/shell/branding.ts). */
  markers: { blue: string; gov: string };
  /** By `<language>.<theme>.<platformNameKey>`: the page's markup and the styles it needs. */
  variants: Record<string, { css: string; html: string }>;
}

export type Encoding = 'br' | 'gzip' | 'identity';

const HTML_LANG: Record<Language, string> = { zh: 'zh-CN', en: 'en', es: 'es' };
/** The component sizes the shell was not drawn in (the size cookie's values, shell/preferences.ts). */
const OTHER_SIZES = new Set(['small', 'mini', 'large']);

const cookiesOf = (header: string | undefined): Map<string, string> => {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    try {
      cookies.set(
        decodeURIComponent(part.slice(0, at).trim()),
        decodeURIComponent(part.slice(at + 1).trim()),
      );
    } catch {
      // A cookie that is not ours (or not URI-encoded) says nothing about the shell.
    }
  }
  return cookies;
};

const contains = (hostname: string, marker: string) =>
  marker !== '' && hostname.toLowerCase().includes(marker.toLowerCase());

/**
 * The /login page with its first paint for a request, compressed as asked, or undefined when none fits:
 * no build of it, a session (the page sends the visitor on at once) or a component size it was not
 * drawn in. Each page is composed and compressed once, then kept.
 */
export function loginShellPages(root: string) {
  const file = join(root, 'login-shell.json');
  const indexFile = join(root, 'index.html');
  if (!existsSync(file) || !existsSync(indexFile)) return undefined;
  const shell = JSON.parse(readFileSync(file, 'utf8')) as ShellFile;
  const index = readFileSync(indexFile, 'utf8');
  const pages = new Map<string, Buffer>();

  const compose = (language: Language, key: string): string | undefined => {
    const variant = shell.variants[key];
    if (!variant || !index.includes('<div id="root">')) return undefined;
    // The scripts after the page's markup: on a slow link the markup is what must arrive first.
    const scripts: string[] = [];
    const head = index.replace(
      /\s*<(script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g,
      (tag) => {
        scripts.push(tag.trim());
        return '';
      },
    );
    const markup =
      `<div id="login-shell"><style>${variant.css}#login-shell+#root{display:none}</style>` +
      `${variant.html}</div>`;
    return head
      .replace(/<html lang="[^"]*">/, `<html lang="${HTML_LANG[language]}">`)
      .replace('<div id="root">', `${markup}<div id="root">`)
      .replace('</body>', `${scripts.join('')}</body>`);
  };

  return (req: { hostname: string; headers: { cookie?: string } }, encoding: Encoding) => {
    const cookies = cookiesOf(req.headers.cookie);
    if (cookies.get(TOKEN_COOKIE) || OTHER_SIZES.has(cookies.get(SIZE_COOKIE) ?? '')) return undefined;
    const wanted = cookies.get(LANGUAGE_COOKIE);
    const language: Language = isLanguage(wanted) ? wanted : DEFAULT_LANGUAGE;
    // The host alone picks theme and platform name, as the web app does (shell/branding.ts).
    const hostname = req.hostname.replace(/:\d+$/, '');
    const theme = contains(hostname, shell.markers.blue) ? 'blue' : 'purple';
    const platform = contains(hostname, shell.markers.gov)
      ? APP_NAME_KEY.WHOLE_CHAIN_PLATFORM
      : APP_NAME_KEY.DEFAULT_PLATFORM;
    const key = `${language}.${theme}.${platform}`;
    const cached = pages.get(`${key}:${encoding}`);
    if (cached) return cached;
    const html = compose(language, key);
    if (html === undefined) return undefined;
    const body =
      encoding === 'br'
        ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : encoding === 'gzip'
          ? gzipSync(html, { level: 9 })
          : Buffer.from(html);
    pages.set(`${key}:${encoding}`, body);
    return body;
  };
}
