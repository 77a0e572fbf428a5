import {
  canPerform,
  type DocumentGrantLevel,
  type KitAction,
  type Language,
  PROJECT_ROLE_MANAGER_IDS,
} from '@zhuji/shared';
import { eq } from 'drizzle-orm';
import { allowedActions, memberRoleIds } from '../../platform/access';
import type { SessionUser } from '../../platform/auth/session';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import { t } from '../../platform/i18n';
import { DOCUMENT_MENU } from './document.messages';
import { documentCatalog, documentGrant } from './document.table';

// Who may see and change which catalogue (docs/domains/document.md "Sharing a catalogue"). Every
// document call asks `documentAccess` and nothing else, so the list, the tree, downloads, uploads, the
// recycle bin and the operation log cannot disagree.

export type GrantRow = typeof documentGrant.$inferSelect;
type Level = DocumentGrantLevel | 'none';

const WRITE_ACTIONS: readonly KitAction[] = ['add', 'update', 'remove', 'import'];
const RANK: Record<Level, number> = { none: 0, read: 1, write: 2 };

/**
 * The pure rule. A catalogue whose ancestors and itself have no grants: `open` (every member, by their
 * menu actions). Otherwise the nearest ancestor with grants (itself included) decides: the highest
 * level among the grants naming the user or one of the roles they act in; none = not visible.
 */
export function effectiveLevel(
  catalogId: number,
  parentOf: ReadonlyMap<number, number | null>,
  grantsOf: ReadonlyMap<number, readonly GrantRow[]>,
  who: { userId: number; roleIds: readonly number[] },
): { level: Level; shared: boolean } {
  let at: number | null | undefined = catalogId;
  for (let guard = 0; at !== null && at !== undefined && guard < 64; guard++) {
    const grants = grantsOf.get(at);
    if (grants?.length) {
      let level: Level = 'none';
      for (const g of grants) {
        const mine = g.userId === who.userId || (g.roleId !== null && who.roleIds.includes(g.roleId));
        if (mine && RANK[g.level] > RANK[level]) level = g.level;
      }
      return { level, shared: true };
    }
    at = parentOf.get(at);
  }
  return { level: 'write', shared: false };
}

export interface DocumentAccess {
  projectId: number;
  /** The caller's 资料管理 actions on the project (role_menu). */
  actions: readonly string[];
  /** A manager of the project (项目经理/负责人): sees every catalogue, since they set the grants. */
  manager: boolean;
  /** Catalogue id → what the caller may do in it; a catalogue missing here is not visible. */
  levels: ReadonlyMap<number, { level: DocumentGrantLevel; shared: boolean }>;
  /** Whether some catalogue of the project is hidden from the caller. */
  restricted: boolean;
  catalogs: (typeof documentCatalog.$inferSelect)[];
  grants: GrantRow[];
}

/**
 * The caller's effective access on every catalogue of a project: membership (404 otherwise, as
 * allowedActions answers), their menu actions, and the grants. A grant narrows who sees a catalogue;
 * it never gives more than the caller's role holds on the menu, which every call still checks.
 */
export async function documentAccess(
  db: DbOrTx,
  user: SessionUser,
  projectId: number,
  lang: Language,
): Promise<DocumentAccess> {
  const actions = await allowedActions(db, user, projectId, DOCUMENT_MENU, { lang });
  const [held, catalogs, grants] = await Promise.all([
    memberRoleIds(db, user.userId, projectId),
    db.select().from(documentCatalog).where(eq(documentCatalog.projectId, projectId)),
    db.select().from(documentGrant).where(eq(documentGrant.projectId, projectId)),
  ]);
  const manager = held.some((r) => (PROJECT_ROLE_MANAGER_IDS as readonly number[]).includes(r));
  // The roles the caller acts in, as allowedActions takes them: the current role on the current project.
  const roleIds =
    projectId === user.currentProjectId && user.currentRoleId !== null && held.includes(user.currentRoleId)
      ? [user.currentRoleId]
      : held;
  const parentOf = new Map(catalogs.map((c) => [c.id, c.parentId]));
  const grantsOf = new Map<number, GrantRow[]>();
  for (const g of grants) grantsOf.set(g.catalogId, [...(grantsOf.get(g.catalogId) ?? []), g]);
  const levels = new Map<number, { level: DocumentGrantLevel; shared: boolean }>();
  for (const c of catalogs) {
    const { level, shared } = effectiveLevel(c.id, parentOf, grantsOf, { userId: user.userId, roleIds });
    const seen = manager ? 'write' : level;
    if (seen !== 'none') levels.set(c.id, { level: seen, shared });
  }
  return {
    projectId,
    actions,
    manager,
    levels,
    restricted: levels.size < catalogs.length,
    catalogs,
    grants,
  };
}

/**
 * May the caller do `action` in the catalogue? Not visible: `hidden` (the caller answers it like a
 * missing catalogue, 404); visible but read-only, or the menu action missing: 403.
 */
export function assertInCatalog(
  access: DocumentAccess,
  catalogId: number,
  action: KitAction,
  lang: Language,
  hidden: () => Error,
) {
  const entry = access.levels.get(catalogId);
  if (!entry) throw hidden();
  const writes = WRITE_ACTIONS.includes(action);
  if ((writes && entry.level !== 'write') || !canPerform(access.actions, action))
    throw new AppError(t('forbidden', lang), 403, 403);
}

/** The catalogue ids the caller sees, for the list, search, recycle bin and log queries. */
export const visibleCatalogIds = (access: DocumentAccess) => [...access.levels.keys()];
