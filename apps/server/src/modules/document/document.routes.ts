import { type DocumentCatalog, documentCalls, documentGrantCalls, ok } from '@zhuji/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { onProject } from '../../platform/access';
import { callRoute } from '../../platform/http/call-route';
import { contentDisposition } from '../../platform/kit/excel';
import { guardedRoutes } from '../../platform/kit/guarded-routes';
import { DOCUMENT_MENU } from './document.messages';
import {
  addCatalog,
  addDocument,
  binDocument,
  catalogGrants,
  catalogTree,
  guard,
  guardedProject,
  listDocuments,
  logPage,
  openDocument,
  purgeDocument,
  removeCatalog,
  renameCatalog,
  setCatalogGrants,
  updateDocument,
} from './document.service';
import { documentAccess } from './document-access';

const tags = ['document'];
const actor = (req: FastifyRequest) => ({ userId: req.user.userId, ip: req.ip });
const pick = (c: DocumentCatalog) => ({
  id: c.id,
  projectId: c.projectId,
  parentId: c.parentId,
  name: c.name,
  sort: c.sort,
});

/**
 * Document management (docs/product.md §2.3 资料管理, docs/domains/document.md documents and catalogs): the catalog tree, documents
 * filed from uploaded files, the recycle bin, the operation log and downloads. Every call checks
 * membership of the row's project and the action on the Document menu; every write is logged.
 */
export async function documentRoutes(app: FastifyInstance) {
  const db = app.db;
  const route = guardedRoutes(app, { tags, guard, menu: DOCUMENT_MENU });
  // What the caller sees of the project's catalogues (document-access.ts), after the kit's menu check.
  const seen = (req: FastifyRequest, proId: number) => documentAccess(db, req.user, proId, req.lang);

  route.call(documentCalls.tree, {
    summary: '资料目录树 (the project’s catalogs with their own document counts)',
    access: { action: 'list', project: (req) => req.query.proId },
    answer: async (req) => catalogTree(db, await seen(req, req.query.proId), req.lang),
  });
  route.call(documentCalls.addCatalog, {
    summary: '新增目录 (under parentId, or top level when null; at most 5 levels)',
    access: 'service',
    who: onProject('Document', 'add'),
    answer: async (req) => pick(await addCatalog(db, req.user, actor(req), req.body, req.lang)),
  });
  route.call(documentCalls.renameCatalog, {
    summary: '重命名目录',
    access: 'service',
    who: onProject('Document', 'update'),
    answer: async (req) => pick(await renameCatalog(db, req.user, actor(req), req.body, req.lang)),
  });
  callRoute(app, documentCalls.removeCatalog, {
    who: onProject('Document', 'remove'),
    tags,
    summary:
      '删除目录 (only an empty one: no sub-catalogs, no documents, none in the recycle bin; 409 otherwise)',
    handler: async (req) => {
      await removeCatalog(db, req.user, actor(req), req.body.id, req.lang);
      return ok(null);
    },
  });

  callRoute(app, documentCalls.list, {
    who: onProject('Document', 'list'),
    tags,
    summary: '资料列表 (a catalog’s own documents, or the whole project’s; keyword in title or file name)',
    handler: async (req) => {
      const access = await guardedProject(db, req.user, req.query.proId, 'list', req.lang);
      return ok(await listDocuments(db, access, req.query, false, req.lang));
    },
  });
  route.call(documentCalls.add, {
    summary: '上传资料 (file a stored file from POST /api/common/upload/file into a catalog)',
    access: 'service',
    who: onProject('Document', 'add'),
    answer: (req) => addDocument(db, req.user, actor(req), req.body, req.lang),
  });
  route.call(documentCalls.update, {
    summary: '修改资料 (rename, move to another catalog of the project, or set the category)',
    access: 'service',
    who: onProject('Document', 'update'),
    answer: (req) => updateDocument(db, req.user, actor(req), req.body, req.lang),
  });
  route.call(documentCalls.remove, {
    summary: '删除资料 (into the recycle bin)',
    access: 'service',
    who: onProject('Document', 'remove'),
    answer: (req) => binDocument(db, req.user, actor(req), req.body.id, 'remove', req.lang),
  });
  route.call(documentCalls.recycle, {
    summary: '回收站 (removed documents, most recently removed first)',
    access: { action: 'list', project: (req) => req.query.proId },
    answer: async (req) => listDocuments(db, await seen(req, req.query.proId), req.query, true, req.lang),
  });
  route.call(documentCalls.restore, {
    summary: '还原资料 (out of the recycle bin, into its catalog)',
    access: 'service',
    who: onProject('Document', 'remove'),
    answer: (req) => binDocument(db, req.user, actor(req), req.body.id, 'restore', req.lang),
  });
  callRoute(app, documentCalls.purge, {
    who: onProject('Document', 'remove'),
    tags,
    summary: '彻底删除 (a recycle-bin document and its file, permanently)',
    handler: async (req) => {
      await purgeDocument(db, app.storage, req.user, actor(req), req.body.id, req.lang);
      return ok(null);
    },
  });
  route.call(documentCalls.log, {
    summary: '操作日志 (who did what to which catalog or document, newest first)',
    access: { action: 'list', project: (req) => req.query.proId },
    answer: async (req) => logPage(db, await seen(req, req.query.proId), req.query),
  });
  route.call(documentGrantCalls.grants, {
    summary: '目录权限 (its own grants, the inherited ones, and the members and roles to pick from)',
    access: 'service',
    who: {
      kind: 'projectManager',
      note: 'a manager role on the catalogue’s project (document-grant.service)',
    },
    answer: (req) => catalogGrants(db, req.user, req.query.id, req.lang),
  });
  route.call(documentGrantCalls.setGrants, {
    summary: '设置目录权限 (replaces the catalogue’s own grants; empty: inherit or open to every member)',
    access: 'service',
    who: {
      kind: 'projectManager',
      note: 'a manager role on the catalogue’s project (document-grant.service)',
    },
    answer: (req) => setCatalogGrants(db, req.user, actor(req), req.body, req.lang),
  });
  callRoute(app, documentCalls.download, {
    who: onProject('Document', 'detail'),
    tags,
    summary: '下载资料 (the file as a blob, for a reader of the document’s project)',
    handler: async (req, reply) => {
      const file = await openDocument(db, app.storage, req.user, actor(req), req.query.id, req.lang);
      return reply
        .header('content-type', file.mime)
        .header('content-length', file.size)
        .header('content-disposition', contentDisposition(file.name, file.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-cache')
        .send(file.stream);
    },
  });
}
