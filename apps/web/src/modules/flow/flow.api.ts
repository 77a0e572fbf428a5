import type {
  FlowCounts,
  FlowInstance,
  MessageItem,
  MessageReadAllResult,
  MessageSendResult,
  MessageStatusResult,
  Page,
  UsersByDept,
} from '@zhuji/shared';
import { download, get, post } from '../../api/request';

/** The approval-centre calls of apps/server/src/modules/flow/flow.routes.ts. */
export const flowApi = {
  list: (query: { box: string; page: number; limit: number; businessType?: string }) =>
    get<Page<FlowInstance>>('flow/list', query),
  counts: () => get<FlowCounts>('flow/counts'),
};

/** Keys under ['flow']: a page that acts on a flow invalidates ['flow'], refreshing the navbar counts too. */
export const flowKeys = {
  all: ['flow'] as const,
  list: (query: object) => ['flow', 'list', query] as const,
  counts: ['flow', 'counts'] as const,
  messages: (query: object) => ['flow', 'messages', query] as const,
};

/** The collaboration message calls of apps/server/src/modules/collaboration/collaboration.routes.ts. */
export const messageApi = {
  list: (query: { page: number; limit: number; unread?: '1' }) =>
    get<Page<MessageItem>>('collaboration/message/list', query),
  read: (id: number) => post<MessageStatusResult>('collaboration/message/status', { id }),
  readAll: () => post<MessageReadAllResult>('collaboration/message/readAll', {}),
  /** People of the current project by company, for the send dialog. */
  recipients: () => get<UsersByDept>('collaboration/message/recipients'),
  /** The spec's "send message blob": multipart fields, then the file when there is one. */
  send: (values: { title: string; content: string; recipientIds: number[]; file?: File | undefined }) => {
    const form = new FormData();
    form.append('title', values.title);
    form.append('content', values.content);
    for (const id of values.recipientIds) form.append('recipientIds', String(id));
    if (values.file) form.append('file', values.file);
    return post<MessageSendResult>('collaboration/message/send', form);
  },
  attachment: (id: string) => download({ url: 'common/download', params: { id } }),
};
