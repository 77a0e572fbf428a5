import {
  type Language,
  MESSAGE_CATEGORY,
  type MessageItem,
  type MessageListQuery,
  type MessageSendFields,
  type MessageSendResult,
  type Page,
} from '@zhuji/shared';
import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { assertMember, fieldError } from '../../platform/access';
import type { AuditActor } from '../../platform/audit/audit';
import { recordAudit } from '../../platform/audit/audit';
import type { SessionUser } from '../../platform/auth/session';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import { appUser, projectMember } from '../../platform/identity';
import { message, noticeText, unreadMessageCount } from '../../platform/notify';
import type { FileStorage } from '../../platform/storage/storage';
import { storedFile } from '../../platform/storage/stored-file.table';
import { saveUpload } from '../../platform/storage/uploads';
import { collaborationMessage } from './collaboration.messages';

/**
 * The user's messages on one project, newest first; `unread` keeps the unread ones only. The platform's
 * own messages read in the caller's language (noticeText); what a member typed reads as typed.
 */
export async function listMessages(
  db: DbOrTx,
  userId: number,
  projectId: number,
  q: MessageListQuery,
  lang: Language,
): Promise<Page<MessageItem>> {
  const filters: SQL[] = [eq(message.recipientUserId, userId), eq(message.projectId, projectId)];
  if (q.unread === true) filters.push(isNull(message.readAt));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({ m: message, senderName: appUser.name, file: storedFile })
      .from(message)
      .leftJoin(appUser, eq(appUser.id, message.senderUserId))
      .leftJoin(storedFile, eq(storedFile.id, message.attachmentFileId))
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
    list: rows.map(({ m: r, senderName, file }) => ({
      id: r.id,
      projectId: r.projectId,
      ...noticeText(r, lang),
      category: r.category,
      businessType: r.businessType,
      businessId: r.businessId,
      createdAt: r.createdAt.toISOString(),
      readAt: r.readAt?.toISOString() ?? null,
      senderName: r.senderUserId === null ? null : (senderName ?? null),
      attachment: file ? { id: file.id, name: file.originalName, size: file.size, mime: file.mime } : null,
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

/** The part of the caller's project people who are not members of it, of the ids given. */
async function nonMembers(db: DbOrTx, projectId: number, ids: number[]): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: projectMember.userId })
    .from(projectMember)
    .where(and(eq(projectMember.projectId, projectId), inArray(projectMember.userId, ids)));
  const members = new Set(rows.map((r) => r.userId));
  return ids.filter((id) => !members.has(id));
}

/**
 * Sends a message (发送消息) from the caller to members of the project, with the file if one came:
 * the file is stored for the project (so every member may download it) and one message row is
 * written per recipient, all in one transaction with its audit entry. Access (membership and the
 * add action on MyMessage) is checked by the route before the file is read.
 */
export async function sendMessage(
  db: Db,
  storage: FileStorage,
  user: SessionUser,
  actor: AuditActor,
  input: {
    projectId: number;
    fields: MessageSendFields;
    file: { bytes: Buffer; filename: string } | null;
  },
  lang: Language,
): Promise<MessageSendResult> {
  const { projectId, fields, file } = input;
  const strangers = await nonMembers(db, projectId, fields.recipientIds);
  if (strangers.length > 0)
    throw fieldError(
      'recipientIds',
      collaborationMessage('notMember', lang, { ids: strangers.join('、') }),
      lang,
    );
  let storedKey: string | null = null;
  try {
    return await db.transaction(async (tx) => {
      const stored = file
        ? await saveUpload(
            tx,
            storage,
            { kind: 'file', bytes: file.bytes, filename: file.filename, userId: user.userId, projectId },
            lang,
          )
        : null;
      if (stored) {
        const [row] = await tx
          .select({ key: storedFile.storageKey })
          .from(storedFile)
          .where(eq(storedFile.id, stored.id));
        storedKey = row?.key ?? null;
      }
      const rows = await tx
        .insert(message)
        .values(
          fields.recipientIds.map((recipientUserId) => ({
            projectId,
            recipientUserId,
            title: fields.title,
            content: fields.content,
            category: MESSAGE_CATEGORY.MEMBER,
            senderUserId: user.userId,
            attachmentFileId: stored?.id ?? null,
          })),
        )
        .returning({ id: message.id });
      await recordAudit(tx, actor, [
        {
          projectId,
          resource: 'message',
          action: 'send',
          recordId: rows[0]?.id ?? null,
          after: {
            title: fields.title,
            recipientIds: fields.recipientIds,
            messageIds: rows.map((r) => r.id),
            attachment: stored ? { id: stored.id, name: stored.name, size: stored.size } : null,
          },
        },
      ]);
      return {
        sent: rows.length,
        attachment: stored
          ? { id: stored.id, name: stored.name, size: stored.size, mime: stored.mime }
          : null,
      };
    });
  } catch (err) {
    // The transaction rolled back the file's row: its bytes go too, so a failed send leaves nothing.
    if (storedKey) await storage.delete(storedKey).catch(() => undefined);
    throw err;
  }
}
