import { randomBytes } from 'node:crypto';
import {
  businessToday,
  COMPANY_TYPE,
  type Language,
  type ReportVerify,
  type SubmitResult,
  specimenGroupValue,
} from '@zhuji/shared';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { assertMember, fieldError } from '../../platform/access';
import { type AuditActor, recordAudit } from '../../platform/audit/audit';
import type { SessionUser } from '../../platform/auth/session';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import { company, project, projectMember, role } from '../../platform/identity';
import type { PlatformKey } from '../../platform/signature';
import { storedFile } from '../../platform/storage/stored-file.table';
import {
  specimen,
  specimenAmendment,
  specimenResult,
  specimenSubmission,
  testReport,
} from './specimen.table';
import {
  assertReads,
  compTypeOf,
  conflict,
  loadSpecimen,
  loadSubmission,
  msg,
  refused,
  round1,
  type SpecimenRow,
  type SubmissionRow,
} from './specimen-common';
import { evaluateProject } from './specimen-evaluation.service';
import { openReportVersion, reportChainSteps, reportContent, reportSigning } from './specimen-report-signing';
import { signContent } from './specimen-signing';
import { detailOf } from './specimen-submission.service';

/** Whether the user holds a role of the testing-lab type (检测人员 …) on the project. */
async function holdsLabRole(db: DbOrTx, userId: number, projectId: number) {
  const [row] = await db
    .select({ roleId: projectMember.roleId })
    .from(projectMember)
    .innerJoin(role, eq(role.id, projectMember.roleId))
    .where(
      and(
        eq(projectMember.userId, userId),
        eq(projectMember.projectId, projectId),
        eq(role.compType, COMPANY_TYPE.TESTING_LAB),
      ),
    )
    .limit(1);
  return !!row;
}

/** Whether the user is a tester of the lab the submission is addressed to (see assertLabOf). */
export async function labWrites(db: DbOrTx, user: SessionUser, s: SubmissionRow) {
  return (
    (await compTypeOf(db, user)) === COMPANY_TYPE.TESTING_LAB &&
    user.companyId === s.labCompanyId &&
    (await holdsLabRole(db, user.userId, s.projectId))
  );
}

/**
 * Lab data (receipt, results, report, amendments) is written only by a user of the lab company the
 * submission is addressed to who holds the lab role on its project; platform staff never write it
 * (issue 16). Who may not read the submission is told it does not exist (404), a reader is refused (403).
 */
async function assertLabOf(db: DbOrTx, user: SessionUser, s: SubmissionRow, lang: Language) {
  if (await labWrites(db, user, s)) return;
  await assertReads(db, user, s, lang);
  throw refused('labOnly', lang);
}

// ---- the lab: receive, results, report, amendment ------------------------------------------------

export async function receiveSubmission(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  id: number,
  lang: Language,
  /** More of the receipt, in its transaction, when this call received it (the scan places the groups). */
  onReceived?: (tx: DbOrTx, s: { id: number; projectId: number }) => Promise<void>,
) {
  const s0 = await loadSubmission(db, id, lang);
  await assertLabOf(db, user, s0, lang);
  return db.transaction(async (tx) => {
    const s = await loadSubmission(tx, id, lang, true);
    if (s.status === 'submitted') {
      await tx
        .update(specimenSubmission)
        .set({ status: 'received', receivedBy: actor.userId, receivedAt: new Date() })
        .where(eq(specimenSubmission.id, s.id));
      await tx.update(specimen).set({ status: 'received' }).where(eq(specimen.submissionId, s.id));
      await recordAudit(tx, actor, [
        { projectId: s.projectId, resource: 'specimen-submission', action: 'receive', recordId: s.id },
      ]);
      await onReceived?.(tx, s);
    }
    return detailOf(tx, (await loadSubmission(tx, id, lang)) ?? s);
  });
}

/** The group's representative value (GB/T 50107-2010 4.3, size factor, same-condition ÷0.88). */
function groupValueOf(s: SpecimenRow, strengths: readonly number[]) {
  return specimenGroupValue({
    strengths,
    grade: s.strengthGrade,
    sizeMm: s.cubeSize,
    curing: s.curing === 'same_condition' ? 'same-condition' : 'standard',
  });
}

export async function enterResults(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  body: SubmitResult,
  lang: Language,
) {
  const s0 = await loadSubmission(db, body.id, lang);
  await assertLabOf(db, user, s0, lang);
  return db.transaction(async (tx) => {
    const s = await loadSubmission(tx, body.id, lang, true);
    if (s.status === 'reported') throw conflict('reportIssued', lang);
    if (s.status === 'submitted') throw conflict('notReceived', lang);
    const rows = await tx.select().from(specimen).where(eq(specimen.submissionId, s.id));
    const outside = body.results
      .filter((r) => !rows.some((x) => x.id === r.specimenId))
      .map((r) => r.specimenId);
    if (outside.length)
      throw fieldError('results', msg('specimenNotInSubmission', lang, { ids: outside.join('、') }), lang);
    for (const r of body.results) {
      const row = rows.find((x) => x.id === r.specimenId) as SpecimenRow;
      const strengths = r.strengths.map(round1);
      const g = groupValueOf(row, strengths);
      const values = {
        projectId: s.projectId,
        strengths: strengths.map((x) => x.toFixed(1)),
        testDate: r.testDate,
        value: g.value === null ? null : g.value.toFixed(1),
        status: g.status,
        rule: g.rule,
        enteredBy: actor.userId,
        enteredAt: new Date(),
      };
      const [before] = await tx.select().from(specimenResult).where(eq(specimenResult.specimenId, row.id));
      await tx
        .insert(specimenResult)
        .values({ specimenId: row.id, ...values })
        .onConflictDoUpdate({ target: specimenResult.specimenId, set: values });
      await tx.update(specimen).set({ status: 'tested' }).where(eq(specimen.id, row.id));
      await recordAudit(tx, actor, [
        {
          projectId: s.projectId,
          resource: 'specimen-result',
          action: before ? 'update' : 'add',
          recordId: row.id,
          before,
          after: values,
        },
      ]);
    }
    const [open] = await tx
      .select({ n: count() })
      .from(specimen)
      .leftJoin(specimenResult, eq(specimenResult.specimenId, specimen.id))
      .where(and(eq(specimen.submissionId, s.id), isNull(specimenResult.specimenId)));
    if ((open?.n ?? 0) === 0)
      await tx.update(specimenSubmission).set({ status: 'tested' }).where(eq(specimenSubmission.id, s.id));
    await evaluateProject(tx, s.projectId, actor);
    return detailOf(tx, s);
  });
}

async function signReport(tx: DbOrTx, key: Buffer, reportId: number) {
  const [r] = await tx.select().from(testReport).where(eq(testReport.id, reportId));
  if (!r) throw new Error('report vanished');
  const signature = signContent(key, await reportContent(tx, r));
  await tx.update(testReport).set({ signature }).where(eq(testReport.id, r.id));
}

export async function issueReport(
  db: Db,
  key: Buffer,
  user: SessionUser,
  actor: AuditActor,
  body: {
    id: number;
    reportNo?: string | undefined;
    conclusion: string;
    evidenceFileId?: string | undefined;
  },
  lang: Language,
) {
  const s0 = await loadSubmission(db, body.id, lang);
  await assertLabOf(db, user, s0, lang);
  if (body.evidenceFileId) {
    const uuid = /^[0-9a-f-]{36}$/i.test(body.evidenceFileId);
    const [f] = uuid ? await db.select().from(storedFile).where(eq(storedFile.id, body.evidenceFileId)) : [];
    if (!f?.mime.startsWith('image/'))
      throw fieldError('evidenceFileId', msg('evidenceNotFound', lang), lang);
  }
  return db.transaction(async (tx) => {
    const s = await loadSubmission(tx, body.id, lang, true);
    if (s.status === 'reported') throw conflict('reportIssued', lang);
    const [open] = await tx
      .select({ n: count() })
      .from(specimen)
      .leftJoin(specimenResult, eq(specimenResult.specimenId, specimen.id))
      .where(and(eq(specimen.submissionId, s.id), isNull(specimenResult.specimenId)));
    if (s.status === 'submitted' || (open?.n ?? 0) > 0)
      throw fieldError('id', msg('resultsMissing', lang, { n: open?.n ?? 0 }), lang);
    const now = new Date();
    const reportNo =
      body.reportNo ?? `BG-HNT-${businessToday(now).slice(0, 4)}-${String(s.id).padStart(5, '0')}`;
    const [taken] = await tx
      .select({ id: testReport.id })
      .from(testReport)
      .where(and(eq(testReport.labCompanyId, s.labCompanyId), eq(testReport.reportNo, reportNo)));
    if (taken) throw fieldError('reportNo', msg('reportNoTaken', lang, { no: reportNo }), lang);
    const [r] = await tx
      .insert(testReport)
      .values({
        projectId: s.projectId,
        submissionId: s.id,
        reportNo,
        labCompanyId: s.labCompanyId,
        conclusion: body.conclusion,
        evidenceFileId: body.evidenceFileId ?? null,
        verifyCode: randomBytes(18).toString('base64url'),
        signature: '',
        issuedBy: actor.userId,
        issuedAt: now,
      })
      .returning();
    if (!r) throw new Error('report not inserted');
    await tx.update(specimenSubmission).set({ status: 'reported' }).where(eq(specimenSubmission.id, s.id));
    await tx.update(specimen).set({ status: 'reported' }).where(eq(specimen.submissionId, s.id));
    await signReport(tx, key, r.id);
    // The first signed version: the lab signs it, then the supervisor confirms (docs/domains/signature.md).
    await openReportVersion(tx, r.id, actor.userId);
    await recordAudit(tx, actor, [
      { projectId: s.projectId, resource: 'test-report', action: 'add', recordId: r.id, after: r },
    ]);
    return detailOf(tx, s);
  });
}

/** After the report: the lab corrects one group through a logged amendment; the report is re-signed. */
export async function amendResult(
  db: Db,
  key: Buffer,
  user: SessionUser,
  actor: AuditActor,
  body: { specimenId: number; strengths: [number, number, number]; reason: string },
  lang: Language,
) {
  const row = await loadSpecimen(db, body.specimenId, lang);
  if (row.submissionId === null) {
    // Only who may see the specimen learns it has no report yet; anyone else gets a missing row's 404.
    await assertMember(db, user.userId, row.projectId, lang);
    throw conflict('noReport', lang);
  }
  const s0 = await loadSubmission(db, row.submissionId, lang);
  await assertLabOf(db, user, s0, lang);
  return db.transaction(async (tx) => {
    const s = await loadSubmission(tx, s0.id, lang, true);
    const [report] = await tx.select().from(testReport).where(eq(testReport.submissionId, s.id));
    const [before] = await tx.select().from(specimenResult).where(eq(specimenResult.specimenId, row.id));
    if (!report || !before) throw conflict('noReport', lang);
    const strengths = body.strengths.map(round1);
    const g = groupValueOf(row, strengths);
    await tx
      .update(specimenResult)
      .set({
        strengths: strengths.map((x) => x.toFixed(1)),
        value: g.value === null ? null : g.value.toFixed(1),
        status: g.status,
        rule: g.rule,
      })
      .where(eq(specimenResult.specimenId, row.id));
    const [a] = await tx
      .insert(specimenAmendment)
      .values({
        projectId: s.projectId,
        specimenId: row.id,
        reportId: report.id,
        before: before.strengths.map(Number),
        after: strengths,
        reason: body.reason,
        userId: actor.userId,
      })
      .returning();
    await tx
      .update(testReport)
      .set({ revision: report.revision + 1 })
      .where(eq(testReport.id, report.id));
    await signReport(tx, key, report.id);
    // A change after signing is a new version, signed again in turn; the old one stays verifiable.
    await openReportVersion(tx, report.id, actor.userId, body.reason);
    await recordAudit(tx, actor, [
      {
        projectId: s.projectId,
        resource: 'specimen-amendment',
        action: 'add',
        recordId: a?.id ?? null,
        before,
        after: a,
      },
    ]);
    await evaluateProject(tx, s.projectId, actor);
    return detailOf(tx, s);
  });
}

// ---- public verification --------------------------------------------------------------------------

export async function verifyReport(
  db: DbOrTx,
  keys: { hmac: Buffer; platform: PlatformKey },
  code: string,
  lang: Language,
): Promise<ReportVerify> {
  const [r] = await db.select().from(testReport).where(eq(testReport.verifyCode, code));
  if (!r) throw new AppError(msg('reportNotFound', lang), 404, 404);
  const content = await reportContent(db, r);
  const [lab] = await db.select({ name: company.name }).from(company).where(eq(company.id, r.labCompanyId));
  const [p] = await db.select({ name: project.name }).from(project).where(eq(project.id, r.projectId));
  const signing = await reportSigning(db, keys.platform, keys.hmac, r, content, lang);
  const steps = await reportChainSteps(db, keys.platform, r, signing, lang);
  return {
    // Genuine: the report as signed, and no step of its chain (a lot that used it included) fails.
    genuine: signing.intact && steps.every((st) => st.verified !== false),
    signing,
    steps,
    reportNo: r.reportNo,
    labName: lab?.name ?? '',
    projectName: p?.name ?? '',
    issuedAt: r.issuedAt.toISOString(),
    revision: r.revision,
    conclusion: r.conclusion,
    hasEvidence: r.evidenceFileId !== null,
    groups: content.groups.map((g) => ({
      sampleNo: g.sampleNo,
      strengthGrade: g.strengthGrade,
      location: g.location,
      ageDays: g.ageDays,
      strengths: (g.strengths ?? []).map(Number),
      value: g.value === null ? null : Number(g.value),
      status: g.status ?? '',
    })),
  };
}

/** The evidence image of a report, by its verification code (public). */
export async function reportEvidence(db: DbOrTx, code: string) {
  const [row] = await db
    .select({ f: storedFile })
    .from(testReport)
    .innerJoin(storedFile, sql`${storedFile.id}::text = ${testReport.evidenceFileId}`)
    .where(eq(testReport.verifyCode, code));
  return row?.f ?? null;
}
