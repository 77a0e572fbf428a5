import {
  type AnyCall,
  accountCalls,
  type CallAnswerData,
  callUrl,
  type Envelope,
  materialLedgerCalls,
  ok,
  pileCalls,
  RESPONSE_CODE,
  recordsCalls,
  rectificationCalls,
  type SiteHome,
  siteHomeCalls,
  specimenCalls,
} from '@zhuji/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { callRoute } from '../../platform/http/call-route';

// The site home's one call (docs/domains/site.md#load-time). On slow 4G every call costs the phone a round trip
// and the home made two in a row: user/info for the current project, then six lists of it. Here the server
// asks those same routes for the caller, in process, and answers their lists in one envelope: each list is
// answered by its own route with its own checks (membership, role, menu action), never a copy of them.

/** The caller's identity and language travel with each asked call; nothing else does (as flow-apply.routes.ts). */
const FORWARDED_HEADERS = ['x-auth-token', 'accept-language'] as const;
/** The open notices the home lists: the first page of the open ones is all a phone shows. */
const OPEN_NOTICES = 50;
/** Recent pours the sampling form offers. */
const RECENT_POURS = 20;

type Asked<C extends AnyCall> =
  | { ok: true; data: CallAnswerData<C> }
  | { ok: false; statusCode: number; body: string };

/** Asks one catalogue GET route as the caller; answers its data, or its refusal as the route sent it. */
async function ask<C extends AnyCall>(
  app: FastifyInstance,
  req: FastifyRequest,
  call: C,
  query: Record<string, string | number> = {},
): Promise<Asked<C>> {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await app.inject({
    method: 'GET',
    url: `${callUrl(call)}${search.size ? `?${search}` : ''}`,
    headers,
    remoteAddress: req.ip,
  });
  const envelope = res.json() as Envelope<CallAnswerData<C>>;
  return res.statusCode === 200 && envelope.code === RESPONSE_CODE.OK
    ? { ok: true, data: envelope.data }
    : { ok: false, statusCode: res.statusCode, body: res.body };
}

/** An optional list: a role without its menu still gets the rest of the home (as the phone did, list by list). */
const orEmpty = <C extends AnyCall, T>(asked: Asked<C>, pick: (data: CallAnswerData<C>) => T[]): T[] =>
  asked.ok ? pick(asked.data) : [];

const refused = (reply: FastifyReply, asked: { statusCode: number; body: string }) =>
  reply.code(asked.statusCode).type('application/json').send(asked.body);

export async function siteHomeRoutes(app: FastifyInstance) {
  callRoute(app, siteHomeCalls.home, {
    who: {
      kind: 'signedIn',
      note: 'the caller’s current project; each list is asked of its own route, which checks its access',
    },
    tags: ['site'],
    summary: '现场录入首页 (the piles to build, open notices and the forms’ lists of the current project)',
    handler: async (req, reply) => {
      const info = await ask(app, req, accountCalls.userInfo, { platformType: 1 });
      if (!info.ok) return refused(reply, info);
      const { id, name, currentProject, currentUnit } = info.data;
      const user = { id, name, unitId: currentUnit.id };
      const empty = { piles: [], groups: [], pours: [], people: [], rectifications: [], plans: [] };
      if (!currentProject) return ok<SiteHome>({ project: null, user, ...empty });
      const proId = currentProject.id;
      const [grid, groups, pours, people, notices, plans] = await Promise.all([
        ask(app, req, pileCalls.grid, { proId }),
        ask(app, req, pileCalls.groups, { proId }),
        ask(app, req, specimenCalls.pours, { proId }),
        ask(app, req, recordsCalls.roleUsersByDept, { proId }),
        ask(app, req, rectificationCalls.list, { proId, status: 'open', page: 1, limit: OPEN_NOTICES }),
        ask(app, req, materialLedgerCalls.planOptions, { proId }),
      ]);
      // The piles are what the home is for: without them the phone keeps what it has (as before).
      if (!grid.ok) return refused(reply, grid);
      if (!groups.ok) return refused(reply, groups);
      return ok<SiteHome>({
        project: { id: proId, name: currentProject.name },
        user,
        // The piles still to build, those under way first (docs/domains/site.md#the-site-home).
        piles: [
          ...grid.data.list.filter((p) => p.status === 'inConstruction'),
          ...grid.data.list.filter((p) => p.status === 'notStarted'),
        ],
        groups: groups.data,
        pours: orEmpty(pours, (list) =>
          [...list]
            .sort((a, b) => b.pouredOn.localeCompare(a.pouredOn) || b.id - a.id)
            .slice(0, RECENT_POURS),
        ),
        people: orEmpty(people, (depts) =>
          depts.flatMap((d) => d.users.map((u) => ({ name: u.name, company: d.companyName }))),
        ),
        // The caller answers for the notices addressed to them or to their company (or to no one named).
        rectifications: orEmpty(notices, (page) =>
          page.list.filter(
            (r) =>
              r.responsibleUserId === id ||
              r.responsibleCompanyId === user.unitId ||
              (r.responsibleUserId === null && r.responsibleCompanyId === null),
          ),
        ),
        plans: orEmpty(plans, (list) => list.filter((p) => p.category === 'READY_MIX_CONCRETE')),
      });
    },
  });
}
