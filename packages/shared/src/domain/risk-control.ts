import { daysBetween } from '../time/business-day';

// Risk-control rules (危大工程, 住建部令第37号 and 建办质〔2018〕31号): which plans a hazardous works
// needs before it starts, and when a major-risk source is overdue for its site inspection.

/** A source of 重大风险 must be inspected at least once in this many days (the project's patrol rule). */
export const RISK_INSPECTION_INTERVAL_DAYS = 7;

/** 非危大工程 / 危大工程 / 超过一定规模的危大工程 (31号文 附件一 / 附件二). */
export const RISK_SCALES = ['NONE', 'DANGEROUS', 'OVER_SCALE'] as const;
export type RiskScale = (typeof RISK_SCALES)[number];
/** 未编制 / 已编制 / 已审批 / 已论证 of the special construction plan (专项施工方案). */
export const RISK_PLAN_STATUSES = ['NONE', 'DRAFTED', 'APPROVED', 'REVIEWED'] as const;
export type RiskPlanStatus = (typeof RISK_PLAN_STATUSES)[number];
/** 重大风险 (red) / 较大风险 (orange) / 一般风险 (yellow) / 低风险 (blue). */
export const RISK_LEVELS = ['MAJOR', 'HIGH', 'GENERAL', 'LOW'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];
/** OVERDUE: 逾期未巡查; ON_TIME: inspected within the interval; NOT_REQUIRED: not a major source, or not under way. */
export const RISK_PATROL_STATES = ['OVERDUE', 'ON_TIME', 'NOT_REQUIRED'] as const;
export type RiskPatrolState = (typeof RISK_PATROL_STATES)[number];

/**
 * Whether the plan lets the works proceed: a 危大工程 needs its plan approved (施工单位技术负责人 and
 * 总监理工程师); one 超过一定规模 needs the expert review (专家论证) as well; other works need no plan.
 */
export function riskPlanReady(scale: RiskScale, plan: RiskPlanStatus): boolean {
  if (scale === 'OVER_SCALE') return plan === 'REVIEWED';
  if (scale === 'DANGEROUS') return plan === 'APPROVED' || plan === 'REVIEWED';
  return true;
}

/**
 * The patrol state of a source on `today` (YYYY-MM-DD business date, see businessToday). Only a 重大风险 source under way
 * (started, not finished) is due: it is overdue when its last inspection — or, never inspected, its
 * start — lies more than RISK_INSPECTION_INTERVAL_DAYS days back. Inspected exactly 7 days ago is on time.
 */
export function riskPatrolState(
  source: {
    riskLevel: RiskLevel;
    startDate: string | null;
    endDate: string | null;
    lastInspectedOn: string | null;
  },
  today: string,
  interval = RISK_INSPECTION_INTERVAL_DAYS,
): RiskPatrolState {
  if (source.riskLevel !== 'MAJOR') return 'NOT_REQUIRED';
  if (!source.startDate || source.startDate > today) return 'NOT_REQUIRED';
  if (source.endDate && source.endDate < today) return 'NOT_REQUIRED';
  const since = source.lastInspectedOn ?? source.startDate;
  return daysBetween(since, today) > interval ? 'OVERDUE' : 'ON_TIME';
}
