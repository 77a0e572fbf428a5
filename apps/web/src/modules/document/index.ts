import { defineWebModule, view } from '../../kit/web-module';

export const documentModule = defineWebModule({
  views: {
    'document/index': view(
      () => import('./document-page'),
      (m) => m.DocumentPage,
    ),
  },
  menuTitles: async () => (await import('./document.menu-titles')).documentMenuTitles,
  locales: {
    zh: async () => (await import('./locales/zh')).zhDocument,
    en: async () => (await import('./locales/en')).enDocument,
    es: async () => (await import('./locales/es')).esDocument,
  },
});
