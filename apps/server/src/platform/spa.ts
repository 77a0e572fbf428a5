import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built SPA. Any GET that is not an API call and not a file gets index.html, so
 * deep links and refreshes land in the client router instead of a 404.
 *
 * The build leaves a brotli (.br) and a gzip (.gz) copy beside every text file of 1 KB or more
 * (apps/web/vite.config.ts); the copy the browser accepts is sent as it is (brotli before gzip,
 * the file itself otherwise) with its Content-Encoding and `Vary: Accept-Encoding`, so the first
 * load over a slow network costs a third of the bytes and no CPU per request.
 */
/** The site app's paths (apps/web/site.html; the worker maps them the same way). */
const SITE_PATH = /^\/site(\/|$)/;

async function spaPlugin(app: FastifyInstance, opts: { root: string }) {
  const index = join(opts.root, 'index.html');
  if (!existsSync(index)) {
    app.log.warn(`web build not found at ${opts.root}; only the API is served (run npm run build)`);
    return;
  }
  const hasSitePage = existsSync(join(opts.root, 'site.html'));
  await app.register(fastifyStatic, {
    root: opts.root,
    wildcard: false,
    preCompressed: true,
    // Hashed assets may be cached forever; index.html never.
    setHeaders(res, path) {
      res.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/*', { schema: { hide: true } }, (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || path.startsWith('/auth/') || /\.\w+$/.test(path)) {
      return reply.callNotFound();
    }
    // The site app has a page of its own, light enough for a phone on slow 4G (docs/domains/site.md#load-time).
    const page = SITE_PATH.test(path) && hasSitePage ? 'site.html' : 'index.html';
    return reply.header('cache-control', 'no-cache').sendFile(page);
  });
}

export default fp(spaPlugin, { name: 'spa' });
