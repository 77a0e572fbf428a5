import { PassThrough } from 'node:stream';
import { acceptanceCalls, businessDateTimeOf, businessToday, ok, roleName } from '@zhuji/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertAction, onProject } from '../../platform/access';
import { checkersOf, stepLabel } from '../../platform/flow';
import { callRoute } from '../../platform/http/call-route';
import { contentDisposition, writeSheet, XLSX_TYPE } from '../../platform/kit/excel';
import {
  ACCEPTANCE_EXPORT_TITLE,
  ACCEPTANCE_LABELS,
  ACCEPTANCE_STATUS_LABELS,
  FLOW_ACTION_LABELS,
  TRAIL_EXPORT_TITLE,
} from './acceptance.messages';
import {
  acceptanceDetail,
  allAcceptances,
  applyDivision,
  applyLot,
  applySubItem,
  listAcceptances,
  projectOfAcceptance,
  revokeAcceptance,
} from './acceptance.service';

export const ACCEPTANCE_MENU = 'AcceptanceLot';
const tags = ['acceptance'];
const actor = (req: FastifyRequest) => ({ userId: req.user.userId, ip: req.ip });
const time = (iso: string | null) => (iso ? businessDateTimeOf(iso) : '');

/** Acceptance applications on the GB 50300 hierarchy (docs/domains/acceptance.md acceptance apply, checkers). */
export async function acceptanceRoutes(app: FastifyInstance) {
  const db = app.db;

  callRoute(app, acceptanceCalls.apply, {
    who: onProject('AcceptanceLot', 'add'),
    tags,
    summary:
      '检验批报验 (apply; a failing lot is rejected at once with the reasons and a rectification notice)',
    handler: async (req) => {
      if (req.body.id !== undefined) {
        const projectId = await projectOfAcceptance(db, req.body.id, req.lang);
        await assertAction(db, req.user, projectId, ACCEPTANCE_MENU, 'add', req.lang);
      }
      await assertAction(db, req.user, req.body.projectId, ACCEPTANCE_MENU, 'add', req.lang);
      return ok(await applyLot(db, actor(req), req.body, req.lang));
    },
  });

  callRoute(app, acceptanceCalls.applySubItem, {
    who: onProject('AcceptanceLot', 'add'),
    tags,
    summary: '分项工程报验 (by hand, once every lot of the sub-item is accepted; 422 otherwise)',
    handler: async (req) => {
      await assertAction(db, req.user, req.body.projectId, ACCEPTANCE_MENU, 'add', req.lang);
      return ok(await applySubItem(db, actor(req), req.body, req.lang));
    },
  });

  callRoute(app, acceptanceCalls.applyDivision, {
    who: onProject('AcceptanceLot', 'add'),
    tags,
    summary:
      '分部工程报验 (judged by GB 50300 5.0.3; a failing division is rejected at once with the reasons)',
    handler: async (req) => {
      await assertAction(db, req.user, req.body.projectId, ACCEPTANCE_MENU, 'add', req.lang);
      return ok(await applyDivision(db, actor(req), req.body, req.lang));
    },
  });

  callRoute(app, acceptanceCalls.list, {
    who: onProject('AcceptanceLot', 'list'),
    tags,
    summary: '验收申请列表 (lots, sub-items and divisions of a sub-project)',
    handler: async (req) => {
      await assertAction(db, req.user, req.query.proId, ACCEPTANCE_MENU, 'list', req.lang);
      return ok(await listAcceptances(db, req.query, req.lang));
    },
  });

  callRoute(app, acceptanceCalls.detail, {
    who: onProject('AcceptanceLot', 'detail'),
    tags,
    summary: '验收详情 (with the audit trail from application to acceptance)',
    handler: async (req) => {
      const projectId = await projectOfAcceptance(db, req.query.id, req.lang);
      await assertAction(db, req.user, projectId, ACCEPTANCE_MENU, 'detail', req.lang);
      return ok(await acceptanceDetail(db, req.query.id, req.lang));
    },
  });

  callRoute(app, acceptanceCalls.revoke, {
    who: onProject('AcceptanceLot', 'add', 'only the applicant revokes'),
    tags,
    summary: '撤回验收申请 (the applicant, while no signer has acted)',
    handler: async (req) => {
      const projectId = await projectOfAcceptance(db, req.body.id, req.lang);
      await assertAction(db, req.user, projectId, ACCEPTANCE_MENU, 'add', req.lang);
      await revokeAcceptance(db, actor(req), req.body.id, req.lang);
      return ok(null);
    },
  });

  callRoute(app, acceptanceCalls.checkers, {
    who: onProject('AcceptanceLot', 'list'),
    tags,
    summary: '验收人员 (who signs each step of the level on this project)',
    handler: async (req) => {
      await assertAction(db, req.user, req.query.proId, ACCEPTANCE_MENU, 'list', req.lang);
      const type =
        req.query.level === 'lot'
          ? 'inspection-lot'
          : req.query.level === 'subitem'
            ? 'sub-item'
            : 'division';
      const rows = await checkersOf(db, type, req.query.proId);
      return ok(
        rows.map((c) => ({
          ...c,
          roleName: roleName({ id: c.roleId, name: c.roleName }, req.lang),
          step: stepLabel(c.step, req.lang),
        })),
      );
    },
  });

  callRoute(app, acceptanceCalls.export, {
    who: onProject('AcceptanceLot', 'export'),
    tags,
    summary: '导出验收申请 (.xlsx, the list filters without paging)',
    handler: async (req, reply) => {
      await assertAction(db, req.user, req.query.proId, ACCEPTANCE_MENU, 'export', req.lang);
      const rows = await allAcceptances(db, req.query, req.lang);
      const lang = req.lang;
      const keys = [
        'code',
        'codeName',
        'lotNo',
        'location',
        'lotSize',
        'sampleSize',
        'status',
        'rejectReason',
        'applicantName',
        'createdAt',
        'acceptedAt',
      ] as const;
      async function* batches() {
        yield rows.map((a) => [
          a.code,
          a.codeName,
          a.lotNo,
          a.location,
          a.lotSize,
          a.sampleSize,
          ACCEPTANCE_STATUS_LABELS[a.status][lang],
          a.rejectReason,
          a.applicantName ?? '',
          time(a.createdAt),
          time(a.acceptedAt),
        ]);
      }
      return sendSheet(
        req,
        reply,
        ACCEPTANCE_EXPORT_TITLE[lang],
        'acceptance',
        keys.map((k) => ACCEPTANCE_LABELS[k][lang]),
        batches(),
      );
    },
  });

  callRoute(app, acceptanceCalls.exportTrail, {
    who: onProject('AcceptanceLot', 'export'),
    tags,
    summary: '导出审批记录 (.xlsx: every action on one record, from application to acceptance)',
    handler: async (req, reply) => {
      const projectId = await projectOfAcceptance(db, req.query.id, req.lang);
      await assertAction(db, req.user, projectId, ACCEPTANCE_MENU, 'export', req.lang);
      const detail = await acceptanceDetail(db, req.query.id, req.lang);
      const lang = req.lang;
      const keys = ['time', 'actor', 'step', 'action', 'comment', 'attachments'] as const;
      async function* batches() {
        yield detail.trail.map((a) => [
          time(a.createdAt),
          a.actorName ?? '',
          a.stepKey ? stepLabel(a.stepKey, lang) : '',
          FLOW_ACTION_LABELS[a.action][lang],
          a.comment,
          a.attachments.join('\n'),
        ]);
      }
      const title = `${TRAIL_EXPORT_TITLE[lang]}-${detail.codeName}${detail.lotNo}`;
      return sendSheet(
        req,
        reply,
        title,
        `trail-${detail.id}`,
        keys.map((k) => ACCEPTANCE_LABELS[k][lang]),
        batches(),
      );
    },
  });
}

function sendSheet(
  req: FastifyRequest,
  reply: import('fastify').FastifyReply,
  title: string,
  ascii: string,
  headers: string[],
  batches: AsyncIterable<(string | number | null)[][]>,
) {
  const out = new PassThrough();
  const stamp = businessToday().replaceAll('-', '');
  writeSheet(
    out,
    title,
    headers.map((header) => ({ header, width: 20 })),
    batches,
  ).catch((err: unknown) => {
    req.log.error({ err }, 'acceptance export failed');
    out.destroy(err as Error);
  });
  return reply
    .type(XLSX_TYPE)
    .header('content-disposition', contentDisposition(`${title}-${stamp}.xlsx`, `${ascii}-${stamp}.xlsx`))
    .send(out);
}
