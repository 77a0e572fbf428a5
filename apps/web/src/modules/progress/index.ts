import { defineWebModule, view } from '../../kit/web-module';

export const progressModule = defineWebModule({
  views: {
    'progress/index': view(
      () => import('./progress-page'),
      (m) => m.ProgressPage,
    ),
  },
  menuTitles: async () => (await import('./progress.menu-titles')).progressMenuTitles,
  locales: {
    zh: async () => (await import('./locales/zh')).zhProgress,
    en: async () => (await import('./locales/en')).enProgress,
    es: async () => (await import('./locales/es')).esProgress,
  },
});
