import { describe, expect, it } from 'vitest';
import { businessTimeZone } from '../time/business-day';
import {
  businessDate,
  monthOf,
  type OutputNoticeInput,
  previousMonth,
  shouldShowOutputNotice,
} from './output-notice';

const base: OutputNoticeInput = {
  today: '2026-04-10',
  projectStatus: 'in_progress',
  lastMonthFiled: false,
  readThisMonth: false,
};

describe('shouldShowOutputNotice', () => {
  it.each<[string, Partial<OutputNoticeInput>, boolean]>([
    ['day 4 is before the window', { today: '2026-04-04' }, false],
    ['day 5 opens the window', { today: '2026-04-05' }, true],
    ['day 10 is inside the window', {}, true],
    ['day 28 closes the window', { today: '2026-04-28' }, true],
    ['day 29 is after the window', { today: '2026-04-29' }, false],
    ['day 1 is outside', { today: '2026-04-01' }, false],
    ['day 31 is outside', { today: '2026-03-31' }, false],
    ['a completed project needs no report', { projectStatus: 'completed' }, false],
    ['a stopped project needs no report', { projectStatus: 'stopped' }, false],
    ['no recorded status counts as in progress', { projectStatus: null }, true],
    ['an undefined status counts as in progress', { projectStatus: undefined }, true],
    ['last month already filed', { lastMonthFiled: true }, false],
    ['closed (read) this month', { readThisMonth: true }, false],
    ['filed and read', { lastMonthFiled: true, readThisMonth: true }, false],
    ['day 28 of February in a leap year', { today: '2028-02-28' }, true],
  ])('when %s, then %s', (_name, change, expected) => {
    expect(shouldShowOutputNotice({ ...base, ...change })).toBe(expected);
  });

  it('when the date is malformed, then it throws rather than guessing', () => {
    expect(() => shouldShowOutputNotice({ ...base, today: '2026-4-10' })).toThrow(RangeError);
  });
});

describe('report months', () => {
  it.each([
    ['2026-04', '2026-03'],
    ['2026-01', '2025-12'],
    ['2026-12', '2026-11'],
    ['2026-10', '2026-09'],
  ])('when the month is %s, then the previous month is %s', (month, previous) => {
    expect(previousMonth(month)).toBe(previous);
  });

  it('when a date is given, then its month is its first seven characters', () => {
    expect(monthOf('2026-04-10')).toBe('2026-04');
    expect(() => monthOf('2026/04/10')).toThrow(RangeError);
    expect(() => previousMonth('2026-4')).toThrow(RangeError);
  });

  it('when it is late evening UTC, then the business date is already the next day in China', () => {
    expect(businessTimeZone()).toBe('Asia/Shanghai');
    expect(businessDate(new Date('2026-04-04T15:59:59Z'))).toBe('2026-04-04');
    expect(businessDate(new Date('2026-04-04T16:00:00Z'))).toBe('2026-04-05');
    expect(businessDate(new Date('2026-12-31T16:30:00Z'))).toBe('2027-01-01');
  });
});
