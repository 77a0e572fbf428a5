import { DEFAULT_LANGUAGE, LANGUAGES } from '@zhuji/shared';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/es';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '../locales/en';
import { es } from '../locales/es';
import { zh } from '../locales/zh';
import { DAYJS_LOCALE, HTML_LANG, readLanguage, resolveLanguage } from '../shell/preferences';

export const resources = {
  zh: { translation: zh },
  en: { translation: en },
  es: { translation: es },
} as const;

const applyLanguage = (value: string) => {
  const language = resolveLanguage(value);
  dayjs.locale(DAYJS_LOCALE[language]);
  document.documentElement.lang = HTML_LANG[language];
};

i18next.on('languageChanged', applyLanguage);

// Resources are bundled, so initialisation is synchronous and the first render is already translated.
void i18next.use(initReactI18next).init({
  resources,
  lng: readLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  initAsync: false,
  interpolation: { escapeValue: false },
});

export default i18next;
