import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { FIELD_TYPES } from './field-types';

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
