import type { Language } from '@zhuji/shared';
import {
  CHLORIDE_LIMITS_UNCONFIRMED,
  chlorideCheckQuerySchema,
  chlorideCheckResultSchema,
  concreteCheckSchema,
  concreteItemSchema,
  concreteListQuerySchema,
  concretePageSchema,
  concretePileEntrySchema,
  concretePileQuerySchema,
  deleteQuerySchema,
  envelopeSchema,
  foundationReportPageSchema,
  foundationReportQuerySchema,
  jointListQuerySchema,
  jointLotItemSchema,
  jointPageSchema,
  judgeChloride,
  kitIdQuerySchema,
  kitProjectQuerySchema,
  listByNumbersSchema,
  ok,
  pileMaterialSchema,
  rebarBatchDetailSchema,
  rebarBatchItemSchema,
  rebarBatchSaveSchema,
  rebarListQuerySchema,
  rebarOptionSchema,
  rebarPageSchema,
  rebarStatisticsSchema,
  rebarTestSaveSchema,
  registrationApplySchema,
  registrationDetailSchema,
  registrationListQuerySchema,
  registrationPageSchema,
  registrationSaveSchema,
  removeBySspIdSchema,
  removeSchema,
  reportDetailQCQuerySchema,
  reportDetailQCSchema,
  sleeveLotSaveSchema,
  weldLotSaveSchema,
} from '@zhuji/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldError, onProject } from '../../platform/access';
import { guardedRoutes } from '../../platform/kit/guarded-routes';
import { materialMessage } from './material-inspection.messages';
import {
  applyRegistration,
  batchDetail,
  concreteCheck,
  concreteOfPile,
  concretePileList,
  deleteLot,
  foundationReports,
  guard,
  listBatches,
  listByNumbers,
  listConcrete,
  listLots,
  listRegistrations,
  loadBatch,
  loadLot,
  loadPileProject,
  loadRegistration,
  lotDetail,
  MATERIAL_MENU,
  manufacturers,
  materialOfPile,
  options,
  pileOptions,
  registrationDetail,
  removeBatches,
  removeBySspId,
  reportDetailQC,
  saveBatch,
  saveLot,
  saveRegistration,
  saveTest,
  statistics,
} from './material-inspection.service';

const tags = ['material-inspection'];
/** An update names its record (422 otherwise); an add never does. */
const needId = (id: number | undefined, lang: Language) => {
  if (!id) throw fieldError('id', materialMessage('idRequired', lang), lang);
  return id;
};
const actor = (req: FastifyRequest) => ({ userId: req.user.userId, ip: req.ip });

/**
 * Material inspection (spec §7.4 rebar, welding and sleeve, registration and the other calls).
 * Every call checks membership and the action on the MaterialInspection menu.
 */
export async function materialInspectionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const route = guardedRoutes(app, { tags, guard, menu: MATERIAL_MENU });

  // ---- options -----------------------------------------------------------------------------
  r.get(
    '/api/inspection/rebar/option',
    {
      config: { who: { kind: 'signedIn', note: 'reference list' } },
      schema: {
        tags,
        summary: '钢筋牌号、规格、焊接与机械连接、氯离子限值等选项',
        response: { 200: envelopeSchema(rebarOptionSchema) },
      },
    },
    async () => ok(options()),
  );
  r.get(
    '/api/inspection/rebar/chlorideCheck',
    {
      config: { who: { kind: 'signedIn', note: 'reference rule' } },
      schema: {
        tags,
        summary: '氯离子含量判定 (GB 50164-2011 3.1.8, limits unconfirmed)',
        querystring: chlorideCheckQuerySchema,
        response: { 200: envelopeSchema(chlorideCheckResultSchema) },
      },
    },
    async (req) =>
      ok({
        ...judgeChloride({
          environment: req.query.environment,
          chloridePercent: req.query.value,
          prestressed: req.query.prestressed,
        }),
        unconfirmed: CHLORIDE_LIMITS_UNCONFIRMED,
      }),
  );
  route.get('/api/inspection/rebar/manufacturer', {
    summary: '本项目已登记的钢筋生产厂家',
    querystring: kitProjectQuerySchema,
    response: z.array(z.string()),
    access: { action: 'list', project: (req) => req.query.proId },
    answer: (req) => manufacturers(db, req.query.proId),
  });
  route.get('/api/inspection/rebar/statisticsDetail', {
    summary: '材料检测统计 (batches by status and grade, joint lots, concrete)',
    querystring: kitProjectQuerySchema,
    response: rebarStatisticsSchema,
    access: { action: 'list', project: (req) => req.query.proId },
    answer: (req) => statistics(db, req.query.proId),
  });

  route.get('/api/inspection/rebar/pileOptions', {
    summary: '桩号选项（钢筋笼、浇筑关联用）',
    querystring: kitProjectQuerySchema,
    response: z.array(z.object({ pileId: z.number(), pileNo: z.string() })),
    access: { action: 'list', project: (req) => req.query.proId },
    answer: (req) => pileOptions(db, req.query.proId),
  });

  // ---- rebar batches -------------------------------------------------------------------------
  route.get('/api/inspection/rebar/list', {
    summary: '钢筋检验批列表',
    querystring: rebarListQuerySchema,
    response: rebarPageSchema,
    access: { action: 'list', project: (req) => req.query.proId },
    answer: (req) => listBatches(db, req.query),
  });
  route.get(['/api/inspection/rebar/detail', '/api/registration/rebar/detail'], {
    summary: '钢筋检验批详情（含复试）',
    querystring: kitIdQuerySchema,
    response: rebarBatchDetailSchema,
    access: { action: 'detail', project: (req) => loadBatch(db, req.query.id, req.lang) },
    answer: (req, b) => batchDetail(db, b.id, req.lang),
  });
  for (const [url, summary] of [
    ['/api/inspection/rebar/add', '新增钢筋检验批'],
    ['/api/inspection/rebar/update', '修改钢筋检验批'],
    ['/api/registration/rebar/add', '进场登记：新增钢筋检验批'],
    ['/api/registration/rebar/update', '进场登记：修改钢筋检验批'],
  ] as const)
    r.post(
      url,
      {
        config: { who: onProject('MaterialInspection', url.endsWith('/add') ? 'add' : 'update') },
        schema: {
          tags,
          summary,
          body: rebarBatchSaveSchema,
          response: { 200: envelopeSchema(rebarBatchDetailSchema) },
        },
      },
      async (req) => {
        const body = { ...req.body, id: url.endsWith('/update') ? needId(req.body.id, req.lang) : undefined };
        return ok(await saveBatch(db, req.user, actor(req), body, req.lang));
      },
    );
  route.post('/api/inspection/rebar/test', {
    summary: '录入复试结果（第 1 轮复试 / 第 2 轮双倍复试）',
    body: rebarTestSaveSchema,
    response: rebarBatchDetailSchema,
    access: 'service',
    who: onProject('MaterialInspection', 'add'),
    answer: (req) => saveTest(db, req.user, actor(req), req.body, req.lang),
  });
  route.post('/api/inspection/rebar/listByNumbers', {
    summary: '按检验批编号查询',
    body: listByNumbersSchema,
    response: z.array(rebarBatchItemSchema),
    access: { action: 'list', project: (req) => req.body.projectId },
    answer: (req) => listByNumbers(db, req.body.projectId, req.body.numbers),
  });
  route.post('/api/inspection/rebar/remove', {
    summary: '删除钢筋检验批（连同复试）',
    body: removeSchema,
    response: z.number(),
    access: 'service',
    who: onProject('MaterialInspection', 'remove'),
    answer: (req) => removeBatches(db, req.user, actor(req), req.body.ids, req.lang),
  });
  route.post('/api/inspection/rebar/removeBySspId', {
    summary: '按进场登记删除（登记及其钢筋检验批、混凝土）',
    body: removeBySspIdSchema,
    response: z.object({ rebar: z.number(), concrete: z.number() }),
    access: 'service',
    who: onProject('MaterialInspection', 'remove'),
    answer: (req) => removeBySspId(db, req.user, actor(req), req.body.sspId, req.lang),
  });

  // ---- concrete ------------------------------------------------------------------------------
  route.get('/api/inspection/rebar/concreteList', {
    summary: '混凝土进场列表',
    querystring: concreteListQuerySchema,
    response: concretePageSchema,
    access: { action: 'list', project: (req) => req.query.proId },
    answer: (req) => listConcrete(db, req.query),
  });
  route.get('/api/inspection/rebar/concretePile', {
    summary: '某根桩的混凝土进场记录',
    querystring: concretePileQuerySchema,
    response: z.array(concreteItemSchema),
    access: { action: 'detail', project: (req) => loadPileProject(db, req.query.pileId, req.lang) },
    answer: (req) => concreteOfPile(db, req.query.pileId),
  });
  route.post('/api/inspection/rebar/concreteCheck', {
    summary: '混凝土进场及氯离子检测（新增或修改）',
    body: concreteCheckSchema,
    response: concreteItemSchema,
    access: 'service',
    who: onProject('MaterialInspection', 'add'),
    answer: (req) => concreteCheck(db, req.user, actor(req), req.body, req.lang),
  });

  // ---- welding and sleeve ------------------------------------------------------------------
  for (const category of ['welding', 'sleeve'] as const) {
    const base = `/api/inspection/${category}`;
    const name = category === 'welding' ? '钢筋焊接接头' : '钢筋机械连接接头';
    route.get(`${base}/list`, {
      summary: `${name}检验批列表`,
      querystring: jointListQuerySchema,
      response: jointPageSchema,
      access: { action: 'list', project: (req) => req.query.proId },
      answer: (req) => listLots(db, category, req.query),
    });
    route.get(`${base}/detail`, {
      summary: `${name}检验批详情`,
      querystring: kitIdQuerySchema,
      response: jointLotItemSchema,
      access: { action: 'detail', project: (req) => loadLot(db, req.query.id, category, req.lang) },
      answer: (req, lot) => lotDetail(db, lot.id, category, req.lang),
    });
    const bodySchema = category === 'welding' ? weldLotSaveSchema : sleeveLotSaveSchema;
    for (const op of ['add', 'update'] as const)
      r.post(
        `${base}/${op}`,
        {
          config: { who: onProject('MaterialInspection', op) },
          schema: {
            tags,
            summary: `${op === 'add' ? '新增' : '修改'}${name}检验批（判定随保存）`,
            body: bodySchema,
            response: { 200: envelopeSchema(jointLotItemSchema) },
          },
        },
        async (req) => {
          const body = { ...req.body, id: op === 'update' ? needId(req.body.id, req.lang) : undefined };
          return ok(await saveLot(db, req.user, actor(req), category, body, req.lang));
        },
      );
    route.get(`${base}/delete`, {
      summary: `删除${name}检验批`,
      querystring: deleteQuerySchema,
      response: z.number(),
      access: 'service',
      who: onProject('MaterialInspection', 'remove'),
      answer: (req) => deleteLot(db, req.user, actor(req), req.query.id, category, req.lang),
    });
  }

  // ---- registrations -----------------------------------------------------------------------
  route.get('/api/registration/list', {
    summary: '材料进场登记列表',
    querystring: registrationListQuerySchema,
    response: registrationPageSchema,
    access: { action: 'list', project: (req) => req.query.proId },
    answer: (req) => listRegistrations(db, req.query),
  });
  for (const op of ['add', 'update'] as const)
    r.post(
      `/api/registration/${op}`,
      {
        config: { who: onProject('MaterialInspection', op) },
        schema: {
          tags,
          summary: `${op === 'add' ? '新增' : '修改'}材料进场登记`,
          body: registrationSaveSchema,
          response: { 200: envelopeSchema(registrationDetailSchema) },
        },
      },
      async (req) => {
        const body = { ...req.body, id: op === 'update' ? needId(req.body.id, req.lang) : undefined };
        return ok(await saveRegistration(db, req.user, actor(req), body, req.lang));
      },
    );
  route.post('/api/registration/apply', {
    summary: '材料报审 (GB/T 50319 B.0.6): submit an accepted receipt to supervision',
    body: registrationApplySchema,
    response: registrationDetailSchema,
    access: 'service',
    who: onProject('MaterialInspection', 'detail'),
    answer: (req) => applyRegistration(db, req.user, actor(req), req.body, req.lang),
  });
  route.get('/api/registration/detail', {
    summary: '材料进场登记详情',
    querystring: kitIdQuerySchema,
    response: registrationDetailSchema,
    access: { action: 'detail', project: (req) => loadRegistration(db, req.query.id, req.lang) },
    answer: (req, reg) => registrationDetail(db, reg.id, req.lang),
  });
  route.get('/api/registration/concrete/pileList', {
    summary: '已进场混凝土的桩（方量及氯离子检测）',
    querystring: kitProjectQuerySchema,
    response: z.array(concretePileEntrySchema),
    access: { action: 'list', project: (req) => req.query.proId },
    answer: (req) => concretePileList(db, req.query.proId),
  });
  route.get('/api/inspection/getByPile', {
    summary: '单桩材料：钢筋笼所用钢筋批、接头批及混凝土',
    querystring: concretePileQuerySchema,
    response: pileMaterialSchema,
    access: { action: 'detail', project: (req) => loadPileProject(db, req.query.pileId, req.lang) },
    answer: (req, p) => materialOfPile(db, req.query.pileId, p.pileNo),
  });
  route.post('/api/foundation/report/list', {
    summary: '基础工程材料检测报告列表',
    body: foundationReportQuerySchema,
    response: foundationReportPageSchema,
    access: { action: 'list', project: (req) => req.body.projectId },
    answer: (req) => foundationReports(db, req.body),
  });
  route.post('/api/materialReceipt/getReportDetailQC', {
    summary: '材料进场与检测报告关联 (a receipt → its inspection reports)',
    body: reportDetailQCQuerySchema,
    response: reportDetailQCSchema,
    access: { action: 'detail', project: (req) => loadRegistration(db, req.body.registrationId, req.lang) },
    answer: (req, reg) => reportDetailQC(db, reg.id, req.lang),
  });
}
