import Dexie, { type EntityTable } from 'dexie';
import type { PhotoPlace } from '../photo';

// The phone's outbox (docs/domains/site.md#offline-outbox): every record and photo is written here first and
// only then sent, so closing the app or losing the signal loses nothing.

/** 仅本机 / 同步中 / 已同步 / 需处理. */
export type OutboxState = 'local' | 'sending' | 'synced' | 'failed';
export type OutboxKind = 'pile' | 'sampling' | 'reply' | 'receipt';

export interface OutboxRecord {
  /** The uuid sent as the record's clientId: a retry after a lost answer creates nothing twice. */
  clientId: string;
  kind: OutboxKind;
  projectId: number;
  /** What the list shows, e.g. the pile number. */
  title: string;
  /** The call's body without the photos (they are added when sent). */
  body: Record<string, unknown>;
  state: OutboxState;
  /** The server's message when it refused the record (需处理). */
  message?: string;
  /** What to write on the test blocks of a sampling until the server's numbers are known. */
  labels?: string[];
  /** What the server answered worth showing once synced, e.g. the sample numbers it gave the test blocks. */
  serverNote?: string;
  createdAt: string;
  updatedAt: string;
}

export interface OutboxPhoto {
  /** The uuid sent as the upload's clientId. */
  clientId: string;
  /** The uuid of the step that attaches it to the record (pile photos only). */
  attachClientId: string;
  recordClientId: string;
  /** The pile step it shows (holeAcceptance, cage, pour), for pile photos. */
  step?: string;
  blob: Blob;
  name: string;
  /** When the camera took it (ISO). */
  takenAt: string;
  /** Where, when the user allowed the position. */
  place?: PhotoPlace;
  /** The stored file once uploaded. */
  fileId?: string;
  url?: string;
}

/** Answers of the server kept for offline use: the project's piles, the open notices. */
export interface CachedAnswer {
  key: string;
  value: unknown;
  at: string;
}

export class OutboxDb extends Dexie {
  records!: EntityTable<OutboxRecord, 'clientId'>;
  photos!: EntityTable<OutboxPhoto, 'clientId'>;
  cache!: EntityTable<CachedAnswer, 'key'>;

  constructor(name = 'zhuji-site') {
    super(name);
    this.version(1).stores({
      records: 'clientId, state, projectId, createdAt',
      photos: 'clientId, recordClientId',
      cache: 'key',
    });
  }
}

let shared: OutboxDb | undefined;
/** The app's one outbox database. */
export const outboxDb = (): OutboxDb => {
  shared ??= new OutboxDb();
  return shared;
};

const now = () => new Date().toISOString();

/** Saves a new record and its photos on the phone, in one transaction: 仅本机. */
export async function saveLocal(
  db: OutboxDb,
  record: Pick<OutboxRecord, 'kind' | 'projectId' | 'title' | 'body' | 'labels'>,
  photos: Pick<OutboxPhoto, 'blob' | 'name' | 'takenAt' | 'step' | 'place'>[] = [],
): Promise<OutboxRecord> {
  const row: OutboxRecord = {
    ...record,
    clientId: crypto.randomUUID(),
    state: 'local',
    createdAt: now(),
    updatedAt: now(),
  };
  await db.transaction('rw', db.records, db.photos, async () => {
    await db.records.add(row);
    await db.photos.bulkAdd(
      photos.map((p) => ({
        ...p,
        clientId: crypto.randomUUID(),
        attachClientId: crypto.randomUUID(),
        recordClientId: row.clientId,
      })),
    );
  });
  return row;
}

/**
 * A refused record corrected by the user: back to 仅本机 with a new clientId (the server kept nothing of
 * the refused one, but a fresh id makes that independent of the server's rule).
 */
export async function correct(db: OutboxDb, clientId: string, body: Record<string, unknown>) {
  await db.transaction('rw', db.records, db.photos, async () => {
    const row = await db.records.get(clientId);
    if (!row) return;
    const fresh = crypto.randomUUID();
    await db.records.delete(clientId);
    await db.records.add({
      ...row,
      body,
      clientId: fresh,
      state: 'local',
      message: undefined,
      updatedAt: now(),
    });
    await db.photos.where('recordClientId').equals(clientId).modify({ recordClientId: fresh });
  });
}

/** Drops a record and its photos from the phone (the user discards a refused record). */
export async function discard(db: OutboxDb, clientId: string) {
  await db.transaction('rw', db.records, db.photos, async () => {
    await db.photos.where('recordClientId').equals(clientId).delete();
    await db.records.delete(clientId);
  });
}

/** The photos kept with a record, in the order taken. */
export const photosOf = (db: OutboxDb, recordClientId: string) =>
  db.photos.where('recordClientId').equals(recordClientId).sortBy('takenAt');

/** How many records wait to be sent or handled (the badge). */
export const waitingCount = (db: OutboxDb) =>
  db.records.where('state').anyOf('local', 'sending', 'failed').count();
