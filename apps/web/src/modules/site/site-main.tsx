// The site app's own entry (docs/domains/site.md#load-time). /site is answered with site.html, which loads
// this file instead of src/main.tsx: a phone at the rig downloads the site home and what it shows — React,
// i18next, the antd components of the home, the outbox and the typed client — but no router, desktop shell,
// module list or charts; each form is a chunk of its own, loaded when opened (site-page.tsx). The desktop
// router still knows /site (index.ts), for a client-side navigation there (the login's redirect).
import '../../app/global.css';
import { APP_NAME_KEY } from '@zhuji/shared';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { formatDocumentTitle } from '../../app/document-title';
import { exposeApiForE2E } from '../../app/e2e-hook';
import { i18nReady } from '../../app/i18n';
import { ThemeProvider } from '../../app/theme-provider';
import { SitePage } from './site-page';

exposeApiForE2E();

const render = () => {
  document.title = formatDocumentTitle(i18next.t('route.site'), i18next.t(APP_NAME_KEY.TITLE_SUFFIX));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      {/* antd's theme and locale alone: the site reads no query cache and shows no toast (site-api.ts). */}
      <ThemeProvider>
        <SitePage />
      </ThemeProvider>
    </StrictMode>,
  );
};

// As main.tsx: the cookie's language first (zh is bundled), rendering anyway should en or es fail to load.
i18nReady.then(render, render);

// The service worker after the page's load event, from its own chunk, as main.tsx does.
window.addEventListener('load', () => {
  void import('../../app/pwa').then((m) => m.registerPwa());
});
