import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import { KIT_IMPORT } from '@zhuji/shared';
import ExcelJS, { type CellValue } from 'exceljs';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { NotXlsxError, readSheetRows, type SheetCell, type SheetRow } from './xlsx-reader';

export const XLSX_TYPE = KIT_IMPORT.CONTENT_TYPE;

const rfc5987 = (s: string) =>
  encodeURIComponent(s).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** An attachment header every browser reads: an ASCII fallback plus the UTF-8 name (RFC 6266/5987). */
export function contentDisposition(filename: string, asciiFallback: string): string {
  const ascii = asciiFallback.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(filename)}`;
}

const MAX_BACKLOG = 2 * 1024 * 1024;

interface StreamState {
  _writableState?: { length?: number };
}

/**
 * Bytes of sheet XML committed but not yet taken by the zip. exceljs's sheet stream writes into the
 * zip's input without heeding backpressure, and deflate runs a chunk per event-loop turn, so without
 * this wait the whole sheet would pile up in memory (≈ 0.7 kB a row) while rows arrive from the
 * database faster than they compress. Reads exceljs internals defensively: unknown shape → 0.
 */
function sheetBacklog(sheet: ExcelJS.Worksheet): number {
  const stream = (sheet as unknown as { stream?: { pipes?: StreamState[] } }).stream;
  return (stream?.pipes ?? []).reduce((n, p) => n + (p._writableState?.length ?? 0), 0);
}

export interface SheetColumn {
  header: string;
  width?: number;
}

/**
 * Streams a one-sheet workbook into `out` (exceljs WorkbookWriter: rows are committed and zipped
 * as they come, never held). Waits while `out` is full, so a slow client slows the query instead of
 * filling memory; stops when `out` is destroyed (client gone).
 */
export async function writeSheet(
  out: Writable,
  sheetName: string,
  columns: SheetColumn[],
  batches: AsyncIterable<CellValue[][]>,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((c, i) => ({ header: c.header, key: String(i), width: c.width ?? 16 }));
  for await (const batch of batches) {
    if (out.destroyed) return;
    for (const values of batch) sheet.addRow(values).commit();
    // Let the zip catch up before the next batch: its input queue, then the client.
    while (sheetBacklog(sheet) > MAX_BACKLOG && !out.destroyed) await new Promise((r) => setTimeout(r, 1));
    if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
  }
  sheet.commit();
  await workbook.commit();
}

/**
 * Answers a one-sheet workbook streamed as its rows arrive (see writeSheet). A failure after the
 * headers went out can only cut the download short: it is logged and the stream destroyed.
 */
export function replyWithSheet(
  reply: FastifyReply,
  log: FastifyBaseLogger,
  sheet: {
    title: string;
    filename: string;
    asciiName: string;
    columns: SheetColumn[];
    batches: AsyncIterable<CellValue[][]>;
  },
) {
  const out = new PassThrough();
  writeSheet(out, sheet.title, sheet.columns, sheet.batches).catch((err: unknown) => {
    log.error({ err }, 'workbook download failed');
    out.destroy(err as Error);
  });
  return reply
    .type(XLSX_TYPE)
    .header('content-disposition', contentDisposition(sheet.filename, sheet.asciiName))
    .send(out);
}

export { NotXlsxError, type SheetCell, type SheetRow } from './xlsx-reader';

/** Thrown when the sheet has more data rows than allowed. */
export class TooManyRowsError extends Error {}

/**
 * The first worksheet of an .xlsx held in memory: header texts and the non-blank data rows; more
 * than `maxRows` data rows is refused. For small uploads; a big one is read row by row with
 * readSheetRows from a file.
 */
export async function readSheet(
  buffer: Buffer,
  maxRows: number,
): Promise<{ header: SheetCell[]; rows: SheetRow[] }> {
  let header: SheetCell[] | undefined;
  const rows: SheetRow[] = [];
  for await (const row of readSheetRows(buffer)) {
    if (!header) {
      header = row.cells;
      continue;
    }
    if (rows.length >= maxRows) throw new TooManyRowsError();
    rows.push(row);
  }
  if (!header) throw new NotXlsxError('empty workbook');
  return { header, rows };
}
