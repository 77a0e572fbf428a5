import type { Language } from '@zhuji/shared';
import type { LocalizedText } from '../../platform/kit/messages';

/** Menu of the monthly output page; its role_menu rows grant the report and parameter actions. */
export const OUTPUT_MENU = 'ProjectOutput';

export const OUTPUT_TITLE: LocalizedText = {
  zh: '月度产值',
  en: 'Monthly output value',
  es: 'Producción mensual',
};

/** Column headers of the list, the export and the import template. */
export const OUTPUT_LABELS = {
  reportMonth: { zh: '填报月份', en: 'Month', es: 'Mes' },
  contractValue: {
    zh: '合同金额(万元)',
    en: 'Contract value (10k CNY)',
    es: 'Importe del contrato (10 mil CNY)',
  },
  plannedValue: {
    zh: '本月计划产值(万元)',
    en: 'Planned this month (10k CNY)',
    es: 'Previsto del mes (10 mil CNY)',
  },
  actualValue: {
    zh: '本月实际产值(万元)',
    en: 'Actual this month (10k CNY)',
    es: 'Real del mes (10 mil CNY)',
  },
  monthRate: { zh: '本月完成率(%)', en: 'Month completion (%)', es: 'Cumplimiento del mes (%)' },
  cumulativeValue: {
    zh: '累计产值(万元)',
    en: 'Cumulative value (10k CNY)',
    es: 'Valor acumulado (10 mil CNY)',
  },
  cumulativeRate: { zh: '累计完成率(%)', en: 'Cumulative share (%)', es: 'Porcentaje acumulado (%)' },
  pileCount: { zh: '完成桩数(根)', en: 'Piles completed', es: 'Pilotes terminados' },
  pileLength: { zh: '成桩长度(m)', en: 'Pile length (m)', es: 'Longitud de pilotes (m)' },
  concreteVolume: { zh: '混凝土方量(m³)', en: 'Concrete (m³)', es: 'Hormigón (m³)' },
  rebarWeight: { zh: '钢筋用量(t)', en: 'Rebar (t)', es: 'Acero (t)' },
  imageProgress: { zh: '形象进度', en: 'Visible progress', es: 'Avance visible' },
  nextMonthPlan: {
    zh: '下月计划产值(万元)',
    en: 'Next month planned (10k CNY)',
    es: 'Previsto mes siguiente (10 mil CNY)',
  },
  nextMonthWork: { zh: '下月工作计划', en: 'Next month’s work', es: 'Trabajo del mes siguiente' },
  labourCount: { zh: '劳动力(人)', en: 'Labour (people)', es: 'Mano de obra (personas)' },
  plantCount: { zh: '主要机械(台)', en: 'Main plant (units)', es: 'Maquinaria (unidades)' },
  problems: { zh: '存在问题', en: 'Problems', es: 'Problemas' },
  filedAt: { zh: '填报时间', en: 'Filed at', es: 'Presentado' },
} as const satisfies Record<string, LocalizedText>;

const messages = {
  notSubProject: {
    zh: '产值只能填报在子项目（标段）上',
    en: 'Output value is reported on a sub-project',
    es: 'La producción se informa en un subproyecto',
  },
  futureMonth: {
    zh: '{month} 尚未结束，只能填报已结束月份的产值',
    en: '{month} has not ended yet; only months that have ended can be reported',
    es: '{month} aún no ha terminado; solo se informan meses terminados',
  },
  exists: {
    zh: '{month} 的产值已填报，请在列表中修改',
    en: 'The output of {month} is already reported; edit it in the list',
    es: 'La producción de {month} ya está informada; modifíquela en la lista',
  },
  overContract: {
    zh: '累计产值 {cumulative} 万元已超过合同金额 {contract} 万元，请核对',
    en: 'The cumulative value of {cumulative} exceeds the contract value of {contract} (10k CNY); please check',
    es: 'El valor acumulado de {cumulative} supera el importe del contrato de {contract} (10 mil CNY); revíselo',
  },
  farAbovePlan: {
    zh: '本月实际产值为计划的 {rate}%，偏差较大，请核对',
    en: 'The actual value is {rate}% of the plan this month; please check the difference',
    es: 'El valor real es el {rate}% de lo previsto este mes; revise la diferencia',
  },
  noContract: {
    zh: '项目尚未登记合同金额，无法计算累计完成率',
    en: 'The project has no contract value yet, so the cumulative share cannot be computed',
    es: 'El proyecto aún no tiene importe de contrato; no se puede calcular el porcentaje acumulado',
  },
} as const satisfies Record<string, LocalizedText>;

export const outputMessage = (
  key: keyof typeof messages,
  lang: Language,
  params: Record<string, string | number> = {},
) => messages[key][lang].replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
