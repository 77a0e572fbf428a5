import type { Language } from '@zhuji/shared';

const messages = {
  messageNotFound: {
    zh: '消息不存在或不是发给您的',
    en: 'No such message for you',
    es: 'El mensaje no existe o no va dirigido a usted',
  },
  notMember: {
    zh: '收件人不是本项目成员：{ids}',
    en: 'Not members of this project: {ids}',
    es: 'No son miembros de este proyecto: {ids}',
  },
  noProject: {
    zh: '请先选择项目',
    en: 'Choose a project first',
    es: 'Elija primero un proyecto',
  },
  fieldTooLong: {
    zh: '表单字段过长',
    en: 'A form field is too long',
    es: 'Un campo del formulario es demasiado largo',
  },
} as const satisfies Record<string, Record<Language, string>>;

export function collaborationMessage(
  key: keyof typeof messages,
  lang: Language,
  vars: Record<string, string | number> = {},
): string {
  return messages[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}

/** The menu whose role_menu actions guard sending: 我的消息 (add = send). */
export const MESSAGE_MENU = 'MyMessage';
