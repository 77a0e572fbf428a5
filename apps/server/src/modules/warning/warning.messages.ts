import type { Language, WarningLevel, WarningRule, WarningStatus } from '@zhuji/shared';
import type { LocalizedText } from '../../platform/kit/messages';

export const WARNING_ABNORMAL_MENU = 'WarningAbnormal';
export const WARNING_CONFIG_MENU = 'WarningConfig';

export const ABNORMAL_TITLE: LocalizedText = { zh: '异常清单', en: 'Abnormal items', es: 'Anomalías' };

export const RULE_NAMES = {
  testBlock: { zh: '试块预警', en: 'Test-block warnings', es: 'Alertas de probetas' },
  pileAbnormal: { zh: '桩基施工异常', en: 'Pile construction abnormal', es: 'Anomalías de pilotaje' },
  foundationAbnormal: { zh: '基础工程异常', en: 'Foundation works abnormal', es: 'Anomalías de cimentación' },
  mainBodyAbnormal: { zh: '主体工程异常', en: 'Main structure abnormal', es: 'Anomalías de estructura' },
  rectificationOverdue: { zh: '整改逾期', en: 'Overdue rectifications', es: 'Correcciones vencidas' },
  rebarRetest: { zh: '钢筋复试不合格', en: 'Failed rebar retests', es: 'Reensayos de acero no conformes' },
  pileDetection: { zh: '桩基检测不合格', en: 'Failed pile tests', es: 'Ensayos de pilotes no conformes' },
  testBlockRate: { zh: '试块留置率不足', en: 'Low test-block rate', es: 'Tasa de probetas baja' },
  witnessRatio: { zh: '见证取样比例不足', en: 'Low witness ratio', es: 'Proporción de testigos baja' },
  curingExcursion: {
    zh: '养护室温湿度超限',
    en: 'Curing room out of range',
    es: 'Cámara de curado fuera de rango',
  },
} as const satisfies Record<WarningRule, LocalizedText>;

export const LEVEL_NAMES = {
  serious: { zh: '严重', en: 'Serious', es: 'Grave' },
  normal: { zh: '一般', en: 'Normal', es: 'Normal' },
  hint: { zh: '提示', en: 'Notice', es: 'Aviso' },
} as const satisfies Record<WarningLevel, LocalizedText>;

export const STATUS_NAMES = {
  open: { zh: '待处理', en: 'Open', es: 'Pendiente' },
  handled: { zh: '已处理', en: 'Handled', es: 'Atendida' },
} as const satisfies Record<WarningStatus, LocalizedText>;

export const EXPORT_COLUMNS = {
  type: { zh: '类型', en: 'Type', es: 'Tipo' },
  level: { zh: '级别', en: 'Level', es: 'Nivel' },
  title: { zh: '标题', en: 'Title', es: 'Título' },
  detail: { zh: '详情', en: 'Detail', es: 'Detalle' },
  related: { zh: '关联对象', en: 'Related to', es: 'Relacionado con' },
  raisedAt: { zh: '发生时间', en: 'Raised at', es: 'Fecha' },
  status: { zh: '状态', en: 'Status', es: 'Estado' },
} as const satisfies Record<string, LocalizedText>;

const messages = {
  // ---- configuration ----
  thresholdRange: {
    zh: '{rule}的阈值应在 {min}～{max}{unit} 之间',
    en: 'The threshold of {rule} must be between {min} and {max}{unit}',
    es: 'El umbral de {rule} debe estar entre {min} y {max}{unit}',
  },
  witnessMinimum: {
    zh: '见证取样比例不得低于 30%（建建[2000]211号）',
    en: 'The witness ratio cannot be below 30 % (建建[2000]211号)',
    es: 'La proporción de testigos no puede ser inferior al 30 % (建建[2000]211号)',
  },
  noThreshold: {
    zh: '{rule}没有阈值，无需填写',
    en: '{rule} has no threshold',
    es: '{rule} no tiene umbral',
  },
  thresholdRequired: {
    zh: '请填写{rule}的阈值',
    en: 'Enter the threshold of {rule}',
    es: 'Indique el umbral de {rule}',
  },
  duplicateRule: {
    zh: '同一条规则只能提交一次：{rule}',
    en: 'A rule can be sent only once: {rule}',
    es: 'Una regla solo puede enviarse una vez: {rule}',
  },
  unknownRole: {
    zh: '通知角色不存在：{id}',
    en: 'No such role to notify: {id}',
    es: 'No existe el rol a notificar: {id}',
  },
  percent: { zh: '%', en: ' %', es: ' %' },
  days: { zh: ' 天', en: ' days', es: ' días' },
  // ---- abnormal items ----
  lotFailed: { zh: '试块批评定不合格', en: 'Lot evaluation failed', es: 'Lote no conforme' },
  groupInvalid: { zh: '试块组无效', en: 'Invalid specimen group', es: 'Grupo de probetas no válido' },
  pileAbnormalTitle: {
    zh: '{pile} 桩{kind}',
    en: 'Pile {pile}: {kind}',
    es: 'Pilote {pile}: {kind}',
  },
  worksAbnormalTitle: {
    zh: '{type} {no} {kind}',
    en: '{type} {no}: {kind}',
    es: '{type} {no}: {kind}',
  },
  rectificationOverdueDetail: {
    zh: '整改期限 {deadline}，已逾期 {days} 天{closed}',
    en: 'Due {deadline}, {days} days overdue{closed}',
    es: 'Vencía el {deadline}, {days} días de retraso{closed}',
  },
  closedOn: { zh: '（{date} 已闭合）', en: ' (closed on {date})', es: ' (cerrada el {date})' },
  rebarRetestTitle: {
    zh: '钢筋批 {batchNo} 第 {round} 次复试不合格',
    en: 'Rebar batch {batchNo}: test round {round} failed',
    es: 'Lote de acero {batchNo}: ensayo {round} no conforme',
  },
  rebarRetestDetail: {
    zh: '{grade} Φ{d}，炉号 {heatNo}，{tonnage} t；不合格项：{items}；报告 {reportNo}',
    en: '{grade} Φ{d}, heat {heatNo}, {tonnage} t; failed: {items}; report {reportNo}',
    es: '{grade} Φ{d}, colada {heatNo}, {tonnage} t; no conforme: {items}; informe {reportNo}',
  },
  pileDetectionTitle: {
    zh: '{pile} 桩{method}不合格',
    en: 'Pile {pile}: {method} failed',
    es: 'Pilote {pile}: {method} no conforme',
  },
  integrityClass: { zh: '完整性 {cls} 类', en: 'integrity class {cls}', es: 'integridad clase {cls}' },
  bearingFailed: {
    zh: '承载力不满足设计要求',
    en: 'bearing capacity below design',
    es: 'capacidad portante insuficiente',
  },
  report: { zh: '报告 {no}', en: 'report {no}', es: 'informe {no}' },
  testBlockRateTitle: {
    zh: '试块留置率 {rate}%，低于预警值 {threshold}%',
    en: 'Test-block rate {rate} % is below {threshold} %',
    es: 'Tasa de probetas {rate} % inferior al {threshold} %',
  },
  testBlockRateDetail: {
    zh: '应留置 {required} 组，已留置 {made} 组；缺少：{missing}',
    en: '{required} groups required, {made} made; short: {missing}',
    es: '{required} grupos requeridos, {made} hechos; faltan: {missing}',
  },
  witnessRatioTitle: {
    zh: '见证取样比例 {ratio}%，低于 {threshold}%',
    en: 'Witness ratio {ratio} % is below {threshold} %',
    es: 'Proporción de testigos {ratio} % inferior al {threshold} %',
  },
  witnessRatioDetail: {
    zh: '已送检 {total} 组，其中见证 {witnessed} 组；还需见证 {needed} 组',
    en: '{total} groups submitted, {witnessed} witnessed; {needed} more needed',
    es: '{total} grupos enviados, {witnessed} con testigo; faltan {needed}',
  },
  groups: { zh: '{n} 组', en: '{n} groups', es: '{n} grupos' },
  separator: { zh: '、', en: ', ', es: ', ' },
  more: { zh: ' 等 {n} 处', en: ' and {n} more', es: ' y {n} más' },
} as const satisfies Record<string, LocalizedText>;

export type WarningMessageKey = keyof typeof messages;

export function warningMessage(
  key: WarningMessageKey,
  lang: Language,
  vars: Record<string, string | number> = {},
): string {
  return messages[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}
