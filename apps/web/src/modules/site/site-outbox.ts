import { discard, type OutboxRecord, outboxDb, waitingCount } from './outbox/outbox-db';
import { type SendSummary, sendPending } from './outbox/sender';

// The outbox as the home uses it, one chunk loaded after the home's first paint (docs/domains/site.md#load-time):
// Dexie comes with it, and the typed client with zod and the contracts only when something is to be sent.

export interface OutboxState {
  records: OutboxRecord[];
  waiting: number;
}

/** The records on the phone, newest first, and how many wait (the badge). */
export async function readOutbox(): Promise<OutboxState> {
  const db = outboxDb();
  return {
    records: await db.records.orderBy('createdAt').reverse().toArray(),
    waiting: await waitingCount(db),
  };
}

/** Sends what waits (sender.ts); with nothing to send, loads no client code and asks nothing of the server. */
export async function sendOutbox(onChange: () => void): Promise<SendSummary> {
  const db = outboxDb();
  const toSend = await db.records.where('state').anyOf('local', 'sending').count();
  if (toSend === 0) return { synced: 0, failed: 0, waiting: 0 };
  const { siteTransport } = await import('./site-api');
  return sendPending(db, siteTransport, onChange);
}

/** Drops a refused record and its photos. */
export const discardRecord = (clientId: string) => discard(outboxDb(), clientId);
