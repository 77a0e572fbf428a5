import { CONTRACT_MODE, CONTRACTOR_QUALIFICATIONS, PROJECT_CONTRACT_MODES } from '@zhuji/shared';
import { bigint, bigserial, date, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A sub-project's tender (招标) result: how the contract was let and who won it (docs/domains/tender.md). */
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

/**
 * The contract and overview (合同及概况, "cons info") of a sub-project. Money and contract mode are
 * also written to the project row, which the shell's start-up flow reads.
 */
export const consInfo = pgTable(
  'cons_info',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    contractNo: text().notNull(),
    contractName: text().notNull(),
    /** 万元 */
    money: numeric({ precision: 16, scale: 4 }).notNull(),
    contractMode: text({ enum: PROJECT_CONTRACT_MODES }).notNull(),
    qualification: text({ enum: CONTRACTOR_QUALIFICATIONS }),
    signDate: date(),
    plannedStart: date(),
    plannedEnd: date(),
    /** m² */
    buildArea: numeric({ precision: 12, scale: 2 }),
    overview: text().notNull().default(''),
    createdBy: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cons_info_project_idx').on(t.projectId)],
);

/** The tender announcement (招标公告) of a sub-project. */
export const tenderAnnouncement = pgTable(
  'tender_announcement',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    title: text().notNull(),
    announcementNo: text().notNull(),
    publishDate: date().notNull(),
    publishMedia: text().notNull(),
    deadline: date(),
    content: text().notNull().default(''),
    createdBy: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tender_announcement_project_idx').on(t.projectId)],
);

/** The design tender (设计招标) result of a sub-project. */
export const designTender = pgTable(
  'design_tender',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    tenderMode: text({ enum: PROJECT_CONTRACT_MODES }).notNull(),
    designUnit: text().notNull(),
    /** 万元 */
    bidMoney: numeric({ precision: 16, scale: 4 }).notNull(),
    bidDate: date().notNull(),
    designLeader: text().notNull().default(''),
    createdBy: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('design_tender_project_idx').on(t.projectId)],
);
