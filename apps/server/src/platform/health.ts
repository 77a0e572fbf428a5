import { constants } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';
import { envelopeSchema, healthSchema, livenessSchema, ok } from '@zhuji/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import { LocalStorage } from './storage/local-storage';
import type { FileStorage } from './storage/storage';

/** A probe that does not answer within this counts as down: a load balancer must not wait on it. */
const PROBE_TIMEOUT_MS = 2000;

async function probe(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** The local folder must be writable (uploads land there); S3 must answer a HEAD (a missing key is fine). */
async function storageReady(storage: FileStorage): Promise<void> {
  if (storage instanceof LocalStorage) {
    await mkdir(storage.root, { recursive: true });
    await access(storage.root, constants.W_OK);
    return;
  }
  await storage.head('health/probe');
}

/**
 * GET /api/health: readiness, each dependency on its own (503 when any is down). GET /api/health/live:
 * liveness, asking nothing but the event loop, so a slow database does not get the process restarted.
 */
export async function healthRoutes(
  app: FastifyInstance,
  { database, dbMode }: { database: Database; dbMode: 'embedded' | 'external' },
) {
  let closing = false;
  app.addHook('onClose', async () => {
    closing = true;
  });
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const readiness = envelopeSchema(healthSchema);
  typed.get(
    '/api/health',
    {
      config: { public: true },
      schema: {
        tags: ['platform'],
        summary: '就绪检查 (readiness: database, file storage and job queue, each reported)',
        response: { 200: readiness, 503: readiness },
      },
    },
    async (_req, reply) => {
      const [db, storage, jobTable] = await Promise.all([
        probe(() => database.pool.query('select 1')),
        probe(() => storageReady(app.storage)),
        probe(() => app.db.execute(sql`select 1 from import_job limit 1`)),
      ]);
      const queue = jobTable && !closing;
      const allUp = db && storage && queue;
      if (!allUp) reply.code(503);
      return ok({
        status: allUp ? 'ok' : 'degraded',
        db,
        storage,
        queue,
        version: app.config.version,
        dbMode,
      } as const);
    },
  );
  typed.get(
    '/api/health/live',
    {
      config: { public: true },
      schema: {
        tags: ['platform'],
        summary: '存活检查 (liveness: the process answers; no dependency is asked)',
        response: { 200: envelopeSchema(livenessSchema) },
      },
    },
    async () =>
      ok({ status: 'ok', version: app.config.version, uptimeSeconds: Math.round(process.uptime()) } as const),
  );
}
