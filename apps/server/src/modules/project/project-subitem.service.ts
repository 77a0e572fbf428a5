import {
  buildTree,
  closeSelection,
  GB50300_CATALOGUE,
  type Gb50300Row,
  type Language,
  localizeGb50300,
  type SubItemSelectorQuery,
  type SubitemNode,
  type SubitemTreeQuery,
  type SubitemUpdateBody,
} from '@zhuji/shared';
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { assertAction, assertMember, fieldError, loadProject, loadSub } from '../../platform/access';
import { type AuditActor, recordAudit } from '../../platform/audit/audit';
import type { SessionUser } from '../../platform/auth/session';
import type { Db, DbOrTx } from '../../platform/db/client';
import { gb50300Item, projectSubitem } from '../../platform/identity';
import { projectMessage } from './project.messages';

/** The page whose role_menu actions guard the tree: list to read it, update to change the selection. */
export const SUBITEM_MENU = 'ProjectSubitem';

/** Reference data of every database: missing catalogue rows are added, existing ones left alone. */
export async function seedGb50300(tx: DbOrTx): Promise<void> {
  await tx
    .insert(gb50300Item)
    .values(GB50300_CATALOGUE.map((r) => ({ ...r })))
    .onConflictDoNothing({ target: gb50300Item.code });
}

const selectionOf = async (db: DbOrTx, projectId: number) =>
  (
    await db
      .select({ code: projectSubitem.code })
      .from(projectSubitem)
      .where(eq(projectSubitem.projectId, projectId))
      .orderBy(asc(projectSubitem.code))
  ).map((r) => r.code);

/**
 * GET /api/project/subitem/tree: the GB 50300 tree with the sub-project's selection checked; with
 * `parentId` (a code) only that node's descendants.
 */
export async function subitemTree(
  db: Db,
  user: SessionUser,
  query: SubitemTreeQuery,
  lang: Language,
): Promise<SubitemNode[]> {
  const sub = await loadSub(db, query.id, lang);
  await assertAction(db, user, sub.id, SUBITEM_MENU, 'list', lang);
  const parent = query.parentId || null;
  const [rows, selected] = await Promise.all([
    db
      .select()
      .from(gb50300Item)
      .where(parent ? like(gb50300Item.code, `${parent}%`) : undefined) as Promise<Gb50300Row[]>,
    selectionOf(db, sub.id),
  ]);
  const checked = new Set(selected);
  const subtree = parent ? rows.filter((r) => r.code !== parent) : rows;
  return buildTree(localizeGb50300(subtree, lang), (r) => ({ checked: checked.has(r.code) }));
}

/**
 * GET /api/common/subItem: the selected part of the tree only, for a member of the sub-project — the
 * selector of the forms that name a sub-item (acceptance, rectification …), whatever page they are on.
 */
export async function subItemSelector(
  db: Db,
  user: SessionUser,
  query: SubItemSelectorQuery,
  lang: Language,
): Promise<SubitemNode[]> {
  const sub = await loadProject(db, query.proId, lang);
  await assertMember(db, user.userId, sub.id, lang);
  if (sub.parentId === null) throw fieldError('proId', projectMessage('notSubProject', lang), lang);
  const selected = await selectionOf(db, sub.id);
  if (selected.length === 0) return [];
  const parent = query.parentId || null;
  const rows = (await db
    .select()
    .from(gb50300Item)
    .where(
      and(inArray(gb50300Item.code, selected), parent ? like(gb50300Item.code, `${parent}%`) : undefined),
    )) as Gb50300Row[];
  const subtree = parent ? rows.filter((r) => r.code !== parent) : rows;
  return buildTree(localizeGb50300(subtree, lang), () => ({ checked: true }));
}

/**
 * POST /api/project/subitem/update: replaces the sub-project's selection in one transaction. Every
 * code must be in the catalogue (422 naming idTrees and the unknown codes); a sub-item brings its
 * sub-division and division. Answers the stored selection.
 */
export async function updateSubitems(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  body: SubitemUpdateBody,
  lang: Language,
): Promise<{ codes: string[] }> {
  return db.transaction(async (tx) => {
    const sub = await loadSub(tx, body.id, lang, true);
    await assertAction(tx, user, sub.id, SUBITEM_MENU, 'update', lang);
    const catalogue = new Set(
      (await tx.select({ code: gb50300Item.code }).from(gb50300Item)).map((r) => r.code),
    );
    const { unknown, selection } = closeSelection(body.idTrees, catalogue);
    if (unknown.length)
      throw fieldError('idTrees', projectMessage('unknownCodes', lang, { codes: unknown.join(', ') }), lang);
    const before = await selectionOf(tx, sub.id);
    await tx.delete(projectSubitem).where(eq(projectSubitem.projectId, sub.id));
    if (selection.length)
      await tx.insert(projectSubitem).values(selection.map((code) => ({ projectId: sub.id, code })));
    await recordAudit(tx, actor, [
      {
        projectId: sub.id,
        resource: 'subitem',
        action: 'update',
        recordId: sub.id,
        before: { codes: before },
        after: { codes: selection },
      },
    ]);
    return { codes: selection };
  });
}
