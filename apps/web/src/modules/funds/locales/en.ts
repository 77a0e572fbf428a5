import type { Messages } from '../../../kit/web-module';
import type { zhFunds } from './zh';

/** The payments page, en. */
export const enFunds: Messages<typeof zhFunds> = {
  funds: {
    title: 'Payments',
    keyword: 'Search month or remark',
    reportMonth: 'Output month',
    reportMonthHelp: 'A month whose output is reported, e.g. 2026-09',
    outputValue: 'Month output',
    approvedValue: 'Approved value',
    payableRate: 'Payable rate',
    paidAmount: 'Paid',
    paidDate: 'Paid on',
    cumulativePaid: 'Paid to date',
    cumulativeOutput: 'Output to date',
    paidShare: 'Paid share',
    remark: 'Remark',
    percent: '%',
  },
};
