import { FLOW_BUSINESS_TYPE, type FlowApplicableType, flowCalls } from '@zhuji/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type CallRequest, callRoute } from '../../platform/http/call-route';

/**
 * Where each business applies for its flow. The module's own call owns the body, the checks and the
 * transaction; the generic calls below forward to it unchanged, so there is one apply per business.
 */
const APPLY_PATHS: Record<FlowApplicableType, string> = {
  [FLOW_BUSINESS_TYPE.INSPECTION_LOT]: '/api/acceptance/apply/save',
  [FLOW_BUSINESS_TYPE.SUB_ITEM]: '/api/acceptance/subitem/apply',
  [FLOW_BUSINESS_TYPE.DIVISION]: '/api/acceptance/division/apply',
  [FLOW_BUSINESS_TYPE.MATERIAL]: '/api/registration/apply',
  [FLOW_BUSINESS_TYPE.PROJECT_AUDIT]: '/api/project/manage/submit',
  [FLOW_BUSINESS_TYPE.RESTART]: '/api/rectification/restart',
};

/** The caller's identity and language travel with the forwarded call; nothing else does. */
const FORWARDED_HEADERS = ['x-auth-token', 'cookie', 'accept-language'] as const;

async function forwardApply(
  app: FastifyInstance,
  req: CallRequest<typeof flowCalls.apply>,
  reply: FastifyReply,
) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  for (const name of FORWARDED_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const res = await app.inject({
    method: 'POST',
    url: APPLY_PATHS[req.body.businessType],
    headers,
    remoteAddress: req.ip,
    payload: JSON.stringify(req.body.data),
  });
  return reply.code(res.statusCode).type('application/json').send(res.body);
}

/**
 * docs/domains/flow.md common/flow/apply and audit apply and reform: the generic face of the flow engine
 * over the business calls. apply and reform (apply again after a return or rejection, with the
 * record's id in `data`) forward to the business's own apply. audit/list and audit/detail are the
 * approval centre's calls (flow.routes.ts).
 */
export async function flowApplyRoutes(app: FastifyInstance) {
  const who = {
    kind: 'signedIn',
    note: 'forwarded to the business’s own apply call, which checks its access',
  } as const;
  for (const [target, summary] of [
    [flowCalls.apply, '发起审批 (apply through the business’s own call)'],
    [flowCalls.auditApply, '报审 (same as common/flow/apply)'],
    [
      flowCalls.auditReform,
      '整改后重新报审 (apply again after a return or rejection: data carries the record’s id)',
    ],
  ] as const)
    callRoute(app, target, {
      who,
      tags: ['flow'],
      summary,
      handler: (req, reply) => forwardApply(app, req, reply),
    });
}
