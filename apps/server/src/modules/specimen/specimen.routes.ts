import {
  businessToday,
  ok,
  SPECIMEN_CURINGS,
  specimenCalls,
  TEST_BLOCK_NATURES,
  TEST_BLOCK_TYPES,
} from '@zhuji/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assertMember, onProject } from '../../platform/access';
import { AppError } from '../../platform/envelope';
import { callRoute } from '../../platform/http/call-route';
import { oncePerClientId } from '../../platform/idempotency';
import { contentDisposition, replyWithSheet } from '../../platform/kit/excel';
import { guardedRoutes } from '../../platform/kit/guarded-routes';
import { platformPdfCertificate, platformSigningKey } from '../../platform/signature';
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
import { reportPdf } from './specimen-report-pdf';
import { reportSigningKey } from './specimen-signing';
import { unlinkedSpecimenCount } from './specimen-unlinked.service';

const tags = ['inspection'];
const actor = (req: FastifyRequest) => ({ userId: req.user.userId, ip: req.ip });
/** The address the caller reached us at (behind the proxy: its forwarded protocol and host). */
const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

/**
 * Inspection (检测): test blocks (试块) registered per pour, their association with piles, submissions to a
 * testing lab, the lab's results and signed reports, lot evaluation by GB/T 50107-2010 (docs/domains/specimen.md),
 * and the public report verification of docs/product.md §2.1.
 */
export async function specimenRoutes(app: FastifyInstance) {
  const _r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const route = guardedRoutes(app, { tags, guard, menu: TEST_BLOCK_MENU });
  const key = () => reportSigningKey(app.config.dataDir);
  const platformKey = () => platformSigningKey(app.config.dataDir);

  callRoute(app, specimenCalls.unlinkedCount, {
    who: { kind: 'projectMember' },
    tags,
    summary: '未关联桩的试块组数 (specimen groups not linked to a pile)',
    handler: async (req) => {
      await assertMember(app.db, req.user.userId, req.query.proId, req.lang);
      return ok(await unlinkedSpecimenCount(app.db, req.query.proId));
    },
  });

  // ---- option lists ----------------------------------------------------------------------------
  callRoute(app, specimenCalls.natures, {
    who: { kind: 'signedIn', note: 'reference list' },
    tags,
    summary: '试块性质 (what a group is kept for)',
    handler: async () => ok([...TEST_BLOCK_NATURES]),
  });
  callRoute(app, specimenCalls.types, {
    who: { kind: 'signedIn', note: 'reference list' },
    tags,
    summary: '试块类型与规格 (test, cube sizes, ages, curing)',
    handler: async () =>
      ok({
        types: [...TEST_BLOCK_TYPES],
        cubeSizes: [100, 150, 200],
        ages: [28, 60, 90],
        curings: [...SPECIMEN_CURINGS],
      }),
  });
  callRoute(app, specimenCalls.labs, {
    who: { kind: 'signedIn', note: 'reference list: active testing labs' },
    tags,
    summary: '检测机构 (testing labs)',
    handler: async () => ok(await listLabs(db)),
  });

  // ---- pours and test blocks -------------------------------------------------------------------
  callRoute(app, specimenCalls.addPour, {
    who: onProject('TestBlock', 'add', 'contractor company (or platform staff)'),
    tags,
    summary: '登记浇筑及留置试块 (a pour and its test-block groups; sample numbers assigned)',
    handler: async (req) =>
      ok(
        await oncePerClientId(db, req.user, req.body.clientId, specimenCalls.addPour.path, req.lang, (tx) =>
          addPour(tx, req.user, actor(req), req.body, req.lang),
        ),
      ),
  });
  route.call(specimenCalls.pours, {
    summary: '浇筑记录及应留置组数',
    access: 'service',
    who: onProject('TestBlock', 'list'),
    answer: (req) => listPours(db, req.user, req.query.proId, req.lang),
  });
  route.call(specimenCalls.specimens, {
    summary: '试块列表',
    access: 'service',
    who: onProject('TestBlock', 'list'),
    answer: (req) => listSpecimens(db, req.user, req.query, req.lang),
  });
  route.call(specimenCalls.labels, {
    summary: '试块二维码标签 (printable QR labels)',
    access: 'service',
    who: onProject('TestBlock', 'list'),
    answer: (req) => specimenLabels(db, req.user, req.query, req.lang),
  });
  route.call(specimenCalls.rate, {
    summary: '试块留置率及缺留清单，见证取样比例 (GB 50202-2018 5.1.3; 建建[2000]211号)',
    access: 'service',
    who: onProject('TestBlock', 'list'),
    answer: (req) => testBlockRate(db, req.user, req.query.proId, req.lang),
  });

  // ---- association with piles --------------------------------------------------------------------
  route.call(specimenCalls.unlinked, {
    summary: '未关联桩的试块及候选桩 (for the manual link)',
    access: 'service',
    who: onProject('TestBlock', 'list'),
    answer: (req) => unlinkedSpecimens(db, req.user, req.query.proId, req.lang),
  });
  route.call(specimenCalls.link, {
    summary: '手动关联桩',
    access: 'service',
    who: onProject('TestBlock', 'update'),
    answer: (req) => linkSpecimen(db, req.user, actor(req), req.body, req.lang),
  });
  route.call(specimenCalls.listByNumbers, {
    summary: '按试块编号查询 (list by numbers)',
    access: 'service',
    who: onProject('TestBlock', 'list'),
    answer: (req) => specimensByNumbers(db, req.user, req.query, req.lang),
  });
  route.call(specimenCalls.unlink, {
    summary: '解除试块与桩的关联 (remove)',
    access: 'service',
    who: onProject('TestBlock', 'update'),
    answer: (req) => unlinkSpecimen(db, req.user, actor(req), req.body.id, req.lang),
  });
  route.call(specimenCalls.removeBySspId, {
    summary: '解除一次送检全部试块的桩关联 (remove by sspId = submission id)',
    access: 'service',
    who: onProject('TestBlock', 'update'),
    answer: (req) => unlinkSubmission(db, req.user, actor(req), req.body.sspId, req.lang),
  });
  callRoute(app, specimenCalls.byPile, {
    who: { kind: 'projectMember' },
    tags,
    summary: '桩的试块 (for the pile record drawer)',
    handler: async (req) => ok(await specimensOfPile(db, req.user, req.query.pileId, req.lang)),
  });

  // ---- submissions (docs/domains/specimen.md submit) ------------------------------------------------------------
  route.call(specimenCalls.submitNumber, {
    summary: '下一个委托编号',
    access: 'service',
    who: onProject('TestBlock', 'list'),
    answer: (req) => submitNumber(db, req.user, req.query.proId, req.lang),
  });
  route.call(specimenCalls.submit, {
    summary: '送检 (submit groups to a lab)',
    access: 'service',
    who: onProject('TestBlock', 'add', 'contractor company (or platform staff)'),
    answer: async (req) =>
      withReportQr(await addSubmission(db, req.user, actor(req), req.body, req.lang), originOf(req)),
  });
  route.call(specimenCalls.updateSubmission, {
    summary: '修改送检委托 (until the lab receives it)',
    access: 'service',
    who: onProject('TestBlock', 'update', 'contractor company (or platform staff)'),
    answer: async (req) =>
      withReportQr(await updateSubmission(db, req.user, actor(req), req.body, req.lang), originOf(req)),
  });
  route.call(specimenCalls.submissions, {
    summary: '送检委托列表 (a lab sees only those addressed to it)',
    access: 'service',
    who: onProject('TestBlock', 'list'),
    answer: (req) => listSubmissions(db, req.user, req.query, req.lang),
  });
  route.call(specimenCalls.detail, {
    summary: '送检委托详情',
    access: 'service',
    who: onProject('TestBlock', 'detail', 'or the lab it is addressed to'),
    answer: async (req) =>
      withReportQr(await submissionDetail(db, req.user, req.query.id, req.lang), originOf(req)),
  });
  callRoute(app, specimenCalls.reportPdf, {
    who: onProject('TestBlock', 'detail', 'or the lab it is addressed to'),
    tags,
    summary: '检测报告 PDF (drawn signatures embedded, PDF-signed with the platform certificate)',
    handler: async (req, reply) => {
      const deps = {
        key: platformKey(),
        cert: platformPdfCertificate(app.config.dataDir),
        storage: app.storage,
        origin: originOf(req),
      };
      const { pdf, reportNo } = await reportPdf(db, deps, req.user, req.query.id, req.lang);
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          contentDisposition(`检测报告-${reportNo}.pdf`, `report-${req.query.id}.pdf`),
        )
        .send(pdf);
    },
  });
  route.call(specimenCalls.receive, {
    summary: '检测机构收样',
    access: 'service',
    who: { kind: 'lab', note: 'a 检测人员 of the lab the submission is addressed to (assertLabOf)' },
    answer: async (req) =>
      withReportQr(await receiveSubmission(db, req.user, actor(req), req.body.id, req.lang), originOf(req)),
  });
  route.call(specimenCalls.results, {
    summary: '录入试块抗压强度 (three cubes per group; refused once the report is issued)',
    access: 'service',
    who: { kind: 'lab', note: 'a 检测人员 of the lab the submission is addressed to (assertLabOf)' },
    answer: async (req) =>
      withReportQr(await enterResults(db, req.user, actor(req), req.body, req.lang), originOf(req)),
  });
  route.call(specimenCalls.report, {
    summary: '签发检测报告 (server-signed, with its verification QR code)',
    access: 'service',
    who: { kind: 'lab', note: 'a 检测人员 of the lab the submission is addressed to (assertLabOf)' },
    answer: async (req) =>
      withReportQr(await issueReport(db, key(), req.user, actor(req), req.body, req.lang), originOf(req)),
  });
  route.call(specimenCalls.amend, {
    summary: '报告签发后的结果更正 (logged; the report is re-signed as a new revision)',
    access: 'service',
    who: { kind: 'lab', note: 'a 检测人员 of the lab the submission is addressed to (assertLabOf)' },
    answer: async (req) =>
      withReportQr(await amendResult(db, key(), req.user, actor(req), req.body, req.lang), originOf(req)),
  });

  // ---- evaluation and warnings -------------------------------------------------------------------
  route.call(specimenCalls.evaluations, {
    summary: '混凝土强度检验批评定 (GB/T 50107-2010)',
    access: 'service',
    who: onProject('TestBlock', 'list'),
    answer: (req) => listEvaluations(db, req.user, req.query.proId, req.lang),
  });
  route.call(specimenCalls.warnings, {
    summary: '试块预警 (failed lots, invalid groups)',
    access: 'service',
    who: onProject('TestBlock', 'list'),
    answer: (req) => listWarnings(db, req.user, req.query.proId, req.lang),
  });

  // ---- Excel export (docs/domains/specimen.md): streamed, a batch of rows at a time ---------------------------
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
  callRoute(app, specimenCalls.exportSubmissions, {
    who: onProject('TestBlock', 'export'),
    tags,
    summary: '导出送检委托 (xlsx)',
    handler: async (req, reply) => {
      await guard(db, req.user, req.query.proId, 'export', req.lang);
      return sendExport(
        req,
        reply,
        'submissions',
        submitExportColumns(req.lang),
        submissionExportBatches(db, req.query.proId, req.lang),
      );
    },
  });
  callRoute(app, specimenCalls.exportSpecimens, {
    who: onProject('TestBlock', 'export'),
    tags,
    summary: '导出试块及检测结果 (xlsx)',
    handler: async (req, reply) => {
      await guard(db, req.user, req.query.proId, 'export', req.lang);
      return sendExport(
        req,
        reply,
        'specimens',
        specimenExportColumns(req.lang),
        specimenExportBatches(db, req.query.proId, req.lang),
      );
    },
  });

  // ---- public: report verification (docs/product.md §2.1) ---------------------------------------------------
  callRoute(app, specimenCalls.verify, {
    public: true,
    tags,
    summary: '检测报告验真 (public; genuine = the signature matches the current content)',
    handler: async (req) =>
      ok(await verifyReport(db, { hmac: key(), platform: platformKey() }, req.query.code, req.lang)),
  });
  callRoute(app, specimenCalls.evidence, {
    public: true,
    tags,
    summary: '检测报告佐证图片 (public, by the verification code)',
    handler: async (req, reply) => {
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
  });
}
