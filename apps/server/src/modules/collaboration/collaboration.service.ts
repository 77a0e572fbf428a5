import type { Language, MessageItem, MessageListQuery, Page } from '@zhuji/shared';
import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { assertMember } from '../../platform/auth/membership';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import { collaborationMessage } from './collaboration.messages';
import { message } from './collaboration.table';

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

/** The user's messages on one project, newest first; `unread` keeps the unread ones only. */
export async function listMessages(
  db: DbOrTx,
  userId: number,
  projectId: number,
  q: MessageListQuery,
): Promise<Page<MessageItem>> {
  const filters: SQL[] = [eq(message.recipientUserId, userId), eq(message.projectId, projectId)];
  if (q.unread === true) filters.push(isNull(message.readAt));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(message)
      .where(where)
      .orderBy(desc(message.createdAt), desc(message.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(message).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    page: q.page,
    limit: q.limit,
    list: rows.map((r) => ({
      id: r.id,
      projectId: r.projectId,
      title: r.title,
      content: r.content,
      category: r.category,
      businessType: r.businessType,
      businessId: r.businessId,
      createdAt: r.createdAt.toISOString(),
      readAt: r.readAt?.toISOString() ?? null,
    })),
  };
}

/**
 * The recipient read a message: stamps it once (reading it again keeps the first time) and answers
 * how many stay unread on that project. Anyone else is told the message does not exist.
 */
export async function markMessageRead(
  db: Db,
  userId: number,
  messageId: number,
  lang: Language,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ projectId: message.projectId })
      .from(message)
      .where(and(eq(message.id, messageId), eq(message.recipientUserId, userId)));
    if (!row) throw new AppError(collaborationMessage('messageNotFound', lang), 404, 404);
    await assertMember(tx, userId, row.projectId, lang);
    await tx
      .update(message)
      .set({ readAt: new Date() })
      .where(and(eq(message.id, messageId), isNull(message.readAt)));
    return unreadMessageCount(tx, userId, row.projectId);
  });
}

/** Every unread message of the user on the project is read now; answers how many were marked. */
export async function markAllMessagesRead(db: Db, userId: number, projectId: number): Promise<number> {
  const rows = await db
    .update(message)
    .set({ readAt: new Date() })
    .where(and(eq(message.recipientUserId, userId), eq(message.projectId, projectId), isNull(message.readAt)))
    .returning({ id: message.id });
  return rows.length;
}
