import { flowCalls, ok } from '@zhuji/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertMember, hasPlatformScope, platformScope } from '../../platform/access';
import { actOnFlow, cancelFlow, flowCounts, flowDetail, listFlows } from '../../platform/flow';
import { callRoute } from '../../platform/http/call-route';
import { unreadMessageCount } from '../../platform/notify';

const tags = ['flow'];
const actor = (req: FastifyRequest) => ({ userId: req.user.userId, ip: req.ip });

/**
 * The approval centre (审批中心) and the flow calls (docs/domains/flow.md common/flow/apply and cancel): the
 * boxes are the caller's on the current project; acting is checked by the step's roles in the engine.
 */
export async function flowRoutes(app: FastifyInstance) {
  const db = app.db;
  const currentProject = async (req: FastifyRequest) => {
    const projectId = req.user.currentProjectId;
    if (projectId !== null) await assertMember(db, req.user.userId, projectId, req.lang);
    return projectId;
  };

  // audit/list and audit/detail are the catalogue's names (docs/domains/flow.md) for the same boxes and detail.
  for (const target of [flowCalls.list, flowCalls.auditList])
    callRoute(app, target, {
      who: {
        kind: 'signedIn',
        note: 'flows of the caller’s current project that involve the caller; platform staff see platform steps',
      },
      tags,
      summary: '审批中心列表 (todo: my pending tasks; mine: my applications; done: done by me)',
      handler: async (req) => {
        const projectId = await currentProject(req);
        const scope = await platformScope(db, req.user);
        if (projectId === null && !hasPlatformScope(scope))
          return ok({ total: 0, page: req.query.page, limit: req.query.limit, list: [] });
        return ok(await listFlows(db, req.user.userId, projectId, req.query, scope));
      },
    });

  callRoute(app, flowCalls.counts, {
    who: { kind: 'signedIn', note: 'counts of the caller’s own pending flows and unread messages' },
    tags,
    summary:
      '审批数量 (counts of the three boxes and unread messages on the current project, for the navbar)',
    handler: async (req) => {
      const projectId = await currentProject(req);
      const scope = await platformScope(db, req.user);
      const [counts, unread] = await Promise.all([
        flowCounts(db, req.user.userId, projectId, scope),
        projectId === null ? 0 : unreadMessageCount(db, req.user.userId, projectId),
      ]);
      return ok({ ...counts, unread });
    },
  });

  for (const target of [flowCalls.detail, flowCalls.auditDetail])
    callRoute(app, target, {
      who: {
        kind: 'projectMember',
        note: 'member of the flow’s project; platform staff on platform-reviewed flows',
        platformStaff: true,
      },
      tags,
      summary: '审批详情 (an instance with its steps, every action, and what the caller may do)',
      handler: async (req) => ok(await flowDetail(db, req.user, req.query.id, req.lang)),
    });

  callRoute(app, flowCalls.act, {
    who: {
      kind: 'projectMember',
      note: 'member of the flow’s project holding the step’s role (platform staff on platform steps)',
      platformStaff: true,
    },
    tags,
    summary: '审批 (approve, reject with reason, return for rework, or delegate the current step)',
    handler: async (req) => {
      const after = await actOnFlow(db, actor(req), req.body, req.lang);
      return ok({ id: after.id, status: after.status, version: after.version });
    },
  });

  callRoute(app, flowCalls.cancel, {
    who: { kind: 'projectMember', note: 'the flow’s applicant' },
    tags,
    summary: '撤回申请 (the applicant revokes while no one has acted)',
    handler: async (req) => {
      const after = await cancelFlow(db, actor(req), req.body.id, req.lang);
      return ok({ id: after.id, status: after.status, version: after.version });
    },
  });
}
