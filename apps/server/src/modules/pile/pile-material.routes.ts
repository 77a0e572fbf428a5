import { ok, pileCalls } from '@zhuji/shared';
import type { FastifyInstance } from 'fastify';
import { onProject } from '../../platform/access';
import { callRoute } from '../../platform/http/call-route';
import { ledgerMaterials, pileUsages, stocktake, usePileMaterial } from '../material';
import { guard, loadPile } from './pile.service';

const tags = ['pile'];

/**
 * Material stock of a pile project and its use per pile, as views of the material module's one stock ledger
 * (docs/domains/material.md "stock"): the stock the pile pages show is the 材料库存 page's, a use is booked
 * against what was received and never exceeds it.
 */
export async function pileMaterialRoutes(app: FastifyInstance) {
  const db = app.db;

  callRoute(app, pileCalls.materialStock, {
    who: onProject('PileConstruction', 'list'),
    tags,
    summary: '库存列表 (the ledger stock of each material received on the project)',
    handler: async (req) => {
      await guard(db, req.user, req.query.proId, 'list', req.lang);
      const rows = await ledgerMaterials(db, req.query.proId, req.lang);
      return ok(rows.map(({ usageCount: _, ...row }) => row));
    },
  });

  callRoute(app, pileCalls.materialUsage, {
    who: onProject('PileConstruction', 'detail'),
    tags,
    summary: '用量明细 (materials used by a pile)',
    handler: async (req) => {
      const p = await loadPile(db, req.query.id, req.lang);
      await guard(db, req.user, p.projectId, 'detail', req.lang);
      return ok(await pileUsages(db, new Map([[p.id, p.pileNo]]), req.lang));
    },
  });

  callRoute(app, pileCalls.saveMaterialUsage, {
    who: onProject('PileConstruction', 'update'),
    tags,
    summary: '保存用量 (a pile uses a ledger material; the use may not exceed the stock)',
    description:
      'Needs update on PileConstruction. One transaction under the project ledger lock: 422 naming the stock, the use and the excess when the use is more than the stock; audited.',
    handler: async (req) => {
      const p = await loadPile(db, req.body.pileId, req.lang);
      await guard(db, req.user, p.projectId, 'update', req.lang);
      const { pileId: _, ...input } = req.body;
      const actor = { userId: req.user.userId, ip: req.ip, userName: req.user.name };
      return ok(await usePileMaterial(db, actor, p, input, req.lang));
    },
  });

  // ---- the project's material catalogue (docs/domains/project.md material list and update) -------------------

  callRoute(app, pileCalls.projectMaterials, {
    who: onProject('PileConstruction', 'list'),
    tags,
    summary: '材料清单 (material list: the ledger’s materials, what is left and what piles used)',
    description: 'Needs list on PileConstruction; keyword matches the material or its specification.',
    handler: async (req) => {
      const { proId, keyword } = req.query;
      await guard(db, req.user, proId, 'list', req.lang);
      return ok(await ledgerMaterials(db, proId, req.lang, keyword));
    },
  });

  callRoute(app, pileCalls.updateProjectMaterial, {
    who: onProject('PileConstruction', 'update'),
    tags,
    summary: '修改材料 (material update: the stock found at a stocktake, with its reason)',
    description:
      'Needs update on PileConstruction of the project. Books the correction found − book in the ledger, audited with the stock before.',
    handler: async (req) => {
      const { proId, ...input } = req.body;
      await guard(db, req.user, proId, 'update', req.lang);
      const actor = { userId: req.user.userId, ip: req.ip, userName: req.user.name };
      return ok(await stocktake(db, actor, proId, input, req.lang));
    },
  });
}
