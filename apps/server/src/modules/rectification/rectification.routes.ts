import { ok, rectificationCalls } from '@zhuji/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertAction, onProject } from '../../platform/access';
import { callRoute } from '../../platform/http/call-route';
import { oncePerClientId } from '../../platform/idempotency';
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

/**
 * Rectification notices (docs/domains/rectification.md rectification reply, checkInfo and reform): membership and the
 * Rectification menu's action; who replies and who re-inspects is the flow's step roles.
 */
export async function rectificationRoutes(app: FastifyInstance) {
  const db = app.db;

  callRoute(app, rectificationCalls.list, {
    who: onProject('Rectification', 'list'),
    tags,
    summary: '整改通知列表 (open first, newest first; overdue ones escalate to a warning once)',
    handler: async (req) => {
      await assertAction(db, req.user, req.query.proId, RECTIFICATION_MENU, 'list', req.lang);
      await escalateOverdue(db, req.query.proId);
      return ok(await listRectifications(db, req.query, req.lang));
    },
  });

  for (const target of [rectificationCalls.detail, rectificationCalls.checkInfo]) {
    callRoute(app, target, {
      who: onProject('Rectification', 'detail'),
      tags,
      summary: '整改详情 (the notice, the reply and every step of its flow)',
      handler: async (req) => {
        const projectId = await projectOfRectification(db, req.query.id, req.lang);
        await assertAction(db, req.user, projectId, RECTIFICATION_MENU, 'detail', req.lang);
        return ok(await rectificationDetail(db, req.user.userId, req.query.id, req.lang));
      },
    });
  }

  callRoute(app, rectificationCalls.add, {
    who: onProject('Rectification', 'add'),
    tags,
    summary: '下发整改通知 (issued by hand: supervision, owner, regulator, the project manager)',
    handler: async (req) => {
      await assertAction(db, req.user, req.body.projectId, RECTIFICATION_MENU, 'add', req.lang);
      return ok({ id: await addRectification(db, actor(req), req.body, req.lang) });
    },
  });

  callRoute(app, rectificationCalls.reform, {
    who: onProject('Rectification', 'update'),
    tags,
    summary: '整改回复 (the contractor: what was done, with photos)',
    handler: async (req) => {
      const projectId = await projectOfRectification(db, req.body.id, req.lang);
      await assertAction(db, req.user, projectId, RECTIFICATION_MENU, 'update', req.lang);
      const call = rectificationCalls.reform.path;
      await oncePerClientId(db, req.user, req.body.clientId, call, req.lang, (tx) =>
        replyRectification(tx, actor(req), req.body, req.lang),
      );
      return ok(null);
    },
  });

  callRoute(app, rectificationCalls.check, {
    who: onProject('Rectification', 'update'),
    tags,
    summary: '整改复查 (the issuer closes the notice, or returns it with the reason)',
    handler: async (req) => {
      const projectId = await projectOfRectification(db, req.body.id, req.lang);
      await assertAction(db, req.user, projectId, RECTIFICATION_MENU, 'update', req.lang);
      await checkRectification(db, actor(req), req.body, req.lang);
      return ok(null);
    },
  });

  callRoute(app, rectificationCalls.restart, {
    who: onProject('Rectification', 'update'),
    tags,
    summary: '复工报审 (after a closed stop-work order: the chief signs, the owner confirms)',
    handler: async (req) => {
      const projectId = await projectOfRectification(db, req.body.id, req.lang);
      await assertAction(db, req.user, projectId, RECTIFICATION_MENU, 'update', req.lang);
      return ok({
        flowInstanceId: await applyRestart(db, actor(req), req.body.id, req.body.comment, req.lang),
      });
    },
  });
}
