import type { Language } from '@zhuji/shared';
import { and, count, eq, isNull, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { message } from './message.table';
import { isNoticeKey, type NoticeKey, type NoticeParams, noticeMessage } from './notice.messages';

export type NewNotification = typeof message.$inferInsert;

/**
 * The title and content of one of the platform's own messages: the keys and parameters to store, and the
 * Chinese text as the fallback a reader of an unknown key (or an older server) still sees.
 */
export function notice(title: NoticeKey, content: NoticeKey, params: NoticeParams = {}) {
  return {
    title: noticeMessage(title, 'zh', params),
    content: noticeMessage(content, 'zh', params),
    titleKey: title,
    contentKey: content,
    params,
  } satisfies Partial<NewNotification>;
}

type StoredNotice = Pick<
  typeof message.$inferSelect,
  'title' | 'content' | 'titleKey' | 'contentKey' | 'params'
>;

/** A message's title and content in the reader's language; the stored text where it has no (known) key. */
export function noticeText(row: StoredNotice, lang: Language): { title: string; content: string } {
  const params = row.params ?? {};
  return {
    title: isNoticeKey(row.titleKey) ? noticeMessage(row.titleKey, lang, params) : row.title,
    content: isNoticeKey(row.contentKey) ? noticeMessage(row.contentKey, lang, params) : row.content,
  };
}

/**
 * Puts messages in their recipients' collaboration inboxes, in the caller's transaction so that a message
 * never announces a change that was rolled back.
 */
export async function notify(tx: DbOrTx, rows: NewNotification | NewNotification[]): Promise<void> {
  const list = Array.isArray(rows) ? rows : [rows];
  if (list.length === 0) return;
  await tx.insert(message).values(list);
}

const unread = (userId: SQLWrapper | number, projectId: SQLWrapper | number) =>
  and(eq(message.recipientUserId, userId), eq(message.projectId, projectId), isNull(message.readAt));

/** Unread messages of the user on the project: the navbar badge (user info collaboration.msgCount). */
export async function unreadMessageCount(db: DbOrTx, userId: number, projectId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(message).where(unread(userId, projectId));
  return row?.n ?? 0;
}

/**
 * The same count as a column of the caller's own query (user info reads it with the account in one
 * round trip); `userId` and `projectId` are SQL, a column or a placeholder of a prepared query.
 */
export const unreadMessageCountColumn = (userId: SQLWrapper, projectId: SQLWrapper) =>
  sql<number>`(select count(*) from ${message} where ${unread(userId, projectId)})`.mapWith(Number);
