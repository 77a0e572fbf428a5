import { addDays, COMPANY_TYPE, type Language, type SpecimenItem, type SpecimenStatus } from '@zhuji/shared';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { assertAction, callerOf } from '../../platform/access';
import type { SessionUser } from '../../platform/auth/session';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import { t } from '../../platform/i18n';
import { pile } from '../pile';
import { type SpecimenMessageKey, specimenMessage } from './specimen.messages';
import { specimen, specimenResult, specimenSubmission, type testReport } from './specimen.table';

/** The menu whose role_menu actions guard the contractor's test-block calls. */
export const TEST_BLOCK_MENU = 'TestBlock';
/** The public verification page a report's QR code opens (docs/product.md §2.1). */
export const VERIFY_PAGE = '/rebarEngineering/previewDetection';

export type SpecimenRow = typeof specimen.$inferSelect;
export type SubmissionRow = typeof specimenSubmission.$inferSelect;
export type ReportRow = typeof testReport.$inferSelect;

export const msg = (key: SpecimenMessageKey, lang: Language, vars?: Record<string, string | number>) =>
  specimenMessage(key, lang, vars);
export const refused = (key: SpecimenMessageKey, lang: Language) => new AppError(msg(key, lang), 403, 403);
export const conflict = (key: SpecimenMessageKey, lang: Language, vars?: Record<string, string | number>) =>
  new AppError(msg(key, lang, vars), 409, 409);
export const notFound = (lang: Language) => new AppError(t('recordNotFound', lang), 404, 404);
export const iso = (d: Date | null) => (d ? d.toISOString() : null);
export const num = (s: string | null) => (s === null ? null : Number(s));
export const round1 = (x: number) => Math.round(x * 10) / 10;

export const guard = (
  db: DbOrTx,
  user: SessionUser,
  projectId: number,
  action: 'list' | 'detail' | 'add' | 'update' | 'remove' | 'export' | 'import',
  lang: Language,
) => assertAction(db, user, projectId, TEST_BLOCK_MENU, action, lang);

export async function compTypeOf(db: DbOrTx, user: SessionUser) {
  return (await callerOf(db, user)).compType;
}

/** The contractor (or platform staff) registers and submits blocks. */
export async function assertContractor(db: DbOrTx, user: SessionUser, lang: Language) {
  const type = await compTypeOf(db, user);
  if (type !== COMPANY_TYPE.CONTRACTOR && type !== COMPANY_TYPE.PLATFORM)
    throw refused('contractorOnly', lang);
}

// ---- reading rows -------------------------------------------------------------------------------

export async function pilesByNo(db: DbOrTx, projectId: number, numbers: readonly string[]) {
  if (numbers.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: pile.id, pileNo: pile.pileNo })
    .from(pile)
    .where(and(eq(pile.projectId, projectId), inArray(pile.pileNo, [...new Set(numbers)])));
  return new Map(rows.map((r) => [r.pileNo, r.id]));
}

export async function specimenItems(db: DbOrTx, where: SQL | undefined): Promise<SpecimenItem[]> {
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
    witnessState: s.witnessed ? 'confirmed' : s.witnessUserId !== null ? 'pending' : 'none',
    sealNo: s.sealNo,
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

export async function loadSpecimen(db: DbOrTx, id: number, lang: Language) {
  const [row] = await db.select().from(specimen).where(eq(specimen.id, id));
  if (!row) throw notFound(lang);
  return row;
}

export async function loadSubmission(db: DbOrTx, id: number, lang: Language, lock = false) {
  const q = db.select().from(specimenSubmission).where(eq(specimenSubmission.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound(lang);
  return row;
}

/** Who may read a submission: its lab, or a member of its project with the detail action; others 404. */
export async function assertReads(db: DbOrTx, user: SessionUser, s: SubmissionRow, lang: Language) {
  const type = await compTypeOf(db, user);
  if (type === COMPANY_TYPE.TESTING_LAB) {
    if (user.companyId !== s.labCompanyId) throw notFound(lang);
    return;
  }
  await guard(db, user, s.projectId, 'detail', lang);
}
