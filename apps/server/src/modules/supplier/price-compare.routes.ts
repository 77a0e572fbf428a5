import {
  businessDateOf,
  inPricePeriod,
  materialPriceCalls,
  type PriceComparisonRow,
  priceDeviation,
  receiptMatchesPricePlan,
} from '@zhuji/shared';
import type { FastifyInstance } from 'fastify';
import { assertAction } from '../../platform/access';
import type { DbOrTx } from '../../platform/db/client';
import { guardedRoutes } from '../../platform/kit/guarded-routes';
import { pricedReceiptsOf, pricePlansOf } from '../material';
import { projectQuotedPrices } from './quote-prices';

const norm = (s: string) => s.trim().toLowerCase();
/** The material module's price plan page: its actions guard the comparison. */
const PRICE_MENU = 'MaterialPricePlan';

/**
 * Each plan of the project against the quotes for its material (same material, specification and unit)
 * submitted in its period: the accepted quote's price when there is one, else the lowest, and its deviation;
 * and against the project's priced receipts of the same specification and unit received in its period, each
 * with its deviation on the same threshold (docs/domains/material.md "price plans").
 */
export async function priceComparison(
  db: DbOrTx,
  projectId: number,
  thresholdPercent: number,
): Promise<PriceComparisonRow[]> {
  const [plans, quotes, receipts] = await Promise.all([
    pricePlansOf(db, projectId),
    projectQuotedPrices(db, projectId),
    pricedReceiptsOf(db, projectId),
  ]);
  return plans.map((p) => {
    const matching = quotes.filter(
      (q) =>
        norm(q.material) === norm(p.material) &&
        norm(q.specification) === norm(p.specification) &&
        norm(q.unit) === norm(p.unit) &&
        inPricePeriod(businessDateOf(q.quotedAt), p.validFrom, p.validTo),
    );
    const byPrice = [...matching].sort((a, b) => Number(a.unitPrice) - Number(b.unitPrice));
    const chosen = matching.find((q) => q.accepted) ?? byPrice[0];
    const deviation = chosen ? priceDeviation(chosen.unitPrice, p.plannedPrice, thresholdPercent) : null;
    return {
      id: p.id,
      material: p.material,
      specification: p.specification,
      unit: p.unit,
      plannedPrice: p.plannedPrice,
      validFrom: p.validFrom,
      validTo: p.validTo,
      quoteCount: matching.length,
      actualPrice: chosen?.unitPrice ?? null,
      actualSource: chosen ? (chosen.accepted ? 'accepted' : 'lowest') : null,
      supplierName: chosen?.supplierName ?? null,
      highestPrice: byPrice.at(-1)?.unitPrice ?? null,
      deviationPercent: deviation?.deviationPercent ?? null,
      overThreshold: deviation?.overThreshold ?? false,
      receipts: receipts.flatMap(({ specification, unit, unitPrice, ...r }) =>
        unitPrice !== null &&
        receiptMatchesPricePlan(p, { specification, unit, receivedDate: r.receivedDate })
          ? [{ ...r, unitPrice, ...priceDeviation(unitPrice, p.plannedPrice, thresholdPercent) }]
          : [],
      ),
    };
  });
}

/** material/pricePlan/compare: the price plans (material module) against this module's quotes and the material module's priced receipts. */
export async function priceCompareRoutes(app: FastifyInstance) {
  const db = app.db;
  const route = guardedRoutes(app, {
    tags: ['material'],
    guard: (tx, user, projectId, action, lang) => assertAction(tx, user, projectId, PRICE_MENU, action, lang),
    menu: PRICE_MENU,
  });
  route.call(materialPriceCalls.compare, {
    summary:
      '价格计划对比 (each plan against the quotes and the priced receipts of its period: deviation %, flagged above the threshold)',
    access: { action: 'list', project: (req) => req.query.proId },
    answer: async (req) => ({
      thresholdPercent: req.query.threshold,
      list: await priceComparison(db, req.query.proId, req.query.threshold),
    }),
  });
}
