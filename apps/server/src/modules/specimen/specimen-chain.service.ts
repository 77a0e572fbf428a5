import {
  type ChainStepItem,
  type Language,
  type PourItem,
  type ScannedSpecimen,
  SPECIMEN_CURING,
} from '@zhuji/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { assertMember } from '../../platform/access';
import { type AuditActor, recordAudit } from '../../platform/audit/audit';
import type { SessionUser } from '../../platform/auth/session';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import { company, project, userNames } from '../../platform/identity';
import { concretePour, specimen, specimenResult, specimenSubmission, testReport } from './specimen.table';
import { conflict, guard, msg, notFound, refused, type SpecimenRow, specimenItems } from './specimen-common';
import { curedStays, placeReceived, type ReceivedPlacement } from './specimen-cured';
import { labWrites, receiveSubmission } from './specimen-lab.service';
import { madeByPour, pourItem } from './specimen-registration.service';
import { reportUses } from './specimen-report-uses';
import { namedFor, raiseWitnessWarnings, witnessRatios } from './specimen-witness';

// The chain of custody of a test-block group (docs/domains/witness.md): the witness's confirmation,
// the pours waiting for it, the ratio per material, and what a scanned label opens.

async function pourItems(db: DbOrTx, projectId: number, pours: (typeof concretePour.$inferSelect)[]) {
  const made = await madeByPour(db, projectId);
  const names = await userNames(
    db,
    pours.flatMap((p) => [p.createdBy, p.witnessUserId]),
  );
  return pours.map((p) => pourItem(p, made, names));
}

/** The named witness confirms a sampling from their own account, once; its groups then count as witnessed. */
export async function confirmWitness(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  pourId: number,
  lang: Language,
): Promise<PourItem> {
  const [p0] = await db.select().from(concretePour).where(eq(concretePour.id, pourId));
  if (!p0) throw notFound(lang);
  await guard(db, user, p0.projectId, 'detail', lang);
  if (p0.witnessUserId === null) throw conflict('notWitnessed', lang);
  if (p0.witnessUserId !== user.userId) throw refused('witnessOnly', lang);
  return db.transaction(async (tx) => {
    const [p] = await tx.select().from(concretePour).where(eq(concretePour.id, pourId)).for('update');
    if (!p) throw notFound(lang);
    if (p.witnessConfirmedAt) throw conflict('witnessConfirmed', lang);
    const at = new Date();
    const [after] = await tx
      .update(concretePour)
      .set({ witnessConfirmedAt: at })
      .where(eq(concretePour.id, p.id))
      .returning();
    const groups = await tx
      .update(specimen)
      .set({ witnessed: true })
      .where(namedFor(p.id, user.userId))
      .returning({ id: specimen.id });
    await recordAudit(tx, actor, [
      {
        projectId: p.projectId,
        resource: 'concrete-pour',
        action: 'witness-confirm',
        recordId: p.id,
        before: { witnessConfirmedAt: null },
        after: { witnessConfirmedAt: at.toISOString(), specimenIds: groups.map((g) => g.id) },
      },
    ]);
    await raiseWitnessWarnings(tx, p.projectId);
    return (await pourItems(tx, p.projectId, [after!]))[0]!;
  });
}

/** The caller's samplings on the project still waiting for their confirmation as witness. */
export async function pendingForWitness(db: DbOrTx, user: SessionUser, projectId: number, lang: Language) {
  await assertMember(db, user.userId, projectId, lang);
  const pours = await db
    .select()
    .from(concretePour)
    .where(
      and(
        eq(concretePour.projectId, projectId),
        eq(concretePour.witnessUserId, user.userId),
        isNull(concretePour.witnessConfirmedAt),
      ),
    )
    .orderBy(asc(concretePour.pouredOn), asc(concretePour.id));
  return pourItems(db, projectId, pours);
}

export async function witnessRatioList(db: DbOrTx, user: SessionUser, projectId: number, lang: Language) {
  await guard(db, user, projectId, 'list', lang);
  return witnessRatios(db, projectId);
}

// ---- scanning a label ----------------------------------------------------------------------------

const canSee = async (db: DbOrTx, user: SessionUser, s: SpecimenRow, lang: Language) => {
  if (s.submissionId !== null) {
    const [sub] = await db.select().from(specimenSubmission).where(eq(specimenSubmission.id, s.submissionId));
    if (sub && (await labWrites(db, user, sub))) return true;
  }
  return guard(db, user, s.projectId, 'list', lang).then(
    () => true,
    () => false,
  );
};

/**
 * The group a label's code names, if the caller may see it: a member of its project with the test-block
 * list, or a tester of the lab it was submitted to. Anyone else is answered as for a missing code (404).
 */
async function visibleByCode(db: DbOrTx, user: SessionUser, code: string, lang: Language) {
  const rows = await db.select().from(specimen).where(eq(specimen.sampleNo, code)).orderBy(asc(specimen.id));
  for (const r of rows) if (await canSee(db, user, r, lang)) return r;
  throw notFound(lang);
}

async function chainOf(db: DbOrTx, s: SpecimenRow): Promise<ChainStepItem[]> {
  const [pour] = s.pourId ? await db.select().from(concretePour).where(eq(concretePour.id, s.pourId)) : [];
  const [sub] = s.submissionId
    ? await db
        .select({ sub: specimenSubmission, labName: company.name })
        .from(specimenSubmission)
        .innerJoin(company, eq(company.id, specimenSubmission.labCompanyId))
        .where(eq(specimenSubmission.id, s.submissionId))
    : [];
  const [result] = await db.select().from(specimenResult).where(eq(specimenResult.specimenId, s.id));
  const [report] = s.submissionId
    ? await db.select().from(testReport).where(eq(testReport.submissionId, s.submissionId))
    : [];
  // The accepted lots that rest on the report (their signatures are verified on the public page).
  const uses = report ? await reportUses(db, report.id) : [];
  const stays = await curedStays(db, s.projectId, [s]);
  const names = await userNames(db, [
    s.createdBy,
    s.witnessUserId,
    sub?.sub.receivedBy ?? null,
    result?.enteredBy ?? null,
    report?.issuedBy ?? null,
  ]);
  const name = (id: number | null | undefined) => (id ? (names.get(id) ?? null) : null);
  const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
  // 标准养护: the rooms the group stayed in and the warnings that touched each stay, shown as they are;
  // no stay recorded is not done (no verdict), never passed (docs/domains/curing.md). A same-condition
  // group (同条件) is not kept in a standard room, so it has the step only if a stay was recorded anyway.
  const cured: ChainStepItem[] =
    s.curing === SPECIMEN_CURING.STANDARD || stays.length > 0
      ? [
          {
            step: 'cured',
            done: stays.length > 0,
            at: stays[0]?.inAt ?? null,
            by: null,
            detail: [...new Set(stays.map((st) => st.room))].join('、'),
            stays,
          },
        ]
      : [];
  return [
    {
      step: 'sampled',
      done: true,
      at: iso(pour?.createdAt ?? s.createdAt),
      by: name(s.createdBy),
      detail: [s.makeDate, s.location, s.sealNo].filter(Boolean).join(' · '),
    },
    {
      step: 'witnessed',
      done: s.witnessed,
      at: s.witnessed ? iso(pour?.witnessConfirmedAt) : null,
      by: name(s.witnessUserId) ?? (s.witnessName || null),
      detail: '',
    },
    {
      step: 'received',
      done: !!sub?.sub.receivedAt,
      at: iso(sub?.sub.receivedAt),
      by: name(sub?.sub.receivedBy),
      detail: sub?.labName ?? '',
    },
    ...cured,
    {
      step: 'tested',
      done: !!result,
      at: iso(result?.enteredAt),
      by: name(result?.enteredBy),
      detail: result?.value ? `${result.value} MPa` : '',
    },
    {
      step: 'reported',
      done: !!report,
      at: iso(report?.issuedAt),
      by: name(report?.issuedBy),
      detail: report?.reportNo ?? '',
    },
    {
      step: 'usedInLot',
      done: uses.length > 0,
      at: iso(uses[0]?.at),
      by: null,
      detail: uses.map((u) => u.note).join('；'),
    },
  ];
}

async function scanned(db: DbOrTx, user: SessionUser, s: SpecimenRow): Promise<ScannedSpecimen> {
  const [item] = await specimenItems(db, eq(specimen.id, s.id));
  const [p] = await db.select({ name: project.name }).from(project).where(eq(project.id, s.projectId));
  const [sub] = s.submissionId
    ? await db.select().from(specimenSubmission).where(eq(specimenSubmission.id, s.submissionId))
    : [];
  return {
    specimen: item!,
    projectName: p?.name ?? '',
    chain: await chainOf(db, s),
    canReceive: !!sub && sub.status === 'submitted' && (await labWrites(db, user, sub)),
  };
}

export async function scanSpecimen(db: DbOrTx, user: SessionUser, code: string, lang: Language) {
  return scanned(db, user, await visibleByCode(db, user, code, lang));
}

/** The lab receives the submission a scanned group belongs to (the whole submission, as its receipt does). */
export async function receiveByCode(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  code: string,
  lang: Language,
): Promise<ScannedSpecimen> {
  const s = await visibleByCode(db, user, code, lang);
  if (s.submissionId === null) throw new AppError(msg('notSubmittedToLab', lang), 409, 409);
  const [sub] = await db.select().from(specimenSubmission).where(eq(specimenSubmission.id, s.submissionId));
  if (!sub || !(await labWrites(db, user, sub))) throw refused('labOnly', lang);
  // Received groups of standard curing go into the standard room when exactly one fits, in the receipt's
  // transaction; otherwise the receiver is offered the rooms to pick (docs/domains/curing.md).
  let placement: ReceivedPlacement | undefined;
  await receiveSubmission(db, user, actor, sub.id, lang, async (tx, received) => {
    placement = await placeReceived(tx, user, actor, received, lang);
  });
  const [after] = await db.select().from(specimen).where(eq(specimen.id, s.id));
  return { ...(await scanned(db, user, after ?? s)), ...(placement ? { placement } : {}) };
}
