import type { OutboxDb, OutboxPhoto, OutboxRecord } from './outbox-db';

// The sender (docs/domains/site.md#offline-outbox): posts what waits on the phone, each record and photo with
// its clientId, so a retry after a lost answer creates nothing twice on the server. A refusal (4xx) marks the
// record 需处理 with the server's message and keeps it; anything else (no network, timeout, 5xx) leaves it
// 仅本机 for the next try. Nothing is ever dropped here: only the user discards.

/** The catalogue calls the site app writes through (site-api.ts maps them to the typed client). */
export type SiteCallKey = 'pileSave' | 'pilePhoto' | 'pourAdd' | 'reform' | 'receiptAdd';

export interface SiteTransport {
  post(key: SiteCallKey, body: Record<string, unknown>): Promise<unknown>;
  upload(
    blob: Blob,
    name: string,
    query: { proId: number; clientId: string },
  ): Promise<{ id: string; url: string }>;
}

/** The server's message when it refused the write (4xx but a lost session or a rate limit), else undefined. */
export function refusalOf(err: unknown): string | undefined {
  const e = err as { status?: number; data?: { msg?: unknown }; message?: string } | null;
  const status = e?.status;
  if (typeof status !== 'number' || status < 400 || status >= 500 || [401, 408, 429].includes(status))
    return undefined;
  const msg = e?.data?.msg;
  return typeof msg === 'string' && msg ? msg : (e?.message ?? String(status));
}

async function uploadPhotos(db: OutboxDb, api: SiteTransport, record: OutboxRecord, photos: OutboxPhoto[]) {
  for (const p of photos) {
    if (p.fileId) continue;
    const stored = await api.upload(p.blob, p.name, { proId: record.projectId, clientId: p.clientId });
    p.fileId = stored.id;
    p.url = stored.url;
    await db.photos.update(p.clientId, { fileId: stored.id, url: stored.url });
  }
}

/** Sends one record; answers a note worth keeping on the phone (the sample numbers of a sampling). */
async function sendOne(db: OutboxDb, api: SiteTransport, record: OutboxRecord): Promise<string | undefined> {
  const photos = await db.photos.where('recordClientId').equals(record.clientId).sortBy('takenAt');
  await uploadPhotos(db, api, record, photos);
  const body = { ...record.body, clientId: record.clientId };
  const urls = photos.map((p) => p.url as string);
  switch (record.kind) {
    case 'pile':
      await api.post('pileSave', body);
      for (const p of photos)
        await api.post('pilePhoto', {
          pileId: record.body.id,
          step: p.step ?? 'pour',
          fileId: p.fileId,
          clientId: p.attachClientId,
        });
      return;
    case 'sampling': {
      const answer = (await api.post('pourAdd', body)) as { specimens?: { sampleNo: string }[] } | undefined;
      return answer?.specimens?.map((s) => s.sampleNo).join('、') || undefined;
    }
    case 'reply':
      await api.post('reform', { ...body, photos: urls });
      return;
    case 'receipt':
      await api.post('receiptAdd', { ...body, photos: urls });
      return;
  }
}

let running: Promise<SendSummary> | undefined;

export interface SendSummary {
  synced: number;
  failed: number;
  waiting: number;
}

/**
 * Sends every 仅本机 record, oldest first; one run at a time (a second call while one runs joins it).
 * Records left 同步中 by a closed app are sent again: their clientIds make that safe.
 */
export function sendPending(db: OutboxDb, api: SiteTransport, onChange?: () => void): Promise<SendSummary> {
  running ??= (async () => {
    const summary: SendSummary = { synced: 0, failed: 0, waiting: 0 };
    try {
      await db.records.where('state').equals('sending').modify({ state: 'local' });
      const pending = await db.records.where('state').equals('local').sortBy('createdAt');
      for (const record of pending) {
        await db.records.update(record.clientId, { state: 'sending' });
        onChange?.();
        try {
          const serverNote = await sendOne(db, api, record);
          await db.records.update(record.clientId, { state: 'synced', message: undefined, serverNote });
          summary.synced++;
        } catch (err) {
          const message = refusalOf(err);
          await db.records.update(
            record.clientId,
            message ? { state: 'failed', message } : { state: 'local' },
          );
          if (message) summary.failed++;
          else {
            // No network or a server fault: the rest would fail the same way; try again later.
            summary.waiting = pending.length - summary.synced - summary.failed;
            onChange?.();
            return summary;
          }
        }
        onChange?.();
      }
      return summary;
    } finally {
      running = undefined;
    }
  })();
  return running;
}
