import { defineWebModule, view } from '../../kit/web-module';

// The site app (docs/domains/site.md): a page outside the desktop layout, so it starts from the service
// worker's cache with no network; it needs a login (the page sends to /login without a token) but not the
// server's menu, which an offline phone cannot fetch. The server checks every write as for the desktop pages.
/** The module's texts apart from its pages, for the site app's own build (site-module-list.ts). */
export const siteTexts = {
  menuTitles: async () => (await import('./site.menu-titles')).siteMenuTitles,
  locales: {
    zh: async () => (await import('./locales/zh')).zhSite,
    en: async () => (await import('./locales/en')).enSite,
    es: async () => (await import('./locales/es')).esSite,
  },
};

export const siteModule = defineWebModule({
  views: {
    // The menu entry on the desktop: how to open and install the phone app.
    'site/entry': view(
      () => import('./entry-page'),
      (m) => m.SiteEntryPage,
    ),
  },
  publicRoutes: [
    {
      path: '/site',
      title: 'route.site',
      load: async () => (await import('./site-page')).SitePage,
    },
  ],
  ...siteTexts,
});
