import type { Language } from '@zhuji/shared';
import { and, eq } from 'drizzle-orm';
import { projectMember } from '../../modules/project/project.table';
import type { DbOrTx } from '../db/client';
import { AppError } from '../envelope';
import { t } from '../i18n';

/** Role ids the user holds on a project; empty when not a member. */
export async function memberRoleIds(db: DbOrTx, userId: number, projectId: number): Promise<number[]> {
  const rows = await db
    .select({ roleId: projectMember.roleId })
    .from(projectMember)
    .where(and(eq(projectMember.userId, userId), eq(projectMember.projectId, projectId)));
  return rows.map((r) => r.roleId);
}

/** Every project-scoped read or write starts here: a non-member is refused with 403. */
export async function assertMember(
  db: DbOrTx,
  userId: number,
  projectId: number,
  lang: Language,
): Promise<number[]> {
  const roles = await memberRoleIds(db, userId, projectId);
  if (roles.length === 0) throw new AppError(t('notMember', lang), 403, 403);
  return roles;
}
