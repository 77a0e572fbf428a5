import { defineMenuTitles } from '../../kit/menu-titles';

/** The titles of this module's menu pages in every language, by the server menu's route name. */
export const worksMenuTitles = defineMenuTitles({
  FoundationCheck: { zh: '基础验收', en: 'Foundation checks', es: 'Controles de cimentación' },
  WorksAbnormal: { zh: '施工异常', en: 'Works anomalies', es: 'Anomalías de obra' },
  WorksSpotCheck: { zh: '监理抽检', en: 'Supervisor spot checks', es: 'Inspecciones de supervisión' },
});
