import {
  type CatalogAdd,
  DOCUMENT_LIMITS,
  type DocumentCatalogNode,
  documentFolderName,
  type Language,
} from '@zhuji/shared';
import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import { fieldError, loadProject } from '../../platform/access';
import type { AuditActor } from '../../platform/audit/audit';
import type { SessionUser } from '../../platform/auth/session';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import { document, documentCatalog, documentGrant } from './document.table';
import { assertInCatalog, type DocumentAccess } from './document-access';
import { type CatalogRow, guardedCatalog, guardedProject, msg, recordChange } from './document-common';

// ---- catalogs ----------------------------------------------------------------------------------

/**
 * The catalogs the caller sees (document-access.ts). A visible catalog under a hidden one hangs from
 * its nearest visible ancestor (or the top), so a grant on a sub-catalog still reaches its grantees.
 */
export async function catalogTree(
  db: DbOrTx,
  access: DocumentAccess,
  lang: Language,
): Promise<DocumentCatalogNode[]> {
  const projectId = access.projectId;
  const [all, counts] = await Promise.all([
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
  const parentOf = new Map(all.map((c) => [c.id, c.parentId]));
  const visibleParent = (id: number | null) => {
    let at = id;
    for (let guard = 0; at !== null && guard < 64 && !access.levels.has(at); guard++)
      at = parentOf.get(at) ?? null;
    return at;
  };
  const nodes = new Map<number, DocumentCatalogNode>();
  for (const c of all) {
    const seen = access.levels.get(c.id);
    if (!seen) continue;
    nodes.set(c.id, {
      id: c.id,
      parentId: visibleParent(c.parentId),
      name: documentFolderName(c, lang),
      sort: c.sort,
      documentCount: countOf.get(c.id) ?? 0,
      access: seen.level,
      shared: seen.shared,
      children: [],
    });
  }
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
  const access = await guardedProject(db, user, body.proId, 'add', lang);
  const notParent = () => fieldError('parentId', msg('parentNotInProject', lang), lang);
  // A sub-catalog is written into its parent: the caller writes there (a hidden one is as missing).
  if (body.parentId !== null) assertInCatalog(access, body.parentId, 'add', lang, notParent);
  return db.transaction(async (tx) => {
    // One writer per project at a time: the sibling-name check and the insert see the same tree.
    await loadProject(tx, body.proId, lang, true);
    if (body.parentId !== null) {
      const [parent] = await tx.select().from(documentCatalog).where(eq(documentCatalog.id, body.parentId));
      if (!parent || parent.projectId !== body.proId) throw notParent();
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
    await tx.delete(documentGrant).where(eq(documentGrant.catalogId, id));
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
