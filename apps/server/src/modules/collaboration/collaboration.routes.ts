import {
  envelopeSchema,
  messageListQuerySchema,
  messagePageSchema,
  messageReadAllResultSchema,
  messageStatusBodySchema,
  messageStatusResultSchema,
  ok,
} from '@zhuji/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assertMember } from '../../platform/auth/membership';
import { listMessages, markAllMessagesRead, markMessageRead } from './collaboration.service';

/** Collaboration messages (协同消息): the caller's inbox on the current project (spec §4 Messages, §7.9). */
export async function collaborationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/collaboration/message/list',
    {
      schema: {
        tags: ['collaboration'],
        summary: '我的消息 (my messages on the current project, newest first)',
        querystring: messageListQuerySchema,
        response: { 200: envelopeSchema(messagePageSchema) },
      },
    },
    async (req) => {
      const projectId = req.user.currentProjectId;
      if (projectId === null) return ok({ total: 0, page: req.query.page, limit: req.query.limit, list: [] });
      await assertMember(app.db, req.user.userId, projectId, req.lang);
      return ok(await listMessages(app.db, req.user.userId, projectId, req.query));
    },
  );
  r.post(
    '/api/collaboration/message/status',
    {
      schema: {
        tags: ['collaboration'],
        summary: '消息已读 (mark a message read; answers the unread count left)',
        body: messageStatusBodySchema,
        response: { 200: envelopeSchema(messageStatusResultSchema) },
      },
    },
    async (req) => ok({ msgCount: await markMessageRead(app.db, req.user.userId, req.body.id, req.lang) }),
  );
  r.post(
    '/api/collaboration/message/readAll',
    {
      schema: {
        tags: ['collaboration'],
        summary: '全部已读 (mark every unread message of the current project read)',
        response: { 200: envelopeSchema(messageReadAllResultSchema) },
      },
    },
    async (req) => {
      const projectId = req.user.currentProjectId;
      if (projectId === null) return ok({ read: 0, msgCount: 0 });
      await assertMember(app.db, req.user.userId, projectId, req.lang);
      return ok({ read: await markAllMessagesRead(app.db, req.user.userId, projectId), msgCount: 0 });
    },
  );
}
