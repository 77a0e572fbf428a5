import type { Readable } from 'node:stream';
import type { Language } from '@zhuji/shared';
import { eq, inArray } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { SessionUser } from '../../platform/auth/session';
import type { DbOrTx } from '../../platform/db/client';
import { company, project } from '../../platform/identity';
import { cjkFonts } from '../../platform/pdf/cjk-fonts';
import {
  type PdfCertificate,
  type PlatformKey,
  partyLabel,
  recordView,
  signPdf,
} from '../../platform/signature';
import type { FileStorage } from '../../platform/storage/storage';
import { storedFile } from '../../platform/storage/stored-file.table';
import { testReport } from './specimen.table';
import { assertReads, loadSubmission, notFound } from './specimen-common';
import { reportContent } from './specimen-report-signing';

const L = {
  title: {
    zh: '混凝土抗压强度检测报告',
    en: 'Concrete compressive strength test report',
    es: 'Informe de ensayo de resistencia a compresión',
  },
  reportNo: { zh: '报告编号', en: 'Report no.', es: 'N.º de informe' },
  project: { zh: '工程名称', en: 'Project', es: 'Obra' },
  lab: { zh: '检测单位', en: 'Testing lab', es: 'Laboratorio' },
  issued: { zh: '签发日期', en: 'Issued', es: 'Emitido' },
  version: { zh: '版本', en: 'Version', es: 'Versión' },
  conclusion: { zh: '检测结论', en: 'Conclusion', es: 'Conclusión' },
  cols: {
    zh: ['试块编号', '强度等级', '部位', '龄期(d)', '单块强度(MPa)', '代表值(MPa)'],
    en: ['Sample no.', 'Grade', 'Part', 'Age (d)', 'Cubes (MPa)', 'Value (MPa)'],
    es: ['N.º muestra', 'Clase', 'Parte', 'Edad (d)', 'Cubos (MPa)', 'Valor (MPa)'],
  },
  signatures: { zh: '签署', en: 'Signatures', es: 'Firmas' },
  unsigned: { zh: '待签署', en: 'awaiting signature', es: 'pendiente de firma' },
  verify: {
    zh: '扫码验真：报告内容、各方签名与签名链均可公开核验；本文件另附平台数字签名。',
    en: 'Scan to verify the content, every signature and the chain; the file also carries the platform’s digital signature.',
    es: 'Escanee para verificar contenido, firmas y cadena; el archivo lleva además la firma digital de la plataforma.',
  },
} as const;

async function bytesOf(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const c of stream) parts.push(c as Buffer);
  return Buffer.concat(parts);
}

/**
 * The report as a PDF: its content as signed, the latest version's drawn signatures with who signed and
 * when, the verification QR code; then PDF-signed with the platform certificate (a reader shows whether
 * the file changed). Readers of the submission may download it (its lab, project members).
 */
export async function reportPdf(
  db: DbOrTx,
  deps: { key: PlatformKey; cert: PdfCertificate; storage: FileStorage; origin: string },
  user: SessionUser,
  submissionId: number,
  lang: Language,
): Promise<{ pdf: Buffer; reportNo: string }> {
  const s = await loadSubmission(db, submissionId, lang);
  await assertReads(db, user, s, lang);
  const [r] = await db.select().from(testReport).where(eq(testReport.submissionId, s.id));
  if (!r) throw notFound(lang);
  const content = await reportContent(db, r);
  const view = await recordView(db, deps.key, null, 'test-report', r.id, lang);
  const latest = view.versions.at(-1);
  const [lab] = await db.select({ name: company.name }).from(company).where(eq(company.id, r.labCompanyId));
  const [p] = await db.select({ name: project.name }).from(project).where(eq(project.id, r.projectId));
  const ids = (latest?.signatures ?? []).map((x) => x.imageFileId).filter((x): x is string => !!x);
  const files = ids.length ? await db.select().from(storedFile).where(inArray(storedFile.id, ids)) : [];
  const images = new Map<string, Buffer>();
  for (const f of files) images.set(f.id, await bytesOf(await deps.storage.get(f.storageKey)));
  const qr = await QRCode.toBuffer(`${deps.origin}/rebarEngineering/previewDetection?code=${r.verifyCode}`, {
    margin: 1,
    width: 160,
  });

  const f = cjkFonts();
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `${L.title[lang]} ${r.reportNo}` } });
  doc.registerFont('cjk', f.regular);
  doc.registerFont('cjk-bold', f.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const width = doc.page.width - 80;
  doc.font('cjk-bold').fontSize(16).text(L.title[lang], { align: 'center' });
  doc.moveDown(0.8).fontSize(10);
  const head: [string, string][] = [
    [L.reportNo[lang], r.reportNo],
    [L.project[lang], p?.name ?? ''],
    [L.lab[lang], lab?.name ?? ''],
    [L.issued[lang], content.issuedAt.slice(0, 10)],
    [L.version[lang], `v${latest?.version ?? 1}`],
  ];
  for (const [k, v] of head) {
    const y = doc.y;
    doc.font('cjk-bold').text(k, 40, y, { width: 90 });
    doc.font('cjk').text(v, 130, y, { width: width - 90 });
    doc.moveDown(0.2);
  }
  doc.moveDown(0.6);
  const widths = [110, 60, 110, 50, 110, width - 440];
  const row = (cells: string[], bold = false) => {
    const top = doc.y;
    let x = 40;
    cells.forEach((c, i) => {
      doc.rect(x, top, widths[i]!, 18).strokeColor('#999').lineWidth(0.5).stroke();
      doc
        .font(bold ? 'cjk-bold' : 'cjk')
        .fontSize(9)
        .fillColor('#000')
        .text(c, x + 3, top + 4, { width: widths[i]! - 6 });
      x += widths[i]!;
    });
    doc.x = 40;
    doc.y = top + 18;
  };
  row([...L.cols[lang]], true);
  for (const g of content.groups)
    row([
      g.sampleNo,
      g.strengthGrade,
      g.location,
      String(g.ageDays),
      (g.strengths ?? []).join(' / '),
      g.value ?? '—',
    ]);
  doc.moveDown(0.8).font('cjk-bold').fontSize(10).text(`${L.conclusion[lang]}：`, 40);
  doc.font('cjk').text(r.conclusion, 40, doc.y, { width });
  doc.moveDown(1).font('cjk-bold').text(`${L.signatures[lang]}：`, 40);
  const top = doc.y + 4;
  view.order.forEach((party, i) => {
    const x = 40 + i * 180;
    const sig = latest?.signatures.find((x) => x.party === party);
    doc.font('cjk').fontSize(9).fillColor('#000').text(partyLabel(party, lang), x, top, { width: 170 });
    const img = sig?.imageFileId ? images.get(sig.imageFileId) : undefined;
    if (img) doc.image(img, x, top + 14, { fit: [160, 60] });
    else doc.fillColor('#888').text(L.unsigned[lang], x, top + 34, { width: 170 });
    if (sig)
      doc
        .fillColor('#000')
        .text(`${sig.companyName} ${sig.signerName}`, x, top + 78, { width: 170 })
        .text(sig.signedAt.replace('T', ' ').slice(0, 16), x, doc.y, { width: 170 });
  });
  doc.image(qr, 40 + width - 90, top, { width: 90 });
  doc
    .fillColor('#555')
    .fontSize(8)
    .text(L.verify[lang], 40, top + 120, { width });
  doc.end();
  const pdf = await signPdf(await done, deps.cert, {
    reason: `test-report ${r.id} v${latest?.version ?? 0} ${latest?.contentHash.slice(0, 16) ?? ''}`,
  });
  return { pdf, reportNo: r.reportNo };
}
