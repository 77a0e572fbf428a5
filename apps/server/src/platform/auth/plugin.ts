import {
  AUTH_HEADER,
  fail,
  MUST_CHANGE_PASSWORD_MARK,
  NOT_LOGGED_IN_MARK,
  RESPONSE_CODE,
} from '@zhuji/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendEnvelope } from '../envelope';
import { t } from '../i18n';
import { resolveSession, type SessionUser } from './session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without login (docs/product.md §2.1 pages and the login service). Everything else needs a session. */
    public?: boolean;
  }
  interface FastifyRequest {
    /** Set on every non-public route: the hook refuses the request before the handler otherwise. */
    user: SessionUser;
  }
}

export function tokenOf(req: FastifyRequest): string | undefined {
  const header = req.headers[AUTH_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  return token && token.length <= 200 ? token : undefined;
}

/** Business and login-service calls are guarded; the SPA's files and the API docs are not. */
const isGuarded = (url: string) =>
  (url.startsWith('/api/') || url.startsWith('/auth/')) && !url.startsWith('/api/docs');

/**
 * What a session whose password is a preset one may still call: what the personal-information dialog
 * and the password change need, and logout. Everything else waits for the change.
 */
const WHILE_PASSWORD_MUST_CHANGE = new Set([
  '/api/user/info',
  // What the SPA's session loads (session/first-navigation.ts) before it can show the shell behind the dialog.
  '/auth/project/list',
  '/api/project/vip/interests',
  '/api/project/fireControl/type',
  '/api/user/personal',
  '/api/password/update',
  '/api/phone/search',
  '/api/user/confirm',
  '/auth/logout',
]);

/**
 * Fails closed: every route needs a live session unless it says `config: { public: true }`.
 * A missing or dead session answers the spec's envelope (code 400, data 'not logged in'),
 * which makes the SPA log out and reload.
 */
async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('user', null as unknown as SessionUser);
  // onRequest, before body validation: an anonymous caller learns nothing about a route's input.
  app.addHook('onRequest', async (req, reply) => {
    const url = req.routeOptions.url;
    if (req.routeOptions.config?.public || !url || !isGuarded(url)) return;
    const token = tokenOf(req);
    const user = token ? await resolveSession(app.db, token) : null;
    if (!user) {
      return sendEnvelope(
        reply,
        200,
        fail(RESPONSE_CODE.NOT_LOGGED_IN, t('notLoggedIn', req.lang), NOT_LOGGED_IN_MARK),
      );
    }
    // A preset password (set by a manager's add or reset) is known to others: enforced here, not only
    // by the SPA's dialog.
    if (user.mustChangePassword && !WHILE_PASSWORD_MUST_CHANGE.has(url)) {
      return sendEnvelope(
        reply,
        403,
        fail(403, t('mustChangePassword', req.lang), MUST_CHANGE_PASSWORD_MARK),
      );
    }
    req.user = user;
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['envelope'] });
