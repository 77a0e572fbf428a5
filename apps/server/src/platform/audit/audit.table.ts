import { bigint, bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Who changed what, when, from where: one row per changed record, written in the change's transaction. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    userId: bigint({ mode: 'number' }).notNull(),
    projectId: bigint({ mode: 'number' }),
    /** The kit resource name, e.g. 'building'. */
    resource: text().notNull(),
    /** The kit action: add, update, remove, import. */
    action: text().notNull(),
    recordId: bigint({ mode: 'number' }),
    before: jsonb(),
    after: jsonb(),
    ip: text(),
  },
  (t) => [
    index('audit_log_record_idx').on(t.resource, t.recordId),
    // ORDER BY at DESC needs DESC NULLS FIRST in the index (drizzle's .desc() alone is NULLS LAST).
    index('audit_log_project_at_idx').on(t.projectId, t.at.desc().nullsFirst()),
  ],
);
