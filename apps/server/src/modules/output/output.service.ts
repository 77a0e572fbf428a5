import {
  businessDate,
  COMPANY_TYPE,
  type Language,
  monthOf,
  OUTPUT_NOTICE_DEFAULTS,
  type OutputCheck,
  type OutputCheckBody,
  type OutputNoticeParams,
  type ProjectProgressStatus,
  previousMonth,
  shouldShowOutputNotice,
} from '@zhuji/shared';
import { and, eq, inArray, isNotNull, type SQLWrapper, sql } from 'drizzle-orm';
import { projectsAsCompanyType } from '../../platform/access';
import { type AuditActor, recordAudit } from '../../platform/audit/audit';
import type { Db, DbOrTx } from '../../platform/db/client';
import { outputMessage } from './output.messages';
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
 * What the output notice needs to know of one project, as columns of the caller's own query: user info
 * reads them with the account, its project and its unread count in one round trip (issue 21: the
 * notice alone was four queries on every user info). `userId`, `projectId` and the months ('YYYY-MM',
 * the business month and the one before) are SQL: a column or a placeholder of a prepared query.
 */
export function outputNoticeFacts(
  userId: SQLWrapper,
  projectId: SQLWrapper,
  month: SQLWrapper,
  lastMonth: SQLWrapper,
) {
  return {
    progressStatus: sql<ProjectProgressStatus | null>`(select ${projectProgressStatus.status}
      from ${projectProgressStatus} where ${projectProgressStatus.projectId} = ${projectId})`,
    lastMonthFiled: sql<boolean>`exists (select 1 from ${outputReport}
      where ${outputReport.projectId} = ${projectId} and ${outputReport.reportMonth} = ${lastMonth}
      and ${outputReport.filedAt} is not null)`,
    readThisMonth: sql<boolean>`exists (select 1 from ${outputNoticeRead}
      where ${outputNoticeRead.userId} = ${userId} and ${outputNoticeRead.projectId} = ${projectId}
      and ${outputNoticeRead.month} = ${month})`,
  };
}

/** The months outputNoticeFacts compares with ('YYYY-MM'), from a business date ('YYYY-MM-DD'). */
export function outputNoticeMonths(today: string): { month: string; lastMonth: string } {
  const month = monthOf(today);
  return { month, lastMonth: previousMonth(month) };
}

/**
 * The notice from what outputNoticeFacts read — the rule of outputNoticeFor — for a user on the
 * contractor's side of the project or not (`contractorHere`, from the roles the user holds there), on
 * the business date `today` ('YYYY-MM-DD').
 */
export function outputNoticeFromFacts(
  facts: { progressStatus: ProjectProgressStatus | null; lastMonthFiled: boolean; readThisMonth: boolean },
  contractorHere: boolean,
  today: string,
): boolean {
  return (
    contractorHere &&
    shouldShowOutputNotice({
      today,
      projectStatus: facts.progressStatus,
      lastMonthFiled: facts.lastMonthFiled,
      readThisMonth: facts.readThisMonth,
    })
  );
}

/**
 * Whether user info should raise the output notice for this user on this project (docs/product.md §4): between
 * the 5th and the 28th, last month not filed, the project still running, the user the contractor's,
 * not closed this month.
 */
export async function outputNoticeFor(
  db: DbOrTx,
  userId: number,
  projectId: number,
  today: Date = new Date(),
): Promise<boolean> {
  return (await outputNoticesFor(db, userId, [projectId], today)).get(projectId) ?? false;
}

/** The notice for several projects at once: the report is due and the user has not closed the notice. */
export async function outputNoticesFor(
  db: DbOrTx,
  userId: number,
  projectIds: readonly number[],
  today: Date = new Date(),
): Promise<Map<number, boolean>> {
  const month = monthOf(businessDate(today));
  const [due, read] = await Promise.all([
    outputReportsDue(db, userId, projectIds, today),
    projectIds.length === 0
      ? []
      : db
          .select({ projectId: outputNoticeRead.projectId })
          .from(outputNoticeRead)
          .where(
            and(
              eq(outputNoticeRead.userId, userId),
              inArray(outputNoticeRead.projectId, [...projectIds]),
              eq(outputNoticeRead.month, month),
            ),
          ),
  ]);
  const readSet = new Set(read.map((r) => r.projectId));
  return new Map([...due].map(([id, isDue]) => [id, isDue && !readSet.has(id)]));
}

/**
 * Whether last month's report is still owed on each project by this user (the workbench's 待填报产值):
 * inside the window, not filed, the project running, and the user on the contractor's side of the
 * project. Closing the notice hides the notice, not the debt. Three queries.
 */
export async function outputReportsDue(
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
  const [statuses, filed, filers] = await Promise.all([
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
    // The report is the contractor's (docs/domains/output.md): supervision, the owner, the lab, the
    // supplier and the regulator are not reminded of it.
    projectsAsCompanyType(db, userId, ids, COMPANY_TYPE.CONTRACTOR),
  ]);
  const statusOf = new Map(statuses.map((s) => [s.projectId, s.status]));
  const filedSet = new Set(filed.map((f) => f.projectId));
  for (const id of ids)
    due.set(
      id,
      filers.has(id) &&
        shouldShowOutputNotice({
          today: date,
          projectStatus: statusOf.get(id),
          lastMonthFiled: filedSet.has(id),
          readThisMonth: false,
        }),
    );
  return due;
}

// ── The monthly output-value report (docs/domains/output.md) ───────────────────────────────

export interface ReportFigures {
  contractValue: string | null;
  cumulativeValue: string;
  monthRate: string | null;
  cumulativeRate: string | null;
}

/**
 * The figures of a month's report, exact in numeric: the contract value (the project's money), the
 * cumulative value (this month's actual plus every earlier month's), actual ÷ planned and
 * cumulative ÷ contract in percent (2 decimals; null when the divisor is zero or missing).
 */
export async function reportFigures(
  db: DbOrTx,
  projectId: number,
  reportMonth: string,
  plannedValue: string | null | undefined,
  actualValue: string | null | undefined,
  excludeId = 0,
): Promise<ReportFigures> {
  const result = await db.execute<{
    contract_value: string | null;
    cumulative_value: string;
    month_rate: string | null;
    cumulative_rate: string | null;
  }>(sql`
    with f as (
      select
        (select money from project where id = ${projectId}) as contract,
        coalesce(
          (select sum(actual_value) from output_report
            where project_id = ${projectId} and report_month < ${reportMonth} and id <> ${excludeId}),
          0
        ) + coalesce(${actualValue ?? null}::numeric, 0) as cumulative,
        ${plannedValue ?? null}::numeric as planned,
        ${actualValue ?? null}::numeric as actual
    )
    select
      contract::text as contract_value,
      round(cumulative, 4)::text as cumulative_value,
      case when planned > 0 and actual is not null then round(actual / planned * 100, 2)::text end as month_rate,
      case when contract > 0 then round(cumulative / contract * 100, 2)::text end as cumulative_rate
    from f`);
  const row = result.rows[0];
  return {
    contractValue: row?.contract_value ?? null,
    cumulativeValue: row?.cumulative_value ?? '0.0000',
    monthRate: row?.month_rate ?? null,
    cumulativeRate: row?.cumulative_rate ?? null,
  };
}

/** After a report changes, the cumulative figures of every report of the project follow (window sum). */
export async function recomputeCumulative(db: DbOrTx, projectId: number): Promise<void> {
  await db.execute(sql`
    update output_report o
       set cumulative_value = s.cumulative,
           cumulative_rate = case when o.contract_value > 0 then round(s.cumulative / o.contract_value * 100, 2) end
      from (
        select id, sum(coalesce(actual_value, 0)) over (order by report_month) as cumulative
          from output_report where project_id = ${projectId}
      ) s
     where o.id = s.id and o.project_id = ${projectId}`);
}

export async function setOutputParams(
  db: Db,
  actor: AuditActor,
  body: { projectId: number; firstHalfStartDate: number; firstHalfEndDate: number },
): Promise<OutputNoticeParams> {
  return db.transaction(async (tx) => {
    const before = await outputParams(tx, body.projectId);
    const values = { firstHalfStartDate: body.firstHalfStartDate, firstHalfEndDate: body.firstHalfEndDate };
    await tx
      .insert(outputNoticeParam)
      .values({ projectId: body.projectId, ...values })
      .onConflictDoUpdate({ target: outputNoticeParam.projectId, set: values });
    await recordAudit(tx, actor, [
      {
        projectId: body.projectId,
        resource: 'outputNoticeParam',
        action: 'update',
        recordId: body.projectId,
        before,
        after: values,
      },
    ]);
    return values;
  });
}

/** POST output check: what the report would show and what looks wrong, before it is filed. */
export async function checkOutput(
  db: DbOrTx,
  body: OutputCheckBody,
  lang: Language,
  now = new Date(),
): Promise<OutputCheck> {
  const [existing] = await db
    .select({ id: outputReport.id })
    .from(outputReport)
    .where(and(eq(outputReport.projectId, body.projectId), eq(outputReport.reportMonth, body.reportMonth)));
  const figures = await reportFigures(
    db,
    body.projectId,
    body.reportMonth,
    body.plannedValue,
    body.actualValue,
    existing?.id ?? 0,
  );
  const warnings: string[] = [];
  const month = body.reportMonth;
  if (month >= monthOf(businessDate(now))) warnings.push(outputMessage('futureMonth', lang, { month }));
  if (existing) warnings.push(outputMessage('exists', lang, { month }));
  if (figures.contractValue === null) warnings.push(outputMessage('noContract', lang));
  else if (Number(figures.cumulativeValue) > Number(figures.contractValue))
    warnings.push(
      outputMessage('overContract', lang, {
        cumulative: figures.cumulativeValue,
        contract: figures.contractValue,
      }),
    );
  const rate = figures.monthRate === null ? null : Number(figures.monthRate);
  if (rate !== null && (rate > 150 || rate < 50))
    warnings.push(outputMessage('farAbovePlan', lang, { rate: figures.monthRate ?? '' }));
  return { exists: existing !== undefined, ...figures, warnings };
}
