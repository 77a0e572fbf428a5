import { businessDateTimeOf, businessToday, ok, warningCalls } from '@zhuji/shared';
import type { FastifyInstance } from 'fastify';
import { assertAction, loadProject, onProject } from '../../platform/access';
import { callRoute } from '../../platform/http/call-route';
import { replyWithSheet } from '../../platform/kit/excel';
import {
  ABNORMAL_TITLE,
  EXPORT_COLUMNS,
  LEVEL_NAMES,
  RULE_NAMES,
  STATUS_NAMES,
  WARNING_ABNORMAL_MENU,
  WARNING_CONFIG_MENU,
} from './warning.messages';
import {
  abnormalPage,
  collectAbnormal,
  filterAbnormal,
  updateWarningConfig,
  warningConfig,
} from './warning.service';

const tags = ['warning'];
const EXPORT_KEYS = Object.keys(EXPORT_COLUMNS) as (keyof typeof EXPORT_COLUMNS)[];

/**
 * Early warning (预警管理): the abnormal list of a project (menu WarningAbnormal) and its warning
 * configuration (menu WarningConfig: managers update, everyone on the project reads).
 */
export async function warningRoutes(app: FastifyInstance) {
  const db = app.db;

  callRoute(app, warningCalls.abnormalList, {
    who: onProject('WarningAbnormal', 'list'),
    tags,
    summary:
      '异常清单 (every abnormal item of the project: recorded ones and live rule checks, paged, with counts per type)',
    description:
      'Needs list on WarningAbnormal; each source is included when the caller may list its own page.',
    handler: async (req) => {
      await loadProject(db, req.query.proId, req.lang);
      await assertAction(db, req.user, req.query.proId, WARNING_ABNORMAL_MENU, 'list', req.lang);
      return ok(await abnormalPage(db, req.user, req.query, req.lang));
    },
  });

  callRoute(app, warningCalls.abnormalExport, {
    who: onProject('WarningAbnormal', 'export'),
    tags,
    summary: '导出异常清单 (.xlsx, the same filters as the list, without paging)',
    description: 'Needs export on WarningAbnormal.',
    handler: async (req, reply) => {
      const lang = req.lang;
      await loadProject(db, req.query.proId, lang);
      await assertAction(db, req.user, req.query.proId, WARNING_ABNORMAL_MENU, 'export', lang);
      const { items } = await collectAbnormal(db, req.user, req.query.proId, lang);
      const rows = filterAbnormal(items, req.query).map((i) => [
        RULE_NAMES[i.type][lang],
        LEVEL_NAMES[i.level][lang],
        i.title,
        i.detail,
        i.related,
        businessDateTimeOf(i.raisedAt),
        STATUS_NAMES[i.status][lang],
      ]);
      async function* batches() {
        yield rows;
      }
      const stamp = businessToday().replaceAll('-', '');
      return replyWithSheet(reply, req.log, {
        title: ABNORMAL_TITLE[lang],
        filename: `${ABNORMAL_TITLE[lang]}-${stamp}.xlsx`,
        asciiName: `abnormal-items-${stamp}.xlsx`,
        columns: EXPORT_KEYS.map((k) => ({
          header: EXPORT_COLUMNS[k][lang],
          width: k === 'detail' ? 60 : k === 'title' ? 40 : 16,
        })),
        batches: batches(),
      });
    },
  });

  callRoute(app, warningCalls.config, {
    who: onProject('WarningConfig', 'list'),
    tags,
    summary: '预警配置 (every rule of the project: enabled, threshold, roles notified; defaults until saved)',
    description: 'Needs list on WarningConfig.',
    handler: async (req) => {
      await loadProject(db, req.query.proId, req.lang);
      await assertAction(db, req.user, req.query.proId, WARNING_CONFIG_MENU, 'list', req.lang);
      return ok(await warningConfig(db, req.query.proId));
    },
  });

  callRoute(app, warningCalls.updateConfig, {
    who: onProject('WarningConfig', 'update'),
    tags,
    summary: '修改预警配置 (one transaction, audited; the abnormal list follows at once)',
    description: 'Needs update on WarningConfig (managers).',
    handler: async (req) => {
      await loadProject(db, req.body.projectId, req.lang);
      await assertAction(db, req.user, req.body.projectId, WARNING_CONFIG_MENU, 'update', req.lang);
      return ok(await updateWarningConfig(db, { userId: req.user.userId, ip: req.ip }, req.body, req.lang));
    },
  });
}
