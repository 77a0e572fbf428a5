import {
  businessDateOf,
  inPricePeriod,
  materialPriceCalls,
  materialPricePlanContract,
  type PriceComparisonRow,
  priceDeviation,
} from '@zhuji/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { assertAction, fieldError } from '../../platform/access';
import type { DbOrTx } from '../../platform/db/client';
import { defineResource } from '../../platform/kit/define-resource';
import { guardedRoutes } from '../../platform/kit/guarded-routes';
import type { WriteContext } from '../../platform/kit/resource-service';
import { projectQuotedPrices } from '../supplier';
import { MATERIAL_LABELS as L, MATERIAL_MENUS, MATERIAL_TITLES, materialMessage } from './material.messages';
import { materialPricePlan } from './material.table';

const tags = ['material'];
const norm = (s: string) => s.trim().toLowerCase();

/** The period runs forwards: valid to is on or after valid from (422 naming validTo). */
function checkPricePlan(ctx: WriteContext) {
  if (ctx.action === 'remove') return;
  const merged = { ...ctx.before, ...ctx.values } as { validFrom?: string; validTo?: string };
  if (merged.validFrom && merged.validTo && merged.validTo < merged.validFrom)
    throw fieldError('validTo', materialMessage('pricePeriod', ctx.lang), ctx.lang);
}

export const materialPricePlanResource = defineResource({
  name: 'materialPricePlan',
  prefix: 'material/pricePlan',
  title: MATERIAL_TITLES.price,
  table: materialPricePlan,
  menu: MATERIAL_MENUS.price,
  projectScoped: true,
  contract: materialPricePlanContract,
  fields: {
    material: { column: materialPricePlan.material, type: 'text', label: L.material, search: true },
    specification: {
      column: materialPricePlan.specification,
      type: 'text',
      label: L.specification,
      search: true,
    },
    unit: { column: materialPricePlan.unit, type: 'text', label: L.unit },
    plannedPrice: { column: materialPricePlan.plannedPrice, type: 'decimal', label: L.plannedPrice },
    validFrom: { column: materialPricePlan.validFrom, type: 'text', label: L.validFrom },
    validTo: { column: materialPricePlan.validTo, type: 'text', label: L.validTo },
    remark: { column: materialPricePlan.remark, type: 'text', label: L.remark },
    createdAt: { column: materialPricePlan.createdAt, type: 'datetime', label: L.createdAt },
  },
  filters: { material: { field: 'material', op: 'eq' } },
  defaultSort: { field: 'validFrom', order: 'desc' },
  exportColumns: ['material', 'specification', 'unit', 'plannedPrice', 'validFrom', 'validTo', 'remark'],
  naturalKey: ['material', 'specification', 'unit', 'validFrom'],
  example: (n) => ({
    material: '水下商品混凝土',
    specification: `C${30 + (n % 4) * 5} P6`,
    unit: 'm³',
    plannedPrice: `${(470 + n).toFixed(2)}`,
    validFrom: `2026-${String(1 + (n % 12)).padStart(2, '0')}-01`,
    validTo: `2026-${String(1 + (n % 12)).padStart(2, '0')}-28`,
    remark: '含泵送',
  }),
  hooks: { beforeWrite: checkPricePlan },
});

/**
 * Each plan of the project against the quotes for its material (same material, specification and unit)
 * submitted in its period: the accepted quote's price when there is one, else the lowest, and its deviation.
 */
export async function priceComparison(
  db: DbOrTx,
  projectId: number,
  thresholdPercent: number,
): Promise<PriceComparisonRow[]> {
  const [plans, quotes] = await Promise.all([
    db
      .select()
      .from(materialPricePlan)
      .where(and(eq(materialPricePlan.projectId, projectId)))
      .orderBy(
        asc(materialPricePlan.material),
        asc(materialPricePlan.specification),
        asc(materialPricePlan.validFrom),
      ),
    projectQuotedPrices(db, projectId),
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
    };
  });
}

/** 价格计划: the kit resource and its comparison with the quotes. */
export async function materialPriceRoutes(app: FastifyInstance) {
  await app.register(materialPricePlanResource);
  const db = app.db;
  const route = guardedRoutes(app, {
    tags,
    guard: (tx, user, projectId, action, lang) =>
      assertAction(tx, user, projectId, MATERIAL_MENUS.price, action, lang),
    menu: MATERIAL_MENUS.price,
  });
  route.call(materialPriceCalls.compare, {
    summary:
      '价格计划对比 (each plan against the quotes of its period: deviation %, flagged above the threshold)',
    access: { action: 'list', project: (req) => req.query.proId },
    answer: async (req) => ({
      thresholdPercent: req.query.threshold,
      list: await priceComparison(db, req.query.proId, req.query.threshold),
    }),
  });
}
