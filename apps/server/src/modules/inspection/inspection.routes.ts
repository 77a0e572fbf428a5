import {
  envelopeSchema,
  ok,
  specimenUnlinkedCountQuerySchema,
  specimenUnlinkedCountSchema,
} from '@zhuji/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assertMember } from '../../platform/auth/membership';
import { unlinkedSpecimenCount } from './inspection.service';

/** Inspection (检测): specimens, submissions and test reports (spec §7.2, §7.4). */
export async function inspectionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/inspection/specimen/unlinkedCount',
    {
      schema: {
        tags: ['inspection'],
        summary: '未关联桩的试块组数 (specimen groups not linked to a pile)',
        querystring: specimenUnlinkedCountQuerySchema,
        response: { 200: envelopeSchema(specimenUnlinkedCountSchema) },
      },
    },
    async (req) => {
      await assertMember(app.db, req.user.userId, req.query.proId, req.lang);
      return ok(await unlinkedSpecimenCount(app.db, req.query.proId));
    },
  );
}
