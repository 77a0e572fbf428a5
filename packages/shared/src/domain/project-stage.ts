import type { SubProjectDivision } from './project-audit';

/**
 * The construction stages (施工阶段) of a sub-project, in order, per division. The stage list of a
 * sub-project is this template with the project's planned and actual dates filled in; a stage
 * without dates is simply not planned yet. Labels live in the server's messages (zh/en/es).
 */
export const PROJECT_STAGES = {
  /** 施工准备 → 试桩 → 工程桩施工 → 桩基检测 → 桩基验收 */
  PILE_FOUNDATION: ['PREPARATION', 'TRIAL_PILE', 'PILE_WORK', 'PILE_TESTING', 'PILE_ACCEPTANCE'],
  /** 施工准备 → 基础施工 → 主体结构施工 → 主体结构封顶 → 主体验收 */
  MAIN: ['PREPARATION', 'FOUNDATION_WORK', 'STRUCTURE_WORK', 'STRUCTURE_TOPPING', 'STRUCTURE_ACCEPTANCE'],
  /** 施工准备 → 基坑开挖与支护 → 基础施工 → 地下防水 → 基础验收 */
  BASIC: ['PREPARATION', 'EXCAVATION', 'FOUNDATION_WORK', 'WATERPROOFING', 'FOUNDATION_ACCEPTANCE'],
} as const satisfies Record<SubProjectDivision, readonly string[]>;

export type ProjectStageCode = (typeof PROJECT_STAGES)[SubProjectDivision][number];

/** Every stage code of every division, each once, in first-seen order. */
export const PROJECT_STAGE_CODES = [...new Set(Object.values(PROJECT_STAGES).flat())] as [
  ProjectStageCode,
  ...ProjectStageCode[],
];

/** The stages of a division; none for a project without (or with an unknown) division. */
export function stagesOf(division: string | null | undefined): readonly ProjectStageCode[] {
  return division && division in PROJECT_STAGES ? PROJECT_STAGES[division as SubProjectDivision] : [];
}

export const STAGE_STATES = ['pending', 'active', 'done'] as const;
export type StageState = (typeof STAGE_STATES)[number];

export interface StageDates {
  /** 'YYYY-MM-DD' or null. */
  actualStart: string | null;
  actualEnd: string | null;
}

/** done once it has ended, active once it has started, pending before. */
export const stageState = ({ actualStart, actualEnd }: StageDates): StageState =>
  actualEnd ? 'done' : actualStart ? 'active' : 'pending';

/**
 * The stage the project is in: the furthest stage under way; when none is under way, the first
 * stage not started after the last finished one (a skipped earlier stage does not pull the project
 * back); null when every stage after the last finished one is finished too, i.e. all work is done.
 */
export function currentStageIndex(stages: readonly StageDates[]): number | null {
  const states = stages.map(stageState);
  const active = states.lastIndexOf('active');
  if (active >= 0) return active;
  const next = states.indexOf('pending', states.lastIndexOf('done') + 1);
  return next >= 0 ? next : null;
}

/** A stage is overdue when its planned end has passed ('YYYY-MM-DD' compare) and it has not ended. */
export const isStageOverdue = (stage: StageDates & { plannedEnd: string | null }, today: string): boolean =>
  stage.actualEnd === null && stage.plannedEnd !== null && stage.plannedEnd < today;
