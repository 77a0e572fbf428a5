import { isWithinStock, ok, pileCalls } from '@zhuji/shared';
import { and, asc, count, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fieldError, onProject } from '../../platform/access';
import { recordAudit } from '../../platform/audit/audit';
import { AppError } from '../../platform/envelope';
import { callRoute } from '../../platform/http/call-route';
import { t } from '../../platform/i18n';
import { pileMessage } from './pile.messages';
import { guard, loadPile } from './pile.service';
import { pileMaterialStock, pileMaterialUsage } from './pile.table';

const tags = ['pile'];

/** Material stock of a sub-project and its use per pile: a use never exceeds what is in stock. */
export async function pileMaterialRoutes(app: FastifyInstance) {
  const db = app.db;

  callRoute(app, pileCalls.materialStock, {
    who: onProject('PileConstruction', 'list'),
    tags,
    summary: '库存列表 (material stock of a sub-project)',
    handler: async (req) => {
      await guard(db, req.user, req.query.proId, 'list', req.lang);
      const rows = await db
        .select()
        .from(pileMaterialStock)
        .where(eq(pileMaterialStock.projectId, req.query.proId))
        .orderBy(asc(pileMaterialStock.name), asc(pileMaterialStock.spec));
      return ok(rows.map(({ createdAt: _, ...row }) => row));
    },
  });

  callRoute(app, pileCalls.materialUsage, {
    who: onProject('PileConstruction', 'detail'),
    tags,
    summary: '用量明细 (materials used by a pile)',
    handler: async (req) => {
      const p = await loadPile(db, req.query.id, req.lang);
      await guard(db, req.user, p.projectId, 'detail', req.lang);
      const rows = await db
        .select({ u: pileMaterialUsage, s: pileMaterialStock })
        .from(pileMaterialUsage)
        .innerJoin(pileMaterialStock, eq(pileMaterialStock.id, pileMaterialUsage.stockId))
        .where(eq(pileMaterialUsage.pileId, p.id))
        .orderBy(desc(pileMaterialUsage.id));
      return ok(
        rows.map(({ u, s }) => ({
          id: u.id,
          pileId: u.pileId,
          stockId: u.stockId,
          name: s.name,
          spec: s.spec,
          unit: s.unit,
          quantity: u.quantity,
          createdAt: u.createdAt.toISOString(),
        })),
      );
    },
  });

  callRoute(app, pileCalls.saveMaterialUsage, {
    who: onProject('PileConstruction', 'update'),
    tags,
    summary: '保存用量 (a pile uses a stocked material; the use may not exceed the stock)',
    handler: async (req) => {
      const p = await loadPile(db, req.body.pileId, req.lang);
      await guard(db, req.user, p.projectId, 'update', req.lang);
      const stock = await db.transaction(async (tx) => {
        const [s] = await tx
          .select()
          .from(pileMaterialStock)
          .where(eq(pileMaterialStock.id, req.body.stockId))
          .for('update');
        if (!s || s.projectId !== p.projectId) throw new AppError(t('recordNotFound', req.lang), 404, 404);
        if (!isWithinStock(req.body.quantity, s.stock))
          throw fieldError(
            'quantity',
            pileMessage('overStock', req.lang, { stock: s.stock, unit: s.unit }),
            req.lang,
          );
        await tx.insert(pileMaterialUsage).values({
          projectId: p.projectId,
          pileId: p.id,
          stockId: s.id,
          quantity: req.body.quantity,
          userId: req.user.userId,
        });
        const [after] = await tx
          .update(pileMaterialStock)
          .set({ stock: sql`${pileMaterialStock.stock} - ${req.body.quantity}::numeric` })
          .where(eq(pileMaterialStock.id, s.id))
          .returning();
        await recordAudit(tx, { userId: req.user.userId, ip: req.ip }, [
          {
            projectId: p.projectId,
            resource: 'pileMaterialUsage',
            action: 'add',
            recordId: p.id,
            before: { stock: s.stock },
            after: { stockId: s.id, quantity: req.body.quantity, stock: after?.stock },
          },
        ]);
        return after ?? s;
      });
      const { createdAt: _, ...item } = stock;
      return ok(item);
    },
  });

  // ---- the project's material catalogue (docs/domains/project.md material list and update) -------------------

  callRoute(app, pileCalls.projectMaterials, {
    who: onProject('PileConstruction', 'list'),
    tags,
    summary: '材料清单 (material list: the project’s stocked materials, what is left and what piles used)',
    description: 'Needs list on PileConstruction; keyword matches name or spec.',
    handler: async (req) => {
      const { proId, keyword } = req.query;
      await guard(db, req.user, proId, 'list', req.lang);
      const conditions = [eq(pileMaterialStock.projectId, proId)];
      if (keyword) {
        const like = `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;
        const match = or(ilike(pileMaterialStock.name, like), ilike(pileMaterialStock.spec, like));
        if (match) conditions.push(match);
      }
      const rows = await db
        .select({
          s: pileMaterialStock,
          used: sql<string>`coalesce(sum(${pileMaterialUsage.quantity}), 0)::numeric(13,3)::text`,
          usageCount: count(pileMaterialUsage.id),
        })
        .from(pileMaterialStock)
        .leftJoin(pileMaterialUsage, eq(pileMaterialUsage.stockId, pileMaterialStock.id))
        .where(and(...conditions))
        .groupBy(pileMaterialStock.id)
        .orderBy(asc(pileMaterialStock.name), asc(pileMaterialStock.spec));
      return ok(
        rows.map(({ s: { createdAt: _, ...row }, used, usageCount }) => ({ ...row, used, usageCount })),
      );
    },
  });

  callRoute(app, pileCalls.updateProjectMaterial, {
    who: onProject('PileConstruction', 'update'),
    tags,
    summary:
      '修改材料 (material update: name, spec, unit, or the stock found at a stocktake with its reason)',
    description:
      'Needs update on PileConstruction of the material’s project. Only the fields sent change; name + spec stay unique in the project (409). A stock change needs a reason and is audited with the stock before.',
    handler: async (req) => {
      const { id, reason, ...change } = req.body;
      const [found] = await db.select().from(pileMaterialStock).where(eq(pileMaterialStock.id, id));
      if (!found) throw new AppError(t('recordNotFound', req.lang), 404, 404);
      await guard(db, req.user, found.projectId, 'update', req.lang);
      const updated = await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(pileMaterialStock)
          .where(eq(pileMaterialStock.id, id))
          .for('update');
        if (!before) throw new AppError(t('recordNotFound', req.lang), 404, 404);
        const name = change.name ?? before.name;
        const spec = change.spec ?? before.spec;
        const [twin] = await tx
          .select({ id: pileMaterialStock.id })
          .from(pileMaterialStock)
          .where(
            and(
              eq(pileMaterialStock.projectId, before.projectId),
              eq(pileMaterialStock.name, name),
              eq(pileMaterialStock.spec, spec),
              ne(pileMaterialStock.id, id),
            ),
          );
        if (twin) throw new AppError(pileMessage('materialExists', req.lang, { name, spec }), 409, 409);
        const [after] = await tx
          .update(pileMaterialStock)
          .set({ name, spec, unit: change.unit ?? before.unit, stock: change.stock ?? before.stock })
          .where(eq(pileMaterialStock.id, id))
          .returning();
        const pick = (row: typeof before) => ({
          name: row.name,
          spec: row.spec,
          unit: row.unit,
          stock: row.stock,
        });
        await recordAudit(tx, { userId: req.user.userId, ip: req.ip }, [
          {
            projectId: before.projectId,
            resource: 'pileMaterialStock',
            action: change.stock !== undefined ? 'stocktake' : 'update',
            recordId: id,
            before: pick(before),
            after: { ...pick(after ?? before), ...(reason ? { reason } : {}) },
          },
        ]);
        return after ?? before;
      });
      const { createdAt: _, ...item } = updated;
      return ok(item);
    },
  });
}
