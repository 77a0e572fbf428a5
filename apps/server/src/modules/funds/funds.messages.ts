import type { LocalizedText } from '../../platform/kit/messages';

export const FUNDS_MENU = 'ProjectFunds';
export const FUNDS_TITLE: LocalizedText = { zh: '资金支付', en: 'Payments', es: 'Pagos' };
export const FUNDS_LABELS = {
  reportMonth: { zh: '产值月份', en: 'Output month', es: 'Mes de producción' },
  outputValue: { zh: '当月产值(万元)', en: 'Month output (10k CNY)', es: 'Producción del mes (10 mil CNY)' },
  approvedValue: { zh: '审定产值(万元)', en: 'Approved value (10k CNY)', es: 'Valor aprobado (10 mil CNY)' },
  payableRate: { zh: '付款比例(%)', en: 'Payable rate (%)', es: 'Porcentaje pagadero (%)' },
  paidAmount: { zh: '实付金额(万元)', en: 'Paid (10k CNY)', es: 'Pagado (10 mil CNY)' },
  paidDate: { zh: '支付日期', en: 'Paid on', es: 'Fecha de pago' },
  cumulativePaid: { zh: '累计支付(万元)', en: 'Paid to date (10k CNY)', es: 'Pagado acumulado (10 mil CNY)' },
  cumulativeOutput: {
    zh: '累计产值(万元)',
    en: 'Output to date (10k CNY)',
    es: 'Producción acumulada (10 mil CNY)',
  },
  paidShare: { zh: '累计支付比例(%)', en: 'Paid share (%)', es: 'Porcentaje pagado (%)' },
  remark: { zh: '备注', en: 'Remark', es: 'Observación' },
} as const satisfies Record<string, LocalizedText>;

export const FUNDS_MESSAGES = {
  notFiled: {
    zh: '{month} 的产值尚未填报，不能登记付款',
    en: 'The output of {month} is not reported yet, so no payment can be registered',
    es: 'La producción de {month} aún no está informada; no se puede registrar el pago',
  },
  overApproved: {
    zh: '实付金额不能超过审定产值',
    en: 'The amount paid cannot exceed the approved value',
    es: 'El importe pagado no puede superar el valor aprobado',
  },
} as const satisfies Record<string, LocalizedText>;
