import { defineWebModule, view } from '../../kit/web-module';

export const warningModule = defineWebModule({
  views: {
    'warning/abnormal': view(
      () => import('./abnormal-page'),
      (m) => m.AbnormalPage,
    ),
    'warning/config': view(
      () => import('./config-page'),
      (m) => m.WarningConfigPage,
    ),
  },
  menuTitles: async () => (await import('./warning.menu-titles')).warningMenuTitles,
  locales: {
    zh: async () => (await import('./locales/zh')).zhWarning,
    en: async () => (await import('./locales/en')).enWarning,
    es: async () => (await import('./locales/es')).esWarning,
  },
});
