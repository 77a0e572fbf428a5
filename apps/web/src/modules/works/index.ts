import { defineWebModule, view } from '../../kit/web-module';

export const worksModule = defineWebModule({
  views: {
    'works/foundation-check': view(
      () => import('./foundation-check-page'),
      (m) => m.FoundationCheckPage,
    ),
    'works/abnormal': view(
      () => import('./abnormal-page'),
      (m) => m.WorksAbnormalPage,
    ),
    'works/spot-check': view(
      () => import('./spot-check-page'),
      (m) => m.WorksSpotCheckPage,
    ),
  },
  menuTitles: async () => (await import('./works.menu-titles')).worksMenuTitles,
  locales: {
    zh: async () => (await import('./locales/zh')).zhWorks,
    en: async () => (await import('./locales/en')).enWorks,
    es: async () => (await import('./locales/es')).esWorks,
  },
});
