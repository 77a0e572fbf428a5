import 'i18next';
import type { AllMessages } from './locales/zh';

// Typed keys: a t('…') call with a key zh lacks (core or module messages) fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: AllMessages };
  }
}
