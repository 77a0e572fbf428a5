// Background sync (docs/domains/site.md#background-sync): where the browser supports it (Chromium), a record
// saved without signal registers the sync tag below; when the network returns the browser wakes the service
// worker (public/sw-sync.js), which asks the open site page to send its outbox and waits for the answer. The
// page's own `online` listener does the same where there is no background sync (Safari, Firefox).

/** The sync tag, and the message the worker sends (public/sw-sync.js says the same). */
export const SYNC_TAG = 'site-outbox';
const SYNC_MESSAGE = 'site-outbox-sync';

interface SyncRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Asks the browser to wake the worker when the network returns; silently nothing where unsupported. */
export async function askBackgroundSync(): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  try {
    const reg = (await navigator.serviceWorker.ready) as SyncRegistration;
    if (!reg.sync) return false;
    await reg.sync.register(SYNC_TAG);
    return true;
  } catch {
    return false;
  }
}

/** Sends the outbox when the worker asks; answers on the message's port once done. Answers the unsubscribe. */
export function onSyncRequest(send: () => Promise<unknown>): () => void {
  if (!('serviceWorker' in navigator)) return () => {};
  const listener = (e: MessageEvent) => {
    if ((e.data as { type?: string } | null)?.type !== SYNC_MESSAGE) return;
    const port = e.ports[0];
    void send().then(
      () => port?.postMessage({ ok: true }),
      () => port?.postMessage({ ok: false }),
    );
  };
  navigator.serviceWorker.addEventListener('message', listener);
  return () => navigator.serviceWorker.removeEventListener('message', listener);
}
