import { defineMenuTitles } from '../../kit/menu-titles';

/** The titles of this module's menu pages in every language, by the server menu's route name. */
export const siteMenuTitles = defineMenuTitles({
  SiteEntry: { zh: '现场录入', en: 'Site entry', es: 'Registro en obra' },
});
