import { bigint, bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** What users do (page, action), for usage statistics; sizes bounded by BEHAVIOR_LOG_LIMITS. */
export const behaviorLog = pgTable(
  'behavior_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: bigint({ mode: 'number' }).notNull(),
    projectId: bigint({ mode: 'number' }),
    page: text().notNull(),
    action: text().notNull(),
    detail: text(),
    ip: text(),
    userAgent: text(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('behavior_log_user_at_idx').on(t.userId, t.at.desc().nullsFirst())],
);
