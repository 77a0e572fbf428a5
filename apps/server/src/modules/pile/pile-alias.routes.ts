import { ok, PILE_PHOTO_STEPS, pileCalls } from '@zhuji/shared';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { onProject } from '../../platform/access';
import { callRoute } from '../../platform/http/call-route';
import { guardedRoutes } from '../../platform/kit/guarded-routes';
import { detail, guard, listGroups, listPiles, loadPile, PILE_MENU } from './pile.service';
import { mainInfo } from './pile-acceptance.service';

/**
 * The spec catalogue's names for calls the pile module already answers under /api/pile/… (docs/domains/pile.md
 * concrete piles and pile machine): the same route — schema, guard and handler — at a second path.
 */
export const PILE_ALIASES: Readonly<Record<string, string>> = {
  'GET /api/pile/plan/list': '/api/concretePile/plan',
  'POST /api/pile/plan/save': '/api/concretePile/plan',
  'GET /api/pile/group/list': '/api/concretePile/pileType',
  'POST /api/pile/group/save': '/api/concretePile/pileType',
  'POST /api/pile/numberConfig/save': '/api/concretePile/numberConfig',
  'POST /api/pile/numberConfig/preview': '/api/concretePile/numberConfig/preview',
  'GET /api/pile/construction/detail': '/api/concretePile/detail',
  'GET /api/pileAcceptanceDataSheet/pdf': '/api/concretePile/pdf',
  'GET /api/pile/machine/list': '/api/pileMachine/list',
};

/**
 * Registers each aliased route a second time at its catalogue path. Added before the pile routes
 * (onRoute sees only routes registered after it, in this plugin and its children).
 */
export function addPileAliases(app: FastifyInstance) {
  app.addHook('onRoute', function (this: FastifyInstance, opts: RouteOptions) {
    if (Array.isArray(opts.method)) return;
    const alias = PILE_ALIASES[`${opts.method} ${opts.url}`];
    if (alias) this.route({ ...opts, url: alias, path: alias } as RouteOptions);
  });
}

const tags = ['concretePile'];
const imageUrl = (fileId: string) => `/api/common/download?id=${fileId}`;

/** concretePile/postList, process and images: thin calls over the pile service. */
export async function pileAliasRoutes(app: FastifyInstance) {
  const db = app.db;
  const route = guardedRoutes(app, { tags, guard, menu: PILE_MENU });

  route.call(pileCalls.postList, {
    summary: '施工列表 (the construction list, filters in the body)',
    access: { action: 'list', project: (req) => req.body.proId },
    answer: (req) => listPiles(db, req.body, req.lang),
  });

  callRoute(app, pileCalls.process, {
    who: onProject('PileConstruction', 'detail'),
    tags,
    summary: '施工过程 (status dates and the photos of each step)',
    handler: async (req) => {
      const p = await loadPile(db, req.query.id, req.lang);
      await guard(db, req.user, p.projectId, 'detail', req.lang);
      const finished = ['recorded', 'confirmed', 'accepted'].includes(p.status);
      const iso = (d: Date | null) => d?.toISOString() ?? null;
      return ok({
        pileId: p.id,
        pileNo: p.pileNo,
        status: p.status as 'notStarted',
        startedAt: iso(p.startedAt),
        finishedAt: iso(p.finishedAt),
        recordedAt: iso(p.recordedAt),
        confirmedAt: iso(p.confirmedAt),
        steps: PILE_PHOTO_STEPS.map((step) => {
          const images = p.photos
            .filter((x) => x.step === step)
            .map((x) => ({ ...x, step, url: imageUrl(x.fileId) }));
          return { step, done: finished || images.length > 0, images };
        }),
      });
    },
  });

  route.call(pileCalls.images, {
    summary: '工序照片 (the process photos of a pile, oldest first)',
    access: { action: 'detail', project: (req) => loadPile(db, req.query.id, req.lang) },
    answer: (_req, p) =>
      p.photos.map((x) => ({
        step: x.step as (typeof PILE_PHOTO_STEPS)[number],
        fileId: x.fileId,
        at: x.at,
        url: imageUrl(x.fileId),
      })),
  });

  // ---- the project's pile records (docs/domains/pile.md project recording, docs/domains/project.md register and pile data) ----
  route.call(pileCalls.recordingList, {
    summary: '项目施工记录列表 (the construction records of a sub-project, filters in the body)',
    access: { action: 'list', project: (req) => req.body.proId },
    answer: (req) => listPiles(db, req.body, req.lang),
  });
  route.call(pileCalls.recordingDetail, {
    summary: '项目施工记录详情 (one pile record with its judgement)',
    access: { action: 'detail', project: (req) => loadPile(db, req.body.id, req.lang) },
    answer: (req, p) => detail(db, p.id, req.lang),
  });
  route.call(pileCalls.constructionRegister, {
    summary: '施工登记详情 (the sub-project, its parties, pile groups and pile statistics)',
    access: { action: 'detail', project: (req) => req.query.proId },
    answer: (req) => mainInfo(db, req.query.proId, req.lang),
  });
  route.call(pileCalls.pileData, {
    summary: '桩基数据 (the pile groups of a sub-project with their design values and pile counts)',
    access: { action: 'list', project: (req) => req.query.proId },
    answer: (req) => listGroups(db, req.query.proId),
  });
}
