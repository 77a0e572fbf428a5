import { defineWebModule, view } from '../../kit/web-module';

export const costModule = defineWebModule({
  views: {
    'cost/index': view(
      () => import('./cost-page'),
      (m) => m.CostPage,
    ),
  },
  menuTitles: async () => (await import('./cost.menu-titles')).costMenuTitles,
  locales: {
    zh: async () => (await import('./locales/zh')).zhCost,
    en: async () => (await import('./locales/en')).enCost,
    es: async () => (await import('./locales/es')).esCost,
  },
});
