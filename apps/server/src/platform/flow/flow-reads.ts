// The approval centre's reads (docs/domains/flow.md): its boxes, counts, the detail of an instance and
// the trail of a record. The engine that starts and moves instances is flow.service.ts.
import type {
  FlowActionItem,
  FlowBusinessType,
  FlowCounts,
  FlowInstance,
  FlowInstanceDetail,
  FlowListQuery,
  Language,
  Page,
} from '@zhuji/shared';
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { assertMember } from '../access/membership';
import {
  hasPlatformScope,
  inPlatformScope,
  type PlatformScope,
  platformScope,
} from '../access/platform-scope';
import type { SessionUser } from '../auth/session';
import type { DbOrTx } from '../db/client';
import { appUser } from '../identity/account.table';
import { project, projectMember } from '../identity/project.table';
import { role } from '../identity/role.table';
import { flowMessage } from './flow.messages';
import { actionsFor, type FlowInstanceRow, flowError, loadDefinition, usesPlatform } from './flow.service';
import { flowAction, flowInstance } from './flow.table';

const instanceColumns = {
  instance: flowInstance,
  projectName: project.name,
  applicantName: appUser.name,
};

function toInstance(row: {
  instance: FlowInstanceRow;
  projectName: string | null;
  applicantName: string | null;
}): FlowInstance {
  const i = row.instance;
  return {
    id: i.id,
    projectId: i.projectId,
    projectName: row.projectName ?? '',
    businessType: i.businessType,
    businessId: i.businessId,
    title: i.title,
    status: i.status,
    currentStep: i.currentStep,
    currentStepKey: i.status === 'pending' ? (i.steps[i.currentStep]?.key ?? null) : null,
    steps: i.steps,
    version: i.version,
    applicantId: i.applicantId,
    applicantName: row.applicantName,
    delegateUserId: i.delegateUserId,
    createdAt: i.createdAt.toISOString(),
    updatedAt: i.updatedAt.toISOString(),
  };
}

function boxFilter(box: FlowListQuery['box'], userId: number): SQL {
  switch (box) {
    case 'todo':
      return and(
        eq(flowInstance.status, 'pending'),
        or(
          eq(flowInstance.delegateUserId, userId),
          sql`exists (select 1 from ${projectMember} pm where pm.project_id = ${flowInstance.projectId}
                and pm.user_id = ${userId} and pm.role_id = any(${flowInstance.currentRoles}))`,
        ),
      ) as SQL;
    case 'mine':
      return eq(flowInstance.applicantId, userId);
    case 'done':
      return sql`exists (select 1 from ${flowAction} fa where fa.instance_id = ${flowInstance.id}
                  and fa.actor_id = ${userId} and fa.action in ('approve', 'reject', 'return', 'delegate'))`;
  }
}

/** Pending instances whose current step is platform staff's, on the projects of the staff's scope. */
function platformPending(scope: PlatformScope): SQL {
  const waiting = sql`(${flowInstance.status} = 'pending'
  and (${flowInstance.steps} -> ${flowInstance.currentStep}::int ->> 'platform') = 'true')`;
  if (scope === 'all') return waiting;
  return scope.size > 0 ? (and(waiting, inArray(flowInstance.projectId, [...scope])) as SQL) : sql`false`;
}

/**
 * The rows of a box: the current project's (null: none), and for platform staff's todo box also
 * every platform step waiting on any project (registrations are not on the staff's current project).
 */
function boxWhere(box: FlowListQuery['box'], userId: number, projectId: number | null, scope: PlatformScope) {
  const own =
    projectId === null ? sql`false` : and(eq(flowInstance.projectId, projectId), boxFilter(box, userId));
  return box === 'todo' && hasPlatformScope(scope) ? (or(own, platformPending(scope)) as SQL) : (own as SQL);
}

/** The approval centre's boxes on one project: my pending tasks, my applications, done by me. */
export async function listFlows(
  db: DbOrTx,
  userId: number,
  projectId: number | null,
  q: FlowListQuery,
  scope: PlatformScope = new Set(),
): Promise<Page<FlowInstance>> {
  const filters: SQL[] = [boxWhere(q.box, userId, projectId, scope)];
  if (q.businessType) filters.push(eq(flowInstance.businessType, q.businessType));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select(instanceColumns)
      .from(flowInstance)
      .leftJoin(project, eq(project.id, flowInstance.projectId))
      .leftJoin(appUser, eq(appUser.id, flowInstance.applicantId))
      .where(where)
      .orderBy(desc(flowInstance.updatedAt), desc(flowInstance.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(flowInstance).where(where),
  ]);
  return { total: total?.n ?? 0, page: q.page, limit: q.limit, list: rows.map(toInstance) };
}

export async function flowCounts(
  db: DbOrTx,
  userId: number,
  projectId: number | null,
  scope: PlatformScope = new Set(),
): Promise<Omit<FlowCounts, 'unread'>> {
  const one = async (box: FlowListQuery['box']) => {
    const [row] = await db
      .select({ n: count() })
      .from(flowInstance)
      .where(boxWhere(box, userId, projectId, scope));
    return row?.n ?? 0;
  };
  const [todo, mine, done] = await Promise.all([one('todo'), one('mine'), one('done')]);
  return { todo, mine, done };
}

/**
 * Per project, in one query: the pending instances the user may act on (`any`: the todo box, and for
 * platform staff the platform steps within their scope) and of these the platform steps (`platform`).
 */
export async function pendingByProject(
  db: DbOrTx,
  userId: number,
  projectIds: readonly number[],
  scope: PlatformScope = new Set(),
): Promise<Map<number, { any: number; platform: number }>> {
  if (projectIds.length === 0) return new Map();
  const mine = boxFilter('todo', userId);
  const platform = hasPlatformScope(scope) ? platformPending(scope) : sql`false`;
  const rows = await db
    .select({
      projectId: flowInstance.projectId,
      any: sql<number>`count(*)::int`,
      platform: sql<number>`count(*) filter (where ${platform})::int`,
    })
    .from(flowInstance)
    .where(and(inArray(flowInstance.projectId, [...projectIds]), or(mine, platform)))
    .groupBy(flowInstance.projectId);
  return new Map(rows.map((r) => [r.projectId, { any: r.any, platform: r.platform }]));
}

/** Actions of the given instances, oldest first, with the actors' names. */
export async function actionsOf(
  db: DbOrTx,
  instanceIds: number[],
  lang: Language,
): Promise<FlowActionItem[]> {
  if (instanceIds.length === 0) return [];
  const rows = await db
    .select({ action: flowAction, actorName: appUser.name, steps: flowInstance.steps })
    .from(flowAction)
    .innerJoin(flowInstance, eq(flowInstance.id, flowAction.instanceId))
    .leftJoin(appUser, eq(appUser.id, flowAction.actorId))
    .where(inArray(flowAction.instanceId, instanceIds))
    .orderBy(asc(flowAction.createdAt), asc(flowAction.id));
  return rows.map(({ action: a, actorName, steps }) => ({
    id: a.id,
    instanceId: a.instanceId,
    step: a.step,
    stepKey: a.step >= 0 ? (steps[a.step]?.key ?? null) : null,
    action: a.action,
    actorId: a.actorId,
    actorName: a.actorId === null ? flowMessage('system', lang) : actorName,
    comment: a.comment,
    attachments: a.attachments,
    createdAt: a.createdAt.toISOString(),
  }));
}

/** Every action of every instance of one business record: its audit trail. */
export async function trailOf(
  db: DbOrTx,
  businessType: FlowBusinessType,
  businessId: number,
  lang: Language,
): Promise<FlowActionItem[]> {
  const ids = await db
    .select({ id: flowInstance.id })
    .from(flowInstance)
    .where(and(eq(flowInstance.businessType, businessType), eq(flowInstance.businessId, businessId)));
  return actionsOf(
    db,
    ids.map((r) => r.id),
    lang,
  );
}

export async function flowDetail(
  db: DbOrTx,
  user: SessionUser,
  id: number,
  lang: Language,
): Promise<FlowInstanceDetail> {
  const [row] = await db
    .select(instanceColumns)
    .from(flowInstance)
    .leftJoin(project, eq(project.id, flowInstance.projectId))
    .leftJoin(appUser, eq(appUser.id, flowInstance.applicantId))
    .where(eq(flowInstance.id, id));
  if (!row) throw flowError('notFound', lang, 404);
  const platformStaff =
    usesPlatform(row.instance) && inPlatformScope(await platformScope(db, user), row.instance.projectId);
  const roles = platformStaff ? [] : await assertMember(db, user.userId, row.instance.projectId, lang);
  return {
    ...toInstance(row),
    actions: await actionsOf(db, [id], lang),
    canAct: actionsFor(row.instance, user.userId, roles, platformStaff),
    canCancel:
      row.instance.status === 'pending' &&
      row.instance.version === 1 &&
      row.instance.applicantId === user.userId,
  };
}

/** The instance of a record that is running now, if any. */
export async function pendingInstanceOf(db: DbOrTx, businessType: FlowBusinessType, businessId: number) {
  const [row] = await db
    .select()
    .from(flowInstance)
    .where(
      and(
        eq(flowInstance.businessType, businessType),
        eq(flowInstance.businessId, businessId),
        eq(flowInstance.status, 'pending'),
      ),
    );
  return row ?? null;
}

/** Members of the project who act on a step of the business type's definition, with their role. */
export async function checkersOf(db: DbOrTx, businessType: FlowBusinessType, projectId: number) {
  const definition = await loadDefinition(db, businessType, projectId);
  if (!definition) return [];
  const out: { userId: number; name: string; roleId: number; roleName: string; step: string }[] = [];
  for (const step of definition.steps) {
    const rows = await db
      .select({
        userId: projectMember.userId,
        roleId: projectMember.roleId,
        name: appUser.name,
        roleName: role.name,
      })
      .from(projectMember)
      .innerJoin(appUser, eq(appUser.id, projectMember.userId))
      .innerJoin(role, eq(role.id, projectMember.roleId))
      .where(and(eq(projectMember.projectId, projectId), inArray(projectMember.roleId, step.roles)))
      .orderBy(asc(projectMember.roleId), asc(appUser.id));
    out.push(...rows.map((r) => ({ ...r, step: step.key })));
  }
  return out;
}
