import type { Messages } from '../../../kit/web-module';
import type { zhOutput } from './zh';

/** The monthly output-value page, en. */
export const enOutput: Messages<typeof zhOutput> = {
  output: {
    title: 'Monthly output value',
    keyword: 'Search month, visible progress or problems',
    year: 'Year',
    section: {
      value: 'Output value',
      quantity: 'Quantities and resources',
      plan: 'Next month and problems',
      record: 'Filing',
    },
    reportMonth: 'Month',
    reportMonthPlaceholder: 'e.g. 2026-10',
    reportMonthHelp:
      'Report last month’s output between the 5th and the 28th; only months that have ended can be reported',
    contractValue: 'Contract value',
    plannedValue: 'Planned this month',
    actualValue: 'Actual this month',
    monthRate: 'Month completion',
    cumulativeValue: 'Cumulative value',
    cumulativeRate: 'Cumulative share',
    pileCount: 'Piles completed',
    pileLength: 'Pile length',
    concreteVolume: 'Concrete',
    rebarWeight: 'Rebar',
    imageProgress: 'Visible progress',
    labourCount: 'Labour',
    plantCount: 'Main plant',
    nextMonthPlan: 'Next month planned',
    nextMonthWork: 'Next month’s work',
    problems: 'Problems',
    filedAt: 'Filed at',
    updatedAt: 'Updated at',
    percent: '%',
    unitPile: 'piles',
    unitCubic: 'm³',
    unitTon: 't',
    unitPerson: 'people',
    unitSet: 'units',
    params: {
      title: 'Output report reminder',
      text: 'First-half reporting days of this project: the {{from}}th to the {{to}}th of each month.',
      rule: 'While last month is not reported, users are reminded at login from the 5th to the 28th; completed or stopped projects are not.',
      start: 'From day',
      end: 'To day',
      order: 'The last day cannot come before the first',
    },
  },
};
