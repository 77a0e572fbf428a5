import { FIRE_CHECK_ITEMS, FIRE_CHECK_RESULTS, FIRE_RECTIFY_STATUSES } from '@zhuji/shared';
import { bigint, bigserial, date, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** One fire-related check on a main structure (消防检查): item, place, result and its rectification. */
export const fireCheck = pgTable(
  'fire_check',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    checkNo: text().notNull(),
    checkDate: date().notNull(),
    location: text().notNull(),
    item: text({ enum: FIRE_CHECK_ITEMS }).notNull(),
    result: text({ enum: FIRE_CHECK_RESULTS }).notNull(),
    problem: text().notNull().default(''),
    inspector: text().notNull(),
    rectifyStatus: text({ enum: FIRE_RECTIFY_STATUSES }).notNull().default('NONE'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fire_check_project_no_key').on(t.projectId, t.checkNo),
    index('fire_check_project_date_idx').on(t.projectId, t.checkDate.desc().nullsFirst()),
  ],
);
