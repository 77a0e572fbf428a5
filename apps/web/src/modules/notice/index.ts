import { defineWebModule } from '../../kit/web-module';

export const noticeModule = defineWebModule({
  views: {},
  publicRoutes: [
    {
      path: '/announcement',
      title: 'route.announcement',
      load: async () => (await import('./announcement-page')).AnnouncementPage,
    },
  ],
  locales: {
    zh: async () => (await import('./locales/zh')).zhNotice,
    en: async () => (await import('./locales/en')).enNotice,
    es: async () => (await import('./locales/es')).esNotice,
  },
});
