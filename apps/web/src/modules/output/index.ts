import { defineWebModule, view } from '../../kit/web-module';

export const outputModule = defineWebModule({
  views: {
    'output/report': view(
      () => import('./output-page'),
      (m) => m.OutputPage,
    ),
  },
  menuTitles: async () => (await import('./output.menu-titles')).outputMenuTitles,
  locales: {
    zh: async () => (await import('./locales/zh')).zhOutput,
    en: async () => (await import('./locales/en')).enOutput,
    es: async () => (await import('./locales/es')).esOutput,
  },
});
