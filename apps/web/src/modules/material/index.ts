import { defineWebModule, view } from '../../kit/web-module';

export const materialModule = defineWebModule({
  views: {
    'material/plan': view(
      () => import('./material-plan-page'),
      (m) => m.MaterialPlanPage,
    ),
    'material/delivery': view(
      () => import('./material-pages'),
      (m) => m.MaterialDeliveryPage,
    ),
    'material/receive': view(
      () => import('./material-pages'),
      (m) => m.MaterialReceivePage,
    ),
    'material/departure': view(
      () => import('./material-pages'),
      (m) => m.MaterialDeparturePage,
    ),
    'material/pricePlan': view(
      () => import('./material-price-page'),
      (m) => m.MaterialPricePlanPage,
    ),
    'material/stock': view(
      () => import('./material-stock-page'),
      (m) => m.MaterialStockPage,
    ),
  },
  menuTitles: async () => (await import('./material.menu-titles')).materialMenuTitles,
  locales: {
    zh: async () => (await import('./locales/zh')).zhMaterial,
    en: async () => (await import('./locales/en')).enMaterial,
    es: async () => (await import('./locales/es')).esMaterial,
  },
});
