import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { MODULES } from './modules';
import type { AccessCache } from './platform/access/access-cache';
import { startAccessListener } from './platform/access/access-listener';
import auth from './platform/auth/plugin';
import routeTable from './platform/auth/route-table';
import compression from './platform/compression';
import type { Database, Db } from './platform/db/client';
import docs from './platform/docs';
import envelope from './platform/envelope';
import { healthRoutes } from './platform/health';
import { appSerializerCompiler } from './platform/http/compiled-serializer';
import kit from './platform/kit/plugin';
import { type JobQueue, startQueue } from './platform/queue/queue';
// Defines the daily audit pruning queue before the queue starts (platform modules have no manifest).
import './platform/audit/retention';
import security from './platform/security';
import spa from './platform/spa';
import storage from './platform/storage/plugin';
import { testRoutes } from './platform/test-routes';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
    /** The process's access cache (platform/access/access-cache.ts); tests read its state. */
    accessCache: AccessCache;
    /** The process's job queue (platform/queue/queue.ts; config.jobQueue). */
    jobQueue: JobQueue;
  }
}

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  dbMode: 'embedded' | 'external';
  /** false in tests: logs go nowhere unless asked. */
  logger?: boolean;
  /** The app closes the database's pool when it closes, after everything else (its queue's last writes). */
  closeDatabase?: boolean;
}

/** The whole HTTP application; main.ts listens with it, tests drive it with app.inject. */
export async function buildApp({
  config,
  database,
  dbMode,
  logger = true,
  closeDatabase = false,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? { level: config.logLevel, redact: ['req.headers["x-auth-token"]', 'req.headers.cookie'] }
      : false,
    // A hop count as proxy-addr reads it: the n addresses nearest to the server are proxies.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    // Slow clients (slowloris): headers, the whole request and idle keep-alive connections are bounded.
    http: {
      headersTimeout: config.http.headersMs,
      // Node checks the headers and request timeouts on this beat; 30 s by default would let them overrun.
      connectionsCheckingInterval: Math.max(50, Math.min(5000, Math.floor(config.http.headersMs / 4))),
    },
    requestTimeout: config.http.requestMs,
    keepAliveTimeout: config.http.keepAliveMs,
    connectionTimeout: config.http.idleMs,
    bodyLimit: 10 * 1024 * 1024,
    // Unique across processes and restarts (Fastify's default counter restarts at 1): the id an error
    // envelope returns must find exactly one request in the logs of every process.
    genReqId: () => randomUUID(),
    // Arrays in GET/DELETE arrive as repeated keys (docs/product.md §7); the default parser keeps them as arrays.
    routerOptions: { ignoreTrailingSlash: true },
  });
  // onClose hooks run last-registered first: this one, registered first, runs after the queue has stopped.
  if (closeDatabase) app.addHook('onClose', () => database.close());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(appSerializerCompiler);
  app.decorate('db', database.db);
  app.decorate('config', config);
  // Session, roles and menu actions cached in the process, kept exact by the database's notifications.
  const access = await startAccessListener(database);
  app.decorate('accessCache', access.cache);
  app.addHook('onClose', () => access.close());

  await app.register(compression);
  await app.register(cookie);
  await app.register(envelope);
  await app.register(security);
  // Per-route limits only (login, codes); in-memory, so per process.
  await app.register(rateLimit, { global: false });
  await app.register(auth);
  await app.register(routeTable);
  await app.register(kit);
  await app.register(storage);
  await app.register(docs, { version: config.version });

  await app.register(healthRoutes, { database, dbMode });

  for (const manifest of MODULES) for (const routes of manifest.routes) await app.register(routes);
  if (config.testRoutes) await app.register(testRoutes);
  // After the modules: their queues and import handlers are defined when they are loaded. main.ts and
  // the tests close the pool after the app, so running jobs still write while the queue stops.
  const queue = await startQueue(database, config, app.log);
  app.decorate('jobQueue', queue);
  app.addHook('onClose', () => queue.stop());
  if (config.webDist) await app.register(spa, { root: config.webDist });
  return app;
}
