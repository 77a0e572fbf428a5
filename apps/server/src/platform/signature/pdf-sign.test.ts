import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import forge from 'node-forge';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { platformPdfCertificate, signPdf } from './pdf-sign';

const pdfOf = () =>
  new Promise<Buffer>((resolve) => {
    const doc = new PDFDocument({ size: 'A4' });
    const parts: Buffer[] = [];
    doc.on('data', (b: Buffer) => parts.push(b));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.text('Test report BG-HNT-2026-00001');
    doc.end();
  });

/** The signed bytes and the PKCS#7 of a signed PDF, read back from its /ByteRange. */
function signatureOf(pdf: Buffer) {
  const m = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(pdf.toString('latin1'));
  if (!m) throw new Error('no /ByteRange');
  const [a, b, c, d] = m.slice(1).map(Number) as [number, number, number, number];
  const signed = Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]);
  const hex = pdf
    .subarray(a + b + 1, c - 1)
    .toString('latin1')
    .replace(/0+$/, '');
  const p7 = forge.pkcs7.messageFromAsn1(
    forge.asn1.fromDer(Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex').toString('binary')),
  ) as forge.pkcs7.PkcsSignedData & {
    rawCapture: { authenticatedAttributes: forge.asn1.Asn1[]; signature: string };
  };
  return { signed, p7 };
}

function messageDigestOf(p7: ReturnType<typeof signatureOf>['p7']): string {
  for (const attr of p7.rawCapture.authenticatedAttributes) {
    const seq = attr.value as forge.asn1.Asn1[];
    if (forge.asn1.derToOid(seq[0]!.value as string) === forge.pki.oids.messageDigest)
      return forge.util.bytesToHex((seq[1]!.value as forge.asn1.Asn1[])[0]!.value as string);
  }
  return '';
}

describe('PDF signing', () => {
  it('a signed PDF carries /ByteRange and a PKCS#7 whose digest is that of the covered bytes, by the platform certificate', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'zhuji-pdf-sign-'));
    const cert = platformPdfCertificate(dir, {});
    expect(cert.subject).toBe('筑基质量管理平台');
    const signed = await signPdf(await pdfOf(), cert, { reason: 'test-report 1 v1' });
    expect(signed.toString('latin1')).toContain('/ByteRange');
    expect(signed.toString('latin1')).toContain('/adbe.pkcs7.detached');
    const { signed: covered, p7 } = signatureOf(signed);
    const digest = forge.md.sha256.create().update(covered.toString('binary')).digest().toHex();
    expect(messageDigestOf(p7)).toBe(digest);
    expect(p7.certificates[0]?.subject.getField('CN')).toBeTruthy();
    // A byte changed inside the covered range no longer matches the signed digest.
    const tampered = Buffer.from(signed);
    tampered[20] = (tampered[20] ?? 0) ^ 1;
    const again = signatureOf(tampered);
    const digest2 = forge.md.sha256.create().update(again.signed.toString('binary')).digest().toHex();
    expect(digest2).not.toBe(messageDigestOf(again.p7));
    // The certificate is kept: the next call reads the same one.
    expect(platformPdfCertificate(dir, {}).p12.equals(cert.p12)).toBe(true);
  }, 60_000);
});
