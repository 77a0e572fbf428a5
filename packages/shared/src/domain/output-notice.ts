import { OUTPUT_NOTICE_WINDOW } from '../constants';
import { businessDateOf } from '../time/business-day';

/**
 * The monthly output-value (产值) report reminder of docs/product.md §4: last month's output is reported
 * between the 5th and the 28th of the following month, unless the project is completed or stopped.
 */

/** Project progress: after completed or stopped no output report is required (docs/product.md §4 "Project status"). */
export const PROJECT_PROGRESS_STATUS = {
  IN_PROGRESS: 'in_progress',
  COMPLETED: 'completed',
  STOPPED: 'stopped',
} as const;
export type ProjectProgressStatus = (typeof PROJECT_PROGRESS_STATUS)[keyof typeof PROJECT_PROGRESS_STATUS];
export const PROJECT_PROGRESS_STATUSES = Object.values(PROJECT_PROGRESS_STATUS) as [
  ProjectProgressStatus,
  ...ProjectProgressStatus[],
];

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_PATTERN = /^(\d{4})-(\d{2})$/;

/** The business calendar date ('YYYY-MM-DD') of an instant: report months and notice days are business-zone days. */
export function businessDate(now: Date, zone?: string): string {
  return businessDateOf(now, zone);
}

/** 'YYYY-MM' of a 'YYYY-MM-DD' date. */
export function monthOf(date: string): string {
  if (!DATE_PATTERN.test(date)) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  return date.slice(0, 7);
}

/** The month before a 'YYYY-MM' month: '2026-01' → '2025-12'. */
export function previousMonth(month: string): string {
  const match = MONTH_PATTERN.exec(month);
  if (!match) throw new RangeError(`not a YYYY-MM month: ${month}`);
  const [year, mon] = [Number(match[1]), Number(match[2])];
  return mon === 1 ? `${year - 1}-12` : `${year}-${String(mon - 1).padStart(2, '0')}`;
}

export interface OutputNoticeInput {
  /** Today's business calendar date, 'YYYY-MM-DD' (see businessDate). */
  today: string;
  /** null or undefined: no status recorded, i.e. in progress. */
  projectStatus: ProjectProgressStatus | null | undefined;
  /** Last month's output report has been filed. */
  lastMonthFiled: boolean;
  /** The user closed the notice this month (it was marked read). */
  readThisMonth: boolean;
}

/** True when the output notice should be shown: inside the window, unfiled, project running, not closed. */
export function shouldShowOutputNotice({
  today,
  projectStatus,
  lastMonthFiled,
  readThisMonth,
}: OutputNoticeInput): boolean {
  const match = DATE_PATTERN.exec(today);
  if (!match) throw new RangeError(`not a YYYY-MM-DD date: ${today}`);
  const day = Number(match[3]);
  if (day < OUTPUT_NOTICE_WINDOW.FROM_DAY || day > OUTPUT_NOTICE_WINDOW.TO_DAY) return false;
  if (
    projectStatus === PROJECT_PROGRESS_STATUS.COMPLETED ||
    projectStatus === PROJECT_PROGRESS_STATUS.STOPPED
  )
    return false;
  return !lastMonthFiled && !readThisMonth;
}
