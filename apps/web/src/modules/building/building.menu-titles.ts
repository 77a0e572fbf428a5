import { defineMenuTitles } from '../../kit/menu-titles';

/** The titles of this module's menu pages in every language, by the server menu's route name. */
export const buildingMenuTitles = defineMenuTitles({
  ProjectBuilding: { zh: '楼栋管理', en: 'Buildings', es: 'Edificios' },
});
