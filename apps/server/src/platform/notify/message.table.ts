import { MESSAGE_CATEGORIES } from '@zhuji/shared';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A message (协同消息) to one user about one project; readAt null while unread. */
export const message = pgTable(
  'message',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    recipientUserId: bigint({ mode: 'number' }).notNull(),
    title: text().notNull(),
    content: text().notNull(),
    /** MESSAGE_CATEGORY */
    category: text({ enum: MESSAGE_CATEGORIES }).notNull(),
    /** The business record the message is about (a flow's business type, e.g. 'rectification'), if any. */
    businessType: text(),
    businessId: bigint({ mode: 'number' }),
    /** The member who sent it through message/send; null for the platform's own messages. */
    senderUserId: bigint({ mode: 'number' }),
    /** The stored_file sent with it (readable by the project's members), if any. */
    attachmentFileId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
  },
  // The list is newest first; DESC NULLS FIRST matches a plain ORDER BY … DESC (docs/architecture.md#stack-notes trap).
  (t) => [
    index('message_recipient_idx').on(
      t.recipientUserId,
      t.projectId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The unread badge on every page load.
    index('message_unread_idx').on(t.recipientUserId, t.projectId).where(sql`${t.readAt} is null`),
  ],
);
