import { defineWebModule, view } from '../../kit/web-module';

export const reportModule = defineWebModule({
  views: {
    'report/concrete': view(
      () => import('./concrete-page'),
      (m) => m.ReportConcretePage,
    ),
    'report/material': view(
      () => import('./material-page'),
      (m) => m.ReportMaterialPage,
    ),
    'report/progress': view(
      () => import('./progress-page'),
      (m) => m.ReportProgressPage,
    ),
  },
  menuTitles: async () => (await import('./report.menu-titles')).reportMenuTitles,
  locales: {
    zh: async () => (await import('./locales/zh')).zhReport,
    en: async () => (await import('./locales/en')).enReport,
    es: async () => (await import('./locales/es')).esReport,
  },
});
