import multipart from '@fastify/multipart';
import { collaborationCalls, messageSendFieldsSchema, ok } from '@zhuji/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertAction, assertMember, onProject } from '../../platform/access';
import { AppError, validationError } from '../../platform/envelope';
import { callRoute } from '../../platform/http/call-route';
import { formParts } from '../../platform/multipart';
import { commonMessage } from '../common';
import { usersByDept } from '../records';
import { collaborationMessage, MESSAGE_MENU } from './collaboration.messages';
import { listMessages, markAllMessagesRead, markMessageRead, sendMessage } from './collaboration.service';

const megabytes = (bytes: number) => String(Math.round((bytes / 1024 / 1024) * 10) / 10);

/** The caller's current project, where they may send (add on MyMessage): 422 without one, else 403. */
async function sendingProject(app: FastifyInstance, req: FastifyRequest): Promise<number> {
  const projectId = req.user.currentProjectId;
  if (projectId === null) throw new AppError(collaborationMessage('noProject', req.lang), 422, 422);
  await assertAction(app.db, req.user, projectId, MESSAGE_MENU, 'add', req.lang);
  return projectId;
}

/** Collaboration messages (协同消息): the caller's inbox on the current project (docs/product.md §4 Messages, docs/domains/collaboration.md). */
export async function collaborationRoutes(app: FastifyInstance) {
  const { fileMaxBytes } = app.config.upload;
  // Scoped to this plugin: message/send is multipart (the spec's "send message blob").
  await app.register(multipart, {
    limits: { files: 1, fields: 60, fieldSize: 4000, parts: 62, fileSize: fileMaxBytes },
  });
  callRoute(app, collaborationCalls.messageList, {
    who: { kind: 'signedIn', note: 'the caller’s own inbox on the current project (assertMember)' },
    tags: ['collaboration'],
    summary: '我的消息 (my messages on the current project, newest first)',
    handler: async (req) => {
      const projectId = req.user.currentProjectId;
      if (projectId === null) return ok({ total: 0, page: req.query.page, limit: req.query.limit, list: [] });
      await assertMember(app.db, req.user.userId, projectId, req.lang);
      return ok(await listMessages(app.db, req.user.userId, projectId, req.query, req.lang));
    },
  });
  callRoute(app, collaborationCalls.messageStatus, {
    who: { kind: 'signedIn', note: 'the caller’s own message (assertMember of its project)' },
    tags: ['collaboration'],
    summary: '消息已读 (mark a message read; answers the unread count left)',
    handler: async (req) =>
      ok({ msgCount: await markMessageRead(app.db, req.user.userId, req.body.id, req.lang) }),
  });
  callRoute(app, collaborationCalls.messageReadAll, {
    who: { kind: 'signedIn', note: 'the caller’s own inbox on the current project' },
    tags: ['collaboration'],
    summary: '全部已读 (mark every unread message of the current project read)',
    handler: async (req) => {
      const projectId = req.user.currentProjectId;
      if (projectId === null) return ok({ read: 0, msgCount: 0 });
      await assertMember(app.db, req.user.userId, projectId, req.lang);
      return ok({ read: await markAllMessagesRead(app.db, req.user.userId, projectId), msgCount: 0 });
    },
  });

  callRoute(app, collaborationCalls.messageRecipients, {
    who: onProject('MyMessage', 'add', 'on the caller’s current project'),
    tags: ['collaboration'],
    summary: '收件人 (members of the current project by company, for the send dialog)',
    description: 'Needs add on MyMessage in the current project; phones are masked.',
    handler: async (req) => ok(await usersByDept(app.db, await sendingProject(app, req), req.lang)),
  });
  callRoute(app, collaborationCalls.messageSend, {
    who: onProject('MyMessage', 'add', 'on the caller’s current project'),
    tags: ['collaboration'],
    summary: '发送消息 (send message blob: multipart title, content, recipientIds and at most one file)',
    description:
      'multipart/form-data: title (≤ 50), content (≤ 500), recipientIds (repeated or comma-separated, ≤ 50, members of the current project), then at most one file part (pdf/xlsx/docx/zip/jpeg/png, UPLOAD_FILE_MAX_MB). Needs add on MyMessage. One message per recipient and the file in one transaction; the file is readable by the project’s members.',
    handler: async (req) => {
      const projectId = await sendingProject(app, req);
      const values: Record<string, string[]> = {};
      let file: { bytes: Buffer; filename: string } | null = null;
      try {
        for await (const part of formParts(req)) {
          if (part.type === 'field') {
            if (part.valueTruncated)
              throw new AppError(collaborationMessage('fieldTooLong', req.lang), 422, 422);
            const name = part.fieldname.replace(/\[\]$/, '');
            if (typeof part.value === 'string') values[name] = [...(values[name] ?? []), part.value];
            continue;
          }
          file = { bytes: await part.toBuffer(), filename: part.filename };
        }
      } catch (err) {
        if (err instanceof app.multipartErrors.RequestFileTooLargeError)
          throw new AppError(commonMessage('tooLarge', req.lang, { max: megabytes(fileMaxBytes) }), 413, 413);
        if (err instanceof app.multipartErrors.FilesLimitError)
          throw new AppError(commonMessage('oneFile', req.lang), 422, 422);
        throw err;
      }
      const parsed = messageSendFieldsSchema.safeParse({
        title: values.title?.[0] ?? '',
        content: values.content?.[0] ?? '',
        recipientIds: (values.recipientIds ?? []).flatMap((v) => v.split(',')).filter((v) => v.trim() !== ''),
      });
      if (!parsed.success) throw validationError(parsed.error.issues, req.lang);
      const actor = { userId: req.user.userId, ip: req.ip };
      return ok(
        await sendMessage(
          app.db,
          app.storage,
          req.user,
          actor,
          { projectId, fields: parsed.data, file },
          req.lang,
        ),
      );
    },
  });
}
