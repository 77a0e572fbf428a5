import type { LabelFormat, Language } from '@zhuji/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { fieldError } from '../../platform/access';
import type { SessionUser } from '../../platform/auth/session';
import type { DbOrTx } from '../../platform/db/client';
import { project } from '../../platform/identity';
import { labelSheetPdf, type SheetLabel, scanUrl } from '../../platform/pdf/label-sheet';
import { specimen } from './specimen.table';
import { guard, msg } from './specimen-common';

// Label sheets for test-block groups (docs/domains/witness.md): each label carries a QR code of the
// scan page's address with the group's number, and what the lab reads off the cube, in Chinese (the
// labels go on the site's cubes whatever the caller's language). The drawing is platform/pdf/label-sheet.

/** The label sheet PDF of the given groups of a project: an A4 grid, or one 50 × 30 mm label a page. */
export async function labelsPdf(
  db: DbOrTx,
  user: SessionUser,
  q: { proId: number; ids: number[]; format: LabelFormat },
  origin: string,
  lang: Language,
): Promise<Buffer> {
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
  const labels: SheetLabel[] = rows.map((r) => ({
    code: r.sampleNo,
    lines: [
      p?.name ?? '',
      `部位：${r.location}`,
      `强度等级：${r.strengthGrade}`,
      `取样日期：${r.makeDate}`,
      `封样编号：${r.sealNo || '—'}`,
    ],
    url: scanUrl(origin, r.sampleNo),
  }));
  return labelSheetPdf(labels, q.format, '试块标签');
}
