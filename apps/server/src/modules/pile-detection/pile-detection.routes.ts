import {
  checkStatusQuerySchema,
  checkStatusSchema,
  DETECTION_METHOD_CATEGORY,
  DETECTION_METHODS,
  DYNAMIC_TEST_METHODS,
  detectionBasisSaveSchema,
  detectionDetailSchema,
  detectionListQuerySchema,
  detectionPageSchema,
  detectionRequirementSchema,
  detectionResultSchema,
  detectionSaveSchema,
  detectionTypeSchema,
  drawCreateSchema,
  drawItemSchema,
  drawListQuerySchema,
  drawPageSchema,
  drawVerifySchema,
  envelopeSchema,
  govMoveSchema,
  govRandomSchema,
  govRegistrationSchema,
  govSubmissionSchema,
  govSubmitSchema,
  INTEGRITY_CLASSES,
  INTEGRITY_OUTCOMES,
  integrityClassInfoSchema,
  kitIdQuerySchema,
  kitProjectQuerySchema,
  manualCheckSchema,
  manualUpdateSchema,
  ok,
  pileDetectionInfoSchema,
  pileIdParamsSchema,
  pileNumberEntrySchema,
  pileNumberListQuerySchema,
  randomPileNumberQuerySchema,
  STATIC_PRESSURE_METHODS,
  STATIC_PRESSURE_REASONS,
  SUBMISSION_STATUSES,
  staticPressureOptionsSchema,
  subInspectionListQuerySchema,
  subInspectionPageSchema,
  subInspectionStatisticsSchema,
  subPileNumberQuerySchema,
  TUBULAR_GRADES,
  TUBULAR_SIZES,
  TUBULAR_TYPES,
  tubularTypeSchema,
} from '@zhuji/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { onProject } from '../../platform/access';
import { guardedRoutes } from '../../platform/kit/guarded-routes';
import {
  checkStatus,
  createDraw,
  DETECTION_MENU,
  detectionDetail,
  drawDetail,
  govMove,
  govRandom,
  govRegister,
  govSubmit,
  guard,
  listDetections,
  listDraws,
  listSubmissions,
  loadDetection,
  loadDraw,
  loadPileProject,
  manualCheck,
  manualUpdate,
  pileInfo,
  pileNumberList,
  requirement,
  saveBasis,
  saveDetection,
  subList,
  subPileNumbers,
  subStatistics,
  verifyDraw,
} from './pile-detection.service';

const tags = ['pile-detection'];
const actor = (req: FastifyRequest) => ({ userId: req.user.userId, ip: req.ip });

/**
 * Pile detection (spec §7.4 inspection/sub-inspection/government construction, §7.5 static pressure
 * and dynamic testing detail). Every call checks membership and the action on the PileDetection menu;
 * draws have no update or delete route, and the database refuses both.
 */
export async function pileDetectionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const route = guardedRoutes(app, { tags, guard, menu: DETECTION_MENU });

  // ---- option lists (any logged-in user) ------------------------------------------------------
  r.get(
    '/api/inspection/typeList',
    {
      config: { who: { kind: 'signedIn', note: 'reference list' } },
      schema: {
        tags,
        summary: '检测类型 (detection methods and the category each counts towards)',
        response: { 200: envelopeSchema(z.array(detectionTypeSchema)) },
      },
    },
    async () =>
      ok(DETECTION_METHODS.map((method) => ({ method, category: DETECTION_METHOD_CATEGORY[method] }))),
  );
  r.get(
    '/api/inspection/staticPressureMethod',
    {
      config: { who: { kind: 'signedIn', note: 'reference list' } },
      schema: {
        tags,
        summary: '静载加载方法与检测原因 (JGJ 106-2014 3.3.4, 4.3)',
        response: { 200: envelopeSchema(staticPressureOptionsSchema) },
      },
    },
    async () => ok({ methods: [...STATIC_PRESSURE_METHODS], reasons: [...STATIC_PRESSURE_REASONS] }),
  );
  r.get(
    '/api/inspection/dynamicTestMethod',
    {
      config: { who: { kind: 'signedIn', note: 'reference list' } },
      schema: {
        tags,
        summary: '动测方法',
        response: { 200: envelopeSchema(z.array(z.enum(DYNAMIC_TEST_METHODS))) },
      },
    },
    async () => ok([...DYNAMIC_TEST_METHODS]),
  );
  r.get(
    '/api/inspection/tubularTypeList',
    {
      config: { who: { kind: 'signedIn', note: 'reference list' } },
      schema: {
        tags,
        summary: '管桩型号 (GB/T 13476 pipe-pile types)',
        response: { 200: envelopeSchema(z.array(tubularTypeSchema)) },
      },
    },
    async () =>
      ok(
        TUBULAR_TYPES.flatMap((type) =>
          TUBULAR_SIZES.flatMap((s) =>
            TUBULAR_GRADES.map((grade) => ({
              code: `${type} ${s.diameterMm} ${grade} ${s.wallMm}`,
              type,
              diameterMm: s.diameterMm,
              wallMm: s.wallMm,
              grade,
            })),
          ),
        ),
      ),
  );
  r.get(
    '/api/subInspection/typeList',
    {
      config: { who: { kind: 'signedIn', note: 'reference list' } },
      schema: {
        tags,
        summary: '桩身完整性类别及处理 (JGJ 106-2014 3.5.1)',
        response: { 200: envelopeSchema(z.array(integrityClassInfoSchema)) },
      },
    },
    async () => ok(INTEGRITY_CLASSES.map((c) => ({ integrityClass: c, ...INTEGRITY_OUTCOMES[c] }))),
  );

  // ---- required counts and the basis --------------------------------------------------------
  route.get('/api/inspection/requirement', {
    summary: '应检数量与已检数量 (required detection counts per pile group and category)',
    querystring: kitProjectQuerySchema,
    response: detectionRequirementSchema,
    access: { action: 'list', project: (req) => req.query.proId },
    answer: (req) => requirement(db, req.query.proId),
  });
  route.post('/api/inspection/basis/save', {
    summary: '保存抽检依据 (ground, reliability, caps of a pile group)',
    body: detectionBasisSaveSchema,
    response: detectionRequirementSchema,
    access: 'service',
    who: onProject('PileDetection', 'update'),
    answer: (req) => saveBasis(db, req.user, actor(req), req.body, req.lang),
  });

  // ---- pile numbers and the random draw -----------------------------------------------------
  route.get('/api/inspection/pileNumberList', {
    summary: '桩号列表 (piles of a project or group with the methods tested)',
    querystring: pileNumberListQuerySchema,
    response: z.array(pileNumberEntrySchema),
    access: { action: 'list', project: (req) => req.query.proId },
    answer: (req) => pileNumberList(db, req.query.proId, req.query.groupId),
  });
  route.post('/api/inspection/randomPileNumberList', {
    summary: '随机抽选桩号 (seeded draw, stored with its inputs)',
    body: drawCreateSchema,
    response: drawItemSchema,
    access: 'service',
    who: onProject('PileDetection', 'add'),
    answer: (req) => createDraw(db, req.user, actor(req), req.body, req.lang),
  });
  route.get('/api/inspection/randomPileNumberList', {
    summary: '抽选记录 (one stored draw)',
    querystring: randomPileNumberQuerySchema,
    response: drawItemSchema,
    access: { action: 'detail', project: (req) => loadDraw(db, req.query.id, req.lang) },
    answer: (req, d) => drawDetail(db, d.id, req.lang),
  });
  route.get('/api/inspection/draw/list', {
    summary: '抽选记录列表',
    querystring: drawListQuerySchema,
    response: drawPageSchema,
    access: { action: 'list', project: (req) => req.query.proId },
    answer: (req) => listDraws(db, req.query),
  });
  route.get('/api/inspection/draw/verify', {
    summary: '复核抽选 (re-run a draw from its stored seed and inputs)',
    querystring: kitIdQuerySchema,
    response: drawVerifySchema,
    access: { action: 'detail', project: (req) => loadDraw(db, req.query.id, req.lang) },
    answer: (req, d) => verifyDraw(db, d.id, req.lang),
  });

  // ---- detection records --------------------------------------------------------------------
  route.get('/api/inspection/list', {
    summary: '检测记录列表',
    querystring: detectionListQuerySchema,
    response: detectionPageSchema,
    access: { action: 'list', project: (req) => req.query.proId },
    answer: (req) => listDetections(db, req.query),
  });
  route.get('/api/inspection/detail', {
    summary: '检测记录详情 (with each pile result)',
    querystring: kitIdQuerySchema,
    response: detectionDetailSchema,
    access: { action: 'detail', project: (req) => loadDetection(db, req.query.id, req.lang) },
    answer: (req, d) => detectionDetail(db, d.id, req.lang),
  });
  for (const [path, summary] of [
    ['/api/inspection/add', '新增检测记录'],
    ['/api/inspection/update', '修改检测记录'],
  ] as const) {
    r.post(
      path,
      {
        config: {
          who: onProject(
            'PileDetection',
            path.endsWith('/add') ? 'add' : 'update',
            'the detecting company enters results (assertEnters)',
          ),
        },
        schema: {
          tags,
          summary,
          body: path.endsWith('add')
            ? detectionSaveSchema.omit({ id: true })
            : detectionSaveSchema.required({ id: true }),
          response: { 200: envelopeSchema(detectionDetailSchema) },
        },
      },
      async (req) => ok(await saveDetection(db, req.user, actor(req), req.body, req.lang)),
    );
  }
  const pileInfoHandler = async (req: FastifyRequest<{ Params: { id: number } }>) => {
    const projectId = await loadPileProject(db, req.params.id, req.lang);
    await guard(db, req.user, projectId, 'detail', req.lang);
    return ok(await pileInfo(db, req.params.id, req.lang));
  };
  r.get(
    '/api/inspection/inspectInfo/:id',
    {
      config: { who: onProject('PileDetection', 'detail') },
      schema: {
        tags,
        summary: '单桩检测信息 (draws and results of one pile)',
        params: pileIdParamsSchema,
        response: { 200: envelopeSchema(pileDetectionInfoSchema) },
      },
    },
    pileInfoHandler,
  );
  r.get(
    '/api/pile/staticDynamicDetail/:id',
    {
      config: { who: onProject('PileDetection', 'detail') },
      schema: {
        tags,
        summary: '静载及动测详情 (spec §7.5: the pile page tab)',
        params: pileIdParamsSchema,
        response: { 200: envelopeSchema(pileDetectionInfoSchema) },
      },
    },
    pileInfoHandler,
  );

  // ---- sub-inspections ----------------------------------------------------------------------
  route.get('/api/subInspection/statistics', {
    summary: '检测结果统计',
    querystring: kitProjectQuerySchema,
    response: subInspectionStatisticsSchema,
    access: { action: 'list', project: (req) => req.query.proId },
    answer: (req) => subStatistics(db, req.query.proId),
  });
  route.get('/api/subInspection/getCheckStatus', {
    summary: '核查状态',
    querystring: checkStatusQuerySchema,
    response: checkStatusSchema,
    access: { action: 'detail', project: (req) => loadDetection(db, req.query.detectionId, req.lang) },
    answer: (_req, d) => checkStatus(db, d.id),
  });
  route.get('/api/subInspection/getList', {
    summary: '单桩检测结果列表',
    querystring: subInspectionListQuerySchema,
    response: subInspectionPageSchema,
    access: { action: 'list', project: (req) => req.query.proId },
    answer: (req) => subList(db, req.query),
  });
  route.get('/api/subInspection/getPileNumberList', {
    summary: '检测记录的桩号',
    querystring: subPileNumberQuerySchema,
    response: z.array(z.string()),
    access: { action: 'detail', project: (req) => loadDetection(db, req.query.detectionId, req.lang) },
    answer: (_req, d) => subPileNumbers(db, d.id),
  });
  route.post('/api/subInspection/manualCheck', {
    summary: '监理核查 (mark results checked)',
    body: manualCheckSchema,
    response: z.object({ checked: z.number().int() }),
    access: 'service',
    who: onProject('PileDetection', 'update', 'a supervisor of the project'),
    answer: (req) => manualCheck(db, req.user, actor(req), req.body.ids, req.lang),
  });
  route.post('/api/subInspection/manualUpdate', {
    summary: '人工修正单桩结果 (with a logged reason)',
    body: manualUpdateSchema,
    response: detectionResultSchema,
    access: 'service',
    who: onProject('PileDetection', 'update', 'the detecting company (assertEnters)'),
    answer: (req) => manualUpdate(db, req.user, actor(req), req.body, req.lang),
  });

  // ---- government construction: submit → random → move → registration ----------------------
  const submissionList = { 200: envelopeSchema(z.array(govSubmissionSchema)) };
  const listQuery = kitProjectQuerySchema.extend({ status: z.enum(SUBMISSION_STATUSES).optional() });
  for (const [path, status] of [
    ['submit', undefined],
    ['random', 'drawn'],
    ['registration', 'registered'],
  ] as const) {
    r.get(
      `/api/government/construction/${path}`,
      {
        config: { who: onProject('PileDetection', 'list') },
        schema: {
          tags,
          summary: `政府抽检送检清单 (${path}: the submissions${status ? ` in state ${status}` : ''})`,
          querystring: listQuery,
          response: submissionList,
        },
      },
      async (req) => {
        await guard(db, req.user, req.query.proId, 'list', req.lang);
        return ok(await listSubmissions(db, req.query.proId, req.query.status ?? status));
      },
    );
  }
  route.get('/api/government/construction/move', {
    summary: '调桩记录 (the logged replacements of a draw)',
    querystring: kitIdQuerySchema,
    response: drawItemSchema,
    access: { action: 'detail', project: (req) => loadDraw(db, req.query.id, req.lang) },
    answer: (req, d) => drawDetail(db, d.id, req.lang),
  });
  const submissionOne = { 200: envelopeSchema(govSubmissionSchema) };
  r.post(
    '/api/government/construction/submit',
    {
      config: { who: onProject('PileDetection', 'add', 'not a regulator') },
      schema: { tags, summary: '施工单位提交候选桩清单', body: govSubmitSchema, response: submissionOne },
    },
    async (req) => ok(await govSubmit(db, req.user, actor(req), req.body, req.lang)),
  );
  r.post(
    '/api/government/construction/random',
    {
      config: {
        who: { kind: 'regulator', note: 'a regulator holding update on PileDetection of the project' },
      },
      schema: { tags, summary: '质监站随机抽选', body: govRandomSchema, response: submissionOne },
    },
    async (req) => ok(await govRandom(db, req.user, actor(req), req.body, req.lang)),
  );
  r.post(
    '/api/government/construction/move',
    {
      config: {
        who: { kind: 'regulator', note: 'a regulator holding update on PileDetection of the project' },
      },
      schema: {
        tags,
        summary: '调桩（替换无法检测的桩并记录原因）',
        body: govMoveSchema,
        response: submissionOne,
      },
    },
    async (req) => ok(await govMove(db, req.user, actor(req), req.body, req.lang)),
  );
  r.post(
    '/api/government/construction/registration',
    {
      config: { who: onProject('PileDetection', 'update') },
      schema: { tags, summary: '登记为检测方案', body: govRegistrationSchema, response: submissionOne },
    },
    async (req) => ok(await govRegister(db, req.user, actor(req), req.body.submissionId, req.lang)),
  );
}
