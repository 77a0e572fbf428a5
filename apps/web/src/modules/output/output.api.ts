import { type CallBody, outputCalls } from '@zhuji/shared';
import { call } from '../../api/call';

/** The output notice's reporting days (declared in @zhuji/shared outputCalls). */
export const outputApi = {
  params: (projectId: number) => call(outputCalls.params, { query: { projectId } }),
  setParams: (body: CallBody<typeof outputCalls.paramsUpdate>) => call(outputCalls.paramsUpdate, { body }),
};

export const outputKeys = { params: (projectId: number) => ['output', 'params', projectId] as const };
