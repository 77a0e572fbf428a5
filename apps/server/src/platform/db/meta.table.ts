import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Process-wide facts kept in the database, e.g. which demo-data version has been seeded. */
export const systemMeta = pgTable('system_meta', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
