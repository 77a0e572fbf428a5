import { defineMenuTitles } from '../../kit/menu-titles';

/** The titles of this module's menu pages in every language, by the server menu's route name. */
export const rectificationMenuTitles = defineMenuTitles({
  Rectification: { zh: '整改通知', en: 'Rectification notices', es: 'Avisos de corrección' },
});
