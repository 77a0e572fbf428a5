import { defineWebModule, view } from '../../kit/web-module';

export const partyModule = defineWebModule({
  views: {
    'party/organization': view(
      () => import('./party-pages'),
      (m) => m.PartyOrganizationPage,
    ),
    'party/member': view(
      () => import('./party-pages'),
      (m) => m.PartyMemberPage,
    ),
    'party/activity': view(
      () => import('./party-activity-page'),
      (m) => m.PartyActivityPage,
    ),
    'party/examine': view(
      () => import('./party-pages'),
      (m) => m.PartyExaminePage,
    ),
  },
  menuTitles: async () => (await import('./party.menu-titles')).partyMenuTitles,
  locales: {
    zh: async () => (await import('./locales/zh')).zhParty,
    en: async () => (await import('./locales/en')).enParty,
    es: async () => (await import('./locales/es')).esParty,
  },
});
