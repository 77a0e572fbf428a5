import { OUTPUT_NOTICE_DEFAULTS, PROJECT_PROGRESS_STATUS, PROJECT_PROGRESS_STATUSES } from '@zhuji/shared';
import {
  bigint,
  bigserial,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Per-project output-notice parameters (docs/product.md §3); a project without a row uses the defaults 5 and 20. */
export const outputNoticeParam = pgTable('output_notice_param', {
  projectId: bigint({ mode: 'number' }).primaryKey(),
  firstHalfStartDate: smallint().notNull().default(OUTPUT_NOTICE_DEFAULTS.firstHalfStartDate),
  firstHalfEndDate: smallint().notNull().default(OUTPUT_NOTICE_DEFAULTS.firstHalfEndDate),
});

/** The monthly output-value (产值) report of a sub-project (docs/domains/output.md); filedAt null while a draft. */
export const outputReport = pgTable(
  'output_report',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    /** 'YYYY-MM', the month reported on. */
    reportMonth: text().notNull(),
    /** 万元 */
    plannedValue: numeric({ precision: 16, scale: 4 }),
    /** 万元 */
    actualValue: numeric({ precision: 16, scale: 4 }),
    /** The project's contract value (万元) when the report was filed. */
    contractValue: numeric({ precision: 16, scale: 4 }),
    /** %: actual ÷ planned. */
    monthRate: numeric({ precision: 9, scale: 2 }),
    /** 万元: the actual values of this month and every earlier one. */
    cumulativeValue: numeric({ precision: 16, scale: 4 }),
    /** %: cumulative ÷ contract value. */
    cumulativeRate: numeric({ precision: 9, scale: 2 }),
    pileCount: integer(),
    /** m */
    pileLength: numeric({ precision: 14, scale: 3 }),
    /** m³ */
    concreteVolume: numeric({ precision: 14, scale: 3 }),
    /** t */
    rebarWeight: numeric({ precision: 14, scale: 3 }),
    /** 形象进度 */
    imageProgress: text(),
    /** 万元 */
    nextMonthPlan: numeric({ precision: 16, scale: 4 }),
    nextMonthWork: text(),
    labourCount: integer(),
    plantCount: integer(),
    problems: text(),
    reporterId: bigint({ mode: 'number' }),
    filedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('output_report_project_month_idx').on(t.projectId, t.reportMonth)],
);

/** A user closed the output notice of a project in a month ('YYYY-MM'): not shown again that month. */
export const outputNoticeRead = pgTable(
  'output_notice_read',
  {
    userId: bigint({ mode: 'number' }).notNull(),
    projectId: bigint({ mode: 'number' }).notNull(),
    month: text().notNull(),
    readAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.projectId, t.month] })],
);

/**
 * Whether a sub-project is still being built (docs/product.md §4 "Project status"): completed or stopped projects
 * report no more output. No row means in progress.
 */
export const projectProgressStatus = pgTable('project_progress_status', {
  projectId: bigint({ mode: 'number' }).primaryKey(),
  /** PROJECT_PROGRESS_STATUS: in_progress, completed or stopped. */
  status: text({ enum: PROJECT_PROGRESS_STATUSES }).notNull().default(PROJECT_PROGRESS_STATUS.IN_PROGRESS),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
