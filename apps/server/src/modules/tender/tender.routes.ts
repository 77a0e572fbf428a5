import {
  consInfoCalls,
  designTenderCalls,
  ok,
  type RecordCalls,
  tenderAnnouncementCalls,
  tenderCalls,
  tenderRecordCalls,
} from '@zhuji/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertMember, onProject } from '../../platform/access';
import { callRoute } from '../../platform/http/call-route';
import {
  type KindName,
  recordDetail,
  recordInsert,
  recordUpdate,
  tenderDetail,
  tenderOptions,
} from './tender.service';

const actor = (req: FastifyRequest) => ({ userId: req.user.userId, ip: req.ip });
const tags = ['tender'];

/**
 * Contracts and tenders of a sub-project (docs/product.md §4 start-up flow, docs/domains/tender.md cons info). Each kind
 * has insert, update and detail; reads need `detail`, writes `add`/`update` on ProjectContract.
 * /api/tender/detail keeps its first shape: any member may read it (the shell's tender alert).
 */
export async function tenderRoutes(app: FastifyInstance) {
  callRoute(app, tenderCalls.detail, {
    who: { kind: 'projectMember' },
    tags,
    summary: '招标详情 (the project’s tender record, null when none is registered)',
    handler: async (req) => {
      await assertMember(app.db, req.user.userId, req.query.proId, req.lang);
      return ok(await tenderDetail(app.db, req.query.proId));
    },
  });
  callRoute(app, tenderCalls.options, {
    who: { kind: 'signedIn', note: 'reference list' },
    tags,
    summary: '招标/发包方式、资质选项 (tender modes, contract modes and qualifications)',
    handler: async (req) => ok(tenderOptions(req.lang)),
  });
  callRoute(app, tenderCalls.consInfoOptions, {
    who: { kind: 'signedIn', note: 'reference list' },
    tags,
    summary: '合同及概况选项 (contract modes and qualifications)',
    handler: async (req) => ok(tenderOptions(req.lang)),
  });

  const kinds: { kind: KindName; calls: RecordCalls; title: string }[] = [
    { kind: 'consInfo', calls: consInfoCalls, title: '合同及概况 (contract and overview)' },
    // GET /api/tender/detail is the member read above.
    { kind: 'tender', calls: tenderRecordCalls, title: '招标信息 (tender)' },
    { kind: 'announcement', calls: tenderAnnouncementCalls, title: '招标公告 (tender announcement)' },
    { kind: 'designTender', calls: designTenderCalls, title: '设计招标 (design tender)' },
  ];
  for (const k of kinds) {
    callRoute(app, k.calls.detail, {
      who: onProject('ProjectContract', 'detail'),
      tags,
      summary: `${k.title} detail — null when not registered; detail on ProjectContract`,
      handler: async (req) => ok(await recordDetail(app.db, k.kind, req.user, req.query.proId, req.lang)),
    });
    callRoute(app, k.calls.insert, {
      who: onProject('ProjectContract', 'add'),
      tags,
      summary: `${k.title} insert — one per sub-project (409 when registered); add on ProjectContract`,
      handler: async (req) =>
        ok(await recordInsert(app.db, k.kind, req.user, actor(req), req.body as never, req.lang)),
    });
    callRoute(app, k.calls.update, {
      who: onProject('ProjectContract', 'update'),
      tags,
      summary: `${k.title} update — the fields sent change; update on ProjectContract`,
      handler: async (req) =>
        ok(await recordUpdate(app.db, k.kind, req.user, actor(req), req.body as never, req.lang)),
    });
  }
}
