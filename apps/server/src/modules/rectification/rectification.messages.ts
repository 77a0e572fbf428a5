import type { Language } from '@zhuji/shared';
import type { LocalizedText } from '../../platform/kit/messages';

const messages = {
  notFound: {
    zh: '整改通知不存在',
    en: 'No such rectification notice',
    es: 'El aviso de corrección no existe',
  },
  notOpen: {
    zh: '该整改通知当前不能回复',
    en: 'This notice is not waiting for a reply',
    es: 'Este aviso no está pendiente de respuesta',
  },
  notReplied: {
    zh: '该整改通知尚未回复，不能复查',
    en: 'This notice has not been replied to yet',
    es: 'Este aviso aún no tiene respuesta',
  },
  overdueTitle: {
    zh: '【整改预警】{title} 已逾期',
    en: '[Rectification warning] {title} is overdue',
    es: '[Aviso de corrección] {title} está vencido',
  },
  overdueBody: {
    zh: '整改期限 {deadline} 已过，仍未完成整改，请尽快处理。',
    en: 'The deadline {deadline} has passed and the rectification is not done.',
    es: 'El plazo {deadline} ha vencido y la corrección no está terminada.',
  },
  responsibleNotMember: {
    zh: '整改责任人不是本项目成员',
    en: 'The person responsible is not a member of this project',
    es: 'El responsable no es miembro de este proyecto',
  },
} as const satisfies Record<string, Record<Language, string>>;

export function rectificationMessage(
  key: keyof typeof messages,
  lang: Language,
  vars: Record<string, string | number> = {},
): string {
  return messages[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}

export const RECTIFICATION_TITLE: LocalizedText = {
  zh: '整改通知',
  en: 'Rectification notices',
  es: 'Avisos de corrección',
};
