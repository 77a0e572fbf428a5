import { describe, expect, it } from 'vitest';
import {
  currentStageIndex,
  isStageOverdue,
  PROJECT_STAGE_CODES,
  PROJECT_STAGES,
  type StageDates,
  stageState,
  stagesOf,
} from './project-stage';

const d = (actualStart: string | null, actualEnd: string | null = null): StageDates => ({
  actualStart,
  actualEnd,
});
const pending = d(null);
const active = d('2026-03-01');
const done = d('2026-03-01', '2026-03-20');

describe('stages of a division', () => {
  it('when a pile-foundation project is asked, then preparation, trial pile, piling, testing, acceptance', () => {
    expect(stagesOf('PILE_FOUNDATION')).toEqual([
      'PREPARATION',
      'TRIAL_PILE',
      'PILE_WORK',
      'PILE_TESTING',
      'PILE_ACCEPTANCE',
    ]);
    expect(stagesOf('MAIN')).toContain('STRUCTURE_ACCEPTANCE');
    expect(stagesOf(null)).toEqual([]);
    expect(stagesOf('ROOF')).toEqual([]);
  });

  it('when every code is listed, then each appears once', () => {
    const all = Object.values(PROJECT_STAGES).flat();
    expect(new Set(PROJECT_STAGE_CODES)).toEqual(new Set(all));
    expect(PROJECT_STAGE_CODES).toHaveLength(new Set(all).size);
  });
});

describe('stage state and the current stage', () => {
  it.each<[string, StageDates, string]>([
    ['no dates', pending, 'pending'],
    ['started', active, 'active'],
    ['ended', done, 'done'],
    ['an end without a start still counts as done', d(null, '2026-03-20'), 'done'],
  ])('when %s, then %s', (_, stage, state) => {
    expect(stageState(stage)).toBe(state);
  });

  it.each<[string, StageDates[], number | null]>([
    ['nothing started: the first stage', [pending, pending, pending], 0],
    ['the second under way', [done, active, pending], 1],
    ['two overlap: the further one', [done, active, active, pending], 2],
    ['between stages: the next not started', [done, done, pending], 2],
    ['a skipped stage does not pull back', [done, pending, done, pending], 3],
    ['all finished', [done, done, done], null],
    ['finished apart from a skipped earlier one', [done, pending, done], null],
    ['no stages', [], null],
  ])('when %s, then %s', (_, stages, index) => {
    expect(currentStageIndex(stages)).toBe(index);
  });

  it('when the planned end has passed and the stage is open, then it is overdue', () => {
    expect(isStageOverdue({ ...active, plannedEnd: '2026-03-09' }, '2026-03-10')).toBe(true);
    expect(isStageOverdue({ ...pending, plannedEnd: '2026-03-09' }, '2026-03-10')).toBe(true);
    expect(isStageOverdue({ ...active, plannedEnd: '2026-03-10' }, '2026-03-10')).toBe(false);
    expect(isStageOverdue({ ...done, plannedEnd: '2026-03-09' }, '2026-03-10')).toBe(false);
    expect(isStageOverdue({ ...active, plannedEnd: null }, '2026-03-10')).toBe(false);
  });
});
