import { ok, supportCalls } from '@zhuji/shared';
import type { FastifyInstance } from 'fastify';
import { assertMember } from '../../platform/access';
import { callRoute } from '../../platform/http/call-route';
import { helpEntries, hotline, siteInfo } from './support.service';

const tags = ['support'];

/** Customer service, help guide and footer configuration (docs/product.md §1, §2.6, §7.10). */
export async function supportRoutes(app: FastifyInstance) {
  callRoute(app, supportCalls.hotline, {
    who: { kind: 'signedIn', note: 'site hotline; a named proId needs membership' },
    tags,
    summary: '客服热线 (customer-service contact for a project)',
    handler: async (req) => {
      if (req.query.proId) await assertMember(app.db, req.user.userId, req.query.proId, req.lang);
      return ok(await hotline(app.db, req.query.proId));
    },
  });
  callRoute(app, supportCalls.helpList, {
    who: { kind: 'signedIn', note: 'help entries' },
    tags,
    summary: '帮助指南 (help guide entries)',
    handler: async () => ok(await helpEntries(app.db)),
  });
  callRoute(app, supportCalls.siteInfo, {
    public: true,
    tags,
    summary: '站点信息 (footer configuration)',
    handler: async () => ok(siteInfo()),
  });
}
