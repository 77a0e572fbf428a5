import type { FormRule } from 'antd';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import type { useRules } from '../form-rules';

/**
 * A resource page is a declaration (docs/architecture.md#conventions): the server kit's routes under `api`, and one list of
 * fields that drives the table's columns, the filter bar, the form and the detail sections. Bespoke
 * parts go into named slots, never into `if (resource === 'x')`.
 */

export type FieldType = 'text' | 'integer' | 'decimal' | 'date' | 'datetime' | 'enum' | 'measureUnit';

export interface EnumOption {
  value: string;
  label: ParseKeys;
  /** The tag's colour in tables and details (antd preset or hex); blue when absent. */
  color?: string;
}

export type Rules = ReturnType<typeof useRules>;

export interface ResourceField<Item> {
  key: keyof Item & string;
  label: ParseKeys;
  type: FieldType;
  /** Choices of an enum field, in display order. */
  options?: readonly EnumOption[];
  /** Shown after the value and in the input: a `units.*` key (m, 层, 万元, …). */
  unit?: ParseKeys;
  /**
   * Decimals shown for a decimal field (the value keeps its full scale on the wire): at most `max`,
   * rounded half away from zero, trailing zeros dropped down to `min` — money { min: 2, max: 2 },
   * percentages { min: 1, max: 2 }.
   */
  decimals?: { min: number; max: number };
  /** A table column; `sortable` only for the contract's sort fields. */
  column?: { width?: number; sortable?: boolean; hideOnMobile?: boolean };
  /** An input of the add/edit form; absent means read-only (server-computed). */
  form?: {
    required?: boolean;
    rules?: (rules: Rules) => FormRule[];
    /** Set on create only; shown disabled when editing (a natural key, a type). */
    createOnly?: boolean;
    /** The form's label when it differs from the column's. */
    label?: ParseKeys;
    placeholder?: ParseKeys;
    help?: ParseKeys;
    /** Integers: the input's bounds. */
    min?: number;
    max?: number;
    maxLength?: number;
    /** Dates: days after today cannot be picked (a check or a payment that has happened). */
    notAfterToday?: boolean;
    /** A bespoke input (a company picker, …) instead of the type's own; it gets value and onChange. */
    input?: () => ReactNode;
  };
  /** The detail section it appears in (its key in `sections`); absent → the first section. */
  section?: string;
  /**
   * `false`: not among the detail's sections — a write-only input (an ID number the server answers
   * only masked, in another field) or a value a `detailExtra` slot shows its own way (photos).
   */
  detail?: false;
}

/** A list filter besides the keyword: the contract's filter parameter and how to pick it. */
export type ResourceFilter =
  | { param: string; label: ParseKeys; kind: 'enum'; options: readonly EnumOption[] }
  | { param: string; label: ParseKeys; kind: 'integer' };

export interface ResourceConfig<Item extends { id: number }> {
  /** Query-cache and test-id name, e.g. 'building'. */
  name: string;
  /** The kit routes live under /api/<api>/ (list, detail, add, update, remove, export, import). */
  api: string;
  title: ParseKeys;
  fields: readonly ResourceField<Item>[];
  filters?: readonly ResourceFilter[];
  keywordPlaceholder: ParseKeys;
  /** Detail sections in order; one untitled section when absent. */
  sections?: readonly { key: string; title: ParseKeys }[];
  /** The column that opens the detail (defaults to the first column). */
  primaryField?: keyof Item & string;
  /** Form width in columns: 1 on narrow forms, 2 for long ones. */
  formColumns?: 1 | 2;
  /** How the form sends an edit: POST (default) or PUT where the spec gives the update as a PUT. */
  updateMethod?: 'POST' | 'PUT';
  /**
   * A link naming one record as `?id=` (a message, an approval's record path) opens its detail. Off by
   * default: a page may use `?id=` for something of its own.
   */
  openFromQuery?: boolean;
}

/** Named extension points of the generic page (STYLE: Twenty's slots, not resource switches). */
export interface ResourceSlots<Item> {
  /** Extra buttons in the toolbar, after the kit's own. */
  toolbar?: ReactNode;
  /** Extra links in a row's action cell. */
  rowActions?: (item: Item) => ReactNode;
  /** Rendered under the detail sections (a timeline, photos, a related list). */
  detailExtra?: (item: Item) => ReactNode;
  /** `false` hides a row's edit and remove links (a record in review); the server refuses them anyway. */
  rowEditable?: (item: Item) => boolean;
}

/** How money is shown in lists (issue 22: 万元 amounts to 2 decimals, never 512.3000). */
export const MONEY_DECIMALS = { min: 2, max: 2 } as const;
/** How percentages are shown in lists (1–2 decimals, never 80.000 %). */
export const PERCENT_DECIMALS = { min: 1, max: 2 } as const;
