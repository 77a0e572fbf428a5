import { z } from 'zod';
import { personNameSchema, vehiclePlateSchema } from '../validators/identity';
import { materialQuantitySchema, unitPriceSchema } from '../validators/numbers';
import { required } from '../validators/rule';
import { defineCall } from './call';
import { projectIdQuerySchema } from './project';
import { clientIdSchema } from './site';
import { ymdSchema } from './tender';

// Material management (docs/product.md §2.3 "material plans, stock", "material inspection, receiving, departure,
// stock and delivery plans"): a project's material plan lines (approved by its manager), the
// deliveries planned against an approved line, the receipts (进场收料, weighbridge and delivery note,
// the deviation judged by domain/material-receiving.ts), the departures (退场), and the stock the
// server computes from them per material and specification.

const idSchema = z.number().int().positive();
/** A blank cell of an imported sheet (or a cleared optional input) reads as "not given". */
const blankAsUndefined = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
/** A quantity above zero, 10 integer digits and 3 decimals (docs/product.md §5 material quantity). */
const positiveQuantity = required(materialQuantitySchema).refine((v) => Number(v) > 0, {
  message: '数量须大于0',
  params: { rule: 'materialQuantity' },
});

/** 钢筋, 商品混凝土, 水泥, 砂石, 管桩, 防水卷材, 砌块, 其他. */
export const MATERIAL_CATEGORIES = [
  'REBAR',
  'READY_MIX_CONCRETE',
  'CEMENT',
  'AGGREGATE',
  'PIPE_PILE',
  'WATERPROOF',
  'BLOCK',
  'OTHER',
] as const;
export type MaterialCategory = (typeof MATERIAL_CATEGORIES)[number];
/** t, m³, 根, m², 块, m. */
export const MATERIAL_UNITS = ['T', 'M3', 'PIECE', 'M2', 'BLOCK', 'M'] as const;
export type MaterialUnit = (typeof MATERIAL_UNITS)[number];

// ---------------------------------------------------------------------------
// Plan lines (材料计划) and their approval
// ---------------------------------------------------------------------------

/** 草稿 → 已提交 → 已批准, or → 已退回 (edited and submitted again). */
export const MATERIAL_PLAN_STATUSES = ['DRAFT', 'SUBMITTED', 'APPROVED', 'RETURNED'] as const;
export type MaterialPlanStatus = (typeof MATERIAL_PLAN_STATUSES)[number];
/** The approval state machine: each move and the states it may start from. The server refuses any other. */
export const MATERIAL_PLAN_TRANSITIONS = {
  submit: { from: ['DRAFT', 'RETURNED'], to: 'SUBMITTED' },
  approve: { from: ['SUBMITTED'], to: 'APPROVED' },
  return: { from: ['SUBMITTED'], to: 'RETURNED' },
} as const satisfies Record<string, { from: readonly MaterialPlanStatus[]; to: MaterialPlanStatus }>;
export type MaterialPlanMove = keyof typeof MATERIAL_PLAN_TRANSITIONS;
export const MATERIAL_PLAN_MOVES = Object.keys(MATERIAL_PLAN_TRANSITIONS) as MaterialPlanMove[];
export const canMoveMaterialPlan = (status: MaterialPlanStatus, move: MaterialPlanMove): boolean =>
  (MATERIAL_PLAN_TRANSITIONS[move].from as readonly MaterialPlanStatus[]).includes(status);
/** A line is edited or removed only before it reaches the manager, or after he returned it. */
export const isMaterialPlanEditable = (status: MaterialPlanStatus): boolean =>
  status === 'DRAFT' || status === 'RETURNED';
/**
 * Who approves or returns a plan line: the contractor's project manager (项目经理, role 3) or platform
 * staff (平台管理员, role 1), acting in that role on the project — the managers of seed/identity.ts.
 */
export const MATERIAL_PLAN_APPROVER_ROLE_IDS: readonly number[] = [1, 3];

export const materialPlanItemSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  planNo: z.string(),
  category: z.enum(MATERIAL_CATEGORIES),
  specification: z.string(),
  unit: z.enum(MATERIAL_UNITS),
  plannedQuantity: z.string(),
  neededBy: z.string(),
  usePart: z.string(),
  remark: z.string(),
  status: z.enum(MATERIAL_PLAN_STATUSES),
  submittedAt: z.string().nullable(),
  reviewerName: z.string(),
  reviewedAt: z.string().nullable(),
  reviewComment: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MaterialPlanItem = z.infer<typeof materialPlanItemSchema>;

const materialPlanFields = {
  planNo: z.string().trim().min(2).max(30),
  category: z.enum(MATERIAL_CATEGORIES),
  specification: z.string().trim().min(1).max(50),
  unit: z.enum(MATERIAL_UNITS),
  plannedQuantity: positiveQuantity,
  neededBy: required(ymdSchema),
  usePart: z.string().trim().max(100).default(''),
  remark: z.string().trim().max(500).default(''),
};
/** POST /api/material/plan/add — a draft line. */
export const materialPlanCreateSchema = z.object({ projectId: idSchema, ...materialPlanFields });
export type MaterialPlanCreate = z.input<typeof materialPlanCreateSchema>;
export const materialPlanUpdateSchema = z
  .object({
    category: materialPlanFields.category,
    specification: materialPlanFields.specification,
    unit: materialPlanFields.unit,
    plannedQuantity: materialPlanFields.plannedQuantity,
    neededBy: materialPlanFields.neededBy,
    usePart: z.string().trim().max(100),
    remark: z.string().trim().max(500),
  })
  .partial()
  .extend({ id: idSchema });
export const MATERIAL_PLAN_SORT_FIELDS = ['planNo', 'neededBy', 'category', 'createdAt'] as const;
export const materialPlanFiltersSchema = z.object({
  category: z.enum(MATERIAL_CATEGORIES).optional(),
  status: z.enum(MATERIAL_PLAN_STATUSES).optional(),
});

/** POST /api/material/plan/move — submit, approve or return (a return needs its reason). */
export const materialPlanMoveSchema = z.object({
  id: idSchema,
  move: z.enum(MATERIAL_PLAN_MOVES as [MaterialPlanMove, ...MaterialPlanMove[]]),
  comment: z.string().trim().max(200).default(''),
});
export type MaterialPlanMoveBody = z.input<typeof materialPlanMoveSchema>;

/** GET /api/material/plan/options?proId= — the approved lines with what is left to plan for delivery. */
export const materialPlanOptionSchema = z.object({
  id: z.number().int(),
  planNo: z.string(),
  category: z.enum(MATERIAL_CATEGORIES),
  specification: z.string(),
  unit: z.enum(MATERIAL_UNITS),
  plannedQuantity: z.string(),
  deliveryPlanned: z.string(),
  remaining: z.string(),
});
export type MaterialPlanOption = z.infer<typeof materialPlanOptionSchema>;

// ---------------------------------------------------------------------------
// Delivery plans (供货计划)
// ---------------------------------------------------------------------------

/** The material of a line, copied onto the rows that refer to it (the line's number and what it is). */
const lineCopy = {
  planId: z.number().int(),
  planNo: z.string(),
  category: z.enum(MATERIAL_CATEGORIES),
  specification: z.string(),
  unit: z.enum(MATERIAL_UNITS),
};

export const materialDeliveryItemSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  deliveryNo: z.string(),
  ...lineCopy,
  supplierId: z.number().int().nullable(),
  supplierName: z.string(),
  deliveryDate: z.string(),
  quantity: z.string(),
  contact: z.string(),
  remark: z.string(),
  createdAt: z.string(),
});
export type MaterialDeliveryItem = z.infer<typeof materialDeliveryItemSchema>;

const materialDeliveryFields = {
  deliveryNo: z.string().trim().min(2).max(30),
  /** The approved plan line, by its number (what a sheet names; the server resolves the line). */
  planNo: z.string().trim().min(2).max(30),
  /** A registered supplier company is linked by its name; an unregistered one is kept as written. */
  supplierName: z.string().trim().min(2).max(50),
  deliveryDate: required(ymdSchema),
  quantity: positiveQuantity,
  contact: z.string().trim().max(30).default(''),
  remark: z.string().trim().max(500).default(''),
};
/** POST /api/material/delivery/add — not more than the approved line has left (422 with the numbers). */
export const materialDeliveryCreateSchema = z.object({ projectId: idSchema, ...materialDeliveryFields });
export const materialDeliveryUpdateSchema = z
  .object({
    supplierName: materialDeliveryFields.supplierName,
    deliveryDate: materialDeliveryFields.deliveryDate,
    quantity: materialDeliveryFields.quantity,
    contact: z.string().trim().max(30),
    remark: z.string().trim().max(500),
  })
  .partial()
  .extend({ id: idSchema });
export const MATERIAL_DELIVERY_SORT_FIELDS = ['deliveryNo', 'deliveryDate', 'createdAt'] as const;
export const materialDeliveryFiltersSchema = z.object({
  planId: z.coerce.number().int().positive().optional(),
  category: z.enum(MATERIAL_CATEGORIES).optional(),
});

// ---------------------------------------------------------------------------
// Receipts (进场收料)
// ---------------------------------------------------------------------------

/** 偏差正常 / 偏差超限 (domain/material-receiving.ts, default ±3 %, unconfirmed). */
export const MATERIAL_DEVIATION_STATES = ['WITHIN', 'OVER'] as const;
export type MaterialDeviationState = (typeof MATERIAL_DEVIATION_STATES)[number];

export const materialReceiptItemSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  noteNo: z.string(),
  ...lineCopy,
  deliveryId: z.number().int().nullable(),
  deliveryNo: z.string(),
  supplierName: z.string(),
  vehiclePlate: z.string(),
  receivedDate: z.string(),
  noteQuantity: z.string(),
  grossWeight: z.string().nullable(),
  tareWeight: z.string().nullable(),
  netWeight: z.string().nullable(),
  receivedQuantity: z.string(),
  /** 单价 (元 per unit, 2 decimals) the supplier charged, when known: price plans compare it. */
  unitPrice: z.string().nullable(),
  deviationPercent: z.string(),
  tolerancePercent: z.string(),
  deviationState: z.enum(MATERIAL_DEVIATION_STATES),
  deviationNote: z.string(),
  photos: z.array(z.string()),
  receiver: z.string(),
  remark: z.string(),
  createdAt: z.string(),
});
export type MaterialReceiptItem = z.infer<typeof materialReceiptItemSchema>;

const optionalQuantity = blankAsUndefined(required(materialQuantitySchema));
const materialReceiptFields = {
  noteNo: z.string().trim().min(2).max(30),
  planNo: z.string().trim().min(2).max(30),
  /** The delivery plan it fulfils, when there is one (of the same line), by its number. */
  deliveryNo: z.string().trim().max(30).default(''),
  /** Taken from the delivery plan when one is named; required otherwise. */
  supplierName: z.string().trim().max(50).default(''),
  vehiclePlate: required(vehiclePlateSchema),
  receivedDate: required(ymdSchema),
  noteQuantity: positiveQuantity,
  /** 毛重 / 皮重 (t) of a weighed delivery: both or neither; 净重 is the server's. */
  grossWeight: optionalQuantity,
  tareWeight: optionalQuantity,
  /** 实收数量; a weighed delivery without it is received at its net weight. */
  receivedQuantity: optionalQuantity,
  /** 单价 in 元, optional, ≥ 0 with 2 decimals (compared with the price plan of its period). */
  unitPrice: blankAsUndefined(required(unitPriceSchema)),
  /** Why the quantity deviates beyond the tolerance (required then). */
  deviationNote: z.string().trim().max(500).default(''),
  photos: z.array(z.string().max(500)).max(9).default([]),
  receiver: required(personNameSchema),
  remark: z.string().trim().max(500).default(''),
};
/** POST /api/material/receive/add */
export const materialReceiptCreateSchema = z.object({
  projectId: idSchema,
  ...materialReceiptFields,
  /** The site app's id of this receipt (docs/domains/site.md#idempotent-writes). */
  clientId: clientIdSchema.optional(),
});
export const materialReceiptUpdateSchema = z
  .object({
    supplierName: z.string().trim().max(50),
    vehiclePlate: materialReceiptFields.vehiclePlate,
    receivedDate: materialReceiptFields.receivedDate,
    noteQuantity: materialReceiptFields.noteQuantity,
    grossWeight: z.union([z.literal(''), required(materialQuantitySchema)]),
    tareWeight: z.union([z.literal(''), required(materialQuantitySchema)]),
    receivedQuantity: required(materialQuantitySchema),
    /** '' clears the price. */
    unitPrice: z.union([z.literal(''), required(unitPriceSchema)]),
    deviationNote: z.string().trim().max(500),
    photos: z.array(z.string().max(500)).max(9),
    receiver: materialReceiptFields.receiver,
    remark: z.string().trim().max(500),
  })
  .partial()
  .extend({ id: idSchema });
export const MATERIAL_RECEIPT_SORT_FIELDS = [
  'receivedDate',
  'noteNo',
  'deviationPercent',
  'createdAt',
] as const;
export const materialReceiptFiltersSchema = z.object({
  planId: z.coerce.number().int().positive().optional(),
  category: z.enum(MATERIAL_CATEGORIES).optional(),
  deviationState: z.enum(MATERIAL_DEVIATION_STATES).optional(),
});

// ---------------------------------------------------------------------------
// Departures (材料退场)
// ---------------------------------------------------------------------------

/** 退货, 检测不合格, 余料退场, 调拨. */
export const MATERIAL_DEPARTURE_REASONS = ['RETURN', 'TEST_FAILED', 'SURPLUS', 'TRANSFER'] as const;
export type MaterialDepartureReason = (typeof MATERIAL_DEPARTURE_REASONS)[number];

export const materialDepartureItemSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  departureNo: z.string(),
  ...lineCopy,
  reason: z.enum(MATERIAL_DEPARTURE_REASONS),
  quantity: z.string(),
  departureDate: z.string(),
  destination: z.string(),
  vehiclePlate: z.string(),
  handler: z.string(),
  remark: z.string(),
  createdAt: z.string(),
});
export type MaterialDepartureItem = z.infer<typeof materialDepartureItemSchema>;

const materialDepartureFields = {
  departureNo: z.string().trim().min(2).max(30),
  /** The material, by the number of a plan line of it. */
  planNo: z.string().trim().min(2).max(30),
  reason: z.enum(MATERIAL_DEPARTURE_REASONS),
  quantity: positiveQuantity,
  departureDate: required(ymdSchema),
  destination: z.string().trim().max(100).default(''),
  vehiclePlate: z.union([z.literal(''), vehiclePlateSchema]).default(''),
  handler: required(personNameSchema),
  remark: z.string().trim().max(500).default(''),
};
/** POST /api/material/departure/add — not more than the material's stock (422 with the numbers). */
export const materialDepartureCreateSchema = z.object({ projectId: idSchema, ...materialDepartureFields });
export const materialDepartureUpdateSchema = z
  .object({
    reason: materialDepartureFields.reason,
    quantity: materialDepartureFields.quantity,
    departureDate: materialDepartureFields.departureDate,
    destination: z.string().trim().max(100),
    vehiclePlate: z.union([z.literal(''), vehiclePlateSchema]),
    handler: materialDepartureFields.handler,
    remark: z.string().trim().max(500),
  })
  .partial()
  .extend({ id: idSchema });
export const MATERIAL_DEPARTURE_SORT_FIELDS = ['departureDate', 'departureNo', 'createdAt'] as const;
export const materialDepartureFiltersSchema = z.object({
  reason: z.enum(MATERIAL_DEPARTURE_REASONS).optional(),
  category: z.enum(MATERIAL_CATEGORIES).optional(),
});

// ---------------------------------------------------------------------------
// Stock (库存), computed
// ---------------------------------------------------------------------------

/** One material and specification of the project: the sums the server computes, never stored. */
export const materialStockRowSchema = z.object({
  category: z.enum(MATERIAL_CATEGORIES),
  specification: z.string(),
  unit: z.enum(MATERIAL_UNITS),
  /** Σ approved plan lines. */
  planned: z.string(),
  /** Σ delivery plans. */
  deliveryPlanned: z.string(),
  /** Σ received quantities. */
  received: z.string(),
  /** Σ departures. */
  departed: z.string(),
  /** Σ uses by piles (pile/material/usageSave) and how many uses. */
  usedByPiles: z.string(),
  usageCount: z.number().int(),
  /** Σ stocktake corrections (found − book). */
  adjusted: z.string(),
  /** received − departed − used by piles + adjusted (never below zero: every take is checked against it). */
  inStock: z.string(),
  /** Receipts of it flagged 偏差超限. */
  overToleranceCount: z.number().int(),
});
export type MaterialStockRow = z.infer<typeof materialStockRowSchema>;
export const materialStockSchema = z.object({
  list: z.array(materialStockRowSchema),
  tolerancePercent: z.number(),
});
export type MaterialStock = z.infer<typeof materialStockSchema>;
export const materialStockQuerySchema = z.object({
  proId: z.coerce.number().int().positive(),
  category: z.enum(MATERIAL_CATEGORIES).optional(),
});

/** The material calls besides its kit resources (apps/server/src/modules/material). */
export const materialLedgerCalls = {
  planMove: defineCall({
    method: 'POST',
    path: 'material/plan/move',
    body: materialPlanMoveSchema,
    response: materialPlanItemSchema,
  }),
  planOptions: defineCall({
    method: 'GET',
    path: 'material/plan/options',
    query: projectIdQuerySchema,
    response: z.array(materialPlanOptionSchema),
  }),
  stockList: defineCall({
    method: 'GET',
    path: 'material/stock/list',
    query: materialStockQuerySchema,
    response: materialStockSchema,
  }),
  stockExport: defineCall({
    method: 'GET',
    path: 'material/stock/export',
    query: materialStockQuerySchema,
    response: 'file',
  }),
};
