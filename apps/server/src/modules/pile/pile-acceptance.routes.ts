import {
  envelopeSchema,
  kitIdQuerySchema,
  kitProjectQuerySchema,
  ok,
  pileAcceptanceDataSchema,
  pileAcceptanceItemEnumSchema,
  pileAcceptanceMainInfoSchema,
  pileAcceptanceSaveSchema,
  pileDetailSchema,
  pileTypeQuerySchema,
} from '@zhuji/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertAction, onProject } from '../../platform/access';
import { contentDisposition } from '../../platform/kit/excel';
import { detail, loadPile } from './pile.service';
import {
  acceptanceData,
  acceptanceItemEnum,
  acceptancePdf,
  mainInfo,
  saveAcceptance,
} from './pile-acceptance.service';

/** The menu of the acceptance sheet pages. */
export const PILE_ACCEPTANCE_MENU = 'PileAcceptance';
const tags = ['pileAcceptanceDataSheet'];
const BASE = '/api/pileAcceptanceDataSheet';

/** pileAcceptanceDataSheet/* (spec §7.5): membership + the action on PileAcceptance. */
export async function pileAcceptanceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const guardPile = async (
    id: number,
    action: 'detail' | 'update' | 'export',
    req: { user: never; lang: never },
  ) => {
    const p = await loadPile(db, id, req.lang);
    await assertAction(db, req.user, p.projectId, PILE_ACCEPTANCE_MENU, action, req.lang);
    return p;
  };

  r.get(
    `${BASE}/getAcceptanceItemEnum`,
    {
      config: { who: { kind: 'signedIn', note: 'reference list' } },
      schema: {
        tags,
        summary: '验收项目 (acceptance items of a pile type, GB 50202-2018)',
        querystring: pileTypeQuerySchema,
        response: { 200: envelopeSchema(z.array(pileAcceptanceItemEnumSchema)) },
      },
    },
    // Standard data only, no project rows: a session is enough.
    async (req) => ok(acceptanceItemEnum(req.query.pileType)),
  );

  r.get(
    `${BASE}/getMainInfo`,
    {
      config: { who: onProject('PileAcceptance', 'list') },
      schema: {
        tags,
        summary: '验收表表头 (project, parties, pile groups, statistics)',
        querystring: kitProjectQuerySchema,
        response: { 200: envelopeSchema(pileAcceptanceMainInfoSchema) },
      },
    },
    async (req) => {
      await assertAction(db, req.user, req.query.proId, PILE_ACCEPTANCE_MENU, 'list', req.lang);
      return ok(await mainInfo(db, req.query.proId, req.lang));
    },
  );

  r.get(
    `${BASE}/getInfo`,
    {
      config: { who: onProject('PileAcceptance', 'detail') },
      schema: {
        tags,
        summary: '桩信息 (the pile and its construction record)',
        querystring: kitIdQuerySchema,
        response: { 200: envelopeSchema(pileDetailSchema) },
      },
    },
    async (req) => {
      const p = await guardPile(req.query.id, 'detail', req as never);
      return ok(await detail(db, p.id, req.lang));
    },
  );

  r.get(
    `${BASE}/getPileAcceptanceData`,
    {
      config: { who: onProject('PileAcceptance', 'detail') },
      schema: {
        tags,
        summary: '验收数据 (design, measured and judgement per acceptance item)',
        querystring: kitIdQuerySchema,
        response: { 200: envelopeSchema(pileAcceptanceDataSchema) },
      },
    },
    async (req) => {
      const p = await guardPile(req.query.id, 'detail', req as never);
      return ok(await acceptanceData(db, p.id, req.lang));
    },
  );

  r.post(
    `${BASE}/insertOrUpdatePileAcceptanceData`,
    {
      config: { who: onProject('PileAcceptance', 'update') },
      schema: {
        tags,
        summary: '保存验收数据 (measured and design values; judged at once)',
        body: pileAcceptanceSaveSchema,
        response: { 200: envelopeSchema(pileAcceptanceDataSchema) },
      },
    },
    async (req) => {
      await guardPile(req.body.pileId, 'update', req as never);
      return ok(await saveAcceptance(db, { userId: req.user.userId, ip: req.ip }, req.body, req.lang));
    },
  );

  r.get(
    `${BASE}/pdf`,
    {
      config: { who: onProject('PileAcceptance', 'export') },
      schema: { tags, summary: '验收数据表 PDF (A4, Chinese font embedded)', querystring: kitIdQuerySchema },
    },
    async (req, reply) => {
      const p = await guardPile(req.query.id, 'export', req as never);
      const pdf = await acceptancePdf(db, p.id, req.lang);
      const name = `桩基验收数据表-${p.pileNo}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition(name, `pile-acceptance-${p.id}.pdf`))
        .send(pdf);
    },
  );
}
