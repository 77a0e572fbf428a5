import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import i18n from '../../app/i18n';
import { FIELD_TYPES, formatDecimal } from './field-types';

describe('the date field type', () => {
  const date = FIELD_TYPES.date;

  it('when a wire day comes into the form, then the picker gets that day; an empty one gives an empty picker', () => {
    const picked = date.toForm('2026-11-20') as dayjs.Dayjs;
    expect(dayjs.isDayjs(picked)).toBe(true);
    expect(picked.format('YYYY-MM-DD')).toBe('2026-11-20');
    // A timestamp answered by the server is read as its day.
    expect((date.toForm('2026-11-20T00:00:00.000Z') as dayjs.Dayjs).format('YYYY-MM-DD')).toBe('2026-11-20');
    expect(date.toForm(null)).toBeNull();
    expect(date.toForm('')).toBeNull();
  });

  it('when a day is picked, then it goes on the wire as YYYY-MM-DD', () => {
    expect(date.fromForm(dayjs('2026-02-28'), false)).toBe('2026-02-28');
    expect(date.fromForm(dayjs('2026-02-28'), true)).toBe('2026-02-28');
  });

  it('when the picker is cleared, then a new record leaves the day out and an edit clears it', () => {
    expect(date.fromForm(null, false)).toBeUndefined();
    expect(date.fromForm(undefined, false)).toBeUndefined();
    expect(date.fromForm(null, true)).toBe('');
  });

  it('when a day goes into the form and back unchanged, then the edit sees no change', () => {
    expect(date.fromForm(date.toForm('2026-11-20'), true)).toBe(
      date.fromForm(date.toForm('2026-11-20'), true),
    );
    expect(date.fromForm(date.toForm('2026-11-20'), true)).toBe('2026-11-20');
  });
});

describe('formatDecimal (issue 22: money to 2 decimals, percentages to 1–2)', () => {
  it.each([
    ['512.3000', 2, 2, '512.30'],
    ['80.000', 1, 2, '80.0'],
    ['33.3333', 1, 2, '33.33'],
    ['12.345', 2, 2, '12.35'],
    ['12.344', 2, 2, '12.34'],
    ['0.995', 2, 2, '1.00'],
    ['-1.005', 2, 2, '-1.01'],
    ['-0.001', 2, 2, '0.00'],
    ['99999999999999999.995', 2, 2, '100000000000000000.00'],
    ['7', 2, 2, '7.00'],
    ['12.5', 0, 0, '13'],
    ['n/a', 2, 2, 'n/a'],
  ])('when %s is shown with %i–%i decimals, then %s', (text, min, max, shown) => {
    expect(formatDecimal(text, min, max)).toBe(shown);
  });
});

describe('the unit of quantity field type (计划与进度: issue 22)', () => {
  const unit = FIELD_TYPES.measureUnit;
  const show = (value: string) => unit.display(value);
  // The cell reads the UI language i18next holds; set directly, so the test does not fetch the en/es packs.
  const inLanguage = (lang: string, body: () => void) => {
    const before = i18n.language;
    i18n.language = lang;
    try {
      body();
    } finally {
      i18n.language = before;
    }
  };

  it('when a plan’s unit is one of the platform’s words, then it reads in the UI language; one typed before reads as typed', () => {
    inLanguage('en', () => {
      expect(show('根')).toBe('pcs');
      expect(show('米')).toBe('m');
      expect(show('延米')).toBe('延米');
    });
    inLanguage('es', () => expect(show('组')).toBe('grupos'));
    inLanguage('zh', () => expect(show('根')).toBe('根'));
  });

  it('when a unit is picked or kept, then the stored word goes back on the wire; a cleared one is left out or cleared', () => {
    expect(unit.fromForm(unit.toForm('延米'), true)).toBe('延米');
    expect(unit.fromForm('根', false)).toBe('根');
    expect(unit.fromForm(undefined, false)).toBeUndefined();
    expect(unit.fromForm(undefined, true)).toBe('');
  });
});
