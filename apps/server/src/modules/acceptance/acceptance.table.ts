import { ACCEPTANCE_LEVELS, ACCEPTANCE_STATUSES } from '@zhuji/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export interface StoredMainItem {
  key: string;
  name: string;
  pass: boolean;
  note: string;
}
export interface StoredGeneralItem {
  key: string;
  name: string;
  points: number;
  passedPoints: number;
  seriousDefect: boolean;
}
export interface StoredFailure {
  key: string;
  clause: string;
  name: string;
}

/**
 * An acceptance record on the GB 50300 hierarchy: an inspection lot (检验批) of a sub-item, or the
 * sub-item (分项) / division (分部) itself. Its status follows its flow instances.
 */
export const acceptance = pgTable(
  'acceptance',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    level: text({ enum: ACCEPTANCE_LEVELS }).notNull(),
    code: text().notNull(),
    /** The lot's number within its sub-item; '' for sub-item and division records. */
    lotNo: text().notNull().default(''),
    location: text().notNull().default(''),
    lotSize: integer(),
    sampleSize: integer(),
    mainItems: jsonb().$type<StoredMainItem[]>().notNull().default([]),
    generalItems: jsonb().$type<StoredGeneralItem[]>().notNull().default([]),
    recordsComplete: boolean().notNull().default(false),
    failures: jsonb().$type<StoredFailure[]>().notNull().default([]),
    /**
     * The test reports (specimen module's test_report ids) whose results the lot rests on, e.g. the
     * concrete strength of GB 50204-2015 7.1.1: the last step "used in lot" of a specimen's chain of
     * custody (docs/domains/witness.md, issue 20).
     */
    testReportIds: bigint({ mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    status: text({ enum: ACCEPTANCE_STATUSES }).notNull().default('pending'),
    rejectReason: text().notNull().default(''),
    applicantId: bigint({ mode: 'number' }),
    flowInstanceId: bigint({ mode: 'number' }),
    rectificationId: bigint({ mode: 'number' }),
    acceptedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('acceptance_record_uq').on(t.projectId, t.level, t.code, t.lotNo),
    index('acceptance_project_idx').on(t.projectId, t.updatedAt.desc().nullsFirst()),
    // The public report page asks which lots used a report (testReportIds @> '{id}').
    index('acceptance_test_report_idx').using('gin', t.testReportIds),
  ],
);
