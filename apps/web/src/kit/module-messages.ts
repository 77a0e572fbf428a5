import i18next from 'i18next';

/**
 * A module's own zh messages, added to i18next when the module's chunk loads (call it at the top of
 * the module's entry file). zh is the bundled default language; keeping module messages out of it keeps
 * the login page's first load within budget. en and es hold every message already, loaded lazily whole.
 */
export function registerModuleMessages(zhMessages: object): void {
  i18next.addResourceBundle('zh', 'translation', zhMessages, true, false);
}
