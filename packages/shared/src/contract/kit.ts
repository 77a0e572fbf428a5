import { z } from 'zod';
import { pageQuerySchema } from './pagination';

/**
 * The module kit's common call shapes. Every kit resource answers the same seven calls under
 * `/api/<prefix>/`: list, detail, add, update, remove, export, import; each needs the action of
 * the same name on the resource's menu (role_menu.actions).
 */
export const KIT_ACTIONS = ['list', 'detail', 'add', 'update', 'remove', 'export', 'import'] as const;
export type KitAction = (typeof KIT_ACTIONS)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Import limits: one request, one transaction. */
export const KIT_IMPORT = {
  MAX_BYTES: 10 * 1024 * 1024,
  MAX_ROWS: 5000,
  CONTENT_TYPE: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/**
 * Big workbook imports that run as a background job (test blocks, submissions): the upload goes to
 * disk and is read row by row, so these limits are far above KIT_IMPORT's.
 */
export const JOB_IMPORT = {
  MAX_BYTES: 64 * 1024 * 1024,
  MAX_ROWS: 200_000,
  /** Rows the preview answers; the rest are counted. */
  PREVIEW_ROWS: 200,
  /** Row errors the preview answers; the rest are counted (the job's error workbook has them all). */
  PREVIEW_ERRORS: 1000,
} as const;

export const kitProjectQuerySchema = z.object({ proId: z.coerce.number().int().positive() });
export const kitIdQuerySchema = z.object({ id: z.coerce.number().int().positive() });
export const kitRemoveBodySchema = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(500),
});
export type KitRemoveBody = z.infer<typeof kitRemoveBodySchema>;

/** Filters, keyword and sort of a resource's list and export (no paging on export). */
export const kitFilterQuerySchema = <S extends readonly [string, ...string[]], F extends z.ZodRawShape>(
  sortFields: S,
  filters: z.ZodObject<F>,
) =>
  kitProjectQuerySchema
    .extend({
      keyword: z.string().trim().max(50).optional(),
      sortField: z.enum(sortFields).optional(),
      sortOrder: z.enum(SORT_ORDERS).optional(),
    })
    .extend(filters.shape);

/** The list query: paging (limit 20; sizes 5/10/20/30/50) + filters, keyword and sort. */
export const kitListQuerySchema = <S extends readonly [string, ...string[]], F extends z.ZodRawShape>(
  sortFields: S,
  filters: z.ZodObject<F>,
) => kitFilterQuerySchema(sortFields, filters).extend(pageQuerySchema.shape);

export const kitImportErrorSchema = z.object({
  /** Row number as the spreadsheet shows it (the header is row 1). */
  row: z.number().int(),
  message: z.string(),
});
export const kitImportResultSchema = z.object({
  /** Data rows read (blank rows not counted). */
  total: z.number().int(),
  inserted: z.number().int(),
  /** Valid rows whose natural key already exists: a second import of a file adds nothing. */
  skipped: z.number().int(),
  errors: z.array(kitImportErrorSchema),
});
export type KitImportResult = z.infer<typeof kitImportResultSchema>;

/** POST <prefix>/display: a workbook checked row by row and nothing written. */
export const workbookPreviewSchema = z.object({
  /** Data rows read (blank rows not counted). */
  total: z.number().int(),
  /** Rows that would be imported or skipped as already there. */
  valid: z.number().int(),
  /** Valid rows already there (skipped on import). */
  existing: z.number().int(),
  /** Rows refused, all of them (errors lists the first JOB_IMPORT.PREVIEW_ERRORS). */
  errorCount: z.number().int(),
  /** The first JOB_IMPORT.PREVIEW_ROWS valid rows as read, with `row` and `exists`. */
  rows: z.array(z.record(z.string(), z.unknown())),
  errors: z.array(kitImportErrorSchema),
});
export type WorkbookPreview = z.infer<typeof workbookPreviewSchema>;
