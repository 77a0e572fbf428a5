import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { StorageDriver } from '../../config';

/** What a store answers after a write: the bytes it holds and their SHA-256 (hex). */
export interface PutResult {
  size: number;
  sha256: string;
}

export interface ObjectInfo {
  size: number;
  /** The object's user metadata (S3 x-amz-meta-*, names lower-case); absent for the local store. */
  metadata?: Record<string, string>;
}

/**
 * Where uploaded bytes live (docs/architecture.md#runtime, docs/architecture.md#principles): the local data folder by default, an
 * S3-compatible store in production. Keys are made by the server (`newStorageKey`), never from a
 * name a client sent; every adapter refuses a key that is not of that shape.
 */
export interface FileStorage {
  readonly driver: StorageDriver;
  put(key: string, body: Readable | Buffer, meta: { contentType: string }): Promise<PutResult>;
  /** The bytes as a stream; `StorageNotFoundError` when the key holds nothing. */
  get(key: string): Promise<Readable>;
  /** Idempotent: deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** null when the key holds nothing. */
  head(key: string): Promise<ObjectInfo | null>;
}

export class StorageNotFoundError extends Error {
  constructor(key: string) {
    super(`no stored object under key ${key}`);
  }
}

/** Lower-case letters, digits, '-' and '_' in at most 5 '/'-separated segments: no dots, so no '..'. */
const KEY_PATTERN = /^(?:[a-z0-9][a-z0-9_-]{0,63}\/){0,4}[a-z0-9][a-z0-9_-]{0,63}$/;

export function assertSafeKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
}

/** A fresh key: 'YYYY/MM/<uuid>' (a month per folder keeps directories small). */
export function newStorageKey(now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${now.getUTCFullYear()}/${month}/${randomUUID()}`;
}
