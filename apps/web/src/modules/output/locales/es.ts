import type { Messages } from '../../../kit/web-module';
import type { zhOutput } from './zh';

/** The monthly output-value page, es. */
export const esOutput: Messages<typeof zhOutput> = {
  output: {
    title: 'Producción mensual',
    keyword: 'Buscar mes, avance visible o problemas',
    year: 'Año',
    section: {
      value: 'Producción',
      quantity: 'Cantidades y recursos',
      plan: 'Mes siguiente y problemas',
      record: 'Presentación',
    },
    reportMonth: 'Mes',
    reportMonthPlaceholder: 'p. ej. 2026-10',
    reportMonthHelp:
      'Informe la producción del mes anterior entre el día 5 y el 28; solo se informan meses terminados',
    contractValue: 'Importe del contrato',
    plannedValue: 'Previsto del mes',
    actualValue: 'Real del mes',
    monthRate: 'Cumplimiento del mes',
    cumulativeValue: 'Valor acumulado',
    cumulativeRate: 'Porcentaje acumulado',
    pileCount: 'Pilotes terminados',
    pileLength: 'Longitud de pilotes',
    concreteVolume: 'Hormigón',
    rebarWeight: 'Acero',
    imageProgress: 'Avance visible',
    labourCount: 'Mano de obra',
    plantCount: 'Maquinaria principal',
    nextMonthPlan: 'Previsto mes siguiente',
    nextMonthWork: 'Trabajo del mes siguiente',
    problems: 'Problemas',
    filedAt: 'Presentado',
    updatedAt: 'Modificado',
    percent: '%',
    unitPile: 'pilotes',
    unitCubic: 'm³',
    unitTon: 't',
    unitPerson: 'personas',
    unitSet: 'unidades',
    params: {
      title: 'Aviso de informe de producción',
      text: 'Días de informe de la primera quincena de este proyecto: del {{from}} al {{to}} de cada mes.',
      rule: 'Mientras el mes anterior no esté informado, se avisa al iniciar sesión del día 5 al 28; los proyectos terminados o detenidos no reciben aviso.',
      start: 'Día inicial',
      end: 'Día final',
      order: 'El día final no puede ser anterior al inicial',
    },
  },
};
