import { businessToday, isTimeZone, setBusinessTimeZone } from '@zhuji/shared';
import dayjs, { type Dayjs } from 'dayjs';

/**
 * "Today" on a form is the business date (BUSINESS_TIME_ZONE, Asia/Shanghai by default), not the
 * browser's: a user abroad, or a laptop left on UTC, must see the date the server counts deadlines,
 * ages and future-date refusals in (packages/shared/src/time/business-day.ts).
 */

/** Adopts the deployment's zone as the server reports it (GET /auth/site/info); an unknown one is ignored. */
export function adoptBusinessTimeZone(zone: string | undefined): void {
  if (zone && isTimeZone(zone)) setBusinessTimeZone(zone);
}

/**
 * Today's business date as a Dayjs at local midnight: what a DatePicker shows and compares by 'day'
 * (`d.isAfter(businessTodayDayjs(), 'day')`), and the base of `.add(7, 'day')` defaults.
 */
export function businessTodayDayjs(now: Date = new Date()): Dayjs {
  return dayjs(businessToday(now));
}
