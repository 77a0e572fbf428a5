import { type CallBody, type CallQuery, riskCalls, riskSourceCalls } from '@zhuji/shared';
import { call } from '../../api/call';
import { resourceKeys } from '../../kit/resource/resource-api';

export const RISK_SOURCE_API = 'risk/source';

export type InspectionQuery = CallQuery<typeof riskCalls.inspectionList>;

/** The hand-written calls of the risk module (the register itself goes through the kit's calls). */
export const riskApi = {
  summary: (proId: number) => call(riskCalls.sourceSummary, { query: { proId } }),
  /** Every source of the project, for the inspection form's picker (a register stays well under 50). */
  sources: (proId: number) => call(riskSourceCalls.list, { query: { proId, page: 1, limit: 50 } }),
  inspections: (query: InspectionQuery) => call(riskCalls.inspectionList, { query }),
  addInspection: (body: CallBody<typeof riskCalls.inspectionAdd>) => call(riskCalls.inspectionAdd, { body }),
};

/**
 * Query keys. The summary and the picker live under the kit's key of the register, so an edit of the
 * register refreshes them; a new inspection refreshes the register too (last inspection, overdue flag).
 */
export const riskKeys = {
  register: resourceKeys.all(RISK_SOURCE_API),
  summary: (proId: number) => [...resourceKeys.all(RISK_SOURCE_API), proId, 'summary'] as const,
  sources: (proId: number) => [...resourceKeys.all(RISK_SOURCE_API), proId, 'picker'] as const,
  inspections: ['risk', 'inspection'] as const,
  /** 巡查记录's lists (useResourceList appends the params). */
  inspectionLists: (proId: number) => ['risk', 'inspection', 'list', proId] as const,
};
