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
import { fieldError } from '../project/project-access';
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

  // ---- options -----------------------------------------------------------------------------
  r.get(
    '/api/inspection/rebar/option',
    {
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
  r.get(
    '/api/inspection/rebar/manufacturer',
    {
      schema: {
        tags,
        summary: '本项目已登记的钢筋生产厂家',
        querystring: kitProjectQuerySchema,
        response: { 200: envelopeSchema(z.array(z.string())) },
      },
    },
    async (req) => {
      await guard(db, req.user, req.query.proId, 'list', req.lang);
      return ok(await manufacturers(db, req.query.proId));
    },
  );
  r.get(
    '/api/inspection/rebar/statisticsDetail',
    {
      schema: {
        tags,
        summary: '材料检测统计 (batches by status and grade, joint lots, concrete)',
        querystring: kitProjectQuerySchema,
        response: { 200: envelopeSchema(rebarStatisticsSchema) },
      },
    },
    async (req) => {
      await guard(db, req.user, req.query.proId, 'list', req.lang);
      return ok(await statistics(db, req.query.proId));
    },
  );

  r.get(
    '/api/inspection/rebar/pileOptions',
    {
      schema: {
        tags,
        summary: '桩号选项（钢筋笼、浇筑关联用）',
        querystring: kitProjectQuerySchema,
        response: { 200: envelopeSchema(z.array(z.object({ pileId: z.number(), pileNo: z.string() }))) },
      },
    },
    async (req) => {
      await guard(db, req.user, req.query.proId, 'list', req.lang);
      return ok(await pileOptions(db, req.query.proId));
    },
  );

  // ---- rebar batches -------------------------------------------------------------------------
  r.get(
    '/api/inspection/rebar/list',
    {
      schema: {
        tags,
        summary: '钢筋检验批列表',
        querystring: rebarListQuerySchema,
        response: { 200: envelopeSchema(rebarPageSchema) },
      },
    },
    async (req) => {
      await guard(db, req.user, req.query.proId, 'list', req.lang);
      return ok(await listBatches(db, req.query));
    },
  );
  const batchDetailHandler = async (req: FastifyRequest<{ Querystring: { id: number } }>) => {
    const b = await loadBatch(db, req.query.id, req.lang);
    await guard(db, req.user, b.projectId, 'detail', req.lang);
    return ok(await batchDetail(db, b.id, req.lang));
  };
  for (const url of ['/api/inspection/rebar/detail', '/api/registration/rebar/detail'])
    r.get(
      url,
      {
        schema: {
          tags,
          summary: '钢筋检验批详情（含复试）',
          querystring: kitIdQuerySchema,
          response: { 200: envelopeSchema(rebarBatchDetailSchema) },
        },
      },
      batchDetailHandler,
    );
  for (const [url, summary] of [
    ['/api/inspection/rebar/add', '新增钢筋检验批'],
    ['/api/inspection/rebar/update', '修改钢筋检验批'],
    ['/api/registration/rebar/add', '进场登记：新增钢筋检验批'],
    ['/api/registration/rebar/update', '进场登记：修改钢筋检验批'],
  ] as const)
    r.post(
      url,
      {
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
  r.post(
    '/api/inspection/rebar/test',
    {
      schema: {
        tags,
        summary: '录入复试结果（第 1 轮复试 / 第 2 轮双倍复试）',
        body: rebarTestSaveSchema,
        response: { 200: envelopeSchema(rebarBatchDetailSchema) },
      },
    },
    async (req) => ok(await saveTest(db, req.user, actor(req), req.body, req.lang)),
  );
  r.post(
    '/api/inspection/rebar/listByNumbers',
    {
      schema: {
        tags,
        summary: '按检验批编号查询',
        body: listByNumbersSchema,
        response: { 200: envelopeSchema(z.array(rebarBatchItemSchema)) },
      },
    },
    async (req) => {
      await guard(db, req.user, req.body.projectId, 'list', req.lang);
      return ok(await listByNumbers(db, req.body.projectId, req.body.numbers));
    },
  );
  r.post(
    '/api/inspection/rebar/remove',
    {
      schema: {
        tags,
        summary: '删除钢筋检验批（连同复试）',
        body: removeSchema,
        response: { 200: envelopeSchema(z.number()) },
      },
    },
    async (req) => ok(await removeBatches(db, req.user, actor(req), req.body.ids, req.lang)),
  );
  r.post(
    '/api/inspection/rebar/removeBySspId',
    {
      schema: {
        tags,
        summary: '按进场登记删除（登记及其钢筋检验批、混凝土）',
        body: removeBySspIdSchema,
        response: { 200: envelopeSchema(z.object({ rebar: z.number(), concrete: z.number() })) },
      },
    },
    async (req) => ok(await removeBySspId(db, req.user, actor(req), req.body.sspId, req.lang)),
  );

  // ---- concrete ------------------------------------------------------------------------------
  r.get(
    '/api/inspection/rebar/concreteList',
    {
      schema: {
        tags,
        summary: '混凝土进场列表',
        querystring: concreteListQuerySchema,
        response: { 200: envelopeSchema(concretePageSchema) },
      },
    },
    async (req) => {
      await guard(db, req.user, req.query.proId, 'list', req.lang);
      return ok(await listConcrete(db, req.query));
    },
  );
  r.get(
    '/api/inspection/rebar/concretePile',
    {
      schema: {
        tags,
        summary: '某根桩的混凝土进场记录',
        querystring: concretePileQuerySchema,
        response: { 200: envelopeSchema(z.array(concreteItemSchema)) },
      },
    },
    async (req) => {
      const p = await loadPileProject(db, req.query.pileId, req.lang);
      await guard(db, req.user, p.projectId, 'detail', req.lang);
      return ok(await concreteOfPile(db, req.query.pileId));
    },
  );
  r.post(
    '/api/inspection/rebar/concreteCheck',
    {
      schema: {
        tags,
        summary: '混凝土进场及氯离子检测（新增或修改）',
        body: concreteCheckSchema,
        response: { 200: envelopeSchema(concreteItemSchema) },
      },
    },
    async (req) => ok(await concreteCheck(db, req.user, actor(req), req.body, req.lang)),
  );

  // ---- welding and sleeve ------------------------------------------------------------------
  for (const category of ['welding', 'sleeve'] as const) {
    const base = `/api/inspection/${category}`;
    const name = category === 'welding' ? '钢筋焊接接头' : '钢筋机械连接接头';
    r.get(
      `${base}/list`,
      {
        schema: {
          tags,
          summary: `${name}检验批列表`,
          querystring: jointListQuerySchema,
          response: { 200: envelopeSchema(jointPageSchema) },
        },
      },
      async (req) => {
        await guard(db, req.user, req.query.proId, 'list', req.lang);
        return ok(await listLots(db, category, req.query));
      },
    );
    r.get(
      `${base}/detail`,
      {
        schema: {
          tags,
          summary: `${name}检验批详情`,
          querystring: kitIdQuerySchema,
          response: { 200: envelopeSchema(jointLotItemSchema) },
        },
      },
      async (req) => {
        const lot = await loadLot(db, req.query.id, category, req.lang);
        await guard(db, req.user, lot.projectId, 'detail', req.lang);
        return ok(await lotDetail(db, lot.id, category, req.lang));
      },
    );
    const bodySchema = category === 'welding' ? weldLotSaveSchema : sleeveLotSaveSchema;
    for (const op of ['add', 'update'] as const)
      r.post(
        `${base}/${op}`,
        {
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
    r.get(
      `${base}/delete`,
      {
        schema: {
          tags,
          summary: `删除${name}检验批`,
          querystring: deleteQuerySchema,
          response: { 200: envelopeSchema(z.number()) },
        },
      },
      async (req) => ok(await deleteLot(db, req.user, actor(req), req.query.id, category, req.lang)),
    );
  }

  // ---- registrations -----------------------------------------------------------------------
  r.get(
    '/api/registration/list',
    {
      schema: {
        tags,
        summary: '材料进场登记列表',
        querystring: registrationListQuerySchema,
        response: { 200: envelopeSchema(registrationPageSchema) },
      },
    },
    async (req) => {
      await guard(db, req.user, req.query.proId, 'list', req.lang);
      return ok(await listRegistrations(db, req.query));
    },
  );
  for (const op of ['add', 'update'] as const)
    r.post(
      `/api/registration/${op}`,
      {
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
  r.post(
    '/api/registration/apply',
    {
      schema: {
        tags,
        summary: '材料报审 (GB/T 50319 B.0.6): submit an accepted receipt to supervision',
        body: registrationApplySchema,
        response: { 200: envelopeSchema(registrationDetailSchema) },
      },
    },
    async (req) => ok(await applyRegistration(db, req.user, actor(req), req.body, req.lang)),
  );
  r.get(
    '/api/registration/detail',
    {
      schema: {
        tags,
        summary: '材料进场登记详情',
        querystring: kitIdQuerySchema,
        response: { 200: envelopeSchema(registrationDetailSchema) },
      },
    },
    async (req) => {
      const reg = await loadRegistration(db, req.query.id, req.lang);
      await guard(db, req.user, reg.projectId, 'detail', req.lang);
      return ok(await registrationDetail(db, reg.id, req.lang));
    },
  );
  r.get(
    '/api/registration/concrete/pileList',
    {
      schema: {
        tags,
        summary: '已进场混凝土的桩（方量及氯离子检测）',
        querystring: kitProjectQuerySchema,
        response: { 200: envelopeSchema(z.array(concretePileEntrySchema)) },
      },
    },
    async (req) => {
      await guard(db, req.user, req.query.proId, 'list', req.lang);
      return ok(await concretePileList(db, req.query.proId));
    },
  );
  r.get(
    '/api/inspection/getByPile',
    {
      schema: {
        tags,
        summary: '单桩材料：钢筋笼所用钢筋批、接头批及混凝土',
        querystring: concretePileQuerySchema,
        response: { 200: envelopeSchema(pileMaterialSchema) },
      },
    },
    async (req) => {
      const p = await loadPileProject(db, req.query.pileId, req.lang);
      await guard(db, req.user, p.projectId, 'detail', req.lang);
      return ok(await materialOfPile(db, req.query.pileId, p.pileNo));
    },
  );
  r.post(
    '/api/foundation/report/list',
    {
      schema: {
        tags,
        summary: '基础工程材料检测报告列表',
        body: foundationReportQuerySchema,
        response: { 200: envelopeSchema(foundationReportPageSchema) },
      },
    },
    async (req) => {
      await guard(db, req.user, req.body.projectId, 'list', req.lang);
      return ok(await foundationReports(db, req.body));
    },
  );
  r.post(
    '/api/materialReceipt/getReportDetailQC',
    {
      schema: {
        tags,
        summary: '材料进场与检测报告关联 (a receipt → its inspection reports)',
        body: reportDetailQCQuerySchema,
        response: { 200: envelopeSchema(reportDetailQCSchema) },
      },
    },
    async (req) => {
      const reg = await loadRegistration(db, req.body.registrationId, req.lang);
      await guard(db, req.user, reg.projectId, 'detail', req.lang);
      return ok(await reportDetailQC(db, reg.id, req.lang));
    },
  );
}
