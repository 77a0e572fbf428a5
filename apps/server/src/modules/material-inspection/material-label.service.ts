import type { LabelFormat, Language, ScannedBatch } from '@zhuji/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SessionUser } from '../../platform/auth/session';
import type { DbOrTx } from '../../platform/db/client';
import { project } from '../../platform/identity';
import { labelSheetPdf, type SheetLabel, scanUrl } from '../../platform/pdf/label-sheet';
import { guard, notFound } from './material-common';
import { rebarBatch } from './material-inspection.table';
import { batchDetail } from './material-rebar-batch.service';

// QR labels of material samples (docs/domains/witness.md "Labelled specimens"): the rebar batch's code
// CL-… with what the lab reads off the bundle of test bars, drawn by the platform's label sheet like the
// test blocks' labels. Both calls answer as the batch's detail does: membership and the detail action.

const projectName = async (db: DbOrTx, id: number) =>
  (await db.select({ name: project.name }).from(project).where(eq(project.id, id)))[0]?.name ?? '';

/** The label sheet PDF of the given batches of a project; a batch not in the project answers 404. */
export async function batchLabelsPdf(
  db: DbOrTx,
  user: SessionUser,
  q: { proId: number; ids: number[]; format: LabelFormat },
  origin: string,
  lang: Language,
): Promise<Buffer> {
  await guard(db, user, q.proId, 'detail', lang);
  const rows = await db
    .select()
    .from(rebarBatch)
    .where(and(eq(rebarBatch.projectId, q.proId), inArray(rebarBatch.id, q.ids)))
    .orderBy(asc(rebarBatch.sampleNo));
  if (q.ids.some((id) => !rows.some((r) => r.id === id))) throw notFound(lang);
  const name = await projectName(db, q.proId);
  const labels: SheetLabel[] = rows.map((r) => ({
    code: r.sampleNo,
    lines: [
      name,
      `批号：${r.batchNo}`,
      `牌号规格：${r.grade} Φ${r.diameterMm}`,
      `进场日期：${r.arrivalDate}`,
      `炉批号：${r.heatNo}`,
    ],
    url: scanUrl(origin, r.sampleNo),
  }));
  return labelSheetPdf(labels, q.format, '材料取样标签');
}

/** The batch a scanned label names, for a member of its project with the detail action; else 404. */
export async function scanBatch(
  db: DbOrTx,
  user: SessionUser,
  code: string,
  lang: Language,
): Promise<ScannedBatch> {
  const [row] = await db.select().from(rebarBatch).where(eq(rebarBatch.sampleNo, code));
  if (!row) throw notFound(lang);
  await guard(db, user, row.projectId, 'detail', lang).catch(() => {
    throw notFound(lang);
  });
  return { batch: await batchDetail(db, row.id, lang), projectName: await projectName(db, row.projectId) };
}
