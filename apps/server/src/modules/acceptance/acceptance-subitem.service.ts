import { type AcceptanceSubItemApply, judgeSubItem, type Language } from '@zhuji/shared';
import { and, eq } from 'drizzle-orm';
import { assertMember } from '../../platform/access';
import type { AuditActor } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import { pendingInstanceOf, registerFlowHandler, startFlow } from '../../platform/flow';
import { projectSubitem } from '../../platform/identity';
import { acceptanceMessage } from './acceptance.messages';
import { acceptance } from './acceptance.table';
import {
  type AcceptanceRow,
  fieldError,
  linkFlow,
  lockedApplication,
  saveApplication,
  statusFollowsFlow,
  subItemName,
} from './acceptance-common';

/**
 * Applies by hand for acceptance of a sub-item (分项工程报验): refused (422) unless every one of its lots
 * is accepted; a sub-item already accepted or waiting is 409. The lots' records were incomplete when the
 * last one passed (so it did not roll up); the applicant declares them complete now.
 */
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
