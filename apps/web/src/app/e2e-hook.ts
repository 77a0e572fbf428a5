import { del, download, get, post, put, request } from '../api/request';

const E2E_FLAG = 'zhuji:e2e';

const api = { request, get, post, put, del, download };

declare global {
  interface Window {
    __zhujiApi?: typeof api;
  }
}

/**
 * Browser tests drive the production build's request layer directly. Only a page whose storage a test
 * has flagged gets the handle; it grants nothing that page's own scripts could not already do with fetch.
 */
export function exposeApiForE2E(): void {
  try {
    if (window.localStorage.getItem(E2E_FLAG) === '1') window.__zhujiApi = api;
  } catch {
    // Storage can be blocked (privacy modes); then there is simply no test handle.
  }
}
