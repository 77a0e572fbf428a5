import { ok, RISK_CATEGORIES, riskCalls, riskSourceContract } from '@zhuji/shared';
import type { FastifyInstance } from 'fastify';
import { assertAction, fieldError, loadProject, onProject } from '../../platform/access';
import { AppError } from '../../platform/envelope';
import { callRoute } from '../../platform/http/call-route';
import { defineResource } from '../../platform/kit/define-resource';
import type { WriteContext } from '../../platform/kit/resource-service';
import {
  RISK_SOURCE_LABELS as L,
  RISK_INSPECTION_MENU,
  RISK_SOURCE_MENU,
  RISK_SOURCE_TITLE,
  riskMessage,
} from './risk.messages';
import {
  addRiskInspection,
  listRiskInspections,
  projectOfInspection,
  riskInspectionDetail,
  riskSourceSummary,
  sourceInspected,
  toSourceItem,
} from './risk.service';
import { riskSource } from './risk.table';

/**
 * The register's rules, on the record as it will be: the end not before the start; 已论证 only above
 * the scale (31号文: only 超过一定规模的危大工程 are reviewed by experts) and with the review's date;
 * an inspected source is not removed (its inspections and notices refer to it). 422/409, nothing written.
 */
async function checkSourceRules(ctx: WriteContext) {
  const { lang } = ctx;
  if (ctx.action === 'remove') {
    const before = ctx.before as { id: number; name: string } | null;
    if (before && (await sourceInspected(ctx.tx, before.id)))
      throw new AppError(riskMessage('inspectedNoRemove', lang, { name: before.name }), 409, 409);
    return;
  }
  const merged = { ...ctx.before, ...ctx.values } as Record<string, unknown>;
  const start = merged.startDate as string | null | undefined;
  const end = merged.endDate as string | null | undefined;
  if (start && end && end < start) throw fieldError('endDate', riskMessage('endBeforeStart', lang), lang);
  if (merged.planStatus === 'REVIEWED') {
    if (merged.scale !== 'OVER_SCALE')
      throw fieldError('planStatus', riskMessage('reviewOnlyOverScale', lang), lang);
    if (!merged.reviewDate) throw fieldError('reviewDate', riskMessage('reviewDateRequired', lang), lang);
  }
}

const riskSourceResource = defineResource({
  name: 'riskSource',
  prefix: 'risk/source',
  title: RISK_SOURCE_TITLE,
  table: riskSource,
  menu: RISK_SOURCE_MENU,
  projectScoped: true,
  contract: riskSourceContract,
  fields: {
    sourceNo: { column: riskSource.sourceNo, type: 'text', label: L.sourceNo, search: true },
    name: { column: riskSource.name, type: 'text', label: L.name, search: true },
    category: { column: riskSource.category, type: 'text', label: L.category },
    scale: { column: riskSource.scale, type: 'text', label: L.scale },
    location: { column: riskSource.location, type: 'text', label: L.location, search: true },
    riskLevel: { column: riskSource.riskLevel, type: 'text', label: L.riskLevel },
    measures: { column: riskSource.measures, type: 'text', label: L.measures },
    responsible: { column: riskSource.responsible, type: 'text', label: L.responsible, search: true },
    planStatus: { column: riskSource.planStatus, type: 'text', label: L.planStatus },
    reviewDate: { column: riskSource.reviewDate, type: 'text', label: L.reviewDate },
    startDate: { column: riskSource.startDate, type: 'text', label: L.startDate },
    endDate: { column: riskSource.endDate, type: 'text', label: L.endDate },
    lastInspectedOn: { column: riskSource.lastInspectedOn, type: 'text', label: L.lastInspectedOn },
    createdAt: { column: riskSource.createdAt, type: 'datetime', label: L.createdAt },
  },
  filters: {
    category: { field: 'category', op: 'eq' },
    scale: { field: 'scale', op: 'eq' },
    riskLevel: { field: 'riskLevel', op: 'eq' },
    planStatus: { field: 'planStatus', op: 'eq' },
  },
  defaultSort: { field: 'sourceNo', order: 'asc' },
  exportColumns: [
    'sourceNo',
    'name',
    'category',
    'scale',
    'location',
    'riskLevel',
    'measures',
    'responsible',
    'planStatus',
    'reviewDate',
    'startDate',
    'endDate',
    'lastInspectedOn',
  ],
  naturalKey: ['sourceNo'],
  example: (n) => ({
    sourceNo: `WX-${String(n).padStart(3, '0')}`,
    name: `${(n % 6) + 1}#塔吊安装拆卸`,
    category: RISK_CATEGORIES[n % RISK_CATEGORIES.length] ?? 'OTHER',
    scale: 'DANGEROUS' as const,
    location: `${(n % 6) + 1}#楼 北侧`,
    riskLevel: 'HIGH' as const,
    measures: '专项方案交底，持证上岗，设警戒区。',
    responsible: '王建军',
    planStatus: 'APPROVED' as const,
    startDate: '2026-10-01',
  }),
  toItem: (row: typeof riskSource.$inferSelect) => toSourceItem(row),
  hooks: { beforeWrite: checkSourceRules },
});

const tags = ['risk'];

/** Risk control (风险管控): the register (kit resource), its summary, and the inspections. */
export async function riskRoutes(app: FastifyInstance) {
  await app.register(riskSourceResource);
  const db = app.db;

  callRoute(app, riskCalls.sourceSummary, {
    who: onProject('RiskSource', 'list'),
    tags,
    summary: '危险源统计 (per level, 危大工程, plans missing, major sources overdue for inspection)',
    description: 'Needs list on RiskSource.',
    handler: async (req) => {
      await loadProject(db, req.query.proId, req.lang);
      await assertAction(db, req.user, req.query.proId, RISK_SOURCE_MENU, 'list', req.lang);
      return ok(await riskSourceSummary(db, req.query.proId));
    },
  });

  callRoute(app, riskCalls.inspectionList, {
    who: onProject('RiskInspection', 'list'),
    tags,
    summary: '风险巡查记录 (newest first, with each check and the status of its rectification)',
    description: 'Needs list on RiskInspection.',
    handler: async (req) => {
      await loadProject(db, req.query.proId, req.lang);
      await assertAction(db, req.user, req.query.proId, RISK_INSPECTION_MENU, 'list', req.lang);
      return ok(await listRiskInspections(db, req.query));
    },
  });

  callRoute(app, riskCalls.inspectionDetail, {
    who: onProject('RiskInspection', 'detail'),
    tags,
    summary: '风险巡查详情',
    description: 'Needs detail on RiskInspection of the record’s project.',
    handler: async (req) => {
      const projectId = await projectOfInspection(db, req.query.id, req.lang);
      await assertAction(db, req.user, projectId, RISK_INSPECTION_MENU, 'detail', req.lang);
      return ok(await riskInspectionDetail(db, req.query.id, req.lang));
    },
  });

  callRoute(app, riskCalls.inspectionAdd, {
    who: onProject('RiskInspection', 'add'),
    tags,
    summary: '登记风险巡查 (a hazard raises a rectification notice in the same transaction)',
    description: 'Needs add on RiskInspection.',
    handler: async (req) => {
      await loadProject(db, req.body.projectId, req.lang);
      await assertAction(db, req.user, req.body.projectId, RISK_INSPECTION_MENU, 'add', req.lang);
      return ok(await addRiskInspection(db, { userId: req.user.userId, ip: req.ip }, req.body, req.lang));
    },
  });
}
