import { defineWebModule, view } from '../../kit/web-module';

export const mainBodyModule = defineWebModule({
  views: {
    'main-body/concrete-pour': view(
      () => import('./concrete-pour-page'),
      (m) => m.ConcretePourPage,
    ),
    'main-body/masonry': view(
      () => import('./masonry-page'),
      (m) => m.MasonryPage,
    ),
    'main-body/waterproof': view(
      () => import('./waterproof-page'),
      (m) => m.WaterproofPage,
    ),
  },
  menuTitles: async () => (await import('./main-body.menu-titles')).mainBodyMenuTitles,
  locales: {
    zh: async () => (await import('./locales/zh')).zhMainBody,
    en: async () => (await import('./locales/en')).enMainBody,
    es: async () => (await import('./locales/es')).esMainBody,
  },
});
