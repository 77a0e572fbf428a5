import type { OutputNoticeParams } from '@zhuji/shared';
import { get, post } from '../../api/request';

export const outputApi = {
  params: (projectId: number) => get<OutputNoticeParams>('output/params', { projectId }),
  setParams: (body: { projectId: number } & OutputNoticeParams) =>
    post<OutputNoticeParams>('output/params/update', body),
};

export const outputKeys = { params: (projectId: number) => ['output', 'params', projectId] as const };
