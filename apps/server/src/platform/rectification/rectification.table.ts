import { RECTIFICATION_SEVERITIES, RECTIFICATION_SOURCES, RECTIFICATION_STATUSES } from '@zhuji/shared';
import { bigint, bigserial, date, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The parameters of a rectification's keyed title or problem: values, or keys of the same messages. */
export type RectificationTextParams = Record<string, string | number | { key: string }>;

/** A rectification notice (整改通知单, GB/T 50319 A.0.3) and the contractor's reply (B.0.9). */
export const rectification = pgTable(
  'rectification',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    source: text({ enum: RECTIFICATION_SOURCES }).notNull(),
    /** The record it came from (acceptance id, pile record id …); null when issued by hand. */
    sourceId: bigint({ mode: 'number' }),
    /** As raised, in Chinese where the platform wrote them: what rows without a key show. */
    title: text().notNull(),
    problem: text().notNull(),
    /**
     * A notice raised from a platform-written warning (a test-block warning): its title's and problem's keys
     * and parameters in the raising module's messages, rendered in the reader's language by the renderer
     * that module registered for the source (registerRectificationTexts; issue 22). Null when typed.
     */
    titleKey: text(),
    titleParams: jsonb().$type<RectificationTextParams>(),
    problemKey: text(),
    problemParams: jsonb().$type<RectificationTextParams>(),
    photos: jsonb().$type<string[]>().notNull().default([]),
    deadline: date({ mode: 'string' }).notNull(),
    severity: text({ enum: RECTIFICATION_SEVERITIES }).notNull().default('normal'),
    responsibleCompanyId: bigint({ mode: 'number' }),
    responsibleUserId: bigint({ mode: 'number' }),
    issuerId: bigint({ mode: 'number' }).notNull(),
    status: text({ enum: RECTIFICATION_STATUSES }).notNull().default('open'),
    replyContent: text().notNull().default(''),
    replyPhotos: jsonb().$type<string[]>().notNull().default([]),
    repliedAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
    /** Set once when an overdue notice was escalated to a warning. */
    warnedAt: timestamp({ withTimezone: true }),
    flowInstanceId: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rectification_project_idx').on(t.projectId, t.createdAt.desc().nullsFirst()),
    index('rectification_source_idx').on(t.source, t.sourceId),
  ],
);
