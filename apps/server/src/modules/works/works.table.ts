import {
  FOUNDATION_CHECK_KINDS,
  WORKS_ABNORMAL_ORIGINS,
  WORKS_ABNORMAL_STATUSES,
  WORKS_RECORD_TYPES,
  WORKS_RESULTS,
  WORKS_SOURCES,
} from '@zhuji/shared';
import {
  bigint,
  bigserial,
  date,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A foundation check (基础验收记录): bearing capacity, compaction or pit-bottom elevation against design. */
export const foundationCheck = pgTable(
  'foundation_check',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    checkNo: text().notNull(),
    location: text().notNull(),
    kind: text({ enum: FOUNDATION_CHECK_KINDS }).notNull(),
    designValue: numeric({ precision: 9, scale: 3 }).notNull(),
    measuredValue: numeric({ precision: 9, scale: 3 }).notNull(),
    checkedOn: date().notNull(),
    inspector: text().notNull(),
    /** Judged on the server (judgeFoundationCheck), never typed in. */
    result: text({ enum: WORKS_RESULTS }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('foundation_check_project_no_key').on(t.projectId, t.checkNo)],
);

/**
 * An abnormal record of the foundation or main-body works, against one of their records: raised by
 * the record's failed judgement (origin 'judged', one open per record and kind), by a failed
 * supervisor spot check, or entered by hand. 异常清单 lists them under 基础工程 / 主体工程.
 */
export const worksAbnormal = pgTable(
  'works_abnormal',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    abnormalNo: text().notNull(),
    source: text({ enum: WORKS_SOURCES }).notNull(),
    recordType: text({ enum: WORKS_RECORD_TYPES }).notNull(),
    recordId: bigint({ mode: 'number' }).notNull(),
    recordNo: text().notNull(),
    location: text().notNull().default(''),
    origin: text({ enum: WORKS_ABNORMAL_ORIGINS }).notNull(),
    /** What failed (WORKS_ABNORMAL_KINDS: slump, fullness, waterTest, …, spotCheck, manual). */
    kind: text().notNull(),
    /** Written in the project's language (zh), like the rectification it may go to. */
    description: text().notNull().default(''),
    status: text({ enum: WORKS_ABNORMAL_STATUSES }).notNull().default('open'),
    /** The spot check that raised it (origin 'spotCheck'). */
    spotCheckId: bigint({ mode: 'number' }),
    rectificationId: bigint({ mode: 'number' }),
    handling: text().notNull().default(''),
    handledBy: bigint({ mode: 'number' }),
    handledAt: timestamp({ withTimezone: true }),
    createdBy: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('works_abnormal_project_no_key').on(t.projectId, t.abnormalNo),
    index('works_abnormal_record_idx').on(t.recordType, t.recordId),
    index('works_abnormal_project_source_idx').on(t.projectId, t.source),
  ],
);

/** A supervisor's spot check (监理抽检) of one record of the works; a failure raises an abnormal record. */
export const worksSpotCheck = pgTable(
  'works_spot_check',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    source: text({ enum: WORKS_SOURCES }).notNull(),
    recordType: text({ enum: WORKS_RECORD_TYPES }).notNull(),
    recordId: bigint({ mode: 'number' }).notNull(),
    recordNo: text().notNull(),
    location: text().notNull().default(''),
    result: text({ enum: WORKS_RESULTS }).notNull(),
    remark: text().notNull().default(''),
    checkedOn: date().notNull(),
    checker: text().notNull(),
    abnormalId: bigint({ mode: 'number' }),
    createdBy: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('works_spot_check_record_day_key').on(t.projectId, t.recordType, t.recordNo, t.checkedOn),
  ],
);
