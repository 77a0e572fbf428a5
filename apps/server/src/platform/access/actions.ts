import { canPerform, type KitAction, NOT_LOGGED_IN_MARK, RESPONSE_CODE } from '@zhuji/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../auth/session';
import type { DbOrTx } from '../db/client';
import { AppError } from '../envelope';
import { t } from '../i18n';
import { menu, roleMenu } from '../identity/role.table';
import { accessCacheOf } from './access-cache';
import { assertMember } from './membership';

/** Every menu's actions for a role, in one query, kept in the access cache; undefined without a live cache. */
async function cachedRoleActions(db: DbOrTx, roleId: number): Promise<Map<string, string[]> | undefined> {
  const cache = accessCacheOf(db);
  if (!cache) return undefined;
  const hit = cache.roleActions.get(roleId);
  if (hit) {
    cache.hits++;
    return hit;
  }
  const generation = cache.generation;
  const rows = await db
    .select({ name: menu.name, actions: roleMenu.actions })
    .from(roleMenu)
    .innerJoin(menu, eq(menu.id, roleMenu.menuId))
    .where(eq(roleMenu.roleId, roleId));
  const byMenu = new Map(rows.map((r) => [r.name, r.actions]));
  cache.fill(cache.roleActions, roleId, byMenu, generation);
  return byMenu;
}

/** What a route needs: the menu and action of role_menu, and the projects the call touches. */
export interface RouteAccess {
  menu: string;
  action: KitAction;
  /** Projects the call reads or writes; each is checked. Throws 404 when a named row does not exist. */
  projects(req: FastifyRequest): Promise<number[]>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Declared by every kit route (and any route that wants the same check): membership + action. */
    access?: RouteAccess;
  }
}

/**
 * The actions a user may perform on a menu within a project. On the user's current project the
 * current role decides (switching role changes what one may do); on another project of theirs, the
 * union of the roles held there. Not a member: 404, as for a missing row (assertMember). No role_menu
 * row: no actions (fail closed).
 */
export async function allowedActions(
  db: DbOrTx,
  user: SessionUser,
  projectId: number,
  menuName: string,
  req: Pick<FastifyRequest, 'lang'>,
): Promise<string[]> {
  const held = await assertMember(db, user.userId, projectId, req.lang);
  const acting =
    projectId === user.currentProjectId && user.currentRoleId !== null && held.includes(user.currentRoleId)
      ? [user.currentRoleId]
      : held;
  if (accessCacheOf(db)) {
    const perRole = await Promise.all(acting.map((roleId) => cachedRoleActions(db, roleId)));
    return [...new Set(perRole.flatMap((byMenu) => byMenu?.get(menuName) ?? []))];
  }
  const rows = await db
    .select({ actions: roleMenu.actions })
    .from(roleMenu)
    .innerJoin(menu, eq(menu.id, roleMenu.menuId))
    .where(and(eq(menu.name, menuName), inArray(roleMenu.roleId, acting)));
  return [...new Set(rows.flatMap((r) => r.actions))];
}

/** The kit's preHandler: session (fail closed), membership of every touched project, the action. */
export async function enforceAccess(db: DbOrTx, req: FastifyRequest): Promise<void> {
  const access = req.routeOptions.config.access;
  if (!access) return;
  if (!req.user) {
    throw new AppError(t('notLoggedIn', req.lang), 200, RESPONSE_CODE.NOT_LOGGED_IN, NOT_LOGGED_IN_MARK);
  }
  const projects = [...new Set(await access.projects(req))];
  if (projects.length === 0) throw new AppError(t('forbidden', req.lang), 403, 403);
  for (const projectId of projects) {
    const actions = await allowedActions(db, req.user, projectId, access.menu, req);
    if (!canPerform(actions, access.action)) throw new AppError(t('forbidden', req.lang), 403, 403);
  }
}
