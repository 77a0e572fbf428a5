import type { Messages } from '../../../kit/web-module';
import type { zhProgress } from './zh';

/** The plan and progress page, es. */
export const esProgress: Messages<typeof zhProgress> = {
  progress: {
    tabs: { chart: 'Previsto frente a real', plan: 'Plan de cantidades', week: 'Avance semanal' },
    loadFailed: 'Error al cargar; inténtelo de nuevo más tarde',
    retry: 'Reintentar',
    plan: {
      title: 'Plan de cantidades',
      keyword: 'Buscar partida u observación',
      itemName: 'Partida',
      itemNamePlaceholder: 'p. ej. Pilotes terminados',
      unit: 'Unidad',
      unitPlaceholder: 'Elija la unidad',
      plannedQuantity: 'Cantidad prevista',
      plannedStart: 'Inicio previsto',
      plannedEnd: 'Fin previsto',
      remark: 'Observación',
      createdAt: 'Creado',
    },
    week: {
      title: 'Avance semanal',
      keyword: 'Buscar partida u observación',
      itemName: 'Partida',
      noPlan: 'Añada primero la partida al plan de cantidades',
      weekStart: 'Semana (lunes)',
      weekStartHelp: 'La fecha del lunes de la semana',
      actualQuantity: 'Real de la semana',
      actualHelp: 'Como máximo 10000 en una semana',
      remark: 'Observación',
      createdAt: 'Informado',
    },
    chart: {
      empty:
        'Aún no hay plan de cantidades: añada partidas e informe semanas para comparar lo previsto y lo real',
      planned: 'Cantidad prevista',
      actual: 'Completado hasta hoy',
      percent: 'Cumplimiento',
      weekly: 'Esta semana',
      plannedCumulative: 'Previsto acumulado',
      actualCumulative: 'Real acumulado',
    },
  },
};
