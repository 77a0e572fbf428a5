import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Smaller answers are not worth the CPU and the headers: they fit in a packet or two anyway. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Answers up to this size are compressed in one synchronous call; larger ones, and streams, through a
 * zlib stream on the threadpool. The plugin's default on 2 cores is 8 KB, which sent user info (17 KB,
 * most of it the menu tree) through a stream: a brotli context per answer cost about 1.7 ms of CPU, the
 * one call about 0.2 ms (issue 21, measured on its answer). At 64 KB the call holds the event loop well
 * under a millisecond; Node 20 reads the host's cores, not a container's quota (the plugin's README).
 */
export const COMPRESS_SYNC_MAX_BYTES = 64 * 1024;

const isApiRoute = (url: string) => url.startsWith('/api/') || url.startsWith('/auth/');

/**
 * What the API answers (JSON, and text a route streams) leaves brotli- or gzip-compressed, whichever
 * the client prefers, from 1 KB up; types that are compressed already (xlsx, zip, pdf, images) are
 * sent as they are. The web build's files are not touched here: they are compressed once at build
 * time and sent as they are by the SPA handler (platform/spa.ts), and compressing them again on the
 * fly — a small file without copies, or the plain file to a client accepting only deflate — would
 * spend CPU on every request and drop their Content-Length.
 */
async function compressionPlugin(app: FastifyInstance) {
  // Runs before @fastify/compress's own onRoute hook, which reads `compress` when a route is added.
  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url)) route.compress ??= false;
  });
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    syncThreshold: COMPRESS_SYNC_MAX_BYTES,
  });
}

export default fp(compressionPlugin, { name: 'compression' });
