import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compressed, pwa } from './vite.config';

// The site app's page, site.html, built on its own before the desktop app (docs/domains/site.md#load-time).
// Built with the desktop's entry, the two would share chunks cut to suit both: the phone's first load came to
// 36 files, each a request of its own on slow 4G, and the login page's chunks grew past their budget. Alone,
// the site home is one script with what it shows; each form and language is a chunk loaded when needed.
// This build empties dist/; vite.config.ts then adds the desktop app and the worker, which precaches both
// (the worker written here is replaced by that one; the plugin is here for registerSW in src/app/pwa.ts).
const MODULE_LIST = fileURLToPath(new URL('src/modules.ts', import.meta.url));
const SITE_MODULE_LIST = fileURLToPath(new URL('src/modules/site/site-module-list.ts', import.meta.url));

/** src/modules.ts (every desktop module) becomes the site's own list of the modules it shows. */
const siteModuleList = (): Plugin => ({
  name: 'zhuji-site-module-list',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!importer || !source.endsWith('/modules')) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved?.id === MODULE_LIST ? SITE_MODULE_LIST : null;
  },
});

export default defineConfig({
  plugins: [react(), siteModuleList(), pwa(), compressed()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by scripts/bundle-size.mjs beside the desktop's .vite/manifest.json.
    manifest: '.vite/site-manifest.json',
    rolldownOptions: {
      input: { site: fileURLToPath(new URL('site.html', import.meta.url)) },
      output: {
        // Everything the home needs before it shows (rolldown's '$initial': what the entry imports
        // statically) in one chunk: on slow 4G each further file costs a request's latency, six at a time.
        codeSplitting: { groups: [{ name: 'site-home', tags: ['$initial'] }] },
      },
    },
  },
});
