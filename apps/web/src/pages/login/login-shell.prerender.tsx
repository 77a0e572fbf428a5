// The login page drawn once at build time (apps/web/scripts/prerender-login-shell.mjs runs this module's
// build in happy-dom): the very LoginPage in the app's providers, so the markup and antd styles the server
// puts into /login's HTML are the ones React draws later (issue 21; apps/web/src/app/login-shell.ts).
import type { Language } from '@zhuji/shared';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import i18n from '../../app/i18n';
import { AppProviders } from '../../app/providers';
import { currentBranding, hostMarkersFromEnv } from '../../shell/branding';
import { LoginPage } from './login-page';

export interface PrerenderedLogin {
  /** The page's markup, as React left it in its container once settled. */
  html: string;
  /** The text of every style element in the document's head (antd's CSS-in-JS), in order. */
  css: string[];
}

/** The host markers this build was made with (VITE_BLUE_HOST_MARKER, VITE_GOV_HOST_MARKER). */
export const hostMarkers = hostMarkersFromEnv(import.meta.env);

/** The branding of the document's host; the page reads it once, when its module loads. */
export const branding = currentBranding;

const settle = () => new Promise((resolve) => setTimeout(resolve, 25));

/** Draws the login page in `language` and answers its markup and the document's styles. */
export async function prerenderLogin(language: Language): Promise<PrerenderedLogin> {
  await i18n.changeLanguage(language);
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  const router = createMemoryRouter([{ path: '/login', element: <LoginPage /> }], {
    initialEntries: ['/login'],
  });
  root.render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  // React's production build has no act(): wait until the page is drawn and its effects (the breakpoint,
  // the language switch's lazy dropdown) have settled, as they do in the browser.
  for (let i = 0; i < 20 && !container.querySelector('form'); i++) await settle();
  for (let i = 0; i < 5; i++) await settle();
  const html = container.innerHTML;
  const css = [...document.head.querySelectorAll('style')].map((style) => style.textContent ?? '');
  root.unmount();
  container.remove();
  return { html, css };
}
