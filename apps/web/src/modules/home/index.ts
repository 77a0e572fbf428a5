import { defineWebModule, view } from '../../kit/web-module';

export const homeModule = defineWebModule({
  views: {
    'home/index': view(
      () => import('./home-dashboard'),
      (m) => m.HomeDashboard,
    ),
    'home/project-detail': view(
      () => import('./project-detail-page'),
      (m) => m.ProjectDetailPage,
    ),
  },
  menuTitles: async () => (await import('./home.menu-titles')).homeMenuTitles,
  locales: {
    zh: async () => (await import('./locales/zh')).zhHome,
    en: async () => (await import('./locales/en')).enHome,
    es: async () => (await import('./locales/es')).esHome,
  },
});
