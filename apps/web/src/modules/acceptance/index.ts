import { defineWebModule, view } from '../../kit/web-module';

export const acceptanceModule = defineWebModule({
  views: {
    'acceptance/lot': view(
      () => import('./lot-page'),
      (m) => m.AcceptanceLotPage,
    ),
  },
  menuTitles: async () => (await import('./acceptance.menu-titles')).acceptanceMenuTitles,
  locales: {
    zh: async () => (await import('./locales/zh')).zhAcceptance,
    en: async () => (await import('./locales/en')).enAcceptance,
    es: async () => (await import('./locales/es')).esAcceptance,
  },
});
