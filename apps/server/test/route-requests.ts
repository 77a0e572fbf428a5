import type { KitAction } from '@zhuji/shared';
import type { InjectOptions } from 'fastify';
import { buildApp } from '../src/app';
import { configFromEnv } from '../src/config';
import type { RouteTableEntry } from '../src/platform/auth/route-table';
import { connect, type Db } from '../src/platform/db/client';
import type { KitFixture } from '../src/platform/kit/define-resource';
import { XLSX_TYPE } from '../src/platform/kit/excel';
import type { KitRoute } from '../src/platform/kit/plugin';

/**
 * The request builders the two generated suites share: the route matrix (platform/auth, every route ×
 * every kind of caller) and the kit's authorization matrix (platform/kit, every kit route × its access
 * rules). Both enumerate the routes when the file is collected and call them with a valid request.
 */

/** The app's route tables, read from an app whose pool never connects: the file lists its cases before any database exists. */
export async function offlineRouteTables(): Promise<{ routes: RouteTableEntry[]; kitRoutes: KitRoute[] }> {
  const offline = connect('postgres://offline.invalid/none', 1);
  const app = await buildApp({
    // No job queue: pg-boss would connect to the pool that never does.
    config: { ...configFromEnv({}), webDist: undefined, jobQueue: 'off' },
    database: offline,
    dbMode: 'external',
    logger: false,
  });
  await app.ready();
  const tables = { routes: [...app.routeTable], kitRoutes: [...app.kitRoutes] };
  await app.close();
  await offline.close();
  return tables;
}

/**
 * A valid request for a kit route, on rows its fixture inserts in the project: the kit's own example per
 * action. Each file makes its own builder (its counter keeps the examples' numbers apart), read lazily
 * because the database and the project are known only once the file's hooks ran.
 */
export function kitRequestBuilder(db: () => Db, projectId: () => number) {
  let n = 0;
  const byAction: Record<KitAction, (url: string, fixture: KitFixture) => Promise<InjectOptions>> = {
    list: async (url) => ({ method: 'GET', url: `${url}?proId=${projectId()}` }),
    export: async (url) => ({ method: 'GET', url: `${url}?proId=${projectId()}` }),
    detail: async (url, f) => ({
      method: 'GET',
      url: `${url}?id=${await f.insertExample(db(), projectId(), ++n)}`,
    }),
    add: async (url, f) => ({ method: 'POST', url, payload: { ...f.example(++n), projectId: projectId() } }),
    update: async (url, f) => ({
      method: 'POST',
      url,
      payload: { ...f.example(++n), id: await f.insertExample(db(), projectId(), ++n) },
    }),
    remove: async (url, f) => ({
      method: 'POST',
      url,
      payload: { ids: [await f.insertExample(db(), projectId(), ++n)] },
    }),
    import: async (url, f) => ({
      method: 'POST',
      url: `${url}?proId=${projectId()}`,
      headers: { 'content-type': XLSX_TYPE },
      payload: await f.exampleSheet([++n, ++n]),
    }),
  };
  return async (route: KitRoute): Promise<InjectOptions> => {
    const { action, fixture } = route.config.access;
    await fixture.prepare(db(), projectId());
    return byAction[action](route.url, fixture);
  };
}

/** The request as the caller with this session sends it (anonymous without one). */
export const asCaller = (request: InjectOptions, token?: string): InjectOptions => ({
  ...request,
  headers: { ...request.headers, ...(token ? { 'x-auth-token': token } : {}) },
});
