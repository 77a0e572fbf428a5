import {
  MATERIAL_CATEGORIES,
  MATERIAL_DEPARTURE_REASONS,
  MATERIAL_DEVIATION_STATES,
  MATERIAL_PLAN_STATUSES,
  MATERIAL_UNITS,
} from '@zhuji/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** docs/product.md §5 material quantity: 10 integer digits, 3 decimals. */
const quantity = () => numeric({ precision: 13, scale: 3 });

/** A line of the project's material plan (材料计划), approved by its manager before deliveries. */
export const materialPlan = pgTable(
  'material_plan',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    planNo: text().notNull(),
    category: text({ enum: MATERIAL_CATEGORIES }).notNull(),
    specification: text().notNull(),
    unit: text({ enum: MATERIAL_UNITS }).notNull(),
    plannedQuantity: quantity().notNull(),
    neededBy: date().notNull(),
    usePart: text().notNull().default(''),
    remark: text().notNull().default(''),
    status: text({ enum: MATERIAL_PLAN_STATUSES }).notNull().default('DRAFT'),
    submittedAt: timestamp({ withTimezone: true }),
    reviewerId: bigint({ mode: 'number' }),
    reviewerName: text().notNull().default(''),
    reviewedAt: timestamp({ withTimezone: true }),
    reviewComment: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('material_plan_project_no_key').on(t.projectId, t.planNo)],
);

/** The material of a line, copied onto the rows that refer to it when they are written. */
const lineColumns = () => ({
  planId: bigint({ mode: 'number' }).notNull(),
  planNo: text().notNull(),
  category: text({ enum: MATERIAL_CATEGORIES }).notNull(),
  specification: text().notNull(),
  unit: text({ enum: MATERIAL_UNITS }).notNull(),
});

/** A delivery planned against an approved line (供货计划): supplier, date, quantity. */
export const materialDelivery = pgTable(
  'material_delivery',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    deliveryNo: text().notNull(),
    ...lineColumns(),
    /** The registered supplier company of that name, when there is one. */
    supplierId: bigint({ mode: 'number' }),
    supplierName: text().notNull(),
    deliveryDate: date().notNull(),
    quantity: quantity().notNull(),
    contact: text().notNull().default(''),
    remark: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('material_delivery_project_no_key').on(t.projectId, t.deliveryNo),
    index('material_delivery_plan_idx').on(t.planId),
  ],
);

/** A receipt at the gate (进场收料): delivery note, weighbridge, what was received, the deviation. */
export const materialReceipt = pgTable(
  'material_receipt',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    /** 送货单号, unique per project. */
    noteNo: text().notNull(),
    ...lineColumns(),
    deliveryId: bigint({ mode: 'number' }),
    deliveryNo: text().notNull().default(''),
    supplierName: text().notNull(),
    vehiclePlate: text().notNull(),
    receivedDate: date().notNull(),
    noteQuantity: quantity().notNull(),
    grossWeight: quantity(),
    tareWeight: quantity(),
    netWeight: quantity(),
    receivedQuantity: quantity().notNull(),
    /** 单价, 元 per unit (as the price plan's 10,2), when known: price plans compare it (docs/domains/material.md "price plans"). */
    unitPrice: numeric({ precision: 10, scale: 2 }),
    deviationPercent: numeric({ precision: 9, scale: 2 }).notNull(),
    /** The tolerance the receipt was judged against (the configurable default of its day). */
    tolerancePercent: numeric({ precision: 5, scale: 2 }).notNull(),
    deviationState: text({ enum: MATERIAL_DEVIATION_STATES }).notNull(),
    deviationNote: text().notNull().default(''),
    photos: jsonb().$type<string[]>().notNull().default([]),
    receiver: text().notNull(),
    remark: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('material_receipt_project_note_key').on(t.projectId, t.noteNo),
    index('material_receipt_plan_idx').on(t.planId),
    index('material_receipt_delivery_idx').on(t.deliveryId),
    check('material_receipt_unit_price', sql`${t.unitPrice} is null or ${t.unitPrice} >= 0`),
  ],
);

/** Material leaving the site (材料退场): returned, failed its test, surplus or transferred. */
export const materialDeparture = pgTable(
  'material_departure',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    departureNo: text().notNull(),
    ...lineColumns(),
    reason: text({ enum: MATERIAL_DEPARTURE_REASONS }).notNull(),
    quantity: quantity().notNull(),
    departureDate: date().notNull(),
    destination: text().notNull().default(''),
    vehiclePlate: text().notNull().default(''),
    handler: text().notNull(),
    remark: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('material_departure_project_no_key').on(t.projectId, t.departureNo),
    index('material_departure_plan_idx').on(t.planId),
  ],
);

/** The kinds of entry the ledger keeps besides receipts and departures (docs/domains/material.md "stock"). */
export const MATERIAL_STOCK_MOVE_KINDS = ['PILE_USE', 'STOCKTAKE'] as const;

/**
 * The rest of the one stock ledger: what piles used (PILE_USE, the quantity taken) and stocktake
 * corrections (STOCKTAKE, found − book, may be negative). Stock = receipts − departures − uses + corrections.
 */
export const materialStockMove = pgTable(
  'material_stock_move',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    kind: text({ enum: MATERIAL_STOCK_MOVE_KINDS }).notNull(),
    category: text({ enum: MATERIAL_CATEGORIES }).notNull(),
    specification: text().notNull(),
    unit: text({ enum: MATERIAL_UNITS }).notNull(),
    quantity: quantity().notNull(),
    /** The pile that used it (PILE_USE); the pile module owns the pile. */
    pileId: bigint({ mode: 'number' }),
    reason: text().notNull().default(''),
    userId: bigint({ mode: 'number' }),
    userName: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('material_stock_move_material_idx').on(t.projectId, t.category, t.specification, t.unit),
    index('material_stock_move_pile_idx').on(t.pileId),
    check(
      'material_stock_move_use',
      sql`${t.kind} <> 'PILE_USE' or (${t.quantity} > 0 and ${t.pileId} is not null)`,
    ),
  ],
);

/** A planned unit price (价格计划) of a material, as the project's enquiries name it, for a period. */
export const materialPricePlan = pgTable(
  'material_price_plan',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    material: text().notNull(),
    specification: text().notNull().default(''),
    unit: text().notNull(),
    plannedPrice: numeric({ precision: 10, scale: 2 }).notNull(),
    validFrom: date().notNull(),
    validTo: date().notNull(),
    remark: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('material_price_plan_key').on(t.projectId, t.material, t.specification, t.unit, t.validFrom),
    check('material_price_plan_period', sql`${t.validTo} >= ${t.validFrom}`),
  ],
);
