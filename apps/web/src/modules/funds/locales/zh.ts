/** The payments page (资金支付), zh. */
export const zhFunds = {
  funds: {
    title: '资金支付',
    keyword: '搜索月份或备注',
    reportMonth: '产值月份',
    reportMonthHelp: '须为已填报产值的月份，如 2026-09',
    outputValue: '当月产值',
    approvedValue: '审定产值',
    payableRate: '付款比例',
    paidAmount: '实付金额',
    paidDate: '支付日期',
    cumulativePaid: '累计支付',
    cumulativeOutput: '累计产值',
    paidShare: '累计支付比例',
    remark: '备注',
    percent: '%',
  },
};
