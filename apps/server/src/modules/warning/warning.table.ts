import { WARNING_RULES } from '@zhuji/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * A project's setting of one warning rule (预警配置). A project without a row for a rule runs on the
 * rule's defaults (enabled, WARNING_THRESHOLDS default, nobody notified); the first save writes it.
 */
export const warningRule = pgTable(
  'warning_rule',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    rule: text({ enum: WARNING_RULES }).notNull(),
    enabled: boolean().notNull().default(true),
    /** Percent or days (WARNING_THRESHOLDS); null for rules without a threshold. */
    threshold: integer(),
    /** Role ids to notify. */
    notifyRoles: integer().array().notNull().default(sql`'{}'::integer[]`),
    updatedBy: bigint({ mode: 'number' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('warning_rule_project_rule_key').on(t.projectId, t.rule)],
);

/**
 * The abnormal items already told to their rule's roles (预警通知), by the item's key (its source and
 * row, e.g. 'rectificationOverdue-12'): each is told once.
 */
export const warningNotice = pgTable(
  'warning_notice',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    itemKey: text().notNull(),
    rule: text({ enum: WARNING_RULES }).notNull(),
    toldAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('warning_notice_project_item_key').on(t.projectId, t.itemKey)],
);
