import {
  businessToday,
  envelopeSchema,
  kitIdQuerySchema,
  kitProjectQuerySchema,
  labSchema,
  lotEvaluationSchema,
  ok,
  pageSchema,
  pourAddSchema,
  pourItemSchema,
  reportVerifyQuerySchema,
  reportVerifySchema,
  SPECIMEN_CURINGS,
  specimenItemSchema,
  specimenLabelSchema,
  specimenLabelsQuerySchema,
  specimenLinkSchema,
  specimenListByNumbersQuerySchema,
  specimenListQuerySchema,
  specimenRemoveBySspIdSchema,
  specimenRemoveSchema,
  specimenUnlinkedCountQuerySchema,
  specimenUnlinkedCountSchema,
  submitAddSchema,
  submitAmendSchema,
  submitDetailSchema,
  submitItemSchema,
  submitListQuerySchema,
  submitNumberQuerySchema,
  submitReportSchema,
  submitResultSchema,
  submitUpdateSchema,
  TEST_BLOCK_NATURES,
  TEST_BLOCK_TYPES,
  testBlockRateSchema,
  testBlockWarningSchema,
  unlinkedSpecimenSchema,
} from '@zhuji/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertMember, onProject } from '../../platform/access';
import { AppError } from '../../platform/envelope';
import { replyWithSheet } from '../../platform/kit/excel';
import { guardedRoutes } from '../../platform/kit/guarded-routes';
import { StorageNotFoundError } from '../../platform/storage/storage';
import {
  addPour,
  addSubmission,
  amendResult,
  enterResults,
  guard,
  issueReport,
  linkSpecimen,
  listEvaluations,
  listLabs,
  listPours,
  listSpecimens,
  listSubmissions,
  listWarnings,
  receiveSubmission,
  reportEvidence,
  specimenExportBatches,
  specimenExportColumns,
  specimenLabels,
  specimensByNumbers,
  specimensOfPile,
  submissionDetail,
  submissionExportBatches,
  submitExportColumns,
  submitNumber,
  TEST_BLOCK_MENU,
  testBlockRate,
  unlinkedSpecimens,
  unlinkSpecimen,
  unlinkSubmission,
  updateSubmission,
  verifyReport,
  withReportQr,
} from './specimen.service';
import { reportSigningKey } from './specimen-signing';
import { unlinkedSpecimenCount } from './specimen-unlinked.service';

const tags = ['inspection'];
const actor = (req: FastifyRequest) => ({ userId: req.user.userId, ip: req.ip });
/** The address the caller reached us at (behind the proxy: its forwarded protocol and host). */
const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

/**
 * Inspection (检测): test blocks (试块) registered per pour, their association with piles, submissions to a
 * testing lab, the lab's results and signed reports, lot evaluation by GB/T 50107-2010 (spec §7.2, §7.4),
 * and the public report verification of spec §2.1.
 */
export async function specimenRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const route = guardedRoutes(app, { tags, guard, menu: TEST_BLOCK_MENU });
  const key = () => reportSigningKey(app.config.dataDir);

  r.get(
    '/api/inspection/specimen/unlinkedCount',
    {
      config: { who: { kind: 'projectMember' } },
      schema: {
        tags,
        summary: '未关联桩的试块组数 (specimen groups not linked to a pile)',
        querystring: specimenUnlinkedCountQuerySchema,
        response: { 200: envelopeSchema(specimenUnlinkedCountSchema) },
      },
    },
    async (req) => {
      await assertMember(app.db, req.user.userId, req.query.proId, req.lang);
      return ok(await unlinkedSpecimenCount(app.db, req.query.proId));
    },
  );

  // ---- option lists ----------------------------------------------------------------------------
  r.get(
    '/api/inspection/testBlockNature',
    {
      config: { who: { kind: 'signedIn', note: 'reference list' } },
      schema: {
        tags,
        summary: '试块性质 (what a group is kept for)',
        response: { 200: envelopeSchema(z.array(z.enum(TEST_BLOCK_NATURES))) },
      },
    },
    async () => ok([...TEST_BLOCK_NATURES]),
  );
  r.get(
    '/api/inspection/testBlockType',
    {
      config: { who: { kind: 'signedIn', note: 'reference list' } },
      schema: {
        tags,
        summary: '试块类型与规格 (test, cube sizes, ages, curing)',
        response: {
          200: envelopeSchema(
            z.object({
              types: z.array(z.enum(TEST_BLOCK_TYPES)),
              cubeSizes: z.array(z.number()),
              ages: z.array(z.number()),
              curings: z.array(z.enum(SPECIMEN_CURINGS)),
            }),
          ),
        },
      },
    },
    async () =>
      ok({
        types: [...TEST_BLOCK_TYPES],
        cubeSizes: [100, 150, 200],
        ages: [28, 60, 90],
        curings: [...SPECIMEN_CURINGS],
      }),
  );
  r.get(
    '/api/submit/labs',
    {
      config: { who: { kind: 'signedIn', note: 'reference list: active testing labs' } },
      schema: {
        tags,
        summary: '检测机构 (testing labs)',
        response: { 200: envelopeSchema(z.array(labSchema)) },
      },
    },
    async () => ok(await listLabs(db)),
  );

  // ---- pours and test blocks -------------------------------------------------------------------
  r.post(
    '/api/inspection/pour/add',
    {
      config: { who: onProject('TestBlock', 'add', 'contractor company (or platform staff)') },
      schema: {
        tags,
        summary: '登记浇筑及留置试块 (a pour and its test-block groups; sample numbers assigned)',
        body: pourAddSchema,
        response: {
          200: envelopeSchema(z.object({ pourId: z.number(), specimens: z.array(specimenItemSchema) })),
        },
      },
    },
    async (req) => ok(await addPour(db, req.user, actor(req), req.body, req.lang)),
  );
  route.get('/api/inspection/pour/list', {
    summary: '浇筑记录及应留置组数',
    querystring: kitProjectQuerySchema,
    response: z.array(pourItemSchema),
    access: 'service',
    who: onProject('TestBlock', 'list'),
    answer: (req) => listPours(db, req.user, req.query.proId, req.lang),
  });
  route.get('/api/inspection/specimen/list', {
    summary: '试块列表',
    querystring: specimenListQuerySchema,
    response: z.array(specimenItemSchema),
    access: 'service',
    who: onProject('TestBlock', 'list'),
    answer: (req) => listSpecimens(db, req.user, req.query, req.lang),
  });
  route.get('/api/inspection/specimen/labels', {
    summary: '试块二维码标签 (printable QR labels)',
    querystring: specimenLabelsQuerySchema,
    response: z.array(specimenLabelSchema),
    access: 'service',
    who: onProject('TestBlock', 'list'),
    answer: (req) => specimenLabels(db, req.user, req.query, req.lang),
  });
  route.get('/api/inspection/testBlockRate', {
    summary: '试块留置率及缺留清单，见证取样比例 (GB 50202-2018 5.1.3; 建建[2000]211号)',
    querystring: kitProjectQuerySchema,
    response: testBlockRateSchema,
    access: 'service',
    who: onProject('TestBlock', 'list'),
    answer: (req) => testBlockRate(db, req.user, req.query.proId, req.lang),
  });

  // ---- association with piles --------------------------------------------------------------------
  route.get('/api/inspection/specimen/unlinked', {
    summary: '未关联桩的试块及候选桩 (for the manual link)',
    querystring: kitProjectQuerySchema,
    response: z.array(unlinkedSpecimenSchema),
    access: 'service',
    who: onProject('TestBlock', 'list'),
    answer: (req) => unlinkedSpecimens(db, req.user, req.query.proId, req.lang),
  });
  route.post('/api/inspection/specimen/link', {
    summary: '手动关联桩',
    body: specimenLinkSchema,
    response: specimenItemSchema.optional(),
    access: 'service',
    who: onProject('TestBlock', 'update'),
    answer: (req) => linkSpecimen(db, req.user, actor(req), req.body, req.lang),
  });
  route.get('/api/inspection/specimen/listByNumbers', {
    summary: '按试块编号查询 (list by numbers)',
    querystring: specimenListByNumbersQuerySchema,
    response: z.array(specimenItemSchema),
    access: 'service',
    who: onProject('TestBlock', 'list'),
    answer: (req) => specimensByNumbers(db, req.user, req.query, req.lang),
  });
  route.post('/api/inspection/specimen/remove', {
    summary: '解除试块与桩的关联 (remove)',
    body: specimenRemoveSchema,
    response: z.object({ removed: z.number() }),
    access: 'service',
    who: onProject('TestBlock', 'update'),
    answer: (req) => unlinkSpecimen(db, req.user, actor(req), req.body.id, req.lang),
  });
  route.post('/api/inspection/specimen/removeBySspId', {
    summary: '解除一次送检全部试块的桩关联 (remove by sspId = submission id)',
    body: specimenRemoveBySspIdSchema,
    response: z.object({ removed: z.number() }),
    access: 'service',
    who: onProject('TestBlock', 'update'),
    answer: (req) => unlinkSubmission(db, req.user, actor(req), req.body.sspId, req.lang),
  });
  r.get(
    '/api/inspection/specimen/byPile',
    {
      config: { who: { kind: 'projectMember' } },
      schema: {
        tags,
        summary: '桩的试块 (for the pile record drawer)',
        querystring: z.object({ pileId: z.coerce.number().int().positive() }),
        response: {
          200: envelopeSchema(
            z.array(
              specimenItemSchema.extend({
                reportNo: z.string().nullable(),
                verifyCode: z.string().nullable(),
              }),
            ),
          ),
        },
      },
    },
    async (req) => ok(await specimensOfPile(db, req.user, req.query.pileId, req.lang)),
  );

  // ---- submissions (spec §7.4 submit) ------------------------------------------------------------
  route.get('/api/submit/number', {
    summary: '下一个委托编号',
    querystring: submitNumberQuerySchema,
    response: z.string(),
    access: 'service',
    who: onProject('TestBlock', 'list'),
    answer: (req) => submitNumber(db, req.user, req.query.proId, req.lang),
  });
  route.post('/api/submit/add', {
    summary: '送检 (submit groups to a lab)',
    body: submitAddSchema,
    response: submitDetailSchema,
    access: 'service',
    who: onProject('TestBlock', 'add', 'contractor company (or platform staff)'),
    answer: async (req) =>
      withReportQr(await addSubmission(db, req.user, actor(req), req.body, req.lang), originOf(req)),
  });
  route.post('/api/submit/update', {
    summary: '修改送检委托 (until the lab receives it)',
    body: submitUpdateSchema,
    response: submitDetailSchema,
    access: 'service',
    who: onProject('TestBlock', 'update', 'contractor company (or platform staff)'),
    answer: async (req) =>
      withReportQr(await updateSubmission(db, req.user, actor(req), req.body, req.lang), originOf(req)),
  });
  route.get('/api/submit/list', {
    summary: '送检委托列表 (a lab sees only those addressed to it)',
    querystring: submitListQuerySchema,
    response: pageSchema(submitItemSchema),
    access: 'service',
    who: onProject('TestBlock', 'list'),
    answer: (req) => listSubmissions(db, req.user, req.query, req.lang),
  });
  route.get('/api/submit/detail', {
    summary: '送检委托详情',
    querystring: kitIdQuerySchema,
    response: submitDetailSchema,
    access: 'service',
    who: onProject('TestBlock', 'detail', 'or the lab it is addressed to'),
    answer: async (req) =>
      withReportQr(await submissionDetail(db, req.user, req.query.id, req.lang), originOf(req)),
  });
  route.post('/api/submit/receive', {
    summary: '检测机构收样',
    body: z.object({ id: z.number().int().positive() }),
    response: submitDetailSchema,
    access: 'service',
    who: { kind: 'lab', note: 'a 检测人员 of the lab the submission is addressed to (assertLabOf)' },
    answer: async (req) =>
      withReportQr(await receiveSubmission(db, req.user, actor(req), req.body.id, req.lang), originOf(req)),
  });
  route.post('/api/submit/result', {
    summary: '录入试块抗压强度 (three cubes per group; refused once the report is issued)',
    body: submitResultSchema,
    response: submitDetailSchema,
    access: 'service',
    who: { kind: 'lab', note: 'a 检测人员 of the lab the submission is addressed to (assertLabOf)' },
    answer: async (req) =>
      withReportQr(await enterResults(db, req.user, actor(req), req.body, req.lang), originOf(req)),
  });
  route.post('/api/submit/report', {
    summary: '签发检测报告 (server-signed, with its verification QR code)',
    body: submitReportSchema,
    response: submitDetailSchema,
    access: 'service',
    who: { kind: 'lab', note: 'a 检测人员 of the lab the submission is addressed to (assertLabOf)' },
    answer: async (req) =>
      withReportQr(await issueReport(db, key(), req.user, actor(req), req.body, req.lang), originOf(req)),
  });
  route.post('/api/submit/amend', {
    summary: '报告签发后的结果更正 (logged; the report is re-signed as a new revision)',
    body: submitAmendSchema,
    response: submitDetailSchema,
    access: 'service',
    who: { kind: 'lab', note: 'a 检测人员 of the lab the submission is addressed to (assertLabOf)' },
    answer: async (req) =>
      withReportQr(await amendResult(db, key(), req.user, actor(req), req.body, req.lang), originOf(req)),
  });

  // ---- evaluation and warnings -------------------------------------------------------------------
  route.get('/api/inspection/evaluation/list', {
    summary: '混凝土强度检验批评定 (GB/T 50107-2010)',
    querystring: kitProjectQuerySchema,
    response: z.array(lotEvaluationSchema),
    access: 'service',
    who: onProject('TestBlock', 'list'),
    answer: (req) => listEvaluations(db, req.user, req.query.proId, req.lang),
  });
  route.get('/api/inspection/warning/list', {
    summary: '试块预警 (failed lots, invalid groups)',
    querystring: kitProjectQuerySchema,
    response: z.array(testBlockWarningSchema),
    access: 'service',
    who: onProject('TestBlock', 'list'),
    answer: (req) => listWarnings(db, req.user, req.query.proId, req.lang),
  });

  // ---- Excel export (spec §7.4): streamed, a batch of rows at a time ---------------------------
  const exportName = {
    submissions: { zh: '送检委托', en: 'Submissions', es: 'Envíos' },
    specimens: { zh: '试块台账', en: 'Test blocks', es: 'Probetas' },
  } as const;
  const sendExport = (
    req: FastifyRequest,
    reply: FastifyReply,
    what: keyof typeof exportName,
    columns: string[],
    batches: AsyncIterable<(string | number)[][]>,
  ) => {
    const stamp = businessToday().replaceAll('-', '');
    const title = exportName[what][req.lang];
    return replyWithSheet(reply, req.log, {
      title,
      filename: `${title}-${stamp}.xlsx`,
      asciiName: `${what}-${stamp}.xlsx`,
      columns: columns.map((header) => ({ header, width: header.length > 6 ? 22 : 14 })),
      batches,
    });
  };
  r.get(
    '/api/submit/export',
    {
      config: { who: onProject('TestBlock', 'export') },
      schema: { tags, summary: '导出送检委托 (xlsx)', querystring: kitProjectQuerySchema },
    },
    async (req, reply) => {
      await guard(db, req.user, req.query.proId, 'export', req.lang);
      return sendExport(
        req,
        reply,
        'submissions',
        submitExportColumns(req.lang),
        submissionExportBatches(db, req.query.proId, req.lang),
      );
    },
  );
  r.get(
    '/api/inspection/export',
    {
      config: { who: onProject('TestBlock', 'export') },
      schema: { tags, summary: '导出试块及检测结果 (xlsx)', querystring: kitProjectQuerySchema },
    },
    async (req, reply) => {
      await guard(db, req.user, req.query.proId, 'export', req.lang);
      return sendExport(
        req,
        reply,
        'specimens',
        specimenExportColumns(req.lang),
        specimenExportBatches(db, req.query.proId, req.lang),
      );
    },
  );

  // ---- public: report verification (spec §2.1) ---------------------------------------------------
  r.get(
    '/api/rebarEngineering/previewDetection',
    {
      config: { public: true },
      schema: {
        tags,
        summary: '检测报告验真 (public; genuine = the signature matches the current content)',
        querystring: reportVerifyQuerySchema,
        response: { 200: envelopeSchema(reportVerifySchema) },
      },
    },
    async (req) => ok(await verifyReport(db, key(), req.query.code, req.lang)),
  );
  r.get(
    '/api/rebarEngineering/evidence',
    {
      config: { public: true },
      schema: {
        tags,
        summary: '检测报告佐证图片 (public, by the verification code)',
        querystring: reportVerifyQuerySchema,
      },
    },
    async (req, reply) => {
      const f = await reportEvidence(db, req.query.code);
      if (!f) throw new AppError('图片不存在', 404, 404);
      try {
        const stream = await app.storage.get(f.storageKey);
        return reply
          .header('content-type', f.mime)
          .header('content-length', f.size)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-cache')
          .send(stream);
      } catch (err) {
        if (err instanceof StorageNotFoundError) throw new AppError('图片不存在', 404, 404);
        throw err;
      }
    },
  );
}
