import { PassThrough } from 'node:stream';
import { businessDateTimeOf, businessToday, ok, pileCalls } from '@zhuji/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { onProject } from '../../platform/access';
import { AppError } from '../../platform/envelope';
import { callRoute } from '../../platform/http/call-route';
import { t } from '../../platform/i18n';
import { oncePerClientId } from '../../platform/idempotency';
import { contentDisposition, writeSheet, XLSX_TYPE } from '../../platform/kit/excel';
import { guardedRoutes } from '../../platform/kit/guarded-routes';
import {
  PILE_EXPORT_LABELS,
  PILE_EXPORT_TITLE,
  PILE_STATUS_LABELS,
  PILE_TYPE_LABELS,
  YES_NO,
} from './pile.messages';
import {
  addAbnormal,
  addPhoto,
  amendRecord,
  confirmRecord,
  detail,
  exportBatches,
  grid,
  guard,
  listAbnormals,
  listGroups,
  listPiles,
  loadGroup,
  loadPile,
  PILE_MENU,
  previewNumbers,
  saveGroup,
  saveNumbers,
  saveRecord,
  sendToRectification,
  statistics,
} from './pile.service';
import { pileAbnormal } from './pile.table';
import { pileAcceptanceRoutes } from './pile-acceptance.routes';
import { addPileAliases, pileAliasRoutes } from './pile-alias.routes';
import { pileBlockRoutes } from './pile-block.routes';
import { pileLayoutRoutes } from './pile-layout.routes';
import { pileMachineRoutes } from './pile-machine.routes';
import { pileMaterialRoutes } from './pile-material.routes';
import { pilePlanRoutes } from './pile-plan.routes';
import { pileSiteRoutes } from './pile-site.routes';

const tags = ['pile'];
const actor = (req: FastifyRequest) => ({ userId: req.user.userId, ip: req.ip });

/**
 * Pile-foundation construction calls (docs/domains/pile.md). Each checks membership of the row's
 * project and the action on the PileConstruction menu; confirming also needs a supervision role.
 */
export async function pileRoutes(app: FastifyInstance) {
  addPileAliases(app);
  await app.register(pileAcceptanceRoutes);
  await app.register(pileSiteRoutes);
  await app.register(pileMaterialRoutes);
  await app.register(pilePlanRoutes);
  await app.register(pileLayoutRoutes);
  await app.register(pileBlockRoutes);
  await app.register(pileMachineRoutes);
  await app.register(pileAliasRoutes);
  const db = app.db;
  const route = guardedRoutes(app, { tags, guard, menu: PILE_MENU });

  route.call(pileCalls.groups, {
    summary: '桩型列表 (pile groups of a sub-project)',
    access: { action: 'list', project: (req) => req.query.proId },
    answer: (req) => listGroups(db, req.query.proId),
  });

  callRoute(app, pileCalls.saveGroup, {
    who: onProject('PileConstruction', 'add', 'update when the body names an id'),
    tags,
    summary: '保存桩型 (add or update a pile group with its design values)',
    handler: async (req) => {
      if (req.body.id) {
        const g = await loadGroup(db, req.body.id, req.lang);
        await guard(db, req.user, g.projectId, 'update', req.lang);
      }
      await guard(db, req.user, req.body.projectId, req.body.id ? 'update' : 'add', req.lang);
      return ok(await saveGroup(db, actor(req), req.body, req.lang));
    },
  });

  route.call(pileCalls.previewNumbers, {
    summary: '桩号配置预览 (piles a label + number list would create, repeats, existing)',
    access: { action: 'add', project: (req) => loadGroup(db, req.body.groupId, req.lang) },
    answer: (req, g) => previewNumbers(db, g, req.body, req.lang),
  });

  route.call(pileCalls.saveNumbers, {
    summary: '桩号配置 (create the piles of a label + number list; existing numbers are kept)',
    access: { action: 'add', project: (req) => loadGroup(db, req.body.groupId, req.lang) },
    answer: (req) => saveNumbers(db, actor(req), req.body, req.lang),
  });

  route.call(pileCalls.list, {
    summary: '施工列表 (construction list with filters)',
    access: { action: 'list', project: (req) => req.query.proId },
    answer: (req) => listPiles(db, req.query, req.lang),
  });

  route.call(pileCalls.grid, {
    summary: '桩位图 (every pile of a sub-project, compact, in number order; at most 5000)',
    access: { action: 'list', project: (req) => req.query.proId },
    answer: (req) => grid(db, req.query.proId),
  });

  route.call(pileCalls.statistics, {
    summary: '桩基施工统计 (piles per status, abnormal count)',
    access: { action: 'list', project: (req) => req.query.proId },
    answer: (req) => statistics(db, req.query.proId),
  });

  route.call(pileCalls.detail, {
    summary: '施工记录详情 (record, judgement, abnormal records, amendments)',
    access: { action: 'detail', project: (req) => loadPile(db, req.query.id, req.lang) },
    answer: (req, p) => detail(db, p.id, req.lang),
  });

  callRoute(app, pileCalls.save, {
    who: onProject('PileConstruction', 'update'),
    tags,
    summary: '保存施工记录 (judged at once; failures raise an abnormal record; confirmed records are locked)',
    handler: async (req) => {
      const p = await loadPile(db, req.body.id, req.lang);
      await guard(db, req.user, p.projectId, 'update', req.lang);
      // The site app sends a clientId: a retry answers the first detail (docs/domains/site.md).
      const call = pileCalls.save.path;
      return ok(
        await oncePerClientId(db, req.user, req.body.clientId, call, req.lang, async (tx) => {
          await saveRecord(tx, actor(req), req.body, req.lang);
          return detail(tx, p.id, req.lang);
        }),
      );
    },
  });

  callRoute(app, pileCalls.amend, {
    who: onProject('PileConstruction', 'update'),
    tags,
    summary: '更正已确认记录 (logged amendment with a reason)',
    handler: async (req) => {
      const p = await loadPile(db, req.body.id, req.lang);
      await guard(db, req.user, p.projectId, 'update', req.lang);
      await amendRecord(db, actor(req), req.body, req.lang);
      return ok(await detail(db, p.id, req.lang));
    },
  });

  callRoute(app, pileCalls.photo, {
    who: onProject('PileConstruction', 'update'),
    tags,
    summary: '工序照片 (add a hole-acceptance, cage or pour photo uploaded through common/upload/image)',
    handler: async (req) => {
      const p = await loadPile(db, req.body.pileId, req.lang);
      await guard(db, req.user, p.projectId, 'update', req.lang);
      const call = pileCalls.photo.path;
      return ok(
        await oncePerClientId(db, req.user, req.body.clientId, call, req.lang, async (tx) => {
          await addPhoto(tx, actor(req), req.body, req.lang);
          return detail(tx, p.id, req.lang);
        }),
      );
    },
  });

  callRoute(app, pileCalls.confirm, {
    who: onProject('PileConstruction', 'update'),
    tags,
    summary: '监理确认 (side-station confirmation; locks the record)',
    handler: async (req) => {
      const p = await loadPile(db, req.body.id, req.lang);
      await guard(db, req.user, p.projectId, 'update', req.lang);
      await confirmRecord(db, req.user, actor(req), p.id, req.lang);
      return ok(await detail(db, p.id, req.lang));
    },
  });

  callRoute(app, pileCalls.export, {
    who: onProject('PileConstruction', 'export'),
    tags,
    summary: '导出施工记录 (streamed .xlsx, same filters as the list)',
    handler: async (req, reply) => {
      await guard(db, req.user, req.query.proId, 'export', req.lang);
      const lang = req.lang;
      const keys = Object.keys(PILE_EXPORT_LABELS) as (keyof typeof PILE_EXPORT_LABELS)[];
      const date = (d: string | null) => (d ? businessDateTimeOf(d) : null);
      async function* batches() {
        for await (const page of exportBatches(db, req.query))
          yield page.map((p) => [
            p.pileNo,
            p.groupName,
            PILE_TYPE_LABELS[p.pileType][lang],
            PILE_STATUS_LABELS[p.status][lang],
            p.machineNo,
            p.crew,
            date(p.startedAt),
            date(p.finishedAt),
            p.fillingCoefficient,
            (p.abnormal ? YES_NO.yes : YES_NO.no)[lang],
            p.failed.join(', '),
            date(p.confirmedAt),
          ]);
      }
      const out = new PassThrough();
      const stamp = businessToday().replaceAll('-', '');
      writeSheet(
        out,
        PILE_EXPORT_TITLE[lang],
        keys.map((k) => ({ header: PILE_EXPORT_LABELS[k][lang], width: k === 'failed' ? 30 : 16 })),
        batches(),
      ).catch((err: unknown) => {
        req.log.error({ err }, 'pile export failed');
        out.destroy(err as Error);
      });
      return reply
        .type(XLSX_TYPE)
        .header(
          'content-disposition',
          contentDisposition(`${PILE_EXPORT_TITLE[lang]}-${stamp}.xlsx`, `piles-${stamp}.xlsx`),
        )
        .send(out);
    },
  });

  route.call(pileCalls.abnormals, {
    summary: '异常记录列表 (abnormal records of a sub-project)',
    access: { action: 'list', project: (req) => req.query.proId },
    answer: (req) => listAbnormals(db, req.query.proId, req.query.page, req.query.limit),
  });

  callRoute(app, pileCalls.rectify, {
    who: onProject('PileConstruction', 'update'),
    tags,
    summary: '发起整改 (send an open abnormal record to rectification)',
    handler: async (req) => {
      const [row] = await db.select().from(pileAbnormal).where(eq(pileAbnormal.id, req.body.id));
      if (!row) throw new AppError(t('recordNotFound', req.lang), 404, 404);
      await guard(db, req.user, row.projectId, 'update', req.lang);
      return ok(await sendToRectification(db, { userId: req.user.userId, ip: req.ip }, row.id, req.lang));
    },
  });

  route.call(pileCalls.addAbnormal, {
    summary: '登记异常 (collapse, broken pile … entered by hand)',
    access: { action: 'add', project: (req) => loadPile(db, req.body.pileId, req.lang) },
    answer: (req) => addAbnormal(db, actor(req), req.body, req.lang),
  });
}
