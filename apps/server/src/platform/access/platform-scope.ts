import { ADMIN_ROLE_CODE, COMPANY_TYPE } from '@zhuji/shared';
import { and, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { appUser } from '../identity/account.table';
import { company } from '../identity/company.table';
import { project, projectMember } from '../identity/project.table';
import { role } from '../identity/role.table';

/**
 * The projects a user of the platform company may act on as platform staff, whatever their
 * membership: 'all' for the platform administrator, the assigned projects for a docking engineer
 * (对接工程师), none (an empty set) for everyone else — including every user of another company.
 */
export type PlatformScope = 'all' | ReadonlySet<number>;

const NONE: PlatformScope = new Set<number>();

/**
 * The one rule of platform-wide access (issue 16 "Trust"): being on the platform company's payroll
 * gives nothing by itself.
 * - The platform administrator — a platform-company user holding the role coded ADMIN_ROLE_CODE (the
 *   seed's `admin`, who holds it on every project; only an administrator grants it, see
 *   project-role.service) — has every project.
 * - A docking engineer has the projects assigned to them in project.docking_engineer_id: a
 *   sub-project whose own engineer, or failing that its main project's, is theirs (the rule of
 *   GET /api/project/unit/getDockingEngineer), and the main project of each such sub-project.
 */
export async function platformScope(db: DbOrTx, user: { userId: number }): Promise<PlatformScope> {
  const [caller] = await db
    .select({
      compType: company.compType,
      admin: sql<boolean>`exists (select 1 from ${projectMember} pm join ${role} r on r.id = pm.role_id
        where pm.user_id = ${appUser.id} and r.code = ${ADMIN_ROLE_CODE})`,
    })
    .from(appUser)
    .innerJoin(company, eq(company.id, appUser.companyId))
    .where(eq(appUser.id, user.userId));
  if (caller?.compType !== COMPANY_TYPE.PLATFORM) return NONE;
  if (caller.admin) return 'all';
  const main = alias(project, 'main');
  const assigned = await db
    .select({ id: project.id, parentId: project.parentId })
    .from(project)
    .leftJoin(main, eq(main.id, project.parentId))
    .where(
      or(
        eq(project.dockingEngineerId, user.userId),
        and(sql`${project.dockingEngineerId} is null`, eq(main.dockingEngineerId, user.userId)),
      ),
    );
  return new Set(assigned.flatMap((p) => (p.parentId === null ? [p.id] : [p.id, p.parentId])));
}

/** Whether the scope covers the project. */
export const inPlatformScope = (scope: PlatformScope, projectId: number) =>
  scope === 'all' || scope.has(projectId);

/** Whether the user has any platform scope at all (is platform staff with something to act on). */
export const hasPlatformScope = (scope: PlatformScope) => scope === 'all' || scope.size > 0;

/**
 * The users whose platform scope covers the project, by the same rule: the administrators and the
 * project's docking engineer (its own, or failing that its main project's). Told of platform steps.
 */
export async function platformStaffOf(db: DbOrTx, projectId: number): Promise<number[]> {
  const admins = await db
    .selectDistinct({ id: appUser.id })
    .from(appUser)
    .innerJoin(company, eq(company.id, appUser.companyId))
    .innerJoin(projectMember, eq(projectMember.userId, appUser.id))
    .innerJoin(role, eq(role.id, projectMember.roleId))
    .where(and(eq(company.compType, COMPANY_TYPE.PLATFORM), eq(role.code, ADMIN_ROLE_CODE)));
  const main = alias(project, 'main');
  const [row] = await db
    .select({
      engineer: sql<number | null>`coalesce(${project.dockingEngineerId}, ${main.dockingEngineerId})`,
    })
    .from(project)
    .leftJoin(main, eq(main.id, project.parentId))
    .where(eq(project.id, projectId));
  const ids = new Set(admins.map((a) => a.id));
  if (row?.engineer != null) {
    const engineer = Number(row.engineer);
    const [staff] = await db
      .select({ id: appUser.id })
      .from(appUser)
      .innerJoin(company, eq(company.id, appUser.companyId))
      .where(and(eq(appUser.id, engineer), eq(company.compType, COMPANY_TYPE.PLATFORM)));
    if (staff) ids.add(staff.id);
  }
  return [...ids];
}
