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

/** The planned quantity of a work item of a sub-project (工程量计划), spread over its planned dates. */
export const amountPlan = pgTable(
  'amount_plan',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    itemName: text().notNull(),
    unit: text().notNull(),
    plannedQuantity: numeric({ precision: 14, scale: 3 }).notNull(),
    plannedStart: date().notNull(),
    plannedEnd: date().notNull(),
    remark: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('amount_plan_project_item_key').on(t.projectId, t.itemName)],
);

/** One week's actual quantity of a plan item (进度填报); a week once per item. */
export const progressRecord = pgTable(
  'progress_record',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    planId: bigint({ mode: 'number' }).notNull(),
    /** Copied from the plan item so lists, search and export need no join. */
    itemName: text().notNull(),
    /** The Monday of the week. */
    weekStart: date().notNull(),
    actualQuantity: numeric({ precision: 14, scale: 3 }).notNull(),
    remark: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('progress_record_item_week_key').on(t.projectId, t.itemName, t.weekStart),
    index('progress_record_plan_idx').on(t.planId),
  ],
);
