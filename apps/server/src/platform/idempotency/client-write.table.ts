import {
  bigint,
  bigserial,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * One write sent by the site app with a client-made id (docs/domains/site.md#idempotent-writes): the first
 * answer is kept so a retry after a lost answer gets it back and creates nothing twice.
 */
export const clientWrite = pgTable(
  'client_write',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    companyId: bigint({ mode: 'number' }).notNull(),
    /** The uuid the phone made for the record or photo. */
    clientId: uuid().notNull(),
    userId: bigint({ mode: 'number' }).notNull(),
    /** The catalogue path of the call that wrote it, e.g. `pile/construction/save`. */
    call: text().notNull(),
    /** The envelope's data of the first answer. */
    answer: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('client_write_company_client_key').on(t.companyId, t.clientId),
    index('client_write_user_idx').on(t.userId),
  ],
);
