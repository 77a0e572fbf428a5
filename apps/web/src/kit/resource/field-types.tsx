import { businessDateTimeOf, MEASURE_UNITS, measureUnitName, OFFERED_MEASURE_UNITS } from '@zhuji/shared';
import { DatePicker, Input, InputNumber, Select, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import i18next, { type TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { resolveLanguage } from '../../shell/preferences';
import { businessTodayDayjs } from '../business-day';
import type { FieldType, ResourceField } from './resource-config';

/**
 * One registry of field types for the web kit, like the server kit's: how a value shows in a cell or
 * a detail, which input edits it, and how a form value goes back on the wire. A new type is a new
 * entry; `satisfies` makes a missing one a compile error.
 */
export interface FieldTypeView {
  display(value: unknown, field: ResourceField<never>, t: TFunction): ReactNode;
  input(field: ResourceField<never>, t: TFunction, disabled: boolean): ReactNode;
  /** The wire value → the form's initial value. */
  toForm(value: unknown): unknown;
  /**
   * The form value → the wire value. An emptied field is `''` when editing (the contracts clear a
   * value with '') and left out when creating.
   */
  fromForm(value: unknown, editing: boolean): unknown;
}

const EMPTY = <Typography.Text type="secondary">—</Typography.Text>;
const isBlank = (value: unknown) => value === null || value === undefined || value === '';

const withUnit = (text: string, field: ResourceField<never>, t: TFunction) =>
  field.unit ? `${text} ${t(field.unit)}` : text;
/**
 * A decimal string shown with `max` decimals at most (half away from zero, by digits, never through a
 * float) and trailing zeros dropped down to `min`: ('512.3000', 2, 2) → '512.30', ('80.000', 1, 2) → '80.0'.
 * Anything that is not a plain decimal is shown as it is.
 */
export function formatDecimal(text: string, min: number, max: number): string {
  const m = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text.trim());
  if (!m) return text;
  const [, sign, whole = '0', fraction = ''] = m;
  const kept = BigInt(whole + fraction.padEnd(max, '0').slice(0, max));
  const rounded = kept + (Number(fraction[max] ?? '0') >= 5 ? 1n : 0n);
  const digits = rounded.toString().padStart(max + 1, '0');
  let decimals = max ? digits.slice(-max) : '';
  while (decimals.length > min && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  const intPart = max ? digits.slice(0, -max) : digits;
  return `${sign && rounded !== 0n ? '-' : ''}${intPart}${decimals ? `.${decimals}` : ''}`;
}

const trimmed = (value: unknown, editing: boolean) => {
  const text = typeof value === 'string' ? value.trim() : value;
  return isBlank(text) ? (editing ? '' : undefined) : text;
};
const placeholderOf = (field: ResourceField<never>, t: TFunction, verb: 'input' | 'select') =>
  field.form?.placeholder
    ? t(field.form.placeholder)
    : t(`kit.${verb}Placeholder`, { label: t(field.label) });

export const FIELD_TYPES = {
  text: {
    display: (value) => (isBlank(value) ? EMPTY : String(value)),
    input: (field, t, disabled) => (
      <Input
        allowClear
        disabled={disabled}
        maxLength={field.form?.maxLength}
        placeholder={placeholderOf(field, t, 'input')}
      />
    ),
    toForm: (value) => value ?? '',
    fromForm: trimmed,
  },
  integer: {
    display: (value, field, t) => (isBlank(value) ? EMPTY : withUnit(String(value), field, t)),
    input: (field, t, disabled) => (
      <InputNumber
        disabled={disabled}
        precision={0}
        min={field.form?.min}
        max={field.form?.max}
        suffix={field.unit && t(field.unit)}
        placeholder={placeholderOf(field, t, 'input')}
        style={{ width: '100%' }}
      />
    ),
    toForm: (value) => value ?? null,
    fromForm: (value) => (isBlank(value) ? undefined : Number(value)),
  },
  decimal: {
    // Decimals travel as strings (money and quantities are never floats): a text input checked by the docs/product.md §5 rule.
    display: (value, field, t) =>
      isBlank(value)
        ? EMPTY
        : withUnit(
            field.decimals
              ? formatDecimal(String(value), field.decimals.min, field.decimals.max)
              : String(value),
            field,
            t,
          ),
    input: (field, t, disabled) => (
      <Input
        allowClear
        disabled={disabled}
        inputMode="decimal"
        suffix={field.unit && t(field.unit)}
        placeholder={placeholderOf(field, t, 'input')}
      />
    ),
    toForm: (value) => value ?? '',
    fromForm: trimmed,
  },
  date: {
    // A calendar day ('YYYY-MM-DD' on the wire): picked from a calendar, so no format can be mistyped.
    display: (value) => (isBlank(value) ? EMPTY : String(value).slice(0, 10)),
    input: (field, t, disabled) => (
      <DatePicker
        disabled={disabled}
        placeholder={placeholderOf(field, t, 'select')}
        disabledDate={
          field.form?.notAfterToday ? (day) => day.isAfter(businessTodayDayjs(), 'day') : undefined
        }
        style={{ width: '100%' }}
      />
    ),
    toForm: (value) => (isBlank(value) ? null : dayjs(String(value).slice(0, 10))),
    fromForm: (value, editing) =>
      dayjs.isDayjs(value) && value.isValid() ? value.format('YYYY-MM-DD') : editing ? '' : undefined,
  },
  datetime: {
    display: (value) => (isBlank(value) ? EMPTY : businessDateTimeOf(String(value))),
    // Server-stamped times are never typed in.
    input: () => null,
    toForm: (value) => value,
    fromForm: () => undefined,
  },
  enum: {
    display: (value, field, t) => {
      const option = field.options?.find((o) => o.value === value);
      return option ? (
        <Tag color={option.color ?? 'blue'}>{t(option.label)}</Tag>
      ) : isBlank(value) ? (
        EMPTY
      ) : (
        String(value)
      );
    },
    input: (field, t, disabled) => (
      <Select
        allowClear
        disabled={disabled}
        placeholder={placeholderOf(field, t, 'select')}
        options={field.options?.map((o) => ({ value: o.value, label: t(o.label) }))}
      />
    ),
    toForm: (value) => value ?? undefined,
    fromForm: (value) => (isBlank(value) ? undefined : value),
  },
  measureUnit: {
    // A unit of quantity (MEASURE_UNITS): the platform's unit words read in the UI language, anything else
    // typed before the form offered them reads as typed (issue 22); picked from the shared units.
    display: (value) => (isBlank(value) ? EMPTY : measureUnitName(String(value), uiLanguage())),
    input: (field, t, disabled) => (
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        disabled={disabled}
        placeholder={placeholderOf(field, t, 'select')}
        options={OFFERED_MEASURE_UNITS.map((code) => ({
          value: MEASURE_UNITS[code].zh,
          label: MEASURE_UNITS[code][uiLanguage()],
        }))}
      />
    ),
    toForm: (value) => (isBlank(value) ? undefined : value),
    fromForm: (value, editing) => (isBlank(value) ? (editing ? '' : undefined) : value),
  },
} satisfies Record<FieldType, FieldTypeView>;

/** The language the UI shows now (the cell renderers are not hooks; the page re-renders on a switch). */
const uiLanguage = () => resolveLanguage(i18next.language);

export const fieldView = (field: ResourceField<never>): FieldTypeView => FIELD_TYPES[field.type];

/** The form input of a field: its bespoke one, else its type's. */
export const fieldInput = (field: ResourceField<never>, t: TFunction, disabled: boolean): ReactNode =>
  field.form?.input ? field.form.input() : fieldView(field).input(field, t, disabled);
