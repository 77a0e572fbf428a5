import {
  envelopeSchema,
  helpEntrySchema,
  hotlineQuerySchema,
  hotlineSchema,
  ok,
  siteInfoSchema,
} from '@zhuji/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertMember } from '../../platform/access';
import { helpEntries, hotline, siteInfo } from './support.service';

/** Customer service, help guide and footer configuration (spec §1, §2.6, §7.10). */
export async function supportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/common/hotline',
    {
      config: { who: { kind: 'signedIn', note: 'site hotline; a named proId needs membership' } },
      schema: {
        tags: ['support'],
        summary: '客服热线 (customer-service contact for a project)',
        querystring: hotlineQuerySchema,
        response: { 200: envelopeSchema(hotlineSchema.nullable()) },
      },
    },
    async (req) => {
      if (req.query.proId) await assertMember(app.db, req.user.userId, req.query.proId, req.lang);
      return ok(await hotline(app.db, req.query.proId));
    },
  );
  r.get(
    '/api/common/help/list',
    {
      config: { who: { kind: 'signedIn', note: 'help entries' } },
      schema: {
        tags: ['support'],
        summary: '帮助指南 (help guide entries)',
        response: { 200: envelopeSchema(z.array(helpEntrySchema)) },
      },
    },
    async () => ok(await helpEntries(app.db)),
  );
  r.get(
    '/auth/site/info',
    {
      config: { public: true },
      schema: {
        tags: ['support'],
        summary: '站点信息 (footer configuration)',
        response: { 200: envelopeSchema(siteInfoSchema) },
      },
    },
    async () => ok(siteInfo()),
  );
}
