import type { Readable } from 'node:stream';
import {
  DOCUMENT_LIMITS,
  type DocumentAdd,
  type DocumentItem,
  type DocumentLogAction,
  type DocumentLogItem,
  type DocumentUpdate,
  documentFolderName,
  type Language,
  type Page,
} from '@zhuji/shared';
import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { fieldError } from '../../platform/access';
import type { AuditActor } from '../../platform/audit/audit';
import type { SessionUser } from '../../platform/auth/session';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import { userNames } from '../../platform/identity';
import { type FileStorage, StorageNotFoundError } from '../../platform/storage/storage';
import { storedFile } from '../../platform/storage/stored-file.table';
import { DOC_CATEGORIES } from '../common';
import { document, documentCatalog, documentLog } from './document.table';
import { assertInCatalog, type DocumentAccess, visibleCatalogIds } from './document-access';
import {
  type DocumentRow,
  guardedCatalog,
  guardedDocument,
  iso,
  likeOf,
  log,
  msg,
  notFound,
  recordChange,
} from './document-common';

// ---- documents ---------------------------------------------------------------------------------

/** What a document read selects: the row and its catalog's stored name and standard folder code. */
const withCatalog = {
  d: document,
  catalogName: documentCatalog.name,
  catalogCode: documentCatalog.standardCode,
};

async function toItems(
  db: DbOrTx,
  rows: { d: DocumentRow; catalogName: string; catalogCode: string | null }[],
  lang: Language,
): Promise<DocumentItem[]> {
  const names = await userNames(
    db,
    rows.flatMap(({ d }) => [d.uploadedBy, d.deletedBy]),
  );
  return rows.map(({ d, catalogName, catalogCode }) => ({
    id: d.id,
    projectId: d.projectId,
    catalogId: d.catalogId,
    catalogName: documentFolderName({ standardCode: catalogCode, name: catalogName }, lang),
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

/**
 * Documents of a project, in or out of the recycle bin, by catalog (its own documents) and keyword;
 * only those of the catalogs the caller sees (document-access.ts), a hidden catalog answering 404.
 */
export async function listDocuments(
  db: DbOrTx,
  access: DocumentAccess,
  query: {
    proId: number;
    catalogId?: number | undefined;
    keyword?: string | undefined;
    page: number;
    limit: number;
  },
  recycled: boolean,
  lang: Language,
): Promise<Page<DocumentItem>> {
  const conditions: (SQL | undefined)[] = [
    eq(document.projectId, query.proId),
    recycled ? isNotNull(document.deletedAt) : isNull(document.deletedAt),
  ];
  if (query.catalogId !== undefined) {
    if (!access.levels.has(query.catalogId)) throw notFound('catalogNotFound', lang);
    conditions.push(eq(document.catalogId, query.catalogId));
  }
  if (access.restricted) conditions.push(inArray(document.catalogId, [0, ...visibleCatalogIds(access)]));
  if (query.keyword) {
    const like = likeOf(query.keyword);
    conditions.push(or(ilike(document.title, like), ilike(document.fileName, like)));
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(withCatalog)
      .from(document)
      .innerJoin(documentCatalog, eq(documentCatalog.id, document.catalogId))
      .where(where)
      .orderBy(recycled ? desc(document.deletedAt) : desc(document.uploadedAt), desc(document.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(document).where(where),
  ]);
  return { total: total?.n ?? 0, page: query.page, limit: query.limit, list: await toItems(db, rows, lang) };
}

async function itemOf(db: DbOrTx, id: number, lang: Language) {
  const rows = await db
    .select(withCatalog)
    .from(document)
    .innerJoin(documentCatalog, eq(documentCatalog.id, document.catalogId))
    .where(eq(document.id, id));
  const [item] = await toItems(db, rows, lang);
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
    return itemOf(tx, created.id, lang);
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
  const { row: before, access } = await guardedDocument(db, user, body.id, 'update', lang);
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
      const missing = () => fieldError('catalogId', msg('catalogNotFound', lang), lang);
      if (!to || to.projectId !== before.projectId) throw missing();
      // Moving files into the target too: the caller writes there, and a hidden one is as missing.
      assertInCatalog(access, to.id, 'update', lang, missing);
      changes.catalogId = to.id;
      entries.push(['move', `${from?.name ?? ''} → ${to.name}`]);
    }
    if (body.category !== undefined && body.category !== before.category) {
      changes.category = body.category;
      entries.push(['update', before.category ?? '']);
    }
    if (entries.length === 0) return itemOf(tx, before.id, lang);
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
    return itemOf(tx, before.id, lang);
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
  const { row: before } = await guardedDocument(db, user, id, 'remove', lang);
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
    return itemOf(tx, id, lang);
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
  const { row: before } = await guardedDocument(db, user, id, 'remove', lang);
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
  const { row } = await guardedDocument(db, user, id, 'detail', lang);
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

/**
 * The operation log. A caller from whom some catalogs are hidden sees only the rows of the catalogs
 * they see and of the documents filed in them now (rows of removed ones are left out for them).
 */
export async function logPage(
  db: DbOrTx,
  access: DocumentAccess,
  query: { proId: number; page: number; limit: number },
): Promise<Page<DocumentLogItem>> {
  const visible = [0, ...visibleCatalogIds(access)];
  const where = and(
    eq(documentLog.projectId, query.proId),
    access.restricted
      ? or(
          and(eq(documentLog.target, 'catalog'), inArray(documentLog.targetId, visible)),
          and(
            eq(documentLog.target, 'document'),
            inArray(
              documentLog.targetId,
              db
                .select({ id: document.id })
                .from(document)
                .where(and(eq(document.projectId, query.proId), inArray(document.catalogId, visible))),
            ),
          ),
        )
      : undefined,
  );
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
