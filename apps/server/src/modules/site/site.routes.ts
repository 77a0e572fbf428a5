import { ok, siteCalls } from '@zhuji/shared';
import type { FastifyInstance } from 'fastify';
import { callRoute } from '../../platform/http/call-route';
import { knownClientIds } from '../../platform/idempotency';

/**
 * The site app's own call (docs/domains/site.md): after a lost answer the phone asks which of its records
 * the server already has. Only the caller's own writes are answered, so nothing of another user shows.
 */
export async function siteRoutes(app: FastifyInstance) {
  callRoute(app, siteCalls.known, {
    who: { kind: 'signedIn', note: 'answers the caller’s own client ids only' },
    tags: ['site'],
    summary: '已收到的记录 (which of these client ids the server already has)',
    handler: async (req) => ok(await knownClientIds(app.db, req.user, req.body.clientIds)),
  });
}
