import { MESSAGE_CATEGORIES } from '@zhuji/shared';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NoticeParams } from './notice.messages';

/** A message (协同消息) to one user about one project; readAt null while unread. */
export const message = pgTable(
  'message',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    projectId: bigint({ mode: 'number' }).notNull(),
    recipientUserId: bigint({ mode: 'number' }).notNull(),
    /** The text as sent, in Chinese for the platform's own messages: what rows without a key show. */
    title: text().notNull(),
    content: text().notNull(),
    /**
     * The platform's own messages: notice.messages keys of the title and content and their parameters,
     * rendered in the reader's language when listed (issue 22); null on messages a member typed and on
     * rows sent before the keys existed.
     */
    titleKey: text(),
    contentKey: text(),
    params: jsonb().$type<NoticeParams>(),
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
