import {
  type AcceptanceApply,
  type AcceptanceDivisionApply,
  type AcceptanceSubItemApply,
  acceptanceCalls,
  type CallBody,
  type CallData,
  type CallQuery,
  flowCalls,
  projectCalls,
  specimenCalls,
} from '@zhuji/shared';
import { call, download } from '../../api/call';
import type { Query } from '../../api/request';

export type AcceptanceDetail = CallData<typeof acceptanceCalls.detail>;

/** The acceptance calls of apps/server/src/modules/acceptance/acceptance.routes.ts (and the flow ones it uses). */
export const acceptanceApi = {
  list: (query: CallQuery<typeof acceptanceCalls.list>) => call(acceptanceCalls.list, { query }),
  detail: (id: number) => call(acceptanceCalls.detail, { query: { id } }),
  apply: (body: AcceptanceApply) => call(acceptanceCalls.apply, { body }),
  applyDivision: (body: AcceptanceDivisionApply) => call(acceptanceCalls.applyDivision, { body }),
  applySubItem: (body: AcceptanceSubItemApply) => call(acceptanceCalls.applySubItem, { body }),
  revoke: (id: number) => call(acceptanceCalls.revoke, { body: { id } }),
  export: (query: CallQuery<typeof acceptanceCalls.export>) => download(acceptanceCalls.export, query),
  exportTrail: (id: number) => download(acceptanceCalls.exportTrail, { id }),
  subitems: (projectId: number) => call(projectCalls.subitemTree, { query: { id: projectId } }),
  /** The project's latest 50 reported submissions: the test reports a lot may rest on. */
  reports: (projectId: number) =>
    call(specimenCalls.submissions, { query: { proId: projectId, status: 'reported', page: 1, limit: 50 } }),
  flow: (id: number) => call(flowCalls.detail, { query: { id } }),
  act: (body: CallBody<typeof flowCalls.act>) => call(flowCalls.act, { body }),
};

export const acceptanceKeys = {
  all: ['acceptance'] as const,
  list: (query: Query) => ['acceptance', 'list', query] as const,
  detail: (id: number) => ['acceptance', 'detail', id] as const,
  flow: (id: number) => ['acceptance', 'flow', id] as const,
  subitems: (projectId: number) => ['acceptance', 'subitems', projectId] as const,
  reports: (projectId: number) => ['acceptance', 'reports', projectId] as const,
};
