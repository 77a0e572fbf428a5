import { defineWebModule, view } from '../../kit/web-module';

export const projectModule = defineWebModule({
  views: {
    'project/list': view(
      () => import('./project-list-page'),
      (m) => m.ProjectListPage,
    ),
    'project/manage': view(
      () => import('./manage/manage-page'),
      (m) => m.ManagePage,
    ),
    'audit/project': view(
      () => import('./audit/project-audit-page'),
      (m) => m.ProjectAuditPage,
    ),
    'project/members': view(
      () => import('./members/members-page'),
      (m) => m.MembersPage,
    ),
    'project/division': view(
      () => import('./project-party/project-party-page'),
      (m) => m.ProjectPartyPage,
    ),
    'project/main-part-setting': view(
      () => import('./main-part/main-part-setting-page'),
      (m) => m.MainPartSettingPage,
    ),
    'project/subitem': view(
      () => import('./subitem/subitem-page'),
      (m) => m.SubitemPage,
    ),
  },
  menuTitles: async () => (await import('./project.menu-titles')).projectMenuTitles,
  locales: {
    zh: async () => (await import('./locales/zh')).zhProject,
    en: async () => (await import('./locales/en')).enProject,
    es: async () => (await import('./locales/es')).esProject,
  },
});
