// Background sync of the site app's outbox (docs/domains/site.md#background-sync), imported by the generated
// service worker (vite.config.ts, workbox.importScripts). The outbox and the session live in the page, so the
// worker asks each open site page to send and waits for its answer; with no page open, or a page that could not
// send, the sync fails and the browser tries again later (Chromium retries with a back-off).
const SYNC_TAG = 'site-outbox';
const SYNC_MESSAGE = 'site-outbox-sync';

function askPage(client) {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), 60000);
    channel.port1.onmessage = (e) => {
      clearTimeout(timer);
      resolve(Boolean(e.data?.ok));
    };
    client.postMessage({ type: SYNC_MESSAGE }, [channel.port2]);
  });
}

self.addEventListener('sync', (event) => {
  if (event.tag !== SYNC_TAG) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (all) => {
      const pages = all.filter((c) => new URL(c.url).pathname.startsWith('/site'));
      if (pages.length === 0) throw new Error('no site page open: try again later');
      const answers = await Promise.all(pages.map(askPage));
      if (!answers.some(Boolean)) throw new Error('the outbox was not sent: try again later');
    }),
  );
});
