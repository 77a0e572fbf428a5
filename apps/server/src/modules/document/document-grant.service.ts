import {
  type DocumentGrantItem,
  type DocumentGrantSet,
  type DocumentGrantView,
  documentFolderName,
  type Language,
  roleName,
} from '@zhuji/shared';
import { asc, eq } from 'drizzle-orm';
import { fieldError, forbidden, loadProject } from '../../platform/access';
import type { AuditActor } from '../../platform/audit/audit';
import type { SessionUser } from '../../platform/auth/session';
import type { Db, DbOrTx } from '../../platform/db/client';
import { appUser, projectMember, role } from '../../platform/identity';
import { documentGrant } from './document.table';
import { type DocumentAccess, documentAccess, type GrantRow } from './document-access';
import { type CatalogRow, guardedCatalog, msg, recordChange } from './document-common';

// 权限设置 of a catalogue (docs/domains/document.md "Sharing a catalogue"): the project's managers read
// and replace a catalogue's grants; everyone else is refused (403, 404 when they cannot see it).

/** The catalogue, for a manager of its project (403 for any other member who sees it). */
async function managedCatalog(db: DbOrTx, user: SessionUser, id: number, lang: Language) {
  const catalog = await guardedCatalog(db, user, id, 'list', lang);
  const access = await documentAccess(db, user, catalog.projectId, lang);
  if (!access.manager) throw forbidden(lang);
  return { catalog, access };
}

/**
 * The project's members and the roles they hold, with names, for the picker and the grant names; the
 * catalogue's role names in `lang` (the page's language; the audit trail's in Chinese, as it is stored).
 */
async function grantees(db: DbOrTx, projectId: number, lang: Language) {
  const rows = await db
    .select({ userId: projectMember.userId, userName: appUser.name, roleId: role.id, roleName: role.name })
    .from(projectMember)
    .innerJoin(appUser, eq(appUser.id, projectMember.userId))
    .innerJoin(role, eq(role.id, projectMember.roleId))
    .where(eq(projectMember.projectId, projectId))
    .orderBy(asc(projectMember.roleId), asc(appUser.name));
  const members = new Map<number, { id: number; name: string; roles: string[] }>();
  const roles = new Map<number, { id: number; name: string }>();
  for (const r of rows) {
    const m = members.get(r.userId) ?? { id: r.userId, name: r.userName, roles: [] };
    const name = roleName({ id: r.roleId, name: r.roleName }, lang);
    m.roles.push(name);
    members.set(r.userId, m);
    roles.set(r.roleId, { id: r.roleId, name });
  }
  return { members: [...members.values()], roles: [...roles.values()] };
}

async function viewOf(
  db: DbOrTx,
  catalog: CatalogRow,
  access: Pick<DocumentAccess, 'catalogs' | 'grants'>,
  lang: Language,
): Promise<DocumentGrantView> {
  const { members, roles } = await grantees(db, catalog.projectId, lang);
  const userName = new Map(members.map((m) => [m.id, m.name]));
  const roleName = new Map(roles.map((r) => [r.id, r.name]));
  const items = (grants: GrantRow[]): DocumentGrantItem[] =>
    grants.map((g) =>
      g.userId !== null
        ? { kind: 'user', id: g.userId, level: g.level, name: userName.get(g.userId) ?? '' }
        : { kind: 'role', id: g.roleId ?? 0, level: g.level, name: roleName.get(g.roleId ?? 0) ?? '' },
    );
  const byId = new Map(access.catalogs.map((c) => [c.id, c]));
  const own = (id: number) => access.grants.filter((g) => g.catalogId === id);
  let inherited: DocumentGrantView['inherited'] = null;
  for (let at = catalog.parentId, guard = 0; at !== null && guard < 64; guard++) {
    const parent = byId.get(at);
    if (!parent) break;
    if (own(parent.id).length) {
      inherited = {
        catalogId: parent.id,
        catalogName: documentFolderName(parent, lang),
        grants: items(own(parent.id)),
      };
      break;
    }
    at = parent.parentId;
  }
  return {
    catalogId: catalog.id,
    catalogName: documentFolderName(catalog, lang),
    grants: items(own(catalog.id)),
    inherited,
    members,
    roles,
  };
}

export async function catalogGrants(db: DbOrTx, user: SessionUser, id: number, lang: Language) {
  const { catalog, access } = await managedCatalog(db, user, id, lang);
  return viewOf(db, catalog, access, lang);
}

/**
 * Replaces the catalogue's own grants (an empty list: it inherits again, or is open to every member).
 * Grantees are members of the project or roles held on it (422 otherwise); one audited transaction.
 */
export async function setCatalogGrants(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  body: DocumentGrantSet,
  lang: Language,
) {
  const { catalog } = await managedCatalog(db, user, body.id, lang);
  return db.transaction(async (tx) => {
    await loadProject(tx, catalog.projectId, lang, true);
    const { members, roles } = await grantees(tx, catalog.projectId, 'zh');
    const unknown = body.grants.find((g) =>
      g.kind === 'user' ? !members.some((m) => m.id === g.id) : !roles.some((r) => r.id === g.id),
    );
    if (unknown) throw fieldError('grants', msg('granteeNotMember', lang), lang);
    const before = await tx.select().from(documentGrant).where(eq(documentGrant.catalogId, catalog.id));
    await tx.delete(documentGrant).where(eq(documentGrant.catalogId, catalog.id));
    if (body.grants.length)
      await tx.insert(documentGrant).values(
        body.grants.map((g) => ({
          projectId: catalog.projectId,
          catalogId: catalog.id,
          userId: g.kind === 'user' ? g.id : null,
          roleId: g.kind === 'role' ? g.id : null,
          level: g.level,
          createdBy: actor.userId,
        })),
      );
    const after = await tx.select().from(documentGrant).where(eq(documentGrant.catalogId, catalog.id));
    const nameOf = (g: (typeof body.grants)[number]) =>
      (g.kind === 'user' ? members : roles).find((x) => x.id === g.id)?.name ?? '';
    const detail = body.grants.map((g) => `${nameOf(g)}:${g.level}`).join(', ');
    await recordChange(
      tx,
      actor,
      {
        projectId: catalog.projectId,
        resource: 'document-catalog',
        action: 'grant',
        recordId: catalog.id,
        before: { grants: before },
        after: { grants: after },
      },
      catalog.name,
      [['catalogGrant', detail]],
    );
    return viewOf(tx, catalog, await documentAccess(tx, user, catalog.projectId, lang), lang);
  });
}
