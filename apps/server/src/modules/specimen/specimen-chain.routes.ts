import { ok, specimenChainCalls } from '@zhuji/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { onProject } from '../../platform/access';
import { callRoute } from '../../platform/http/call-route';
import { contentDisposition } from '../../platform/kit/excel';
import {
  confirmWitness,
  pendingForWitness,
  receiveByCode,
  scanSpecimen,
  witnessRatioList,
} from './specimen-chain.service';
import { TEST_BLOCK_MENU } from './specimen-common';
import { labelsPdf } from './specimen-label-pdf';

const tags = ['inspection'];
const actor = (req: FastifyRequest) => ({ userId: req.user.userId, ip: req.ip });
/** The address the caller reached us at (behind the proxy: its forwarded protocol and host). */
const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

/** The chain of custody of test blocks (docs/domains/witness.md): witness confirmation, labels, scanning. */
export async function specimenChainRoutes(app: FastifyInstance) {
  const db = app.db;
  callRoute(app, specimenChainCalls.witnessConfirm, {
    who: onProject(TEST_BLOCK_MENU, 'detail', 'only the witness named on the sampling'),
    tags,
    summary: '见证人确认见证取样 (once, by the named witness only)',
    handler: async (req) => ok(await confirmWitness(db, req.user, actor(req), req.body.pourId, req.lang)),
  });
  callRoute(app, specimenChainCalls.witnessPending, {
    who: { kind: 'projectMember', note: 'the samplings naming the caller as witness' },
    tags,
    summary: '待我确认的见证取样',
    handler: async (req) => ok(await pendingForWitness(db, req.user, req.query.proId, req.lang)),
  });
  callRoute(app, specimenChainCalls.witnessRatios, {
    who: onProject(TEST_BLOCK_MENU, 'list'),
    tags,
    summary: '各材料见证取样比例 (confirmed witnessed groups only)',
    handler: async (req) => ok(await witnessRatioList(db, req.user, req.query.proId, req.lang)),
  });
  callRoute(app, specimenChainCalls.labelsPdf, {
    who: onProject(TEST_BLOCK_MENU, 'list'),
    tags,
    summary: '试块标签 PDF (A4 3×8 grid or 50×30 mm thermal; QR of the scan page)',
    handler: async (req, reply) => {
      const pdf = await labelsPdf(db, req.user, req.query, originOf(req), req.lang);
      const name = `试块标签-${req.query.format === 'thermal' ? '50x30' : 'A4'}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition(name, `specimen-labels-${req.query.format}.pdf`))
        .send(pdf);
    },
  });
  callRoute(app, specimenChainCalls.scan, {
    who: {
      kind: 'signedIn',
      note: 'a project member with the test-block list, or the lab it was submitted to; else 404',
    },
    tags,
    summary: '扫码查看试块及其流转 (chain: sampled, witnessed, received, tested, reported)',
    handler: async (req) => ok(await scanSpecimen(db, req.user, req.query.code, req.lang)),
  });
  callRoute(app, specimenChainCalls.receiveByCode, {
    who: { kind: 'lab', note: 'a 检测人员 of the lab the group was submitted to' },
    tags,
    summary: '检测机构扫码收样 (receives the whole submission)',
    handler: async (req) => ok(await receiveByCode(db, req.user, actor(req), req.body.code, req.lang)),
  });
}
