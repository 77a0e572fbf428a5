import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

// In development the SPA runs on Vite and the API on the Fastify server; the proxy keeps them same-origin.
const SERVER = 'http://127.0.0.1:8080';

/** The site app's own page (docs/domains/site.md#load-time): /site is answered with site.html, not index.html. */
const SITE_PATH = /^\/site(\/|$)/;

/** In development, /site answers site.html as the server (platform/spa.ts) and the worker do in production. */
const sitePage = (): Plugin => ({
  name: 'zhuji-site-page',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url && SITE_PATH.test(req.url.split('?')[0] ?? '')) req.url = '/site.html';
      next();
    });
  },
});

const DIST = new URL('dist/', import.meta.url);

/**
 * /login's first paint (issue 21): scripts/prerender-login-shell.mjs draws the real LoginPage for every
 * language and host branding into dist/login-shell.json, beside this build (its own Node build of the
 * page, then happy-dom), and the server puts the visitor's variant into /login's HTML
 * (apps/server/src/platform/login-shell.ts). The app's own stylesheet goes inline too: a render-blocking
 * request would hold that first paint back by a round trip and more.
 */
const loginShell = (): Plugin => {
  let drawn: Promise<string> | undefined;
  let folder: string | undefined;
  return {
    name: 'zhuji-login-shell',
    apply: 'build',
    buildStart() {
      folder = mkdtempSync(join(tmpdir(), 'zhuji-login-shell-'));
      const out = join(folder, 'login-shell.json');
      const script = fileURLToPath(new URL('scripts/prerender-login-shell.mjs', import.meta.url));
      drawn = new Promise((resolve, reject) =>
        execFile(
          process.execPath,
          [script, out],
          { maxBuffer: 16 * 1024 * 1024 },
          (error, _stdout, stderr) =>
            error ? reject(new Error(`prerendering the login page failed:\n${stderr}`)) : resolve(out),
        ),
      );
      // Awaited in generateBundle; a failure surfaces there, not as an unhandled rejection.
      drawn.catch(() => undefined);
    },
    async generateBundle() {
      const out = await (drawn as Promise<string>);
      this.emitFile({ type: 'asset', fileName: 'login-shell.json', source: readFileSync(out, 'utf8') });
      if (folder) rmSync(folder, { recursive: true, force: true });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
          (tag, file) => {
            const asset = ctx.bundle?.[file];
            return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : tag;
          },
        );
      },
    },
  };
};

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;
const readManifest = (path: string): Manifest | undefined => {
  const url = new URL(path, DIST);
  return existsSync(url) ? (JSON.parse(readFileSync(url, 'utf8')) as Manifest) : undefined;
};
const filesOf = (chunks: ManifestChunk[]) => chunks.flatMap((c) => [c.file, ...(c.css ?? [])]);

/**
 * The files of the site app's build that the site app never loads, and the desktop build has not made too:
 * the site build carries the pile and site modules' desktop pages along with their texts (the modules'
 * manifests import them lazily, modules/site/site-module-list.ts), and those must not double the precache.
 */
function unusedSiteFiles(): Set<string> {
  const site = readManifest('.vite/site-manifest.json');
  const desktop = readManifest('.vite/manifest.json');
  if (!site || !desktop) return new Set();
  const desktopPage = (key: string) =>
    /^src\/modules\/[^/]+\/.*-page\.tsx$/.test(key) && key !== 'src/modules/site/site-page.tsx';
  const reached = new Set<string>();
  const walk = (key: string) => {
    if (reached.has(key) || !site[key] || desktopPage(key)) return;
    reached.add(key);
    for (const next of [...(site[key].imports ?? []), ...(site[key].dynamicImports ?? [])]) walk(next);
  };
  walk('site.html');
  const kept = new Set([
    ...filesOf([...reached].map((key) => site[key] as ManifestChunk)),
    ...filesOf(Object.values(desktop)),
  ]);
  return new Set(filesOf(Object.values(site)).filter((file) => !kept.has(file)));
}

/** The installable site app's manifest and service worker; vite.site.config.ts builds with it too. */
export const pwa = () =>
  // The installable site app (docs/domains/site.md#the-installable-app): a manifest and a service worker
  // that precaches the shell and every page chunk, so a phone that opened the app once starts it with no
  // network. registerType 'prompt': a new version waits until the user accepts it (never mid form);
  // injectRegister false: src/app/pwa.ts registers it after the first paint, outside the login's first load.
  VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
    manifest: {
      name: '筑基 现场录入',
      short_name: '筑基现场',
      description: '桩基施工记录、试块留置、进场收料和整改回复，无信号也能先存在手机上',
      lang: 'zh-CN',
      start_url: '/site',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      background_color: '#ffffff',
      theme_color: '#8561c9',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      // The whole app's chunks: a page opened offline must not miss one (the largest is the charts').
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      // /site is served from site.html, found in the precache by Workbox's cleanURLs (/site → /site.html)
      // before this fallback; every other navigation gets the desktop app.
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [/^\/api\//, /^\/auth\//],
      cleanupOutdatedCaches: true,
      // After both builds: what the site build made for nothing stays out (unusedSiteFiles).
      manifestTransforms: [
        async (entries) => {
          const unused = unusedSiteFiles();
          return { manifest: entries.filter((e) => !unused.has(e.url)), warnings: [] };
        },
      ],
      // The sync event of the site outbox (public/sw-sync.js, docs/domains/site.md#background-sync).
      importScripts: ['/sw-sync.js'],
    },
  });

/** The .br and .gz copies of every text file; vite.site.config.ts builds with it too. */
export const compressed = () =>
  // Every text file beside a brotli (.br) and a gzip (.gz) copy, made once at build at the highest
  // levels; the server's SPA handler sends the one the browser accepts (apps/server/src/platform/spa.ts).
  // Below 1 KB the headers cost more than the bytes saved.
  compression({
    threshold: 1024,
    exclude: [/[\\/]\.vite[\\/]/],
    algorithms: [
      defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      defineAlgorithm('gzip', { level: 9 }),
    ],
    logLevel: 'silent',
  });

export default defineConfig({
  plugins: [react(), sitePage(), loginShell(), pwa(), compressed()],
  build: {
    outDir: 'dist',
    // The site app is built first, into the same folder (vite.site.config.ts, which empties it): this build
    // adds the desktop app and then the worker, whose precache list covers both.
    emptyOutDir: false,
    // dist/.vite/manifest.json: chunk → static imports, read by scripts/bundle-size.mjs.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          // Tabs (the layout's tab bar) would otherwise share a chunk with the menu code the login
          // page's language dropdown needs, and ride along on the login route's first load.
          groups: [
            {
              name: 'antd-tabs',
              test: /[\\/]node_modules[\\/](@rc-component[\\/]tabs|antd[\\/]es[\\/]tabs)[\\/]/,
            },
            // Every module's menu titles (kit/menu-titles.ts) in one small chunk: the layout needs them
            // all at once, so one request rather than one per module.
            { name: 'menu-titles', test: /[\\/]src[\\/]modules[\\/][^\\/]+[\\/][^\\/]+\.menu-titles\.ts$/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: SERVER, changeOrigin: true },
      '/auth': { target: SERVER, changeOrigin: true },
    },
  },
});
