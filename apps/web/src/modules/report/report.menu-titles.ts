import { defineMenuTitles } from '../../kit/menu-titles';

/** The titles of this module's menu pages in every language, by the server menu's route name. */
export const reportMenuTitles = defineMenuTitles({
  ReportConcrete: { zh: '混凝土报表', en: 'Concrete report', es: 'Informe de hormigón' },
  ReportMaterial: { zh: '材料报表', en: 'Material report', es: 'Informe de materiales' },
  ReportProgress: { zh: '进度报表', en: 'Progress report', es: 'Informe de avance' },
});
