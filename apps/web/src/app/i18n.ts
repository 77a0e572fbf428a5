import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@zhuji/shared';
import type { Locale } from 'antd/es/locale';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LocaleMessages } from '../locales/zh';
import { zh } from '../locales/zh';
import { DAYJS_LOCALE, HTML_LANG, readLanguage, resolveLanguage } from '../shell/preferences';

/** What one language needs besides i18next's messages: antd's component texts (dayjs registers itself). */
interface LanguagePack {
  translation: LocaleMessages;
  antd: Locale;
}

/** The default language, the only one bundled with the entry. */
const BUNDLED = 'zh' satisfies Language;

// The other languages (messages, antd and dayjs locales) are separate chunks fetched the first time
// they are chosen, which keeps the login route's first load small.
const LAZY_PACKS: Record<Exclude<Language, typeof BUNDLED>, () => Promise<LanguagePack>> = {
  en: async () => {
    const [translation, antd] = await Promise.all([
      import('../locales/en').then(({ loadEn }) => loadEn()),
      import('antd/es/locale/en_US'),
    ]);
    return { translation, antd: antd.default };
  },
  es: async () => {
    const [translation, antd] = await Promise.all([
      import('../locales/es').then(({ loadEs }) => loadEs()),
      import('antd/es/locale/es_ES'),
      import('dayjs/locale/es'),
    ]);
    return { translation, antd: antd.default };
  },
};

const antdLocales: Partial<Record<Language, Locale>> = { [BUNDLED]: zhCN };

/** Ant Design's locale for a language; loaded by the time i18next reports that language as current. */
export const antdLocale = (language: Language): Locale => antdLocales[language] ?? zhCN;

/** An i18next backend over the lazy packs: changeLanguage resolves (and fires languageChanged) once loaded. */
const lazyPacks: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    if (!isLanguage(language) || language === BUNDLED) {
      callback(null, language === BUNDLED ? zh : {});
      return;
    }
    LAZY_PACKS[language]().then(
      (pack) => {
        antdLocales[language] = pack.antd;
        callback(null, pack.translation);
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

const applyLanguage = (value: string) => {
  const language = resolveLanguage(value);
  dayjs.locale(DAYJS_LOCALE[language]);
  document.documentElement.lang = HTML_LANG[language];
};

i18next.on('languageChanged', applyLanguage);

/**
 * Resolves once the cookie's language is loaded. The default language is bundled, so for it this is
 * immediate; main.tsx awaits it before the first render so that render is already translated.
 */
export const i18nReady: Promise<unknown> = i18next
  .use(lazyPacks)
  .use(initReactI18next)
  .init({
    // A copy: i18next merges each module's messages into the bundle it holds (kit/module-messages.ts),
    // which must not change the exported zh table that the locale checks read as the core alone.
    resources: { [BUNDLED]: { translation: structuredClone(zh) } },
    partialBundledLanguages: true,
    lng: readLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    initAsync: false,
    interpolation: { escapeValue: false },
  });

export default i18next;
