import type {
  FlowActionItem,
  FlowInstance,
  Language,
  Page,
  RECTIFICATION_SEVERITIES,
  RectificationCheck,
  RectificationCreate,
  RectificationItem,
  RectificationListQuery,
  RectificationReply,
  RectificationSource,
} from '@zhuji/shared';
import { businessDaysFromToday, businessToday } from '@zhuji/shared';
import { and, count, desc, eq, ilike, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { assertMember, memberRoleIds } from '../access/membership';
import { type AuditActor, recordAudit } from '../audit/audit';
import type { Db, DbOrTx } from '../db/client';
import { AppError } from '../envelope';
import { actInTx, loadDefinition, registerFlowHandler, startFlow, trailOf } from '../flow';
import { flowInstance } from '../flow/flow.table';
import { t } from '../i18n';
import { appUser } from '../identity/account.table';
import { company } from '../identity/company.table';
import { localized } from '../notify/notice.messages';
import { notice, notify } from '../notify/notify';
import { rectificationMessage } from './rectification.messages';
import { type RectificationTextParams, rectification } from './rectification.table';

type RectificationRow = typeof rectification.$inferSelect;

const CHIEF_SUPERVISOR_ROLE = 41;

/** Renders a key of the raising module's messages with its parameters; null for a key it does not know. */
export type RectificationTextRenderer = (
  key: unknown,
  params: RectificationTextParams | null,
  lang: Language,
) => string | null;
const textRenderers = new Map<RectificationSource, RectificationTextRenderer>();

/**
 * A module that raises notices with keyed texts registers how to render them for its source, as flow
 * handlers are registered: the platform cannot read the module's messages itself.
 */
export function registerRectificationTexts(source: RectificationSource, render: RectificationTextRenderer) {
  textRenderers.set(source, render);
}

type KeyedTexts = Pick<
  RectificationRow,
  'source' | 'title' | 'problem' | 'titleKey' | 'titleParams' | 'problemKey' | 'problemParams'
>;

/** A notice's title and problem in the reader's language; as stored when typed, or raised before the keys. */
export function rectificationTexts(row: KeyedTexts, lang: Language): { title: string; problem: string } {
  const render = textRenderers.get(row.source);
  return {
    title: (row.titleKey && render?.(row.titleKey, row.titleParams, lang)) || row.title,
    problem: (row.problemKey && render?.(row.problemKey, row.problemParams, lang)) || row.problem,
  };
}

export interface CreateRectificationInput {
  projectId: number;
  source: RectificationSource;
  /** The record it came from: the acceptance id, the abnormal pile record id, … */
  sourceId?: number | null;
  title: string;
  problem: string;
  /** The keyed title and problem a platform-written warning carries (see rectification.table). */
  texts?: Pick<
    typeof rectification.$inferInsert,
    'titleKey' | 'titleParams' | 'problemKey' | 'problemParams'
  >;
  photos?: string[];
  /** YYYY-MM-DD; defaults to 7 days from today. */
  deadline?: string;
  severity?: (typeof RECTIFICATION_SEVERITIES)[number];
  responsibleCompanyId?: number | null;
  responsibleUserId?: number | null;
  /** Who issues it: the user whose action raised it (the supervisor, the inspector …). */
  issuerId: number;
  ip?: string;
}

/**
 * Raises a rectification notice inside the caller's transaction and starts its flow (contractor
 * replies → issuer re-inspects). For other modules: a failed acceptance, an abnormal pile record
 * (`source: 'pile-abnormal', sourceId: <abnormal record id>`), a spot check, a regulator's or a
 * risk-control inspection. The issuer's role is not checked here — the calling module has checked
 * the user may do what raised it. Notifies the contractor's actors.
 */
export async function createRectification(
  tx: DbOrTx,
  input: CreateRectificationInput,
): Promise<RectificationRow> {
  const deadline = input.deadline ?? businessDaysFromToday(7);
  const [row] = await tx
    .insert(rectification)
    .values({
      projectId: input.projectId,
      source: input.source,
      sourceId: input.sourceId ?? null,
      title: input.title,
      problem: input.problem,
      ...input.texts,
      photos: input.photos ?? [],
      deadline,
      severity: input.severity ?? 'normal',
      responsibleCompanyId: input.responsibleCompanyId ?? null,
      responsibleUserId: input.responsibleUserId ?? null,
      issuerId: input.issuerId,
    })
    .returning();
  if (!row) throw new Error('rectification not inserted');
  const actor = { userId: input.issuerId, ip: input.ip };
  const instance = await startFlow(
    tx,
    actor,
    {
      projectId: row.projectId,
      businessType: 'rectification',
      businessId: row.id,
      title: rectificationMessage('flowTitle', 'zh', { title: row.title }),
      comment: row.problem,
      attachments: row.photos,
    },
    'zh',
    { system: true },
  );
  const [saved] = await tx
    .update(rectification)
    .set({ flowInstanceId: instance.id })
    .where(eq(rectification.id, row.id))
    .returning();
  await recordAudit(tx, actor, [
    { projectId: row.projectId, resource: 'rectification', action: 'add', recordId: row.id, after: saved },
  ]);
  return saved ?? row;
}

// The flow moves the notice: reply step approved → replied; returned to the reply step → open; closed.
registerFlowHandler('rectification', {
  category: 'rectification',
  // A notice raised from a keyed warning is announced in each reader's language (issue 22).
  async titleOf(tx, instance) {
    const [row] = await tx.select().from(rectification).where(eq(rectification.id, instance.businessId));
    if (!row?.titleKey) return null;
    return localized((lang) =>
      rectificationMessage('flowTitle', lang, { title: rectificationTexts(row, lang).title }),
    );
  },
  async onStep(tx, instance) {
    await tx
      .update(rectification)
      .set({ status: instance.currentStep === 0 ? 'open' : 'replied', updatedAt: new Date() })
      .where(eq(rectification.id, instance.businessId));
  },
  async onFinish(tx, instance, outcome) {
    if (outcome !== 'approved') return;
    await tx
      .update(rectification)
      .set({ status: 'closed', closedAt: new Date(), updatedAt: new Date() })
      .where(eq(rectification.id, instance.businessId));
  },
});

async function loadRow(db: DbOrTx, id: number, lang: Language, lock = false): Promise<RectificationRow> {
  const q = db.select().from(rectification).where(eq(rectification.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw new AppError(rectificationMessage('notFound', lang), 404, 404);
  return row;
}

/** A notice issued by hand; the menu action was checked by the route. */
export async function addRectification(
  db: Db,
  actor: AuditActor,
  body: RectificationCreate,
  lang: Language,
): Promise<number> {
  return db.transaction(async (tx) => {
    const definition = await loadDefinition(tx, 'rectification', body.projectId);
    const roles = await memberRoleIds(tx, actor.userId, body.projectId);
    if (!roles.some((r) => definition?.applicantRoles.includes(r)))
      throw new AppError(t('forbidden', lang), 403, 403);
    // A stop-work order is the chief supervising engineer's alone (GB/T 50319 A.0.5).
    if (body.severity === 'stopWork' && !roles.includes(CHIEF_SUPERVISOR_ROLE))
      throw new AppError(rectificationMessage('stopWorkChiefOnly', lang), 403, 403);
    if (body.responsibleUserId !== undefined) {
      const roles = await memberRoleIds(tx, body.responsibleUserId, body.projectId);
      if (roles.length === 0)
        throw new AppError(
          t('field', lang, {
            field: 'responsibleUserId',
            msg: rectificationMessage('responsibleNotMember', lang),
          }),
          422,
          422,
        );
    }
    const row = await createRectification(tx, {
      ...body,
      issuerId: actor.userId,
      ...(actor.ip ? { ip: actor.ip } : {}),
    });
    return row.id;
  });
}

/** The contractor's reply (整改回复): what was done and the photos; the issuer is asked to re-inspect. */
export async function replyRectification(
  db: DbOrTx,
  actor: AuditActor,
  body: RectificationReply,
  lang: Language,
) {
  return db.transaction(async (tx) => {
    const before = await loadRow(tx, body.id, lang, true);
    if (before.status !== 'open' || before.flowInstanceId === null)
      throw new AppError(rectificationMessage('notOpen', lang), 409, 409);
    const [after] = await tx
      .update(rectification)
      .set({
        replyContent: body.content,
        replyPhotos: body.photos,
        repliedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(rectification.id, body.id))
      .returning();
    await actInTx(
      tx,
      actor,
      { id: before.flowInstanceId, action: 'approve', comment: body.content, attachments: body.photos },
      lang,
    );
    await recordAudit(tx, actor, [
      {
        projectId: before.projectId,
        resource: 'rectification',
        action: 'reply',
        recordId: before.id,
        before,
        after,
      },
    ]);
  });
}

/** The issuer re-inspects: closes the notice, or returns it to the contractor with the reason. */
export async function checkRectification(
  db: Db,
  actor: AuditActor,
  body: RectificationCheck,
  lang: Language,
) {
  return db.transaction(async (tx) => {
    const before = await loadRow(tx, body.id, lang, true);
    if (before.status !== 'replied' || before.flowInstanceId === null)
      throw new AppError(rectificationMessage('notReplied', lang), 409, 409);
    await actInTx(
      tx,
      actor,
      {
        id: before.flowInstanceId,
        action: body.pass ? 'approve' : 'return',
        comment: body.comment,
        attachments: [],
      },
      lang,
    );
    await recordAudit(tx, actor, [
      {
        projectId: before.projectId,
        resource: 'rectification',
        action: body.pass ? 'close' : 'return',
        recordId: before.id,
        before,
      },
    ]);
  });
}

/**
 * Overdue notices (past the deadline, not closed) escalate once to a warning: warnedAt is stamped
 * and the responsible person (or the contractor's actors) and the issuer get a message. Idempotent.
 */
export async function escalateOverdue(db: DbOrTx, projectId: number, now = new Date()): Promise<number> {
  const today = businessToday(now);
  const rows = await db
    .update(rectification)
    .set({ warnedAt: now })
    .where(
      and(
        eq(rectification.projectId, projectId),
        ne(rectification.status, 'closed'),
        lt(rectification.deadline, today),
        isNull(rectification.warnedAt),
      ),
    )
    .returning();
  for (const r of rows) {
    const recipients = new Set<number>([r.issuerId]);
    if (r.responsibleUserId !== null) recipients.add(r.responsibleUserId);
    await notify(
      db,
      [...recipients].map((recipientUserId) => ({
        projectId: r.projectId,
        recipientUserId,
        category: 'rectification' as const,
        businessType: 'rectification',
        businessId: r.id,
        ...notice('rectification.overdue', 'rectification.overdueBody', {
          title: localized((lang) => rectificationTexts(r, lang).title),
          deadline: r.deadline,
        }),
      })),
    );
  }
  return rows.length;
}

const issuer = alias(appUser, 'issuer');
const responsible = alias(appUser, 'responsible');
const columns = {
  row: rectification,
  issuerName: issuer.name,
  responsibleUserName: responsible.name,
  responsibleCompanyName: company.name,
  flowVersion: flowInstance.version,
};

function toItem(
  r: {
    row: RectificationRow;
    issuerName: string | null;
    responsibleUserName: string | null;
    responsibleCompanyName: string | null;
    flowVersion: number | null;
  },
  today: string,
  lang: Language,
  restart?: { id: number; status: FlowInstance['status'] },
): RectificationItem {
  const x = r.row;
  return {
    id: x.id,
    projectId: x.projectId,
    source: x.source,
    sourceId: x.sourceId,
    ...rectificationTexts(x, lang),
    photos: x.photos,
    deadline: x.deadline,
    severity: x.severity,
    responsibleCompanyId: x.responsibleCompanyId,
    responsibleCompanyName: r.responsibleCompanyName,
    responsibleUserId: x.responsibleUserId,
    responsibleUserName: r.responsibleUserName,
    issuerId: x.issuerId,
    issuerName: r.issuerName,
    status: x.status,
    overdue: x.status !== 'closed' && x.deadline < today,
    warnedAt: x.warnedAt?.toISOString() ?? null,
    replyContent: x.replyContent,
    replyPhotos: x.replyPhotos,
    repliedAt: x.repliedAt?.toISOString() ?? null,
    closedAt: x.closedAt?.toISOString() ?? null,
    flowInstanceId: x.flowInstanceId,
    flowVersion: r.flowVersion,
    restartInstanceId: restart?.id ?? null,
    restartStatus: restart?.status ?? null,
    createdAt: x.createdAt.toISOString(),
  };
}

const baseQuery = (db: DbOrTx) =>
  db
    .select(columns)
    .from(rectification)
    .leftJoin(issuer, eq(issuer.id, rectification.issuerId))
    .leftJoin(responsible, eq(responsible.id, rectification.responsibleUserId))
    .leftJoin(company, eq(company.id, rectification.responsibleCompanyId))
    .leftJoin(flowInstance, eq(flowInstance.id, rectification.flowInstanceId));

export async function listRectifications(
  db: DbOrTx,
  q: RectificationListQuery,
  lang: Language,
): Promise<Page<RectificationItem>> {
  const today = businessToday();
  const filters: SQL[] = [eq(rectification.projectId, q.proId)];
  if (q.status) filters.push(eq(rectification.status, q.status));
  if (q.source) filters.push(eq(rectification.source, q.source));
  if (q.overdue === true) filters.push(ne(rectification.status, 'closed'), lt(rectification.deadline, today));
  if (q.keyword) {
    const like = `%${q.keyword.replace(/[%_\\]/g, '\\$&')}%`;
    filters.push(or(ilike(rectification.title, like), ilike(rectification.problem, like)) as SQL);
  }
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    baseQuery(db)
      .where(where)
      .orderBy(sql`${rectification.status} = 'closed'`, desc(rectification.createdAt), desc(rectification.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(rectification).where(where),
  ]);
  const restarts = await restartsOf(
    db,
    rows.map((r) => r.row.id),
  );
  return {
    total: total?.n ?? 0,
    page: q.page,
    limit: q.limit,
    list: rows.map((r) => toItem(r, today, lang, restarts.get(r.row.id))),
  };
}

export async function rectificationDetail(
  db: DbOrTx,
  userId: number,
  id: number,
  lang: Language,
): Promise<RectificationItem & { actions: FlowActionItem[] }> {
  const [row] = await baseQuery(db).where(eq(rectification.id, id));
  if (!row) throw new AppError(rectificationMessage('notFound', lang), 404, 404);
  await assertMember(db, userId, row.row.projectId, lang);
  const restarts = await restartsOf(db, [id]);
  const actions = [
    ...(await trailOf(db, 'rectification', id, lang)),
    ...(await trailOf(db, 'restart', id, lang)),
  ];
  return { ...toItem(row, businessToday(), lang, restarts.get(id)), actions };
}

export async function projectOfRectification(db: DbOrTx, id: number, lang: Language): Promise<number> {
  return (await loadRow(db, id, lang)).projectId;
}

/**
 * The project manager applies to restart after a stop-work order was rectified and closed (复工报审):
 * the chief supervising engineer signs the restart order, the owner confirms (the 'restart' flow).
 */
export async function applyRestart(db: Db, actor: AuditActor, id: number, comment: string, lang: Language) {
  return db.transaction(async (tx) => {
    const row = await loadRow(tx, id, lang, true);
    if (row.severity !== 'stopWork' || row.status !== 'closed')
      throw new AppError(rectificationMessage('restartNotReady', lang), 409, 409);
    const [running] = await tx
      .select({ status: flowInstance.status })
      .from(flowInstance)
      .where(and(eq(flowInstance.businessType, 'restart'), eq(flowInstance.businessId, id)))
      .orderBy(desc(flowInstance.id))
      .limit(1);
    if (running && (running.status === 'pending' || running.status === 'approved'))
      throw new AppError(rectificationMessage('restartExists', lang), 409, 409);
    const instance = await startFlow(
      tx,
      actor,
      {
        projectId: row.projectId,
        businessType: 'restart',
        businessId: id,
        title: `复工报审：${row.title}`,
        comment,
      },
      lang,
    );
    await recordAudit(tx, actor, [
      {
        projectId: row.projectId,
        resource: 'rectification',
        action: 'restart',
        recordId: id,
        after: instance,
      },
    ]);
    return instance.id;
  });
}

registerFlowHandler('restart', { category: 'rectification' });

/** The latest restart application of each notice. */
async function restartsOf(db: DbOrTx, ids: number[]) {
  const out = new Map<number, { id: number; status: FlowInstance['status'] }>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({ id: flowInstance.id, businessId: flowInstance.businessId, status: flowInstance.status })
    .from(flowInstance)
    .where(and(eq(flowInstance.businessType, 'restart'), inArray(flowInstance.businessId, ids)))
    .orderBy(desc(flowInstance.id));
  for (const r of rows) if (!out.has(r.businessId)) out.set(r.businessId, { id: r.id, status: r.status });
  return out;
}
