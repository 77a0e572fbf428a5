import {
  PARTY_ACTIVITY_STATUSES,
  PARTY_ACTIVITY_TYPES,
  PARTY_EXAMINE_GRADES,
  PARTY_GENDERS,
  PARTY_MEMBER_TYPES,
  PARTY_ORG_TYPES,
} from '@zhuji/shared';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A party organisation of the project (党组织): usually the project's 临时党支部. */
export const partyOrg = pgTable(
  'party_org',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    name: text().notNull(),
    orgType: text({ enum: PARTY_ORG_TYPES }).notNull(),
    parentName: text().notNull().default(''),
    secretary: text().notNull(),
    establishedOn: date().notNull(),
    /** Recounted from party_member in the transaction of every member change. */
    memberCount: integer().notNull().default(0),
    remark: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('party_org_project_name_key').on(t.projectId, t.name)],
);

/** A party member (党员) of one of the project's organisations. */
export const partyMember = pgTable(
  'party_member',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    name: text().notNull(),
    gender: text({ enum: PARTY_GENDERS }).notNull(),
    orgId: bigint({ mode: 'number' }).notNull(),
    /** The organisation's name, kept in step when it is renamed (a sheet names it so). */
    orgName: text().notNull(),
    memberType: text({ enum: PARTY_MEMBER_TYPES }).notNull(),
    joinedOn: date().notNull(),
    post: text().notNull(),
    phone: text().notNull(),
    /** Citizen ID, validated; only ever answered masked. */
    idNumber: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('party_member_project_phone_key').on(t.projectId, t.phone),
    index('party_member_org_idx').on(t.orgId),
  ],
);

/** A party activity (党建活动) and where it stands in its audit by the superior. */
export const partyActivity = pgTable(
  'party_activity',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    title: text().notNull(),
    activityType: text({ enum: PARTY_ACTIVITY_TYPES }).notNull(),
    activityDate: date().notNull(),
    place: text().notNull(),
    orgId: bigint({ mode: 'number' }).notNull(),
    orgName: text().notNull(),
    participantCount: integer().notNull(),
    /** The party members of the organisation who took part (its roll's ids)… */
    attendeeIds: jsonb().$type<number[]>().notNull().default([]),
    /** …and their names as of the record, joined with 、. */
    attendeeNames: text().notNull().default(''),
    content: text().notNull(),
    photos: jsonb().$type<string[]>().notNull().default([]),
    status: text({ enum: PARTY_ACTIVITY_STATUSES }).notNull().default('DRAFT'),
    returnReason: text().notNull().default(''),
    submittedAt: timestamp({ withTimezone: true }),
    auditorId: bigint({ mode: 'number' }),
    auditorName: text().notNull().default(''),
    auditedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('party_activity_project_date_title_key').on(t.projectId, t.activityDate, t.title),
    index('party_activity_org_idx').on(t.orgId),
  ],
);

/** A periodic assessment (党建考核) of an organisation: item scores, total and grade. */
export const partyExamine = pgTable(
  'party_examine',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    orgId: bigint({ mode: 'number' }).notNull(),
    orgName: text().notNull(),
    period: text().notNull(),
    orgScore: integer().notNull(),
    activityScore: integer().notNull(),
    educationScore: integer().notNull(),
    roleScore: integer().notNull(),
    /** Computed by the server from the item scores on every write. */
    totalScore: integer().notNull(),
    grade: text({ enum: PARTY_EXAMINE_GRADES }).notNull(),
    examiner: text().notNull(),
    comment: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('party_examine_project_org_period_key').on(t.projectId, t.orgName, t.period),
    index('party_examine_org_idx').on(t.orgId),
  ],
);
