import { materialPricePlanContract } from '@zhuji/shared';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fieldError } from '../../platform/access';
import type { DbOrTx } from '../../platform/db/client';
import { defineResource } from '../../platform/kit/define-resource';
import type { WriteContext } from '../../platform/kit/resource-service';
import { MATERIAL_LABELS as L, MATERIAL_MENUS, MATERIAL_TITLES, materialMessage } from './material.messages';
import { materialPricePlan, materialReceipt } from './material.table';

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
  // A period starting on its own day for every n: the natural key (material, specification, unit, start)
  // stays unique however many examples the authorization matrices make.
  example: (n) => ({
    material: '水下商品混凝土',
    specification: `C${30 + (n % 4) * 5} P6`,
    unit: 'm³',
    plannedPrice: `${(470 + n).toFixed(2)}`,
    validFrom: new Date(Date.UTC(2020, 0, 1 + n)).toISOString().slice(0, 10),
    validTo: new Date(Date.UTC(2020, 0, 28 + n)).toISOString().slice(0, 10),
    remark: '含泵送',
  }),
  hooks: { beforeWrite: checkPricePlan },
});

/** The project's price plans in material, specification and start order (the supplier module compares them with quotes). */
export const pricePlansOf = (db: DbOrTx, projectId: number) =>
  db
    .select()
    .from(materialPricePlan)
    .where(eq(materialPricePlan.projectId, projectId))
    .orderBy(
      asc(materialPricePlan.material),
      asc(materialPricePlan.specification),
      asc(materialPricePlan.validFrom),
    );

/**
 * The project's receipts that carry a unit price, oldest first: what the price comparison (supplier module) sets
 * against each plan of the same specification and unit in its period. Only this project's rows: the caller's
 * access to the project is the comparison route's check.
 */
export const pricedReceiptsOf = (db: DbOrTx, projectId: number) =>
  db
    .select({
      id: materialReceipt.id,
      noteNo: materialReceipt.noteNo,
      specification: materialReceipt.specification,
      unit: materialReceipt.unit,
      receivedDate: materialReceipt.receivedDate,
      supplierName: materialReceipt.supplierName,
      receivedQuantity: materialReceipt.receivedQuantity,
      unitPrice: materialReceipt.unitPrice,
    })
    .from(materialReceipt)
    .where(and(eq(materialReceipt.projectId, projectId), isNotNull(materialReceipt.unitPrice)))
    .orderBy(asc(materialReceipt.receivedDate), asc(materialReceipt.id));

/** 价格计划: the kit resource (its comparison with the quotes is the supplier module's). */
export async function materialPriceRoutes(app: FastifyInstance) {
  await app.register(materialPricePlanResource);
}
