/**
 * The business calendar: every "today", day count, month boundary and shown date of the product is read
 * in ONE time zone, the deployment's BUSINESS_TIME_ZONE (default Asia/Shanghai), never in the zone of the
 * process or of the database session. A site in China reads 2026-11-18 from 00:00 China time on, which
 * is 16:00 UTC the day before; counting in UTC there made "已逾期 N 天" one day short for 8 hours a day.
 *
 * Pure Intl (no library, no Temporal): dates are 'YYYY-MM-DD' strings, instants are Date. Every function
 * takes an optional `now` (an injectable clock for tests) and an optional zone; without one the zone set
 * by `setBusinessTimeZone` (the server does it at start from its config, the web from /auth/site/info) is used.
 */

export const DEFAULT_BUSINESS_TIME_ZONE = 'Asia/Shanghai';

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();
/** One cached formatter per zone: constructing Intl.DateTimeFormat is the expensive part. */
function formatterOf(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

/**
 * True when Intl knows the IANA zone name (e.g. 'Asia/Shanghai', 'UTC'); false for '', 'Mars/Base' and
 * offsets such as '+08:00' (newer runtimes accept those, but PostgreSQL reads a bare offset the POSIX way,
 * east and west swapped, and the same name must mean the same zone in SQL: platform/db/business-zone.ts).
 */
export function isTimeZone(zone: string): boolean {
  if (typeof zone !== 'string' || !/^[A-Za-z]/.test(zone)) return false;
  try {
    formatterOf(zone);
    return true;
  } catch {
    return false;
  }
}

/** The canonical spelling of a known zone ('asia/shanghai' → 'Asia/Shanghai'); RangeError for an unknown one. */
export function canonicalTimeZone(zone: string): string {
  if (!isTimeZone(zone)) throw new RangeError(`unknown time zone: ${zone}`);
  return formatterOf(zone).resolvedOptions().timeZone;
}

let currentZone = DEFAULT_BUSINESS_TIME_ZONE;

/** The zone the functions below use when none is passed. */
export function businessTimeZone(): string {
  return currentZone;
}

/** Sets the process-wide business zone; an unknown zone is refused (RangeError) and the old one kept. */
export function setBusinessTimeZone(zone: string): void {
  if (!isTimeZone(zone))
    throw new RangeError(
      `BUSINESS_TIME_ZONE "${zone}" is not a time zone this runtime knows (use an IANA name such as Asia/Shanghai)`,
    );
  currentZone = canonicalTimeZone(zone);
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(instant: Date, zone: string): WallClock {
  if (Number.isNaN(instant.getTime())) throw new RangeError('not a valid instant');
  const out: Record<string, number> = {};
  for (const p of formatterOf(zone).formatToParts(instant))
    if (p.type !== 'literal' && p.type !== 'era') out[p.type] = Number(p.value);
  return {
    year: out.year ?? 0,
    month: out.month ?? 0,
    day: out.day ?? 0,
    hour: out.hour ?? 0,
    minute: out.minute ?? 0,
    second: out.second ?? 0,
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const ymd = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
const toInstant = (v: Date | string | number) => (v instanceof Date ? v : new Date(v));

function parseDate(date: string): [number, number, number] {
  const m = DATE.exec(date);
  if (!m) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(y, mo - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d)
    throw new RangeError(`not a calendar date: ${date}`);
  return [y, mo, d];
}

/** Minutes the zone is ahead of UTC at the instant (480 for Asia/Shanghai; -300 or -240 for New York). */
export function zoneOffsetMinutes(instant: Date, zone = currentZone): number {
  const w = wallClock(instant, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The business calendar date ('YYYY-MM-DD') of an instant. */
export function businessDateOf(instant: Date | string | number, zone = currentZone): string {
  const w = wallClock(toInstant(instant), zone);
  return ymd(w.year, w.month, w.day);
}

/** Today's business date, 'YYYY-MM-DD'. */
export function businessToday(now: Date = new Date(), zone = currentZone): string {
  return businessDateOf(now, zone);
}

/** Today's business month, 'YYYY-MM'. */
export function businessMonth(now: Date = new Date(), zone = currentZone): string {
  return businessToday(now, zone).slice(0, 7);
}

/** 'YYYY-MM-DD HH:mm' of an instant in the business zone (what lists and exports show). */
export function businessDateTimeOf(instant: Date | string | number, zone = currentZone): string {
  const w = wallClock(toInstant(instant), zone);
  return `${ymd(w.year, w.month, w.day)} ${pad(w.hour)}:${pad(w.minute)}`;
}

/** Calendar date arithmetic, independent of any zone: addDays('2026-02-28', 1) → '2026-03-01'. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = parseDate(date);
  const t = new Date(Date.UTC(y, m - 1, d) + days * DAY_MS);
  return ymd(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/** Whole calendar days from `from` to `to` (positive when `to` is later): ('2026-11-17', '2026-11-28') → 11. */
export function daysBetween(from: string, to: string): number {
  const [y1, m1, d1] = parseDate(from);
  const [y2, m2, d2] = parseDate(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / DAY_MS);
}

/** The business date `days` days after today (negative: before): businessDaysFromToday(-10) is 10 days ago. */
export function businessDaysFromToday(days: number, now: Date = new Date(), zone = currentZone): string {
  return addDays(businessToday(now, zone), days);
}

/** True when the date is after today's business date (a record dated in the future). */
export function isAfterBusinessToday(date: string, now: Date = new Date(), zone = currentZone): boolean {
  return date > businessToday(now, zone);
}

function parseMonth(month: string): [number, number] {
  const m = MONTH.exec(month);
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 12) throw new RangeError(`not a YYYY-MM month: ${month}`);
  return [Number(m[1]), Number(m[2])];
}

/** First day of a 'YYYY-MM' month: '2026-02' → '2026-02-01'. */
export function monthStart(month: string): string {
  const [y, m] = parseMonth(month);
  return ymd(y, m, 1);
}

/** Last day of a 'YYYY-MM' month: '2028-02' → '2028-02-29'. */
export function monthEnd(month: string): string {
  const [y, m] = parseMonth(month);
  return ymd(y, m, new Date(Date.UTC(y, m, 0)).getUTCDate());
}

/** The month `n` months after a 'YYYY-MM' month (negative: before): ('2026-01', -1) → '2025-12'. */
export function addMonths(month: string, n: number): string {
  const [y, m] = parseMonth(month);
  const index = y * 12 + (m - 1) + n;
  return `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}`;
}

/**
 * The instant a wall-clock time of a business date happens in the zone ('2026-11-18', '09:30' in Shanghai →
 * 2026-11-18T01:30:00Z). Around a daylight-saving change: a repeated time is its first occurrence, a time
 * skipped by the jump is moved forward by the gap (02:30 on a New York spring-forward day → 03:30 EDT).
 */
export function businessInstant(date: string, time = '00:00', zone = currentZone): Date {
  const [y, m, d] = parseDate(date);
  const t = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!t) throw new RangeError(`not a HH:mm time: ${time}`);
  const wall = Date.UTC(y, m - 1, d, Number(t[1]), Number(t[2]), Number(t[3] ?? 0));
  // Zones change their offset at most once around a day: the offset a day before and a day after are the
  // only candidates; the one whose instant shows the wall time wins, the earlier on a tie.
  const before = wall - zoneOffsetMinutes(new Date(wall - DAY_MS), zone) * 60_000;
  const after = wall - zoneOffsetMinutes(new Date(wall + DAY_MS), zone) * 60_000;
  const shows = (instant: number) => {
    const w = wallClock(new Date(instant), zone);
    return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) === wall;
  };
  const fits = [before, after].filter(shows).sort((a, b) => a - b);
  return new Date(fits[0] ?? before);
}

/** The first instant of a business date (00:00 in the zone). */
export function startOfBusinessDay(date: string, zone = currentZone): Date {
  return businessInstant(date, '00:00', zone);
}

/** The end of a business date, exclusive: the first instant of the next date (use `< end`). */
export function endOfBusinessDay(date: string, zone = currentZone): Date {
  return startOfBusinessDay(addDays(date, 1), zone);
}
