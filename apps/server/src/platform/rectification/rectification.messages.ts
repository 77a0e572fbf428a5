import type { Language } from '@zhuji/shared';
import type { LocalizedText } from '../kit/messages';

const messages = {
  flowTitle: {
    zh: '整改通知：{title}',
    en: 'Rectification notice: {title}',
    es: 'Aviso de corrección: {title}',
  },
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
  stopWorkChiefOnly: {
    zh: '工程暂停令只能由总监理工程师签发',
    en: 'Only the chief supervising engineer may issue a stop-work order',
    es: 'Solo el ingeniero supervisor jefe puede emitir una orden de paralización',
  },
  restartNotReady: {
    zh: '只有已销项的工程暂停令可以申请复工',
    en: 'A restart can be applied for only once the stop-work order is closed',
    es: 'Solo se puede solicitar la reanudación cuando la orden de paralización está cerrada',
  },
  restartExists: {
    zh: '该暂停令已有复工申请',
    en: 'A restart has already been applied for',
    es: 'Ya se ha solicitado la reanudación',
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
