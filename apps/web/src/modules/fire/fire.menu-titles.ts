import { defineMenuTitles } from '../../kit/menu-titles';

/** The titles of this module's menu pages in every language, by the server menu's route name. */
export const fireMenuTitles = defineMenuTitles({
  FireCheck: { zh: '消防检查', en: 'Fire inspections', es: 'Inspecciones contra incendios' },
});
