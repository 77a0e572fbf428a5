import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the SPA runs on Vite and the API on the Fastify server; the proxy keeps them same-origin.
const SERVER = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
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
