import { z } from 'zod';
import { defineCall } from './call';
import { pageQuerySchema, pageSchema } from './pagination';

/** Public notices (公告): readable without login on /announcement. */
export const noticeItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
  publisher: z.string(),
  publishedAt: z.string().describe('ISO 8601'),
});
export type NoticeItem = z.infer<typeof noticeItemSchema>;

export const noticeDetailSchema = noticeItemSchema.extend({ content: z.string() });
export type NoticeDetail = z.infer<typeof noticeDetailSchema>;

export const noticeListQuerySchema = pageQuerySchema.extend({
  keyword: z.string().trim().max(50).optional(),
});
export type NoticeListQuery = z.infer<typeof noticeListQuerySchema>;

export const noticePageSchema = pageSchema(noticeItemSchema);

export const noticeDetailQuerySchema = z.object({ id: z.coerce.number().int().positive() });

/** The announcement calls (apps/server/src/modules/notice). */
export const noticeCalls = {
  list: defineCall({
    method: 'GET',
    path: 'common/notice/list',
    query: noticeListQuerySchema,
    response: noticePageSchema,
  }),
  detail: defineCall({
    method: 'GET',
    path: 'common/notice/detail',
    query: noticeDetailQuerySchema,
    response: noticeDetailSchema,
  }),
};
