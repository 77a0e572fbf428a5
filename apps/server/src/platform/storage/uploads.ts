import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  type Language,
  type StorageSts,
  type StoredFile,
  UPLOAD_TYPES,
  type UploadKind,
} from '@zhuji/shared';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { AppConfig } from '../../config';
import { memberRoleIds } from '../access/membership';
import type { DbOrTx } from '../db/client';
import { AppError } from '../envelope';
import { OWNER_META, S3Storage } from './s3-storage';
import { type FileStorage, newStorageKey, StorageNotFoundError } from './storage';
import { storedFile } from './stored-file.table';
import { uploadMessage } from './upload.messages';

// ── Upload and download ───────────────────────────────────────────────────────

/** The last path segment of a client file name, without control characters, at most 200 characters. */
export function displayName(raw: string | undefined, ext: string): string {
  const last = (raw ?? '').split(/[/\\]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = last.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || `file.${ext}`).slice(-200);
}

/**
 * Stores an upload after sniffing its real type from the bytes: anything not allowed for this kind
 * of upload is refused with 415, whatever its name or declared type says.
 */
export async function saveUpload(
  db: DbOrTx,
  storage: FileStorage,
  input: {
    kind: UploadKind;
    bytes: Buffer;
    filename: string | undefined;
    userId: number;
    projectId: number | null;
  },
  lang: Language,
): Promise<StoredFile> {
  const sniffed = await fileTypeFromBuffer(input.bytes);
  if (!sniffed || !(UPLOAD_TYPES[input.kind] as readonly string[]).includes(sniffed.ext))
    throw new AppError(uploadMessage('unsupportedType', lang), 415, 415);
  const key = newStorageKey();
  const written = await storage.put(key, input.bytes, { contentType: sniffed.mime });
  const name = displayName(input.filename, sniffed.ext);
  try {
    const [row] = await db
      .insert(storedFile)
      .values({
        projectId: input.projectId,
        ownerUserId: input.userId,
        originalName: name,
        mime: sniffed.mime,
        size: written.size,
        sha256: written.sha256,
        storageKey: key,
      })
      .returning({ id: storedFile.id });
    const id = row!.id;
    return { id, name, size: written.size, mime: sniffed.mime, url: `/api/common/download?id=${id}` };
  } catch (err) {
    await storage.delete(key).catch(() => undefined);
    throw err;
  }
}

/**
 * The file and its bytes when the caller may read it — its uploader, or a member of its project —
 * else null (the caller cannot tell a file it may not read from one that does not exist).
 */
export async function openDownload(
  db: DbOrTx,
  storage: FileStorage,
  id: string,
  userId: number,
): Promise<{ name: string; mime: string; size: number; stream: Readable } | null> {
  const [row] = await db.select().from(storedFile).where(eq(storedFile.id, id));
  if (!row) return null;
  const allowed =
    row.ownerUserId === userId ||
    (row.projectId !== null && (await memberRoleIds(db, userId, row.projectId)).length > 0);
  if (!allowed) return null;
  try {
    const stream = await storage.get(row.storageKey);
    return { name: row.originalName, mime: row.mime, size: row.size, stream };
  } catch (err) {
    if (err instanceof StorageNotFoundError) return null;
    throw err;
  }
}

/** How long a presigned POST of the S3 mode may be used. */
export const STS_EXPIRES_SECONDS = 10 * 60;
export const UPLOAD_CONFIRM_URL = '/api/common/upload/confirm';

/**
 * What the client needs to upload (POST /auth/storage/sts): the local upload calls, or in S3 mode a
 * presigned POST for a fresh server-made key, tagged with the caller as its owner (only they can
 * confirm it).
 */
export async function storageSts(
  config: AppConfig,
  storage: FileStorage,
  userId: number,
): Promise<StorageSts> {
  switch (config.storage.driver) {
    case 'local':
      return {
        mode: 'local',
        uploadUrl: '/api/common/upload/file',
        imageUploadUrl: '/api/common/upload/image',
        maxSize: config.upload.fileMaxBytes,
        imageMaxSize: config.upload.imageMaxBytes,
      };
    case 's3': {
      if (!(storage instanceof S3Storage)) throw new Error('STORAGE_DRIVER=s3 without the S3 store');
      const key = newStorageKey();
      const maxSize = Math.max(config.upload.fileMaxBytes, config.upload.imageMaxBytes);
      const post = await storage.presignedPost(key, {
        maxSize,
        owner: String(userId),
        expiresSeconds: STS_EXPIRES_SECONDS,
      });
      return {
        mode: 's3',
        url: post.url,
        fields: post.fields,
        key,
        maxSize,
        imageMaxSize: config.upload.imageMaxBytes,
        expiresAt: post.expiresAt.toISOString(),
        confirmUrl: UPLOAD_CONFIRM_URL,
      };
    }
  }
}

const megabytes = (bytes: number) => String(Math.round((bytes / 1024 / 1024) * 10) / 10);

/** The whole object, refusing (null) one that grew past `maxBytes` since it was looked at. */
async function readAtMost(stream: Readable, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      stream.destroy();
      return null;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Records an object the caller uploaded straight to the bucket (S3 mode): it must be there and carry
 * the caller as its owner (else 404, as if absent); it is read back (bounded by the limit of `kind`:
 * 413), its type sniffed from the bytes (415) — a refused object is deleted — and hashed, and one
 * insert writes its `stored_file` row. A key already recorded answers its file again to its owner.
 */
export async function confirmUpload(
  db: DbOrTx,
  storage: FileStorage,
  input: {
    key: string;
    name: string;
    kind: UploadKind;
    userId: number;
    projectId: number | null;
    maxBytes: number;
  },
  lang: Language,
): Promise<StoredFile> {
  const notFound = () => new AppError(uploadMessage('fileNotFound', lang), 404, 404);
  if (storage.driver !== 's3') throw notFound();
  const existing = async () => {
    const [row] = await db.select().from(storedFile).where(eq(storedFile.storageKey, input.key));
    if (!row) return null;
    if (row.ownerUserId !== input.userId) throw notFound();
    return toStoredFile(row);
  };
  const known = await existing();
  if (known) return known;
  const info = await storage.head(input.key);
  if (!info || info.metadata?.[OWNER_META] !== String(input.userId)) throw notFound();
  const refuse = async (err: AppError) => {
    await storage.delete(input.key).catch(() => undefined);
    return err;
  };
  const tooLarge = () =>
    new AppError(uploadMessage('tooLarge', lang, { max: megabytes(input.maxBytes) }), 413, 413);
  if (info.size > input.maxBytes) throw await refuse(tooLarge());
  let bytes: Buffer | null;
  try {
    bytes = await readAtMost(await storage.get(input.key), input.maxBytes);
  } catch (err) {
    if (err instanceof StorageNotFoundError) throw notFound();
    throw err;
  }
  if (!bytes) throw await refuse(tooLarge());
  const sniffed = await fileTypeFromBuffer(bytes);
  if (!sniffed || !(UPLOAD_TYPES[input.kind] as readonly string[]).includes(sniffed.ext))
    throw await refuse(new AppError(uploadMessage('unsupportedType', lang), 415, 415));
  const name = displayName(input.name, sniffed.ext);
  const [row] = await db
    .insert(storedFile)
    .values({
      projectId: input.projectId,
      ownerUserId: input.userId,
      originalName: name,
      mime: sniffed.mime,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      storageKey: input.key,
    })
    .onConflictDoNothing({ target: storedFile.storageKey })
    .returning();
  if (row) return toStoredFile(row);
  // Confirmed concurrently: answer the row the other call wrote.
  const raced = await existing();
  if (!raced) throw notFound();
  return raced;
}

const toStoredFile = (row: typeof storedFile.$inferSelect): StoredFile => ({
  id: row.id,
  name: row.originalName,
  size: row.size,
  mime: row.mime,
  url: `/api/common/download?id=${row.id}`,
});
