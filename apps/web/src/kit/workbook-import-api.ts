import { commonCalls, TIMING, type WorkbookImportCalls } from '@zhuji/shared';
import { call, download, upload } from '../api/call';

/**
 * The calls of one of the server's big workbook imports (apps/server/src/platform/kit/workbook-import.ts),
 * as the owning module declares them: `specimenCalls.blockImport` (test blocks), `specimenCalls.submitImport`
 * (submissions to a lab), `materialCalls.concreteImport` (concrete arrivals).
 */
export type { WorkbookImportCalls };

export interface WorkbookImportResult {
  id: string;
  status: string;
  okCount: number;
  skippedCount: number;
  errorCount: number;
  errors: { row: number; message: string }[];
}

/** The preview and the import wait as long as the big imports may take (docs/domains/specimen.md). */
const slow = { timeout: TIMING.IMPORT_TIMEOUT_MS };

/** display, import, template and import/errors of one import kind, and the job's progress and result. */
export const workbookImportApi = {
  template: (calls: WorkbookImportCalls, proId: number) => download(calls.template, { proId }),
  errors: (calls: WorkbookImportCalls, id: string) => download(calls.errors, { id }),
  /** The workbook goes as the `file` part of a multipart form (docs/domains/specimen.md: display is multipart). */
  preview: (calls: WorkbookImportCalls, proId: number, file: Blob) =>
    upload(calls.display, file, { proId }, slow),
  start: (calls: WorkbookImportCalls, proId: number, file: Blob) =>
    upload(calls.import, file, { proId }, slow),
  loading: (id: string) => call(commonCalls.importLoading, { query: { id } }),
  result: (id: string): Promise<WorkbookImportResult> => call(commonCalls.importResult, { body: { id } }),
};
