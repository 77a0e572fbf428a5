import { type CallBody, type CallData, type CallQuery, detectionCalls } from '@zhuji/shared';
import { call } from '../../api/call';

export type DrawVerify = CallData<typeof detectionCalls.verify>;
export type SubStatistics = CallData<typeof detectionCalls.statistics>;
export type PileNumberEntry = CallData<typeof detectionCalls.pileNumbers>[number];

/** The calls of apps/server/src/modules/pile-detection (declared in @zhuji/shared detectionCalls). */
export const detectionApi = {
  requirement: (projectId: number) => call(detectionCalls.requirement, { query: { proId: projectId } }),
  saveBasis: (body: CallBody<typeof detectionCalls.saveBasis>) => call(detectionCalls.saveBasis, { body }),
  draw: (body: CallBody<typeof detectionCalls.draw>) => call(detectionCalls.draw, { body }),
  draws: (query: CallQuery<typeof detectionCalls.draws>) => call(detectionCalls.draws, { query }),
  verify: (id: number) => call(detectionCalls.verify, { query: { id } }),
  pileNumbers: (projectId: number, groupId?: number) =>
    call(detectionCalls.pileNumbers, { query: { proId: projectId, groupId } }),
  list: (query: CallQuery<typeof detectionCalls.list>) => call(detectionCalls.list, { query }),
  detail: (id: number) => call(detectionCalls.detail, { query: { id } }),
  add: (body: CallBody<typeof detectionCalls.add>) => call(detectionCalls.add, { body }),
  update: (body: CallBody<typeof detectionCalls.update>) => call(detectionCalls.update, { body }),
  statistics: (projectId: number) => call(detectionCalls.statistics, { query: { proId: projectId } }),
  results: (query: CallQuery<typeof detectionCalls.results>) => call(detectionCalls.results, { query }),
  check: (ids: number[]) => call(detectionCalls.check, { body: { ids } }),
  correct: (body: CallBody<typeof detectionCalls.correct>) => call(detectionCalls.correct, { body }),
  submissions: (projectId: number) => call(detectionCalls.submissions, { query: { proId: projectId } }),
  submit: (body: CallBody<typeof detectionCalls.submit>) => call(detectionCalls.submit, { body }),
  govRandom: (submissionId: number, seed?: string) =>
    call(detectionCalls.govRandom, { body: { submissionId, seed } }),
  govMove: (body: CallBody<typeof detectionCalls.govMove>) => call(detectionCalls.govMove, { body }),
  govRegister: (submissionId: number) => call(detectionCalls.govRegister, { body: { submissionId } }),
};

export const detectionKeys = {
  all: ['pile-detection'] as const,
  requirement: (projectId: number) => ['pile-detection', 'requirement', projectId] as const,
};
