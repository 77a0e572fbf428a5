import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Public notices (公告) shown on the no-login /announcement page and the home page. */
export const publicNotice = pgTable(
  'public_notice',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    title: text().notNull(),
    category: text().notNull(),
    content: text().notNull(),
    publisher: text().notNull(),
    publishedAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // The list is newest first; DESC NULLS FIRST matches a plain ORDER BY … DESC (docs/architecture.md#stack-notes trap).
  (t) => [
    index('public_notice_published_idx').on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
