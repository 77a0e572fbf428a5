import { PROJECT_PROGRESS_STATUS, type WorkbenchItem } from '@zhuji/shared';
import { asc, count, countDistinct, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { platformScope } from '../../platform/access';
import type { SessionUser } from '../../platform/auth/session';
import type { Db } from '../../platform/db/client';
import { pendingByProject } from '../../platform/flow';
import { project, projectMember, projectParty } from '../../platform/identity';
import { building } from '../building';
import { outputReportsDue, projectProgressStatus } from '../output';
import { collectAbnormal } from '../warning';

/** project id → count, from rows grouped by project. */
const byProject = (rows: { projectId: number; n: number }[]) => new Map(rows.map((r) => [r.projectId, r.n]));

/**
 * GET /api/project/workbench: one card per project the caller holds a role on (the /home cards).
 * One query per concern over all the projects — projects, members, buildings, parties, the output
 * notice (three), whether the caller is platform staff and the pending approvals — never one per
 * project; only the open warnings are the 异常清单's own live reading of each project.
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

  const [members, buildings, parties, due, staff, warnings] = await Promise.all([
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
    outputReportsDue(db, user.userId, ids, now),
    platformScope(db, user),
    // The count is the caller's 异常清单 of the project (what they may see, open items); titles are unused.
    Promise.all(
      ids.map(async (id) =>
        (await collectAbnormal(db, user, id, 'zh', now)).counts.reduce((sum, c) => sum + c.open, 0),
      ),
    ),
  ]);
  const parents = projects.flatMap((p) => (p.parentId === null ? [] : [p.parentId]));
  const pending = await pendingByProject(db, user.userId, [...new Set([...ids, ...parents])], staff);
  const openWarnings = new Map(ids.map((id, i) => [id, warnings[i] ?? 0]));
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
    // The flows waiting on the caller here, and for platform staff the platform steps of this project
    // or of its main project (a main project's registration review concerns each of its sub-projects).
    pendingApprovals:
      (pending.get(p.id)?.any ?? 0) + (p.parentId === null ? 0 : (pending.get(p.parentId)?.platform ?? 0)),
    openWarnings: openWarnings.get(p.id) ?? 0,
    memberCount: memberCount.get(p.id) ?? 0,
    buildingCount: buildingCount.get(p.id) ?? 0,
    partiesRegistered: partyCount.get(p.id) ?? 0,
  }));
}
