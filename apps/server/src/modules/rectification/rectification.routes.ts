import {
  envelopeSchema,
  ok,
  rectificationCheckSchema,
  rectificationCreateSchema,
  rectificationDetailSchema,
  rectificationListQuerySchema,
  rectificationPageSchema,
  rectificationReplySchema,
  rectificationRestartSchema,
} from '@zhuji/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertAction, onProject } from '../../platform/access';
import {
  addRectification,
  applyRestart,
  checkRectification,
  escalateOverdue,
  listRectifications,
  projectOfRectification,
  rectificationDetail,
  replyRectification,
} from '../../platform/rectification';

export const RECTIFICATION_MENU = 'Rectification';
const tags = ['rectification'];
const actor = (req: FastifyRequest) => ({ userId: req.user.userId, ip: req.ip });
const idQuery = z.object({ id: z.coerce.number().int().positive() });

/**
 * Rectification notices (spec §7.9 rectification reply, checkInfo and reform): membership and the
 * Rectification menu's action; who replies and who re-inspects is the flow's step roles.
 */
export async function rectificationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  r.get(
    '/api/rectification/list',
    {
      config: { who: onProject('Rectification', 'list') },
      schema: {
        tags,
        summary: '整改通知列表 (open first, newest first; overdue ones escalate to a warning once)',
        querystring: rectificationListQuerySchema,
        response: { 200: envelopeSchema(rectificationPageSchema) },
      },
    },
    async (req) => {
      await assertAction(db, req.user, req.query.proId, RECTIFICATION_MENU, 'list', req.lang);
      await escalateOverdue(db, req.query.proId);
      return ok(await listRectifications(db, req.query));
    },
  );

  for (const path of ['/api/rectification/detail', '/api/rectification/checkInfo']) {
    r.get(
      path,
      {
        config: { who: onProject('Rectification', 'detail') },
        schema: {
          tags,
          summary: '整改详情 (the notice, the reply and every step of its flow)',
          querystring: idQuery,
          response: { 200: envelopeSchema(rectificationDetailSchema) },
        },
      },
      async (req) => {
        const projectId = await projectOfRectification(db, req.query.id, req.lang);
        await assertAction(db, req.user, projectId, RECTIFICATION_MENU, 'detail', req.lang);
        return ok(await rectificationDetail(db, req.user.userId, req.query.id, req.lang));
      },
    );
  }

  r.post(
    '/api/rectification/add',
    {
      config: { who: onProject('Rectification', 'add') },
      schema: {
        tags,
        summary: '下发整改通知 (issued by hand: supervision, owner, regulator, the project manager)',
        body: rectificationCreateSchema,
        response: { 200: envelopeSchema(z.object({ id: z.number().int() })) },
      },
    },
    async (req) => {
      await assertAction(db, req.user, req.body.projectId, RECTIFICATION_MENU, 'add', req.lang);
      return ok({ id: await addRectification(db, actor(req), req.body, req.lang) });
    },
  );

  r.post(
    '/api/rectification/reform',
    {
      config: { who: onProject('Rectification', 'update') },
      schema: {
        tags,
        summary: '整改回复 (the contractor: what was done, with photos)',
        body: rectificationReplySchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (req) => {
      const projectId = await projectOfRectification(db, req.body.id, req.lang);
      await assertAction(db, req.user, projectId, RECTIFICATION_MENU, 'update', req.lang);
      await replyRectification(db, actor(req), req.body, req.lang);
      return ok(null);
    },
  );

  r.post(
    '/api/rectification/check',
    {
      config: { who: onProject('Rectification', 'update') },
      schema: {
        tags,
        summary: '整改复查 (the issuer closes the notice, or returns it with the reason)',
        body: rectificationCheckSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (req) => {
      const projectId = await projectOfRectification(db, req.body.id, req.lang);
      await assertAction(db, req.user, projectId, RECTIFICATION_MENU, 'update', req.lang);
      await checkRectification(db, actor(req), req.body, req.lang);
      return ok(null);
    },
  );

  r.post(
    '/api/rectification/restart',
    {
      config: { who: onProject('Rectification', 'update') },
      schema: {
        tags,
        summary: '复工报审 (after a closed stop-work order: the chief signs, the owner confirms)',
        body: rectificationRestartSchema,
        response: { 200: envelopeSchema(z.object({ flowInstanceId: z.number().int() })) },
      },
    },
    async (req) => {
      const projectId = await projectOfRectification(db, req.body.id, req.lang);
      await assertAction(db, req.user, projectId, RECTIFICATION_MENU, 'update', req.lang);
      return ok({
        flowInstanceId: await applyRestart(db, actor(req), req.body.id, req.body.comment, req.lang),
      });
    },
  );
}
