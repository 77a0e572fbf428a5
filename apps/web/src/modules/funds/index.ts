import { defineWebModule, view } from '../../kit/web-module';

export const fundsModule = defineWebModule({
  views: {
    'funds/index': view(
      () => import('./funds-page'),
      (m) => m.FundsPage,
    ),
  },
  menuTitles: async () => (await import('./funds.menu-titles')).fundsMenuTitles,
  locales: {
    zh: async () => (await import('./locales/zh')).zhFunds,
    en: async () => (await import('./locales/en')).enFunds,
    es: async () => (await import('./locales/es')).esFunds,
  },
});
