import type { Language } from '@zhuji/shared';
import type { LocalizedText } from '../../platform/kit/messages';

export const RISK_SOURCE_MENU = 'RiskSource';
export const RISK_INSPECTION_MENU = 'RiskInspection';
export const RISK_SOURCE_TITLE: LocalizedText = {
  zh: '危险源清单',
  en: 'Risk source register',
  es: 'Registro de fuentes de riesgo',
};
export const RISK_SOURCE_LABELS = {
  sourceNo: { zh: '编号', en: 'No.', es: 'N.º' },
  name: { zh: '危险源名称', en: 'Risk source', es: 'Fuente de riesgo' },
  category: { zh: '类别', en: 'Category', es: 'Categoría' },
  scale: { zh: '危大工程', en: 'Hazardous works', es: 'Obra de alto riesgo' },
  location: { zh: '部位', en: 'Location', es: 'Ubicación' },
  riskLevel: { zh: '风险等级', en: 'Risk level', es: 'Nivel de riesgo' },
  measures: { zh: '管控措施', en: 'Control measures', es: 'Medidas de control' },
  responsible: { zh: '责任人', en: 'Responsible', es: 'Responsable' },
  planStatus: { zh: '专项方案', en: 'Special plan', es: 'Plan especial' },
  reviewDate: { zh: '专家论证日期', en: 'Expert review on', es: 'Revisión de expertos' },
  startDate: { zh: '开始日期', en: 'Starts', es: 'Inicio' },
  endDate: { zh: '结束日期', en: 'Ends', es: 'Fin' },
  lastInspectedOn: { zh: '最近巡查', en: 'Last inspected', es: 'Última inspección' },
  createdAt: { zh: '登记时间', en: 'Registered at', es: 'Registrada' },
} as const satisfies Record<string, LocalizedText>;

const messages = {
  endBeforeStart: {
    zh: '结束日期不能早于开始日期',
    en: 'The end date cannot be before the start date',
    es: 'La fecha de fin no puede ser anterior a la de inicio',
  },
  reviewOnlyOverScale: {
    zh: '只有超过一定规模的危大工程需要组织专家论证',
    en: 'Only hazardous works above the scale need an expert review',
    es: 'Solo las obras de alto riesgo que superan la escala requieren revisión de expertos',
  },
  reviewDateRequired: {
    zh: '专项方案已论证时须填写专家论证日期',
    en: 'An expert-reviewed plan needs the date of the expert review',
    es: 'Un plan revisado por expertos necesita la fecha de la revisión',
  },
  inspectedNoRemove: {
    zh: '危险源“{name}”已有巡查记录，不能删除',
    en: 'Risk source "{name}" has inspection records and cannot be deleted',
    es: 'La fuente de riesgo «{name}» tiene inspecciones registradas y no se puede eliminar',
  },
  duplicateSource: {
    zh: '同一危险源在一次巡查中只能登记一次',
    en: 'A risk source can be checked only once per inspection',
    es: 'Una fuente de riesgo solo puede revisarse una vez por inspección',
  },
  hazardRequired: {
    zh: '存在隐患时须描述隐患情况',
    en: 'Describe the hazard found',
    es: 'Describa el peligro detectado',
  },
  futureDate: {
    zh: '巡查日期不能晚于今天',
    en: 'The inspection date cannot be in the future',
    es: 'La fecha de inspección no puede ser futura',
  },
  sourceMissing: {
    zh: '危险源不存在或不属于本项目',
    en: 'The risk source does not exist or belongs to another project',
    es: 'La fuente de riesgo no existe o pertenece a otro proyecto',
  },
  notFound: {
    zh: '巡查记录不存在',
    en: 'Inspection record not found',
    es: 'Registro de inspección no encontrado',
  },
  /** The rectification notice raised by a hazard (written in Chinese: it is a site document). */
  rectifyTitle: {
    zh: '风险巡查隐患：{sourceNo} {name}',
    en: 'Risk inspection hazard: {sourceNo} {name}',
    es: 'Peligro de inspección de riesgos: {sourceNo} {name}',
  },
  rectifyProblem: {
    zh: '{date} 风险巡查（{inspectionNo}）发现隐患。部位：{location}；隐患情况：{hazard}',
    en: 'Risk inspection {inspectionNo} on {date} found a hazard. Location: {location}; hazard: {hazard}',
    es: 'La inspección de riesgos {inspectionNo} del {date} detectó un peligro. Ubicación: {location}; peligro: {hazard}',
  },
} as const satisfies Record<string, LocalizedText>;

export type RiskMessage = keyof typeof messages;

export function riskMessage(key: RiskMessage, lang: Language, params: Record<string, string | number> = {}) {
  return messages[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
}
