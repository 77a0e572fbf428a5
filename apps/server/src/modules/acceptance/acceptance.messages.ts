import type { Language } from '@zhuji/shared';
import type { LocalizedText } from '../../platform/kit/messages';

const messages = {
  notFound: {
    zh: '验收记录不存在',
    en: 'No such acceptance record',
    es: 'El registro de recepción no existe',
  },
  subItemNotSelected: {
    zh: '本项目未选择该分项工程',
    en: 'The project has not selected this sub-item',
    es: 'El proyecto no ha seleccionado esta subpartida',
  },
  subItemNoLots: {
    zh: '该分项工程还没有检验批，不能报验',
    en: 'This sub-item has no inspection lots yet',
    es: 'Esta subpartida aún no tiene lotes de inspección',
  },
  subItemLotsOpen: {
    zh: '以下检验批尚未验收合格：{{lots}}，分项工程不能报验',
    en: 'These inspection lots are not accepted yet: {{lots}}',
    es: 'Estos lotes de inspección aún no están aceptados: {{lots}}',
  },
  lotExists: {
    zh: '该分项下已有相同编号的检验批',
    en: 'This sub-item already has a lot with that number',
    es: 'Esta subpartida ya tiene un lote con ese número',
  },
  reportNotInProject: {
    zh: '所选检测报告不存在或不属于本项目',
    en: 'A chosen test report does not exist or is not of this project',
    es: 'Un informe de ensayo elegido no existe o no es de este proyecto',
  },
  notReapplicable: {
    zh: '只有被驳回或已撤回的检验批可以重新申请',
    en: 'Only a rejected or revoked lot can be applied for again',
    es: 'Solo un lote rechazado o retirado puede volver a solicitarse',
  },
  notPending: {
    zh: '该验收申请不在审批中，不能撤回',
    en: 'This application is not in approval and cannot be revoked',
    es: 'Esta solicitud no está en aprobación y no se puede retirar',
  },
  reasonMain: {
    zh: '主控项目不合格：{names}',
    en: 'Main-control items failed: {names}',
    es: 'Partidas principales no conformes: {names}',
  },
  reasonGeneral: {
    zh: '一般项目合格点率不足 80%：{names}',
    en: 'General items below 80 % passing points: {names}',
    es: 'Partidas generales con menos del 80 % de puntos conformes: {names}',
  },
  reasonDefect: {
    zh: '一般项目存在严重缺陷：{names}',
    en: 'Serious defects in general items: {names}',
    es: 'Defectos graves en partidas generales: {names}',
  },
  reasonRecords: {
    zh: '质量检查记录不完整',
    en: 'Quality records incomplete',
    es: 'Registros de calidad incompletos',
  },
  reasonSample: {
    zh: '抽样数量不足，检验批容量 {lotSize} 最小抽样 {min}',
    en: 'Sample too small: a lot of {lotSize} needs at least {min}',
    es: 'Muestra insuficiente: un lote de {lotSize} requiere al menos {min}',
  },
  reasonSampleTooLarge: {
    zh: '检验批容量超过 3200，请划分检验批',
    en: 'A lot larger than 3200 must be split',
    es: 'Un lote mayor de 3200 debe dividirse',
  },
  autoRejected: {
    zh: '系统判定不合格（GB 50300-2013 5.0.1）：{reason}',
    en: 'Failed by the rules (GB 50300-2013 5.0.1): {reason}',
    es: 'No conforme según las reglas (GB 50300-2013 5.0.1): {reason}',
  },
  reasonSubItems: {
    zh: '分项工程未全部验收合格：{names}',
    en: 'Sub-items not yet accepted: {names}',
    es: 'Subpartidas aún no aceptadas: {names}',
  },
  reasonNoSubItems: {
    zh: '该分部下没有选择任何分项工程',
    en: 'No sub-item of this division is selected',
    es: 'No hay subpartidas seleccionadas en esta división',
  },
  reasonDocuments: {
    zh: '质量控制资料不完整',
    en: 'Quality-control documents incomplete',
    es: 'Documentación de control de calidad incompleta',
  },
  reasonSafety: {
    zh: '安全和功能检验不合格：{n} 根桩验收数据不合格',
    en: 'Safety and function tests failed: {n} piles failed their acceptance sheet',
    es: 'Ensayos de seguridad y función no conformes: {n} pilotes no conformes',
  },
  reasonSafetyDetection: {
    zh: '安全和功能检验不合格：{n} 根桩检测不合格（完整性 III、IV 类或承载力不满足）且整改未闭合',
    en: 'Safety and function tests failed: {n} piles failed their detection (integrity class III/IV or capacity) and their rectification is not closed',
    es: 'Ensayos de seguridad y función no conformes: {n} pilotes no conformes en el ensayo (integridad clase III/IV o capacidad) sin cerrar la corrección',
  },
  reasonSafetyConcrete: {
    zh: '安全和功能检验不合格：{n} 个混凝土检验批强度评定不合格（GB/T 50107）',
    en: 'Safety and function tests failed: {n} concrete lots failed the strength evaluation (GB/T 50107)',
    es: 'Ensayos de seguridad y función no conformes: {n} lotes de hormigón no conformes en la evaluación de resistencia (GB/T 50107)',
  },
  reasonAppearance: {
    zh: '观感质量评定为“差”',
    en: 'Appearance rated poor',
    es: 'Aspecto calificado como deficiente',
  },
  autoRejectedDivision: {
    zh: '系统判定不合格（GB 50300-2013 5.0.3）：{reason}',
    en: 'Failed by the rules (GB 50300-2013 5.0.3): {reason}',
    es: 'No conforme según las reglas (GB 50300-2013 5.0.3): {reason}',
  },
  rectificationTitle: {
    zh: '{name} {lotNo} 检验批验收不合格',
    en: '{name} lot {lotNo} failed acceptance',
    es: '{name} lote {lotNo} no superó la recepción',
  },
  subItemAccepted: {
    zh: '分项工程「{name}」所含检验批全部验收合格，分项验收通过',
    en: 'Every lot of sub-item "{name}" passed: the sub-item is accepted',
    es: 'Todos los lotes de la subpartida «{name}» son conformes: subpartida aceptada',
  },
} as const satisfies Record<string, Record<Language, string>>;

export function acceptanceMessage(
  key: keyof typeof messages,
  lang: Language,
  vars: Record<string, string | number> = {},
): string {
  return messages[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}

export const ACCEPTANCE_EXPORT_TITLE: LocalizedText = {
  zh: '检验批验收',
  en: 'Inspection lot acceptance',
  es: 'Recepción de lotes de inspección',
};
export const TRAIL_EXPORT_TITLE: LocalizedText = {
  zh: '验收审批记录',
  en: 'Acceptance audit trail',
  es: 'Historial de aprobación',
};

export const ACCEPTANCE_LABELS = {
  code: { zh: '分项编码', en: 'Sub-item code', es: 'Código de subpartida' },
  codeName: { zh: '分项工程', en: 'Sub-item', es: 'Subpartida' },
  lotNo: { zh: '检验批编号', en: 'Lot No.', es: 'N.º de lote' },
  location: { zh: '验收部位', en: 'Location', es: 'Ubicación' },
  lotSize: { zh: '检验批容量', en: 'Lot size', es: 'Tamaño del lote' },
  sampleSize: { zh: '抽样数量', en: 'Sample size', es: 'Tamaño de muestra' },
  status: { zh: '状态', en: 'Status', es: 'Estado' },
  rejectReason: { zh: '驳回原因', en: 'Reason for rejection', es: 'Motivo del rechazo' },
  applicantName: { zh: '申请人', en: 'Applicant', es: 'Solicitante' },
  acceptedAt: { zh: '验收时间', en: 'Accepted at', es: 'Aceptado el' },
  createdAt: { zh: '申请时间', en: 'Applied at', es: 'Solicitado el' },
  time: { zh: '时间', en: 'Time', es: 'Fecha' },
  actor: { zh: '操作人', en: 'By', es: 'Por' },
  step: { zh: '审批步骤', en: 'Step', es: 'Paso' },
  action: { zh: '操作', en: 'Action', es: 'Acción' },
  comment: { zh: '意见', en: 'Comment', es: 'Comentario' },
  attachments: { zh: '附件', en: 'Attachments', es: 'Adjuntos' },
} as const satisfies Record<string, LocalizedText>;

export const ACCEPTANCE_STATUS_LABELS = {
  pending: { zh: '审批中', en: 'In approval', es: 'En aprobación' },
  accepted: { zh: '验收合格', en: 'Accepted', es: 'Aceptado' },
  rejected: { zh: '已驳回', en: 'Rejected', es: 'Rechazado' },
  cancelled: { zh: '已撤回', en: 'Revoked', es: 'Retirado' },
} as const satisfies Record<string, LocalizedText>;

export const FLOW_ACTION_LABELS = {
  apply: { zh: '提交申请', en: 'Applied', es: 'Solicitado' },
  approve: { zh: '通过', en: 'Approved', es: 'Aprobado' },
  reject: { zh: '驳回', en: 'Rejected', es: 'Rechazado' },
  return: { zh: '退回', en: 'Returned', es: 'Devuelto' },
  delegate: { zh: '转交', en: 'Delegated', es: 'Delegado' },
  cancel: { zh: '撤回', en: 'Revoked', es: 'Retirado' },
} as const satisfies Record<string, LocalizedText>;
