import { defineMenuTitles } from '../../kit/menu-titles';

/** The titles of this module's menu pages in every language, by the server menu's route name. */
export const progressMenuTitles = defineMenuTitles({
  ProjectProgress: { zh: '计划与进度', en: 'Plans and progress', es: 'Planes y avance' },
});
