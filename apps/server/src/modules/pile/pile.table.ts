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

/** A pile group (桩型) of a sub-project: pile type and the design values its piles are judged against. */
export const pileGroup = pgTable(
  'pile_group',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    name: text().notNull(),
    /** PILE_TYPES: bored | mixing | pipe. */
    pileType: text().notNull(),
    /** GB 50300-2013 sub-item code (010208 bored, 010110 mixing, 010207 pipe). */
    subItemCode: text().notNull(),
    diameterMm: numeric({ precision: 9, scale: 2 }).notNull(),
    /** '45' or '42-48' (m). */
    designLength: text(),
    /** '800' or '800/900' (mm). */
    cageDiameter: text(),
    cageLengthM: numeric({ precision: 10, scale: 3 }),
    mainBarSpacingMm: numeric({ precision: 10, scale: 3 }),
    stirrupSpacingMm: numeric({ precision: 10, scale: 3 }),
    strengthGrade: text(),
    pileTopElevation: numeric({ precision: 7, scale: 3 }),
    bearing: text(),
    sedimentMm: numeric({ precision: 10, scale: 3 }),
    cementContentKgPerM: numeric({ precision: 10, scale: 3 }),
    waterCementRatio: numeric({ precision: 10, scale: 3 }),
    liftSpeed: numeric({ precision: 10, scale: 3 }),
    sinkSpeed: numeric({ precision: 10, scale: 3 }),
    /** 单柱单桩: one specimen group per pile (GB 50202-2018 5.1.3). */
    singlePile: boolean().notNull().default(false),
    /** Design grade A (甲级): more detection (JGJ 106 3.3). */
    gradeA: boolean().notNull().default(false),
    /** PILE_ARRANGEMENTS: group | singleRow — the setting-out tolerance (GB 50202-2018 5.1.1). */
    arrangement: text().notNull().default('group'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pile_group_project_name_key').on(t.projectId, t.name)],
);

/**
 * One pile and its construction record. The measured values are a JSON object of decimal strings
 * keyed by PILE_RECORD_FIELDS of the pile type (they differ per type); what lists filter and sort
 * on is a column. A confirmed record is locked: changes go through pile_amendment.
 */
export const pile = pgTable(
  'pile',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    groupId: bigint({ mode: 'number' }).notNull(),
    pileNo: text().notNull(),
    /** The pile number split for the site's order ('ZH' 2 before 'ZH' 10): the label and the number. */
    noPrefix: text().notNull().default(''),
    noSeq: bigint({ mode: 'number' }),
    /** PILE_STATUSES. */
    status: text().notNull().default('notStarted'),
    machineNo: text(),
    crew: text(),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    values: jsonb().$type<Record<string, string>>().notNull().default({}),
    joints: jsonb().$type<{ coolingMin: string; offsetMm?: string }[]>().notNull().default([]),
    segments: jsonb().$type<{ lengthM: string }[]>().notNull().default([]),
    /** Process photos (hole acceptance, cage, pour): stored_file ids of images of the same project. */
    photos: jsonb().$type<{ step: string; fileId: string; at: string }[]>().notNull().default([]),
    fillingCoefficient: numeric({ precision: 6, scale: 3 }),
    /** Design position on the site plan (m), from the drawing; null until imported. */
    designX: numeric({ precision: 16, scale: 4 }),
    designY: numeric({ precision: 16, scale: 4 }),
    /** The last setting-out survey (放样复核) and its judgement against the design position. */
    setOutX: numeric({ precision: 16, scale: 4 }),
    setOutY: numeric({ precision: 16, scale: 4 }),
    setOutDeviationMm: numeric({ precision: 10, scale: 1 }),
    setOutPass: boolean(),
    setOutBy: bigint({ mode: 'number' }),
    setOutAt: timestamp({ withTimezone: true }),
    /** Tolerance items out of limit at the last save. */
    failed: text().array().notNull().default(sql`'{}'::text[]`),
    abnormal: boolean().notNull().default(false),
    recordedBy: bigint({ mode: 'number' }),
    recordedAt: timestamp({ withTimezone: true }),
    confirmedBy: bigint({ mode: 'number' }),
    confirmedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pile_project_no_key').on(t.projectId, t.pileNo),
    index('pile_project_order_idx').on(t.projectId, t.noPrefix, t.noSeq, t.id),
    index('pile_project_status_order_idx').on(t.projectId, t.status, t.noPrefix, t.noSeq, t.id),
    // The list filtered by rig, in number order (docs/domains/pile.md; pile-list-scale.test.ts plans it).
    index('pile_project_machine_order_idx').on(t.projectId, t.machineNo, t.noPrefix, t.noSeq, t.id),
    index('pile_project_abnormal_idx').on(t.projectId, t.id).where(sql`${t.abnormal}`),
    index('pile_group_idx').on(t.groupId),
  ],
);

/** An abnormal record: raised by the judgement (kind 'tolerance') or entered by hand (collapse, broken pile …). */
export const pileAbnormal = pgTable(
  'pile_abnormal',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    pileId: bigint({ mode: 'number' }).notNull(),
    kind: text().notNull(),
    items: text().array().notNull().default(sql`'{}'::text[]`),
    description: text().notNull().default(''),
    source: text().notNull(),
    /** open | sent (to rectification) | closed. */
    status: text().notNull().default('open'),
    /** The rectification it was sent to (issue 7); no foreign key until that module lands. */
    rectificationId: bigint({ mode: 'number' }),
    createdBy: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pile_abnormal_project_idx').on(t.projectId, t.id),
    index('pile_abnormal_pile_idx').on(t.pileId),
  ],
);

/** A logged correction of a confirmed record, with its reason. */
export const pileAmendment = pgTable(
  'pile_amendment',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    pileId: bigint({ mode: 'number' }).notNull(),
    userId: bigint({ mode: 'number' }).notNull(),
    reason: text().notNull(),
    before: jsonb().$type<Record<string, unknown>>().notNull(),
    after: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pile_amendment_pile_idx').on(t.pileId)],
);

/** The pile acceptance data sheet (桩基验收数据表): measured values per acceptance item of a pile. */
export const pileAcceptance = pgTable(
  'pile_acceptance',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    pileId: bigint({ mode: 'number' }).notNull(),
    /** item key → measured value (decimal string, integrity class or 'true'/'false'). */
    measured: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** item key → design value where the sheet overrides the group's. */
    design: jsonb().$type<Record<string, string>>().notNull().default({}),
    pass: boolean(),
    updatedBy: bigint({ mode: 'number' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pile_acceptance_pile_key').on(t.pileId)],
);

/** The construction plan: piles planned per day for a sub-project (actuals come from the records). */
export const pilePlan = pgTable(
  'pile_plan',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    planDate: date().notNull(),
    plannedPiles: integer().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pile_plan_project_date_key').on(t.projectId, t.planDate)],
);

/**
 * A spot check (随机抽查) as drawn: the seed, the eligible count and the piles taken. Never updated —
 * the draw can be repeated from the seed and the record shows what was drawn, by whom, when.
 */
export const pileSpotCheck = pgTable(
  'pile_spot_check',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    seed: text().notNull(),
    requested: integer().notNull(),
    eligible: integer().notNull(),
    forced: text().array().notNull().default(sql`'{}'::text[]`),
    drawn: text().array().notNull().default(sql`'{}'::text[]`),
    createdBy: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pile_spot_check_project_idx').on(t.projectId, t.id)],
);

/** One drawn pile of a spot check and what the checker found; a failure raises a rectification. */
export const pileSpotCheckItem = pgTable(
  'pile_spot_check_item',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    checkId: bigint({ mode: 'number' }).notNull(),
    pileId: bigint({ mode: 'number' }).notNull(),
    /** Taken first because the pile is abnormal (JGJ 106-2014 3.3.8), not by the draw. */
    forced: boolean().notNull().default(false),
    /** pending | pass | fail. */
    result: text().notNull().default('pending'),
    finding: text().notNull().default(''),
    checkedBy: bigint({ mode: 'number' }),
    checkedAt: timestamp({ withTimezone: true }),
    rectificationId: bigint({ mode: 'number' }),
  },
  (t) => [
    uniqueIndex('pile_spot_check_item_key').on(t.checkId, t.pileId),
    index('pile_spot_check_item_pile_idx').on(t.pileId),
  ],
);

/**
 * A pile machine (桩机) registered on a sub-project: what it is, who runs it, when it came and left.
 * Piles name their machine by machineNo; output per day comes from the records.
 */
export const pileMachine = pgTable(
  'pile_machine',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    machineNo: text().notNull(),
    /** PILE_MACHINE_KINDS. */
    kind: text().notNull(),
    model: text().notNull().default(''),
    operator: text().notNull().default(''),
    enteredOn: date().notNull(),
    leftOn: date(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pile_machine_project_no_key').on(t.projectId, t.machineNo)],
);
