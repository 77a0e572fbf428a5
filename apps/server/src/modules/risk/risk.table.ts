import {
  RISK_CATEGORIES,
  RISK_CHECK_RESULTS,
  RISK_LEVELS,
  RISK_PLAN_STATUSES,
  RISK_SCALES,
} from '@zhuji/shared';
import {
  bigint,
  bigserial,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A hazard source of the project's register (危险源清单), a 危大工程 or not, and its plan. */
export const riskSource = pgTable(
  'risk_source',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    sourceNo: text().notNull(),
    name: text().notNull(),
    category: text({ enum: RISK_CATEGORIES }).notNull(),
    scale: text({ enum: RISK_SCALES }).notNull(),
    location: text().notNull(),
    riskLevel: text({ enum: RISK_LEVELS }).notNull(),
    measures: text().notNull(),
    responsible: text().notNull(),
    planStatus: text({ enum: RISK_PLAN_STATUSES }).notNull().default('NONE'),
    /** 专家论证 date; required once the plan is 已论证. */
    reviewDate: date(),
    startDate: date(),
    endDate: date(),
    /** The latest inspection date, kept by the inspections in their transaction. */
    lastInspectedOn: date(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('risk_source_project_no_key').on(t.projectId, t.sourceNo)],
);

/** One inspection round (风险巡查) by one person on one date. */
export const riskInspection = pgTable(
  'risk_inspection',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    inspectionNo: text().notNull(),
    inspectDate: date().notNull(),
    inspectorId: bigint({ mode: 'number' }).notNull(),
    inspectorName: text().notNull(),
    inspectorRole: text().notNull().default(''),
    remark: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('risk_inspection_project_no_key').on(t.projectId, t.inspectionNo),
    index('risk_inspection_project_date_idx').on(t.projectId, t.inspectDate.desc().nullsFirst()),
  ],
);

/** The result of one source on an inspection; a hazard names the rectification it raised. */
export const riskCheck = pgTable(
  'risk_check',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    inspectionId: bigint({ mode: 'number' }).notNull(),
    sourceId: bigint({ mode: 'number' }).notNull(),
    result: text({ enum: RISK_CHECK_RESULTS }).notNull(),
    hazard: text().notNull().default(''),
    photos: jsonb().$type<string[]>().notNull().default([]),
    rectificationId: bigint({ mode: 'number' }),
  },
  (t) => [
    index('risk_check_inspection_idx').on(t.inspectionId),
    index('risk_check_source_idx').on(t.sourceId),
  ],
);
