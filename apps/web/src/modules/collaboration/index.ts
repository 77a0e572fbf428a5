import { defineWebModule, view } from '../../kit/web-module';

export const collaborationModule = defineWebModule({
  views: {
    'collaboration/my-message': view(
      () => import('./my-message-page'),
      (m) => m.MyMessagePage,
    ),
  },
  menuTitles: async () => (await import('./collaboration.menu-titles')).collaborationMenuTitles,
  locales: {
    zh: async () => (await import('./locales/zh')).zhCollaboration,
    en: async () => (await import('./locales/en')).enCollaboration,
    es: async () => (await import('./locales/es')).esCollaboration,
  },
});
