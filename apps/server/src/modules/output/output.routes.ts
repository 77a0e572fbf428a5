import {
  envelopeSchema,
  ok,
  outputNoticeParamsSchema,
  outputNoticeReadBodySchema,
  outputParamsQuerySchema,
} from '@zhuji/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertMember } from '../../platform/auth/membership';
import { markOutputNoticeRead, outputParams } from './output.service';

/** Output value (产值): the monthly report reminder and its parameters (spec §4, §7.3). */
export async function outputRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/output/params',
    {
      schema: {
        tags: ['output'],
        summary: '产值提醒参数 (output-notice parameters; defaults 5 and 20)',
        querystring: outputParamsQuerySchema,
        response: { 200: envelopeSchema(outputNoticeParamsSchema) },
      },
    },
    async (req) => {
      await assertMember(app.db, req.user.userId, req.query.projectId, req.lang);
      return ok(await outputParams(app.db, req.query.projectId));
    },
  );
  r.post(
    '/api/output/notice/read',
    {
      schema: {
        tags: ['output'],
        summary: '产值提醒已读 (close the output notice for this month)',
        body: outputNoticeReadBodySchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (req) => {
      await assertMember(app.db, req.user.userId, req.body.projectId, req.lang);
      await markOutputNoticeRead(app.db, req.user.userId, req.body.projectId);
      return ok(null);
    },
  );
}
