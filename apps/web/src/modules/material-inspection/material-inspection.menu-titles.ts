import { defineMenuTitles } from '../../kit/menu-titles';

/** The titles of this module's menu pages in every language, by the server menu's route name. */
export const materialInspectionMenuTitles = defineMenuTitles({
  MaterialInspection: { zh: '材料检测', en: 'Material inspection', es: 'Inspección de materiales' },
  AuditMaterial: { zh: '材料审核', en: 'Material audit', es: 'Auditoría de materiales' },
});
