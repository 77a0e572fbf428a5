import { FLOW_ACTION_KINDS, FLOW_BUSINESS_TYPES, FLOW_STATUSES, type FlowStep } from '@zhuji/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * A flow definition: the steps of one business type, as data. projectId 0 is the platform template
 * (seeded from GB 50300's sign-off table); a project's own row overrides it without code.
 */
export const flowDefinition = pgTable(
  'flow_definition',
  {
    id: serial().primaryKey(),
    businessType: text({ enum: FLOW_BUSINESS_TYPES }).notNull(),
    projectId: bigint({ mode: 'number' }).notNull().default(0),
    applicantRoles: integer().array().notNull(),
    steps: jsonb().$type<FlowStep[]>().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('flow_definition_type_project_uq').on(t.businessType, t.projectId)],
);

/** One run of a definition for one business record; the steps are copied so later edits do not move it. */
export const flowInstance = pgTable(
  'flow_instance',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    businessType: text({ enum: FLOW_BUSINESS_TYPES }).notNull(),
    businessId: bigint({ mode: 'number' }).notNull(),
    title: text().notNull(),
    steps: jsonb().$type<FlowStep[]>().notNull(),
    currentStep: smallint().notNull().default(0),
    /** The roles of the current step while pending (empty once finished): the todo box joins on it. */
    currentRoles: integer().array().notNull(),
    status: text({ enum: FLOW_STATUSES }).notNull().default('pending'),
    /** Bumped by every action: an action applies only to the version it read (exactly one wins). */
    version: integer().notNull().default(1),
    applicantId: bigint({ mode: 'number' }),
    delegateUserId: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('flow_instance_business_idx').on(t.businessType, t.businessId),
    index('flow_instance_project_status_idx').on(t.projectId, t.status),
    index('flow_instance_applicant_idx').on(t.applicantId, t.createdAt.desc().nullsFirst()),
    // At most one running instance per business record.
    uniqueIndex('flow_instance_one_pending_uq')
      .on(t.businessType, t.businessId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Every action on an instance: who (null = the system's judgement), when, comment, attachments. */
export const flowAction = pgTable(
  'flow_action',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    instanceId: bigint({ mode: 'number' }).notNull(),
    /** The step acted on; -1 for apply and cancel. */
    step: smallint().notNull(),
    action: text({ enum: FLOW_ACTION_KINDS }).notNull(),
    actorId: bigint({ mode: 'number' }),
    comment: text().notNull().default(''),
    attachments: jsonb().$type<string[]>().notNull().default([]),
    delegateTo: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('flow_action_instance_idx').on(t.instanceId, t.id),
    index('flow_action_actor_idx').on(t.actorId, t.instanceId),
  ],
);
