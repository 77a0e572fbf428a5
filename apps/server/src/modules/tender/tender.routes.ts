import {
  consInfoDetailQuerySchema,
  consInfoInsertSchema,
  consInfoSchema,
  consInfoUpdateSchema,
  designTenderInsertSchema,
  designTenderSchema,
  designTenderUpdateSchema,
  envelopeSchema,
  ok,
  tenderAnnouncementInsertSchema,
  tenderAnnouncementSchema,
  tenderAnnouncementUpdateSchema,
  tenderDetailQuerySchema,
  tenderInsertSchema,
  tenderOptionsSchema,
  tenderSchema,
  tenderUpdateSchema,
} from '@zhuji/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { assertMember, onProject } from '../../platform/access';
import {
  type KindName,
  recordDetail,
  recordInsert,
  recordUpdate,
  tenderDetail,
  tenderOptions,
} from './tender.service';

const actor = (req: FastifyRequest) => ({ userId: req.user.userId, ip: req.ip });

/**
 * Contracts and tenders of a sub-project (spec §4 start-up flow, §7.6, §7.7 cons info). Each kind
 * has insert, update and detail; reads need `detail`, writes `add`/`update` on ProjectContract.
 * /api/tender/detail keeps its first shape: any member may read it (the shell's tender alert).
 */
export async function tenderRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/tender/detail',
    {
      config: { who: { kind: 'projectMember' } },
      schema: {
        tags: ['tender'],
        summary: '招标详情 (the project’s tender record, null when none is registered)',
        querystring: tenderDetailQuerySchema,
        response: { 200: envelopeSchema(tenderSchema.nullable()) },
      },
    },
    async (req) => {
      await assertMember(app.db, req.user.userId, req.query.proId, req.lang);
      return ok(await tenderDetail(app.db, req.query.proId));
    },
  );
  r.get(
    '/api/tender/options',
    {
      config: { who: { kind: 'signedIn', note: 'reference list' } },
      schema: {
        tags: ['tender'],
        summary: '招标/发包方式、资质选项 (tender modes, contract modes and qualifications)',
        response: { 200: envelopeSchema(tenderOptionsSchema) },
      },
    },
    async (req) => ok(tenderOptions(req.lang)),
  );
  r.get(
    '/api/project/consInfo/options',
    {
      config: { who: { kind: 'signedIn', note: 'reference list' } },
      schema: {
        tags: ['tender'],
        summary: '合同及概况选项 (contract modes and qualifications)',
        response: { 200: envelopeSchema(tenderOptionsSchema) },
      },
    },
    async (req) => ok(tenderOptions(req.lang)),
  );

  const kinds: {
    kind: KindName;
    base: string;
    title: string;
    item: z.ZodType;
    insert: z.ZodType;
    update: z.ZodType;
    detailPath?: string;
  }[] = [
    {
      kind: 'consInfo',
      base: '/api/project/consInfo',
      title: '合同及概况 (contract and overview)',
      item: consInfoSchema,
      insert: consInfoInsertSchema,
      update: consInfoUpdateSchema,
    },
    {
      kind: 'tender',
      base: '/api/tender',
      title: '招标信息 (tender)',
      item: tenderSchema,
      insert: tenderInsertSchema,
      update: tenderUpdateSchema,
      // GET /api/tender/detail is the member read above.
      detailPath: '/api/tender/record',
    },
    {
      kind: 'announcement',
      base: '/api/tender/announcement',
      title: '招标公告 (tender announcement)',
      item: tenderAnnouncementSchema,
      insert: tenderAnnouncementInsertSchema,
      update: tenderAnnouncementUpdateSchema,
    },
    {
      kind: 'designTender',
      base: '/api/tender/design',
      title: '设计招标 (design tender)',
      item: designTenderSchema,
      insert: designTenderInsertSchema,
      update: designTenderUpdateSchema,
    },
  ];
  for (const k of kinds) {
    r.get(
      k.detailPath ?? `${k.base}/detail`,
      {
        config: { who: onProject('ProjectContract', 'detail') },
        schema: {
          tags: ['tender'],
          summary: `${k.title} detail — null when not registered; detail on ProjectContract`,
          querystring: consInfoDetailQuerySchema,
          response: { 200: envelopeSchema(k.item.nullable()) },
        },
      },
      async (req) => ok(await recordDetail(app.db, k.kind, req.user, req.query.proId, req.lang)),
    );
    r.post(
      `${k.base}/insert`,
      {
        config: { who: onProject('ProjectContract', 'add') },
        schema: {
          tags: ['tender'],
          summary: `${k.title} insert — one per sub-project (409 when registered); add on ProjectContract`,
          body: k.insert,
          response: { 200: envelopeSchema(k.item) },
        },
      },
      async (req) =>
        ok(await recordInsert(app.db, k.kind, req.user, actor(req), req.body as never, req.lang)),
    );
    r.post(
      `${k.base}/update`,
      {
        config: { who: onProject('ProjectContract', 'update') },
        schema: {
          tags: ['tender'],
          summary: `${k.title} update — the fields sent change; update on ProjectContract`,
          body: k.update,
          response: { 200: envelopeSchema(k.item) },
        },
      },
      async (req) =>
        ok(await recordUpdate(app.db, k.kind, req.user, actor(req), req.body as never, req.lang)),
    );
  }
}
