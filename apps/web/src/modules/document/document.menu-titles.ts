import { defineMenuTitles } from '../../kit/menu-titles';

/** The titles of this module's menu pages in every language, by the server menu's route name. */
export const documentMenuTitles = defineMenuTitles({
  Document: { zh: '资料管理', en: 'Documents', es: 'Documentos' },
});
