import type { Language } from '@zhuji/shared';

const messages = {
  messageNotFound: {
    zh: '消息不存在或不是发给您的',
    en: 'No such message for you',
    es: 'El mensaje no existe o no va dirigido a usted',
  },
} as const satisfies Record<string, Record<Language, string>>;

export function collaborationMessage(
  key: keyof typeof messages,
  lang: Language,
  vars: Record<string, string | number> = {},
): string {
  return messages[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}
