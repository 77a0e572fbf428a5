import { z } from 'zod';
import { defineCall } from './call';
import { pageQuerySchema, pageSchema } from './pagination';

// Document management (资料管理, docs/domains/document.md "Documents and catalogs"): a catalog tree per project, the
// documents filed in it, a recycle bin and an operation log.

const proId = z.coerce.number().int().positive();
const id = z.coerce.number().int().positive();
const name = (max: number) =>
  z
    .string()
    .trim()
    .min(1, '不能为空')
    .max(max, `最多 ${max} 个字`)
    .refine((s) => !/[\\/:*?"<>|]/.test(s), '不能包含 \\ / : * ? " < > |');

export const DOCUMENT_LIMITS = { CATALOG_NAME: 50, TITLE: 100, CATALOG_DEPTH: 5 } as const;

/** A catalog, its sub-catalogs and how many documents it holds itself (the recycle bin not counted). */
export interface DocumentCatalogNode {
  id: number;
  parentId: number | null;
  name: string;
  sort: number;
  documentCount: number;
  /** What the caller may do in it: read, or write too (still within their 资料管理 actions). */
  access: 'read' | 'write';
  /** Shared with chosen members or roles, by its own grants or an ancestor's. */
  shared: boolean;
  children: DocumentCatalogNode[];
}
export const documentCatalogNodeSchema: z.ZodType<DocumentCatalogNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    name: z.string(),
    sort: z.number().int(),
    documentCount: z.number().int(),
    access: z.enum(['read', 'write']),
    shared: z.boolean(),
    children: z.array(documentCatalogNodeSchema),
  }),
);

export const documentProjectQuerySchema = z.object({ proId });
export const documentIdQuerySchema = z.object({ id });

export const catalogAddSchema = z.object({
  proId,
  parentId: id.nullable().default(null),
  name: name(DOCUMENT_LIMITS.CATALOG_NAME),
});
export type CatalogAdd = z.infer<typeof catalogAddSchema>;
export const catalogRenameSchema = z.object({ id, name: name(DOCUMENT_LIMITS.CATALOG_NAME) });
export const documentIdBodySchema = z.object({ id });

export const documentListQuerySchema = pageQuerySchema.extend({
  proId,
  catalogId: id.optional(),
  keyword: z.string().trim().max(50).optional(),
});
export type DocumentListQuery = z.infer<typeof documentListQuerySchema>;
export const recycleListQuerySchema = pageQuerySchema.extend({
  proId,
  keyword: z.string().trim().max(50).optional(),
});

export const documentItemSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  catalogId: z.number().int(),
  catalogName: z.string(),
  title: z.string(),
  category: z.string().nullable().describe('a value of /api/common/projectDocDict, or null'),
  fileName: z.string(),
  size: z.number().int(),
  mime: z.string(),
  uploadedBy: z.number().int(),
  uploaderName: z.string(),
  uploadedAt: z.string(),
  deletedAt: z.string().nullable(),
  deletedByName: z.string().nullable(),
});
export type DocumentItem = z.infer<typeof documentItemSchema>;
export const documentPageSchema = pageSchema(documentItemSchema);

export const documentAddSchema = z.object({
  catalogId: id,
  fileId: z.uuid().describe('the stored-file id answered by POST /api/common/upload/file'),
  title: name(DOCUMENT_LIMITS.TITLE).optional().describe('defaults to the file name without its extension'),
  category: z.string().max(50).nullable().optional(),
});
export type DocumentAdd = z.infer<typeof documentAddSchema>;
export const documentUpdateSchema = z.object({
  id,
  title: name(DOCUMENT_LIMITS.TITLE).optional(),
  catalogId: id.optional().describe('move to this catalog of the same project'),
  category: z.string().max(50).nullable().optional(),
});
export type DocumentUpdate = z.infer<typeof documentUpdateSchema>;

export const DOCUMENT_LOG_ACTIONS = [
  'catalogAdd',
  'catalogRename',
  'catalogRemove',
  'catalogGrant',
  'upload',
  'rename',
  'move',
  'update',
  'remove',
  'restore',
  'purge',
  'download',
] as const;
export type DocumentLogAction = (typeof DOCUMENT_LOG_ACTIONS)[number];

export const documentLogItemSchema = z.object({
  id: z.number().int(),
  action: z.enum(DOCUMENT_LOG_ACTIONS),
  target: z.enum(['catalog', 'document']),
  targetId: z.number().int(),
  targetName: z.string(),
  detail: z.string().describe('e.g. the old name of a rename, the catalog moved from and to'),
  userId: z.number().int(),
  userName: z.string(),
  at: z.string(),
});
export type DocumentLogItem = z.infer<typeof documentLogItemSchema>;
export const documentLogPageSchema = pageSchema(documentLogItemSchema);
export const documentLogQuerySchema = pageQuerySchema.extend({ proId });

/** A catalog folder as the add and rename calls answer it. */
export const documentCatalogSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  sort: z.number().int(),
});
export type DocumentCatalog = z.infer<typeof documentCatalogSchema>;

/** The document calls (apps/server/src/modules/document, docs/domains/document.md). */
export const documentCalls = {
  tree: defineCall({
    method: 'GET',
    path: 'document/catalog/tree',
    query: documentProjectQuerySchema,
    response: z.array(documentCatalogNodeSchema),
  }),
  addCatalog: defineCall({
    method: 'POST',
    path: 'document/catalog/add',
    body: catalogAddSchema,
    response: documentCatalogSchema,
  }),
  renameCatalog: defineCall({
    method: 'POST',
    path: 'document/catalog/rename',
    body: catalogRenameSchema,
    response: documentCatalogSchema,
  }),
  removeCatalog: defineCall({
    method: 'POST',
    path: 'document/catalog/remove',
    body: documentIdBodySchema,
    response: z.null(),
  }),
  list: defineCall({
    method: 'GET',
    path: 'document/list',
    query: documentListQuerySchema,
    response: documentPageSchema,
  }),
  add: defineCall({
    method: 'POST',
    path: 'document/add',
    body: documentAddSchema,
    response: documentItemSchema,
  }),
  update: defineCall({
    method: 'POST',
    path: 'document/update',
    body: documentUpdateSchema,
    response: documentItemSchema,
  }),
  remove: defineCall({
    method: 'POST',
    path: 'document/remove',
    body: documentIdBodySchema,
    response: documentItemSchema,
  }),
  recycle: defineCall({
    method: 'GET',
    path: 'document/recycle/list',
    query: recycleListQuerySchema,
    response: documentPageSchema,
  }),
  restore: defineCall({
    method: 'POST',
    path: 'document/recycle/restore',
    body: documentIdBodySchema,
    response: documentItemSchema,
  }),
  purge: defineCall({
    method: 'POST',
    path: 'document/recycle/purge',
    body: documentIdBodySchema,
    response: z.null(),
  }),
  log: defineCall({
    method: 'GET',
    path: 'document/log/list',
    query: documentLogQuerySchema,
    response: documentLogPageSchema,
  }),
  download: defineCall({
    method: 'GET',
    path: 'document/download',
    query: documentIdQuerySchema,
    response: 'file',
  }),
};
