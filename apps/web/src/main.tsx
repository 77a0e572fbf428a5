import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { exposeApiForE2E } from './app/e2e-hook';
import { i18nReady } from './app/i18n';
import { watchLoginShell } from './app/login-shell';
import { Root } from './app/root';

exposeApiForE2E();
// /login's HTML may carry the page's first paint (app/login-shell.ts): from now on a click on its
// sign-in button is kept for the real page.
watchLoginShell();

const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );

// en and es are fetched on demand: wait for the cookie's language so the first paint is translated.
// Should that fetch fail, render anyway (in the bundled default language) rather than not at all.
i18nReady.then(render, render);

// The site app's service worker (docs/domains/site.md#the-installable-app), once the page has loaded: a
// separate chunk, so the login page's first load stays within its budget.
window.addEventListener('load', () => {
  void import('./app/pwa').then((m) => m.registerPwa());
});
