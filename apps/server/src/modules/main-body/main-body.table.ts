import {
  IMPERMEABILITY_GRADES,
  MASONRY_BLOCK_TYPES,
  MASONRY_RESULTS,
  MORTAR_GRADES,
  MORTAR_TYPES,
  POUR_APPLICATION_STATUSES,
  STRUCTURAL_CONCRETE_GRADES,
  WATER_TEST_METHODS,
  WATERPROOF_MATERIALS,
  WATERPROOF_PARTS,
} from '@zhuji/shared';
import {
  bigint,
  bigserial,
  date,
  index,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * A structural pour (混凝土浇筑) of one part of a building: grade, volumes, plant, times, slump readings
 * and its pour order (浇筑令) approved by supervision through the flow ('concrete-pour'). Named apart
 * from the test-block module's `concrete_pour` (one plant's delivery to piles).
 */
export const mainBodyPour = pgTable(
  'main_body_pour',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    pourNo: text().notNull(),
    location: text().notNull(),
    buildNumber: text().notNull().default(''),
    floor: smallint(),
    strengthGrade: text({ enum: STRUCTURAL_CONCRETE_GRADES }).notNull(),
    impermeabilityGrade: text({ enum: [...IMPERMEABILITY_GRADES, ''] })
      .notNull()
      .default(''),
    plannedVolume: numeric({ precision: 8, scale: 2 }).notNull(),
    actualVolume: numeric({ precision: 8, scale: 2 }),
    plant: text().notNull(),
    batches: smallint(),
    shifts: smallint().notNull().default(1),
    /** 'YYYY-MM-DD HH:mm' on the site's clock. */
    startTime: text().notNull(),
    endTime: text().notNull().default(''),
    designSlump: smallint().notNull(),
    /** Readings in mm, comma-separated as entered on site ("180,185,190"); '' before pouring. */
    slumpReadings: text().notNull().default(''),
    applicationStatus: text({ enum: POUR_APPLICATION_STATUSES }).notNull().default('PENDING'),
    flowInstanceId: bigint({ mode: 'number' }),
    recorder: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('main_body_pour_project_no_key').on(t.projectId, t.pourNo),
    index('main_body_pour_project_start_idx').on(t.projectId, t.startTime),
  ],
);

/** A masonry record (砌体工程): the wall built, its block and mortar, the mortar groups and joint fullness. */
export const masonryRecord = pgTable(
  'masonry_record',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    recordNo: text().notNull(),
    location: text().notNull(),
    blockType: text({ enum: MASONRY_BLOCK_TYPES }).notNull(),
    mortarType: text({ enum: MORTAR_TYPES }).notNull(),
    mortarGrade: text({ enum: MORTAR_GRADES }).notNull(),
    volume: numeric({ precision: 8, scale: 2 }).notNull(),
    mixers: smallint().notNull().default(1),
    mortarGroupsMade: smallint().notNull().default(0),
    /** Mortar-joint fullness measured, %. */
    fullness: numeric({ precision: 6, scale: 3 }).notNull(),
    builtOn: date().notNull(),
    inspector: text().notNull(),
    /** Judged on the server from the fullness (never typed in). */
    result: text({ enum: MASONRY_RESULTS }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('masonry_record_project_no_key').on(t.projectId, t.recordNo)],
);

/** A waterproofing record (防水工程) with its water test; a failed test raises a rectification. */
export const waterproofRecord = pgTable(
  'waterproof_record',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    recordNo: text().notNull(),
    location: text().notNull(),
    part: text({ enum: WATERPROOF_PARTS }).notNull(),
    material: text({ enum: WATERPROOF_MATERIALS }).notNull(),
    materialName: text().notNull().default(''),
    layers: smallint().notNull(),
    area: numeric({ precision: 10, scale: 2 }).notNull(),
    testMethod: text({ enum: WATER_TEST_METHODS }).notNull(),
    testStart: text().notNull().default(''),
    testEnd: text().notNull().default(''),
    testResult: text().notNull().default(''),
    problem: text().notNull().default(''),
    rectificationId: bigint({ mode: 'number' }),
    inspector: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('waterproof_record_project_no_key').on(t.projectId, t.recordNo)],
);
