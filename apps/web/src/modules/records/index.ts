import { defineWebModule, view } from '../../kit/web-module';

export const recordsModule = defineWebModule({
  views: {
    'project/records': view(
      () => import('./records-page'),
      (m) => m.RecordsPage,
    ),
  },
  menuTitles: async () => (await import('./records.menu-titles')).recordsMenuTitles,
  locales: {
    zh: async () => (await import('./locales/zh')).zhRecords,
    en: async () => (await import('./locales/en')).enRecords,
    es: async () => (await import('./locales/es')).esRecords,
  },
});
