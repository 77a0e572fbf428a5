import { CONTRACT_MODE } from '@zhuji/shared';
import { bigint, bigserial, date, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A sub-project's tender (招标) result: how the contract was let and who won it (spec §7.6). */
export const tender = pgTable(
  'tender',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    tenderMode: text({ enum: [CONTRACT_MODE.PUBLIC_BIDDING, CONTRACT_MODE.INVITATION_TO_TENDER] }).notNull(),
    winningUnit: text().notNull(),
    /** 万元, like the project's money. */
    bidMoney: numeric({ precision: 16, scale: 4 }).notNull(),
    bidDate: date().notNull(),
    announcementNo: text(),
    createdBy: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // One tender record per sub-project; the start-up check asks whether it exists.
  (t) => [uniqueIndex('tender_project_idx').on(t.projectId)],
);
