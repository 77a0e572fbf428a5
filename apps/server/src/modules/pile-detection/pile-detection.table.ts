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

/**
 * What JGJ 106-2014 3.3.3 needs to know about a pile group beyond its design grade (pile_group.grade_a):
 * complex ground, low construction reliability, end-bearing large-diameter piles and the column caps.
 */
export const detectionBasis = pgTable('detection_basis', {
  groupId: bigint({ mode: 'number' }).primaryKey(),
  projectId: bigint({ mode: 'number' }).notNull(),
  complexGround: boolean().notNull().default(false),
  lowReliability: boolean().notNull().default(false),
  endBearingLargeDiameter: boolean().notNull().default(false),
  columnCaps: integer().notNull().default(0),
  updatedBy: bigint({ mode: 'number' }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * One random draw of test piles. Append-only: a trigger refuses UPDATE and DELETE, so the seed, the
 * candidate list (with its SHA-256) and the result stay as they were drawn and anyone can re-run it.
 */
export const detectionDraw = pgTable(
  'detection_draw',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    groupId: bigint({ mode: 'number' }).notNull(),
    category: text().notNull(),
    /** project | government. */
    kind: text().notNull(),
    submissionId: bigint({ mode: 'number' }),
    seed: text().notNull(),
    /** The eligible pile numbers in natural order, exactly as hashed. */
    candidates: jsonb().$type<string[]>().notNull(),
    candidatesHash: text().notNull(),
    mustInclude: jsonb().$type<string[]>().notNull(),
    count: integer().notNull(),
    selected: jsonb().$type<string[]>().notNull(),
    forced: jsonb().$type<string[]>().notNull(),
    drawn: jsonb().$type<string[]>().notNull(),
    unknown: jsonb().$type<string[]>().notNull(),
    createdBy: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('detection_draw_project_idx').on(t.projectId, t.id),
    uniqueIndex('detection_draw_submission_key').on(t.submissionId),
  ],
);

/** A logged replacement of an inaccessible drawn pile (government variant). Append-only too. */
export const detectionDrawMove = pgTable(
  'detection_draw_move',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    drawId: bigint({ mode: 'number' }).notNull(),
    fromPileNo: text().notNull(),
    toPileNo: text().notNull(),
    reason: text().notNull(),
    userId: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('detection_draw_move_draw_idx').on(t.drawId, t.id)],
);

/** The contractor's candidate list submitted to the regulator, its draw and its registration. */
export const detectionSubmission = pgTable(
  'detection_submission',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    groupId: bigint({ mode: 'number' }).notNull(),
    category: text().notNull(),
    candidates: jsonb().$type<string[]>().notNull(),
    candidatesHash: text().notNull(),
    mustInclude: jsonb().$type<string[]>().notNull(),
    count: integer().notNull(),
    /** submitted | drawn | registered. */
    status: text().notNull().default('submitted'),
    submittedBy: bigint({ mode: 'number' }).notNull(),
    submittedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    registeredBy: bigint({ mode: 'number' }),
    registeredAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('detection_submission_project_idx').on(t.projectId, t.id)],
);

/** A detection (检测) of a pile group by one method: the lab, the report and how it was tested. */
export const detection = pgTable(
  'detection',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    groupId: bigint({ mode: 'number' }).notNull(),
    method: text().notNull(),
    staticPressureMethod: text(),
    staticPressureReasons: text().array().notNull().default(sql`'{}'::text[]`),
    dynamicTestMethod: text(),
    drawId: bigint({ mode: 'number' }),
    labName: text().notNull(),
    reportNo: text().notNull().default(''),
    testDate: date().notNull(),
    remark: text().notNull().default(''),
    createdBy: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('detection_project_idx').on(t.projectId, t.id)],
);

/** One pile's result in a detection (子检测): integrity class and/or bearing capacity. */
export const detectionResult = pgTable(
  'detection_result',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    detectionId: bigint({ mode: 'number' }).notNull(),
    projectId: bigint({ mode: 'number' }).notNull(),
    pileId: bigint({ mode: 'number' }).notNull(),
    pileNo: text().notNull(),
    integrityClass: text(),
    bearingPass: boolean(),
    ultimateCapacityKn: numeric({ precision: 9, scale: 2 }),
    note: text().notNull().default(''),
    pass: boolean().notNull(),
    checkedBy: bigint({ mode: 'number' }),
    checkedAt: timestamp({ withTimezone: true }),
    rectificationId: bigint({ mode: 'number' }),
  },
  (t) => [
    uniqueIndex('detection_result_pile_key').on(t.detectionId, t.pileId),
    index('detection_result_project_idx').on(t.projectId, t.id),
    index('detection_result_pile_idx').on(t.pileId),
  ],
);
