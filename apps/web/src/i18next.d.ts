import 'i18next';
import type { zh } from './locales/zh';

// Typed keys: a t('…') call with a key zh lacks fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof zh };
  }
}
