import { defineMenuTitles } from '../../kit/menu-titles';

/** The titles of this module's menu pages in every language, by the server menu's route name. */
export const riskMenuTitles = defineMenuTitles({
  RiskSource: { zh: '危险源清单', en: 'Risk sources', es: 'Fuentes de riesgo' },
  RiskInspection: { zh: '风险巡查', en: 'Risk inspections', es: 'Inspecciones de riesgos' },
});
