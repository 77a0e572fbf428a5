import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import yauzl from 'yauzl';

/** One cell as the sheet stores it: text, number, boolean, a date (date-formatted number) or blank. */
export type SheetCell = string | number | boolean | Date | null;

export interface SheetRow {
  /** As the spreadsheet numbers it: the header is row 1. */
  row: number;
  cells: SheetCell[];
}

/** Thrown when the upload is not a readable .xlsx. */
export class NotXlsxError extends Error {}

type Zip = { file: yauzl.ZipFile; entries: Map<string, yauzl.Entry> };

function openZip(source: string | Buffer): Promise<Zip> {
  return new Promise((resolve, reject) => {
    const opened = (err: Error | null, file?: yauzl.ZipFile) => {
      if (err || !file) return reject(new NotXlsxError(String(err)));
      const entries = new Map<string, yauzl.Entry>();
      file.on('entry', (entry: yauzl.Entry) => {
        entries.set(entry.fileName, entry);
        file.readEntry();
      });
      file.once('end', () => resolve({ file, entries }));
      file.once('error', (e: Error) => reject(new NotXlsxError(String(e))));
      file.readEntry();
    };
    const options = { lazyEntries: true, autoClose: false };
    if (typeof source === 'string') yauzl.open(source, options, opened);
    else yauzl.fromBuffer(source, options, opened);
  });
}

function entryStream(zip: Zip, name: string): Promise<Readable | null> {
  const entry = zip.entries.get(name);
  if (!entry) return Promise.resolve(null);
  return new Promise((resolve, reject) =>
    zip.file.openReadStream(entry, (err, stream) =>
      err || !stream ? reject(new NotXlsxError(String(err))) : resolve(stream),
    ),
  );
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

interface XmlHandlers {
  open?(tag: SaxesTagPlain, name: string): void;
  close?(name: string): void;
  text?(text: string): void;
}

/**
 * Parses one zip entry's XML as it inflates, chunk by chunk. Bytes are decoded with a StringDecoder,
 * which carries a multi-byte character split across two chunks over to the next one (ExcelJS 4.4's
 * stream reader decoded each chunk on its own and turned such a Chinese character into U+FFFD).
 * `afterChunk` runs after each chunk's events, so a caller can hand out what that chunk completed.
 */
async function* parseEntry<T>(
  stream: Readable,
  handlers: XmlHandlers,
  afterChunk: () => T[] = () => [],
): AsyncGenerator<T> {
  const parser = new SaxesParser();
  const decoder = new StringDecoder('utf8');
  let failure: Error | undefined;
  parser.on('error', (err) => {
    failure ??= err;
  });
  if (handlers.open) {
    const open = handlers.open;
    parser.on('opentag', (tag) => open(tag as SaxesTagPlain, localName(tag.name)));
  }
  if (handlers.close) {
    const close = handlers.close;
    parser.on('closetag', (tag) => close(localName(tag.name)));
  }
  if (handlers.text) {
    parser.on('text', handlers.text);
    parser.on('cdata', handlers.text);
  }
  const check = () => {
    if (failure) throw new NotXlsxError(failure.message);
  };
  try {
    for await (const chunk of stream) {
      parser.write(decoder.write(chunk as Buffer));
      check();
      yield* afterChunk();
    }
    parser.write(decoder.end());
    parser.close();
    check();
    yield* afterChunk();
  } finally {
    stream.destroy();
  }
}

async function drain(stream: Readable | null, handlers: XmlHandlers): Promise<void> {
  if (stream) for await (const _ of parseEntry(stream, handlers));
}

/** The entry paths of the first worksheet, the shared strings and the styles, and the date system. */
async function workbookParts(zip: Zip) {
  let firstSheetRel: string | undefined;
  let date1904 = false;
  await drain(await entryStream(zip, 'xl/workbook.xml'), {
    open(tag, name) {
      if (name === 'workbookPr') date1904 = ['1', 'true'].includes(String(tag.attributes.date1904));
      if (name === 'sheet' && firstSheetRel === undefined)
        firstSheetRel = String(tag.attributes['r:id'] ?? tag.attributes.id ?? '');
    },
  });
  const targets = new Map<string, string>();
  const byType = new Map<string, string>();
  await drain(await entryStream(zip, 'xl/_rels/workbook.xml.rels'), {
    open(tag, name) {
      if (name !== 'Relationship') return;
      const target = String(tag.attributes.Target ?? '');
      const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
      targets.set(String(tag.attributes.Id ?? ''), path);
      byType.set(String(tag.attributes.Type ?? '').replace(/.*\//, ''), path);
    },
  });
  return {
    sheet: (firstSheetRel && targets.get(firstSheetRel)) || 'xl/worksheets/sheet1.xml',
    sharedStrings: byType.get('sharedStrings') ?? 'xl/sharedStrings.xml',
    styles: byType.get('styles') ?? 'xl/styles.xml',
    date1904,
  };
}

/**
 * The shared string table (every distinct text of a workbook saved by Excel or WPS). It is the one
 * part held in memory: its size is the number of distinct texts, which the sheet then points into.
 * Phonetic runs (rPh) are not part of the text.
 */
async function sharedStrings(zip: Zip, path: string): Promise<string[]> {
  const table: string[] = [];
  let current = '';
  let inText = false;
  let phonetic = 0;
  let chars = 0;
  await drain(await entryStream(zip, path), {
    open(_tag, name) {
      if (name === 'si') current = '';
      else if (name === 'rPh') phonetic++;
      else if (name === 't' && !phonetic) inText = true;
    },
    close(name) {
      if (name === 'si') {
        chars += current.length;
        // A workbook that inflates to more text than any real sheet holds (a zip bomb) is refused.
        if (chars > MAX_SHARED_CHARS) throw new NotXlsxError('shared strings too large');
        table.push(current);
      } else if (name === 'rPh') phonetic--;
      else if (name === 't') inText = false;
    },
    text(text) {
      if (inText && current.length < MAX_CELL_CHARS) current += text;
    },
  });
  return table;
}

/** Excel's own limit for one cell; text beyond it is not kept. */
const MAX_CELL_CHARS = 32_767;
/** Distinct texts of one workbook, in characters. */
const MAX_SHARED_CHARS = 64 * 1024 * 1024;

// Built-in number formats that show a date or time (ECMA-376 18.8.30, with the CJK ids Excel uses).
const BUILTIN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54,
  55, 56, 57, 58,
]);

/** A custom format shows a date when, outside quoted text and [colour] or [$-locale] brackets, it has y/m/d/h/s. */
const isDateFormatCode = (code: string) =>
  /[ymdhs]/i.test(code.replace(/"[^"]*"|\[[^\]]*\]|\\./g, '').replace(/general/gi, ''));

/** For each cell style index: whether its number format shows a date. */
async function dateStyles(zip: Zip, path: string): Promise<boolean[]> {
  const custom = new Map<number, string>();
  const styles: boolean[] = [];
  let inCellXfs = false;
  await drain(await entryStream(zip, path), {
    open(tag, name) {
      if (name === 'numFmt')
        custom.set(Number(tag.attributes.numFmtId), String(tag.attributes.formatCode ?? ''));
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) {
        const id = Number(tag.attributes.numFmtId ?? 0);
        const code = custom.get(id);
        styles.push(code === undefined ? BUILTIN_DATE_FORMATS.has(id) : isDateFormatCode(code));
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return styles;
}

/** "BC12" → 54 (0-based column). */
function columnIndex(ref: string): number {
  let n = 0;
  for (const ch of ref) {
    const c = ch.charCodeAt(0);
    if (c < 65 || c > 90) break;
    n = n * 26 + (c - 64);
  }
  return n - 1;
}

const DAY_MS = 86_400_000;
const isBlank = (c: SheetCell) => c === null || c === undefined || (typeof c === 'string' && c.trim() === '');

/**
 * The non-blank rows of the first worksheet of an .xlsx (a file path or a buffer), streamed: the
 * sheet is inflated and parsed a chunk at a time and each row is handed out as soon as it is complete,
 * so memory does not grow with the number of rows (only with the shared string table). The first
 * row yielded is the header. Throws NotXlsxError when the source is not a readable workbook.
 */
export async function* readSheetRows(source: string | Buffer): AsyncGenerator<SheetRow> {
  if (Buffer.isBuffer(source) && (source.length < 4 || source.readUInt32LE(0) !== 0x04034b50))
    throw new NotXlsxError('not a zip');
  const zip = await openZip(source);
  try {
    const parts = await workbookParts(zip);
    const strings = await sharedStrings(zip, parts.sharedStrings);
    const dates = await dateStyles(zip, parts.styles);
    const sheetStream = await entryStream(zip, parts.sheet);
    if (!sheetStream) throw new NotXlsxError('no worksheet');
    const epoch = parts.date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 30);

    let ready: SheetRow[] = [];
    let row: SheetRow | null = null;
    let rowNumber = 0;
    let col = -1;
    let type = '';
    let style = 0;
    let text = '';
    let capture = false;
    let phonetic = 0;
    const value = (): SheetCell => {
      switch (type) {
        case 's':
          return strings[Number(text)] ?? null;
        case 'inlineStr':
        case 'str':
        case 'e':
          return text;
        case 'b':
          return text === '1' || text === 'true';
        case 'd':
          return text ? new Date(text) : null;
        default: {
          if (text.trim() === '') return null;
          const n = Number(text);
          if (Number.isNaN(n)) return text;
          return dates[style] ? new Date(epoch + Math.round(n * DAY_MS)) : n;
        }
      }
    };
    yield* parseEntry(
      sheetStream,
      {
        open(tag, name) {
          if (name === 'row') {
            rowNumber = tag.attributes.r ? Number(tag.attributes.r) : rowNumber + 1;
            row = { row: rowNumber, cells: [] };
            col = -1;
          } else if (name === 'c') {
            const ref = String(tag.attributes.r ?? '');
            col = ref ? columnIndex(ref) : col + 1;
            type = String(tag.attributes.t ?? 'n');
            style = Number(tag.attributes.s ?? 0);
            text = '';
          } else if (name === 'rPh') phonetic++;
          else if ((name === 'v' || name === 't') && !phonetic) capture = true;
        },
        close(name) {
          if (name === 'v' || name === 't') capture = false;
          else if (name === 'rPh') phonetic--;
          else if (name === 'c' && row && col >= 0) row.cells[col] = value();
          else if (name === 'row' && row) {
            const cells = Array.from(row.cells, (c) => c ?? null);
            if (!cells.every(isBlank)) ready.push({ row: row.row, cells });
            row = null;
          }
        },
        text(t) {
          if (capture && text.length < MAX_CELL_CHARS) text += t;
        },
      },
      () => {
        const out = ready;
        ready = [];
        return out;
      },
    );
  } finally {
    zip.file.close();
  }
}
