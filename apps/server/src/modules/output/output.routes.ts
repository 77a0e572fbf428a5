import { ok, outputCalls } from '@zhuji/shared';
import type { FastifyInstance } from 'fastify';
import { assertAction, assertMember, loadProject, onProject } from '../../platform/access';
import { callRoute } from '../../platform/http/call-route';
import { OUTPUT_MENU } from './output.messages';
import {
  checkOutput,
  markOutputNoticeRead,
  outputNoticeFor,
  outputParams,
  setOutputParams,
} from './output.service';
import { outputReportRoutes } from './output-report.routes';

/** Output value (产值): the monthly report reminder and its parameters (docs/product.md §4, docs/domains/output.md). */
export async function outputRoutes(app: FastifyInstance) {
  callRoute(app, outputCalls.params, {
    who: { kind: 'projectMember' },
    tags: ['output'],
    summary: '产值提醒参数 (output-notice parameters; defaults 5 and 20)',
    handler: async (req) => {
      await assertMember(app.db, req.user.userId, req.query.projectId, req.lang);
      return ok(await outputParams(app.db, req.query.projectId));
    },
  });
  callRoute(app, outputCalls.showOutputNotice, {
    who: { kind: 'projectMember', note: 'the caller’s own notice flag' },
    tags: ['output'],
    summary: '是否显示产值提醒 (show-output-notice: is the monthly output notice due for the caller)',
    description:
      'Between the 5th and the 28th, last month not filed, the project running, not closed this month. Members only (403); without projectId the current project.',
    handler: async (req) => {
      const projectId = req.query.projectId ?? req.user.currentProjectId;
      if (projectId === null) return ok({ projectId: null, show: false });
      await assertMember(app.db, req.user.userId, projectId, req.lang);
      return ok({ projectId, show: await outputNoticeFor(app.db, req.user.userId, projectId) });
    },
  });
  callRoute(app, outputCalls.noticeRead, {
    who: { kind: 'projectMember', note: 'the caller’s own notice flag' },
    tags: ['output'],
    summary: '产值提醒已读 (close the output notice for this month)',
    handler: async (req) => {
      await assertMember(app.db, req.user.userId, req.body.projectId, req.lang);
      await markOutputNoticeRead(app.db, req.user.userId, req.body.projectId);
      return ok(null);
    },
  });
}

/** The monthly report (kit resource) plus the hand-written check and parameter update. */
export async function outputReportModuleRoutes(app: FastifyInstance) {
  await app.register(outputReportRoutes);
  callRoute(app, outputCalls.outputCheck, {
    who: onProject('ProjectOutput', 'add'),
    tags: ['outputReport'],
    summary: '产值校核 (output-value check: the figures a report would have and its warnings)',
    description: 'Needs add on ProjectOutput. Nothing is written.',
    handler: async (req) => {
      await loadProject(app.db, req.body.projectId, req.lang);
      await assertAction(app.db, req.user, req.body.projectId, OUTPUT_MENU, 'add', req.lang);
      return ok(await checkOutput(app.db, req.body, req.lang));
    },
  });
  callRoute(app, outputCalls.paramsUpdate, {
    who: onProject('ProjectOutput', 'update'),
    tags: ['output'],
    summary: '修改产值提醒参数 (set the project’s output-notice days)',
    description: 'Needs update on ProjectOutput.',
    handler: async (req) => {
      await loadProject(app.db, req.body.projectId, req.lang);
      await assertAction(app.db, req.user, req.body.projectId, OUTPUT_MENU, 'update', req.lang);
      return ok(await setOutputParams(app.db, { userId: req.user.userId, ip: req.ip }, req.body));
    },
  });
}
