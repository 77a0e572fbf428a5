import { defineMenuTitles } from '../../kit/menu-titles';

/** The titles of this module's menu pages in every language, by the server menu's route name. */
export const homeMenuTitles = defineMenuTitles({
  HomeIndex: { zh: '工作台', en: 'Workbench', es: 'Escritorio' },
  ProjectDetail: { zh: '项目详情', en: 'Project details', es: 'Detalle del proyecto' },
});
