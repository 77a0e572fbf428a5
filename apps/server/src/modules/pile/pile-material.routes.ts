import {
  envelopeSchema,
  isWithinStock,
  kitIdQuerySchema,
  kitProjectQuerySchema,
  ok,
  pileMaterialStockItemSchema,
  pileMaterialUsageItemSchema,
  pileMaterialUsageSaveSchema,
} from '@zhuji/shared';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit';
import { AppError } from '../../platform/envelope';
import { t } from '../../platform/i18n';
import { fieldError } from '../project/project-access';
import { pileMessage } from './pile.messages';
import { guard, loadPile } from './pile.service';
import { pileMaterialStock, pileMaterialUsage } from './pile.table';

const tags = ['pile'];

/** Material stock of a sub-project and its use per pile: a use never exceeds what is in stock. */
export async function pileMaterialRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  r.get(
    '/api/pile/material/stockList',
    {
      schema: {
        tags,
        summary: '库存列表 (material stock of a sub-project)',
        querystring: kitProjectQuerySchema,
        response: { 200: envelopeSchema(z.array(pileMaterialStockItemSchema)) },
      },
    },
    async (req) => {
      await guard(db, req.user, req.query.proId, 'list', req.lang);
      const rows = await db
        .select()
        .from(pileMaterialStock)
        .where(eq(pileMaterialStock.projectId, req.query.proId))
        .orderBy(asc(pileMaterialStock.name), asc(pileMaterialStock.spec));
      return ok(rows.map(({ createdAt: _, ...row }) => row));
    },
  );

  r.get(
    '/api/pile/material/usageDetail',
    {
      schema: {
        tags,
        summary: '用量明细 (materials used by a pile)',
        querystring: kitIdQuerySchema,
        response: { 200: envelopeSchema(z.array(pileMaterialUsageItemSchema)) },
      },
    },
    async (req) => {
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
  );

  r.post(
    '/api/pile/material/usageSave',
    {
      schema: {
        tags,
        summary: '保存用量 (a pile uses a stocked material; the use may not exceed the stock)',
        body: pileMaterialUsageSaveSchema,
        response: { 200: envelopeSchema(pileMaterialStockItemSchema) },
      },
    },
    async (req) => {
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
  );
}
