import { defineMenuTitles } from '../../kit/menu-titles';

/** The titles of this module's menu pages in every language, by the server menu's route name. */
export const pileMenuTitles = defineMenuTitles({
  PileConstruction: { zh: '施工记录', en: 'Construction records', es: 'Registros de obra' },
  PileAcceptance: { zh: '桩基验收', en: 'Pile acceptance', es: 'Recepción de pilotes' },
});
