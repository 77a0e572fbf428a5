import { defineWebModule, view } from '../../kit/web-module';

export const fireModule = defineWebModule({
  views: {
    'fire/check': view(
      () => import('./fire-check-page'),
      (m) => m.FireCheckPage,
    ),
  },
  menuTitles: async () => (await import('./fire.menu-titles')).fireMenuTitles,
  locales: {
    zh: async () => (await import('./locales/zh')).zhFire,
    en: async () => (await import('./locales/en')).enFire,
    es: async () => (await import('./locales/es')).esFire,
  },
});
