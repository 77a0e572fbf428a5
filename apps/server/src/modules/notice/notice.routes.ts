import { noticeCalls, ok } from '@zhuji/shared';
import type { FastifyInstance } from 'fastify';
import { callRoute } from '../../platform/http/call-route';
import { t } from '../../platform/i18n';
import { getNotice, listNotices } from './notice.service';

/** Public notices are published for everyone: the /announcement page needs no login (docs/product.md §2.1). */
export async function noticeRoutes(app: FastifyInstance) {
  callRoute(app, noticeCalls.list, {
    public: true,
    tags: ['common'],
    summary: '公告列表 (public notice list)',
    handler: async (req) => ok(await listNotices(app.db, req.query)),
  });
  callRoute(app, noticeCalls.detail, {
    public: true,
    tags: ['common'],
    summary: '公告详情 (public notice detail)',
    handler: async (req) => ok(await getNotice(app.db, req.query.id, t('recordNotFound', req.lang))),
  });
}
