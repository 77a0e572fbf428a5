import { defineMenuTitles } from '../../kit/menu-titles';

/** The titles of this module's menu pages in every language, by the server menu's route name. */
export const outputMenuTitles = defineMenuTitles({
  ProjectOutput: { zh: '月度产值', en: 'Monthly output value', es: 'Producción mensual' },
});
