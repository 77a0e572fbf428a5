import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// In development the SPA runs on Vite and the API on the Fastify server; the proxy keeps them same-origin.
const SERVER = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [
    react(),
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
