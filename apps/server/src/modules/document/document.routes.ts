import {
  catalogAddSchema,
  catalogRenameSchema,
  documentAddSchema,
  documentCatalogNodeSchema,
  documentIdBodySchema,
  documentIdQuerySchema,
  documentItemSchema,
  documentListQuerySchema,
  documentLogPageSchema,
  documentLogQuerySchema,
  documentPageSchema,
  documentProjectQuerySchema,
  documentUpdateSchema,
  envelopeSchema,
  ok,
  recycleListQuerySchema,
} from '@zhuji/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { onProject } from '../../platform/access';
import { contentDisposition } from '../../platform/kit/excel';
import { guardedRoutes } from '../../platform/kit/guarded-routes';
import { DOCUMENT_MENU } from './document.messages';
import {
  addCatalog,
  addDocument,
  binDocument,
  catalogTree,
  guard,
  listDocuments,
  logPage,
  openDocument,
  purgeDocument,
  removeCatalog,
  renameCatalog,
  updateDocument,
} from './document.service';

const tags = ['document'];
const actor = (req: FastifyRequest) => ({ userId: req.user.userId, ip: req.ip });
const catalogSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  sort: z.number().int(),
});
const pick = (c: z.infer<typeof catalogSchema>) => ({
  id: c.id,
  projectId: c.projectId,
  parentId: c.parentId,
  name: c.name,
  sort: c.sort,
});

/**
 * Document management (spec §2.3 资料管理, §7.9 documents and catalogs): the catalog tree, documents
 * filed from uploaded files, the recycle bin, the operation log and downloads. Every call checks
 * membership of the row's project and the action on the Document menu; every write is logged.
 */
export async function documentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const route = guardedRoutes(app, { tags, guard, menu: DOCUMENT_MENU });

  route.get('/api/document/catalog/tree', {
    summary: '资料目录树 (the project’s catalogs with their own document counts)',
    querystring: documentProjectQuerySchema,
    response: z.array(documentCatalogNodeSchema),
    access: { action: 'list', project: (req) => req.query.proId },
    answer: (req) => catalogTree(db, req.query.proId),
  });
  route.post('/api/document/catalog/add', {
    summary: '新增目录 (under parentId, or top level when null; at most 5 levels)',
    body: catalogAddSchema,
    response: catalogSchema,
    access: 'service',
    who: onProject('Document', 'add'),
    answer: async (req) => pick(await addCatalog(db, req.user, actor(req), req.body, req.lang)),
  });
  route.post('/api/document/catalog/rename', {
    summary: '重命名目录',
    body: catalogRenameSchema,
    response: catalogSchema,
    access: 'service',
    who: onProject('Document', 'update'),
    answer: async (req) => pick(await renameCatalog(db, req.user, actor(req), req.body, req.lang)),
  });
  r.post(
    '/api/document/catalog/remove',
    {
      config: { who: onProject('Document', 'remove') },
      schema: {
        tags,
        summary:
          '删除目录 (only an empty one: no sub-catalogs, no documents, none in the recycle bin; 409 otherwise)',
        body: documentIdBodySchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (req) => {
      await removeCatalog(db, req.user, actor(req), req.body.id, req.lang);
      return ok(null);
    },
  );

  r.get(
    '/api/document/list',
    {
      config: { who: onProject('Document', 'list') },
      schema: {
        tags,
        summary:
          '资料列表 (a catalog’s own documents, or the whole project’s; keyword in title or file name)',
        querystring: documentListQuerySchema,
        response: { 200: envelopeSchema(documentPageSchema) },
      },
    },
    async (req) => {
      await guard(db, req.user, req.query.proId, 'list', req.lang);
      return ok(await listDocuments(db, req.query, false));
    },
  );
  route.post('/api/document/add', {
    summary: '上传资料 (file a stored file from POST /api/common/upload/file into a catalog)',
    body: documentAddSchema,
    response: documentItemSchema,
    access: 'service',
    who: onProject('Document', 'add'),
    answer: (req) => addDocument(db, req.user, actor(req), req.body, req.lang),
  });
  route.post('/api/document/update', {
    summary: '修改资料 (rename, move to another catalog of the project, or set the category)',
    body: documentUpdateSchema,
    response: documentItemSchema,
    access: 'service',
    who: onProject('Document', 'update'),
    answer: (req) => updateDocument(db, req.user, actor(req), req.body, req.lang),
  });
  route.post('/api/document/remove', {
    summary: '删除资料 (into the recycle bin)',
    body: documentIdBodySchema,
    response: documentItemSchema,
    access: 'service',
    who: onProject('Document', 'remove'),
    answer: (req) => binDocument(db, req.user, actor(req), req.body.id, 'remove', req.lang),
  });
  route.get('/api/document/recycle/list', {
    summary: '回收站 (removed documents, most recently removed first)',
    querystring: recycleListQuerySchema,
    response: documentPageSchema,
    access: { action: 'list', project: (req) => req.query.proId },
    answer: (req) => listDocuments(db, req.query, true),
  });
  route.post('/api/document/recycle/restore', {
    summary: '还原资料 (out of the recycle bin, into its catalog)',
    body: documentIdBodySchema,
    response: documentItemSchema,
    access: 'service',
    who: onProject('Document', 'remove'),
    answer: (req) => binDocument(db, req.user, actor(req), req.body.id, 'restore', req.lang),
  });
  r.post(
    '/api/document/recycle/purge',
    {
      config: { who: onProject('Document', 'remove') },
      schema: {
        tags,
        summary: '彻底删除 (a recycle-bin document and its file, permanently)',
        body: documentIdBodySchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (req) => {
      await purgeDocument(db, app.storage, req.user, actor(req), req.body.id, req.lang);
      return ok(null);
    },
  );
  route.get('/api/document/log/list', {
    summary: '操作日志 (who did what to which catalog or document, newest first)',
    querystring: documentLogQuerySchema,
    response: documentLogPageSchema,
    access: { action: 'list', project: (req) => req.query.proId },
    answer: (req) => logPage(db, req.query),
  });
  r.get(
    '/api/document/download',
    {
      config: { who: onProject('Document', 'detail') },
      schema: {
        tags,
        summary: '下载资料 (the file as a blob, for a reader of the document’s project)',
        querystring: documentIdQuerySchema,
      },
    },
    async (req, reply) => {
      const file = await openDocument(db, app.storage, req.user, actor(req), req.query.id, req.lang);
      return reply
        .header('content-type', file.mime)
        .header('content-length', file.size)
        .header('content-disposition', contentDisposition(file.name, file.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-cache')
        .send(file.stream);
    },
  );
}
