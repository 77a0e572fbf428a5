import { defineWebModule, view } from '../../kit/web-module';

export const complaintModule = defineWebModule({
  views: {
    'complaint/index': view(
      () => import('./complaint-page'),
      (m) => m.ComplaintPage,
    ),
  },
  menuTitles: async () => (await import('./complaint.menu-titles')).complaintMenuTitles,
  locales: {
    zh: async () => (await import('./locales/zh')).zhComplaint,
    en: async () => (await import('./locales/en')).enComplaint,
    es: async () => (await import('./locales/es')).esComplaint,
  },
});
