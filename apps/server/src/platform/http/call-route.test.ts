import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type AnyCall, callUrl } from '@zhuji/shared';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { configFromEnv } from '../../config';
import type { RouteTableEntry } from '../auth/route-table';
import { connect } from '../db/client';

/**
 * docs/architecture.md#layers: each call is declared once in @zhuji/shared and the server registers its route from
 * the declaration. Every catalogue entry must be a registered route; the routes still registered from a
 * literal path are counted, and the count may only go down (lower it when a module is converted).
 */
const NOT_FROM_CATALOGUE = 0;

/** Routes under /api that are not business calls, so no page calls them: each by name with its reason. */
const OUTSIDE_THE_CATALOGUE: Readonly<Record<string, string>> = {
  'GET /api/health': 'readiness probe for the load balancer (platform/health.ts), not a business call',
  'GET /api/health/live':
    'liveness probe for the process supervisor (platform/health.ts), not a business call',
  'GET /api/dev/sms/outbox': 'development-only SMS outbox (platform/sms/dev-routes.ts), gone in production',
};

const isCall = (value: unknown): value is AnyCall =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AnyCall).path === 'string' &&
  typeof (value as AnyCall).method === 'string' &&
  'response' in value;

/** The calls of one catalogue object, flattened: `pileCalls.list`, `materialCalls.welding.list` and so on. */
const callsIn = (name: string, value: unknown): { name: string; call: AnyCall }[] => {
  if (isCall(value)) return [{ name, call: value }];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => callsIn(`${name}.${key}`, inner));
};

/**
 * Every call of every `…Calls` object a contract file exports. The folder is read, not contract/index.ts:
 * a new module imports its contract by path (`@zhuji/shared/contract/<m>`, docs/add-a-module.md) and
 * need not be listed there.
 */
const CONTRACT = fileURLToPath(new URL('../../../../../packages/shared/src/contract/', import.meta.url));
const contractFiles: Record<string, unknown>[] = await Promise.all(
  readdirSync(CONTRACT)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => import(pathToFileURL(join(CONTRACT, file)).href)),
);
const catalogue = [
  ...new Map(
    contractFiles.flatMap((exports) => Object.entries(exports)).filter(([name]) => name.endsWith('Calls')),
  ),
].flatMap(([name, value]) => callsIn(name, value));

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses?: Record<string, { content?: unknown }>;
}
type OpenApiDoc = { paths: Record<string, Record<string, OpenApiOperation>> };

const [routes, doc]: [RouteTableEntry[], OpenApiDoc] = await (async () => {
  // Only the route table and the OpenAPI document are read: the pool never connects.
  const offline = connect('postgres://offline.invalid/none', 1);
  const app = await buildApp({
    // No job queue: pg-boss would connect to the pool that never does.
    config: { ...configFromEnv({}), webDist: undefined, jobQueue: 'off' },
    database: offline,
    dbMode: 'external',
    logger: false,
  });
  await app.ready();
  const table = [...app.routeTable];
  const docs = (await app.inject('/api/docs/json')).json() as OpenApiDoc;
  await app.close();
  await offline.close();
  return [table, docs] as const;
})();

describe('routes are registered from the call catalogue', () => {
  it('every catalogue entry is a route registered from it, once', () => {
    expect(catalogue.length).toBeGreaterThan(0);
    const registered = new Map<string, number>();
    for (const r of routes) {
      if (!r.call) continue;
      const key = `${r.method} ${r.url}`;
      registered.set(key, (registered.get(key) ?? 0) + 1);
    }
    const seen = new Set<string>();
    const problems: string[] = [];
    for (const { name, call } of catalogue) {
      const key = `${call.method} ${callUrl(call)}`;
      if (seen.has(key)) problems.push(`${name}: ${key} is declared twice`);
      seen.add(key);
      const times = registered.get(key) ?? 0;
      if (times !== 1) problems.push(`${name}: ${key} registered from the catalogue ${times} times`);
    }
    expect(problems).toEqual([]);
  });

  it('a route from the catalogue carries the call’s own schemas', () => {
    const mismatched = routes
      .filter((r) => r.call)
      .filter((r) => r.querystring !== (r.call?.query ?? undefined) || !sameBody(r))
      .map((r) => `${r.method} ${r.url}`);
    expect(mismatched).toEqual([]);
  });

  it('the OpenAPI document lists every catalogue call with its parameters, body and answer', () => {
    const missing: string[] = [];
    for (const { name, call } of catalogue) {
      const path = callUrl(call).replace(/:(\w+)/g, '{$1}');
      const op = doc.paths[path]?.[call.method.toLowerCase()];
      if (!op) {
        missing.push(`${name}: ${call.method} ${path} not in the document`);
        continue;
      }
      const where = new Set((op.parameters ?? []).map((p) => p.in));
      if (call.query && !where.has('query')) missing.push(`${name}: no query parameters`);
      if (call.params && !where.has('path')) missing.push(`${name}: no path parameters`);
      if (typeof call.body === 'object' && !op.requestBody) missing.push(`${name}: no request body`);
      if (call.response !== 'file' && !op.responses?.['200']?.content)
        missing.push(`${name}: no answer schema`);
    }
    expect(missing).toEqual([]);
  });

  it(`the /api and /auth routes not yet from the catalogue are counted (${NOT_FROM_CATALOGUE} allowed)`, () => {
    const exempt = (r: RouteTableEntry) => `${r.method} ${r.url}` in OUTSIDE_THE_CATALOGUE;
    const business = routes.filter(
      (r) =>
        ((r.url.startsWith('/api/') && !r.url.startsWith('/api/docs')) || r.url.startsWith('/auth/')) &&
        !exempt(r),
    );
    const left = business.filter((r) => !r.call);
    if (left.length)
      console.info(`not from the catalogue: ${left.map((r) => `${r.method} ${r.url}`).join(', ')}`);
    console.info(
      `routes from the catalogue: ${business.length - left.length} of ${business.length} (${catalogue.length} calls declared); ${left.length} left`,
    );
    expect(left.length, 'lower NOT_FROM_CATALOGUE in call-route.test.ts to the new count').toBe(
      NOT_FROM_CATALOGUE,
    );
  });

  it('each route kept outside the catalogue by name exists and is not a catalogue call', () => {
    const registered = new Map(routes.map((r) => [`${r.method} ${r.url}`, r]));
    const wrong = Object.keys(OUTSIDE_THE_CATALOGUE).filter((key) => {
      const route = registered.get(key);
      return !route || route.call;
    });
    expect(wrong).toEqual([]);
  });
});

function sameBody(r: RouteTableEntry) {
  const declared = r.call?.body;
  return typeof declared === 'object' ? r.body === declared : r.body === undefined;
}
