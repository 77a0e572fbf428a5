import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { configFromEnv } from '../src/config';
import { connect } from '../src/platform/db/client';
import { testDatabase } from './per-file-db';

/** The real application on the test file's database, driven with app.inject. */
export async function testApp(
  overrides: Partial<ReturnType<typeof configFromEnv>> = {},
  /** Extra routes a test needs, added before the app is sealed. */
  extend?: (app: FastifyInstance) => void,
) {
  // Jobs run in the process (JOB_QUEUE=off) unless the test asks for pg-boss: no queue to start per file.
  const config = { ...configFromEnv({}), webDist: undefined, jobQueue: 'off' as const, ...overrides };
  const app = await buildApp({
    config,
    database: testDatabase(),
    dbMode: inject('dbMode'),
    logger: process.env.TEST_LOG === '1',
  });
  extend?.(app);
  await app.ready();
  return app;
}

/**
 * A second instance of the application on the test file's database, with its own pool, access cache
 * and LISTEN connection — what another process of a `WEB_CONCURRENCY=2` deployment is. Closing the
 * app closes its pool.
 */
export async function peerApp(overrides: Partial<ReturnType<typeof configFromEnv>> = {}) {
  const database = connect(testDatabase().url, 5);
  const config = { ...configFromEnv({}), webDist: undefined, jobQueue: 'off' as const, ...overrides };
  const app = await buildApp({
    config,
    database,
    dbMode: inject('dbMode'),
    logger: process.env.TEST_LOG === '1',
    closeDatabase: true,
  });
  await app.ready();
  return app;
}

/** GET, POST and PUT through app.inject, with the session token when one is given. */
export function injector(app: () => FastifyInstance) {
  const headers = (token?: string) => (token ? { 'x-auth-token': token } : {});
  return {
    get: (url: string, token?: string) => app().inject({ url, headers: headers(token) }),
    post: (url: string, payload: unknown, token?: string) =>
      app().inject({ method: 'POST', url, payload: payload as object, headers: headers(token) }),
    put: (url: string, payload: unknown, token?: string) =>
      app().inject({ method: 'PUT', url, payload: payload as object, headers: headers(token) }),
  };
}
