import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The token lives in a script-readable cookie (docs/product.md §7), so no script but our own may run:
 * strict CSP, no inline script, no third-party origin. Ant Design injects <style> tags at
 * run time, hence 'unsafe-inline' for styles only.
 */
async function securityPlugin(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // The API is same-origin only; nothing is embedded cross-origin.
    crossOriginEmbedderPolicy: false,
  });
  // API answers carry the caller's data: no browser or proxy may keep a copy. A route that chose its
  // own caching (file downloads, public images) keeps it; the SPA's files are not under these prefixes.
  app.addHook('onSend', async (req, reply) => {
    const url = req.url;
    if (!(url.startsWith('/api/') || url.startsWith('/auth/')) || url.startsWith('/api/docs')) return;
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}

export default fp(securityPlugin, { name: 'security' });
