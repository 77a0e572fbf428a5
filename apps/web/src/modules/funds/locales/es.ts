import type { Messages } from '../../../kit/web-module';
import type { zhFunds } from './zh';

/** The payments page, es. */
export const esFunds: Messages<typeof zhFunds> = {
  funds: {
    title: 'Pagos',
    keyword: 'Buscar mes u observación',
    reportMonth: 'Mes de producción',
    reportMonthHelp: 'Un mes con producción informada, p. ej. 2026-09',
    outputValue: 'Producción del mes',
    approvedValue: 'Valor aprobado',
    payableRate: 'Porcentaje pagadero',
    paidAmount: 'Pagado',
    paidDate: 'Fecha de pago',
    cumulativePaid: 'Pagado acumulado',
    cumulativeOutput: 'Producción acumulada',
    paidShare: 'Porcentaje pagado',
    remark: 'Observación',
    percent: '%',
  },
};
