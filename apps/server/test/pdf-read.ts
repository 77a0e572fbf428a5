import { inflateSync } from 'node:zlib';

// Reading back what the platform's PDFs show, as a reader copies it (label sheets, docs/domains/witness.md):
// the server's twin of the readers in apps/web/e2e/custody-chain.test.mjs, for integration tests.

interface PdfStream {
  dict: string;
  data: Buffer;
}

/** The streams of a PDF, inflated, with their dictionaries (pdfkit writes direct /Length values). */
export function pdfStreams(bytes: Buffer): PdfStream[] {
  const text = bytes.toString('latin1');
  const found: PdfStream[] = [];
  const head = /<<((?:[^<>]|<<[^<>]*>>|<[^<>]*>)*)>>\s*stream\r?\n/g;
  for (let m = head.exec(text); m; m = head.exec(text)) {
    const dict = m[1] ?? '';
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    const raw = bytes.subarray(m.index + m[0].length, m.index + m[0].length + length);
    found.push({ dict, data: dict.includes('/FlateDecode') ? inflateSync(raw) : raw });
  }
  return found;
}

/** The text of a PDF: each TJ run's glyph ids mapped through each ToUnicode CMap (one text per font). */
export function pdfTexts(bytes: Buffer): string[] {
  const streams = pdfStreams(bytes).map((s) => s.data.toString('latin1'));
  const cmaps = streams
    .filter((s) => s.includes('beginbfrange'))
    .map((s) => {
      const map = new Map<number, string>();
      const range = /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*\[([^\]]*)\]/g;
      for (let m = range.exec(s); m; m = range.exec(s)) {
        const start = Number.parseInt(m[1] ?? '', 16);
        [...(m[3] ?? '').matchAll(/<([0-9a-fA-F]+)>/g)].forEach((u, i) => {
          map.set(
            start + i,
            Buffer.from(u[1] ?? '', 'hex')
              .swap16()
              .toString('utf16le'),
          );
        });
      }
      return map;
    });
  const runs = streams
    .flatMap((s) => [...s.matchAll(/\[([^\]]*)\]\s*TJ/g)])
    .map((m) => [...(m[1] ?? '').matchAll(/<([0-9a-fA-F]+)>/g)].map((h) => h[1]).join(''));
  return cmaps.map((map) =>
    runs
      .map((hex) => (hex.match(/.{4}/g) ?? []).map((g) => map.get(Number.parseInt(g, 16)) ?? '?').join(''))
      .join('\n'),
  );
}
