import { defineWebModule, view } from '../../kit/web-module';

export const flowModule = defineWebModule({
  views: {
    'flow/approval': view(
      () => import('./approval-page'),
      (m) => m.ApprovalPage,
    ),
  },
  menuTitles: async () => (await import('./flow.menu-titles')).flowMenuTitles,
  locales: {
    zh: async () => (await import('./locales/zh')).zhFlow,
    en: async () => (await import('./locales/en')).enFlow,
    es: async () => (await import('./locales/es')).esFlow,
  },
});

export { flowKeys, messageApi } from './flow.api';
export { recordPath } from './record-path';
