import {
  bigint,
  bigserial,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
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
  },
  (t) => [index('project_parent_idx').on(t.parentId)],
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

/** VIP features a project has bought (spec §3 vipProjectInterests): feature ids, gated in the web app. */
export const projectVipInterest = pgTable(
  'project_vip_interest',
  {
    projectId: bigint({ mode: 'number' }).notNull(),
    interestId: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.interestId] })],
);
