import type { Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { businessTodayDayjs } from './business-day';

// docs/product.md §9 date shortcuts: today, last week, last month (30 days), last three months (90 days),
// counted back from the business day, both ends included.

/** The `presets` of a DatePicker.RangePicker, labelled in the UI language. */
export function dateRangePresets(
  t: TFunction,
  now: Date = new Date(),
): { label: string; value: [Dayjs, Dayjs] }[] {
  const today = businessTodayDayjs(now);
  const back = (days: number): [Dayjs, Dayjs] => [today.subtract(days, 'day'), today];
  return [
    { label: t('kit.range.today'), value: [today, today] },
    { label: t('kit.range.lastWeek'), value: back(7) },
    { label: t('kit.range.lastMonth'), value: back(30) },
    { label: t('kit.range.lastThreeMonths'), value: back(90) },
  ];
}
