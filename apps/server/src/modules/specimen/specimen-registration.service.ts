import {
  addDays,
  type Language,
  type PourAdd,
  type PourItem,
  pileRunGroups,
  type SpecimenLabel,
  type SpecimenStatus,
  type UnlinkedSpecimen,
} from '@zhuji/shared';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { assertMember, fieldError } from '../../platform/access';
import { type AuditActor, recordAudit } from '../../platform/audit/audit';
import type { SessionUser } from '../../platform/auth/session';
import type { Db, DbOrTx } from '../../platform/db/client';
import { takeLabelCodes } from '../../platform/db/label-code';
import { project, userNames } from '../../platform/identity';
import { pile } from '../pile';
import { concretePour, specimen, testReport } from './specimen.table';
import {
  assertContractor,
  guard,
  loadSpecimen,
  loadSubmission,
  msg,
  notFound,
  pilesByNo,
  specimenItems,
} from './specimen-common';
import { raiseWitnessWarnings, resolveWitness } from './specimen-witness';

// ---- pours and registration ---------------------------------------------------------------------

/** Groups due for a pour: GB 50202-2018 5.1.3 by volume or hours, and ≥1 per pile when 单柱单桩. */
export function pourRequirement(p: {
  volumeM3: string;
  continuousHours: string;
  singleColumnSinglePile: boolean;
  pileNos: string[];
}) {
  const run = pileRunGroups({ volumeM3: Number(p.volumeM3), continuousHours: Number(p.continuousHours) });
  const perPile = p.singleColumnSinglePile ? Math.max(1, p.pileNos.length) : 0;
  return perPile > run.groups
    ? { groups: perPile, basis: 'single-column-pile' }
    : { groups: run.groups, basis: run.basis };
}

export async function addPour(
  db: DbOrTx,
  user: SessionUser,
  actor: AuditActor,
  body: PourAdd,
  lang: Language,
) {
  await guard(db, user, body.proId, 'add', lang);
  await assertContractor(db, user, lang);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727101, ${body.proId}::int)`);
    const { witness, witnessedGroups } = await resolveWitness(tx, body, lang);
    const [p] = await tx
      .insert(concretePour)
      .values({
        projectId: body.proId,
        location: body.location,
        pileNos: body.pileNos,
        strengthGrade: body.strengthGrade,
        plant: body.plant,
        volumeM3: body.volumeM3,
        continuousHours: body.continuousHours,
        singleColumnSinglePile: body.singleColumnSinglePile,
        pouredOn: body.pouredOn,
        createdBy: actor.userId,
        witnessUserId: witness?.userId ?? null,
        witnessAppointmentId: witness?.appointmentId ?? null,
      })
      .returning();
    if (!p) throw new Error('pour not inserted');
    // Numbers from the project's counter of the pour day, never reissued after a delete.
    const codes = await takeLabelCodes(tx, 'SK', body.proId, body.pouredOn, body.groups.length);
    const single = body.pileNos.length === 1 ? body.pileNos[0] : undefined;
    const named = body.groups.map((g) => g.pileNo ?? single).filter((n): n is string => !!n);
    const piles = await pilesByNo(tx, body.proId, named);
    const rows = await tx
      .insert(specimen)
      .values(
        body.groups.map((g, i) => {
          const pileNo = g.pileNo ?? single;
          const witnessed = witnessedGroups[i] === true && witness !== null;
          return {
            projectId: body.proId,
            sampleNo: codes[i] as string,
            strengthGrade: body.strengthGrade,
            curing: g.curing,
            cubeSize: g.cubeSize,
            makeDate: body.pouredOn,
            ageDays: g.ageDays,
            location: pileNo ?? body.location,
            pileId: pileNo ? (piles.get(pileNo) ?? null) : null,
            pourId: p.id,
            nature: g.curing === 'same_condition' && g.nature === 'standard28' ? 'sameCondition' : g.nature,
            type: g.type,
            plant: body.plant,
            volumeM3: body.volumeM3,
            // Witnessed only once the witness confirms (docs/domains/witness.md).
            witnessed: false,
            witnessName: witnessed ? witness.name : '',
            witnessUserId: witnessed ? witness.userId : null,
            sealNo: g.sealNo,
            createdBy: actor.userId,
          };
        }),
      )
      .returning();
    await recordAudit(tx, actor, [
      { projectId: body.proId, resource: 'concrete-pour', action: 'add', recordId: p.id, after: p },
      ...rows.map((r) => ({
        projectId: body.proId,
        resource: 'specimen',
        action: 'add',
        recordId: r.id,
        after: r,
      })),
    ]);
    await raiseWitnessWarnings(tx, body.proId);
    return { pourId: p.id, specimens: await specimenItems(tx, eq(specimen.pourId, p.id)) };
  });
}

export async function listPours(db: DbOrTx, user: SessionUser, projectId: number, lang: Language) {
  await guard(db, user, projectId, 'list', lang);
  const pours = await db
    .select()
    .from(concretePour)
    .where(eq(concretePour.projectId, projectId))
    .orderBy(desc(concretePour.pouredOn), desc(concretePour.id));
  const made = await madeByPour(db, projectId);
  const names = await userNames(
    db,
    pours.flatMap((p) => [p.createdBy, p.witnessUserId]),
  );
  return pours.map((p) => pourItem(p, made, names));
}

/** A pour as the API answers it, with its sampler and witness by name. */
export function pourItem(
  p: typeof concretePour.$inferSelect,
  made: Map<number, number>,
  names: Map<number, string>,
): PourItem {
  return {
    id: p.id,
    location: p.location,
    pileNos: p.pileNos,
    strengthGrade: p.strengthGrade,
    plant: p.plant,
    volumeM3: p.volumeM3,
    continuousHours: p.continuousHours,
    singleColumnSinglePile: p.singleColumnSinglePile,
    pouredOn: p.pouredOn,
    required: pourRequirement(p).groups,
    made: made.get(p.id) ?? 0,
    samplerName: names.get(p.createdBy) ?? '',
    witness:
      p.witnessUserId === null
        ? null
        : {
            userId: p.witnessUserId,
            name: names.get(p.witnessUserId) ?? '',
            confirmedAt: p.witnessConfirmedAt?.toISOString() ?? null,
          },
  };
}

/** Standard-cured compressive groups per pour (GB 50204 7.4.1: each sampling keeps a standard group). */
export async function madeByPour(db: DbOrTx, projectId: number) {
  const rows = await db
    .select({ pourId: specimen.pourId, n: count() })
    .from(specimen)
    .where(
      and(
        eq(specimen.projectId, projectId),
        eq(specimen.curing, 'standard'),
        eq(specimen.type, 'compressive'),
      ),
    )
    .groupBy(specimen.pourId);
  return new Map(rows.filter((r) => r.pourId !== null).map((r) => [r.pourId as number, r.n]));
}

export async function listSpecimens(
  db: DbOrTx,
  user: SessionUser,
  q: { proId: number; pourId?: number | undefined; status?: SpecimenStatus | undefined; unlinked?: string },
  lang: Language,
) {
  await guard(db, user, q.proId, 'list', lang);
  return specimenItems(
    db,
    and(
      eq(specimen.projectId, q.proId),
      q.pourId ? eq(specimen.pourId, q.pourId) : undefined,
      q.status ? eq(specimen.status, q.status) : undefined,
      q.unlinked === '1' ? isNull(specimen.pileId) : undefined,
    ),
  );
}

/** Printable labels: the sample number as a QR code with what the lab needs to read off the cube. */
export async function specimenLabels(
  db: DbOrTx,
  user: SessionUser,
  q: { proId: number; ids: number[] },
  lang: Language,
): Promise<SpecimenLabel[]> {
  await guard(db, user, q.proId, 'list', lang);
  const [p] = await db.select({ name: project.name }).from(project).where(eq(project.id, q.proId));
  const rows = await db
    .select()
    .from(specimen)
    .where(and(eq(specimen.projectId, q.proId), inArray(specimen.id, q.ids)))
    .orderBy(asc(specimen.sampleNo));
  const missing = q.ids.filter((id) => !rows.some((r) => r.id === id));
  if (missing.length)
    throw fieldError('ids', msg('specimenNotInProject', lang, { ids: missing.join('、') }), lang);
  return Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      sampleNo: r.sampleNo,
      strengthGrade: r.strengthGrade,
      curing: r.curing,
      cubeSize: r.cubeSize,
      ageDays: r.ageDays,
      makeDate: r.makeDate,
      dueDate: addDays(r.makeDate, r.ageDays),
      location: r.location,
      projectName: p?.name ?? '',
      qr: await QRCode.toDataURL(r.sampleNo, { margin: 1, width: 160, errorCorrectionLevel: 'M' }),
    })),
  );
}

// ---- association with piles (docs/domains/specimen.md, docs/product.md §8) -----------------------------------------------------

const digitsOf = (s: string) => s.replace(/\D+/g, '');

export async function unlinkedSpecimens(
  db: DbOrTx,
  user: SessionUser,
  projectId: number,
  lang: Language,
): Promise<UnlinkedSpecimen[]> {
  await guard(db, user, projectId, 'list', lang);
  const items = await specimenItems(db, and(eq(specimen.projectId, projectId), isNull(specimen.pileId)));
  const piles = await db
    .select({ pileId: pile.id, pileNo: pile.pileNo })
    .from(pile)
    .where(eq(pile.projectId, projectId));
  const pileNoShape = /^[A-Za-z]{0,4}-?\d+$/;
  return items.map((s) => {
    const d = digitsOf(s.location);
    return {
      ...s,
      reason: pileNoShape.test(s.location.trim()) ? 'pileNotRegistered' : 'locationMismatch',
      candidates: d
        ? piles.filter((p) => digitsOf(p.pileNo).endsWith(d) || d.endsWith(digitsOf(p.pileNo))).slice(0, 10)
        : [],
    };
  });
}

/** Manual link of a group to a pile of the same project. */
export async function linkSpecimen(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  body: { id: number; pileId: number },
  lang: Language,
) {
  const s = await loadSpecimen(db, body.id, lang);
  await guard(db, user, s.projectId, 'update', lang);
  const [p] = await db.select().from(pile).where(eq(pile.id, body.pileId));
  if (!p || p.projectId !== s.projectId) throw fieldError('pileId', msg('pileNotFound', lang), lang);
  return db.transaction(async (tx) => {
    await tx.update(specimen).set({ pileId: p.id }).where(eq(specimen.id, s.id));
    await recordAudit(tx, actor, [
      {
        projectId: s.projectId,
        resource: 'specimen',
        action: 'link',
        recordId: s.id,
        before: { pileId: s.pileId },
        after: { pileId: p.id, pileNo: p.pileNo },
      },
    ]);
    return (await specimenItems(tx, eq(specimen.id, s.id)))[0];
  });
}

/** Removes one group's pile link (it counts as unlinked again). */
export async function unlinkSpecimen(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  id: number,
  lang: Language,
) {
  const s = await loadSpecimen(db, id, lang);
  await guard(db, user, s.projectId, 'update', lang);
  return db.transaction(async (tx) => {
    await tx.update(specimen).set({ pileId: null }).where(eq(specimen.id, s.id));
    await recordAudit(tx, actor, [
      {
        projectId: s.projectId,
        resource: 'specimen',
        action: 'unlink',
        recordId: s.id,
        before: { pileId: s.pileId },
        after: { pileId: null },
      },
    ]);
    return { removed: s.pileId === null ? 0 : 1 };
  });
}

/** Removes the pile links of every group of one submission. */
export async function unlinkSubmission(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  submissionId: number,
  lang: Language,
) {
  const s = await loadSubmission(db, submissionId, lang);
  await guard(db, user, s.projectId, 'update', lang);
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(specimen)
      .set({ pileId: null })
      .where(and(eq(specimen.submissionId, s.id), sql`${specimen.pileId} is not null`))
      .returning({ id: specimen.id });
    await recordAudit(
      tx,
      actor,
      rows.map((r) => ({ projectId: s.projectId, resource: 'specimen', action: 'unlink', recordId: r.id })),
    );
    return { removed: rows.length };
  });
}

export async function specimensByNumbers(
  db: DbOrTx,
  user: SessionUser,
  q: { proId: number; numbers: string[] },
  lang: Language,
) {
  await guard(db, user, q.proId, 'list', lang);
  return specimenItems(db, and(eq(specimen.projectId, q.proId), inArray(specimen.sampleNo, q.numbers)));
}

/** The test blocks of one pile, for its record drawer (members of its project). */
export async function specimensOfPile(db: DbOrTx, user: SessionUser, pileId: number, lang: Language) {
  const [p] = await db.select({ projectId: pile.projectId }).from(pile).where(eq(pile.id, pileId));
  if (!p) throw notFound(lang);
  await assertMember(db, user.userId, p.projectId, lang);
  const items = await specimenItems(
    db,
    and(eq(specimen.projectId, p.projectId), eq(specimen.pileId, pileId)),
  );
  const subIds = [...new Set(items.map((i) => i.submissionId).filter((i): i is number => i !== null))];
  const reports = subIds.length
    ? await db
        .select({
          submissionId: testReport.submissionId,
          reportNo: testReport.reportNo,
          code: testReport.verifyCode,
        })
        .from(testReport)
        .where(inArray(testReport.submissionId, subIds))
    : [];
  const bySub = new Map(reports.map((r) => [r.submissionId, r]));
  return items.map((i) => {
    const r = i.submissionId ? bySub.get(i.submissionId) : undefined;
    return { ...i, reportNo: r?.reportNo ?? null, verifyCode: r?.code ?? null };
  });
}
