import type {
  FlowActBody,
  FlowBusinessType,
  FlowDefinition,
  FlowStep,
  FlowStepAction,
  Language,
  MessageCategory,
} from '@zhuji/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { assertMember, memberRoleIds } from '../access/membership';
import { inPlatformScope, platformScope, platformStaffOf } from '../access/platform-scope';
import { type AuditActor, recordAudit } from '../audit/audit';
import type { Db, DbOrTx } from '../db/client';
import { AppError } from '../envelope';
import { appUser } from '../identity/account.table';
import { projectMember } from '../identity/project.table';
import type { LocalizedText } from '../kit/messages';
import { localized } from '../notify/notice.messages';
import { notice, notify as sendNotifications } from '../notify/notify';
import { FLOW_TEMPLATES } from './flow.definitions';
import { flowMessage, stepLabel } from './flow.messages';
import { flowAction, flowDefinition, flowInstance } from './flow.table';

export type FlowInstanceRow = typeof flowInstance.$inferSelect;
export type FlowOutcome = 'approved' | 'rejected' | 'returned' | 'cancelled';

export interface FlowEventContext {
  actorId: number | null;
  comment: string;
  attachments: string[];
}

/**
 * What a business module does when its record's flow moves: called inside the same transaction as
 * the flow change, so the record's status and the flow never disagree.
 */
export interface FlowHandler {
  /** The message category of this business. */
  category: MessageCategory;
  /** The instance moved to another step (approved at a step that is not the last, or returned one step). */
  onStep?(tx: DbOrTx, instance: FlowInstanceRow, ctx: FlowEventContext): Promise<void>;
  /** The instance finished (or went back to the applicant). */
  onFinish?(
    tx: DbOrTx,
    instance: FlowInstanceRow,
    outcome: FlowOutcome,
    ctx: FlowEventContext,
  ): Promise<void>;
  /**
   * The instance's title in every language, for its messages, when the business writes it from keyed
   * text (issue 22); absent or null: the stored title, as the applicant gave it.
   */
  titleOf?(tx: DbOrTx, instance: FlowInstanceRow): Promise<LocalizedText | null>;
}

const handlers = new Map<FlowBusinessType, FlowHandler>();

/** A business module registers its handler once, when its service module loads. */
export function registerFlowHandler(type: FlowBusinessType, handler: FlowHandler) {
  handlers.set(type, handler);
}

export const flowError = (key: Parameters<typeof flowMessage>[0], lang: Language, status: number) =>
  new AppError(flowMessage(key, lang), status, status);

/** Adds the templates missing from this database (reference data; existing rows are left as adjusted). */
export async function seedFlowDefinitions(tx: DbOrTx): Promise<void> {
  await tx
    .insert(flowDefinition)
    .values(FLOW_TEMPLATES.map((d) => ({ ...d, projectId: 0 })))
    .onConflictDoNothing();
}

/** The project's own definition of a business type, else the platform template. */
export async function loadDefinition(
  db: DbOrTx,
  businessType: FlowBusinessType,
  projectId: number,
): Promise<FlowDefinition | null> {
  const rows = await db
    .select()
    .from(flowDefinition)
    .where(
      and(eq(flowDefinition.businessType, businessType), inArray(flowDefinition.projectId, [0, projectId])),
    )
    .orderBy(desc(flowDefinition.projectId));
  const row = rows[0];
  if (!row) return null;
  return { businessType: row.businessType, applicantRoles: row.applicantRoles, steps: row.steps };
}

async function nameOf(db: DbOrTx, userId: number | null, lang: Language): Promise<string> {
  if (userId === null) return flowMessage('system', lang);
  const [row] = await db.select({ name: appUser.name }).from(appUser).where(eq(appUser.id, userId));
  return row?.name ?? String(userId);
}

/** Users holding any of the roles on the project. */
async function usersWithRoles(db: DbOrTx, projectId: number, roles: number[]): Promise<number[]> {
  if (roles.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: projectMember.userId })
    .from(projectMember)
    .where(and(eq(projectMember.projectId, projectId), inArray(projectMember.roleId, roles)));
  return rows.map((r) => r.userId);
}

/**
 * An instance with a platform step: platform staff whose scope covers its project (platform-scope.ts)
 * read it and act on that step without membership.
 */
export const usesPlatform = (instance: Pick<FlowInstanceRow, 'steps'>) =>
  instance.steps.some((s) => s.platform);

async function notify(
  tx: DbOrTx,
  instance: FlowInstanceRow,
  recipients: number[],
  text: ReturnType<typeof notice>,
) {
  const unique = [...new Set(recipients)];
  if (unique.length === 0) return;
  const category = handlers.get(instance.businessType)?.category ?? 'audit';
  await sendNotifications(
    tx,
    unique.map((recipientUserId) => ({
      projectId: instance.projectId,
      recipientUserId,
      ...text,
      category,
      businessType: instance.businessType,
      businessId: instance.businessId,
    })),
  );
}

/** The instance's title as a notice parameter: in every language where its business can say it. */
async function titleParam(db: DbOrTx, instance: FlowInstanceRow) {
  return (await handlers.get(instance.businessType)?.titleOf?.(db, instance)) ?? instance.title;
}

/** Who acted, as a notice parameter: a member's name, or 系统 in every language. */
async function actorParam(db: DbOrTx, userId: number | null) {
  return userId === null ? { key: 'flow.system' as const } : nameOf(db, userId, 'zh');
}

/** Tells the actors of the instance's current step (but not the one who just acted). */
async function notifyStep(tx: DbOrTx, instance: FlowInstanceRow, actorId: number | null) {
  const step = instance.steps[instance.currentStep];
  if (!step) return;
  const users = step.platform
    ? await platformStaffOf(tx, instance.projectId)
    : await usersWithRoles(tx, instance.projectId, step.roles);
  if (instance.delegateUserId !== null) users.push(instance.delegateUserId);
  const actor = await actorParam(tx, actorId ?? instance.applicantId);
  await notify(
    tx,
    instance,
    users.filter((u) => u !== actorId),
    notice('flow.pending', 'flow.pendingBody', {
      title: await titleParam(tx, instance),
      actor,
      step: localized((lang) => stepLabel(step.key, lang)),
    }),
  );
}

async function notifyApplicant(
  tx: DbOrTx,
  instance: FlowInstanceRow,
  outcome: FlowOutcome,
  ctx: FlowEventContext,
) {
  if (instance.applicantId === null || instance.applicantId === ctx.actorId || outcome === 'cancelled')
    return;
  const result = {
    key:
      outcome === 'approved' ? 'flow.approved' : outcome === 'rejected' ? 'flow.rejected' : 'flow.returned',
  } as const;
  await notify(
    tx,
    instance,
    [instance.applicantId],
    notice('flow.finished', 'flow.finishedBody', {
      title: await titleParam(tx, instance),
      result,
      actor: await actorParam(tx, ctx.actorId),
      comment: ctx.comment,
    }),
  );
}

/**
 * From step `from`, moving by `dir`, the first step someone on the project can act on: optional steps
 * no member holds a role for are passed over (and listed, to be recorded). -1 or steps.length: none left.
 */
async function activeStep(tx: DbOrTx, projectId: number, steps: FlowStep[], from: number, dir: 1 | -1) {
  const skipped: number[] = [];
  let i = from;
  while (i >= 0 && i < steps.length) {
    const step = steps[i];
    if (!step?.optional || step.platform || (await usersWithRoles(tx, projectId, step.roles)).length > 0)
      break;
    skipped.push(i);
    i += dir;
  }
  return { index: i, skipped };
}

async function recordSkipped(tx: DbOrTx, instanceId: number, skipped: number[]) {
  if (skipped.length === 0) return;
  await tx.insert(flowAction).values(
    skipped.map((step) => ({
      instanceId,
      step,
      action: 'approve' as const,
      actorId: null,
      comment: SKIPPED_COMMENT,
    })),
  );
}

const SKIPPED_COMMENT = '本项目无该步骤的签认人员，自动跳过';

export interface StartFlowInput {
  projectId: number;
  businessType: FlowBusinessType;
  businessId: number;
  title: string;
  comment?: string;
  attachments?: string[];
  /** Who applied, when not the actor (a record submitted before it had a flow, opened by its reviewer). */
  applicantId?: number | null;
}

/**
 * Starts an instance for a business record inside the caller's transaction: the applicant must
 * hold one of the definition's applicant roles (unless `system`, for records raised by the platform),
 * and the record must not have a running instance. Notifies the first step's actors.
 */
export async function startFlow(
  tx: DbOrTx,
  actor: AuditActor,
  input: StartFlowInput,
  lang: Language,
  options: { system?: boolean } = {},
): Promise<FlowInstanceRow> {
  const definition = await loadDefinition(tx, input.businessType, input.projectId);
  if (!definition) throw flowError('noDefinition', lang, 422);
  if (!options.system) {
    const roles = await assertMember(tx, actor.userId, input.projectId, lang);
    if (!roles.some((r) => definition.applicantRoles.includes(r)))
      throw flowError('notApplicantRole', lang, 403);
  }
  const start = await activeStep(tx, input.projectId, definition.steps, 0, 1);
  const first = definition.steps[start.index];
  if (!first) throw flowError('noDefinition', lang, 422);
  const [instance] = await tx
    .insert(flowInstance)
    .values({
      projectId: input.projectId,
      businessType: input.businessType,
      businessId: input.businessId,
      title: input.title,
      steps: definition.steps,
      currentStep: start.index,
      currentRoles: first.roles,
      applicantId: input.applicantId === undefined ? actor.userId : input.applicantId,
    })
    .onConflictDoNothing()
    .returning();
  if (!instance) throw flowError('alreadyPending', lang, 409);
  await tx.insert(flowAction).values({
    instanceId: instance.id,
    step: -1,
    action: 'apply',
    actorId: instance.applicantId,
    comment: input.comment ?? '',
    attachments: input.attachments ?? [],
  });
  await recordSkipped(tx, instance.id, start.skipped);
  await recordAudit(tx, actor, [
    { projectId: input.projectId, resource: 'flow', action: 'apply', recordId: instance.id, after: instance },
  ]);
  await notifyStep(tx, instance, actor.userId);
  return instance;
}

/**
 * Records an application the rules refused at once (a failing lot): an instance that starts and is
 * rejected by the system with the reasons, so the audit trail shows it like any other sign-off.
 */
export async function recordAutoRejection(
  tx: DbOrTx,
  actor: AuditActor,
  input: StartFlowInput & { reason: string },
): Promise<FlowInstanceRow> {
  const definition = await loadDefinition(tx, input.businessType, input.projectId);
  const steps = definition?.steps ?? [];
  const [instance] = await tx
    .insert(flowInstance)
    .values({
      projectId: input.projectId,
      businessType: input.businessType,
      businessId: input.businessId,
      title: input.title,
      steps,
      currentStep: 0,
      currentRoles: [],
      status: 'rejected',
      applicantId: actor.userId,
      finishedAt: new Date(),
    })
    .returning();
  if (!instance) throw new Error('flow instance not inserted');
  await tx.insert(flowAction).values([
    {
      instanceId: instance.id,
      step: -1,
      action: 'apply',
      actorId: actor.userId,
      comment: input.comment ?? '',
      attachments: input.attachments ?? [],
    },
    { instanceId: instance.id, step: 0, action: 'reject', actorId: null, comment: input.reason },
  ]);
  await recordAudit(tx, actor, [
    {
      projectId: input.projectId,
      resource: 'flow',
      action: 'autoReject',
      recordId: instance.id,
      after: instance,
    },
  ]);
  return instance;
}

async function loadInstance(db: DbOrTx, id: number, lang: Language): Promise<FlowInstanceRow> {
  const [row] = await db.select().from(flowInstance).where(eq(flowInstance.id, id));
  if (!row) throw flowError('notFound', lang, 404);
  return row;
}

/** What the user may do on the instance now (empty when finished or not theirs). */
export function actionsFor(
  instance: FlowInstanceRow,
  userId: number,
  roles: number[],
  platformStaff = false,
): FlowStepAction[] {
  if (instance.status !== 'pending') return [];
  const step = instance.steps[instance.currentStep];
  if (!step) return [];
  if (step.platform) return platformStaff ? [...step.actions] : [];
  const mine = instance.delegateUserId === userId || roles.some((r) => step.roles.includes(r));
  return mine ? [...step.actions] : [];
}

/**
 * One action on the current step, inside the caller's transaction. The instance row moves only if
 * it is still at the version read (`UPDATE … WHERE version = read`): of two signers acting at once,
 * the second waits for the first's row lock, then matches nothing and is told the step was handled.
 */
export async function actInTx(
  tx: DbOrTx,
  actor: AuditActor,
  body: Pick<FlowActBody, 'id' | 'action' | 'comment' | 'attachments' | 'delegateTo' | 'version'>,
  lang: Language,
): Promise<FlowInstanceRow> {
  const before = await loadInstance(tx, body.id, lang);
  const platformStaff =
    usesPlatform(before) && inPlatformScope(await platformScope(tx, actor), before.projectId);
  const roles = platformStaff ? [] : await assertMember(tx, actor.userId, before.projectId, lang);
  if (before.status !== 'pending') throw flowError('finished', lang, 409);
  if (body.version !== undefined && body.version !== before.version) throw flowError('stale', lang, 409);
  const allowed = actionsFor(before, actor.userId, roles, platformStaff);
  if (allowed.length === 0) throw flowError('notYourStep', lang, 403);
  if (!allowed.includes(body.action)) throw flowError('actionNotAllowed', lang, 422);

  const last = before.steps.length - 1;
  let status: FlowInstanceRow['status'] = 'pending';
  let currentStep = before.currentStep;
  let delegateUserId: number | null = null;
  let skipped: number[] = [];
  switch (body.action) {
    case 'approve': {
      const next = await activeStep(tx, before.projectId, before.steps, currentStep + 1, 1);
      skipped = next.skipped;
      if (next.index > last) status = 'approved';
      else currentStep = next.index;
      break;
    }
    case 'reject':
      status = 'rejected';
      break;
    case 'return': {
      const back = await activeStep(tx, before.projectId, before.steps, currentStep - 1, -1);
      if (back.index < 0) status = 'returned';
      else currentStep = back.index;
      break;
    }
    case 'delegate': {
      const to = body.delegateTo ?? 0;
      if ((await memberRoleIds(tx, to, before.projectId)).length === 0)
        throw new AppError(flowMessage('delegateNotMember', lang), 422, 422);
      delegateUserId = to;
      break;
    }
  }
  const finished = status !== 'pending';
  const [after] = await tx
    .update(flowInstance)
    .set({
      status,
      currentStep,
      currentRoles: finished ? [] : (before.steps[currentStep]?.roles ?? []),
      delegateUserId,
      version: sql`${flowInstance.version} + 1`,
      updatedAt: new Date(),
      finishedAt: finished ? new Date() : null,
    })
    .where(
      and(
        eq(flowInstance.id, before.id),
        eq(flowInstance.version, before.version),
        eq(flowInstance.status, 'pending'),
      ),
    )
    .returning();
  if (!after) throw flowError('stale', lang, 409);
  await tx.insert(flowAction).values({
    instanceId: after.id,
    step: before.currentStep,
    action: body.action,
    actorId: actor.userId,
    comment: body.comment ?? '',
    attachments: body.attachments ?? [],
    delegateTo: body.action === 'delegate' ? delegateUserId : null,
  });
  await recordSkipped(tx, after.id, skipped);
  await recordAudit(tx, actor, [
    { projectId: after.projectId, resource: 'flow', action: body.action, recordId: after.id, before, after },
  ]);
  const ctx: FlowEventContext = {
    actorId: actor.userId,
    comment: body.comment ?? '',
    attachments: body.attachments ?? [],
  };
  const handler = handlers.get(after.businessType);
  if (finished) {
    await handler?.onFinish?.(tx, after, status as FlowOutcome, ctx);
    await notifyApplicant(tx, after, status as FlowOutcome, ctx);
  } else {
    if (after.currentStep !== before.currentStep) await handler?.onStep?.(tx, after, ctx);
    await notifyStep(tx, after, actor.userId);
  }
  return after;
}

export const actOnFlow = (db: Db, actor: AuditActor, body: FlowActBody, lang: Language) =>
  db.transaction((tx) => actInTx(tx, actor, body, lang));

/** The applicant revokes while no one has acted (version still 1); the business record is told. */
export async function cancelInTx(
  tx: DbOrTx,
  actor: AuditActor,
  id: number,
  lang: Language,
): Promise<FlowInstanceRow> {
  const before = await loadInstance(tx, id, lang);
  await assertMember(tx, actor.userId, before.projectId, lang);
  if (before.applicantId !== actor.userId) throw flowError('cancelNotApplicant', lang, 403);
  if (before.status !== 'pending') throw flowError('finished', lang, 409);
  const [after] = await tx
    .update(flowInstance)
    .set({
      status: 'cancelled',
      currentRoles: [],
      version: sql`${flowInstance.version} + 1`,
      updatedAt: new Date(),
      finishedAt: new Date(),
    })
    .where(and(eq(flowInstance.id, id), eq(flowInstance.version, 1), eq(flowInstance.status, 'pending')))
    .returning();
  if (!after) throw flowError('cancelActed', lang, 409);
  await tx.insert(flowAction).values({ instanceId: id, step: -1, action: 'cancel', actorId: actor.userId });
  await recordAudit(tx, actor, [
    { projectId: after.projectId, resource: 'flow', action: 'cancel', recordId: id, before, after },
  ]);
  const ctx = { actorId: actor.userId, comment: '', attachments: [] };
  await handlers.get(after.businessType)?.onFinish?.(tx, after, 'cancelled', ctx);
  return after;
}

export const cancelFlow = (db: Db, actor: AuditActor, id: number, lang: Language) =>
  db.transaction((tx) => cancelInTx(tx, actor, id, lang));
