import { defineWebModule } from '../../kit/web-module';

/** The in-app user manual (docs/product.md §1 help): public, so it also helps someone who cannot sign in. */
export const manualModule = defineWebModule({
  views: {},
  publicRoutes: [
    {
      path: '/help/manual',
      title: 'route.manual',
      load: async () => (await import('./manual-page')).ManualPage,
    },
  ],
  locales: {
    zh: async () => (await import('./locales/zh')).zhManual,
    en: async () => (await import('./locales/en')).enManual,
    es: async () => (await import('./locales/es')).esManual,
  },
});
