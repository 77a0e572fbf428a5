import type {
  FoundationCheckKind,
  WorksAbnormalKind,
  WorksAbnormalStatus,
  WorksRecordType,
  WorksSource,
} from '@zhuji/shared';
import type { LocalizedText } from '../../platform/kit/messages';

export const FOUNDATION_CHECK_MENU = 'FoundationCheck';
export const WORKS_ABNORMAL_MENU = 'WorksAbnormal';
export const WORKS_SPOT_CHECK_MENU = 'WorksSpotCheck';

export const FOUNDATION_CHECK_TITLE: LocalizedText = {
  zh: '基础验收记录',
  en: 'Foundation checks',
  es: 'Controles de cimentación',
};
export const WORKS_ABNORMAL_TITLE: LocalizedText = {
  zh: '施工异常记录',
  en: 'Works abnormal records',
  es: 'Anomalías de obra',
};
export const WORKS_SPOT_CHECK_TITLE: LocalizedText = {
  zh: '监理抽检',
  en: 'Supervisor spot checks',
  es: 'Inspecciones de supervisión',
};

export const SOURCE_NAMES = {
  foundation: { zh: '基础工程', en: 'Foundation works', es: 'Cimentación' },
  mainBody: { zh: '主体工程', en: 'Main structure', es: 'Estructura' },
} as const satisfies Record<WorksSource, LocalizedText>;

export const RECORD_TYPE_NAMES = {
  foundationCheck: { zh: '基础验收', en: 'Foundation check', es: 'Control de cimentación' },
  concretePour: { zh: '混凝土浇筑', en: 'Concrete pour', es: 'Vertido de hormigón' },
  masonry: { zh: '砌体工程', en: 'Masonry', es: 'Albañilería' },
  waterproof: { zh: '防水工程', en: 'Waterproofing', es: 'Impermeabilización' },
} as const satisfies Record<WorksRecordType, LocalizedText>;

export const ABNORMAL_KIND_NAMES = {
  bearingCapacity: {
    zh: '地基承载力不足',
    en: 'Bearing capacity below design',
    es: 'Capacidad portante insuficiente',
  },
  compaction: { zh: '压实系数不足', en: 'Compaction below design', es: 'Compactación insuficiente' },
  pitElevation: {
    zh: '基底标高超差',
    en: 'Pit bottom out of tolerance',
    es: 'Cota del fondo fuera de tolerancia',
  },
  slump: { zh: '坍落度超差', en: 'Slump out of tolerance', es: 'Asentamiento fuera de tolerancia' },
  mortarFullness: {
    zh: '砂浆饱满度不足',
    en: 'Mortar joints not full enough',
    es: 'Llenado de juntas insuficiente',
  },
  waterTest: { zh: '试水渗漏', en: 'Water test leaked', es: 'Fuga en la prueba de agua' },
  spotCheck: {
    zh: '监理抽检不合格',
    en: 'Failed supervisor spot check',
    es: 'Inspección de supervisión no conforme',
  },
  manual: { zh: '现场异常', en: 'Found on site', es: 'Detectada en obra' },
} as const satisfies Record<WorksAbnormalKind, LocalizedText>;

export const ABNORMAL_STATUS_NAMES = {
  open: { zh: '待处理', en: 'Open', es: 'Pendiente' },
  sent: { zh: '已转整改', en: 'Sent to rectification', es: 'Enviada a corrección' },
  closed: { zh: '已关闭', en: 'Closed', es: 'Cerrada' },
} as const satisfies Record<WorksAbnormalStatus, LocalizedText>;

export const FOUNDATION_KIND_NAMES = {
  BEARING_CAPACITY: { zh: '地基承载力', en: 'Bearing capacity', es: 'Capacidad portante' },
  COMPACTION: { zh: '压实系数', en: 'Compaction coefficient', es: 'Coeficiente de compactación' },
  PIT_ELEVATION: { zh: '基底标高', en: 'Pit bottom elevation', es: 'Cota del fondo' },
} as const satisfies Record<FoundationCheckKind, LocalizedText>;

export const FOUNDATION_LABELS = {
  checkNo: { zh: '检查编号', en: 'Check No.', es: 'N.º de control' },
  location: { zh: '检查部位', en: 'Location', es: 'Ubicación' },
  kind: { zh: '检查项目', en: 'Check', es: 'Control' },
  designValue: { zh: '设计值', en: 'Design value', es: 'Valor de diseño' },
  measuredValue: { zh: '实测值', en: 'Measured value', es: 'Valor medido' },
  checkedOn: { zh: '检查日期', en: 'Checked on', es: 'Fecha de control' },
  inspector: { zh: '检查人', en: 'Inspector', es: 'Inspector' },
  result: { zh: '判定', en: 'Result', es: 'Resultado' },
  createdAt: { zh: '登记时间', en: 'Registered at', es: 'Registrado' },
} as const satisfies Record<string, LocalizedText>;

export const ABNORMAL_LABELS = {
  abnormalNo: { zh: '异常编号', en: 'Abnormal No.', es: 'N.º de anomalía' },
  source: { zh: '所属工程', en: 'Works', es: 'Obra' },
  recordType: { zh: '记录类型', en: 'Record type', es: 'Tipo de registro' },
  recordNo: { zh: '记录编号', en: 'Record No.', es: 'N.º de registro' },
  location: { zh: '部位', en: 'Location', es: 'Ubicación' },
  origin: { zh: '来源', en: 'Raised by', es: 'Origen' },
  kind: { zh: '异常类型', en: 'Abnormal', es: 'Anomalía' },
  description: { zh: '异常描述', en: 'Description', es: 'Descripción' },
  status: { zh: '状态', en: 'Status', es: 'Estado' },
  handling: { zh: '处理情况', en: 'Handling', es: 'Tratamiento' },
  createdAt: { zh: '发生时间', en: 'Raised at', es: 'Fecha' },
} as const satisfies Record<string, LocalizedText>;

export const SPOT_CHECK_LABELS = {
  source: { zh: '所属工程', en: 'Works', es: 'Obra' },
  recordType: { zh: '记录类型', en: 'Record type', es: 'Tipo de registro' },
  recordNo: { zh: '记录编号', en: 'Record No.', es: 'N.º de registro' },
  location: { zh: '部位', en: 'Location', es: 'Ubicación' },
  result: { zh: '抽检结果', en: 'Result', es: 'Resultado' },
  remark: { zh: '抽检意见', en: 'Remark', es: 'Observaciones' },
  checkedOn: { zh: '抽检日期', en: 'Checked on', es: 'Fecha' },
  checker: { zh: '抽检人', en: 'Checked by', es: 'Inspector' },
  createdAt: { zh: '登记时间', en: 'Registered at', es: 'Registrado' },
} as const satisfies Record<string, LocalizedText>;

const WORKS_MESSAGES = {
  recordMissing: {
    zh: '本项目没有编号为 {recordNo} 的{type}记录',
    en: 'This project has no {type} record numbered {recordNo}',
    es: 'Este proyecto no tiene un registro de {type} con el número {recordNo}',
  },
  remarkRequired: {
    zh: '抽检不合格时须填写抽检意见（发现的问题）',
    en: 'A failed spot check needs its remark (what was found)',
    es: 'Una inspección no conforme necesita sus observaciones (lo encontrado)',
  },
  notOpen: {
    zh: '该异常记录已转整改或已关闭',
    en: 'This abnormal record has already been sent to rectification or closed',
    es: 'Esta anomalía ya se envió a corrección o está cerrada',
  },
  closed: {
    zh: '该异常记录已关闭',
    en: 'This abnormal record is already closed',
    es: 'Esta anomalía ya está cerrada',
  },
} as const satisfies Record<string, LocalizedText>;

export function worksMessage(
  key: keyof typeof WORKS_MESSAGES,
  lang: keyof LocalizedText,
  params: Record<string, string | number> = {},
): string {
  const text = WORKS_MESSAGES[key][lang] || WORKS_MESSAGES[key].zh;
  return text.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
}
