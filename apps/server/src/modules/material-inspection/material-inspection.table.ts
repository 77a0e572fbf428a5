import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A material receipt (材料进场登记): one delivery of rebar or concrete by a supplier. */
export const materialRegistration = pgTable(
  'material_registration',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    /** rebar | concrete. */
    kind: text().notNull(),
    supplier: text().notNull(),
    deliveryNote: text().notNull().default(''),
    arrivalDate: date().notNull(),
    remark: text().notNull().default(''),
    /** 材料报审 (GB/T 50319 B.0.6) through the flow engine: none | pending | approved | rejected | returned. */
    approvalStatus: text().notNull().default('none'),
    flowInstanceId: bigint({ mode: 'number' }),
    createdBy: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('material_registration_project_idx').on(t.projectId, t.id)],
);

/** A rebar batch (检验批): same grade, heat and size, ≤ 60 t (120 t doubled). */
export const rebarBatch = pgTable(
  'rebar_batch',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    registrationId: bigint({ mode: 'number' }),
    batchNo: text().notNull(),
    /**
     * The sample's code on its QR label (docs/domains/witness.md "Labelled specimens"), CL-<project>-<arrival
     * yyyymmdd>-nnn, allocated in order under the project's lock; unique across projects like SK- codes.
     */
    sampleNo: text().notNull(),
    grade: text().notNull(),
    heatNo: text().notNull(),
    diameterMm: integer().notNull(),
    tonnage: numeric({ precision: 13, scale: 3 }).notNull(),
    manufacturer: text().notNull(),
    certified: boolean().notNull().default(false),
    seismic: boolean().notNull().default(false),
    arrivalDate: date().notNull(),
    certificateNo: text().notNull().default(''),
    /** Piles whose rebar cages use the batch. */
    pileIds: jsonb().$type<number[]>().notNull().default([]),
    remark: text().notNull().default(''),
    /** pending | retest | accepted | rejected. */
    status: text().notNull().default('pending'),
    capacityTonnes: integer().notNull().default(60),
    firstFailed: jsonb().$type<string[]>().notNull().default([]),
    rectificationId: bigint({ mode: 'number' }),
    createdBy: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rebar_batch_project_idx').on(t.projectId, t.id),
    uniqueIndex('rebar_batch_no_key').on(t.projectId, t.batchNo),
    uniqueIndex('rebar_batch_sample_no_key').on(t.sampleNo),
    index('rebar_batch_registration_idx').on(t.registrationId),
  ],
);

/** A test round of a batch: 1 = receipt retest (复试), 2 = double specimens of the failed items. */
export const rebarTest = pgTable(
  'rebar_test',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    batchId: bigint({ mode: 'number' }).notNull(),
    projectId: bigint({ mode: 'number' }).notNull(),
    round: integer().notNull(),
    reportNo: text().notNull().default(''),
    testDate: date().notNull(),
    lab: text().notNull().default(''),
    specimens: jsonb().$type<unknown[]>().notNull(),
    weightDeviation: numeric({ precision: 6, scale: 2 }),
    items: jsonb().$type<{ item: string; pass: boolean }[]>().notNull(),
    checks: jsonb().$type<unknown[]>().notNull(),
    failedItems: jsonb().$type<string[]>().notNull(),
    pass: boolean().notNull(),
    createdBy: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('rebar_test_round_key').on(t.batchId, t.round)],
);

/** A lot of welded joints (welding) or mechanical splices (sleeve) with its specimens and verdict. */
export const jointLot = pgTable(
  'joint_lot',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    /** welding | sleeve. */
    category: text().notNull(),
    lotNo: text().notNull(),
    /**
     * The code on the lot's specimen labels (docs/domains/witness.md "Labelled specimens"), JT-<project>-<day
     * recorded, yyyymmdd>-nnn from the project's code counter; unique across projects like CL- and SK- codes.
     */
    sampleNo: text().notNull(),
    /** A weld kind (flashButt …) or a sleeve form (straightThread …). */
    jointKind: text().notNull(),
    spliceGrade: text(),
    barGrade: text().notNull(),
    diameterMm: integer().notNull(),
    jointCount: integer().notNull(),
    lotSize: integer().notNull(),
    floorFrom: integer(),
    floorTo: integer(),
    pileIds: jsonb().$type<number[]>().notNull().default([]),
    operator: text().notNull().default(''),
    horizontal: boolean().notNull().default(false),
    tensile: jsonb().$type<unknown[]>().notNull().default([]),
    bend: jsonb().$type<number[]>().notNull().default([]),
    retestTensile: jsonb().$type<unknown[]>().notNull().default([]),
    retestBend: jsonb().$type<number[]>().notNull().default([]),
    specimens: jsonb().$type<unknown[]>().notNull().default([]),
    retestSpecimens: jsonb().$type<unknown[]>().notNull().default([]),
    tensileVerdict: text().notNull().default('pending'),
    bendVerdict: text(),
    verdict: text().notNull().default('pending'),
    basis: text().notNull().default(''),
    reportNo: text().notNull().default(''),
    testDate: date(),
    remark: text().notNull().default(''),
    rectificationId: bigint({ mode: 'number' }),
    createdBy: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('joint_lot_project_idx').on(t.projectId, t.category, t.id),
    uniqueIndex('joint_lot_no_key').on(t.projectId, t.category, t.lotNo),
    uniqueIndex('joint_lot_sample_no_key').on(t.sampleNo),
  ],
);

/** A concrete delivery (商品混凝土进场) with its chloride check, optionally poured into a pile. */
export const concreteDelivery = pgTable(
  'concrete_delivery',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    registrationId: bigint({ mode: 'number' }),
    pileId: bigint({ mode: 'number' }),
    deliveryNo: text().notNull(),
    plant: text().notNull(),
    strengthGrade: text().notNull(),
    volume: numeric({ precision: 13, scale: 3 }).notNull(),
    arrivalDate: date().notNull(),
    environment: text().notNull().default('humid'),
    prestressed: boolean().notNull().default(false),
    chloridePercent: numeric({ precision: 6, scale: 3 }),
    chlorideLimit: numeric({ precision: 6, scale: 3 }).notNull(),
    chloridePass: boolean(),
    remark: text().notNull().default(''),
    rectificationId: bigint({ mode: 'number' }),
    createdBy: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('concrete_delivery_project_idx').on(t.projectId, t.id),
    uniqueIndex('concrete_delivery_no_key').on(t.projectId, t.deliveryNo),
    index('concrete_delivery_pile_idx').on(t.pileId).where(sql`pile_id is not null`),
  ],
);
