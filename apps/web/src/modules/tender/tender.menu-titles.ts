import { defineMenuTitles } from '../../kit/menu-titles';

/** The titles of this module's menu pages in every language, by the server menu's route name. */
export const tenderMenuTitles = defineMenuTitles({
  ProjectContract: { zh: '合同及招标', en: 'Contract and tenders', es: 'Contrato y licitaciones' },
});
