import {
  DEFAULT_LANGUAGE,
  DEFAULT_SIZE,
  isLanguage,
  LANGUAGE_COOKIE,
  type Language,
  SIZE_COOKIE,
} from '@zhuji/shared';
import i18next from 'i18next';
import { readCookie, writeCookie } from '../session/cookies';

/** antd 6 sizes; its 'middle' is deprecated in favour of 'medium', which matches the cookie's value. */
export type ComponentSize = 'small' | 'medium' | 'large';

const PREFERENCE_DAYS = 365;

export const resolveLanguage = (value: string | undefined): Language =>
  isLanguage(value) ? value : DEFAULT_LANGUAGE;

/** The size cookie keeps the original product's values; 'mini' has no antd counterpart and maps to small. */
export function resolveComponentSize(value: string | undefined): ComponentSize {
  switch (value) {
    case 'small':
    case 'mini':
      return 'small';
    case 'large':
      return 'large';
    default:
      return DEFAULT_SIZE;
  }
}

export const HTML_LANG: Record<Language, string> = { zh: 'zh-CN', en: 'en', es: 'es' };

export const DAYJS_LOCALE: Record<Language, string> = { zh: 'zh-cn', en: 'en', es: 'es' };

export const readLanguage = (): Language => resolveLanguage(readCookie(LANGUAGE_COOKIE));

export const readComponentSize = (): ComponentSize => resolveComponentSize(readCookie(SIZE_COOKIE));

export async function setLanguage(language: Language): Promise<void> {
  writeCookie(LANGUAGE_COOKIE, language, PREFERENCE_DAYS);
  await i18next.changeLanguage(language);
}
