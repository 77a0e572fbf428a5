import { businessTimeZone } from '@zhuji/shared';
import { type SQL, sql } from 'drizzle-orm';

/*
 * How SQL meets the business calendar (see packages/shared/src/time/business-day.ts). One rule, used everywhere:
 * "today", "this month" and every other calendar date are computed in JS with the shared business-day functions
 * and passed to the query as 'YYYY-MM-DD' parameters; the SQL never calls current_date, now()::date or a bare
 * timestamptz::date, which read the session TimeZone. That setting belongs to the pool's connection (an external
 * database's default, often UTC), not to the deployment, and setting it on every pooled connection would be one
 * more thing a reused or restarted connection can miss. Where a query must turn a stored instant into a day
 * (per-day counts, a day filter on a timestamp), it converts with this explicit zone instead.
 */

/**
 * The business zone as a SQL literal, for `ts at time zone ${businessZoneSql()}`. A literal, not a bound
 * parameter, so the same expression in SELECT and GROUP BY is recognised as the same; the name was checked
 * by Intl at start (config.ts) and IANA names hold no quote, doubled here all the same.
 */
export function businessZoneSql(): SQL {
  return sql.raw(`'${businessTimeZone().replaceAll("'", "''")}'`);
}

/** 'YYYY-MM-DD' of a timestamptz expression in the business zone. */
export function businessDaySql(instant: SQL | unknown): SQL<string> {
  return sql<string>`to_char(${instant} at time zone ${businessZoneSql()}, 'YYYY-MM-DD')`;
}
