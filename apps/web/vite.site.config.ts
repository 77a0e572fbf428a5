import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, transformWithOxc } from 'vite';
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

const BOOT = 'src/modules/site/site-boot.ts';

/**
 * site-boot.ts, the home's API call asked as the page starts, as a script of its own in site.html's head
 * (async: it runs as soon as it is there, not after the app). Built here as a plain file rather than a second
 * entry, which would share a chunk with the app's and so wait for it; its name carries a hash of its content,
 * and it is outside the site manifest, so the worker precaches it as any other script (vite.config.ts).
 */
const siteBoot = (): Plugin => {
  let fileName = '';
  let code = '';
  return {
    name: 'zhuji-site-boot',
    async buildStart() {
      const path = fileURLToPath(new URL(BOOT, import.meta.url));
      code = (await transformWithOxc(readFileSync(path, 'utf8'), path, { lang: 'ts' })).code;
      fileName = `assets/site-boot-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: code });
    },
    transformIndexHtml(_html, ctx) {
      return [
        {
          tag: 'script',
          attrs: { type: 'module', async: true, src: ctx.server ? `/${BOOT}` : `/${fileName}` },
          injectTo: 'head-prepend',
        },
      ];
    },
  };
};

export default defineConfig({
  plugins: [react(), siteModuleList(), siteBoot(), pwa(), compressed()],
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
