import { defineWebModule, view } from '../../kit/web-module';

export const rectificationModule = defineWebModule({
  views: {
    'rectification/list': view(
      () => import('./rectification-page'),
      (m) => m.RectificationPage,
    ),
  },
  menuTitles: async () => (await import('./rectification.menu-titles')).rectificationMenuTitles,
  locales: {
    zh: async () => (await import('./locales/zh')).zhRectification,
    en: async () => (await import('./locales/en')).enRectification,
    es: async () => (await import('./locales/es')).esRectification,
  },
});
