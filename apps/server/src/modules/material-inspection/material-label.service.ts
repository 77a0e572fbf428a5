import type { LabelFormat, Language, ScannedBatch, ScannedJointLot } from '@zhuji/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SessionUser } from '../../platform/auth/session';
import type { DbOrTx } from '../../platform/db/client';
import { project } from '../../platform/identity';
import { labelSheetPdf, type SheetLabel, scanUrl } from '../../platform/pdf/label-sheet';
import { guard, notFound } from './material-common';
import { JOINT_KIND_LABELS } from './material-inspection.messages';
import { jointLot, rebarBatch } from './material-inspection.table';
import { jointItems } from './material-joint.service';
import { batchDetail } from './material-rebar-batch.service';

// QR labels of material samples (docs/domains/witness.md "Labelled specimens"): the rebar batch's code
// CL-… with what the lab reads off the bundle of test bars, and the welded-joint or splice lot's code JT-…
// with what it reads off the lot's specimens, drawn by the platform's label sheet like the test blocks'
// labels. Every call answers as the record's detail does: membership and the detail action, else 404.

const projectName = async (db: DbOrTx, id: number) =>
  (await db.select({ name: project.name }).from(project).where(eq(project.id, id)))[0]?.name ?? '';

type LabelledRow = { id: number; sampleNo: string };
type LabelQuery = { proId: number; ids: number[]; format: LabelFormat };

/**
 * The label sheet of the given records of a project, after the caller's detail action on it; a record not in
 * the project answers 404. `load` reads the project's records among the ids, `lines` what a label says.
 */
async function labelSheetOf<R extends LabelledRow>(
  db: DbOrTx,
  user: SessionUser,
  q: LabelQuery,
  origin: string,
  lang: Language,
  sheet: { title: string; load: () => Promise<R[]>; lines: (row: R) => string[] },
): Promise<Buffer> {
  await guard(db, user, q.proId, 'detail', lang);
  const rows = await sheet.load();
  if (q.ids.some((id) => !rows.some((r) => r.id === id))) throw notFound(lang);
  const name = await projectName(db, q.proId);
  const labels: SheetLabel[] = rows.map((r) => ({
    code: r.sampleNo,
    lines: [name, ...sheet.lines(r)],
    url: scanUrl(origin, r.sampleNo),
  }));
  return labelSheetPdf(labels, q.format, sheet.title);
}

/** The record a scanned code names, for a member of its project with the detail action; anyone else 404. */
async function scannedRow<R extends { projectId: number }>(
  db: DbOrTx,
  user: SessionUser,
  lang: Language,
  load: () => Promise<R | undefined>,
): Promise<R> {
  const row = await load();
  if (!row) throw notFound(lang);
  await guard(db, user, row.projectId, 'detail', lang).catch(() => {
    throw notFound(lang);
  });
  return row;
}

/** The label sheet PDF of the given batches of a project; a batch not in the project answers 404. */
export function batchLabelsPdf(
  db: DbOrTx,
  user: SessionUser,
  q: LabelQuery,
  origin: string,
  lang: Language,
): Promise<Buffer> {
  return labelSheetOf(db, user, q, origin, lang, {
    title: '材料取样标签',
    load: () =>
      db
        .select()
        .from(rebarBatch)
        .where(and(eq(rebarBatch.projectId, q.proId), inArray(rebarBatch.id, q.ids)))
        .orderBy(asc(rebarBatch.sampleNo)),
    lines: (r) => [
      `批号：${r.batchNo}`,
      `牌号规格：${r.grade} Φ${r.diameterMm}`,
      `进场日期：${r.arrivalDate}`,
      `炉批号：${r.heatNo}`,
    ],
  });
}

/** The batch a scanned label names, for a member of its project with the detail action; else 404. */
export async function scanBatch(
  db: DbOrTx,
  user: SessionUser,
  code: string,
  lang: Language,
): Promise<ScannedBatch> {
  const row = await scannedRow(
    db,
    user,
    lang,
    async () => (await db.select().from(rebarBatch).where(eq(rebarBatch.sampleNo, code)))[0],
  );
  return { batch: await batchDetail(db, row.id, lang), projectName: await projectName(db, row.projectId) };
}

const floorsOf = (r: { floorFrom: number | null; floorTo: number | null }) =>
  r.floorFrom === null
    ? ''
    : r.floorFrom === r.floorTo
      ? `${r.floorFrom} 层`
      : `${r.floorFrom}～${r.floorTo} 层`;

/** The label sheet PDF of the given joint lots (either category) of a project; a lot not in it answers 404. */
export function jointLabelsPdf(
  db: DbOrTx,
  user: SessionUser,
  q: LabelQuery,
  origin: string,
  lang: Language,
): Promise<Buffer> {
  return labelSheetOf(db, user, q, origin, lang, {
    title: '接头取样标签',
    load: () =>
      db
        .select()
        .from(jointLot)
        .where(and(eq(jointLot.projectId, q.proId), inArray(jointLot.id, q.ids)))
        .orderBy(asc(jointLot.sampleNo)),
    // Each line must fit the 70 mm label at its size (the sheet cuts a longer one with an ellipsis).
    lines: (r) => [
      `批号：${r.lotNo}`,
      `${r.category === 'welding' ? '焊接' : '机械连接'}：${JOINT_KIND_LABELS[r.jointKind] ?? r.jointKind}${r.spliceGrade ? ` ${r.spliceGrade} 级` : ''}`,
      `牌号规格：${r.barGrade} Φ${r.diameterMm}`,
      [`${r.jointCount} 个接头`, floorsOf(r)].filter(Boolean).join(' · '),
    ],
  });
}

/** The joint lot a scanned label names, for a member of its project with the detail action; else 404. */
export async function scanJointLot(
  db: DbOrTx,
  user: SessionUser,
  code: string,
  lang: Language,
): Promise<ScannedJointLot> {
  const row = await scannedRow(
    db,
    user,
    lang,
    async () => (await db.select().from(jointLot).where(eq(jointLot.sampleNo, code)))[0],
  );
  const [lot] = await jointItems(db, [row]);
  if (!lot) throw notFound(lang);
  return { lot, projectName: await projectName(db, row.projectId) };
}
