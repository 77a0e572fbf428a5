import type { Language } from '@zhuji/shared';
import { ok, pileCalls } from '@zhuji/shared';
import type { FastifyInstance } from 'fastify';
import { onProject } from '../../platform/access';
import type { SessionUser } from '../../platform/auth/session';
import { callRoute } from '../../platform/http/call-route';
import { pileUsages, pileUsageTotals } from '../material';
import { loadPileForDetail } from './pile.service';

const tags = ['pile'];

/**
 * The material block of one pile (docs/domains/pile.md). Its test-block views (inspectionBlock,
 * slurryBoredPileBlockDetail) are served by the specimen module, which owns test blocks, and static
 * pressure and dynamic testing detail is pile/staticDynamicDetail in the detection module. Each needs
 * membership of the pile's project and the detail action on the pile construction menu.
 */
export async function pileBlockRoutes(app: FastifyInstance) {
  const db = app.db;

  const guarded = (id: number, user: SessionUser, lang: Language) => loadPileForDetail(db, id, user, lang);

  callRoute(app, pileCalls.materialInfo, {
    who: onProject('PileConstruction', 'detail'),
    tags,
    summary: '材料信息 (the concrete volumes and the stocked materials a pile used)',
    handler: async (req) => {
      const { p, g } = await guarded(req.query.id, req.user, req.lang);
      const usage = await pileUsages(db, new Map([[p.id, p.pileNo]]), req.lang);
      const totals = await pileUsageTotals(db, p.id, req.lang);
      return ok({
        pileId: p.id,
        pileNo: p.pileNo,
        pileType: g.pileType as 'bored' | 'mixing' | 'pipe',
        strengthGrade: g.strengthGrade?.trim() || null,
        theoreticalVolume: p.values.theoreticalVolume ?? null,
        actualVolume: p.values.actualVolume ?? null,
        fillingCoefficient: p.fillingCoefficient,
        usage,
        totals,
      });
    },
  });
}
