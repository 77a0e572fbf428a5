import { envelopeSchema, ok, tenderDetailQuerySchema, tenderSchema } from '@zhuji/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assertMember } from '../../platform/auth/membership';
import { tenderDetail } from './tender.service';

/** Tender (招标) registration of a sub-project (spec §7.6); insert and update come with the tender pages. */
export async function tenderRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/tender/detail',
    {
      schema: {
        tags: ['tender'],
        summary: '招标详情 (the project’s tender record, null when none is registered)',
        querystring: tenderDetailQuerySchema,
        response: { 200: envelopeSchema(tenderSchema.nullable()) },
      },
    },
    async (req) => {
      await assertMember(app.db, req.user.userId, req.query.proId, req.lang);
      return ok(await tenderDetail(app.db, req.query.proId));
    },
  );
}
