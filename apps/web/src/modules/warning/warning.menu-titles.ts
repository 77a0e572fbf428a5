import { defineMenuTitles } from '../../kit/menu-titles';

/** The titles of this module's menu pages in every language, by the server menu's route name. */
export const warningMenuTitles = defineMenuTitles({
  WarningAbnormal: { zh: '异常清单', en: 'Abnormal items', es: 'Anomalías' },
  WarningConfig: { zh: '预警配置', en: 'Warning settings', es: 'Configuración de alertas' },
});
