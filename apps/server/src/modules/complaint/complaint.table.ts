import { COMPLAINT_CATEGORIES, COMPLAINT_STATUSES, PARTY_TYPES } from '@zhuji/shared';
import { bigint, bigserial, date, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A complaint received against one of a sub-project's parties, and how it was handled (投诉). */
export const complaint = pgTable(
  'complaint',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    complaintNo: text().notNull(),
    complainant: text().notNull(),
    phone: text().notNull().default(''),
    respondentType: text({ enum: PARTY_TYPES }).notNull(),
    respondentName: text().notNull(),
    category: text({ enum: COMPLAINT_CATEGORIES }).notNull(),
    content: text().notNull(),
    receivedDate: date().notNull(),
    status: text({ enum: COMPLAINT_STATUSES }).notNull().default('PENDING'),
    handlingResult: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('complaint_project_no_key').on(t.projectId, t.complaintNo),
    index('complaint_project_status_idx').on(t.projectId, t.status),
  ],
);
