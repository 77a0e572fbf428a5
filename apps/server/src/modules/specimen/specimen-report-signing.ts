import { type Language, type ReportChainStep, type ReportSigning, SPECIMEN_CURING } from '@zhuji/shared';
import { and, asc, eq, notExists } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { userNames } from '../../platform/identity';
import {
  openVersion,
  type PlatformKey,
  recordView,
  registerSignedRecord,
  signedRecord,
  verifyChain,
} from '../../platform/signature';
import { specimen, specimenResult, specimenSubmission, testReport } from './specimen.table';
import { assertReads, loadSubmission, type ReportRow } from './specimen-common';
import { curedStays } from './specimen-cured';
import { reportUses } from './specimen-report-uses';
import { verifyContent } from './specimen-signing';

/** The canonical content a report's signatures cover, built from the live rows. */
export async function reportContent(db: DbOrTx, r: ReportRow) {
  const [s] = await db.select().from(specimenSubmission).where(eq(specimenSubmission.id, r.submissionId));
  const rows = await db
    .select({ s: specimen, r: specimenResult })
    .from(specimen)
    .leftJoin(specimenResult, eq(specimenResult.specimenId, specimen.id))
    .where(eq(specimen.submissionId, r.submissionId))
    .orderBy(asc(specimen.sampleNo));
  return {
    v: 1,
    reportId: r.id,
    reportNo: r.reportNo,
    projectId: r.projectId,
    labCompanyId: r.labCompanyId,
    submitNo: s?.submitNo ?? null,
    conclusion: r.conclusion,
    evidenceFileId: r.evidenceFileId,
    revision: r.revision,
    issuedAt: r.issuedAt.toISOString(),
    groups: rows.map(({ s: x, r: res }) => ({
      sampleNo: x.sampleNo,
      strengthGrade: x.strengthGrade,
      curing: x.curing,
      cubeSize: x.cubeSize,
      ageDays: x.ageDays,
      makeDate: x.makeDate,
      location: x.location,
      strengths: res ? res.strengths.map((v) => Number(v).toFixed(1)) : null,
      testDate: res?.testDate ?? null,
      value: res?.value === null || res?.value === undefined ? null : Number(res.value).toFixed(1),
      status: res?.status ?? null,
    })),
  };
}

const loadReport = async (db: DbOrTx, id: number) =>
  (await db.select().from(testReport).where(eq(testReport.id, id)))[0] ?? null;

/**
 * A test report is signed by the lab that issued it, then confirmed by the supervisor (GB 50618 §4.4: a
 * report with altered data is false; docs/domains/signature.md). Readers are the submission's readers.
 */
registerSignedRecord({
  type: 'test-report',
  order: ['lab', 'supervisor'],
  async load(db, id) {
    const r = await loadReport(db, id);
    return r ? { projectId: r.projectId, content: await reportContent(db, r) } : null;
  },
  async assertReads(db, user, id, lang) {
    const r = await loadReport(db, id);
    // A missing report answers like a submission the caller may not see.
    await assertReads(db, user, await loadSubmission(db, r?.submissionId ?? 0, lang), lang);
  },
  async eligible(db, user, id, party) {
    if (party !== 'lab') return true;
    return (await loadReport(db, id))?.labCompanyId === user.companyId;
  },
});

/** Opens the report's next signed version in the caller's transaction (issue: v1; amendment: with its reason). */
export const openReportVersion = (tx: DbOrTx, reportId: number, userId: number, reason?: string) =>
  openVersion(tx, { type: 'test-report', recordId: reportId, userId, reason: reason ?? '' });

/**
 * Reports signed with the former HMAC scheme get their first signed version from the live content —
 * only when the HMAC still verifies, so a report altered before the migration stays "altered" (its old
 * link keeps answering through the HMAC check). Idempotent; returns how many were migrated.
 */
export async function migrateHmacReports(db: DbOrTx, hmacKey: Buffer): Promise<number> {
  const pending = await db
    .select()
    .from(testReport)
    .where(
      notExists(
        db
          .select({ id: signedRecord.id })
          .from(signedRecord)
          .where(and(eq(signedRecord.recordId, testReport.id), eq(signedRecord.recordType, 'test-report'))),
      ),
    );
  let migrated = 0;
  for (const r of pending) {
    if (!r.signature || !verifyContent(hmacKey, await reportContent(db, r), r.signature)) continue;
    await openVersion(db, { type: 'test-report', recordId: r.id, userId: null });
    migrated++;
  }
  return migrated;
}

/**
 * The public page's view of a report's signatures: the Ed25519 versions when the report has them (each
 * signature verified, the live content compared, the project's chain walked), else the former HMAC.
 */
export async function reportSigning(
  db: DbOrTx,
  key: PlatformKey,
  hmacKey: Buffer,
  r: ReportRow,
  content: unknown,
  lang: Language,
): Promise<ReportSigning> {
  const view = await recordView(db, key, null, 'test-report', r.id, lang);
  if (view.versions.length === 0) {
    const genuine = !!r.signature && verifyContent(hmacKey, content, r.signature);
    return { scheme: 'hmac', intact: genuine, keyId: '', versions: [], alterations: [], brokenAt: null };
  }
  const chain = await verifyChain(db, r.projectId, lang);
  const versions = view.versions.map((v) => ({
    ...v,
    // The drawn images stay with the project's members; the page shows who signed and whether it verifies.
    signatures: v.signatures.map((s) => ({ ...s, imageFileId: null })),
  }));
  return {
    scheme: 'ed25519',
    intact: view.intact && chain.intact,
    keyId: key.keyId,
    versions,
    alterations: [...view.alterations, ...chain.alterations],
    brokenAt: chain.brokenAt,
  };
}

/**
 * The steps of the report's specimens, from sampling to the last signature and the inspection lots that
 * used the results, for the public page.
 */
export async function reportChainSteps(
  db: DbOrTx,
  key: PlatformKey,
  r: ReportRow,
  signing: ReportSigning,
  lang: Language,
): Promise<ReportChainStep[]> {
  const [s] = await db.select().from(specimenSubmission).where(eq(specimenSubmission.id, r.submissionId));
  const groups = await db
    .select({ s: specimen, enteredBy: specimenResult.enteredBy, enteredAt: specimenResult.enteredAt })
    .from(specimen)
    .leftJoin(specimenResult, eq(specimenResult.specimenId, specimen.id))
    .where(eq(specimen.submissionId, r.submissionId))
    .orderBy(asc(specimen.sampleNo));
  const ids = [
    ...groups.map((g) => g.s.createdBy),
    ...groups.map((g) => g.enteredBy),
    s?.submittedBy ?? null,
    s?.receivedBy ?? null,
    r.issuedBy,
  ];
  const names = await userNames(db, ids);
  const name = (id: number | null | undefined) => (id ? (names.get(id) ?? '') : '');
  const steps: ReportChainStep[] = [];
  const first = groups[0]?.s;
  if (first)
    steps.push({
      key: 'sampled',
      at: first.createdAt.toISOString(),
      by: name(first.createdBy),
      verified: null,
      note: groups.map((g) => g.s.sampleNo).join('、'),
    });
  const witnessed = groups.filter((g) => g.s.witnessed);
  if (witnessed.length)
    steps.push({
      key: 'witnessed',
      at: null,
      by: [...new Set(witnessed.map((g) => g.s.witnessName).filter(Boolean))].join('、'),
      verified: null,
      note: `${witnessed.length}/${groups.length}`,
    });
  if (s) {
    steps.push({
      key: 'submitted',
      at: s.submittedAt.toISOString(),
      by: name(s.submittedBy),
      verified: null,
      note: s.submitNo,
    });
    if (s.receivedAt)
      steps.push({
        key: 'received',
        at: s.receivedAt.toISOString(),
        by: name(s.receivedBy),
        verified: null,
        note: '',
      });
  }
  // 标准养护: the groups' stays in standard rooms with any curing warning that touched them, shown as
  // they are; with no stay recorded the step says so (no verdict, never passed; docs/domains/curing.md).
  const standard = groups.filter((g) => g.s.curing === SPECIMEN_CURING.STANDARD);
  const stays = first
    ? await curedStays(
        db,
        first.projectId,
        groups.map((g) => g.s),
      )
    : [];
  if (standard.length || stays.length)
    steps.push({
      key: 'cured',
      at: stays.map((st) => st.inAt).sort()[0] ?? null,
      by: [...new Set(stays.map((st) => st.room))].join('、'),
      verified: null,
      note: `${new Set(stays.map((st) => st.sampleNo)).size}/${groups.length}`,
      stays,
    });
  const tested = groups.filter((g) => g.enteredAt).sort((a, b) => +b.enteredAt! - +a.enteredAt!)[0];
  if (tested?.enteredAt)
    steps.push({
      key: 'tested',
      at: tested.enteredAt.toISOString(),
      by: name(tested.enteredBy),
      verified: null,
      note: '',
    });
  steps.push({
    key: 'reported',
    at: r.issuedAt.toISOString(),
    by: name(r.issuedBy),
    verified: null,
    note: r.reportNo,
  });
  for (const v of signing.versions) {
    if (v.version > 1)
      steps.push({ key: 'amended', at: v.createdAt, by: v.createdByName, verified: null, note: v.reason });
    for (const sig of v.signatures)
      steps.push({
        key: 'signed',
        at: sig.signedAt,
        by: [sig.companyName, sig.signerName].filter(Boolean).join(' '),
        verified: sig.verified,
        note: `v${v.version}:${sig.party}`,
      });
  }
  // 用于验收批: each accepted lot that rests on these results, with the parties that signed its latest
  // version; verified when every one of their signatures verifies and the lot is unchanged since, false
  // when either fails, null while nobody has signed it yet (docs/domains/signature.md).
  for (const use of await reportUses(db, r.id)) {
    const view = await recordView(db, key, null, use.type, use.id, lang);
    const signatures = view.versions.at(-1)?.signatures ?? [];
    steps.push({
      key: 'usedInLot',
      at: use.at?.toISOString() ?? null,
      by: signatures.map((sig) => [sig.companyName, sig.signerName].filter(Boolean).join(' ')).join('、'),
      verified: view.versions.length === 0 ? null : !view.intact ? false : signatures.length ? true : null,
      note: use.note,
    });
  }
  return steps;
}
