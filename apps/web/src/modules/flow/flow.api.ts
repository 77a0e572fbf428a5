import type { FlowCounts, FlowInstance, Page } from '@zhuji/shared';
import { get } from '../../api/request';

/** The approval-centre calls of apps/server/src/modules/flow/flow.routes.ts. */
export const flowApi = {
  list: (query: { box: string; page: number; limit: number; businessType?: string }) =>
    get<Page<FlowInstance>>('flow/list', query),
  counts: () => get<FlowCounts>('flow/counts'),
};

export const flowKeys = {
  all: ['flow'] as const,
  list: (query: object) => ['flow', 'list', query] as const,
  counts: ['flow', 'counts'] as const,
};
