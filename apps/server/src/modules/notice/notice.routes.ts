import {
  envelopeSchema,
  noticeDetailQuerySchema,
  noticeDetailSchema,
  noticeListQuerySchema,
  noticePageSchema,
  ok,
} from '@zhuji/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { t } from '../../platform/i18n';
import { getNotice, listNotices } from './notice.service';

/** Public notices are published for everyone: the /announcement page needs no login (spec §2.1). */
export async function noticeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/common/notice/list',
    {
      config: { public: true },
      schema: {
        tags: ['common'],
        summary: '公告列表 (public notice list)',
        querystring: noticeListQuerySchema,
        response: { 200: envelopeSchema(noticePageSchema) },
      },
    },
    async (req) => ok(await listNotices(app.db, req.query)),
  );
  r.get(
    '/api/common/notice/detail',
    {
      config: { public: true },
      schema: {
        tags: ['common'],
        summary: '公告详情 (public notice detail)',
        querystring: noticeDetailQuerySchema,
        response: { 200: envelopeSchema(noticeDetailSchema) },
      },
    },
    async (req) => ok(await getNotice(app.db, req.query.id, t('recordNotFound', req.lang))),
  );
}
