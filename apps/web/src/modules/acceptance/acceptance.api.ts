import type {
  AcceptanceApply,
  AcceptanceDivisionApply,
  AcceptanceItem,
  AcceptanceSubItemApply,
  FlowActionItem,
  FlowInstanceDetail,
  Page,
  SubitemNode,
} from '@zhuji/shared';
import { download, get, post, type Query } from '../../api/request';

export type AcceptanceDetail = AcceptanceItem & { trail: FlowActionItem[] };

/** The acceptance calls of apps/server/src/modules/acceptance/acceptance.routes.ts (and the flow ones it uses). */
export const acceptanceApi = {
  list: (query: Query) => get<Page<AcceptanceItem>>('acceptance/apply/list', query),
  detail: (id: number) => get<AcceptanceDetail>('acceptance/apply/detail', { id }),
  apply: (body: AcceptanceApply) =>
    post<{ id: number; status: string; reason: string; rectificationId: number | null }>(
      'acceptance/apply/save',
      body,
    ),
  applyDivision: (body: AcceptanceDivisionApply) =>
    post<{ id: number; status: string; reason: string }>('acceptance/division/apply', body),
  applySubItem: (body: AcceptanceSubItemApply) =>
    post<{ id: number; status: string }>('acceptance/subitem/apply', body),
  revoke: (id: number) => post<null>('acceptance/apply/revoke', { id }),
  export: (query: Query) => download({ url: 'acceptance/apply/export', params: query }),
  exportTrail: (id: number) => download({ url: 'acceptance/apply/trail/export', params: { id } }),
  subitems: (projectId: number) => get<SubitemNode[]>('project/subitem/tree', { id: projectId }),
  flow: (id: number) => get<FlowInstanceDetail>('flow/detail', { id }),
  act: (body: { id: number; action: string; comment: string; version: number }) =>
    post<{ id: number; status: string }>('flow/act', body),
};

export const acceptanceKeys = {
  all: ['acceptance'] as const,
  list: (query: Query) => ['acceptance', 'list', query] as const,
  detail: (id: number) => ['acceptance', 'detail', id] as const,
  flow: (id: number) => ['acceptance', 'flow', id] as const,
  subitems: (projectId: number) => ['acceptance', 'subitems', projectId] as const,
};
