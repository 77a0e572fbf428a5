import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

// In development the SPA runs on Vite and the API on the Fastify server; the proxy keeps them same-origin.
const SERVER = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [
    react(),
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
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/auth\//],
        cleanupOutdatedCaches: true,
        // The sync event of the site outbox (public/sw-sync.js, docs/domains/site.md#background-sync).
        importScripts: ['/sw-sync.js'],
      },
    }),
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
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
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
