import { type AcceptanceDivisionApply, gb50300Name, judgeDivision, type Language } from '@zhuji/shared';
import { and, count, countDistinct, eq, inArray, isNull, like, ne, or } from 'drizzle-orm';
import { assertMember } from '../../platform/access';
import type { AuditActor } from '../../platform/audit/audit';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import { loadDefinition, recordAutoRejection, registerFlowHandler, startFlow } from '../../platform/flow';
import { t } from '../../platform/i18n';
import { gb50300Item, projectSubitem } from '../../platform/identity';
import { rectification } from '../../platform/rectification';
import { pileAcceptance } from '../pile';
import { detectionResult } from '../pile-detection';
import { lotEvaluation } from '../specimen';
import { acceptanceMessage } from './acceptance.messages';
import { acceptance, type StoredFailure } from './acceptance.table';
import {
  type AcceptanceRow,
  fieldError,
  linkFlow,
  lockedApplication,
  saveApplication,
  statusFollowsFlow,
  subItemName,
} from './acceptance-common';

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
  const failedNames = selected
    .filter((r) => !acceptedCodes.has(r.code))
    .map((r) => gb50300Name(r.code, lang) ?? r.name);
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
