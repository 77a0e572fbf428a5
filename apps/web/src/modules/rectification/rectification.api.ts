import { type CallBody, type CallData, type CallQuery, flowCalls, rectificationCalls } from '@zhuji/shared';
import { call } from '../../api/call';
import type { Query } from '../../api/request';

export type RectificationDetail = CallData<typeof rectificationCalls.detail>;

/** The rectification calls (declared in @zhuji/shared rectificationCalls); its flow steps go through flow. */
export const rectificationApi = {
  list: (query: CallQuery<typeof rectificationCalls.list>) => call(rectificationCalls.list, { query }),
  detail: (id: number) => call(rectificationCalls.detail, { query: { id } }),
  add: (body: CallBody<typeof rectificationCalls.add>) => call(rectificationCalls.add, { body }),
  reply: (body: CallBody<typeof rectificationCalls.reform>) => call(rectificationCalls.reform, { body }),
  check: (body: CallBody<typeof rectificationCalls.check>) => call(rectificationCalls.check, { body }),
  restart: (body: CallBody<typeof rectificationCalls.restart>) => call(rectificationCalls.restart, { body }),
  act: (body: CallBody<typeof flowCalls.act>) => call(flowCalls.act, { body }),
  flow: (id: number) => call(flowCalls.detail, { query: { id } }),
};

export const rectificationKeys = {
  all: ['rectification'] as const,
  list: (query: Query) => ['rectification', 'list', query] as const,
  detail: (id: number) => ['rectification', 'detail', id] as const,
  flow: (id: number) => ['rectification', 'flow', id] as const,
};
