import {
  businessDate,
  monthOf,
  OUTPUT_NOTICE_DEFAULTS,
  type OutputNoticeParams,
  previousMonth,
  shouldShowOutputNotice,
} from '@zhuji/shared';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import { outputNoticeParam, outputNoticeRead, outputReport, projectProgressStatus } from './output.table';

/** The project's output-notice parameters, the defaults (5 and 20) when it has none of its own. */
export async function outputParams(db: DbOrTx, projectId: number): Promise<OutputNoticeParams> {
  const [row] = await db
    .select({
      firstHalfStartDate: outputNoticeParam.firstHalfStartDate,
      firstHalfEndDate: outputNoticeParam.firstHalfEndDate,
    })
    .from(outputNoticeParam)
    .where(eq(outputNoticeParam.projectId, projectId));
  return row ?? { ...OUTPUT_NOTICE_DEFAULTS };
}

/** The user closed the notice: it stays closed for the rest of this month. Idempotent. */
export async function markOutputNoticeRead(
  db: Db,
  userId: number,
  projectId: number,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(outputNoticeRead)
      .values({ userId, projectId, month: monthOf(businessDate(now)) })
      .onConflictDoNothing();
  });
}

/**
 * Whether user info should raise the output notice for this user on this project (spec §4): between
 * the 5th and the 28th, last month not filed, the project still running, not closed this month.
 */
export async function outputNoticeFor(
  db: DbOrTx,
  userId: number,
  projectId: number,
  today: Date = new Date(),
): Promise<boolean> {
  const date = businessDate(today);
  const month = monthOf(date);
  const [[status], [filed], [read]] = await Promise.all([
    db
      .select({ status: projectProgressStatus.status })
      .from(projectProgressStatus)
      .where(eq(projectProgressStatus.projectId, projectId)),
    db
      .select({ id: outputReport.id })
      .from(outputReport)
      .where(
        and(
          eq(outputReport.projectId, projectId),
          eq(outputReport.reportMonth, previousMonth(month)),
          isNotNull(outputReport.filedAt),
        ),
      ),
    db
      .select({ month: outputNoticeRead.month })
      .from(outputNoticeRead)
      .where(
        and(
          eq(outputNoticeRead.userId, userId),
          eq(outputNoticeRead.projectId, projectId),
          eq(outputNoticeRead.month, month),
        ),
      ),
  ]);
  return shouldShowOutputNotice({
    today: date,
    projectStatus: status?.status,
    lastMonthFiled: filed !== undefined,
    readThisMonth: read !== undefined,
  });
}
