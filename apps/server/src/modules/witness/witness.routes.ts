import { ok, witnessCalls } from '@zhuji/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { onProject } from '../../platform/access';
import { callRoute } from '../../platform/http/call-route';
import { WITNESS_MENU } from './witness.menus';
import {
  addAppointment,
  appointedOn,
  candidates,
  listAppointments,
  revokeAppointment,
} from './witness.service';

const tags = ['inspection'];
const actor = (req: FastifyRequest) => ({ userId: req.user.userId, ip: req.ip });

/** 见证人委托 (docs/domains/witness.md): list, appoint, revoke; who may be named on a sampling. */
export async function witnessRoutes(app: FastifyInstance) {
  const db = app.db;
  callRoute(app, witnessCalls.list, {
    who: onProject(WITNESS_MENU, 'list'),
    tags,
    summary: '见证人委托列表',
    handler: async (req) => ok(await listAppointments(db, req.user, req.query.proId, req.lang)),
  });
  callRoute(app, witnessCalls.candidates, {
    who: onProject(WITNESS_MENU, 'list'),
    tags,
    summary: '可委托为见证人的项目成员',
    handler: async (req) => ok(await candidates(db, req.user, req.query.proId, req.lang)),
  });
  callRoute(app, witnessCalls.appointed, {
    who: onProject(WITNESS_MENU, 'list'),
    tags,
    summary: '某日某类材料取样可选的见证人 (appointment valid and in scope)',
    handler: async (req) => ok(await appointedOn(db, req.user, req.query, req.lang)),
  });
  callRoute(app, witnessCalls.add, {
    who: onProject(WITNESS_MENU, 'add', 'the owner or the supervisor on the project'),
    tags,
    summary: '委托见证人 (owner or supervisor; letter uploaded first)',
    handler: async (req) => ok(await addAppointment(db, req.user, actor(req), req.body, req.lang)),
  });
  callRoute(app, witnessCalls.revoke, {
    who: onProject(WITNESS_MENU, 'update', 'the owner or the supervisor on the project'),
    tags,
    summary: '撤销见证人委托',
    handler: async (req) => ok(await revokeAppointment(db, req.user, actor(req), req.body, req.lang)),
  });
}
