import type { LocalizedText } from '../../platform/kit/messages';

/** Menu of the plan and progress page: both resources and the planned-amount read use it. */
export const PROGRESS_MENU = 'ProjectProgress';

export const AMOUNT_PLAN_TITLE: LocalizedText = {
  zh: '工程量计划',
  en: 'Quantity plan',
  es: 'Plan de cantidades',
};
export const PROGRESS_TITLE: LocalizedText = { zh: '进度填报', en: 'Weekly progress', es: 'Avance semanal' };

export const AMOUNT_PLAN_LABELS = {
  itemName: { zh: '工程量项目', en: 'Work item', es: 'Partida' },
  unit: { zh: '单位', en: 'Unit', es: 'Unidad' },
  plannedQuantity: { zh: '计划工程量', en: 'Planned quantity', es: 'Cantidad prevista' },
  plannedStart: { zh: '计划开始', en: 'Planned start', es: 'Inicio previsto' },
  plannedEnd: { zh: '计划完成', en: 'Planned finish', es: 'Fin previsto' },
  remark: { zh: '备注', en: 'Remark', es: 'Observación' },
  createdAt: { zh: '创建时间', en: 'Created', es: 'Creado' },
} as const satisfies Record<string, LocalizedText>;

export const PROGRESS_LABELS = {
  planId: { zh: '计划编号', en: 'Plan ID', es: 'ID del plan' },
  itemName: { zh: '工程量项目', en: 'Work item', es: 'Partida' },
  weekStart: { zh: '填报周（周一）', en: 'Week (Monday)', es: 'Semana (lunes)' },
  actualQuantity: { zh: '本周实际完成量', en: 'Actual this week', es: 'Real de la semana' },
  remark: { zh: '备注', en: 'Remark', es: 'Observación' },
  createdAt: { zh: '填报时间', en: 'Reported at', es: 'Informado' },
} as const satisfies Record<string, LocalizedText>;

export const PROGRESS_MESSAGES = {
  planMissing: {
    zh: '工程量计划不存在或不属于该项目',
    en: 'The quantity plan does not exist or belongs to another project',
    es: 'El plan de cantidades no existe o pertenece a otro proyecto',
  },
} as const satisfies Record<string, LocalizedText>;
