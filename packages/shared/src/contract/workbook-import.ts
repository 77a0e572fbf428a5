import { z } from 'zod';
import { defineCall } from './call';
import { kitProjectQuerySchema, workbookPreviewSchema } from './kit';

/** The import job's error workbook is asked for by the job's id (the caller's own jobs only). */
export const workbookErrorsQuerySchema = z.object({ id: z.string().uuid() });
/** POST <prefix>/import answers the background job's id; its progress is common/import/loading. */
export const workbookImportStartSchema = z.object({ id: z.string() });

/**
 * The four calls of one big workbook import (apps/server/src/platform/kit/workbook-import.ts) under
 * `/api/<prefix>/`: display (every row checked, nothing written), import (a background job), template
 * and import/errors (the job's refused rows). The upload is a multipart `file` part or the raw .xlsx.
 * Declared once per import kind by the module that owns it (test blocks, submissions, concrete
 * arrivals), so the server kit and the web's import dialog use the same entries.
 */
export function workbookImportCalls(prefix: string) {
  return {
    display: defineCall({
      method: 'POST',
      path: `${prefix}/display`,
      query: kitProjectQuerySchema,
      body: 'multipart',
      response: workbookPreviewSchema,
    }),
    import: defineCall({
      method: 'POST',
      path: `${prefix}/import`,
      query: kitProjectQuerySchema,
      body: 'multipart',
      response: workbookImportStartSchema,
    }),
    template: defineCall({
      method: 'GET',
      path: `${prefix}/template`,
      query: kitProjectQuerySchema,
      response: 'file',
    }),
    errors: defineCall({
      method: 'GET',
      path: `${prefix}/import/errors`,
      query: workbookErrorsQuerySchema,
      response: 'file',
    }),
  };
}

export type WorkbookImportCalls = ReturnType<typeof workbookImportCalls>;
