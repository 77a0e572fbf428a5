import { outputCalls, supportCalls, tenderCalls } from '@zhuji/shared';
import { call, createCalls } from '../../api/call';
import { browserEffects } from '../../api/effects';
import { createClient, RequestError } from '../../api/request';
import type { SpecimenCountResult } from '../../session/startup-checks';

// The calls behind the global dialogs and the hotline and help widgets (docs/domains/specimen.md, docs/domains/output.md, docs/domains/tender.md, docs/product.md §7.8, §7.10).

/**
 * Calls whose failure the caller shows itself (the specimen count's server message) or that are mere
 * decoration (the hotline): the request layer stays quiet about them.
 */
const quiet = createClient({ effects: { ...browserEffects, notify: () => undefined } });
const quietCalls = createCalls(quiet);

/** GET /api/tender/detail?proId= — the tender, or null when none is registered. */
export const fetchTenderDetail = (projectId: number) =>
  call(tenderCalls.detail, { query: { proId: projectId } });

/**
 * GET /api/inspection/specimen/unlinkedCount?proId= — as the envelope's code, msg and data, so the
 * start-up flow can show a non-200 answer's message itself (docs/product.md §8).
 */
export async function fetchSpecimenCount(projectId: number): Promise<SpecimenCountResult> {
  try {
    const data = await quiet.get<number>('inspection/specimen/unlinkedCount', { proId: projectId });
    return { code: 200, msg: '', data };
  } catch (error) {
    if (error instanceof RequestError && error.kind !== 'aborted') {
      return { code: error.code ?? error.status ?? -1, msg: error.message };
    }
    throw error;
  }
}

/** GET /api/output/params?projectId= — the project's reporting days (defaults 5 and 20). */
export const fetchOutputParams = (projectId: number) => call(outputCalls.params, { query: { projectId } });

/** POST /api/output/notice/read — closes the output notice for this month. */
export const markOutputNoticeRead = (projectId: number) =>
  call(outputCalls.noticeRead, { body: { projectId } });

/** GET /api/common/hotline?proId= — the customer-service contact (nested data), null when none. */
export const fetchHotline = (projectId: number | undefined) =>
  quietCalls.call(supportCalls.hotline, { query: projectId === undefined ? {} : { proId: projectId } });

/** GET /api/common/help/list — the help guide's entries. */
export const fetchHelpList = () => call(supportCalls.helpList);

export const dialogKeys = {
  outputParams: (projectId: number) => ['dialogs', 'outputParams', projectId] as const,
  hotline: (projectId: number | undefined) => ['support', 'hotline', projectId ?? null] as const,
  help: () => ['support', 'help'] as const,
};
