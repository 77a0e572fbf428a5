import { type Language, type ManageAuditBody, nextAuditStatus, type ProjectAuditEvent } from '@zhuji/shared';
import { and, count, eq } from 'drizzle-orm';
import {
  assertMainManager,
  conflict,
  forbidden,
  hasPlatformScope,
  inPlatformScope,
  loadMain,
  notVisible,
  type ProjectRow,
  platformScope,
} from '../../platform/access';
import type { AuditActor } from '../../platform/audit/audit';
import type { SessionUser } from '../../platform/auth/session';
import type { Db, DbOrTx } from '../../platform/db/client';
import {
  actInTx,
  type FlowEventContext,
  type FlowInstanceRow,
  type FlowOutcome,
  pendingInstanceOf,
  registerFlowHandler,
  startFlow,
  trailOf,
} from '../../platform/flow';
import { project, projectMember } from '../../platform/identity';
import { notice, notify } from '../../platform/notify';
import { PROJECT_LABELS, projectMessage } from './project.messages';
import { audit, S } from './project-common';

// --------------------------------------------------------------------------------------------------
// The audit flow
// --------------------------------------------------------------------------------------------------

function transition(from: number, event: ProjectAuditEvent, lang: Language) {
  const next = nextAuditStatus(from, event);
  if (next === null) {
    const label = PROJECT_LABELS.auditStatus[String(from) as keyof typeof PROJECT_LABELS.auditStatus]?.[lang];
    throw conflict(projectMessage('illegalTransition', lang, { from: label ?? String(from) }));
  }
  return next;
}

/** POST /api/project/manage/submit: a draft or rejected main project, with at least one sub-project, goes to review. */
export async function submitMain(db: Db, user: SessionUser, actor: AuditActor, id: number, lang: Language) {
  return db.transaction(async (tx) => {
    const main = await loadMain(tx, id, lang, 'id', true);
    await assertMainManager(tx, user, main, lang);
    const next = transition(main.auditStatus, 'submit', lang);
    const [subs] = await tx.select({ n: count() }).from(project).where(eq(project.parentId, id));
    if (!subs?.n) throw conflict(projectMessage('noSubProjects', lang));
    await tx
      .update(project)
      .set({ auditStatus: next, submittedAt: new Date(), updatedAt: new Date() })
      .where(eq(project.id, id));
    await audit(tx, actor, id, 'submit', { auditStatus: main.auditStatus }, { auditStatus: next });
    // The platform's review runs as a flow instance (definition 'project-audit', seeded as data).
    await startFlow(tx, actor, registrationFlow(main), lang, { system: true });
    return projectMessage('submitted', lang);
  });
}

const registrationFlow = (main: ProjectRow) => ({
  projectId: main.id,
  businessType: 'project-audit' as const,
  businessId: main.id,
  title: `项目登记审核：${main.name}`,
});

/**
 * The project-audit flow finished: the main project's audit status follows in the same transaction —
 * approved (3, completing its sub-projects' information too), rejected (2, with the reason), or back to
 * a draft when the applicant revoked it. A project that is no longer under review refuses (409).
 */
async function onRegistrationFinished(
  tx: DbOrTx,
  instance: FlowInstanceRow,
  outcome: FlowOutcome,
  ctx: FlowEventContext,
) {
  const main = await loadMain(tx, instance.businessId, 'zh', 'id', true);
  const now = new Date();
  const actor = { userId: ctx.actorId ?? 0 };
  if (outcome === 'cancelled') {
    if (main.auditStatus !== S.SUBMITTED) return;
    await tx.update(project).set({ auditStatus: S.DRAFT, updatedAt: now }).where(eq(project.id, main.id));
    await audit(tx, actor, main.id, 'revoke', { auditStatus: main.auditStatus }, { auditStatus: S.DRAFT });
    return;
  }
  const approve = outcome === 'approved';
  const next = transition(main.auditStatus, approve ? 'approve' : 'reject', 'zh');
  await tx
    .update(project)
    .set({
      auditStatus: next,
      reviewedAt: now,
      reviewerId: ctx.actorId,
      rejectReason: approve ? null : ctx.comment || null,
      updatedAt: now,
    })
    .where(eq(project.id, main.id));
  if (approve)
    await tx
      .update(project)
      .set({ auditStatus: S.APPROVED, updatedAt: now })
      .where(eq(project.parentId, main.id));
  await audit(
    tx,
    actor,
    main.id,
    approve ? 'approve' : 'reject',
    { auditStatus: main.auditStatus },
    { auditStatus: next, reason: approve ? null : ctx.comment || null },
  );
  // The registrant reads messages on the sub-projects (a main project is never the current one).
  if (main.registrantId !== null) {
    const subs = await tx
      .select({ id: projectMember.projectId })
      .from(projectMember)
      .innerJoin(project, eq(project.id, projectMember.projectId))
      .where(and(eq(project.parentId, main.id), eq(projectMember.userId, main.registrantId)));
    const projectIds = [...new Set(subs.map((r) => r.id))];
    if (projectIds.length > 0)
      await notify(
        tx,
        projectIds.map((projectId) => ({
          projectId,
          recipientUserId: main.registrantId as number,
          category: 'audit' as const,
          businessType: 'project-audit',
          businessId: main.id,
          ...(approve
            ? notice('project.auditApproved', 'project.auditApprovedBody', { project: main.name })
            : notice('project.auditRejected', 'project.auditRejectedBody', {
                project: main.name,
                reason: ctx.comment,
              })),
        })),
      );
  }
}

registerFlowHandler('project-audit', { category: 'audit', onFinish: onRegistrationFinished });

/**
 * POST /api/project/manage/audit: platform staff whose scope covers it (platform-scope.ts; others of
 * the platform 404, anyone else 403) approve (3) or reject (2, with the reason) a submitted main project, as the action on its project-audit flow instance (the same as
 * /api/flow/act). A project submitted before it had a flow gets its instance first.
 */
export async function auditMain(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  body: ManageAuditBody,
  lang: Language,
) {
  return db.transaction(async (tx) => {
    const scope = await platformScope(tx, user);
    if (!hasPlatformScope(scope)) throw forbidden(lang, 'platformOnly');
    const main = await loadMain(tx, body.id, lang, 'id', true);
    if (!inPlatformScope(scope, main.id)) throw notVisible(lang);
    transition(main.auditStatus, body.approve ? 'approve' : 'reject', lang);
    const instance =
      (await pendingInstanceOf(tx, 'project-audit', main.id)) ??
      (await startFlow(tx, actor, { ...registrationFlow(main), applicantId: main.registrantId }, lang, {
        system: true,
      }));
    await actInTx(
      tx,
      actor,
      {
        id: instance.id,
        action: body.approve ? 'approve' : 'reject',
        comment: body.reason ?? '',
        attachments: [],
      },
      lang,
    );
    return body.approve
      ? projectMessage('approved', lang)
      : projectMessage('rejected', lang, { reason: body.reason ?? '' });
  });
}

/**
 * GET /api/project/manage/audit/trail: the registration's audit trail (every submission, approval and
 * rejection with who, when and the reason), for platform staff and those who manage the main project.
 */
export async function registrationTrail(db: Db, user: SessionUser, id: number, lang: Language) {
  const main = await loadMain(db, id, lang);
  await assertMainManager(db, user, main, lang);
  const pending = await pendingInstanceOf(db, 'project-audit', main.id);
  return {
    instanceId: pending?.id ?? null,
    version: pending?.version ?? null,
    actions: await trailOf(db, 'project-audit', main.id, lang),
  };
}
