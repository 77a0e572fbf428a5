import {
  businessDate,
  monthOf,
  OUTPUT_NOTICE_DEFAULTS,
  type OutputNoticeParams,
  previousMonth,
  shouldShowOutputNotice,
} from '@zhuji/shared';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
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
  return (await outputNoticesFor(db, userId, [projectId], today)).get(projectId) ?? false;
}

/** The same decision for several projects at once (the workbench): three queries, not three per project. */
export async function outputNoticesFor(
  db: DbOrTx,
  userId: number,
  projectIds: readonly number[],
  today: Date = new Date(),
): Promise<Map<number, boolean>> {
  const due = new Map<number, boolean>();
  if (projectIds.length === 0) return due;
  const ids = [...projectIds];
  const date = businessDate(today);
  const month = monthOf(date);
  const [statuses, filed, read] = await Promise.all([
    db
      .select({ projectId: projectProgressStatus.projectId, status: projectProgressStatus.status })
      .from(projectProgressStatus)
      .where(inArray(projectProgressStatus.projectId, ids)),
    db
      .select({ projectId: outputReport.projectId })
      .from(outputReport)
      .where(
        and(
          inArray(outputReport.projectId, ids),
          eq(outputReport.reportMonth, previousMonth(month)),
          isNotNull(outputReport.filedAt),
        ),
      ),
    db
      .select({ projectId: outputNoticeRead.projectId })
      .from(outputNoticeRead)
      .where(
        and(
          eq(outputNoticeRead.userId, userId),
          inArray(outputNoticeRead.projectId, ids),
          eq(outputNoticeRead.month, month),
        ),
      ),
  ]);
  const statusOf = new Map(statuses.map((s) => [s.projectId, s.status]));
  const filedSet = new Set(filed.map((f) => f.projectId));
  const readSet = new Set(read.map((r) => r.projectId));
  for (const id of ids)
    due.set(
      id,
      shouldShowOutputNotice({
        today: date,
        projectStatus: statusOf.get(id),
        lastMonthFiled: filedSet.has(id),
        readThisMonth: readSet.has(id),
      }),
    );
  return due;
}
