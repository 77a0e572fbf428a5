import type { LocaleMessages } from '../../../locales/zh';

/** The payments page, en. */
export const enFunds: Pick<LocaleMessages, 'funds'> = {
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
