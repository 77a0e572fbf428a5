import { defineMenuTitles } from '../../kit/menu-titles';

/** The titles of this module's menu pages in every language, by the server menu's route name. */
export const recordsMenuTitles = defineMenuTitles({
  ProjectRecords: { zh: '项目台账', en: 'Project records', es: 'Registros del proyecto' },
});
