import {
  DETECTION_METHOD_CATEGORY,
  DETECTION_METHODS,
  DYNAMIC_TEST_METHODS,
  detectionCalls,
  INTEGRITY_CLASSES,
  INTEGRITY_OUTCOMES,
  ok,
  STATIC_PRESSURE_METHODS,
  STATIC_PRESSURE_REASONS,
  TUBULAR_GRADES,
  TUBULAR_SIZES,
  TUBULAR_TYPES,
} from '@zhuji/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { onProject } from '../../platform/access';
import { callRoute } from '../../platform/http/call-route';
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
 * Pile detection (docs/domains/pile-detection.md inspection/sub-inspection/government construction, static pressure
 * and dynamic testing detail). Every call checks membership and the action on the PileDetection menu;
 * draws have no update or delete route, and the database refuses both.
 */
export async function pileDetectionRoutes(app: FastifyInstance) {
  const db = app.db;
  const route = guardedRoutes(app, { tags, guard, menu: DETECTION_MENU });

  // ---- option lists (any logged-in user) ------------------------------------------------------
  callRoute(app, detectionCalls.typeList, {
    who: { kind: 'signedIn', note: 'reference list' },
    tags,
    summary: '检测类型 (detection methods and the category each counts towards)',
    handler: async () =>
      ok(DETECTION_METHODS.map((method) => ({ method, category: DETECTION_METHOD_CATEGORY[method] }))),
  });
  callRoute(app, detectionCalls.staticPressureMethods, {
    who: { kind: 'signedIn', note: 'reference list' },
    tags,
    summary: '静载加载方法与检测原因 (JGJ 106-2014 3.3.4, 4.3)',
    handler: async () => ok({ methods: [...STATIC_PRESSURE_METHODS], reasons: [...STATIC_PRESSURE_REASONS] }),
  });
  callRoute(app, detectionCalls.dynamicTestMethods, {
    who: { kind: 'signedIn', note: 'reference list' },
    tags,
    summary: '动测方法',
    handler: async () => ok([...DYNAMIC_TEST_METHODS]),
  });
  callRoute(app, detectionCalls.tubularTypes, {
    who: { kind: 'signedIn', note: 'reference list' },
    tags,
    summary: '管桩型号 (GB/T 13476 pipe-pile types)',
    handler: async () =>
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
  });
  callRoute(app, detectionCalls.integrityClasses, {
    who: { kind: 'signedIn', note: 'reference list' },
    tags,
    summary: '桩身完整性类别及处理 (JGJ 106-2014 3.5.1)',
    handler: async () => ok(INTEGRITY_CLASSES.map((c) => ({ integrityClass: c, ...INTEGRITY_OUTCOMES[c] }))),
  });

  // ---- required counts and the basis --------------------------------------------------------
  route.call(detectionCalls.requirement, {
    summary: '应检数量与已检数量 (required detection counts per pile group and category)',
    access: { action: 'list', project: (req) => req.query.proId },
    answer: (req) => requirement(db, req.query.proId),
  });
  route.call(detectionCalls.saveBasis, {
    summary: '保存抽检依据 (ground, reliability, caps of a pile group)',
    access: 'service',
    who: onProject('PileDetection', 'update'),
    answer: (req) => saveBasis(db, req.user, actor(req), req.body, req.lang),
  });

  // ---- pile numbers and the random draw -----------------------------------------------------
  route.call(detectionCalls.pileNumbers, {
    summary: '桩号列表 (piles of a project or group with the methods tested)',
    access: { action: 'list', project: (req) => req.query.proId },
    answer: (req) => pileNumberList(db, req.query.proId, req.query.groupId),
  });
  route.call(detectionCalls.draw, {
    summary: '随机抽选桩号 (seeded draw, stored with its inputs)',
    access: 'service',
    who: onProject('PileDetection', 'add'),
    answer: (req) => createDraw(db, req.user, actor(req), req.body, req.lang),
  });
  route.call(detectionCalls.drawDetail, {
    summary: '抽选记录 (one stored draw)',
    access: { action: 'detail', project: (req) => loadDraw(db, req.query.id, req.lang) },
    answer: (req, d) => drawDetail(db, d.id, req.lang),
  });
  route.call(detectionCalls.draws, {
    summary: '抽选记录列表',
    access: { action: 'list', project: (req) => req.query.proId },
    answer: (req) => listDraws(db, req.query),
  });
  route.call(detectionCalls.verify, {
    summary: '复核抽选 (re-run a draw from its stored seed and inputs)',
    access: { action: 'detail', project: (req) => loadDraw(db, req.query.id, req.lang) },
    answer: (req, d) => verifyDraw(db, d.id, req.lang),
  });

  // ---- detection records --------------------------------------------------------------------
  route.call(detectionCalls.list, {
    summary: '检测记录列表',
    access: { action: 'list', project: (req) => req.query.proId },
    answer: (req) => listDetections(db, req.query),
  });
  route.call(detectionCalls.detail, {
    summary: '检测记录详情 (with each pile result)',
    access: { action: 'detail', project: (req) => loadDetection(db, req.query.id, req.lang) },
    answer: (req, d) => detectionDetail(db, d.id, req.lang),
  });
  for (const [target, action, summary] of [
    [detectionCalls.add, 'add', '新增检测记录'],
    [detectionCalls.update, 'update', '修改检测记录'],
  ] as const) {
    callRoute(app, target, {
      who: onProject('PileDetection', action, 'the detecting company enters results (assertEnters)'),
      tags,
      summary,
      handler: async (req) => ok(await saveDetection(db, req.user, actor(req), req.body, req.lang)),
    });
  }
  const pileInfoHandler = async (req: FastifyRequest<{ Params: { id: number } }>) => {
    const projectId = await loadPileProject(db, req.params.id, req.lang);
    await guard(db, req.user, projectId, 'detail', req.lang);
    return ok(await pileInfo(db, req.params.id, req.lang));
  };
  callRoute(app, detectionCalls.inspectInfo, {
    who: onProject('PileDetection', 'detail'),
    tags,
    summary: '单桩检测信息 (draws and results of one pile)',
    handler: pileInfoHandler,
  });
  callRoute(app, detectionCalls.staticDynamicDetail, {
    who: onProject('PileDetection', 'detail'),
    tags,
    summary: '静载及动测详情 (spec §7.5: the pile page tab)',
    handler: pileInfoHandler,
  });

  // ---- sub-inspections ----------------------------------------------------------------------
  route.call(detectionCalls.statistics, {
    summary: '检测结果统计',
    access: { action: 'list', project: (req) => req.query.proId },
    answer: (req) => subStatistics(db, req.query.proId),
  });
  route.call(detectionCalls.checkStatus, {
    summary: '核查状态',
    access: { action: 'detail', project: (req) => loadDetection(db, req.query.detectionId, req.lang) },
    answer: (_req, d) => checkStatus(db, d.id),
  });
  route.call(detectionCalls.results, {
    summary: '单桩检测结果列表',
    access: { action: 'list', project: (req) => req.query.proId },
    answer: (req) => subList(db, req.query),
  });
  route.call(detectionCalls.resultPileNumbers, {
    summary: '检测记录的桩号',
    access: { action: 'detail', project: (req) => loadDetection(db, req.query.detectionId, req.lang) },
    answer: (_req, d) => subPileNumbers(db, d.id),
  });
  route.call(detectionCalls.check, {
    summary: '监理核查 (mark results checked)',
    access: 'service',
    who: onProject('PileDetection', 'update', 'a supervisor of the project'),
    answer: (req) => manualCheck(db, req.user, actor(req), req.body.ids, req.lang),
  });
  route.call(detectionCalls.correct, {
    summary: '人工修正单桩结果 (with a logged reason)',
    access: 'service',
    who: onProject('PileDetection', 'update', 'the detecting company (assertEnters)'),
    answer: (req) => manualUpdate(db, req.user, actor(req), req.body, req.lang),
  });

  // ---- government construction: submit → random → move → registration ----------------------
  for (const [target, path, status] of [
    [detectionCalls.submissions, 'submit', undefined],
    [detectionCalls.drawnSubmissions, 'random', 'drawn'],
    [detectionCalls.registeredSubmissions, 'registration', 'registered'],
  ] as const) {
    callRoute(app, target, {
      who: onProject('PileDetection', 'list'),
      tags,
      summary: `政府抽检送检清单 (${path}: the submissions${status ? ` in state ${status}` : ''})`,
      handler: async (req) => {
        await guard(db, req.user, req.query.proId, 'list', req.lang);
        return ok(await listSubmissions(db, req.query.proId, req.query.status ?? status));
      },
    });
  }
  route.call(detectionCalls.govMoves, {
    summary: '调桩记录 (the logged replacements of a draw)',
    access: { action: 'detail', project: (req) => loadDraw(db, req.query.id, req.lang) },
    answer: (req, d) => drawDetail(db, d.id, req.lang),
  });
  callRoute(app, detectionCalls.submit, {
    who: onProject('PileDetection', 'add', 'not a regulator'),
    tags,
    summary: '施工单位提交候选桩清单',
    handler: async (req) => ok(await govSubmit(db, req.user, actor(req), req.body, req.lang)),
  });
  callRoute(app, detectionCalls.govRandom, {
    who: { kind: 'regulator', note: 'a regulator holding update on PileDetection of the project' },
    tags,
    summary: '质监站随机抽选',
    handler: async (req) => ok(await govRandom(db, req.user, actor(req), req.body, req.lang)),
  });
  callRoute(app, detectionCalls.govMove, {
    who: { kind: 'regulator', note: 'a regulator holding update on PileDetection of the project' },
    tags,
    summary: '调桩（替换无法检测的桩并记录原因）',
    handler: async (req) => ok(await govMove(db, req.user, actor(req), req.body, req.lang)),
  });
  callRoute(app, detectionCalls.govRegister, {
    who: onProject('PileDetection', 'update'),
    tags,
    summary: '登记为检测方案',
    handler: async (req) => ok(await govRegister(db, req.user, actor(req), req.body.submissionId, req.lang)),
  });
}
