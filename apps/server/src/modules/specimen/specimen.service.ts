import { randomBytes } from 'node:crypto';
import {
  addDays,
  businessToday,
  COMPANY_TYPE,
  evaluateConcreteLot,
  type Language,
  type LotEvaluation,
  type PourAdd,
  type PourItem,
  pileRunGroups,
  type ReportVerify,
  type SpecimenItem,
  type SpecimenLabel,
  type SpecimenStatus,
  type SubmitDetail,
  type SubmitItem,
  type SubmitResult,
  type SubmitStatus,
  specimenGroupValue,
  specimenRate,
  type TestBlockRate,
  type TestBlockWarning,
  type UnlinkedSpecimen,
  WITNESS_MIN_RATIO,
  witnessRatio,
} from '@zhuji/shared';
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { assertAction, assertMember, callerOf, fieldError } from '../../platform/access';
import { type AuditActor, recordAudit } from '../../platform/audit/audit';
import type { SessionUser } from '../../platform/auth/session';
import { businessDaySql } from '../../platform/db/business-zone';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import { t } from '../../platform/i18n';
import { appUser, company, project, projectMember, role } from '../../platform/identity';
import { createRectification } from '../../platform/rectification';
import { storedFile } from '../../platform/storage/stored-file.table';
import { pile, pileGroup } from '../pile';
import { type SpecimenMessageKey, specimenMessage } from './specimen.messages';
import {
  concretePour,
  lotEvaluation,
  specimen,
  specimenAmendment,
  specimenResult,
  specimenSubmission,
  testBlockWarning,
  testReport,
} from './specimen.table';
import { signContent, verifyContent } from './specimen-signing';

/** The menu whose role_menu actions guard the contractor's test-block calls. */
export const TEST_BLOCK_MENU = 'TestBlock';
/** The public verification page a report's QR code opens (spec §2.1). */
export const VERIFY_PAGE = '/rebarEngineering/previewDetection';

type SpecimenRow = typeof specimen.$inferSelect;
type SubmissionRow = typeof specimenSubmission.$inferSelect;
type ReportRow = typeof testReport.$inferSelect;

const msg = (key: SpecimenMessageKey, lang: Language, vars?: Record<string, string | number>) =>
  specimenMessage(key, lang, vars);
const refused = (key: SpecimenMessageKey, lang: Language) => new AppError(msg(key, lang), 403, 403);
const conflict = (key: SpecimenMessageKey, lang: Language, vars?: Record<string, string | number>) =>
  new AppError(msg(key, lang, vars), 409, 409);
const notFound = (lang: Language) => new AppError(t('recordNotFound', lang), 404, 404);
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const num = (s: string | null) => (s === null ? null : Number(s));
const round1 = (x: number) => Math.round(x * 10) / 10;

export const guard = (
  db: DbOrTx,
  user: SessionUser,
  projectId: number,
  action: 'list' | 'detail' | 'add' | 'update' | 'remove' | 'export' | 'import',
  lang: Language,
) => assertAction(db, user, projectId, TEST_BLOCK_MENU, action, lang);

async function compTypeOf(db: DbOrTx, user: SessionUser) {
  return (await callerOf(db, user)).compType;
}

/** The contractor (or platform staff) registers and submits blocks. */
export async function assertContractor(db: DbOrTx, user: SessionUser, lang: Language) {
  const type = await compTypeOf(db, user);
  if (type !== COMPANY_TYPE.CONTRACTOR && type !== COMPANY_TYPE.PLATFORM)
    throw refused('contractorOnly', lang);
}

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

/**
 * Lab data (receipt, results, report, amendments) is written only by a user of the lab company the
 * submission is addressed to who holds the lab role on its project; platform staff never write it
 * (issue 16). Who may not read the submission is told it does not exist (404), a reader is refused (403).
 */
async function assertLabOf(db: DbOrTx, user: SessionUser, s: SubmissionRow, lang: Language) {
  const type = await compTypeOf(db, user);
  if (
    type === COMPANY_TYPE.TESTING_LAB &&
    user.companyId === s.labCompanyId &&
    (await holdsLabRole(db, user.userId, s.projectId))
  )
    return;
  await assertReads(db, user, s, lang);
  throw refused('labOnly', lang);
}

const compact = (date: string) => date.replaceAll('-', '');

// ---- reading rows -------------------------------------------------------------------------------

async function pilesByNo(db: DbOrTx, projectId: number, numbers: readonly string[]) {
  if (numbers.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: pile.id, pileNo: pile.pileNo })
    .from(pile)
    .where(and(eq(pile.projectId, projectId), inArray(pile.pileNo, [...new Set(numbers)])));
  return new Map(rows.map((r) => [r.pileNo, r.id]));
}

async function specimenItems(db: DbOrTx, where: SQL | undefined): Promise<SpecimenItem[]> {
  const rows = await db
    .select({ s: specimen, pileNo: pile.pileNo, r: specimenResult })
    .from(specimen)
    .leftJoin(pile, and(eq(pile.id, specimen.pileId), eq(pile.projectId, specimen.projectId)))
    .leftJoin(specimenResult, eq(specimenResult.specimenId, specimen.id))
    .where(where)
    .orderBy(desc(specimen.makeDate), asc(specimen.sampleNo));
  return rows.map(({ s, pileNo, r }) => toItem(s, pileNo, r));
}

function toItem(
  s: SpecimenRow,
  pileNo: string | null,
  r: typeof specimenResult.$inferSelect | null,
): SpecimenItem {
  return {
    id: s.id,
    projectId: s.projectId,
    sampleNo: s.sampleNo,
    pourId: s.pourId,
    strengthGrade: s.strengthGrade,
    curing: s.curing,
    cubeSize: s.cubeSize,
    ageDays: s.ageDays,
    nature: s.nature,
    type: s.type,
    makeDate: s.makeDate,
    dueDate: addDays(s.makeDate, s.ageDays),
    location: s.location,
    pileId: pileNo === null ? null : s.pileId,
    pileNo,
    plant: s.plant,
    volumeM3: s.volumeM3,
    witnessed: s.witnessed,
    witnessName: s.witnessName,
    status: s.status as SpecimenStatus,
    submissionId: s.submissionId,
    result: r
      ? {
          strengths: r.strengths.map(Number),
          testDate: r.testDate,
          value: num(r.value),
          status: r.status,
          rule: r.rule,
        }
      : null,
  };
}

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

export async function addPour(db: Db, user: SessionUser, actor: AuditActor, body: PourAdd, lang: Language) {
  await guard(db, user, body.proId, 'add', lang);
  await assertContractor(db, user, lang);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727101, ${body.proId}::int)`);
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
      })
      .returning();
    if (!p) throw new Error('pour not inserted');
    const prefix = `SK-${body.proId}-${compact(body.pouredOn)}-`;
    const [last] = await tx
      .select({ n: count() })
      .from(specimen)
      .where(and(eq(specimen.projectId, body.proId), sql`${specimen.sampleNo} like ${`${prefix}%`}`));
    let seq = last?.n ?? 0;
    const single = body.pileNos.length === 1 ? body.pileNos[0] : undefined;
    const named = body.groups.map((g) => g.pileNo ?? single).filter((n): n is string => !!n);
    const piles = await pilesByNo(tx, body.proId, named);
    const rows = await tx
      .insert(specimen)
      .values(
        body.groups.map((g) => {
          const pileNo = g.pileNo ?? single;
          seq += 1;
          return {
            projectId: body.proId,
            sampleNo: `${prefix}${String(seq).padStart(3, '0')}`,
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
            witnessed: g.witnessed,
            witnessName: g.witnessName,
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
  return pours.map(
    (p): PourItem => ({
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
    }),
  );
}

/** Standard-cured compressive groups per pour (GB 50204 7.4.1: each sampling keeps a standard group). */
async function madeByPour(db: DbOrTx, projectId: number) {
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

// ---- association with piles (spec §7.2, §8) -----------------------------------------------------

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

async function loadSpecimen(db: DbOrTx, id: number, lang: Language) {
  const [row] = await db.select().from(specimen).where(eq(specimen.id, id));
  if (!row) throw notFound(lang);
  return row;
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

// ---- sampling: the test block rate and the witness ratio ----------------------------------------

export async function testBlockRate(
  db: DbOrTx,
  user: SessionUser,
  projectId: number,
  lang: Language,
): Promise<TestBlockRate> {
  await guard(db, user, projectId, 'list', lang);
  return computeRate(db, projectId);
}

/** Narrows the sampling figures to a period (days, inclusive) and a strength grade; all when absent. */
export interface SamplingScope {
  from?: string;
  to?: string;
  grade?: string;
}

/** One pour or pile and the groups due and made for it, with its day and grade for reports. */
export type DatedRequirement = TestBlockRate['requirements'][number] & { on: string; grade: string | null };

/** A pile's pour day: the day (Beijing time) it was finished, else recorded. */
const pileDay = () =>
  businessDaySql(sql`coalesce(${pile.finishedAt}, ${pile.recordedAt}, ${pile.createdAt})`);

/**
 * The groups due and made per pour (GB 50202-2018 5.1.3), and per poured bored pile no pour was
 * registered for (its own volume sets what is due), within the scope.
 */
export async function sampledRequirements(
  db: DbOrTx,
  projectId: number,
  scope: SamplingScope = {},
): Promise<DatedRequirement[]> {
  const pours = await db
    .select()
    .from(concretePour)
    .where(
      and(
        eq(concretePour.projectId, projectId),
        scope.from ? sql`${concretePour.pouredOn} >= ${scope.from}` : undefined,
        scope.to ? sql`${concretePour.pouredOn} <= ${scope.to}` : undefined,
        scope.grade ? eq(concretePour.strengthGrade, scope.grade) : undefined,
      ),
    );
  const made = await madeByPour(db, projectId);
  const requirements: DatedRequirement[] = pours.map((p) => {
    const r = pourRequirement(p);
    const label = p.pileNos.length ? p.pileNos.join('、') : p.location;
    return {
      key: `${p.pouredOn} ${label}（${p.plant}）`,
      kind: 'pour',
      required: r.groups,
      made: made.get(p.id) ?? 0,
      basis: r.basis,
      on: p.pouredOn,
      grade: p.strengthGrade,
    };
  });
  // Piles named by any pour of the project are covered by it, whatever the scope.
  const covered = new Set(
    (
      await db
        .select({ pileNos: concretePour.pileNos })
        .from(concretePour)
        .where(eq(concretePour.projectId, projectId))
    ).flatMap((p) => p.pileNos),
  );
  const poured = await db
    .select({
      id: pile.id,
      pileNo: pile.pileNo,
      volume: sql<string | null>`${pile.values}->>'actualVolume'`,
      single: pileGroup.singlePile,
      grade: pileGroup.strengthGrade,
      on: pileDay(),
    })
    .from(pile)
    .innerJoin(pileGroup, eq(pileGroup.id, pile.groupId))
    .where(
      and(
        eq(pile.projectId, projectId),
        eq(pileGroup.pileType, 'bored'),
        inArray(pile.status, ['recorded', 'confirmed', 'accepted']),
        scope.from ? sql`${pileDay()} >= ${scope.from}` : undefined,
        scope.to ? sql`${pileDay()} <= ${scope.to}` : undefined,
        scope.grade ? eq(pileGroup.strengthGrade, scope.grade) : undefined,
      ),
    )
    .orderBy(asc(pile.noPrefix), asc(pile.noSeq));
  const linked = await db
    .select({ pileId: specimen.pileId, n: count() })
    .from(specimen)
    .where(and(eq(specimen.projectId, projectId), eq(specimen.curing, 'standard')))
    .groupBy(specimen.pileId);
  const byPile = new Map(linked.map((l) => [l.pileId, l.n]));
  for (const p of poured) {
    if (covered.has(p.pileNo)) continue;
    const volume = Number(p.volume ?? 0);
    const run = pileRunGroups({
      volumeM3: Number.isFinite(volume) && volume > 0 ? volume : 0,
      singleColumnSinglePile: p.single,
    });
    requirements.push({
      key: p.pileNo,
      kind: 'pile',
      required: run.groups,
      made: byPile.get(p.id) ?? 0,
      basis: run.basis,
      on: p.on,
      grade: p.grade,
    });
  }
  return requirements;
}

/** Submitted groups and how many of them were witnessed (建建[2000]211号), made within the scope. */
export async function witnessFigures(db: DbOrTx, projectId: number, scope: SamplingScope = {}) {
  const [w] = await db
    .select({
      total: count(),
      witnessed: sql<number>`count(*) filter (where ${specimen.witnessed})`.mapWith(Number),
    })
    .from(specimen)
    .where(
      and(
        eq(specimen.projectId, projectId),
        sql`${specimen.submissionId} is not null`,
        scope.from ? sql`${specimen.makeDate} >= ${scope.from}` : undefined,
        scope.to ? sql`${specimen.makeDate} <= ${scope.to}` : undefined,
        scope.grade ? eq(specimen.strengthGrade, scope.grade) : undefined,
      ),
    );
  const total = w?.total ?? 0;
  const witnessed = w?.witnessed ?? 0;
  const wr = witnessRatio(witnessed, total);
  return {
    total,
    witnessed,
    ratio: wr.ratio,
    needed: wr.needed,
    pass: wr.check.pass,
    minRatio: WITNESS_MIN_RATIO,
  };
}

/** The test block rate with what is missing, and the witness ratio, of the project (or a scope of it). */
export async function computeRate(
  db: DbOrTx,
  projectId: number,
  scope: SamplingScope = {},
): Promise<TestBlockRate> {
  const dated = await sampledRequirements(db, projectId, scope);
  const requirements: TestBlockRate['requirements'] = dated.map(({ on: _on, grade: _grade, ...r }) => r);
  const rate = specimenRate(requirements);
  return {
    projectId,
    required: rate.required,
    made: rate.made,
    rate: rate.rate,
    complete: rate.complete,
    requirements,
    missing: rate.missing,
    witness: await witnessFigures(db, projectId, scope),
  };
}

// ---- submissions ----------------------------------------------------------------------------------

export async function listLabs(db: DbOrTx) {
  return db
    .select({ id: company.id, name: company.name })
    .from(company)
    .where(and(eq(company.compType, COMPANY_TYPE.TESTING_LAB), eq(company.status, 'active')))
    .orderBy(asc(company.id));
}

async function loadSubmission(db: DbOrTx, id: number, lang: Language, lock = false) {
  const q = db.select().from(specimenSubmission).where(eq(specimenSubmission.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound(lang);
  return row;
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

async function submissionItems(db: DbOrTx, where: SQL | undefined, limit: number, offset: number) {
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

/** Who may read a submission: its lab, or a member of its project with the detail action; others 404. */
async function assertReads(db: DbOrTx, user: SessionUser, s: SubmissionRow, lang: Language) {
  const type = await compTypeOf(db, user);
  if (type === COMPANY_TYPE.TESTING_LAB) {
    if (user.companyId !== s.labCompanyId) throw notFound(lang);
    return;
  }
  await guard(db, user, s.projectId, 'detail', lang);
}

export async function submissionDetail(db: DbOrTx, user: SessionUser, id: number, lang: Language) {
  const s = await loadSubmission(db, id, lang);
  await assertReads(db, user, s, lang);
  return detailOf(db, s);
}

async function detailOf(db: DbOrTx, s: SubmissionRow): Promise<SubmitDetail> {
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

// ---- the lab: receive, results, report, amendment ------------------------------------------------

export async function receiveSubmission(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  id: number,
  lang: Language,
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
    await evaluateProject(tx, s.projectId, actor, lang);
    return detailOf(tx, s);
  });
}

/** The canonical content a report's signature covers, built from the live rows. */
async function reportContent(db: DbOrTx, r: ReportRow) {
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
    await evaluateProject(tx, s.projectId, actor, lang);
    return detailOf(tx, s);
  });
}

// ---- public verification --------------------------------------------------------------------------

export async function verifyReport(
  db: DbOrTx,
  key: Buffer,
  code: string,
  lang: Language,
): Promise<ReportVerify> {
  const [r] = await db.select().from(testReport).where(eq(testReport.verifyCode, code));
  if (!r) throw new AppError(msg('reportNotFound', lang), 404, 404);
  const content = await reportContent(db, r);
  const [lab] = await db.select({ name: company.name }).from(company).where(eq(company.id, r.labCompanyId));
  const [p] = await db.select({ name: project.name }).from(project).where(eq(project.id, r.projectId));
  return {
    genuine: verifyContent(key, content, r.signature),
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

// ---- evaluation, warnings, rectifications -------------------------------------------------------

const lotKeyOf = (grade: string, age: number, curing: string) => `${grade}/${age}d/${curing}`;

/** The project's chief or specialist supervisor issues test-block rectifications; else the actor. */
async function issuerOf(tx: DbOrTx, projectId: number, fallback: number) {
  const [m] = await tx
    .select({ userId: projectMember.userId })
    .from(projectMember)
    .where(and(eq(projectMember.projectId, projectId), inArray(projectMember.roleId, [41, 42])))
    .orderBy(asc(projectMember.roleId))
    .limit(1);
  return m?.userId ?? fallback;
}

/**
 * Re-evaluates every compressive lot of the project (same grade, age and curing) by GB/T 50107-2010
 * from the tested groups; a failed lot and each invalid group raise one warning and one rectification.
 */
export async function evaluateProject(tx: DbOrTx, projectId: number, actor: AuditActor, lang: Language) {
  const rows = await tx
    .select({ s: specimen, r: specimenResult, pileNo: pile.pileNo })
    .from(specimen)
    .innerJoin(specimenResult, eq(specimenResult.specimenId, specimen.id))
    .leftJoin(pile, and(eq(pile.id, specimen.pileId), eq(pile.projectId, specimen.projectId)))
    .where(and(eq(specimen.projectId, projectId), eq(specimen.type, 'compressive')))
    .orderBy(asc(specimen.makeDate), asc(specimen.sampleNo));
  const lots = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = lotKeyOf(row.s.strengthGrade, row.s.ageDays, row.s.curing);
    lots.set(key, [...(lots.get(key) ?? []), row]);
  }
  const issuer = await issuerOf(tx, projectId, actor.userId);
  for (const [lotKey, group] of lots) {
    const first = group[0]!.s;
    const valid = group.filter((g) => g.r.status === 'valid' && g.r.value !== null);
    const invalid = group.filter((g) => g.r.status === 'invalid');
    const result = evaluateConcreteLot({
      grade: first.strengthGrade,
      values: valid.map((g) => Number(g.r.value)),
    });
    const values = {
      projectId,
      lotKey,
      strengthGrade: first.strengthGrade,
      ageDays: first.ageDays,
      curing: first.curing,
      method: result.method,
      verdict: result.verdict,
      groups: result.groups,
      invalidGroups: invalid.length,
      mean: result.mean === null ? null : result.mean.toFixed(1),
      min: result.min === null ? null : result.min.toFixed(1),
      result: { checks: result.checks, coefficients: result.coefficients },
      specimenIds: group.map((g) => g.s.id),
      evaluatedAt: new Date(),
    };
    const [lot] = await tx
      .insert(lotEvaluation)
      .values(values)
      .onConflictDoUpdate({ target: [lotEvaluation.projectId, lotEvaluation.lotKey], set: values })
      .returning();
    if (!lot) continue;
    if (result.verdict === 'fail') {
      const piles = [...new Set(group.map((g) => g.pileNo ?? g.s.location))];
      const curing = msg(first.curing === 'same_condition' ? 'sameCondition' : 'standardCuring', lang);
      const rect = await raise(tx, actor, issuer, {
        projectId,
        kind: 'lot-failed',
        sourceId: lot.id,
        title: msg('lotTitle', lang, { grade: first.strengthGrade, age: first.ageDays, curing }),
        detail: msg('lotDetail', lang, {
          method: msg(result.method, lang),
          n: result.groups,
          mean: result.mean ?? '-',
          min: result.min ?? '-',
          piles: piles.join('、') || msg('none', lang),
        }),
        pileNos: piles,
      });
      if (rect && lot.rectificationId === null)
        await tx.update(lotEvaluation).set({ rectificationId: rect }).where(eq(lotEvaluation.id, lot.id));
    }
    for (const g of invalid) {
      const pileLabel = g.pileNo ?? g.s.location;
      await raise(tx, actor, issuer, {
        projectId,
        kind: 'group-invalid',
        sourceId: g.s.id,
        title: msg('invalidTitle', lang, { no: g.s.sampleNo, pile: pileLabel }),
        detail: msg('invalidDetail', lang, { no: g.s.sampleNo, values: g.r.strengths.join(' / ') }),
        pileNos: [pileLabel],
      });
    }
  }
}

/** One warning and one rectification per source, raised once; answers the rectification id. */
async function raise(
  tx: DbOrTx,
  actor: AuditActor,
  issuerId: number,
  w: { projectId: number; kind: string; sourceId: number; title: string; detail: string; pileNos: string[] },
): Promise<number | null> {
  const [existing] = await tx
    .select()
    .from(testBlockWarning)
    .where(and(eq(testBlockWarning.kind, w.kind), eq(testBlockWarning.sourceId, w.sourceId)));
  if (existing) return existing.rectificationId;
  const rect = await createRectification(tx, {
    projectId: w.projectId,
    source: 'test-block',
    sourceId: w.sourceId,
    title: w.title,
    problem: w.detail,
    severity: 'serious',
    issuerId,
    ip: actor.ip,
  });
  const [row] = await tx
    .insert(testBlockWarning)
    .values({ ...w, rectificationId: rect.id })
    .returning();
  await recordAudit(tx, actor, [
    {
      projectId: w.projectId,
      resource: 'test-block-warning',
      action: 'add',
      recordId: row?.id ?? null,
      after: row,
    },
  ]);
  return rect.id;
}

export async function listEvaluations(
  db: DbOrTx,
  user: SessionUser,
  projectId: number,
  lang: Language,
): Promise<LotEvaluation[]> {
  await guard(db, user, projectId, 'list', lang);
  const rows = await db
    .select()
    .from(lotEvaluation)
    .where(eq(lotEvaluation.projectId, projectId))
    .orderBy(asc(lotEvaluation.lotKey));
  return rows.map((r) => ({
    id: r.id,
    lotKey: r.lotKey,
    strengthGrade: r.strengthGrade,
    ageDays: r.ageDays,
    curing: r.curing,
    method: r.method,
    verdict: r.verdict as LotEvaluation['verdict'],
    groups: r.groups,
    invalidGroups: r.invalidGroups,
    mean: num(r.mean),
    min: num(r.min),
    checks: r.result.checks as LotEvaluation['checks'],
    coefficients: r.result.coefficients,
    rectificationId: r.rectificationId,
    evaluatedAt: r.evaluatedAt.toISOString(),
  }));
}

export async function listWarnings(
  db: DbOrTx,
  user: SessionUser,
  projectId: number,
  lang: Language,
): Promise<TestBlockWarning[]> {
  await guard(db, user, projectId, 'list', lang);
  const rows = await db
    .select()
    .from(testBlockWarning)
    .where(eq(testBlockWarning.projectId, projectId))
    .orderBy(desc(testBlockWarning.id));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as TestBlockWarning['kind'],
    title: r.title,
    detail: r.detail,
    pileNos: r.pileNos,
    rectificationId: r.rectificationId,
    createdAt: r.createdAt.toISOString(),
  }));
}

// ---- Excel export (spec §7.4 submit/export, inspection/export) ---------------------------------

const EXPORT_BATCH = 1000;

/** The words of the two exports in each language: column headers and the values spelled out. */
const EXPORT_TEXT = {
  zh: {
    submitColumns: ['委托编号', '检测机构', '组数', '见证组数', '送检人', '送检时间', '状态', '报告编号'],
    specimenColumns: [
      '试块编号',
      '强度等级',
      '养护方式',
      '试件尺寸(mm)',
      '龄期(天)',
      '制作日期',
      '部位/桩号',
      '搅拌站',
      '见证',
      '状态',
      '单块强度(MPa)',
      '代表值(MPa)',
    ],
    submitStatus: { submitted: '待收样', received: '检测中', tested: '待签发', reported: '已出报告' },
    specimenStatus: {
      made: '已留置',
      submitted: '已送检',
      received: '已收样',
      tested: '已检测',
      reported: '已出报告',
    },
    curing: { standard: '标准养护', same_condition: '同条件养护' },
    yes: '是',
    no: '否',
    invalid: '无效',
  },
  en: {
    submitColumns: [
      'Submission no.',
      'Testing lab',
      'Groups',
      'Witnessed groups',
      'Submitted by',
      'Submitted at',
      'Status',
      'Report no.',
    ],
    specimenColumns: [
      'Sample no.',
      'Strength grade',
      'Curing',
      'Cube size (mm)',
      'Age (days)',
      'Made on',
      'Location / pile',
      'Batching plant',
      'Witnessed',
      'Status',
      'Cube strengths (MPa)',
      'Representative value (MPa)',
    ],
    submitStatus: {
      submitted: 'Awaiting receipt',
      received: 'Testing',
      tested: 'Awaiting issue',
      reported: 'Reported',
    },
    specimenStatus: {
      made: 'Made',
      submitted: 'Submitted',
      received: 'Received',
      tested: 'Tested',
      reported: 'Reported',
    },
    curing: { standard: 'Standard curing', same_condition: 'Same-condition curing' },
    yes: 'Yes',
    no: 'No',
    invalid: 'Invalid',
  },
  es: {
    submitColumns: [
      'N.º de envío',
      'Laboratorio',
      'Grupos',
      'Grupos con testigo',
      'Enviado por',
      'Enviado el',
      'Estado',
      'N.º de informe',
    ],
    specimenColumns: [
      'N.º de muestra',
      'Resistencia',
      'Curado',
      'Tamaño (mm)',
      'Edad (días)',
      'Elaborada el',
      'Ubicación / pilote',
      'Planta',
      'Testigo',
      'Estado',
      'Resistencias (MPa)',
      'Valor representativo (MPa)',
    ],
    submitStatus: {
      submitted: 'Pendiente de recepción',
      received: 'En ensayo',
      tested: 'Pendiente de emisión',
      reported: 'Informe emitido',
    },
    specimenStatus: {
      made: 'Elaborada',
      submitted: 'Enviada',
      received: 'Recibida',
      tested: 'Ensayada',
      reported: 'Informe emitido',
    },
    curing: { standard: 'Curado estándar', same_condition: 'Curado en las mismas condiciones' },
    yes: 'Sí',
    no: 'No',
    invalid: 'No válido',
  },
} as const satisfies Record<Language, unknown>;

export const submitExportColumns = (lang: Language) => [...EXPORT_TEXT[lang].submitColumns];
export const specimenExportColumns = (lang: Language) => [...EXPORT_TEXT[lang].specimenColumns];

/** The project's submissions in id order, a batch at a time (keyset, never all in memory). */
export async function* submissionExportBatches(db: DbOrTx, projectId: number, lang: Language) {
  const text = EXPORT_TEXT[lang];
  let after = 0;
  for (;;) {
    const page = await submissionItems(
      db,
      and(eq(specimenSubmission.projectId, projectId), sql`${specimenSubmission.id} > ${after}`),
      EXPORT_BATCH,
      0,
    );
    // submissionItems orders newest first: the batch is the next ids above `after`, sorted back.
    page.sort((a, b) => a.id - b.id);
    if (page.length === 0) return;
    yield page.map((s) => [
      s.submitNo,
      s.labName,
      s.groups,
      s.witnessed,
      s.submittedBy,
      s.submittedAt.slice(0, 16).replace('T', ' '),
      text.submitStatus[s.status as keyof typeof text.submitStatus] ?? s.status,
      s.reportNo ?? '',
    ]);
    after = page[page.length - 1]!.id;
    if (page.length < EXPORT_BATCH) return;
  }
}

export async function* specimenExportBatches(db: DbOrTx, projectId: number, lang: Language) {
  const text = EXPORT_TEXT[lang];
  let after = 0;
  for (;;) {
    const rows = await db
      .select({ s: specimen, pileNo: pile.pileNo, r: specimenResult })
      .from(specimen)
      .leftJoin(pile, and(eq(pile.id, specimen.pileId), eq(pile.projectId, specimen.projectId)))
      .leftJoin(specimenResult, eq(specimenResult.specimenId, specimen.id))
      .where(and(eq(specimen.projectId, projectId), sql`${specimen.id} > ${after}`))
      .orderBy(asc(specimen.id))
      .limit(EXPORT_BATCH);
    if (rows.length === 0) return;
    yield rows.map(({ s, pileNo, r }) => [
      s.sampleNo,
      s.strengthGrade,
      text.curing[s.curing],
      s.cubeSize,
      s.ageDays,
      s.makeDate,
      pileNo ?? s.location,
      s.plant,
      s.witnessed ? `${text.yes}${s.witnessName ? ` (${s.witnessName})` : ''}` : text.no,
      text.specimenStatus[s.status as keyof typeof text.specimenStatus] ?? s.status,
      r ? r.strengths.join(' / ') : '',
      r ? (r.value ?? text.invalid) : '',
    ]);
    after = rows[rows.length - 1]!.s.id;
    if (rows.length < EXPORT_BATCH) return;
  }
}
