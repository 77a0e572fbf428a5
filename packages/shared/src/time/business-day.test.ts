import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  businessDateOf,
  businessDateTimeOf,
  businessDaysFromToday,
  businessInstant,
  businessMonth,
  businessTimeZone,
  businessToday,
  canonicalTimeZone,
  DEFAULT_BUSINESS_TIME_ZONE,
  daysBetween,
  endOfBusinessDay,
  isAfterBusinessToday,
  isTimeZone,
  monthEnd,
  monthStart,
  setBusinessTimeZone,
  startOfBusinessDay,
  zoneOffsetMinutes,
} from './business-day';

// These tests must hold whatever the process zone is (they run under TZ=UTC and TZ=Asia/Shanghai too).
const SH = 'Asia/Shanghai';
const NY = 'America/New_York';
const beforeChinaMidnight = new Date('2026-11-27T15:59:30Z');
const afterChinaMidnight = new Date('2026-11-27T16:00:30Z');

afterEach(() => setBusinessTimeZone(DEFAULT_BUSINESS_TIME_ZONE));

describe('the business zone', () => {
  it('when nothing is configured, then it is Asia/Shanghai', () => {
    expect(businessTimeZone()).toBe('Asia/Shanghai');
  });

  it('when a zone is known to Intl, then it is accepted; an unknown or empty one is refused and the old one kept', () => {
    expect(isTimeZone('Asia/Shanghai')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone(NY)).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone('+08:00')).toBe(false);
    expect(canonicalTimeZone('asia/shanghai')).toBe('Asia/Shanghai');
    expect(() => setBusinessTimeZone('Mars/Olympus')).toThrow(/BUSINESS_TIME_ZONE "Mars\/Olympus"/);
    expect(businessTimeZone()).toBe('Asia/Shanghai');
    setBusinessTimeZone(NY);
    expect(businessTimeZone()).toBe(NY);
    expect(businessToday(beforeChinaMidnight)).toBe('2026-11-27');
  });
});

describe('today around midnight in China', () => {
  it('when it is 23:59:30 in China (15:59:30 UTC), then today is still the 27th', () => {
    expect(businessToday(beforeChinaMidnight)).toBe('2026-11-27');
    expect(businessToday(beforeChinaMidnight, SH)).toBe('2026-11-27');
  });

  it('when it is 00:00:30 in China (16:00:30 UTC), then today is the 28th although UTC still reads the 27th', () => {
    expect(afterChinaMidnight.toISOString().slice(0, 10)).toBe('2026-11-27');
    expect(businessToday(afterChinaMidnight)).toBe('2026-11-28');
    expect(businessToday(afterChinaMidnight, 'UTC')).toBe('2026-11-27');
  });

  it('when a deadline was the 17th, then it is 10 days overdue before China midnight and 11 after', () => {
    expect(daysBetween('2026-11-17', businessToday(beforeChinaMidnight))).toBe(10);
    expect(daysBetween('2026-11-17', businessToday(afterChinaMidnight))).toBe(11);
    expect(businessDaysFromToday(-10, beforeChinaMidnight)).toBe('2026-11-17');
    expect(businessDaysFromToday(-10, afterChinaMidnight)).toBe('2026-11-18');
  });

  it('when a date is today, then it is not in the future; tomorrow is, and turns today at China midnight', () => {
    expect(isAfterBusinessToday('2026-11-27', beforeChinaMidnight)).toBe(false);
    expect(isAfterBusinessToday('2026-11-28', beforeChinaMidnight)).toBe(true);
    expect(isAfterBusinessToday('2026-11-28', afterChinaMidnight)).toBe(false);
  });

  it('when the instant is the last second of a year in China, then the month and year turn with it', () => {
    expect(businessMonth(new Date('2026-12-31T15:59:59Z'))).toBe('2026-12');
    expect(businessMonth(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01');
    expect(businessDateOf('2026-12-31T16:00:00Z')).toBe('2027-01-01');
  });
});

describe('calendar arithmetic', () => {
  it('when days are added across a month or leap day, then the calendar is followed', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-01-31', '2026-03-01')).toBe(29);
    expect(daysBetween('2026-03-01', '2026-01-31')).toBe(-29);
  });

  it('when a month is asked for, then its first and last days are given, February of a leap year too', () => {
    expect(monthStart('2026-02')).toBe('2026-02-01');
    expect(monthEnd('2026-02')).toBe('2026-02-28');
    expect(monthEnd('2028-02')).toBe('2028-02-29');
    expect(monthEnd('2026-11')).toBe('2026-11-30');
    expect(monthEnd('2026-12')).toBe('2026-12-31');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-11', 2)).toBe('2027-01');
  });

  it('when a date or month is malformed or not on the calendar, then it is refused', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => daysBetween('2026/11/17', '2026-11-18')).toThrow(RangeError);
    expect(() => monthEnd('2026-13')).toThrow(RangeError);
    expect(() => businessDateOf('not a date')).toThrow(RangeError);
  });
});

describe('instants of business days', () => {
  it('when a China day starts and ends, then those are 16:00 UTC the day before and the day itself', () => {
    expect(startOfBusinessDay('2026-11-28', SH).toISOString()).toBe('2026-11-27T16:00:00.000Z');
    expect(endOfBusinessDay('2026-11-28', SH).toISOString()).toBe('2026-11-28T16:00:00.000Z');
    expect(businessInstant('2026-11-18', '09:30', SH).toISOString()).toBe('2026-11-18T01:30:00.000Z');
    expect(zoneOffsetMinutes(beforeChinaMidnight, SH)).toBe(480);
  });

  it('when a timestamp is shown, then it reads in the business zone', () => {
    expect(businessDateTimeOf(afterChinaMidnight, SH)).toBe('2026-11-28 00:00');
    expect(businessDateTimeOf('2026-11-27T15:59:30Z', SH)).toBe('2026-11-27 23:59');
    expect(businessDateTimeOf(afterChinaMidnight, 'UTC')).toBe('2026-11-27 16:00');
  });

  it('when New York changes to and from daylight saving, then its days are 23 and 25 hours long', () => {
    expect(zoneOffsetMinutes(new Date('2026-01-15T12:00:00Z'), NY)).toBe(-300);
    expect(zoneOffsetMinutes(new Date('2026-07-15T12:00:00Z'), NY)).toBe(-240);
    // 2026-03-08: 02:00 EST jumps to 03:00 EDT.
    const spring = startOfBusinessDay('2026-03-08', NY);
    expect(spring.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(endOfBusinessDay('2026-03-08', NY).getTime() - spring.getTime()).toBe(23 * 3_600_000);
    // 2026-11-01: 02:00 EDT falls back to 01:00 EST.
    const autumn = startOfBusinessDay('2026-11-01', NY);
    expect(autumn.toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(endOfBusinessDay('2026-11-01', NY).getTime() - autumn.getTime()).toBe(25 * 3_600_000);
  });

  it('when a New York wall time is skipped or repeated, then the gap moves it forward and a repeat is the first', () => {
    expect(businessInstant('2026-03-08', '02:30', NY).toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(businessDateTimeOf(businessInstant('2026-03-08', '02:30', NY), NY)).toBe('2026-03-08 03:30');
    expect(businessInstant('2026-11-01', '01:30', NY).toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('when it is just before or after New York midnight, then today follows New York, not UTC or China', () => {
    // 2026-07-15 23:59:30 EDT is 03:59:30 UTC on the 16th, midday in China on the 16th.
    expect(businessToday(new Date('2026-07-16T03:59:30Z'), NY)).toBe('2026-07-15');
    expect(businessToday(new Date('2026-07-16T04:00:30Z'), NY)).toBe('2026-07-16');
    expect(businessToday(new Date('2026-01-16T04:59:30Z'), NY)).toBe('2026-01-15');
    expect(businessToday(new Date('2026-01-16T05:00:30Z'), NY)).toBe('2026-01-16');
  });
});
