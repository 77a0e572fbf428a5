import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { enforceAccess } from '../access/actions';
import type { KitRouteConfig } from './define-resource';

export interface KitRoute {
  method: string;
  url: string;
  config: KitRouteConfig;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route declared through the kit, as registered: the authorization matrix walks it. */
    kitRoutes: KitRoute[];
  }
}

/**
 * The kit's cross-cutting part, registered before the modules: collects the kit routes and runs
 * the access check (membership + role_menu action, fail closed) on every route declaring `access`.
 */
async function kitPlugin(app: FastifyInstance) {
  app.decorate('kitRoutes', [] as KitRoute[]);
  app.addHook('onRoute', (route) => {
    const config = route.config as Partial<KitRouteConfig> | undefined;
    if (!config?.access) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.kitRoutes.push({ method, url: route.url, config: config as KitRouteConfig });
    }
  });
  app.addHook('preHandler', async (req) => enforceAccess(app.db, req));
}

export default fp(kitPlugin, { name: 'kit', dependencies: ['auth'] });
