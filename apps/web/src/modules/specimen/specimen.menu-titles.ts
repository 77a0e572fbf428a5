import { defineMenuTitles } from '../../kit/menu-titles';

/** The titles of this module's menu pages in every language, by the server menu's route name. */
export const specimenMenuTitles = defineMenuTitles({
  TestBlock: { zh: '试块管理', en: 'Test blocks', es: 'Probetas' },
  SpecimenScan: { zh: '扫码查验', en: 'Scan label', es: 'Escanear etiqueta' },
});
