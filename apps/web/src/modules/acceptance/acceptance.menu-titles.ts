import { defineMenuTitles } from '../../kit/menu-titles';

/** The titles of this module's menu pages in every language, by the server menu's route name. */
export const acceptanceMenuTitles = defineMenuTitles({
  AcceptanceLot: { zh: '检验批验收', en: 'Inspection lot acceptance', es: 'Recepción de lotes' },
});
