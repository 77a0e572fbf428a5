import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { afterAll, vi } from 'vitest';
import { removeCookie } from '../src/session/cookies';

/**
 * The web project runs the files of a worker in one process and one happy-dom window (vitest.config.ts,
 * isolate: false): antd, React and the other packages are imported once per worker instead of once per
 * file, most of the project's CPU time. The app's own modules are still evaluated afresh for each file
 * (this setup file runs before each file's imports), so module state and a file's vi.mock work as in an
 * isolated run. What a file leaves in the window must not reach the next one: its rendered trees, stubbed
 * globals (fetch), cookies (the session and language cookies, docs/architecture.md "Access"), storage,
 * the URL and i18next's language (i18next is a package, so one instance per worker).
 */
vi.resetModules();

afterAll(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) removeCookie(decodeURIComponent(name));
  }
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
  document.body.innerHTML = '';
  if (i18next.isInitialized && i18next.language !== 'zh') await i18next.changeLanguage('zh');
});
