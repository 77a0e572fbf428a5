import type { Messages } from '../../../kit/web-module';
import type { zhFire } from './zh';

/** The fire-control management page, en. */
export const enFire: Messages<typeof zhFire> = {
  fire: {
    title: 'Fire inspections',
    keyword: 'Search number, location, problem or inspector',
    problemHelp: 'A failed check needs the problem found',
    info: {
      title: 'Fire-control information',
      division: 'Works',
      fireControl: 'Fire-control type',
      MAIN: 'Main structure',
      PILE_FOUNDATION: 'Pile foundation',
      type0: 'Regular project (no fire-control track)',
      type1: 'Fire-control track',
      typeUnset: 'Not set',
      mainOnly: 'Fire management applies to main-structure projects only',
      mainOnlyHint:
        'The current project is pile-foundation work; switch to a main-structure project to register fire checks.',
      total: 'Checks',
      passed: 'Passed',
      failed: 'Failed',
      pending: 'To rectify',
      passRate: 'Pass rate',
      byItem: 'By item',
      byItemCount: 'checked {{total}}, failed {{failed}}',
      empty: 'No fire checks yet',
    },
    fields: {
      checkNo: 'Check No.',
      checkDate: 'Checked on',
      location: 'Location',
      item: 'Item',
      result: 'Result',
      problem: 'Problem found',
      inspector: 'Inspector',
      rectifyStatus: 'Rectification',
      createdAt: 'Registered at',
    },
    item: {
      FIRE_WALL: 'Fire walls and compartments',
      FIRE_STOPPING: 'Fire stopping',
      FIREPROOF_COATING: 'Steel fireproof coating',
      MEMBER_FIRE_RESISTANCE: 'Member fire resistance (cover)',
      FIRE_DOOR: 'Fire doors and windows',
      EVACUATION: 'Evacuation routes and exits',
      TEMPORARY_FACILITY: 'Temporary site fire facilities',
    },
    result: { PASS: 'Passed', FAIL: 'Failed' },
    rectify: { NONE: 'None needed', PENDING: 'To rectify', DONE: 'Rectified' },
  },
};
