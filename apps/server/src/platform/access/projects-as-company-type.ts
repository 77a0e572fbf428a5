import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { projectMember } from '../identity/project.table';
import { role } from '../identity/role.table';

/**
 * The projects among `projectIds` where the user holds a role of the company type (a contractor's
 * role, say): whom a party's own reminder concerns. One query.
 */
export async function projectsAsCompanyType(
  db: DbOrTx,
  userId: number,
  projectIds: readonly number[],
  compType: number,
): Promise<Set<number>> {
  if (projectIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ projectId: projectMember.projectId })
    .from(projectMember)
    .innerJoin(role, eq(role.id, projectMember.roleId))
    .where(
      and(
        eq(projectMember.userId, userId),
        inArray(projectMember.projectId, [...projectIds]),
        eq(role.compType, compType),
      ),
    );
  return new Set(rows.map((r) => r.projectId));
}
