// The site app's own entry (docs/domains/site.md#load-time). /site is answered with site.html, which loads
// this file instead of src/main.tsx, and site-boot.ts beside it (the home's one API call, asked at once). The
// first load is React, i18next with the zh messages, and the home in plain elements styled by site.html's
// inline CSS: no router, desktop shell, antd, zod, contracts or Dexie. The outbox follows the first paint,
// antd comes with the first form (each form a chunk of its own, site-page.tsx). The desktop router still
// knows /site (index.ts), for a client-side navigation there (the login's redirect).
import { APP_NAME_KEY } from '@zhuji/shared';
import i18next from 'i18next';
import { lazy, type ReactNode, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { formatDocumentTitle } from '../../app/document-title';
import { exposeApiForE2E } from '../../app/e2e-hook';
import { i18nReady } from '../../app/i18n';
import { currentBranding } from '../../shell/branding';
import { SitePage } from './site-page';
import { SiteThemeContext } from './site-theme';

// antd's theme and locale (app/theme-provider.tsx) for the forms and the discard confirmation, loaded with the
// first of them: the home is plain elements styled by site.html.
const ThemeProvider = lazy(async () => ({
  default: (await import('../../app/theme-provider')).ThemeProvider,
}));
const LazyTheme = ({ children }: { children: ReactNode }) => (
  <Suspense>
    <ThemeProvider>{children}</ThemeProvider>
  </Suspense>
);

exposeApiForE2E();

// The host's brand colour, which antd's primary buttons take on the desktop (app/theme-provider.tsx).
document.documentElement.style.setProperty('--site-primary', currentBranding().primaryColor);

const render = () => {
  document.title = formatDocumentTitle(i18next.t('route.site'), i18next.t(APP_NAME_KEY.TITLE_SUFFIX));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <SiteThemeContext value={LazyTheme}>
        <SitePage />
      </SiteThemeContext>
    </StrictMode>,
  );
};

// As main.tsx: the cookie's language first (zh is bundled), rendering anyway should en or es fail to load.
i18nReady.then(render, render);

// The service worker after the page's load event, from its own chunk, as main.tsx does.
window.addEventListener('load', () => {
  void import('../../app/pwa').then((m) => m.registerPwa());
});
