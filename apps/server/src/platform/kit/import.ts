import { KIT_IMPORT, type KitImportResult, type Language } from '@zhuji/shared';
import type { z } from 'zod';
import { AppError, describeValidation } from '../envelope';
import type { ImportItem } from '../jobs/import-jobs';
import { NotXlsxError, readSheet, TooManyRowsError } from './excel';
import { cellText, FIELD_TYPES, type FieldType } from './field-types';
import { kitMessage, type LocalizedText } from './messages';
import { readSheetRows, type SheetCell, type SheetRow } from './xlsx-reader';

export interface ImportColumn {
  key: string;
  type: FieldType;
  label: LocalizedText;
}

interface ImportSpec {
  columns: ImportColumn[];
  create: z.ZodObject;
  projectId: number;
  naturalKey: readonly string[];
  /** Data rows allowed (default KIT_IMPORT.MAX_ROWS); only benchmarks lift it. */
  maxRows?: number;
}

type Row = Record<string, unknown>;

const invalid = (message: string) => new AppError(message, 422, 422);

/** zod issues of one row as one sentence, each field named by its column header. */
function describeRow(issues: z.core.$ZodIssue[], columns: ImportColumn[], lang: Language): string {
  const labelOf = (key: PropertyKey | undefined) =>
    columns.find((c) => c.key === key)?.label[lang] ?? String(key ?? '');
  return describeValidation(
    issues.map(({ path, code, message, ...params }) => ({
      keyword: code,
      instancePath: path.length ? `/${labelOf(path[0])}` : '',
      message,
      params: params as never,
    })),
    lang,
  );
}

type Mapped = { index: number; column: ImportColumn }[];

const names = (c: ImportColumn) => [c.key, ...Object.values(c.label)].map((n) => n.toLowerCase());

/** Where each known column sits in the header row; a header with none of them is refused. */
function mapHeader(header: SheetCell[], spec: ImportSpec, lang: Language): Mapped {
  const mapped = header.flatMap((cell, index) => {
    const text = cellText(cell ?? null).toLowerCase();
    const column = text ? spec.columns.find((c) => names(c).includes(text)) : undefined;
    return column ? [{ index, column }] : [];
  });
  if (mapped.length === 0) throw invalid(kitMessage('noKnownColumns', lang));
  return mapped;
}

/** One data row against the create contract: its value, or the reason it is refused. */
function validateRow(
  { row, cells }: SheetRow,
  mapped: Mapped,
  spec: ImportSpec,
  lang: Language,
): ImportItem<Row> {
  const input: Row = { projectId: spec.projectId };
  for (const { index, column } of mapped) {
    const value = FIELD_TYPES[column.type].fromCell(cells[index] ?? null);
    if (value !== undefined) input[column.key] = value;
  }
  const parsed = spec.create.safeParse(input);
  if (!parsed.success) return { row, error: describeRow(parsed.error.issues, spec.columns, lang) };
  return { row, value: parsed.data as Row };
}

/**
 * Opens an uploaded sheet (a file on disk, read row by row, or a small buffer) for a streamed import:
 * reads and maps the header now — so a file that is not a workbook, or has none of the columns, is
 * refused before anything starts — and answers the data rows, each validated against the create
 * contract as it is read. Memory stays flat whatever the file size: nothing is collected. A natural
 * key repeated within the file is not caught here (that needs every key seen); the import's unique
 * index skips the second one.
 */
export async function openImport(
  source: string | Buffer,
  lang: Language,
  spec: ImportSpec,
): Promise<{ items: AsyncGenerator<ImportItem<Row>>; count: () => Promise<number> }> {
  const sheet = readSheetRows(source);
  let first: IteratorResult<SheetRow>;
  try {
    first = await sheet.next();
  } catch (err) {
    if (err instanceof NotXlsxError) throw invalid(kitMessage('notXlsx', lang));
    throw err;
  }
  if (first.done) throw invalid(kitMessage('notXlsx', lang));
  const mapped = mapHeader(first.value.cells, spec, lang);
  const max = spec.maxRows ?? KIT_IMPORT.MAX_ROWS;
  async function* items(): AsyncGenerator<ImportItem<Row>> {
    let n = 0;
    for await (const row of sheet) {
      if (++n > max) {
        yield { row: row.row, error: kitMessage('tooManyRows', lang, { max: String(max) }) };
        return;
      }
      yield validateRow(row, mapped, spec, lang);
    }
  }
  /**
   * The data rows of the sheet, read once more on its own (for a job's progress total); stops at one
   * past the limit, so a sheet far too big is not read to its end only to be refused.
   */
  const count = async () => {
    let n = -1;
    for await (const _ of readSheetRows(source)) if (++n > max) break;
    return Math.max(0, n);
  };
  return { items: items(), count };
}

/**
 * Reads an uploaded sheet against a resource's create contract: columns are found by their header
 * (the label in any language, or the field key), every data row is validated, bad rows are reported
 * with their spreadsheet row number, and a natural key repeated within the file is reported too.
 */
export async function parseImport(
  body: unknown,
  lang: Language,
  spec: ImportSpec,
): Promise<{
  total: number;
  valid: Row[];
  /** The sheet row of each valid row, in the same order. */
  rowNumbers: number[];
  errors: KitImportResult['errors'];
}> {
  if (!Buffer.isBuffer(body)) throw invalid(kitMessage('notXlsx', lang));
  let sheet: Awaited<ReturnType<typeof readSheet>>;
  try {
    sheet = await readSheet(body, spec.maxRows ?? KIT_IMPORT.MAX_ROWS);
  } catch (err) {
    if (err instanceof TooManyRowsError)
      throw invalid(kitMessage('tooManyRows', lang, { max: String(KIT_IMPORT.MAX_ROWS) }));
    if (err instanceof NotXlsxError) throw invalid(kitMessage('notXlsx', lang));
    throw err;
  }
  const mapped = mapHeader(sheet.header, spec, lang);
  const valid: Row[] = [];
  const rowNumbers: number[] = [];
  const errors: KitImportResult['errors'] = [];
  const seen = new Map<string, number>();
  for (const sheetRow of sheet.rows) {
    const item = validateRow(sheetRow, mapped, spec, lang);
    const { row } = item;
    if ('error' in item) {
      errors.push({ row, message: item.error });
      continue;
    }
    const key = JSON.stringify(spec.naturalKey.map((k) => item.value[k]));
    const first = seen.get(key);
    if (first !== undefined) {
      errors.push({ row, message: kitMessage('duplicateInFile', lang, { row: String(first) }) });
      continue;
    }
    seen.set(key, row);
    valid.push(item.value);
    rowNumbers.push(row);
  }
  return { total: sheet.rows.length, valid, rowNumbers, errors };
}
