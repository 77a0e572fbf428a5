import {
  businessToday,
  COMPANY_TYPE,
  type Language,
  type SubmitDetail,
  type SubmitItem,
  type SubmitStatus,
} from '@zhuji/shared';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { fieldError } from '../../platform/access';
import { type AuditActor, recordAudit } from '../../platform/audit/audit';
import type { SessionUser } from '../../platform/auth/session';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import { t } from '../../platform/i18n';
import { appUser, company, project } from '../../platform/identity';
import { specimen, specimenAmendment, specimenSubmission, testReport } from './specimen.table';
import {
  assertContractor,
  assertReads,
  compTypeOf,
  conflict,
  guard,
  iso,
  loadSubmission,
  msg,
  type SubmissionRow,
  specimenItems,
  VERIFY_PAGE,
} from './specimen-common';

// ---- submissions ----------------------------------------------------------------------------------

export async function listLabs(db: DbOrTx) {
  return db
    .select({ id: company.id, name: company.name })
    .from(company)
    .where(and(eq(company.compType, COMPANY_TYPE.TESTING_LAB), eq(company.status, 'active')))
    .orderBy(asc(company.id));
}

/** The next submission number of a project: WT-<project>-<year>-<seq>. */
export async function nextSubmitNo(db: DbOrTx, projectId: number, now = new Date()) {
  const prefix = `WT-${projectId}-${businessToday(now).slice(0, 4)}-`;
  const [row] = await db
    .select({ n: count() })
    .from(specimenSubmission)
    .where(
      and(
        eq(specimenSubmission.projectId, projectId),
        sql`${specimenSubmission.submitNo} like ${`${prefix}%`}`,
      ),
    );
  return `${prefix}${String((row?.n ?? 0) + 1).padStart(4, '0')}`;
}

export async function submitNumber(db: DbOrTx, user: SessionUser, projectId: number, lang: Language) {
  await guard(db, user, projectId, 'list', lang);
  return nextSubmitNo(db, projectId);
}

async function assertLab(db: DbOrTx, labId: number, lang: Language) {
  const [c] = await db.select().from(company).where(eq(company.id, labId));
  if (c?.compType !== COMPANY_TYPE.TESTING_LAB || c.status !== 'active')
    throw fieldError('labId', msg('notALab', lang), lang);
  return c;
}

/** The groups must be the project's and not in another submission. */
async function assertSubmittable(
  db: DbOrTx,
  projectId: number,
  ids: number[],
  lang: Language,
  ownSubmission: number | null = null,
) {
  const rows = await db.select().from(specimen).where(inArray(specimen.id, ids));
  const foreign = ids.filter((id) => !rows.some((r) => r.id === id && r.projectId === projectId));
  if (foreign.length)
    throw fieldError('specimenIds', msg('specimenNotInProject', lang, { ids: foreign.join('、') }), lang);
  const taken = rows.filter((r) => r.submissionId !== null && r.submissionId !== ownSubmission);
  if (taken.length)
    throw fieldError(
      'specimenIds',
      msg('specimenAlreadySubmitted', lang, { nos: taken.map((r) => r.sampleNo).join('、') }),
      lang,
    );
  return rows;
}

export async function addSubmission(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  body: { proId: number; labId: number; specimenIds: number[]; remark: string },
  lang: Language,
) {
  await guard(db, user, body.proId, 'add', lang);
  await assertContractor(db, user, lang);
  await assertLab(db, body.labId, lang);
  const ids = [...new Set(body.specimenIds)];
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727102, ${body.proId}::int)`);
    await assertSubmittable(tx, body.proId, ids, lang);
    const [s] = await tx
      .insert(specimenSubmission)
      .values({
        projectId: body.proId,
        submitNo: await nextSubmitNo(tx, body.proId),
        labCompanyId: body.labId,
        remark: body.remark,
        submittedBy: actor.userId,
      })
      .returning();
    if (!s) throw new Error('submission not inserted');
    await tx
      .update(specimen)
      .set({ submissionId: s.id, status: 'submitted' })
      .where(inArray(specimen.id, ids));
    await recordAudit(tx, actor, [
      {
        projectId: body.proId,
        resource: 'specimen-submission',
        action: 'add',
        recordId: s.id,
        after: { ...s, ids },
      },
    ]);
    return detailOf(tx, s);
  });
}

export async function updateSubmission(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  body: {
    id: number;
    labId?: number | undefined;
    specimenIds?: number[] | undefined;
    remark?: string | undefined;
  },
  lang: Language,
) {
  const before = await loadSubmission(db, body.id, lang);
  await guard(db, user, before.projectId, 'update', lang);
  await assertContractor(db, user, lang);
  if (body.labId === undefined && body.specimenIds === undefined && body.remark === undefined)
    throw new AppError(t('nothingToUpdate', lang), 422, 422);
  if (body.labId !== undefined) await assertLab(db, body.labId, lang);
  return db.transaction(async (tx) => {
    const s = await loadSubmission(tx, body.id, lang, true);
    if (s.status !== 'submitted') throw conflict('alreadyReceived', lang);
    if (body.specimenIds) {
      const ids = [...new Set(body.specimenIds)];
      await assertSubmittable(tx, s.projectId, ids, lang, s.id);
      await tx
        .update(specimen)
        .set({ submissionId: null, status: 'made' })
        .where(eq(specimen.submissionId, s.id));
      await tx
        .update(specimen)
        .set({ submissionId: s.id, status: 'submitted' })
        .where(inArray(specimen.id, ids));
    }
    const changes = {
      ...(body.labId !== undefined ? { labCompanyId: body.labId } : {}),
      ...(body.remark !== undefined ? { remark: body.remark } : {}),
    };
    // Only the specimens may change: the submission row itself then stays as it is.
    const [after] = Object.keys(changes).length
      ? await tx.update(specimenSubmission).set(changes).where(eq(specimenSubmission.id, s.id)).returning()
      : [s];
    await recordAudit(tx, actor, [
      {
        projectId: s.projectId,
        resource: 'specimen-submission',
        action: 'update',
        recordId: s.id,
        before: s,
        after: { ...after, specimenIds: body.specimenIds },
      },
    ]);
    return detailOf(tx, after ?? s);
  });
}

export async function submissionItems(db: DbOrTx, where: SQL | undefined, limit: number, offset: number) {
  const rows = await db
    .select({
      s: specimenSubmission,
      projectName: project.name,
      labName: company.name,
      submittedBy: appUser.name,
      reportId: testReport.id,
      reportNo: testReport.reportNo,
      groups:
        sql<number>`(select count(*) from specimen x where x.submission_id = ${specimenSubmission.id})`.mapWith(
          Number,
        ),
      witnessed:
        sql<number>`(select count(*) from specimen x where x.submission_id = ${specimenSubmission.id} and x.witnessed)`.mapWith(
          Number,
        ),
    })
    .from(specimenSubmission)
    .innerJoin(project, eq(project.id, specimenSubmission.projectId))
    .innerJoin(company, eq(company.id, specimenSubmission.labCompanyId))
    .innerJoin(appUser, eq(appUser.id, specimenSubmission.submittedBy))
    .leftJoin(testReport, eq(testReport.submissionId, specimenSubmission.id))
    .where(where)
    .orderBy(desc(specimenSubmission.id))
    .limit(limit)
    .offset(offset);
  return rows.map(
    (r): SubmitItem => ({
      id: r.s.id,
      projectId: r.s.projectId,
      projectName: r.projectName,
      submitNo: r.s.submitNo,
      labId: r.s.labCompanyId,
      labName: r.labName,
      status: r.s.status as SubmitStatus,
      groups: r.groups,
      witnessed: r.witnessed,
      remark: r.s.remark,
      submittedBy: r.submittedBy,
      submittedAt: r.s.submittedAt.toISOString(),
      receivedAt: iso(r.s.receivedAt),
      reportId: r.reportId,
      reportNo: r.reportNo,
    }),
  );
}

/**
 * Submissions: a lab user sees those addressed to their lab (any project); everybody else the project's,
 * as a member with the list action.
 */
export async function listSubmissions(
  db: DbOrTx,
  user: SessionUser,
  q: { proId?: number | undefined; status?: SubmitStatus | undefined; page: number; limit: number },
  lang: Language,
) {
  const type = await compTypeOf(db, user);
  let scope: SQL | undefined;
  if (type === COMPANY_TYPE.TESTING_LAB) {
    scope = and(
      eq(specimenSubmission.labCompanyId, user.companyId),
      q.proId ? eq(specimenSubmission.projectId, q.proId) : undefined,
    );
  } else {
    if (!q.proId) throw fieldError('proId', msg('proIdRequired', lang), lang);
    await guard(db, user, q.proId, 'list', lang);
    scope = eq(specimenSubmission.projectId, q.proId);
  }
  const where = and(scope, q.status ? eq(specimenSubmission.status, q.status) : undefined);
  const [total] = await db.select({ n: count() }).from(specimenSubmission).where(where);
  const list = await submissionItems(db, where, q.limit, (q.page - 1) * q.limit);
  return { list, total: total?.n ?? 0, page: q.page, limit: q.limit };
}

export async function submissionDetail(db: DbOrTx, user: SessionUser, id: number, lang: Language) {
  const s = await loadSubmission(db, id, lang);
  await assertReads(db, user, s, lang);
  return detailOf(db, s);
}

export async function detailOf(db: DbOrTx, s: SubmissionRow): Promise<SubmitDetail> {
  const [item] = await submissionItems(db, eq(specimenSubmission.id, s.id), 1, 0);
  if (!item) throw new Error('submission vanished');
  const specimens = await specimenItems(db, eq(specimen.submissionId, s.id));
  const [report] = await db.select().from(testReport).where(eq(testReport.submissionId, s.id));
  const amendments = await db
    .select({ a: specimenAmendment, sampleNo: specimen.sampleNo, userName: appUser.name })
    .from(specimenAmendment)
    .innerJoin(specimen, eq(specimen.id, specimenAmendment.specimenId))
    .innerJoin(appUser, eq(appUser.id, specimenAmendment.userId))
    .where(eq(specimen.submissionId, s.id))
    .orderBy(asc(specimenAmendment.id));
  return {
    ...item,
    specimens: specimens.sort((a, b) => a.sampleNo.localeCompare(b.sampleNo)),
    report: report
      ? {
          id: report.id,
          reportNo: report.reportNo,
          issuedAt: report.issuedAt.toISOString(),
          verifyCode: report.verifyCode,
          verifyUrl: verifyPath(report.verifyCode),
          // Filled with the caller's origin by withReportQr: a phone scanning it needs the full address.
          qr: '',
          revision: report.revision,
        }
      : null,
    amendments: amendments.map(({ a, sampleNo, userName }) => ({
      id: a.id,
      sampleNo,
      before: a.before,
      after: a.after,
      reason: a.reason,
      userName,
      createdAt: a.createdAt.toISOString(),
    })),
  };
}

export const verifyPath = (code: string) => `${VERIFY_PAGE}?code=${code}`;

/** The report's QR code: the absolute address of its public verification page. */
export async function withReportQr(d: SubmitDetail, origin: string): Promise<SubmitDetail> {
  if (!d.report) return d;
  const url = `${origin}${d.report.verifyUrl}`;
  return { ...d, report: { ...d.report, qr: await QRCode.toDataURL(url, { margin: 1, width: 200 }) } };
}
