import type { Language } from '@zhuji/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { AppError } from '../envelope';
import { t } from '../i18n';
import { projectMember } from '../identity/project.table';
import { role } from '../identity/role.table';
import { accessCacheOf, type HeldRole } from './access-cache';

const heldRoleColumns = { id: role.id, name: role.name, compType: role.compType };

/**
 * Every role the user holds, by project, in one query, kept in the access cache (access-cache.ts);
 * undefined when there is no live cache (inside a transaction, or the listener down).
 */
async function cachedMemberships(db: DbOrTx, userId: number): Promise<Map<number, HeldRole[]> | undefined> {
  const cache = accessCacheOf(db);
  if (!cache) return undefined;
  const hit = cache.memberships.get(userId);
  if (hit) {
    cache.hits++;
    return hit;
  }
  const generation = cache.generation;
  const rows = await db
    .select({ projectId: projectMember.projectId, ...heldRoleColumns })
    .from(projectMember)
    .innerJoin(role, eq(role.id, projectMember.roleId))
    .where(eq(projectMember.userId, userId))
    .orderBy(asc(role.id));
  const byProject = new Map<number, HeldRole[]>();
  for (const { projectId, ...held } of rows) {
    const list = byProject.get(projectId) ?? [];
    list.push(held);
    byProject.set(projectId, list);
  }
  cache.fill(cache.memberships, userId, byProject, generation);
  return byProject;
}

/** The roles (id, name, company type) the user holds on a project, by id; empty when not a member. */
export async function rolesOnProject(
  db: DbOrTx,
  userId: number,
  projectId: number | null,
): Promise<HeldRole[]> {
  if (projectId === null) return [];
  const cached = await cachedMemberships(db, userId);
  if (cached) return cached.get(projectId) ?? [];
  return db
    .select(heldRoleColumns)
    .from(projectMember)
    .innerJoin(role, eq(role.id, projectMember.roleId))
    .where(and(eq(projectMember.userId, userId), eq(projectMember.projectId, projectId)))
    .orderBy(asc(role.id));
}

/** Role ids the user holds on a project; empty when not a member. */
export async function memberRoleIds(db: DbOrTx, userId: number, projectId: number): Promise<number[]> {
  const cached = await cachedMemberships(db, userId);
  if (cached) return (cached.get(projectId) ?? []).map((r) => r.id);
  const rows = await db
    .select({ roleId: projectMember.roleId })
    .from(projectMember)
    .where(and(eq(projectMember.userId, userId), eq(projectMember.projectId, projectId)));
  return rows.map((r) => r.roleId);
}

/**
 * What a caller is told about a project or row they may not see: exactly what a missing one answers
 * (404, recordNotFound), so the answer does not tell another tenant's ids from unused ones.
 */
export const notVisible = (lang: Language) => new AppError(t('recordNotFound', lang), 404, 404);

/**
 * Every project-scoped read or write starts here: a non-member is answered as if the project (and so
 * the row) did not exist — 404, never 403, which would confirm it does.
 */
export async function assertMember(
  db: DbOrTx,
  userId: number,
  projectId: number,
  lang: Language,
): Promise<number[]> {
  const roles = await memberRoleIds(db, userId, projectId);
  if (roles.length === 0) throw notVisible(lang);
  return roles;
}
