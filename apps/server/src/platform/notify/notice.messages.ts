import { LANGUAGES, type Language } from '@zhuji/shared';
import type { LocalizedText } from '../kit/messages';

// The platform's own messages (协同消息 sent by the flow engine, rectification, warnings, supplier
// enquiries, project audit) keep a key of this one table and their parameters beside the Chinese text
// they were sent with (issue 22): the inbox renders them in the reader's language when listing, and rows
// sent before the keys existed, or typed by a member through message/send, show their stored text.
// Keys are stored in the database: rename one only with a migration of the rows that hold it.

const messages = {
  // ---- flow engine (platform/flow) ----
  'flow.pending': { zh: '【待审批】{title}', en: '[To approve] {title}', es: '[Por aprobar] {title}' },
  'flow.pendingBody': {
    zh: '{actor}提交的「{title}」待您处理（{step}）。',
    en: '"{title}" from {actor} is waiting for you ({step}).',
    es: '«{title}» de {actor} espera su actuación ({step}).',
  },
  'flow.finished': {
    zh: '【审批结果】{title}：{result}',
    en: '[Approval result] {title}: {result}',
    es: '[Resultado] {title}: {result}',
  },
  'flow.finishedBody': {
    zh: '{actor}：{result}。{comment}',
    en: '{actor}: {result}. {comment}',
    es: '{actor}: {result}. {comment}',
  },
  'flow.approved': { zh: '已通过', en: 'approved', es: 'aprobada' },
  'flow.rejected': { zh: '已驳回', en: 'rejected', es: 'rechazada' },
  'flow.returned': { zh: '已退回', en: 'returned for rework', es: 'devuelta para corregir' },
  'flow.system': { zh: '系统', en: 'System', es: 'Sistema' },
  // ---- rectification (platform/rectification) ----
  'rectification.overdue': {
    zh: '【整改预警】{title} 已逾期',
    en: '[Rectification warning] {title} is overdue',
    es: '[Aviso de corrección] {title} está vencido',
  },
  'rectification.overdueBody': {
    zh: '整改期限 {deadline} 已过，仍未完成整改，请尽快处理。',
    en: 'The deadline {deadline} has passed and the rectification is not done.',
    es: 'El plazo {deadline} ha vencido y la corrección no está terminada.',
  },
  // ---- early warnings (modules/warning) ----
  'warning.notice': {
    zh: '【预警】{title}',
    en: '[Early warning] {title}',
    es: '[Alerta temprana] {title}',
  },
  'warning.noticeBody': { zh: '{detail}', en: '{detail}', es: '{detail}' },
  // ---- supplier enquiries (modules/supplier) ----
  'enquiry.sent': {
    zh: '询价单 {enquiryNo}：{title}',
    en: 'Enquiry {enquiryNo}: {title}',
    es: 'Solicitud {enquiryNo}: {title}',
  },
  'enquiry.sentBody': {
    zh: '{project} 向贵单位询价，共 {lines} 项材料，请于 {deadline} 前报价。',
    en: '{project} asks your company for a quote on {lines} items; quote by {deadline}.',
    es: '{project} solicita a su empresa una oferta de {lines} artículos; oferte antes del {deadline}.',
  },
  'enquiry.quoted': {
    zh: '收到报价：{company}',
    en: 'Quote received: {company}',
    es: 'Oferta recibida: {company}',
  },
  'enquiry.quotedBody': {
    zh: '{company} 对询价单 {enquiryNo}「{title}」报价，合计 {total} 元。',
    en: '{company} quoted {total} yuan for enquiry {enquiryNo} “{title}”.',
    es: '{company} ofertó {total} yuanes para la solicitud {enquiryNo} «{title}».',
  },
  'enquiry.accepted': {
    zh: '询价单 {enquiryNo} 已定标',
    en: 'Enquiry {enquiryNo} awarded',
    es: 'Solicitud {enquiryNo} adjudicada',
  },
  'enquiry.acceptedBody': {
    zh: '询价单「{title}」选定 {company} 的报价（合计 {total} 元）。',
    en: 'Enquiry “{title}” accepted the quote of {company} ({total} yuan).',
    es: 'La solicitud «{title}» aceptó la oferta de {company} ({total} yuanes).',
  },
  // ---- project registration audit (modules/project) ----
  'project.auditApproved': {
    zh: '【审核通过】{project}',
    en: '[Approved] {project}',
    es: '[Aprobado] {project}',
  },
  'project.auditApprovedBody': {
    zh: '项目登记信息已通过平台审核，子项目信息已完善。',
    en: 'The project registration passed the platform review; the sub-project details are complete.',
    es: 'El registro del proyecto superó la revisión de la plataforma; los subproyectos están completos.',
  },
  'project.auditRejected': {
    zh: '【审核驳回】{project}',
    en: '[Rejected] {project}',
    es: '[Rechazado] {project}',
  },
  'project.auditRejectedBody': {
    zh: '项目登记未通过平台审核：{reason}。请修改后重新提交。',
    en: 'The project registration did not pass the platform review: {reason}. Correct it and submit again.',
    es: 'El registro del proyecto no superó la revisión de la plataforma: {reason}. Corríjalo y vuelva a enviarlo.',
  },
} as const satisfies Record<string, LocalizedText>;

export type NoticeKey = keyof typeof messages;

/**
 * A parameter of a notice: a value shown as it is (a name, a number, a code a user typed), a text
 * already in every language (a step's label, an abnormal item's title), or another key of this table.
 */
export type NoticeParam = string | number | LocalizedText | { key: NoticeKey };
export type NoticeParams = Record<string, NoticeParam>;

export const isNoticeKey = (key: unknown): key is NoticeKey =>
  typeof key === 'string' && Object.hasOwn(messages, key);

function paramText(value: NoticeParam | undefined, lang: Language): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'object') return String(value);
  if ('key' in value) return isNoticeKey(value.key) ? messages[value.key][lang] : '';
  return value[lang] ?? value.zh ?? '';
}

/** A notice's text in a language with its parameters filled in. */
export function noticeMessage(key: NoticeKey, lang: Language, params: NoticeParams = {}): string {
  return messages[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => paramText(params[name], lang));
}

/** A text in every UI language, from a function of the language (a label table, a collector run per language). */
export function localized(text: (lang: Language) => string): LocalizedText {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, text(lang)])) as LocalizedText;
}
