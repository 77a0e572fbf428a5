import { businessDateTimeOf } from '@zhuji/shared';
import { type AnyColumn, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import type { CellValue } from 'exceljs';

/**
 * One registry of field types: how a value of each type filters, becomes a spreadsheet cell on
 * export and comes back from one on import. Adding a type means adding an entry here; the
 * `satisfies` makes a missing or incomplete entry a compile error — no `if (type === …)` chains.
 */
export type FieldType = 'text' | 'integer' | 'decimal' | 'datetime';
export type FilterOp = 'eq' | 'like' | 'gte' | 'lte';

export interface FieldTypeSpec {
  filterOps: readonly FilterOp[];
  /** An item's value (as the contract serialises it) → the exported cell. */
  toCell(value: unknown): CellValue;
  /** An imported cell → what the create schema expects; blank cells give '' or undefined. */
  fromCell(value: CellValue): unknown;
}

/** Cells a spreadsheet would run as a formula or a DDE command start with one of these. */
const FORMULA_TRIGGER = /^[=+\-@\t\r]/;

/** OWASP CSV/formula injection: a leading apostrophe makes the text inert. */
export const neutralise = (text: string): string => (FORMULA_TRIGGER.test(text) ? `'${text}` : text);

/** The text of any cell: rich text, hyperlinks and formulas read as what the user sees. */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'object') return String(value).trim();
  if ('richText' in value)
    return value.richText
      .map((r) => r.text)
      .join('')
      .trim();
  if ('text' in value && typeof value.text === 'string') return value.text.trim();
  if ('result' in value) return cellText((value.result ?? null) as CellValue);
  return '';
}

/** Undoes `neutralise`, so an exported file imports back to the same values. */
const unneutralise = (text: string): string =>
  text.startsWith("'") && FORMULA_TRIGGER.test(text.slice(1)) ? text.slice(1) : text;

export const FIELD_TYPES = {
  text: {
    filterOps: ['eq', 'like'],
    toCell: (value) => (value === null || value === undefined ? null : neutralise(String(value))),
    fromCell: (value) => unneutralise(cellText(value)),
  },
  integer: {
    filterOps: ['eq', 'gte', 'lte'],
    toCell: (value) => (value === null || value === undefined ? null : Number(value)),
    fromCell: (value) => {
      const text = cellText(value);
      if (text === '') return undefined;
      return /^-?\d+$/.test(text) ? Number(text) : text;
    },
  },
  decimal: {
    filterOps: ['eq', 'gte', 'lte'],
    // Numbers in the sheet so they sum; the 2–4 decimals of our columns survive a double.
    toCell: (value) => (value === null || value === undefined || value === '' ? null : Number(value)),
    // A typed number reads back as the shortest text of the double: 12.5 → '12.5', checked by the docs/product.md §5 rule.
    fromCell: (value) => cellText(value),
  },
  datetime: {
    filterOps: ['gte', 'lte'],
    toCell: (value) => (value === null || value === undefined ? null : businessDateTimeOf(String(value))),
    fromCell: (value) => (value instanceof Date ? value.toISOString() : cellText(value) || undefined),
  },
} as const satisfies Record<FieldType, FieldTypeSpec>;

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Filter operators: a filter parameter names a field and one of its type's operators. */
export const FILTER_OPS = {
  eq: (column, value) => eq(column, value),
  like: (column, value) => ilike(column, `%${escapeLike(String(value))}%`),
  gte: (column, value) => gte(column, value),
  lte: (column, value) => lte(column, value),
} as const satisfies Record<FilterOp, (column: AnyColumn, value: unknown) => SQL>;
