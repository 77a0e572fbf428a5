import { z } from 'zod';
import { defineCall } from './call';
import { pageQuerySchema, pageSchema } from './pagination';
import { usersByDeptSchema } from './records';

/** What a message (协同消息) is about. */
export const MESSAGE_CATEGORY = {
  RECTIFICATION: 'rectification',
  ACCEPTANCE: 'acceptance',
  SUBMISSION: 'submission',
  AUDIT: 'audit',
  SYSTEM: 'system',
  /** An early-warning item told to the roles its rule names (预警通知). */
  WARNING: 'warning',
  /** A material enquiry (询价) sent to a supplier, or a quote that came back. */
  ENQUIRY: 'enquiry',
  /** Sent by a project member through message/send (发送消息), perhaps with an attachment. */
  MEMBER: 'member',
} as const;
export type MessageCategory = (typeof MESSAGE_CATEGORY)[keyof typeof MESSAGE_CATEGORY];
export const MESSAGE_CATEGORIES = Object.values(MESSAGE_CATEGORY) as [MessageCategory, ...MessageCategory[]];

/** GET /api/collaboration/message/list — the caller's messages in their current project, newest first. */
export const messageListQuerySchema = pageQuerySchema.extend({
  unread: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1'))
    .describe('true or 1: unread messages only'),
});
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

export const messageItemSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  title: z.string(),
  content: z.string(),
  category: z.enum(MESSAGE_CATEGORIES),
  businessType: z
    .string()
    .nullable()
    .describe(
      'the business record the message opens: a flow business type (inspection-lot, rectification, …)',
    ),
  businessId: z.number().int().nullable().describe('id of that record'),
  createdAt: z.string().describe('ISO 8601'),
  readAt: z.string().nullable().describe('ISO 8601; null while unread'),
  senderName: z.string().nullable().describe('the member who sent it; null for a message of the platform'),
  attachment: z
    .object({ id: z.string(), name: z.string(), size: z.number().int(), mime: z.string() })
    .nullable()
    .describe('the file sent with it: download with GET /api/common/download?id='),
});
export type MessageItem = z.infer<typeof messageItemSchema>;

export const messagePageSchema = pageSchema(messageItemSchema);

/** POST /api/collaboration/message/status — the recipient read one message; answers the new unread count. */
export const messageStatusBodySchema = z.object({ id: z.number().int().positive() });
export type MessageStatusBody = z.infer<typeof messageStatusBodySchema>;

export const messageStatusResultSchema = z.object({
  msgCount: z.number().int().nonnegative().describe('unread messages left in that project'),
});
export type MessageStatusResult = z.infer<typeof messageStatusResultSchema>;

/** POST /api/collaboration/message/readAll — every unread message of the caller in the current project is read. */
export const messageReadAllResultSchema = z.object({
  read: z.number().int().nonnegative().describe('messages marked read by this call'),
  msgCount: z.number().int().nonnegative().describe('unread messages left in that project (0)'),
});
export type MessageReadAllResult = z.infer<typeof messageReadAllResultSchema>;

export const MESSAGE_SEND_LIMITS = { TITLE: 50, CONTENT: 500, RECIPIENTS: 50 } as const;

/**
 * POST /api/collaboration/message/send — multipart/form-data (the spec's "send message blob"): the
 * fields title, content and recipientIds (repeated, or one comma-separated field), then at most one
 * file part (pdf/xlsx/docx/zip/jpeg/png). Every recipient is a member of the caller's current project.
 */
export const messageSendFieldsSchema = z.object({
  title: z.string().trim().min(1).max(MESSAGE_SEND_LIMITS.TITLE),
  content: z.string().trim().min(1).max(MESSAGE_SEND_LIMITS.CONTENT),
  recipientIds: z
    .array(z.coerce.number().int().positive())
    .min(1)
    .max(MESSAGE_SEND_LIMITS.RECIPIENTS)
    .transform((ids) => [...new Set(ids)]),
});
export type MessageSendFields = z.infer<typeof messageSendFieldsSchema>;

export const messageSendResultSchema = z.object({
  sent: z.number().int().describe('messages written, one per recipient'),
  attachment: messageItemSchema.shape.attachment,
});
export type MessageSendResult = z.infer<typeof messageSendResultSchema>;

/** The in-site message calls (apps/server/src/modules/collaboration). */
export const collaborationCalls = {
  messageList: defineCall({
    method: 'GET',
    path: 'collaboration/message/list',
    query: messageListQuerySchema,
    response: messagePageSchema,
  }),
  messageStatus: defineCall({
    method: 'POST',
    path: 'collaboration/message/status',
    body: messageStatusBodySchema,
    response: messageStatusResultSchema,
  }),
  messageReadAll: defineCall({
    method: 'POST',
    path: 'collaboration/message/readAll',
    response: messageReadAllResultSchema,
  }),
  messageRecipients: defineCall({
    method: 'GET',
    path: 'collaboration/message/recipients',
    response: usersByDeptSchema,
  }),
  messageSend: defineCall({
    method: 'POST',
    path: 'collaboration/message/send',
    body: 'multipart',
    response: messageSendResultSchema,
  }),
};
