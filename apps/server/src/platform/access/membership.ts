import type { Language } from '@zhuji/shared';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { AppError } from '../envelope';
import { t } from '../i18n';
import { projectMember } from '../identity/project.table';

/** Role ids the user holds on a project; empty when not a member. */
export async function memberRoleIds(db: DbOrTx, userId: number, projectId: number): Promise<number[]> {
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
