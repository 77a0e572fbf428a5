import { defineMenuTitles } from '../../kit/menu-titles';

/** The titles of this module's menu pages in every language, by the server menu's route name. */
export const costMenuTitles = defineMenuTitles({
  ProjectCost: { zh: '成本台账', en: 'Cost records', es: 'Registro de costes' },
});
