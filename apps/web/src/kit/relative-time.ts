import { businessDateTimeOf } from '@zhuji/shared';
import type { TFunction } from 'i18next';

// docs/product.md §9: a message's time reads "just now" under 30 s, then minutes, hours and "1 day ago";
// anything older shows its date and time (the business zone's, like every other time in the product).

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago `at` was, in the UI language; `now` is passed in so that a list shares one clock. */
export function relativeTime(t: TFunction, at: string | Date, now: Date = new Date()): string {
  const time = typeof at === 'string' ? new Date(at) : at;
  const ago = now.getTime() - time.getTime();
  // A clock a little ahead of the server's still says "just now" rather than a time in the future.
  if (ago < 30 * SECOND) return t('kit.time.justNow');
  if (ago < HOUR) return t('kit.time.minutesAgo', { count: Math.max(1, Math.floor(ago / MINUTE)) });
  if (ago < DAY) return t('kit.time.hoursAgo', { count: Math.floor(ago / HOUR) });
  if (ago < 2 * DAY) return t('kit.time.dayAgo');
  return businessDateTimeOf(time.toISOString());
}
