import { and, count, eq, isNull, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { message } from './message.table';

export type NewNotification = typeof message.$inferInsert;

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
