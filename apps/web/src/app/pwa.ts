// The service worker of the installable site app (docs/domains/site.md#the-installable-app). main.tsx imports
// this file only after the first paint, so neither it nor workbox-window rides on the login page's first
// load. A new version is never forced: it waits until the user accepts the prompt (offerUpdate), so a form
// half filled at the rig is not reloaded away.
import { registerSW } from 'virtual:pwa-register';

type Listener = (ready: boolean) => void;

let updateReady = false;
let applyUpdate: ((reload?: boolean) => Promise<void>) | undefined;
const listeners = new Set<Listener>();

/** Registers the worker once; later calls do nothing. */
export function registerPwa(): void {
  if (applyUpdate || !('serviceWorker' in navigator)) return;
  applyUpdate = registerSW({
    immediate: true,
    onNeedRefresh() {
      updateReady = true;
      for (const l of listeners) l(true);
    },
    onRegisteredSW(_url, registration) {
      // Marks the page for the browser story: the worker controls it (apps/web/e2e/site-app.test.mjs).
      if (registration?.active) document.documentElement.setAttribute('data-sw', 'active');
    },
  });
}

/** Calls `listener` now and whenever a new version is waiting; answers the unsubscribe. */
export function onUpdateReady(listener: Listener): () => void {
  listeners.add(listener);
  listener(updateReady);
  return () => listeners.delete(listener);
}

/** Activates the waiting version and reloads: only on the user's word. */
export async function acceptUpdate(): Promise<void> {
  await applyUpdate?.(true);
}
