import type {
  FlowCounts,
  FlowInstance,
  MessageItem,
  MessageReadAllResult,
  MessageStatusResult,
  Page,
} from '@zhuji/shared';
import { get, post } from '../../api/request';

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
};
