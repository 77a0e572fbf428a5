import type { Messages } from '../../../kit/web-module';
import type { zhProgress } from './zh';

/** The plan and progress page, en. */
export const enProgress: Messages<typeof zhProgress> = {
  progress: {
    tabs: { chart: 'Plan vs actual', plan: 'Quantity plan', week: 'Weekly progress' },
    loadFailed: 'Loading failed; please try again later',
    retry: 'Retry',
    plan: {
      title: 'Quantity plan',
      keyword: 'Search work item or remark',
      itemName: 'Work item',
      itemNamePlaceholder: 'e.g. Piles completed',
      unit: 'Unit',
      unitPlaceholder: 'Choose the unit',
      plannedQuantity: 'Planned quantity',
      plannedStart: 'Planned start',
      plannedEnd: 'Planned finish',
      remark: 'Remark',
      createdAt: 'Created',
    },
    week: {
      title: 'Weekly progress',
      keyword: 'Search work item or remark',
      itemName: 'Work item',
      noPlan: 'Add the item to the quantity plan first',
      weekStart: 'Week (Monday)',
      weekStartHelp: 'The date of the Monday of the week',
      actualQuantity: 'Actual this week',
      actualHelp: 'At most 10000 in one week',
      remark: 'Remark',
      createdAt: 'Reported at',
    },
    chart: {
      empty: 'No quantity plan yet: add plans and report weeks to compare plan and actual',
      planned: 'Planned quantity',
      actual: 'Completed to date',
      percent: 'Completion',
      weekly: 'This week',
      plannedCumulative: 'Planned to date',
      actualCumulative: 'Actual to date',
    },
  },
};
