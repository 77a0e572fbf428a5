import {
  businessToday,
  MATERIAL_DELIVERY_SORT_FIELDS,
  MATERIAL_DEPARTURE_SORT_FIELDS,
  MATERIAL_PLAN_SORT_FIELDS,
  MATERIAL_RECEIPT_SORT_FIELDS,
  materialDeliveryCreateSchema,
  materialDeliveryFiltersSchema,
  materialDeliveryItemSchema,
  materialDeliveryUpdateSchema,
  materialDepartureCreateSchema,
  materialDepartureFiltersSchema,
  materialDepartureItemSchema,
  materialDepartureUpdateSchema,
  materialLedgerCalls,
  materialPlanCreateSchema,
  materialPlanFiltersSchema,
  materialPlanItemSchema,
  materialPlanUpdateSchema,
  materialReceiptCreateSchema,
  materialReceiptFiltersSchema,
  materialReceiptItemSchema,
  materialReceiptUpdateSchema,
} from '@zhuji/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { assertAction, loadProject, onProject } from '../../platform/access';
import type { Db } from '../../platform/db/client';
import { callRoute } from '../../platform/http/call-route';
import { defineResource } from '../../platform/kit/define-resource';
import { replyWithSheet } from '../../platform/kit/excel';
import { guardedRoutes } from '../../platform/kit/guarded-routes';
import {
  MATERIAL_LABELS as L,
  MATERIAL_MENUS,
  MATERIAL_TITLES,
  materialWord,
  unitWord,
} from './material.messages';
import {
  checkDelivery,
  checkDeparture,
  checkPlan,
  checkReceipt,
  deriveReceipt,
  materialStock,
  moveMaterialPlan,
  planItem,
  planOptions,
  receiptStockStays,
} from './material.service';
import { materialDelivery, materialDeparture, materialPlan, materialReceipt } from './material.table';

/** The plan line every authorization-matrix example refers to: approved, large, with stock received. */
const EXAMPLE_PLAN = 'MX-JH-001';
const examplePrerequisites = {
  async prepare(db: Db, projectId: number) {
    const [plan] = await db
      .insert(materialPlan)
      .values({
        projectId,
        planNo: EXAMPLE_PLAN,
        category: 'REBAR',
        specification: 'HRB400E Φ20',
        unit: 'T',
        plannedQuantity: '9999999.000',
        neededBy: '2026-12-31',
        status: 'APPROVED',
      })
      .onConflictDoNothing()
      .returning();
    if (!plan) return;
    await db.insert(materialReceipt).values({
      projectId,
      noteNo: 'MX-RCV-000',
      planId: plan.id,
      planNo: plan.planNo,
      category: plan.category,
      specification: plan.specification,
      unit: plan.unit,
      supplierName: '杭州钢铁集团有限公司',
      vehiclePlate: '浙A12345',
      receivedDate: '2026-10-01',
      noteQuantity: '1000000.000',
      receivedQuantity: '1000000.000',
      deviationPercent: '0.00',
      tolerancePercent: '3.00',
      deviationState: 'WITHIN',
      receiver: '吴建平',
    });
  },
  async complete(db: Db, projectId: number, values: Record<string, unknown>) {
    const [plan] = await db
      .select()
      .from(materialPlan)
      .where(and(eq(materialPlan.projectId, projectId), eq(materialPlan.planNo, EXAMPLE_PLAN)));
    const line = plan
      ? {
          planId: plan.id,
          category: plan.category,
          specification: plan.specification,
          unit: plan.unit,
        }
      : {};
    // The kit writes an example's blank optional text as null; these columns keep '' for "none".
    const blanks = Object.fromEntries(
      ['remark', 'contact', 'deliveryNo', 'deviationNote', 'destination', 'vehiclePlate']
        .filter((k) => k in values && values[k] === null)
        .map((k) => [k, '']),
    );
    const receipt = values.noteNo !== undefined ? deriveReceipt(values, true) : {};
    return { ...values, ...blanks, ...line, ...receipt };
  },
};

const materialPlanResource = defineResource({
  name: 'materialPlan',
  prefix: 'material/plan',
  title: MATERIAL_TITLES.plan,
  table: materialPlan,
  menu: MATERIAL_MENUS.plan,
  projectScoped: true,
  contract: {
    item: materialPlanItemSchema,
    create: materialPlanCreateSchema,
    update: materialPlanUpdateSchema,
    filters: materialPlanFiltersSchema,
    sortFields: MATERIAL_PLAN_SORT_FIELDS,
  },
  fields: {
    planNo: { column: materialPlan.planNo, type: 'text', label: L.planNo, search: true },
    category: { column: materialPlan.category, type: 'text', label: L.category },
    specification: { column: materialPlan.specification, type: 'text', label: L.specification, search: true },
    unit: { column: materialPlan.unit, type: 'text', label: L.unit },
    plannedQuantity: { column: materialPlan.plannedQuantity, type: 'decimal', label: L.plannedQuantity },
    neededBy: { column: materialPlan.neededBy, type: 'text', label: L.neededBy },
    usePart: { column: materialPlan.usePart, type: 'text', label: L.usePart, search: true },
    remark: { column: materialPlan.remark, type: 'text', label: L.remark },
    status: { column: materialPlan.status, type: 'text', label: L.status },
    reviewerName: { column: materialPlan.reviewerName, type: 'text', label: L.reviewerName },
    reviewComment: { column: materialPlan.reviewComment, type: 'text', label: L.reviewComment },
    createdAt: { column: materialPlan.createdAt, type: 'datetime', label: L.createdAt },
  },
  filters: {
    category: { field: 'category', op: 'eq' },
    status: { field: 'status', op: 'eq' },
  },
  defaultSort: { field: 'planNo', order: 'asc' },
  exportColumns: [
    'planNo',
    'category',
    'specification',
    'unit',
    'plannedQuantity',
    'neededBy',
    'usePart',
    'status',
    'reviewerName',
    'reviewComment',
    'remark',
  ],
  naturalKey: ['planNo'],
  example: (n) => ({
    planNo: `JH-${String(n).padStart(4, '0')}`,
    category: 'READY_MIX_CONCRETE' as const,
    specification: 'C30 水下',
    unit: 'M3' as const,
    plannedQuantity: '860.000',
    neededBy: '2026-12-20',
    usePart: 'ZH-001～ZH-120 灌注桩',
    remark: '坍落度 180～220mm',
  }),
  toItem: planItem,
  hooks: { beforeWrite: checkPlan },
});

const materialDeliveryResource = defineResource({
  name: 'materialDelivery',
  prefix: 'material/delivery',
  title: MATERIAL_TITLES.delivery,
  table: materialDelivery,
  menu: MATERIAL_MENUS.delivery,
  projectScoped: true,
  contract: {
    item: materialDeliveryItemSchema,
    create: materialDeliveryCreateSchema,
    update: materialDeliveryUpdateSchema,
    filters: materialDeliveryFiltersSchema,
    sortFields: MATERIAL_DELIVERY_SORT_FIELDS,
  },
  fields: {
    deliveryNo: { column: materialDelivery.deliveryNo, type: 'text', label: L.deliveryNo, search: true },
    planId: { column: materialDelivery.planId, type: 'integer', label: L.planId },
    planNo: { column: materialDelivery.planNo, type: 'text', label: L.planNo, search: true },
    category: { column: materialDelivery.category, type: 'text', label: L.category },
    specification: {
      column: materialDelivery.specification,
      type: 'text',
      label: L.specification,
      search: true,
    },
    unit: { column: materialDelivery.unit, type: 'text', label: L.unit },
    supplierName: {
      column: materialDelivery.supplierName,
      type: 'text',
      label: L.supplierName,
      search: true,
    },
    deliveryDate: { column: materialDelivery.deliveryDate, type: 'text', label: L.deliveryDate },
    quantity: { column: materialDelivery.quantity, type: 'decimal', label: L.quantity },
    contact: { column: materialDelivery.contact, type: 'text', label: L.contact },
    remark: { column: materialDelivery.remark, type: 'text', label: L.remark },
    createdAt: { column: materialDelivery.createdAt, type: 'datetime', label: L.createdAt },
  },
  filters: {
    planId: { field: 'planId', op: 'eq' },
    category: { field: 'category', op: 'eq' },
  },
  defaultSort: { field: 'deliveryDate', order: 'desc' },
  exportColumns: [
    'deliveryNo',
    'planNo',
    'category',
    'specification',
    'unit',
    'supplierName',
    'deliveryDate',
    'quantity',
    'contact',
    'remark',
  ],
  naturalKey: ['deliveryNo'],
  example: (n) => ({
    deliveryNo: `GH-${String(n).padStart(4, '0')}`,
    planNo: EXAMPLE_PLAN,
    supplierName: '杭州钢铁集团有限公司',
    deliveryDate: '2026-11-20',
    quantity: '30.000',
  }),
  hooks: { beforeWrite: checkDelivery },
  examplePrerequisites,
});

const materialReceiptResource = defineResource({
  name: 'materialReceipt',
  prefix: 'material/receive',
  title: MATERIAL_TITLES.receipt,
  table: materialReceipt,
  menu: MATERIAL_MENUS.receipt,
  projectScoped: true,
  contract: {
    item: materialReceiptItemSchema,
    create: materialReceiptCreateSchema,
    update: materialReceiptUpdateSchema,
    filters: materialReceiptFiltersSchema,
    sortFields: MATERIAL_RECEIPT_SORT_FIELDS,
  },
  fields: {
    noteNo: { column: materialReceipt.noteNo, type: 'text', label: L.noteNo, search: true },
    planId: { column: materialReceipt.planId, type: 'integer', label: L.planId },
    planNo: { column: materialReceipt.planNo, type: 'text', label: L.planNo, search: true },
    category: { column: materialReceipt.category, type: 'text', label: L.category },
    specification: {
      column: materialReceipt.specification,
      type: 'text',
      label: L.specification,
      search: true,
    },
    unit: { column: materialReceipt.unit, type: 'text', label: L.unit },
    deliveryNo: { column: materialReceipt.deliveryNo, type: 'text', label: L.deliveryNo },
    supplierName: { column: materialReceipt.supplierName, type: 'text', label: L.supplierName, search: true },
    vehiclePlate: { column: materialReceipt.vehiclePlate, type: 'text', label: L.vehiclePlate, search: true },
    receivedDate: { column: materialReceipt.receivedDate, type: 'text', label: L.receivedDate },
    noteQuantity: { column: materialReceipt.noteQuantity, type: 'decimal', label: L.noteQuantity },
    grossWeight: { column: materialReceipt.grossWeight, type: 'decimal', label: L.grossWeight },
    tareWeight: { column: materialReceipt.tareWeight, type: 'decimal', label: L.tareWeight },
    netWeight: { column: materialReceipt.netWeight, type: 'decimal', label: L.netWeight },
    receivedQuantity: {
      column: materialReceipt.receivedQuantity,
      type: 'decimal',
      label: L.receivedQuantity,
    },
    unitPrice: { column: materialReceipt.unitPrice, type: 'decimal', label: L.unitPrice },
    deviationPercent: {
      column: materialReceipt.deviationPercent,
      type: 'decimal',
      label: L.deviationPercent,
    },
    deviationState: { column: materialReceipt.deviationState, type: 'text', label: L.deviationState },
    deviationNote: { column: materialReceipt.deviationNote, type: 'text', label: L.deviationNote },
    receiver: { column: materialReceipt.receiver, type: 'text', label: L.receiver, search: true },
    remark: { column: materialReceipt.remark, type: 'text', label: L.remark },
    createdAt: { column: materialReceipt.createdAt, type: 'datetime', label: L.createdAt },
  },
  filters: {
    planId: { field: 'planId', op: 'eq' },
    category: { field: 'category', op: 'eq' },
    deviationState: { field: 'deviationState', op: 'eq' },
  },
  defaultSort: { field: 'receivedDate', order: 'desc' },
  exportColumns: [
    'noteNo',
    'planNo',
    'category',
    'specification',
    'unit',
    'deliveryNo',
    'supplierName',
    'vehiclePlate',
    'receivedDate',
    'noteQuantity',
    'grossWeight',
    'tareWeight',
    'netWeight',
    'receivedQuantity',
    'unitPrice',
    'deviationPercent',
    'deviationState',
    'deviationNote',
    'receiver',
    'remark',
  ],
  naturalKey: ['noteNo'],
  example: (n) => ({
    noteNo: `SH-${String(n).padStart(6, '0')}`,
    planNo: EXAMPLE_PLAN,
    supplierName: '杭州钢铁集团有限公司',
    vehiclePlate: '浙A8K326',
    receivedDate: '2026-11-02',
    noteQuantity: '32.500',
    grossWeight: '49.860',
    tareWeight: '17.420',
    unitPrice: '3920.00',
    receiver: '吴建平',
  }),
  hooks: { beforeWrite: checkReceipt, afterWrite: receiptStockStays },
  examplePrerequisites,
});

const materialDepartureResource = defineResource({
  name: 'materialDeparture',
  prefix: 'material/departure',
  title: MATERIAL_TITLES.departure,
  table: materialDeparture,
  menu: MATERIAL_MENUS.departure,
  projectScoped: true,
  contract: {
    item: materialDepartureItemSchema,
    create: materialDepartureCreateSchema,
    update: materialDepartureUpdateSchema,
    filters: materialDepartureFiltersSchema,
    sortFields: MATERIAL_DEPARTURE_SORT_FIELDS,
  },
  fields: {
    departureNo: { column: materialDeparture.departureNo, type: 'text', label: L.departureNo, search: true },
    planNo: { column: materialDeparture.planNo, type: 'text', label: L.planNo, search: true },
    category: { column: materialDeparture.category, type: 'text', label: L.category },
    specification: {
      column: materialDeparture.specification,
      type: 'text',
      label: L.specification,
      search: true,
    },
    unit: { column: materialDeparture.unit, type: 'text', label: L.unit },
    reason: { column: materialDeparture.reason, type: 'text', label: L.reason },
    quantity: { column: materialDeparture.quantity, type: 'decimal', label: L.quantity },
    departureDate: { column: materialDeparture.departureDate, type: 'text', label: L.departureDate },
    destination: { column: materialDeparture.destination, type: 'text', label: L.destination, search: true },
    vehiclePlate: { column: materialDeparture.vehiclePlate, type: 'text', label: L.vehiclePlate },
    handler: { column: materialDeparture.handler, type: 'text', label: L.handler, search: true },
    remark: { column: materialDeparture.remark, type: 'text', label: L.remark },
    createdAt: { column: materialDeparture.createdAt, type: 'datetime', label: L.createdAt },
  },
  filters: {
    reason: { field: 'reason', op: 'eq' },
    category: { field: 'category', op: 'eq' },
  },
  defaultSort: { field: 'departureDate', order: 'desc' },
  exportColumns: [
    'departureNo',
    'planNo',
    'category',
    'specification',
    'unit',
    'reason',
    'quantity',
    'departureDate',
    'destination',
    'vehiclePlate',
    'handler',
    'remark',
  ],
  naturalKey: ['departureNo'],
  example: (n) => ({
    departureNo: `TC-${String(n).padStart(4, '0')}`,
    planNo: EXAMPLE_PLAN,
    reason: 'SURPLUS' as const,
    quantity: '1.000',
    departureDate: '2026-11-10',
    destination: '江东安置房二期项目部',
    handler: '吴建平',
  }),
  hooks: { beforeWrite: checkDeparture },
  examplePrerequisites,
});

const tags = ['material'];

/** 材料管理: plan lines (with their approval), delivery plans, receipts, departures and the stock. */
export async function materialRoutes(app: FastifyInstance) {
  await app.register(materialPlanResource);
  await app.register(materialDeliveryResource);
  await app.register(materialReceiptResource);
  await app.register(materialDepartureResource);
  const db = app.db;
  const route = guardedRoutes(app, {
    tags,
    guard: (tx, user, projectId, action, lang) =>
      assertAction(tx, user, projectId, MATERIAL_MENUS.stock, action, lang),
    menu: MATERIAL_MENUS.stock,
  });

  route.call(materialLedgerCalls.planMove, {
    summary:
      '材料计划 提交 / 批准 / 退回 (update on MaterialPlan; approving and returning are the manager’s)',
    access: 'service',
    who: onProject('MaterialPlan', 'update', 'approving and returning are the manager’s'),
    answer: (req) =>
      moveMaterialPlan(db, req.user, { userId: req.user.userId, ip: req.ip }, req.body, req.lang),
  });

  const planGuarded = guardedRoutes(app, {
    tags,
    guard: (tx, user, projectId, action, lang) =>
      assertAction(tx, user, projectId, MATERIAL_MENUS.delivery, action, lang),
    menu: MATERIAL_MENUS.delivery,
  });
  planGuarded.call(materialLedgerCalls.planOptions, {
    summary: '已批准的材料计划及剩余可供货量 (list on MaterialDeliveryPlan)',
    access: { action: 'list', project: (req) => req.query.proId },
    answer: (req) => planOptions(db, req.query.proId),
  });

  route.call(materialLedgerCalls.stockList, {
    summary: '材料库存 (per material and specification: planned, received, departed, in stock)',
    access: { action: 'list', project: (req) => req.query.proId },
    answer: (req) => materialStock(db, req.query.proId, req.query.category),
  });

  callRoute(app, materialLedgerCalls.stockExport, {
    who: onProject('MaterialStock', 'export'),
    tags,
    summary: '材料库存导出 (xlsx)',
    description: 'Needs export on MaterialStock.',
    handler: async (req, reply) => {
      await loadProject(db, req.query.proId, req.lang);
      await assertAction(db, req.user, req.query.proId, MATERIAL_MENUS.stock, 'export', req.lang);
      const stock = await materialStock(db, req.query.proId, req.query.category);
      const lang = req.lang;
      const keys = [
        'category',
        'specification',
        'unit',
        'planned',
        'deliveryPlanned',
        'received',
        'departed',
        'usedByPiles',
        'adjusted',
        'inStock',
        'overToleranceCount',
      ] as const;
      async function* batches() {
        yield stock.list.map((s) => [
          materialWord(s.category, lang),
          s.specification,
          unitWord(s.unit, lang),
          Number(s.planned),
          Number(s.deliveryPlanned),
          Number(s.received),
          Number(s.departed),
          Number(s.usedByPiles),
          Number(s.adjusted),
          Number(s.inStock),
          s.overToleranceCount,
        ]);
      }
      const stamp = businessToday().replaceAll('-', '');
      return replyWithSheet(reply, req.log, {
        title: MATERIAL_TITLES.stock[lang],
        filename: `${MATERIAL_TITLES.stock[lang]}-${stamp}.xlsx`,
        asciiName: `material-stock-${stamp}.xlsx`,
        columns: keys.map((k) => ({ header: L[k][lang], width: k === 'specification' ? 24 : 14 })),
        batches: batches(),
      });
    },
  });
}
