import type { Language } from '@zhuji/shared';
import { CHLORIDE_LIMITS_UNCONFIRMED, judgeChloride, materialCalls, ok } from '@zhuji/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldError, onProject } from '../../platform/access';
import { callRoute } from '../../platform/http/call-route';
import { contentDisposition } from '../../platform/kit/excel';
import { guardedRoutes } from '../../platform/kit/guarded-routes';
import { materialMessage } from './material-inspection.messages';
import {
  applyRegistration,
  batchDetail,
  batchLabelsPdf,
  concreteCheck,
  concreteOfPile,
  concretePileList,
  deleteLot,
  foundationReports,
  guard,
  jointLabelsPdf,
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
  scanBatch,
  scanJointLot,
  statistics,
} from './material-inspection.service';

const tags = ['material-inspection'];
/** An update names its record (422 otherwise); an add never does. */
const needId = (id: number | undefined, lang: Language) => {
  if (!id) throw fieldError('id', materialMessage('idRequired', lang), lang);
  return id;
};
const actor = (req: FastifyRequest) => ({ userId: req.user.userId, ip: req.ip });
/** The address the caller reached us at, for the labels' QR codes (as the test blocks' labels). */
const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

/**
 * Material inspection (docs/domains/material-inspection.md rebar, welding and sleeve, registration and the other calls).
 * Every call checks membership and the action on the MaterialInspection menu.
 */
export async function materialInspectionRoutes(app: FastifyInstance) {
  const db = app.db;
  const route = guardedRoutes(app, { tags, guard, menu: MATERIAL_MENU });

  // ---- options -----------------------------------------------------------------------------
  callRoute(app, materialCalls.option, {
    who: { kind: 'signedIn', note: 'reference list' },
    tags,
    summary: '钢筋牌号、规格、焊接与机械连接、氯离子限值等选项',
    handler: async () => ok(options()),
  });
  callRoute(app, materialCalls.chlorideCheck, {
    who: { kind: 'signedIn', note: 'reference rule' },
    tags,
    summary: '氯离子含量判定 (GB 50164-2011 3.1.8, limits unconfirmed)',
    handler: async (req) =>
      ok({
        ...judgeChloride({
          environment: req.query.environment,
          chloridePercent: req.query.value,
          prestressed: req.query.prestressed,
        }),
        unconfirmed: CHLORIDE_LIMITS_UNCONFIRMED,
      }),
  });
  route.call(materialCalls.manufacturers, {
    summary: '本项目已登记的钢筋生产厂家',
    access: { action: 'list', project: (req) => req.query.proId },
    answer: (req) => manufacturers(db, req.query.proId),
  });
  route.call(materialCalls.statistics, {
    summary: '材料检测统计 (batches by status and grade, joint lots, concrete)',
    access: { action: 'list', project: (req) => req.query.proId },
    answer: (req) => statistics(db, req.query.proId),
  });

  route.call(materialCalls.piles, {
    summary: '桩号选项（钢筋笼、浇筑关联用）',
    access: { action: 'list', project: (req) => req.query.proId },
    answer: (req) => pileOptions(db, req.query.proId),
  });

  // ---- rebar batches -------------------------------------------------------------------------
  route.call(materialCalls.batches, {
    summary: '钢筋检验批列表',
    access: { action: 'list', project: (req) => req.query.proId },
    answer: (req) => listBatches(db, req.query),
  });
  for (const target of [materialCalls.batch, materialCalls.registrationBatch])
    route.call(target, {
      summary: '钢筋检验批详情（含复试）',
      access: { action: 'detail', project: (req) => loadBatch(db, req.query.id, req.lang) },
      answer: (req, b) => batchDetail(db, b.id, req.lang),
    });
  callRoute(app, materialCalls.batchLabelsPdf, {
    who: onProject(MATERIAL_MENU, 'detail'),
    tags,
    summary: '材料取样标签 PDF (A4 3×8 grid or 50×30 mm thermal; QR of the scan page)',
    handler: async (req, reply) => {
      const pdf = await batchLabelsPdf(db, req.user, req.query, originOf(req), req.lang);
      const name = `材料取样标签-${req.query.format === 'thermal' ? '50x30' : 'A4'}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition(name, `material-labels-${req.query.format}.pdf`))
        .send(pdf);
    },
  });
  callRoute(app, materialCalls.batchScan, {
    who: { kind: 'signedIn', note: 'a member of the batch project with the detail action; else 404' },
    tags,
    summary: '扫码查看材料取样（钢筋检验批）',
    handler: async (req) => ok(await scanBatch(db, req.user, req.query.code, req.lang)),
  });
  for (const [target, op, summary] of [
    [materialCalls.addBatch, 'add', '新增钢筋检验批'],
    [materialCalls.updateBatch, 'update', '修改钢筋检验批'],
    [materialCalls.registrationAddBatch, 'add', '进场登记：新增钢筋检验批'],
    [materialCalls.registrationUpdateBatch, 'update', '进场登记：修改钢筋检验批'],
  ] as const)
    callRoute(app, target, {
      who: onProject('MaterialInspection', op),
      tags,
      summary,
      handler: async (req) => {
        const body = { ...req.body, id: op === 'update' ? needId(req.body.id, req.lang) : undefined };
        return ok(await saveBatch(db, req.user, actor(req), body, req.lang));
      },
    });
  route.call(materialCalls.test, {
    summary: '录入复试结果（第 1 轮复试 / 第 2 轮双倍复试）',
    access: 'service',
    who: onProject('MaterialInspection', 'add'),
    answer: (req) => saveTest(db, req.user, actor(req), req.body, req.lang),
  });
  route.call(materialCalls.listByNumbers, {
    summary: '按检验批编号查询',
    access: { action: 'list', project: (req) => req.body.projectId },
    answer: (req) => listByNumbers(db, req.body.projectId, req.body.numbers),
  });
  route.call(materialCalls.removeBatches, {
    summary: '删除钢筋检验批（连同复试）',
    access: 'service',
    who: onProject('MaterialInspection', 'remove'),
    answer: (req) => removeBatches(db, req.user, actor(req), req.body.ids, req.lang),
  });
  route.call(materialCalls.removeBySspId, {
    summary: '按进场登记删除（登记及其钢筋检验批、混凝土）',
    access: 'service',
    who: onProject('MaterialInspection', 'remove'),
    answer: (req) => removeBySspId(db, req.user, actor(req), req.body.sspId, req.lang),
  });

  // ---- concrete ------------------------------------------------------------------------------
  route.call(materialCalls.concrete, {
    summary: '混凝土进场列表',
    access: { action: 'list', project: (req) => req.query.proId },
    answer: (req) => listConcrete(db, req.query),
  });
  route.call(materialCalls.concretePile, {
    summary: '某根桩的混凝土进场记录',
    access: { action: 'detail', project: (req) => loadPileProject(db, req.query.pileId, req.lang) },
    answer: (req) => concreteOfPile(db, req.query.pileId),
  });
  route.call(materialCalls.concreteCheck, {
    summary: '混凝土进场及氯离子检测（新增或修改）',
    access: 'service',
    who: onProject('MaterialInspection', 'add'),
    answer: (req) => concreteCheck(db, req.user, actor(req), req.body, req.lang),
  });

  // ---- welding and sleeve ------------------------------------------------------------------
  for (const category of ['welding', 'sleeve'] as const) {
    const calls = materialCalls[category];
    const name = category === 'welding' ? '钢筋焊接接头' : '钢筋机械连接接头';
    route.call(calls.list, {
      summary: `${name}检验批列表`,
      access: { action: 'list', project: (req) => req.query.proId },
      answer: (req) => listLots(db, category, req.query),
    });
    route.call(calls.detail, {
      summary: `${name}检验批详情`,
      access: { action: 'detail', project: (req) => loadLot(db, req.query.id, category, req.lang) },
      answer: (req, lot) => lotDetail(db, lot.id, category, req.lang),
    });
    for (const op of ['add', 'update'] as const)
      callRoute(app, calls[op], {
        who: onProject('MaterialInspection', op),
        tags,
        summary: `${op === 'add' ? '新增' : '修改'}${name}检验批（判定随保存）`,
        handler: async (req) => {
          const body = { ...req.body, id: op === 'update' ? needId(req.body.id, req.lang) : undefined };
          return ok(await saveLot(db, req.user, actor(req), category, body, req.lang));
        },
      });
    route.call(calls.delete, {
      summary: `删除${name}检验批`,
      access: 'service',
      who: onProject('MaterialInspection', 'remove'),
      answer: (req) => deleteLot(db, req.user, actor(req), req.query.id, category, req.lang),
    });
  }

  callRoute(app, materialCalls.jointLabelsPdf, {
    who: onProject(MATERIAL_MENU, 'detail'),
    tags,
    summary: '接头取样标签 PDF (welded-joint and splice lots; A4 3×8 grid or 50×30 mm thermal)',
    handler: async (req, reply) => {
      const pdf = await jointLabelsPdf(db, req.user, req.query, originOf(req), req.lang);
      const name = `接头取样标签-${req.query.format === 'thermal' ? '50x30' : 'A4'}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition(name, `joint-labels-${req.query.format}.pdf`))
        .send(pdf);
    },
  });
  callRoute(app, materialCalls.jointScan, {
    who: { kind: 'signedIn', note: 'a member of the lot project with the detail action; else 404' },
    tags,
    summary: '扫码查看接头取样（焊接 / 机械连接检验批）',
    handler: async (req) => ok(await scanJointLot(db, req.user, req.query.code, req.lang)),
  });

  // ---- registrations -----------------------------------------------------------------------
  route.call(materialCalls.registrations, {
    summary: '材料进场登记列表',
    access: { action: 'list', project: (req) => req.query.proId },
    answer: (req) => listRegistrations(db, req.query),
  });
  for (const [target, op] of [
    [materialCalls.addRegistration, 'add'],
    [materialCalls.updateRegistration, 'update'],
  ] as const)
    callRoute(app, target, {
      who: onProject('MaterialInspection', op),
      tags,
      summary: `${op === 'add' ? '新增' : '修改'}材料进场登记`,
      handler: async (req) => {
        const body = { ...req.body, id: op === 'update' ? needId(req.body.id, req.lang) : undefined };
        return ok(await saveRegistration(db, req.user, actor(req), body, req.lang));
      },
    });
  route.call(materialCalls.apply, {
    summary: '材料报审 (GB/T 50319 B.0.6): submit an accepted receipt to supervision',
    access: 'service',
    // The service asks for update (submitting changes the receipt's approval status): declared as such,
    // so the route matrix holds the route to it.
    who: onProject('MaterialInspection', 'update'),
    answer: (req) => applyRegistration(db, req.user, actor(req), req.body, req.lang),
  });
  route.call(materialCalls.registration, {
    summary: '材料进场登记详情',
    access: { action: 'detail', project: (req) => loadRegistration(db, req.query.id, req.lang) },
    answer: (req, reg) => registrationDetail(db, reg.id, req.lang),
  });
  route.call(materialCalls.concretePileList, {
    summary: '已进场混凝土的桩（方量及氯离子检测）',
    access: { action: 'list', project: (req) => req.query.proId },
    answer: (req) => concretePileList(db, req.query.proId),
  });
  route.call(materialCalls.byPile, {
    summary: '单桩材料：钢筋笼所用钢筋批、接头批及混凝土',
    access: { action: 'detail', project: (req) => loadPileProject(db, req.query.pileId, req.lang) },
    answer: (req, p) => materialOfPile(db, req.query.pileId, p.pileNo),
  });
  route.call(materialCalls.foundationReports, {
    summary: '基础工程材料检测报告列表',
    access: { action: 'list', project: (req) => req.body.projectId },
    answer: (req) => foundationReports(db, req.body),
  });
  route.call(materialCalls.reports, {
    summary: '材料进场与检测报告关联 (a receipt → its inspection reports)',
    access: { action: 'detail', project: (req) => loadRegistration(db, req.body.registrationId, req.lang) },
    answer: (req, reg) => reportDetailQC(db, reg.id, req.lang),
  });
}
