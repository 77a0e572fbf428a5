import { type AnyCall, callUrl } from '@zhuji/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RouteAccess } from '../access/actions';
import type { RouteWho } from '../access/route-access';
import { PUBLIC_ROUTES, UNGUARDED_ROUTES } from './public-routes';

/** One registered route with its declaration and its input schemas (zod), as tests and docs walk it. */
export interface RouteTableEntry {
  method: string;
  url: string;
  who: RouteWho;
  querystring?: unknown;
  body?: unknown;
  /** The catalogue entry the route was registered from (platform/http/call-route.ts), if any. */
  call?: AnyCall;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route but HEAD, with its access declaration: the route matrix walks it. */
    routeTable: RouteTableEntry[];
  }
}

/** The auth hook's rule: business and login-service calls need a session; the SPA and the API docs do not. */
export const isGuardedUrl = (url: string) =>
  (url.startsWith('/api/') || url.startsWith('/auth/')) && !url.startsWith('/api/docs');

const publicKey = (method: string, url: string) => `${method} ${url}`;

/**
 * Fails closed at build time: an /api or /auth route without `config.who` (or a kit `config.access`),
 * or saying `public: true` without an entry in PUBLIC_ROUTES, throws while the app registers it.
 */
async function routeTablePlugin(app: FastifyInstance) {
  app.decorate('routeTable', [] as RouteTableEntry[]);
  const publicByKey = new Map(PUBLIC_ROUTES.map((r) => [publicKey(r.method, r.url), r]));
  const seenPublic = new Set<string>();

  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as {
      public?: boolean;
      who?: RouteWho;
      access?: RouteAccess;
      call?: AnyCall;
    };
    // An alias copies the route's config; only the path the call declares counts as coming from it.
    const call = config.call && callUrl(config.call) === route.url ? config.call : undefined;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const where = `${method} ${route.url}`;
      let who: RouteWho;
      if (!isGuardedUrl(route.url)) {
        const unguarded = UNGUARDED_ROUTES.find((u) => route.url.startsWith(u.prefix));
        if (!unguarded)
          throw new Error(`${where}: not listed in UNGUARDED_ROUTES (platform/auth/public-routes.ts)`);
        who = { kind: 'public', reason: unguarded.reason };
      } else if (config.public) {
        const listed = publicByKey.get(publicKey(method, route.url));
        if (!listed) throw new Error(`${where} is public but not listed in platform/auth/public-routes.ts`);
        if (config.who) throw new Error(`${where}: a public route declares no other access`);
        seenPublic.add(publicKey(method, route.url));
        who = { kind: 'public', reason: listed.reason };
      } else if (config.who) {
        if ((config.who.kind as string) === 'public')
          throw new Error(`${where}: public routes are declared in platform/auth/public-routes.ts`);
        if (publicByKey.has(publicKey(method, route.url)))
          throw new Error(`${where} is listed in public-routes.ts but does not say config.public`);
        who = config.who;
      } else if (config.access) {
        who = { kind: 'project', menu: config.access.menu, action: config.access.action };
      } else {
        throw new Error(
          `${where} declares no access: add config.who (platform/auth/route-access.ts), or list it in platform/auth/public-routes.ts`,
        );
      }
      const schema = (route.schema ?? {}) as { querystring?: unknown; body?: unknown };
      app.routeTable.push({
        method,
        url: route.url,
        who,
        querystring: schema.querystring,
        body: schema.body,
        ...(call?.method === method && { call }),
      });
    }
  });

  app.addHook('onReady', async () => {
    const missing = PUBLIC_ROUTES.filter(
      (r) => !r.onlyWhen && !seenPublic.has(publicKey(r.method, r.url)),
    ).map((r) => publicKey(r.method, r.url));
    if (missing.length > 0)
      throw new Error(
        `public-routes.ts lists routes that are not registered as public: ${missing.join(', ')}`,
      );
  });
}

export default fp(routeTablePlugin, { name: 'route-table' });
