import {
  type AcceptanceApply,
  type AcceptanceDivisionApply,
  type AcceptanceItem,
  type AcceptanceListQuery,
  type AcceptanceSubItemApply,
  type FlowActionItem,
  judgeDivision,
  judgeInspectionLot,
  judgeSubItem,
  type Language,
  minimumSampleSize,
  type Page,
} from '@zhuji/shared';
import {
  and,
  count,
  countDistinct,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  like,
  ne,
  or,
  type SQL,
} from 'drizzle-orm';
import { assertMember, memberRoleIds } from '../../platform/access';
import { type AuditActor, recordAudit } from '../../platform/audit/audit';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import {
  cancelInTx,
  type FlowInstanceRow,
  flowInstance,
  loadDefinition,
  pendingInstanceOf,
  recordAutoRejection,
  registerFlowHandler,
  startFlow,
  trailOf,
} from '../../platform/flow';
import { t } from '../../platform/i18n';
import { appUser, gb50300Item, projectSubitem } from '../../platform/identity';
import { createRectification, rectification } from '../../platform/rectification';
import { pileAcceptance } from '../pile';
import { detectionResult } from '../pile-detection';
import { lotEvaluation } from '../specimen';
import { acceptanceMessage } from './acceptance.messages';
import { acceptance, type StoredFailure } from './acceptance.table';

type AcceptanceRow = typeof acceptance.$inferSelect;

const fieldError = (field: string, msg: string, lang: Language) =>
  new AppError(t('field', lang, { field, msg }), 422, 422);

/**
 * The lot judged by GB 50300-2013 5.0.1 (shared rules) plus the 3.0.9 minimum sample: the failures
 * (empty when it passes) and the reason in words.
 */
export function judgeLot(
  body: Pick<AcceptanceApply, 'mainItems' | 'generalItems' | 'recordsComplete' | 'lotSize' | 'sampleSize'>,
  lang: Language,
) {
  const result = judgeInspectionLot({
    main: body.mainItems.map((m) => ({ key: m.key, pass: m.pass })),
    general: body.generalItems.map((g) => ({
      key: g.key,
      points: g.points,
      passedPoints: g.passedPoints,
      seriousDefect: g.seriousDefect,
    })),
    recordsComplete: body.recordsComplete,
  });
  const nameOf = (key: string) =>
    [...body.mainItems, ...body.generalItems].find((i) => i.key === key)?.name ?? key;
  const failures: StoredFailure[] = result.checks
    .filter((c) => !c.pass)
    .map((c) => ({ key: c.key, clause: c.clause, name: nameOf(c.key.split('.')[1] ?? '') }));
  const min = minimumSampleSize(body.lotSize);
  if (min === null || body.sampleSize < min)
    failures.push({ key: 'sampleSize', clause: 'GB 50300-2013 3.0.9', name: String(min ?? '') });

  const names = (prefix: string, suffix = '') =>
    failures
      .filter((f) => f.key.startsWith(prefix) && f.key.endsWith(suffix))
      .map((f) => f.name)
      .join('、');
  const parts: string[] = [];
  if (names('main.')) parts.push(acceptanceMessage('reasonMain', lang, { names: names('main.') }));
  if (names('general.', '.passRate'))
    parts.push(acceptanceMessage('reasonGeneral', lang, { names: names('general.', '.passRate') }));
  if (names('general.', '.seriousDefect'))
    parts.push(acceptanceMessage('reasonDefect', lang, { names: names('general.', '.seriousDefect') }));
  if (failures.some((f) => f.key === 'recordsComplete')) parts.push(acceptanceMessage('reasonRecords', lang));
  if (failures.some((f) => f.key === 'sampleSize'))
    parts.push(
      min === null
        ? acceptanceMessage('reasonSampleTooLarge', lang)
        : acceptanceMessage('reasonSample', lang, { lotSize: body.lotSize, min }),
    );
  return { pass: failures.length === 0, failures, reason: parts.join('；') };
}

async function subItemName(db: DbOrTx, code: string): Promise<string> {
  const [row] = await db
    .select({ name: gb50300Item.name })
    .from(gb50300Item)
    .where(eq(gb50300Item.code, code));
  return row?.name ?? code;
}

async function loadRow(db: DbOrTx, id: number, lang: Language, lock = false): Promise<AcceptanceRow> {
  const q = db.select().from(acceptance).where(eq(acceptance.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw new AppError(acceptanceMessage('notFound', lang), 404, 404);
  return row;
}

export const projectOfAcceptance = async (db: DbOrTx, id: number, lang: Language) =>
  (await loadRow(db, id, lang)).projectId;

/**
 * Applies for acceptance of an inspection lot (检验批报验, GB/T 50319 B.0.7). The rules judge it at
 * once: a failing lot is rejected by the system with the reasons and a rectification notice goes to
 * the contractor; a passing lot goes to the specialist supervising engineer. `id` re-applies a
 * rejected or revoked lot with new results.
 */
export async function applyLot(
  db: Db,
  actor: AuditActor,
  body: AcceptanceApply,
  lang: Language,
): Promise<{ id: number; status: AcceptanceRow['status']; reason: string; rectificationId: number | null }> {
  return db.transaction(async (tx) => {
    await assertMember(tx, actor.userId, body.projectId, lang);
    const [selected] = await tx
      .select({ code: projectSubitem.code })
      .from(projectSubitem)
      .where(and(eq(projectSubitem.projectId, body.projectId), eq(projectSubitem.code, body.code)));
    if (!selected) throw fieldError('code', acceptanceMessage('subItemNotSelected', lang), lang);
    const name = await subItemName(tx, body.code);
    const judged = judgeLot(body, lang);
    const values = {
      projectId: body.projectId,
      level: 'lot' as const,
      code: body.code,
      lotNo: body.lotNo,
      location: body.location,
      lotSize: body.lotSize,
      sampleSize: body.sampleSize,
      mainItems: body.mainItems,
      generalItems: body.generalItems,
      recordsComplete: body.recordsComplete,
      failures: judged.failures,
      status: judged.pass ? ('pending' as const) : ('rejected' as const),
      rejectReason: judged.pass ? '' : judged.reason,
      applicantId: actor.userId,
      rectificationId: null,
      acceptedAt: null,
      updatedAt: new Date(),
    };
    let before: AcceptanceRow | null = null;
    let row: AcceptanceRow | undefined;
    if (body.id !== undefined) {
      before = await loadRow(tx, body.id, lang, true);
      if (before.projectId !== body.projectId || before.level !== 'lot')
        throw new AppError(acceptanceMessage('notFound', lang), 404, 404);
      if (before.status !== 'rejected' && before.status !== 'cancelled')
        throw new AppError(acceptanceMessage('notReapplicable', lang), 409, 409);
      [row] = await tx.update(acceptance).set(values).where(eq(acceptance.id, body.id)).returning();
    } else {
      [row] = await tx.insert(acceptance).values(values).onConflictDoNothing().returning();
      if (!row) throw fieldError('lotNo', acceptanceMessage('lotExists', lang), lang);
    }
    if (!row) throw new Error('acceptance not saved');
    // A sub-item accepted earlier waits again for this lot.
    await tx
      .update(acceptance)
      .set({ status: 'pending', acceptedAt: null, updatedAt: new Date() })
      .where(
        and(
          eq(acceptance.projectId, row.projectId),
          eq(acceptance.level, 'subitem'),
          eq(acceptance.code, row.code),
          eq(acceptance.status, 'accepted'),
        ),
      );
    const title = `${name} ${body.lotNo}（${body.location}）检验批验收`;
    const flow = {
      projectId: row.projectId,
      businessType: 'inspection-lot' as const,
      businessId: row.id,
      title,
    };
    let rectificationId: number | null = null;
    if (judged.pass) {
      const instance = await startFlow(tx, actor, { ...flow, attachments: body.attachments }, lang);
      [row] = await tx
        .update(acceptance)
        .set({ flowInstanceId: instance.id })
        .where(eq(acceptance.id, row.id))
        .returning();
    } else {
      // The applicant must still be one who may apply, though the rules refuse the lot.
      await assertApplicant(tx, actor, row.projectId, lang);
      const reason = acceptanceMessage('autoRejected', 'zh', { reason: judgeLot(body, 'zh').reason });
      const instance = await recordAutoRejection(tx, actor, {
        ...flow,
        attachments: body.attachments,
        reason,
      });
      const notice = await createRectification(tx, {
        projectId: row.projectId,
        source: 'acceptance',
        sourceId: row.id,
        title: acceptanceMessage('rectificationTitle', 'zh', { name, lotNo: body.lotNo }),
        problem: reason,
        issuerId: actor.userId,
        responsibleUserId: actor.userId,
        ...(actor.ip ? { ip: actor.ip } : {}),
      });
      rectificationId = notice.id;
      [row] = await tx
        .update(acceptance)
        .set({ flowInstanceId: instance.id, rectificationId })
        .where(eq(acceptance.id, row.id))
        .returning();
    }
    if (!row) throw new Error('acceptance not saved');
    await recordAudit(tx, actor, [
      {
        projectId: row.projectId,
        resource: 'acceptance',
        action: before ? 'reapply' : 'apply',
        recordId: row.id,
        before,
        after: row,
      },
    ]);
    return { id: row.id, status: row.status, reason: row.rejectReason, rectificationId };
  });
}

async function assertApplicant(tx: DbOrTx, actor: AuditActor, projectId: number, lang: Language) {
  // startFlow checks the applicant roles; for an automatic rejection check the same rule here.
  const definition = await loadDefinition(tx, 'inspection-lot', projectId);
  const roles = await memberRoleIds(tx, actor.userId, projectId);
  if (!definition || !roles.some((r) => definition.applicantRoles.includes(r)))
    throw new AppError(t('forbidden', lang), 403, 403);
}

/** The applicant revokes while no signer has acted. */
export async function revokeAcceptance(db: Db, actor: AuditActor, id: number, lang: Language) {
  return db.transaction(async (tx) => {
    const row = await loadRow(tx, id, lang, true);
    const type = row.level === 'lot' ? 'inspection-lot' : row.level === 'subitem' ? 'sub-item' : 'division';
    const instance = await pendingInstanceOf(tx, type, id);
    if (row.status !== 'pending' || !instance)
      throw new AppError(acceptanceMessage('notPending', lang), 409, 409);
    await cancelInTx(tx, actor, instance.id, lang);
  });
}

/** A sub-item passes (5.0.2) when every one of its lots is accepted: the sub-item record follows. */
async function rollUpSubItem(tx: DbOrTx, lot: AcceptanceRow, actorId: number | null) {
  const lots = await tx
    .select({ id: acceptance.id, status: acceptance.status, recordsComplete: acceptance.recordsComplete })
    .from(acceptance)
    .where(
      and(
        eq(acceptance.projectId, lot.projectId),
        eq(acceptance.level, 'lot'),
        eq(acceptance.code, lot.code),
      ),
    );
  const judged = judgeSubItem({
    lots: lots.map((l) => ({ id: String(l.id), pass: l.status === 'accepted' })),
    recordsComplete: lots.every((l) => l.recordsComplete),
  });
  if (!judged.pass) return;
  const now = new Date();
  const [row] = await tx
    .insert(acceptance)
    .values({
      projectId: lot.projectId,
      level: 'subitem',
      code: lot.code,
      status: 'accepted',
      recordsComplete: true,
      applicantId: actorId,
      acceptedAt: now,
    })
    .onConflictDoUpdate({
      target: [acceptance.projectId, acceptance.level, acceptance.code, acceptance.lotNo],
      set: { status: 'accepted', acceptedAt: now, updatedAt: now },
    })
    .returning();
  if (row && actorId !== null)
    await recordAudit(tx, { userId: actorId }, [
      {
        projectId: row.projectId,
        resource: 'acceptance',
        action: 'subItemAccepted',
        recordId: row.id,
        after: row,
      },
    ]);
}

/**
 * Applies by hand for acceptance of a sub-item (分项工程报验): refused (422) unless every one of its lots
 * is accepted; a sub-item already accepted or waiting is 409. The lots' records were incomplete when the
 * last one passed (so it did not roll up); the applicant declares them complete now.
 */
/** A sub-item's or division's application of the project, locked for the re-application that follows. */
async function lockedApplication(tx: DbOrTx, projectId: number, level: 'subitem' | 'division', code: string) {
  const [existing] = await tx
    .select()
    .from(acceptance)
    .where(and(eq(acceptance.projectId, projectId), eq(acceptance.level, level), eq(acceptance.code, code)))
    .for('update');
  return existing;
}

/** Writes the application over the earlier (rejected or revoked) one, or as a new row. */
async function saveApplication(
  tx: DbOrTx,
  existing: AcceptanceRow | undefined,
  values: typeof acceptance.$inferInsert,
  what: string,
) {
  const [row] = existing
    ? await tx.update(acceptance).set(values).where(eq(acceptance.id, existing.id)).returning()
    : await tx.insert(acceptance).values(values).returning();
  if (!row) throw new Error(`${what} not saved`);
  return row;
}

/** Links the application to its flow instance and audits it against what it replaced. */
async function linkFlow(
  tx: DbOrTx,
  actor: AuditActor,
  saved: AcceptanceRow,
  flowInstanceId: number,
  action: 'applySubItem' | 'applyDivision',
  existing: AcceptanceRow | undefined,
) {
  const [row] = await tx
    .update(acceptance)
    .set({ flowInstanceId })
    .where(eq(acceptance.id, saved.id))
    .returning();
  if (!row) throw new Error(`${saved.level === 'subitem' ? 'sub-item' : 'division'} not saved`);
  await recordAudit(tx, actor, [
    {
      projectId: row.projectId,
      resource: 'acceptance',
      action,
      recordId: row.id,
      before: existing ?? null,
      after: row,
    },
  ]);
  return row;
}

/** A sub-item's or division's status follows its flow: accepted, cancelled or rejected (with the comment). */
const statusFollowsFlow: Parameters<typeof registerFlowHandler>[1] = {
  category: 'acceptance',
  async onFinish(tx, instance, outcome, ctx) {
    const now = new Date();
    const status = outcome === 'approved' ? 'accepted' : outcome === 'cancelled' ? 'cancelled' : 'rejected';
    await tx
      .update(acceptance)
      .set({
        status,
        acceptedAt: outcome === 'approved' ? now : null,
        rejectReason: status === 'rejected' ? ctx.comment : '',
        updatedAt: now,
      })
      .where(eq(acceptance.id, instance.businessId));
  },
};

export async function applySubItem(
  db: Db,
  actor: AuditActor,
  body: AcceptanceSubItemApply,
  lang: Language,
): Promise<{ id: number; status: AcceptanceRow['status'] }> {
  return db.transaction(async (tx) => {
    await assertMember(tx, actor.userId, body.projectId, lang);
    const [selected] = await tx
      .select({ code: projectSubitem.code })
      .from(projectSubitem)
      .where(and(eq(projectSubitem.projectId, body.projectId), eq(projectSubitem.code, body.code)));
    if (!selected) throw fieldError('code', acceptanceMessage('subItemNotSelected', lang), lang);
    const lots = await tx
      .select({ id: acceptance.id, lotNo: acceptance.lotNo, status: acceptance.status })
      .from(acceptance)
      .where(
        and(
          eq(acceptance.projectId, body.projectId),
          eq(acceptance.level, 'lot'),
          eq(acceptance.code, body.code),
        ),
      );
    const judged = judgeSubItem({
      lots: lots.map((l) => ({ id: l.lotNo, pass: l.status === 'accepted' })),
      recordsComplete: body.recordsComplete,
    });
    if (!judged.pass)
      throw fieldError(
        'code',
        lots.length === 0
          ? acceptanceMessage('subItemNoLots', lang)
          : acceptanceMessage('subItemLotsOpen', lang, { lots: judged.failedLots.join('、') }),
        lang,
      );
    const existing = await lockedApplication(tx, body.projectId, 'subitem', body.code);
    if (
      existing &&
      (existing.status === 'accepted' || (await pendingInstanceOf(tx, 'sub-item', existing.id)))
    )
      throw new AppError(acceptanceMessage('notReapplicable', lang), 409, 409);
    const values = {
      projectId: body.projectId,
      level: 'subitem' as const,
      code: body.code,
      recordsComplete: true,
      failures: [],
      status: 'pending' as const,
      rejectReason: '',
      applicantId: actor.userId,
      acceptedAt: null,
      updatedAt: new Date(),
    };
    const saved = await saveApplication(tx, existing, values, 'sub-item');
    const instance = await startFlow(
      tx,
      actor,
      {
        projectId: saved.projectId,
        businessType: 'sub-item',
        businessId: saved.id,
        title: `${await subItemName(tx, body.code)}分项工程验收`,
        comment: body.comment,
        attachments: body.attachments,
      },
      lang,
    );
    const row = await linkFlow(tx, actor, saved, instance.id, 'applySubItem', existing);
    return { id: row.id, status: row.status };
  });
}

// The sub-item's status follows its flow: accepted by the specialist supervising engineer, or not.
registerFlowHandler('sub-item', statusFollowsFlow);

// The lot's status follows its flow, in the flow's transaction.
registerFlowHandler('inspection-lot', {
  category: 'acceptance',
  async onFinish(tx, instance: FlowInstanceRow, outcome, ctx) {
    const lot = await loadRow(tx, instance.businessId, 'zh', true);
    const now = new Date();
    if (outcome === 'approved') {
      const [after] = await tx
        .update(acceptance)
        .set({ status: 'accepted', acceptedAt: now, updatedAt: now, rejectReason: '' })
        .where(eq(acceptance.id, lot.id))
        .returning();
      if (after) await rollUpSubItem(tx, after, ctx.actorId);
      return;
    }
    if (outcome === 'cancelled') {
      await tx
        .update(acceptance)
        .set({ status: 'cancelled', updatedAt: now })
        .where(eq(acceptance.id, lot.id));
      return;
    }
    // Rejected by the signer (a rectification notice to the contractor) or returned for rework.
    let rectificationId: number | null = null;
    if (outcome === 'rejected' && ctx.actorId !== null) {
      const notice = await createRectification(tx, {
        projectId: lot.projectId,
        source: 'acceptance',
        sourceId: lot.id,
        title: acceptanceMessage('rectificationTitle', 'zh', {
          name: await subItemName(tx, lot.code),
          lotNo: lot.lotNo,
        }),
        problem: ctx.comment,
        photos: ctx.attachments,
        issuerId: ctx.actorId,
        responsibleUserId: lot.applicantId,
      });
      rectificationId = notice.id;
    }
    await tx
      .update(acceptance)
      .set({ status: 'rejected', rejectReason: ctx.comment, updatedAt: now, rectificationId })
      .where(eq(acceptance.id, lot.id));
  },
});

const columns = {
  row: acceptance,
  codeName: gb50300Item.name,
  applicantName: appUser.name,
  flowVersion: flowInstance.version,
};

function toItem(r: {
  row: AcceptanceRow;
  codeName: string | null;
  applicantName: string | null;
  flowVersion: number | null;
}): AcceptanceItem {
  const x = r.row;
  return {
    id: x.id,
    projectId: x.projectId,
    level: x.level,
    code: x.code,
    codeName: r.codeName ?? x.code,
    lotNo: x.lotNo,
    location: x.location,
    lotSize: x.lotSize,
    sampleSize: x.sampleSize,
    minSampleSize: x.lotSize === null ? null : minimumSampleSize(x.lotSize),
    mainItems: x.mainItems,
    generalItems: x.generalItems,
    recordsComplete: x.recordsComplete,
    failures: x.failures,
    status: x.status,
    rejectReason: x.rejectReason,
    applicantId: x.applicantId,
    applicantName: r.applicantName,
    flowInstanceId: x.flowInstanceId,
    flowVersion: r.flowVersion,
    rectificationId: x.rectificationId,
    acceptedAt: x.acceptedAt?.toISOString() ?? null,
    createdAt: x.createdAt.toISOString(),
    updatedAt: x.updatedAt.toISOString(),
  };
}

const baseQuery = (db: DbOrTx) =>
  db
    .select(columns)
    .from(acceptance)
    .leftJoin(gb50300Item, eq(gb50300Item.code, acceptance.code))
    .leftJoin(appUser, eq(appUser.id, acceptance.applicantId))
    .leftJoin(flowInstance, eq(flowInstance.id, acceptance.flowInstanceId));

function listWhere(q: Omit<AcceptanceListQuery, 'page' | 'limit'>) {
  const filters: SQL[] = [eq(acceptance.projectId, q.proId)];
  if (q.level) filters.push(eq(acceptance.level, q.level));
  if (q.status) filters.push(eq(acceptance.status, q.status));
  if (q.code) filters.push(eq(acceptance.code, q.code));
  if (q.keyword) {
    const like = `%${q.keyword.replace(/[%_\\]/g, '\\$&')}%`;
    filters.push(or(ilike(acceptance.lotNo, like), ilike(acceptance.location, like)) as SQL);
  }
  return and(...filters);
}

export async function listAcceptances(db: DbOrTx, q: AcceptanceListQuery): Promise<Page<AcceptanceItem>> {
  const where = listWhere(q);
  const [rows, [total]] = await Promise.all([
    baseQuery(db)
      .where(where)
      .orderBy(desc(acceptance.updatedAt), desc(acceptance.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(acceptance).where(where),
  ]);
  return { total: total?.n ?? 0, page: q.page, limit: q.limit, list: rows.map(toItem) };
}

export async function allAcceptances(db: DbOrTx, q: Omit<AcceptanceListQuery, 'page' | 'limit'>) {
  const rows = await baseQuery(db)
    .where(and(listWhere(q), ne(acceptance.level, 'division')))
    .orderBy(desc(acceptance.updatedAt), desc(acceptance.id))
    .limit(10000);
  return rows.map(toItem);
}

export async function acceptanceDetail(
  db: DbOrTx,
  id: number,
  lang: Language,
): Promise<AcceptanceItem & { trail: FlowActionItem[] }> {
  const [row] = await baseQuery(db).where(eq(acceptance.id, id));
  if (!row) throw new AppError(acceptanceMessage('notFound', lang), 404, 404);
  const type =
    row.row.level === 'lot' ? 'inspection-lot' : row.row.level === 'subitem' ? 'sub-item' : 'division';
  return { ...toItem(row), trail: await trailOf(db, type, id, lang) };
}

// ---------------------------------------------------------------------------------------------
// Division (分部, GB 50300-2013 5.0.3)

/**
 * The division judged: its selected sub-items each accepted, documents complete, the safety and
 * function tests passed (for 地基与基础, the pile acceptance sheets recorded: none failed), the
 * appearance not poor. Answers the failures and the reason in words.
 */
export async function judgeDivisionOf(
  db: DbOrTx,
  projectId: number,
  body: Pick<AcceptanceDivisionApply, 'code' | 'documentsComplete' | 'appearance'>,
  lang: Language,
) {
  const selected = await db
    .select({ code: projectSubitem.code, name: gb50300Item.name })
    .from(projectSubitem)
    .innerJoin(gb50300Item, eq(gb50300Item.code, projectSubitem.code))
    .where(and(eq(projectSubitem.projectId, projectId), like(projectSubitem.code, `${body.code}____`)));
  const codes = selected.map((r) => r.code);
  const accepted = codes.length
    ? await db
        .select({ code: acceptance.code })
        .from(acceptance)
        .where(
          and(
            eq(acceptance.projectId, projectId),
            eq(acceptance.level, 'subitem'),
            eq(acceptance.status, 'accepted'),
            inArray(acceptance.code, codes),
          ),
        )
    : [];
  const acceptedCodes = new Set(accepted.map((r) => r.code));
  const safety = await safetyAndFunctionFailures(db, projectId, body.code);
  const result = judgeDivision({
    subItems: selected.map((r) => ({ code: r.code, pass: acceptedCodes.has(r.code) })),
    documentsComplete: body.documentsComplete,
    safetyFunctionTestsPass: safety.piles + safety.detections + safety.concreteLots === 0,
    appearance: body.appearance,
  });
  const failedNames = selected.filter((r) => !acceptedCodes.has(r.code)).map((r) => r.name);
  const failures: StoredFailure[] = result.checks
    .filter((c) => !c.pass)
    .map((c) => ({
      key: c.key,
      clause: c.clause,
      name:
        c.key === 'subItemsPass'
          ? failedNames.join('、')
          : c.key === 'safetyFunctionTestsPass'
            ? String(safety.piles + safety.detections + safety.concreteLots)
            : '',
    }));
  const parts = failures.map((f) =>
    f.key === 'subItemsPass'
      ? acceptanceMessage(selected.length ? 'reasonSubItems' : 'reasonNoSubItems', lang, { names: f.name })
      : f.key === 'documentsComplete'
        ? acceptanceMessage('reasonDocuments', lang)
        : f.key === 'safetyFunctionTestsPass'
          ? safetyReason(safety, lang)
          : acceptanceMessage('reasonAppearance', lang),
  );
  return { pass: result.pass, failures, reason: parts.join('；') };
}

/** Divisions whose safety and function tests include the concrete strength evaluation (GB/T 50107). */
const CONCRETE_DIVISIONS = new Set(['01', '02']);

/**
 * The safety and function tests of a division that failed (GB 50300-2013 5.0.3 item 3), read from the
 * modules that hold them: for 地基与基础 the pile acceptance sheets and the pile detections (JGJ 106: an
 * integrity class III/IV pile or a failed load test counts until its rectification is closed); for
 * 地基与基础 and 主体结构 the concrete lots evaluated as failed by GB/T 50107.
 */
async function safetyAndFunctionFailures(db: DbOrTx, projectId: number, divisionCode: string) {
  let piles = 0;
  let detections = 0;
  let concreteLots = 0;
  if (divisionCode === '01') {
    const [sheets] = await db
      .select({ n: count() })
      .from(pileAcceptance)
      .where(and(eq(pileAcceptance.projectId, projectId), eq(pileAcceptance.pass, false)));
    piles = sheets?.n ?? 0;
    const [detected] = await db
      .select({ n: countDistinct(detectionResult.pileId) })
      .from(detectionResult)
      .leftJoin(rectification, eq(rectification.id, detectionResult.rectificationId))
      .where(
        and(
          eq(detectionResult.projectId, projectId),
          eq(detectionResult.pass, false),
          or(isNull(rectification.id), ne(rectification.status, 'closed')),
        ),
      );
    detections = detected?.n ?? 0;
  }
  if (CONCRETE_DIVISIONS.has(divisionCode)) {
    const [lots] = await db
      .select({ n: count() })
      .from(lotEvaluation)
      .where(and(eq(lotEvaluation.projectId, projectId), eq(lotEvaluation.verdict, 'fail')));
    concreteLots = lots?.n ?? 0;
  }
  return { piles, detections, concreteLots };
}

function safetyReason(failed: Awaited<ReturnType<typeof safetyAndFunctionFailures>>, lang: Language): string {
  const parts: string[] = [];
  if (failed.piles) parts.push(acceptanceMessage('reasonSafety', lang, { n: failed.piles }));
  if (failed.detections)
    parts.push(acceptanceMessage('reasonSafetyDetection', lang, { n: failed.detections }));
  if (failed.concreteLots)
    parts.push(acceptanceMessage('reasonSafetyConcrete', lang, { n: failed.concreteLots }));
  return parts.join('；');
}

/** Applies for divisional acceptance; `id` applies again for a rejected or revoked one. */
export async function applyDivision(
  db: Db,
  actor: AuditActor,
  body: AcceptanceDivisionApply,
  lang: Language,
): Promise<{ id: number; status: AcceptanceRow['status']; reason: string; rectificationId: null }> {
  return db.transaction(async (tx) => {
    const roles = await assertMember(tx, actor.userId, body.projectId, lang);
    const definition = await loadDefinition(tx, 'division', body.projectId);
    if (!definition || !roles.some((r) => definition.applicantRoles.includes(r)))
      throw new AppError(t('forbidden', lang), 403, 403);
    const [selected] = await tx
      .select({ code: projectSubitem.code })
      .from(projectSubitem)
      .where(and(eq(projectSubitem.projectId, body.projectId), eq(projectSubitem.code, body.code)));
    if (!selected) throw fieldError('code', acceptanceMessage('subItemNotSelected', lang), lang);
    const judged = await judgeDivisionOf(tx, body.projectId, body, lang);
    const existing = await lockedApplication(tx, body.projectId, 'division', body.code);
    if (existing && existing.status !== 'rejected' && existing.status !== 'cancelled')
      throw new AppError(acceptanceMessage('notReapplicable', lang), 409, 409);
    const values = {
      projectId: body.projectId,
      level: 'division' as const,
      code: body.code,
      recordsComplete: body.documentsComplete,
      failures: judged.failures,
      status: judged.pass ? ('pending' as const) : ('rejected' as const),
      rejectReason: judged.pass ? '' : judged.reason,
      applicantId: actor.userId,
      acceptedAt: null,
      updatedAt: new Date(),
    };
    const saved = await saveApplication(tx, existing, values, 'division');
    const name = await subItemName(tx, body.code);
    const flow = {
      projectId: saved.projectId,
      businessType: 'division' as const,
      businessId: saved.id,
      title: `${name}分部工程验收`,
      attachments: body.attachments,
    };
    const instance = judged.pass
      ? await startFlow(tx, actor, flow, lang)
      : await recordAutoRejection(tx, actor, {
          ...flow,
          reason: acceptanceMessage('autoRejectedDivision', 'zh', {
            reason: (await judgeDivisionOf(tx, body.projectId, body, 'zh')).reason,
          }),
        });
    const row = await linkFlow(tx, actor, saved, instance.id, 'applyDivision', existing);
    return { id: row.id, status: row.status, reason: row.rejectReason, rectificationId: null };
  });
}

// The division's too.
registerFlowHandler('division', statusFollowsFlow);
