import { TIMING, type WorkbookPreview } from '@zhuji/shared';
import { download, get, post } from '../api/request';

/**
 * The call prefixes of the server's big workbook imports (apps/server/src/platform/kit/workbook-import.ts):
 * test blocks, submissions to a lab, concrete arrivals.
 */
export type WorkbookImportBase = 'inspection' | 'submit' | 'registration/concrete';

export interface WorkbookImportResult {
  id: string;
  status: string;
  okCount: number;
  skippedCount: number;
  errorCount: number;
  errors: { row: number; message: string }[];
}

/** The workbook as the `file` part of a multipart form (docs/domains/specimen.md: display is multipart). */
const asForm = (file: Blob) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

/** `${base}/display|import|template|import/errors` and the job's progress and result. */
export const workbookImportApi = {
  template: (base: WorkbookImportBase, proId: number) =>
    download({ url: `${base}/template`, params: { proId } }),
  errors: (base: WorkbookImportBase, id: string) =>
    download({ url: `${base}/import/errors`, params: { id } }),
  preview: (base: WorkbookImportBase, proId: number, file: Blob) =>
    post<WorkbookPreview>(`${base}/display`, asForm(file), {
      params: { proId },
      timeout: TIMING.IMPORT_TIMEOUT_MS,
    }),
  start: (base: WorkbookImportBase, proId: number, file: Blob) =>
    post<{ id: string }>(`${base}/import`, asForm(file), {
      params: { proId },
      timeout: TIMING.IMPORT_TIMEOUT_MS,
    }),
  loading: (id: string) =>
    get<{ status: string; total: number; processed: number }>('common/import/loading', { id }),
  result: (id: string) => post<WorkbookImportResult>('common/import/result', { id }),
};
