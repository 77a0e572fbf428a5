import { KIT_IMPORT, type KitImportResult, type Language } from '@zhuji/shared';
import type { z } from 'zod';
import { AppError, describeValidation } from '../envelope';
import { NotXlsxError, readSheet, TooManyRowsError } from './excel';
import { cellText, FIELD_TYPES, type FieldType } from './field-types';
import { kitMessage, type LocalizedText } from './messages';

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
  const names = (c: ImportColumn) => [c.key, ...Object.values(c.label)].map((n) => n.toLowerCase());
  const mapped = sheet.header.flatMap((cell, index) => {
    const text = cellText(cell ?? null).toLowerCase();
    const column = text ? spec.columns.find((c) => names(c).includes(text)) : undefined;
    return column ? [{ index, column }] : [];
  });
  if (mapped.length === 0) throw invalid(kitMessage('noKnownColumns', lang));

  const valid: Row[] = [];
  const rowNumbers: number[] = [];
  const errors: KitImportResult['errors'] = [];
  const seen = new Map<string, number>();
  for (const { row, cells } of sheet.rows) {
    const input: Row = { projectId: spec.projectId };
    for (const { index, column } of mapped) {
      const value = FIELD_TYPES[column.type].fromCell(cells[index] ?? null);
      if (value !== undefined) input[column.key] = value;
    }
    const parsed = spec.create.safeParse(input);
    if (!parsed.success) {
      errors.push({ row, message: describeRow(parsed.error.issues, spec.columns, lang) });
      continue;
    }
    const key = JSON.stringify(spec.naturalKey.map((k) => parsed.data[k]));
    const first = seen.get(key);
    if (first !== undefined) {
      errors.push({ row, message: kitMessage('duplicateInFile', lang, { row: String(first) }) });
      continue;
    }
    seen.set(key, row);
    valid.push(parsed.data);
    rowNumbers.push(row);
  }
  return { total: sheet.rows.length, valid, rowNumbers, errors };
}
