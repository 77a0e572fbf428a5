import type { LabelFormat } from '@zhuji/shared';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { cjkFonts } from './cjk-fonts';

// Printable QR label sheets (docs/domains/witness.md "Labelled specimens"): one drawing for every kind
// of sample that carries a code — test-block groups (specimen) and material samples (material-inspection).
// The text is in Chinese whatever the caller's language: the labels go on site.

/** The web page a label's QR code opens; it resolves the code by its prefix. */
export const SCAN_PAGE = '/inspection/scan';

const MM = 72 / 25.4;
/** A4 label paper of 3 × 8 labels, 70 × 37 mm, no gaps (the common 24-up sheet). */
const A4 = { cols: 3, rows: 8, w: 70 * MM, h: 37.125 * MM };
/** One thermal label per page. */
const THERMAL = { w: 50 * MM, h: 30 * MM };

/** One label: its code (bold, first line), up to five lines under it, and the QR code's address. */
export interface SheetLabel {
  code: string;
  lines: string[];
  url: string;
}

/** The address a label's QR code holds: the scan page with the code. */
export const scanUrl = (origin: string, code: string) =>
  `${origin}${SCAN_PAGE}?code=${encodeURIComponent(code)}`;

/** Draws one label with its top-left corner at (x, y), `w` × `h` points. */
async function drawLabel(doc: PDFKit.PDFDocument, l: SheetLabel, x: number, y: number, w: number, h: number) {
  const pad = 2 * MM;
  const qrSize = h - 2 * pad;
  const png = await QRCode.toBuffer(l.url, { margin: 0, width: 240, errorCorrectionLevel: 'M' });
  doc.image(png, x + pad, y + pad, { width: qrSize, height: qrSize });
  const tx = x + pad * 1.5 + qrSize;
  const tw = w - (tx - x) - pad;
  const size = h < 100 ? 5.6 : 7;
  const lines: [string, boolean][] = [[l.code, true], ...l.lines.map((s): [string, boolean] => [s, false])];
  let ty = y + pad;
  for (const [text, bold] of lines) {
    doc
      .font(bold ? 'cjk-bold' : 'cjk')
      .fontSize(size)
      .text(text, tx, ty, { width: tw, height: size * 1.3, lineBreak: false, ellipsis: true });
    ty += (h - 2 * pad) / lines.length;
  }
}

/** The label sheet PDF: an A4 grid of 3 × 8, or one 50 × 30 mm thermal label a page. */
export async function labelSheetPdf(
  labels: SheetLabel[],
  format: LabelFormat,
  title: string,
): Promise<Buffer> {
  const f = cjkFonts();
  const thermal = format === 'thermal';
  const doc = new PDFDocument({
    size: thermal ? [THERMAL.w, THERMAL.h] : 'A4',
    margin: 0,
    autoFirstPage: false,
    info: { Title: title },
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
