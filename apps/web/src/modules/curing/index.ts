import { defineWebModule, view } from '../../kit/web-module';

export const curingModule = defineWebModule({
  views: {
    'inspection/curing-room': view(
      () => import('./curing-page'),
      (m) => m.CuringRoomPage,
    ),
  },
  menuTitles: async () => (await import('./curing.menu-titles')).curingMenuTitles,
  locales: {
    zh: async () => (await import('./locales/zh')).zhCuring,
    en: async () => (await import('./locales/en')).enCuring,
    es: async () => (await import('./locales/es')).esCuring,
  },
});
