import { defineWebModule, view } from '../../kit/web-module';

export const tenderModule = defineWebModule({
  views: {
    'tender/contract': view(
      () => import('./contract-page'),
      (m) => m.ContractPage,
    ),
  },
  locales: {
    zh: async () => (await import('./locales/zh')).zhTender,
    en: async () => (await import('./locales/en')).enTender,
    es: async () => (await import('./locales/es')).esTender,
  },
});
