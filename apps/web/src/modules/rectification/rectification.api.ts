import type {
  FlowActionItem,
  FlowInstanceDetail,
  Page,
  RectificationCreate,
  RectificationItem,
} from '@zhuji/shared';
import { get, post, type Query } from '../../api/request';

export type RectificationDetail = RectificationItem & { actions: FlowActionItem[] };

/** The rectification calls of apps/server/src/modules/rectification/rectification.routes.ts. */
export const rectificationApi = {
  list: (query: Query) => get<Page<RectificationItem>>('rectification/list', query),
  detail: (id: number) => get<RectificationDetail>('rectification/detail', { id }),
  add: (body: RectificationCreate) => post<{ id: number }>('rectification/add', body),
  reply: (body: { id: number; content: string; photos: string[] }) =>
    post<null>('rectification/reform', body),
  check: (body: { id: number; pass: boolean; comment: string }) => post<null>('rectification/check', body),
  restart: (body: { id: number; comment: string }) =>
    post<{ flowInstanceId: number }>('rectification/restart', body),
  act: (body: { id: number; action: string; comment: string; version: number }) =>
    post<{ id: number; status: string }>('flow/act', body),
  flow: (id: number) => get<FlowInstanceDetail>('flow/detail', { id }),
};

export const rectificationKeys = {
  all: ['rectification'] as const,
  list: (query: Query) => ['rectification', 'list', query] as const,
  detail: (id: number) => ['rectification', 'detail', id] as const,
  flow: (id: number) => ['rectification', 'flow', id] as const,
};
