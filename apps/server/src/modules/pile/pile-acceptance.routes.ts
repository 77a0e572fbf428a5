import { ok, pileAcceptanceCalls } from '@zhuji/shared';
import type { FastifyInstance } from 'fastify';
import { assertAction, onProject } from '../../platform/access';
import { callRoute } from '../../platform/http/call-route';
import { contentDisposition } from '../../platform/kit/excel';
import { platformPdfCertificate, signPdf } from '../../platform/signature';
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

/** pileAcceptanceDataSheet/* (docs/domains/pile.md): membership + the action on PileAcceptance. */
export async function pileAcceptanceRoutes(app: FastifyInstance) {
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

  callRoute(app, pileAcceptanceCalls.itemEnum, {
    who: { kind: 'signedIn', note: 'reference list' },
    tags,
    summary: '验收项目 (acceptance items of a pile type, GB 50202-2018)',
    // Standard data only, no project rows: a session is enough.
    handler: async (req) => ok(acceptanceItemEnum(req.query.pileType)),
  });

  callRoute(app, pileAcceptanceCalls.mainInfo, {
    who: onProject('PileAcceptance', 'list'),
    tags,
    summary: '验收表表头 (project, parties, pile groups, statistics)',
    handler: async (req) => {
      await assertAction(db, req.user, req.query.proId, PILE_ACCEPTANCE_MENU, 'list', req.lang);
      return ok(await mainInfo(db, req.query.proId, req.lang));
    },
  });

  callRoute(app, pileAcceptanceCalls.info, {
    who: onProject('PileAcceptance', 'detail'),
    tags,
    summary: '桩信息 (the pile and its construction record)',
    handler: async (req) => {
      const p = await guardPile(req.query.id, 'detail', req as never);
      return ok(await detail(db, p.id, req.lang));
    },
  });

  callRoute(app, pileAcceptanceCalls.data, {
    who: onProject('PileAcceptance', 'detail'),
    tags,
    summary: '验收数据 (design, measured and judgement per acceptance item)',
    handler: async (req) => {
      const p = await guardPile(req.query.id, 'detail', req as never);
      return ok(await acceptanceData(db, p.id, req.lang));
    },
  });

  callRoute(app, pileAcceptanceCalls.save, {
    who: onProject('PileAcceptance', 'update'),
    tags,
    summary: '保存验收数据 (measured and design values; judged at once)',
    handler: async (req) => {
      await guardPile(req.body.pileId, 'update', req as never);
      return ok(await saveAcceptance(db, { userId: req.user.userId, ip: req.ip }, req.body, req.lang));
    },
  });

  callRoute(app, pileAcceptanceCalls.pdf, {
    who: onProject('PileAcceptance', 'export'),
    tags,
    summary: '验收数据表 PDF (A4, Chinese font embedded)',
    handler: async (req, reply) => {
      const p = await guardPile(req.query.id, 'export', req as never);
      // PDF-signed with the platform certificate: a reader shows whether the sheet changed after export.
      const pdf = await signPdf(
        await acceptancePdf(db, p.id, req.lang),
        platformPdfCertificate(app.config.dataDir),
        {
          reason: `pile-acceptance ${p.id}`,
        },
      );
      const name = `桩基验收数据表-${p.pileNo}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition(name, `pile-acceptance-${p.id}.pdf`))
        .send(pdf);
    },
  });
}
