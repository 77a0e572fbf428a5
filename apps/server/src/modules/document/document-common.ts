import type { DocumentLogAction, KitAction, Language } from '@zhuji/shared';
import { eq } from 'drizzle-orm';
import { assertAction, loadProject } from '../../platform/access';
import { type AuditActor, recordAudit } from '../../platform/audit/audit';
import type { SessionUser } from '../../platform/auth/session';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import { DOCUMENT_MENU, type DocumentMessageKey, documentMessage } from './document.messages';
import { document, documentCatalog, documentLog } from './document.table';
import { assertInCatalog, documentAccess } from './document-access';

export type CatalogRow = typeof documentCatalog.$inferSelect;
export type DocumentRow = typeof document.$inferSelect;

export const msg = (key: DocumentMessageKey, lang: Language, vars?: Record<string, string | number>) =>
  documentMessage(key, lang, vars);
export const notFound = (key: 'catalogNotFound' | 'documentNotFound', lang: Language) =>
  new AppError(msg(key, lang), 404, 404);
export const iso = (d: Date | null) => (d ? d.toISOString() : null);
export const likeOf = (keyword: string) => `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;

/** The project exists (404), the caller is a member (404) and may do `action` on the menu (403). */
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

/** guard, then the caller's catalogue access on the project (document-access.ts). */
export async function guardedProject(
  db: DbOrTx,
  user: SessionUser,
  projectId: number,
  action: KitAction,
  lang: Language,
) {
  await guard(db, user, projectId, action, lang);
  return documentAccess(db, user, projectId, lang);
}

/**
 * The catalog and the right to do `action` in it (document-access.ts): 404 when missing or hidden from
 * the caller by its grants, 403 when read-only for them or the menu action is missing.
 */
export async function guardedCatalog(
  db: DbOrTx,
  user: SessionUser,
  id: number,
  action: KitAction,
  lang: Language,
) {
  const [row] = await db.select().from(documentCatalog).where(eq(documentCatalog.id, id));
  if (!row) throw notFound('catalogNotFound', lang);
  const access = await documentAccess(db, user, row.projectId, lang);
  assertInCatalog(access, row.id, action, lang, () => notFound('catalogNotFound', lang));
  return row;
}

/** The document and the right to do `action` in its catalog; hidden answers like missing (404). */
export async function guardedDocument(
  db: DbOrTx,
  user: SessionUser,
  id: number,
  action: KitAction,
  lang: Language,
) {
  const [row] = await db.select().from(document).where(eq(document.id, id));
  if (!row) throw notFound('documentNotFound', lang);
  const access = await documentAccess(db, user, row.projectId, lang);
  assertInCatalog(access, row.catalogId, action, lang, () => notFound('documentNotFound', lang));
  return { row, access };
}

export async function log(
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
export async function recordChange(
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
