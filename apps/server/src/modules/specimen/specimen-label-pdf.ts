import type { LabelFormat, Language } from '@zhuji/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { fieldError } from '../../platform/access';
import type { SessionUser } from '../../platform/auth/session';
import type { DbOrTx } from '../../platform/db/client';
import { project } from '../../platform/identity';
import { cjkFonts } from '../../platform/pdf/cjk-fonts';
import { specimen } from './specimen.table';
import { guard, msg } from './specimen-common';

// Label sheets for test-block groups (docs/domains/witness.md): each label carries a QR code of the
// scan page's address with the group's number, and what the lab reads off the cube, in Chinese (the
// labels go on the site's cubes whatever the caller's language).

/** The web page a label's QR code opens. */
export const SCAN_PAGE = '/inspection/scan';

const MM = 72 / 25.4;
/** A4 label paper of 3 × 8 labels, 70 × 37 mm, no gaps (the common 24-up sheet). */
const A4 = { cols: 3, rows: 8, w: 70 * MM, h: 37.125 * MM };
/** One thermal label per page. */
const THERMAL = { w: 50 * MM, h: 30 * MM };

interface Label {
  code: string;
  projectName: string;
  part: string;
  grade: string;
  sampledOn: string;
  sealNo: string;
  url: string;
}

/** Draws one label with its top-left corner at (x, y), `w` × `h` points. */
async function drawLabel(doc: PDFKit.PDFDocument, l: Label, x: number, y: number, w: number, h: number) {
  const pad = 2 * MM;
  const qrSize = h - 2 * pad;
  const png = await QRCode.toBuffer(l.url, { margin: 0, width: 240, errorCorrectionLevel: 'M' });
  doc.image(png, x + pad, y + pad, { width: qrSize, height: qrSize });
  const tx = x + pad * 1.5 + qrSize;
  const tw = w - (tx - x) - pad;
  const size = h < 100 ? 5.6 : 7;
  const lines: [string, boolean][] = [
    [l.code, true],
    [l.projectName, false],
    [`部位：${l.part}`, false],
    [`强度等级：${l.grade}`, false],
    [`取样日期：${l.sampledOn}`, false],
    [`封样编号：${l.sealNo || '—'}`, false],
  ];
  let ty = y + pad;
  for (const [text, bold] of lines) {
    doc
      .font(bold ? 'cjk-bold' : 'cjk')
      .fontSize(size)
      .text(text, tx, ty, { width: tw, height: size * 1.3, lineBreak: false, ellipsis: true });
    ty += (h - 2 * pad) / lines.length;
  }
}

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
  const labels: Label[] = rows.map((r) => ({
    code: r.sampleNo,
    projectName: p?.name ?? '',
    part: r.location,
    grade: r.strengthGrade,
    sampledOn: r.makeDate,
    sealNo: r.sealNo,
    url: `${origin}${SCAN_PAGE}?code=${encodeURIComponent(r.sampleNo)}`,
  }));

  const f = cjkFonts();
  const thermal = q.format === 'thermal';
  const doc = new PDFDocument({
    size: thermal ? [THERMAL.w, THERMAL.h] : 'A4',
    margin: 0,
    autoFirstPage: false,
    info: { Title: '试块标签' },
  });
  doc.registerFont('cjk', f.regular);
  doc.registerFont('cjk-bold', f.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  if (thermal) {
    for (const l of labels) {
      doc.addPage({ size: [THERMAL.w, THERMAL.h], margin: 0 });
      await drawLabel(doc, l, 0, 0, THERMAL.w, THERMAL.h);
    }
  } else {
    const perPage = A4.cols * A4.rows;
    for (const [i, l] of labels.entries()) {
      if (i % perPage === 0) doc.addPage({ size: 'A4', margin: 0 });
      const k = i % perPage;
      const x = (k % A4.cols) * A4.w;
      const y = Math.floor(k / A4.cols) * A4.h;
      // Cut lines, light, for plain paper.
      doc.save().lineWidth(0.3).strokeColor('#bbbbbb').rect(x, y, A4.w, A4.h).stroke().restore();
      await drawLabel(doc, l, x, y, A4.w, A4.h);
    }
  }
  doc.end();
  return done;
}
