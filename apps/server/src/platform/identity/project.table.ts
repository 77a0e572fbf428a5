import { GB50300_LEVELS, PARTY_TYPES, PROJECT_STAGE_CODES } from '@zhuji/shared';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A main project (parentId null) or one of its sub-projects (标段), where the work happens. */
export const project = pgTable(
  'project',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    parentId: bigint({ mode: 'number' }),
    name: text().notNull(),
    /** DIVISION: PILE_FOUNDATION or MAIN. */
    division: text(),
    auditStatus: smallint().notNull().default(0),
    baseStatus: smallint().notNull().default(0),
    mainStatus: smallint().notNull().default(0),
    money: numeric({ precision: 16, scale: 4 }),
    contractMode: text(),
    /** fire-control type of MAIN projects (0 or 1), null when not configured. */
    fireControl: smallint(),
    regionCode: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // Registration (main projects; a sub-project reads them from its main project).
    address: text(),
    /** The owner (建设单位), a company of type 2. */
    ownerCompanyId: bigint({ mode: 'number' }),
    /** The main contractor (总包), a company of type 1, with its project manager and technical lead. */
    contractorCompanyId: bigint({ mode: 'number' }),
    contractorManagerName: text(),
    contractorManagerPhone: text(),
    contractorTechName: text(),
    contractorTechPhone: text(),
    /** The user who registered the main project (or created the sub-project). */
    registrantId: bigint({ mode: 'number' }),
    rejectReason: text(),
    submittedAt: timestamp({ withTimezone: true }),
    reviewedAt: timestamp({ withTimezone: true }),
    reviewerId: bigint({ mode: 'number' }),
    /** The platform engineer (a user of the platform company) who looks after the project (对接工程师). */
    dockingEngineerId: bigint({ mode: 'number' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('project_parent_idx').on(t.parentId),
    index('project_registrant_idx').on(t.registrantId),
    index('project_audit_status_idx').on(t.auditStatus),
  ],
);

/** Membership: a user holds a role on a project, on behalf of a company. */
export const projectMember = pgTable(
  'project_member',
  {
    userId: bigint({ mode: 'number' }).notNull(),
    projectId: bigint({ mode: 'number' }).notNull(),
    roleId: integer().notNull(),
    companyId: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.projectId, t.roleId] }),
    index('project_member_project_idx').on(t.projectId),
  ],
);

/** VIP features a project has bought (docs/product.md §3 vipProjectInterests): feature ids, gated in the web app. */
export const projectVipInterest = pgTable(
  'project_vip_interest',
  {
    projectId: bigint({ mode: 'number' }).notNull(),
    interestId: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.interestId] })],
);

/** One of the five responsible parties of a sub-project (docs/domains/project.md): a company and its responsible person. */
export const projectParty = pgTable(
  'project_party',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    partyType: text({ enum: PARTY_TYPES }).notNull(),
    /** Resolved from the credit code by every kit write (null only for rows written around the kit). */
    companyId: bigint({ mode: 'number' }),
    /** The company as named when the party was registered (credit code and name). */
    creditCode: text().notNull(),
    companyName: text().notNull().default(''),
    personName: text().notNull(),
    personPhone: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // The natural key: one person is registered once per party of a project.
  (t) => [uniqueIndex('project_party_key').on(t.projectId, t.partyType, t.personName)],
);

/** The GB 50300-2013 catalogue: division → sub-division → sub-item with the App. B codes (reference data). */
export const gb50300Item = pgTable(
  'gb50300_item',
  {
    code: text().primaryKey(),
    name: text().notNull(),
    level: text({ enum: GB50300_LEVELS }).notNull(),
    parentCode: text(),
    sort: smallint().notNull(),
  },
  (t) => [index('gb50300_item_parent_idx').on(t.parentCode)],
);

/** The catalogue codes a sub-project has selected (closed over ancestors). */
export const projectSubitem = pgTable(
  'project_subitem',
  {
    projectId: bigint({ mode: 'number' }).notNull(),
    code: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.code] })],
);

/** The VIP interests the platform offers (reference data, synced at every start); projects hold them in project_vip_interest. */
export const vipInterest = pgTable('vip_interest', {
  id: integer().primaryKey(),
  name: text().notNull(),
  description: text().notNull().default(''),
  sort: smallint().notNull().default(0),
});

/**
 * The planned and actual dates of a sub-project's construction stages. The stages themselves are
 * the division's template (PROJECT_STAGES); a stage without a row has no dates yet.
 */
export const projectStage = pgTable(
  'project_stage',
  {
    projectId: bigint({ mode: 'number' }).notNull(),
    code: text({ enum: PROJECT_STAGE_CODES }).notNull(),
    plannedStart: date({ mode: 'string' }),
    plannedEnd: date({ mode: 'string' }),
    actualStart: date({ mode: 'string' }),
    actualEnd: date({ mode: 'string' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.code] })],
);

/** Labels on a project (省重点工程, 装配式建筑, …), shown as coloured tags; a name once per project. */
export const projectTag = pgTable(
  'project_tag',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    name: text().notNull(),
    color: text().notNull().default('blue'),
    sort: smallint().notNull().default(0),
  },
  (t) => [uniqueIndex('project_tag_project_name_key').on(t.projectId, t.name)],
);
