import type { Readable } from 'node:stream';
import {
  type CatalogAdd,
  DOCUMENT_LIMITS,
  type DocumentAdd,
  type DocumentCatalogNode,
  type DocumentItem,
  type DocumentLogAction,
  type DocumentLogItem,
  type DocumentUpdate,
  type KitAction,
  type Language,
  type Page,
} from '@zhuji/shared';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { assertAction, fieldError, loadProject } from '../../platform/access';
import { type AuditActor, recordAudit } from '../../platform/audit/audit';
import type { SessionUser } from '../../platform/auth/session';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import { userNames } from '../../platform/identity';
import { type FileStorage, StorageNotFoundError } from '../../platform/storage/storage';
import { storedFile } from '../../platform/storage/stored-file.table';
import { DOC_CATEGORIES } from '../common';
import { DOCUMENT_MENU, type DocumentMessageKey, documentMessage } from './document.messages';
import { document, documentCatalog, documentLog } from './document.table';

type CatalogRow = typeof documentCatalog.$inferSelect;
type DocumentRow = typeof document.$inferSelect;

const msg = (key: DocumentMessageKey, lang: Language, vars?: Record<string, string | number>) =>
  documentMessage(key, lang, vars);
const notFound = (key: 'catalogNotFound' | 'documentNotFound', lang: Language) =>
  new AppError(msg(key, lang), 404, 404);
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const likeOf = (keyword: string) => `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;

/** The project exists (404), the caller is a member (403) and may do `action` on the menu (403). */
export async function guard(
  db: DbOrTx,
  user: SessionUser,
  projectId: number,
  action: KitAction,
  lang: Language,
) {
  await loadProject(db, projectId, lang);
  await assertAction(db, user, projectId, DOCUMENT_MENU, action, lang);
}

/** The catalog and the right to act on its project; 404 when missing (before any access answer). */
async function guardedCatalog(db: DbOrTx, user: SessionUser, id: number, action: KitAction, lang: Language) {
  const [row] = await db.select().from(documentCatalog).where(eq(documentCatalog.id, id));
  if (!row) throw notFound('catalogNotFound', lang);
  await assertAction(db, user, row.projectId, DOCUMENT_MENU, action, lang);
  return row;
}

async function guardedDocument(db: DbOrTx, user: SessionUser, id: number, action: KitAction, lang: Language) {
  const [row] = await db.select().from(document).where(eq(document.id, id));
  if (!row) throw notFound('documentNotFound', lang);
  await assertAction(db, user, row.projectId, DOCUMENT_MENU, action, lang);
  return row;
}

async function log(
  tx: DbOrTx,
  actor: AuditActor,
  projectId: number,
  action: DocumentLogAction,
  target: { kind: 'catalog' | 'document'; id: number; name: string },
  detail = '',
) {
  await tx.insert(documentLog).values({
    projectId,
    userId: actor.userId,
    action,
    target: target.kind,
    targetId: target.id,
    targetName: target.name,
    detail,
  });
}

/**
 * A write's two records, in its transaction: the 操作日志 row(s) the page shows (one per `logs` entry:
 * the log action and its detail) and the audit entry. The log's target is the audited record.
 */
async function recordChange(
  tx: DbOrTx,
  actor: AuditActor,
  change: {
    projectId: number;
    resource: 'document' | 'document-catalog';
    action: string;
    recordId: number;
    before?: unknown;
    after?: unknown;
  },
  name: string,
  logs: readonly (readonly [DocumentLogAction, string?])[],
) {
  const target = {
    kind: change.resource === 'document' ? 'document' : 'catalog',
    id: change.recordId,
    name,
  } as const;
  for (const [action, detail] of logs) await log(tx, actor, change.projectId, action, target, detail);
  await recordAudit(tx, actor, [change]);
}

// ---- catalogs ----------------------------------------------------------------------------------

export async function catalogTree(db: DbOrTx, projectId: number): Promise<DocumentCatalogNode[]> {
  const [catalogs, counts] = await Promise.all([
    db
      .select()
      .from(documentCatalog)
      .where(eq(documentCatalog.projectId, projectId))
      .orderBy(asc(documentCatalog.sort), asc(documentCatalog.id)),
    db
      .select({ catalogId: document.catalogId, n: count() })
      .from(document)
      .where(and(eq(document.projectId, projectId), isNull(document.deletedAt)))
      .groupBy(document.catalogId),
  ]);
  const countOf = new Map(counts.map((r) => [r.catalogId, r.n]));
  const rows = catalogs.map((c) => ({ c, n: countOf.get(c.id) ?? 0 }));
  const nodes = new Map<number, DocumentCatalogNode>(
    rows.map(({ c, n }) => [
      c.id,
      { id: c.id, parentId: c.parentId, name: c.name, sort: c.sort, documentCount: n, children: [] },
    ]),
  );
  const roots: DocumentCatalogNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** How deep the catalog is: 1 for a top-level one. */
async function depthOf(db: DbOrTx, catalog: CatalogRow) {
  let depth = 1;
  let parentId = catalog.parentId;
  while (parentId !== null && depth <= DOCUMENT_LIMITS.CATALOG_DEPTH) {
    const [parent] = await db
      .select({ parentId: documentCatalog.parentId })
      .from(documentCatalog)
      .where(eq(documentCatalog.id, parentId));
    if (!parent) break;
    depth++;
    parentId = parent.parentId;
  }
  return depth;
}

async function assertFreeName(
  db: DbOrTx,
  projectId: number,
  parentId: number | null,
  name: string,
  exceptId: number | null,
  lang: Language,
) {
  const [same] = await db
    .select({ id: documentCatalog.id })
    .from(documentCatalog)
    .where(
      and(
        eq(documentCatalog.projectId, projectId),
        parentId === null ? isNull(documentCatalog.parentId) : eq(documentCatalog.parentId, parentId),
        eq(documentCatalog.name, name),
        exceptId === null ? undefined : ne(documentCatalog.id, exceptId),
      ),
    );
  if (same) throw fieldError('name', msg('duplicateName', lang, { name }), lang);
}

export async function addCatalog(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  body: CatalogAdd,
  lang: Language,
) {
  await guard(db, user, body.proId, 'add', lang);
  return db.transaction(async (tx) => {
    // One writer per project at a time: the sibling-name check and the insert see the same tree.
    await loadProject(tx, body.proId, lang, true);
    if (body.parentId !== null) {
      const [parent] = await tx.select().from(documentCatalog).where(eq(documentCatalog.id, body.parentId));
      if (!parent || parent.projectId !== body.proId)
        throw fieldError('parentId', msg('parentNotInProject', lang), lang);
      if ((await depthOf(tx, parent)) >= DOCUMENT_LIMITS.CATALOG_DEPTH)
        throw fieldError('parentId', msg('tooDeep', lang, { max: DOCUMENT_LIMITS.CATALOG_DEPTH }), lang);
    }
    await assertFreeName(tx, body.proId, body.parentId, body.name, null, lang);
    const [last] = await tx
      .select({ sort: sql<number>`coalesce(max(${documentCatalog.sort}), -1)::int` })
      .from(documentCatalog)
      .where(
        and(
          eq(documentCatalog.projectId, body.proId),
          body.parentId === null
            ? isNull(documentCatalog.parentId)
            : eq(documentCatalog.parentId, body.parentId),
        ),
      );
    const [row] = await tx
      .insert(documentCatalog)
      .values({
        projectId: body.proId,
        parentId: body.parentId,
        name: body.name,
        sort: (last?.sort ?? -1) + 1,
        createdBy: actor.userId,
      })
      .returning();
    const created = row!;
    await recordChange(
      tx,
      actor,
      {
        projectId: created.projectId,
        resource: 'document-catalog',
        action: 'add',
        recordId: created.id,
        after: created,
      },
      created.name,
      [['catalogAdd']],
    );
    return created;
  });
}

export async function renameCatalog(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  body: { id: number; name: string },
  lang: Language,
) {
  const before = await guardedCatalog(db, user, body.id, 'update', lang);
  return db.transaction(async (tx) => {
    await loadProject(tx, before.projectId, lang, true);
    await assertFreeName(tx, before.projectId, before.parentId, body.name, before.id, lang);
    const [after] = await tx
      .update(documentCatalog)
      .set({ name: body.name })
      .where(eq(documentCatalog.id, before.id))
      .returning();
    await recordChange(
      tx,
      actor,
      {
        projectId: before.projectId,
        resource: 'document-catalog',
        action: 'update',
        recordId: before.id,
        before,
        after,
      },
      body.name,
      [['catalogRename', before.name]],
    );
    return after!;
  });
}

/** Removes an empty catalog: one holding sub-catalogs or documents (the recycle bin's too) is refused. */
export async function removeCatalog(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  id: number,
  lang: Language,
) {
  const before = await guardedCatalog(db, user, id, 'remove', lang);
  await db.transaction(async (tx) => {
    await loadProject(tx, before.projectId, lang, true);
    const [subs] = await tx
      .select({ n: count() })
      .from(documentCatalog)
      .where(eq(documentCatalog.parentId, id));
    const [docs] = await tx.select({ n: count() }).from(document).where(eq(document.catalogId, id));
    const parts = [
      ...(subs?.n ? [msg('subCatalogs', lang, { n: subs.n })] : []),
      ...(docs?.n ? [msg('documents', lang, { n: docs.n })] : []),
    ];
    if (parts.length)
      throw new AppError(
        msg('catalogNotEmpty', lang, { name: before.name, what: parts.join(msg('and', lang)) }),
        409,
        409,
      );
    await tx.delete(documentCatalog).where(eq(documentCatalog.id, id));
    await recordChange(
      tx,
      actor,
      { projectId: before.projectId, resource: 'document-catalog', action: 'remove', recordId: id, before },
      before.name,
      [['catalogRemove']],
    );
  });
}

// ---- documents ---------------------------------------------------------------------------------

async function toItems(db: DbOrTx, rows: { d: DocumentRow; catalogName: string }[]): Promise<DocumentItem[]> {
  const names = await userNames(
    db,
    rows.flatMap(({ d }) => [d.uploadedBy, d.deletedBy]),
  );
  return rows.map(({ d, catalogName }) => ({
    id: d.id,
    projectId: d.projectId,
    catalogId: d.catalogId,
    catalogName,
    title: d.title,
    category: d.category,
    fileName: d.fileName,
    size: d.size,
    mime: d.mime,
    uploadedBy: d.uploadedBy,
    uploaderName: names.get(d.uploadedBy) ?? '',
    uploadedAt: d.uploadedAt.toISOString(),
    deletedAt: iso(d.deletedAt),
    deletedByName: d.deletedBy === null ? null : (names.get(d.deletedBy) ?? ''),
  }));
}

/** Documents of a project, in or out of the recycle bin, by catalog (its own documents) and keyword. */
export async function listDocuments(
  db: DbOrTx,
  query: {
    proId: number;
    catalogId?: number | undefined;
    keyword?: string | undefined;
    page: number;
    limit: number;
  },
  recycled: boolean,
): Promise<Page<DocumentItem>> {
  const conditions: (SQL | undefined)[] = [
    eq(document.projectId, query.proId),
    recycled ? isNotNull(document.deletedAt) : isNull(document.deletedAt),
  ];
  if (query.catalogId !== undefined) conditions.push(eq(document.catalogId, query.catalogId));
  if (query.keyword) {
    const like = likeOf(query.keyword);
    conditions.push(or(ilike(document.title, like), ilike(document.fileName, like)));
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ d: document, catalogName: documentCatalog.name })
      .from(document)
      .innerJoin(documentCatalog, eq(documentCatalog.id, document.catalogId))
      .where(where)
      .orderBy(recycled ? desc(document.deletedAt) : desc(document.uploadedAt), desc(document.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(document).where(where),
  ]);
  return { total: total?.n ?? 0, page: query.page, limit: query.limit, list: await toItems(db, rows) };
}

async function itemOf(db: DbOrTx, id: number) {
  const rows = await db
    .select({ d: document, catalogName: documentCatalog.name })
    .from(document)
    .innerJoin(documentCatalog, eq(documentCatalog.id, document.catalogId))
    .where(eq(document.id, id));
  const [item] = await toItems(db, rows);
  return item!;
}

function assertCategory(category: string | null | undefined, lang: Language) {
  if (category && !DOC_CATEGORIES.some(([value]) => value === category))
    throw fieldError('category', msg('unknownCategory', lang), lang);
}

const titleOf = (fileName: string) =>
  fileName.replace(/\.[^.]*$/, '').slice(0, DOCUMENT_LIMITS.TITLE) || fileName;

/**
 * Files a stored file (the caller's upload, for this project or for none) as a document of the
 * catalog. The file then belongs to the document: its project link is cleared, so the common download
 * serves it to its uploader only and everyone else goes through the document download, which checks
 * the document menu.
 */
export async function addDocument(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  body: DocumentAdd,
  lang: Language,
) {
  const catalog = await guardedCatalog(db, user, body.catalogId, 'add', lang);
  assertCategory(body.category, lang);
  return db.transaction(async (tx) => {
    const [file] = await tx.select().from(storedFile).where(eq(storedFile.id, body.fileId)).for('update');
    if (!file || file.ownerUserId !== actor.userId)
      throw fieldError('fileId', msg('fileNotYours', lang), lang);
    const [used] = await tx
      .select({ title: document.title })
      .from(document)
      .where(eq(document.fileId, file.id));
    if (used) throw fieldError('fileId', msg('fileUsed', lang, { title: used.title }), lang);
    if (file.projectId !== null && file.projectId !== catalog.projectId)
      throw fieldError('fileId', msg('fileOtherProject', lang), lang);
    const [row] = await tx
      .insert(document)
      .values({
        projectId: catalog.projectId,
        catalogId: catalog.id,
        fileId: file.id,
        title: body.title ?? titleOf(file.originalName),
        category: body.category ?? null,
        fileName: file.originalName,
        size: file.size,
        mime: file.mime,
        uploadedBy: actor.userId,
      })
      .returning();
    const created = row!;
    await tx.update(storedFile).set({ projectId: null }).where(eq(storedFile.id, file.id));
    await recordChange(
      tx,
      actor,
      {
        projectId: created.projectId,
        resource: 'document',
        action: 'add',
        recordId: created.id,
        after: created,
      },
      created.title,
      [['upload', catalog.name]],
    );
    return itemOf(tx, created.id);
  });
}

/** Renames, moves (to a catalog of the same project) or re-categorises a document out of the bin. */
export async function updateDocument(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  body: DocumentUpdate,
  lang: Language,
) {
  const before = await guardedDocument(db, user, body.id, 'update', lang);
  if (body.title === undefined && body.catalogId === undefined && body.category === undefined)
    throw new AppError(msg('nothingToChange', lang), 422, 422);
  if (before.deletedAt) throw new AppError(msg('inRecycleBin', lang), 409, 409);
  assertCategory(body.category, lang);
  return db.transaction(async (tx) => {
    const changes: Partial<DocumentRow> = {};
    const entries: [DocumentLogAction, string][] = [];
    if (body.title !== undefined && body.title !== before.title) {
      changes.title = body.title;
      entries.push(['rename', before.title]);
    }
    if (body.catalogId !== undefined && body.catalogId !== before.catalogId) {
      const [from] = await tx.select().from(documentCatalog).where(eq(documentCatalog.id, before.catalogId));
      const [to] = await tx.select().from(documentCatalog).where(eq(documentCatalog.id, body.catalogId));
      if (!to || to.projectId !== before.projectId)
        throw fieldError('catalogId', msg('catalogNotFound', lang), lang);
      changes.catalogId = to.id;
      entries.push(['move', `${from?.name ?? ''} → ${to.name}`]);
    }
    if (body.category !== undefined && body.category !== before.category) {
      changes.category = body.category;
      entries.push(['update', before.category ?? '']);
    }
    if (entries.length === 0) return itemOf(tx, before.id);
    const [after] = await tx.update(document).set(changes).where(eq(document.id, before.id)).returning();
    const title = after?.title ?? before.title;
    await recordChange(
      tx,
      actor,
      {
        projectId: before.projectId,
        resource: 'document',
        action: 'update',
        recordId: before.id,
        before,
        after,
      },
      title,
      entries,
    );
    return itemOf(tx, before.id);
  });
}

/** remove: into the recycle bin; restore: back out of it. */
export async function binDocument(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  id: number,
  to: 'remove' | 'restore',
  lang: Language,
) {
  const before = await guardedDocument(db, user, id, 'remove', lang);
  if (to === 'remove' && before.deletedAt) throw new AppError(msg('inRecycleBin', lang), 409, 409);
  if (to === 'restore' && !before.deletedAt) throw new AppError(msg('notInRecycleBin', lang), 409, 409);
  return db.transaction(async (tx) => {
    const [after] = await tx
      .update(document)
      .set(
        to === 'remove'
          ? { deletedAt: new Date(), deletedBy: actor.userId }
          : { deletedAt: null, deletedBy: null },
      )
      .where(eq(document.id, id))
      .returning();
    await recordChange(
      tx,
      actor,
      { projectId: before.projectId, resource: 'document', action: to, recordId: id, before, after },
      before.title,
      [[to]],
    );
    return itemOf(tx, id);
  });
}

/** Deletes a document of the recycle bin for good: its row, its stored file and then the bytes. */
export async function purgeDocument(
  db: Db,
  storage: FileStorage,
  user: SessionUser,
  actor: AuditActor,
  id: number,
  lang: Language,
) {
  const before = await guardedDocument(db, user, id, 'remove', lang);
  if (!before.deletedAt) throw new AppError(msg('notInRecycleBin', lang), 409, 409);
  const key = await db.transaction(async (tx) => {
    await tx.delete(document).where(eq(document.id, id));
    const [file] = await tx.delete(storedFile).where(eq(storedFile.id, before.fileId)).returning();
    await recordChange(
      tx,
      actor,
      { projectId: before.projectId, resource: 'document', action: 'purge', recordId: id, before },
      before.title,
      [['purge', before.fileName]],
    );
    return file?.storageKey;
  });
  // After the commit: a failed delete leaves unreferenced bytes, never a row without its bytes.
  if (key) await storage.delete(key).catch(() => undefined);
}

/** The document's bytes for a reader of its project (the recycle bin's too); the download is logged. */
export async function openDocument(
  db: Db,
  storage: FileStorage,
  user: SessionUser,
  actor: AuditActor,
  id: number,
  lang: Language,
): Promise<{ name: string; mime: string; size: number; stream: Readable }> {
  const row = await guardedDocument(db, user, id, 'detail', lang);
  const [file] = await db.select().from(storedFile).where(eq(storedFile.id, row.fileId));
  if (!file) throw notFound('documentNotFound', lang);
  let stream: Readable;
  try {
    stream = await storage.get(file.storageKey);
  } catch (err) {
    if (err instanceof StorageNotFoundError) throw notFound('documentNotFound', lang);
    throw err;
  }
  await log(db, actor, row.projectId, 'download', { kind: 'document', id, name: row.title });
  return { name: row.fileName, mime: file.mime, size: file.size, stream };
}

export async function logPage(
  db: DbOrTx,
  query: { proId: number; page: number; limit: number },
): Promise<Page<DocumentLogItem>> {
  const where = eq(documentLog.projectId, query.proId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(documentLog)
      .where(where)
      .orderBy(desc(documentLog.at), desc(documentLog.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(documentLog).where(where),
  ]);
  const names = await userNames(
    db,
    rows.map((r) => r.userId),
  );
  return {
    total: total?.n ?? 0,
    page: query.page,
    limit: query.limit,
    list: rows.map((r) => ({
      id: r.id,
      action: r.action as DocumentLogAction,
      target: r.target,
      targetId: r.targetId,
      targetName: r.targetName,
      detail: r.detail,
      userId: r.userId,
      userName: names.get(r.userId) ?? '',
      at: r.at.toISOString(),
    })),
  };
}
