import { PROJECT_AUDIT_STATUS, PROJECT_PROGRESS_STATUS, type WorkbenchItem } from '@zhuji/shared';
import { asc, count, countDistinct, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { inPlatformScope, platformScope } from '../../platform/access';
import type { SessionUser } from '../../platform/auth/session';
import type { Db } from '../../platform/db/client';
import { project, projectMember, projectParty } from '../../platform/identity';
import { building } from '../building';
import { outputNoticesFor, projectProgressStatus } from '../output';

/** project id → count, from rows grouped by project. */
const byProject = (rows: { projectId: number; n: number }[]) => new Map(rows.map((r) => [r.projectId, r.n]));

/**
 * GET /api/project/workbench: one card per project the caller holds a role on (the /home cards).
 * One query per concern over all the projects — projects, members, buildings, parties, the output
 * notice (three) and whether the caller is platform staff — never one per project.
 */
export async function workbench(db: Db, user: SessionUser, now = new Date()): Promise<WorkbenchItem[]> {
  const main = alias(project, 'main_project');
  const mine = db
    .select({ id: projectMember.projectId })
    .from(projectMember)
    .where(eq(projectMember.userId, user.userId));
  const projects = await db
    .select({
      id: project.id,
      name: project.name,
      parentId: project.parentId,
      mainName: main.name,
      mainAuditStatus: main.auditStatus,
      division: project.division,
      auditStatus: project.auditStatus,
      progress: projectProgressStatus.status,
    })
    .from(project)
    .leftJoin(main, eq(main.id, project.parentId))
    .leftJoin(projectProgressStatus, eq(projectProgressStatus.projectId, project.id))
    .where(inArray(project.id, mine))
    .orderBy(asc(project.id));
  if (projects.length === 0) return [];
  const ids = projects.map((p) => p.id);

  const [members, buildings, parties, due, staff] = await Promise.all([
    db
      .select({ projectId: projectMember.projectId, n: countDistinct(projectMember.userId) })
      .from(projectMember)
      .where(inArray(projectMember.projectId, ids))
      .groupBy(projectMember.projectId),
    db
      .select({ projectId: building.projectId, n: count() })
      .from(building)
      .where(inArray(building.projectId, ids))
      .groupBy(building.projectId),
    db
      .select({ projectId: projectParty.projectId, n: countDistinct(projectParty.partyType) })
      .from(projectParty)
      .where(inArray(projectParty.projectId, ids))
      .groupBy(projectParty.projectId),
    outputNoticesFor(db, user.userId, ids, now),
    platformScope(db, user),
  ]);
  const memberCount = byProject(members);
  const buildingCount = byProject(buildings);
  const partyCount = byProject(parties);

  return projects.map((p) => ({
    proId: p.id,
    projectName: p.name,
    mainProjectId: p.parentId,
    mainProjectName: p.mainName,
    division: p.division,
    auditStatus: p.auditStatus,
    progressStatus: p.progress ?? PROJECT_PROGRESS_STATUS.IN_PROGRESS,
    outputReportDue: due.get(p.id) ?? false,
    // Platform staff (of the project's scope) review main-project registrations: the project's main project waiting for review
    // is the one approval that relates to it. Project managers approve inside business flows (acceptance,
    // rectification); until the flow engine exists there is nothing to count for them, so 0.
    pendingApprovals:
      inPlatformScope(staff, p.parentId ?? p.id) && p.mainAuditStatus === PROJECT_AUDIT_STATUS.SUBMITTED
        ? 1
        : 0,
    // Quality warnings (预警) come with the warning module; until it exists none are open.
    openWarnings: 0,
    memberCount: memberCount.get(p.id) ?? 0,
    buildingCount: buildingCount.get(p.id) ?? 0,
    partiesRegistered: partyCount.get(p.id) ?? 0,
  }));
}
