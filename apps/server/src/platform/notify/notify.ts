import { and, count, eq, isNull } from 'drizzle-orm';
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

/** Unread messages of the user on the project: the navbar badge (user info collaboration.msgCount). */
export async function unreadMessageCount(db: DbOrTx, userId: number, projectId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(message)
    .where(
      and(eq(message.recipientUserId, userId), eq(message.projectId, projectId), isNull(message.readAt)),
    );
  return row?.n ?? 0;
}
