import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import forge from 'node-forge';

/** The PKCS#12 bundle (certificate + private key) PDFs are signed with, and its passphrase. */
export interface PdfCertificate {
  p12: Buffer;
  passphrase: string;
  /** The certificate's subject common name, shown by a PDF reader as the signer. */
  subject: string;
}

const cache = new Map<string, PdfCertificate>();

/**
 * A self-signed certificate for the embedded default: RSA 2048, ten years, subject "筑基质量管理平台".
 * A reader shows the signature and whether the file changed since; it trusts the signer only once the
 * certificate is added to its trusted list. Production sets SIGNING_P12_BASE64 from a CA (docs/e-seal.md).
 */
function selfSigned(): Buffer {
  const keys = forge.pki.rsa.generateKeyPair(2048);
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = `01${forge.util.bytesToHex(forge.random.getBytesSync(8))}`;
  cert.validity.notBefore = new Date();
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * 24 * 3600 * 1000);
  const attrs = [
    { shortName: 'CN', value: forge.util.encodeUtf8('筑基质量管理平台') },
    { shortName: 'O', value: forge.util.encodeUtf8('筑基') },
    { shortName: 'C', value: 'CN' },
  ];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [cert], '', { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

/**
 * SIGNING_P12_BASE64 (+ SIGNING_P12_PASSPHRASE) when set, else `<DATA_DIR>/signing-pdf.p12`, generated
 * once (mode 0600) and kept so every PDF of the deployment carries the same certificate.
 */
export function platformPdfCertificate(
  dataDir: string,
  env: NodeJS.ProcessEnv = process.env,
): PdfCertificate {
  const fromEnv = env.SIGNING_P12_BASE64?.trim();
  const cacheKey = fromEnv ? `env:${fromEnv.slice(0, 64)}` : `dir:${dataDir}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  let p12: Buffer;
  let passphrase = '';
  if (fromEnv) {
    p12 = Buffer.from(fromEnv, 'base64');
    passphrase = env.SIGNING_P12_PASSPHRASE ?? '';
  } else {
    const file = join(dataDir, 'signing-pdf.p12');
    try {
      p12 = readFileSync(file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      mkdirSync(dataDir, { recursive: true });
      try {
        // 'wx': a second process starting at the same moment keeps the first one's certificate.
        writeFileSync(file, selfSigned(), { mode: 0o600, flag: 'wx' });
      } catch {
        /* created meanwhile */
      }
      p12 = readFileSync(file);
    }
  }
  const cert: PdfCertificate = { p12, passphrase, subject: subjectOf(p12, passphrase) };
  cache.set(cacheKey, cert);
  return cert;
}

function subjectOf(p12: Buffer, passphrase: string): string {
  const parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), passphrase);
  const certBag = forge.pki.oids.certBag as string;
  const bag = parsed.getBags({ bagType: certBag })[certBag]?.[0];
  const cn = bag?.cert?.subject.getField('CN')?.value;
  return typeof cn === 'string' ? forge.util.decodeUtf8(cn) : '';
}

/**
 * Signs a finished PDF (PKCS#7 detached, adbe.pkcs7.detached, the whole file but the signature covered
 * by /ByteRange): a reader shows the signature panel and says whether the file changed after signing.
 * `reason` names the record and version; ASCII only in the signature dictionary fields.
 */
export async function signPdf(
  pdf: Buffer,
  cert: PdfCertificate,
  info: { reason: string; location?: string },
): Promise<Buffer> {
  const withPlaceholder = plainAddPlaceholder({
    pdfBuffer: pdf,
    reason: info.reason,
    contactInfo: 'Zhuji',
    name: 'Zhuji platform',
    location: info.location ?? 'CN',
    signatureLength: 8192,
    appName: 'Zhuji',
  });
  return new SignPdf().sign(withPlaceholder, new P12Signer(cert.p12, { passphrase: cert.passphrase }));
}
