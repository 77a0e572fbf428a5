import type { ReportConcrete, ReportMaterial, ReportProgress } from '@zhuji/shared';
import { download, get } from '../../api/request';

/** What a report page asks for: the period and its own filters (absent = all). */
export type ReportParams = { from: string; to: string } & Record<string, string | undefined>;

export interface ReportData {
  concrete: ReportConcrete;
  material: ReportMaterial;
  progress: ReportProgress;
}
export type ReportKind = keyof ReportData;

const query = (projectId: number, params: ReportParams) => {
  const q: Record<string, string | number> = { proId: projectId };
  for (const [key, value] of Object.entries(params)) if (value) q[key] = value;
  return q;
};

/** The calls of the report pages (server module `report`, spec §7.9 statistics and reports). */
export const reportApi = {
  read: <K extends ReportKind>(kind: K, projectId: number, params: ReportParams) =>
    get<ReportData[K]>(`report/${kind}`, query(projectId, params)),
  export: (kind: ReportKind, projectId: number, params: ReportParams) =>
    download({ url: `report/${kind}/export`, params: query(projectId, params) }),
};
