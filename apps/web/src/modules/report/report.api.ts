import { type Call, type CallData, reportCalls } from '@zhuji/shared';
import type { z } from 'zod';
import { call, download } from '../../api/call';

/** What a report page asks for: the period and its own filters (absent = all). */
export type ReportParams = { from: string; to: string } & Record<string, string | undefined>;

const READ = {
  concrete: reportCalls.concrete,
  material: reportCalls.material,
  progress: reportCalls.progress,
};
const EXPORT = {
  concrete: reportCalls.concreteExport,
  material: reportCalls.materialExport,
  progress: reportCalls.progressExport,
};

export type ReportData = { [K in keyof typeof READ]: CallData<(typeof READ)[K]> };
export type ReportKind = keyof ReportData;

// One page frame serves the three reports: their calls seen with the query each page builds itself.
type AnyRead = Call<'GET', z.ZodType, undefined, z.ZodType, undefined>;
type AnyExport = Call<'GET', z.ZodType, undefined, 'file', undefined>;

const query = (projectId: number, params: ReportParams) => {
  const q: Record<string, string | number> = { proId: projectId };
  for (const [key, value] of Object.entries(params)) if (value) q[key] = value;
  return q;
};

/** The calls of the report pages (declared in @zhuji/shared reportCalls, docs/domains/report.md statistics and reports). */
export const reportApi = {
  read: <K extends ReportKind>(kind: K, projectId: number, params: ReportParams) =>
    call(READ[kind] as AnyRead, { query: query(projectId, params) }) as Promise<ReportData[K]>,
  export: (kind: ReportKind, projectId: number, params: ReportParams) =>
    download(EXPORT[kind] as AnyExport, query(projectId, params)),
};
