import { businessTimeZone, DEFAULT_BUSINESS_TIME_ZONE, setBusinessTimeZone } from '@zhuji/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { adoptBusinessTimeZone, businessTodayDayjs } from './business-day';

afterEach(() => setBusinessTimeZone(DEFAULT_BUSINESS_TIME_ZONE));

describe('the web reads today in the business zone', () => {
  it('when it is 00:00:30 in China (16:00:30 UTC the day before), then a form is dated the China day', () => {
    const after = new Date('2026-11-27T16:00:30Z');
    expect(businessTodayDayjs(after).format('YYYY-MM-DD')).toBe('2026-11-28');
    expect(businessTodayDayjs(new Date('2026-11-27T15:59:30Z')).format('YYYY-MM-DD')).toBe('2026-11-27');
    expect(businessTodayDayjs(after).add(7, 'day').format('YYYY-MM-DD')).toBe('2026-12-05');
  });

  it('when the server reports another zone, then it is adopted; an unknown or missing one keeps the zone', () => {
    adoptBusinessTimeZone(undefined);
    adoptBusinessTimeZone('Mars/Olympus');
    expect(businessTimeZone()).toBe('Asia/Shanghai');
    adoptBusinessTimeZone('America/New_York');
    expect(businessTimeZone()).toBe('America/New_York');
    expect(businessTodayDayjs(new Date('2026-11-27T16:00:30Z')).format('YYYY-MM-DD')).toBe('2026-11-27');
  });
});
