import {
  type AnyCall,
  callUrl,
  ok,
  PILE_PHOTO_STEPS,
  pileAcceptanceCalls,
  pileCalls,
  pileLegacyCalls,
} from '@zhuji/shared';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { onProject } from '../../platform/access';
import { callRoute } from '../../platform/http/call-route';
import { guardedRoutes } from '../../platform/kit/guarded-routes';
import { detail, guard, listGroups, listPiles, loadPile, PILE_MENU } from './pile.service';
import { mainInfo } from './pile-acceptance.service';

/** Each original pile call with its alias at the spec catalogue's older path (docs/domains/pile.md). */
const ALIAS_OF: ReadonlyMap<AnyCall, AnyCall> = new Map<AnyCall, AnyCall>([
  [pileCalls.plan, pileLegacyCalls.plan],
  [pileCalls.savePlan, pileLegacyCalls.savePlan],
  [pileCalls.groups, pileLegacyCalls.groups],
  [pileCalls.saveGroup, pileLegacyCalls.saveGroup],
  [pileCalls.saveNumbers, pileLegacyCalls.saveNumbers],
  [pileCalls.previewNumbers, pileLegacyCalls.previewNumbers],
  [pileCalls.detail, pileLegacyCalls.detail],
  [pileAcceptanceCalls.pdf, pileLegacyCalls.pdf],
  [pileCalls.machines, pileLegacyCalls.machines],
]);

/**
 * Registers each aliased route a second time at its alias's path, from the alias's own catalogue entry
 * (same schemas, guard and handler). Added before the pile routes (onRoute sees only routes registered
 * after it, in this plugin and its children).
 */
export function addPileAliases(app: FastifyInstance) {
  app.addHook('onRoute', function (this: FastifyInstance, opts: RouteOptions) {
    if (Array.isArray(opts.method)) return;
    const call = (opts.config as { call?: AnyCall } | undefined)?.call;
    const alias = call && ALIAS_OF.get(call);
    if (!alias || alias.method !== opts.method) return;
    const url = callUrl(alias);
    this.route({ ...opts, url, path: url, config: { ...opts.config, call: alias } } as RouteOptions);
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
