import { bigint, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** Customer-service contacts: one default (projectId null) and optional per-project ones. */
export const supportContact = pgTable('support_contact', {
  id: serial().primaryKey(),
  projectId: bigint({ mode: 'number' }),
  name: text().notNull(),
  phone: text().notNull(),
  serviceHours: text().notNull(),
  /** What the QR code encodes (e.g. the customer-service WeChat link). */
  qrContent: text().notNull(),
});

/** The help guide: user manual, chat group, public account (docs/product.md §1 "Help is offered through…"). */
export const helpEntry = pgTable('help_entry', {
  id: serial().primaryKey(),
  sort: integer().notNull(),
  title: text().notNull(),
  scope: text().notNull(),
  qrContent: text().notNull(),
  link: text(),
});
