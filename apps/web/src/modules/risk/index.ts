import { defineWebModule, view } from '../../kit/web-module';

export const riskModule = defineWebModule({
  views: {
    'risk/source': view(
      () => import('./risk-source-page'),
      (m) => m.RiskSourcePage,
    ),
    'risk/inspection': view(
      () => import('./risk-inspection-page'),
      (m) => m.RiskInspectionPage,
    ),
  },
  menuTitles: async () => (await import('./risk.menu-titles')).riskMenuTitles,
  locales: {
    zh: async () => (await import('./locales/zh')).zhRisk,
    en: async () => (await import('./locales/en')).enRisk,
    es: async () => (await import('./locales/es')).esRisk,
  },
});
