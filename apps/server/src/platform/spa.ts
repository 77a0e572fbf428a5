import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { LOGIN_ROUTE } from '@zhuji/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Encoding, loginShellPages } from './login-shell';

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
  const loginPage = loginShellPages(opts.root);
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
    // /login with its first paint in the HTML (issue 21), when the build drew one for this visitor.
    if (path === LOGIN_ROUTE && loginPage) {
      const encoding = acceptedEncoding(req.headers['accept-encoding']);
      const body = loginPage(req, encoding);
      if (body) {
        if (encoding !== 'identity') reply.header('content-encoding', encoding);
        return reply
          .header('cache-control', 'no-cache')
          .header('vary', 'accept-encoding, cookie')
          .type('text/html; charset=utf-8')
          .send(body);
      }
    }
    // The site app has a page of its own, light enough for a phone on slow 4G (docs/domains/site.md#load-time).
    const page = SITE_PATH.test(path) && hasSitePage ? 'site.html' : 'index.html';
    return reply.header('cache-control', 'no-cache').sendFile(page);
  });
}

/** brotli before gzip, as @fastify/static's preCompressed choice for the files. */
function acceptedEncoding(header: string | string[] | undefined): Encoding {
  const accepted = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((part) => part.split(';'))
    .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return 'identity';
}

export default fp(spaPlugin, { name: 'spa' });
