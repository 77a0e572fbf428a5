import {
  type AcceptanceApply,
  judgeInspectionLot,
  judgeSubItem,
  type Language,
  minimumSampleSize,
} from '@zhuji/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { assertMember, memberRoleIds } from '../../platform/access';
import { type AuditActor, recordAudit } from '../../platform/audit/audit';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import {
  cancelInTx,
  type FlowInstanceRow,
  loadDefinition,
  pendingInstanceOf,
  recordAutoRejection,
  registerFlowHandler,
  startFlow,
} from '../../platform/flow';
import { t } from '../../platform/i18n';
import { projectSubitem } from '../../platform/identity';
import { createRectification } from '../../platform/rectification';
import { testReport } from '../specimen';
import { acceptanceMessage } from './acceptance.messages';
import { acceptance, type StoredFailure } from './acceptance.table';
import { type AcceptanceRow, fieldError, loadRow, subItemName } from './acceptance-common';
import { openLotVersion } from './acceptance-signing';

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
    await assertProjectReports(tx, body.projectId, body.testReportIds, lang);
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
      testReportIds: [...body.testReportIds].sort((a, b) => a - b),
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

/** The lot may rest only on test reports issued on its own project (another project's answer like missing ones). */
async function assertProjectReports(tx: DbOrTx, projectId: number, ids: number[], lang: Language) {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: testReport.id })
    .from(testReport)
    .where(and(eq(testReport.projectId, projectId), inArray(testReport.id, ids)));
  if (found.length !== ids.length)
    throw fieldError('testReportIds', acceptanceMessage('reportNotInProject', lang), lang);
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
      // The accepted lot's record is then signed in turn (acceptance-signing.ts).
      await openLotVersion(tx, lot.id, ctx.actorId);
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
