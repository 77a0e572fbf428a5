import { defineWebModule, view } from '../../kit/web-module';

export const tenderModule = defineWebModule({
  views: {
    'tender/contract': view(
      () => import('./contract-page'),
      (m) => m.ContractPage,
    ),
  },
  menuTitles: async () => (await import('./tender.menu-titles')).tenderMenuTitles,
  locales: {
    zh: async () => (await import('./locales/zh')).zhTender,
    en: async () => (await import('./locales/en')).enTender,
    es: async () => (await import('./locales/es')).esTender,
  },
});
