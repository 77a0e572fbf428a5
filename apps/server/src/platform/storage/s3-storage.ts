import { createHash } from 'node:crypto';
import { type Readable, Transform } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import type { S3Settings } from '../../config';
import {
  assertSafeKey,
  type FileStorage,
  type ObjectInfo,
  type PutResult,
  StorageNotFoundError,
} from './storage';

/** The environment variable behind each required S3 setting, in the order they are reported. */
const REQUIRED: [keyof S3Settings, string][] = [
  ['endpoint', 'S3_ENDPOINT'],
  ['region', 'S3_REGION'],
  ['bucket', 'S3_BUCKET'],
  ['accessKeyId', 'S3_ACCESS_KEY_ID'],
  ['secretAccessKey', 'S3_SECRET_ACCESS_KEY'],
];

export class StorageConfigError extends Error {}

/** Env variable names of the S3 settings that are not set. */
export function missingS3Settings(s3: S3Settings): string[] {
  return REQUIRED.filter(([field]) => !s3[field]).map(([, env]) => env);
}

/** The metadata field (x-amz-meta-owner) a direct upload carries: the user the presigned POST was made for. */
export const OWNER_META = 'owner';

/** A streamed put is sent in parts of this size (S3's minimum part is 5 MiB). */
const PART_SIZE = 5 * 1024 * 1024;

/** What the client posts to upload straight to the bucket (a presigned POST). */
export interface PresignedUpload {
  url: string;
  fields: Record<string, string>;
  expiresAt: Date;
}

interface SdkError {
  name?: string;
  Code?: string;
  $metadata?: { httpStatusCode?: number };
}

const isNotFound = (err: unknown) => {
  const e = err as SdkError;
  return (
    e?.name === 'NoSuchKey' ||
    e?.name === 'NotFound' ||
    e?.Code === 'NoSuchKey' ||
    e?.$metadata?.httpStatusCode === 404
  );
};

/** Counts and hashes the bytes flowing through it. */
function measuring() {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, result: (): PutResult => ({ size, sha256: hash.digest('hex') }) };
}

/**
 * Objects in one bucket of an S3-compatible store (OSS, MinIO, COS, AWS). A Buffer is one PutObject;
 * a stream of unknown length goes through lib-storage's `Upload` (multipart beyond one part), its
 * size and SHA-256 counted on the way, as the local adapter answers them.
 */
export class S3Storage implements FileStorage {
  readonly driver = 's3' as const;

  constructor(
    readonly client: S3Client,
    readonly bucket: string,
  ) {}

  async put(key: string, body: Readable | Buffer, meta?: { contentType: string }): Promise<PutResult> {
    assertSafeKey(key);
    const contentType = meta?.contentType;
    if (Buffer.isBuffer(body)) {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: body,
          ContentLength: body.length,
          ContentType: contentType,
        }),
      );
      return { size: body.length, sha256: createHash('sha256').update(body).digest('hex') };
    }
    const measure = measuring();
    // A failing source fails the upload (which then aborts its multipart upload).
    body.once('error', (err) => measure.stream.destroy(err));
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: body.pipe(measure.stream), ContentType: contentType },
      partSize: PART_SIZE,
      queueSize: 2,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (err) {
      // The upload gave up (and aborted its parts): stop reading the source too.
      body.destroy();
      throw err;
    }
    return measure.result();
  }

  async get(key: string): Promise<Readable> {
    assertSafeKey(key);
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!res.Body) throw new StorageNotFoundError(key);
      return res.Body as Readable;
    } catch (err) {
      if (isNotFound(err)) throw new StorageNotFoundError(key);
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
  }

  async head(key: string): Promise<ObjectInfo | null> {
    assertSafeKey(key);
    try {
      const res = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: res.ContentLength ?? 0, metadata: res.Metadata ?? {} };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  /**
   * A presigned POST for exactly `key`, of 1..maxSize bytes, tagged with its owner (x-amz-meta-owner,
   * fixed by the policy), valid `expiresSeconds`.
   */
  async presignedPost(
    key: string,
    opts: { maxSize: number; owner: string; expiresSeconds: number },
  ): Promise<PresignedUpload> {
    assertSafeKey(key);
    const ownerField = `x-amz-meta-${OWNER_META}`;
    const expiresAt = new Date(Date.now() + opts.expiresSeconds * 1000);
    const { url, fields } = await createPresignedPost(this.client, {
      Bucket: this.bucket,
      Key: key,
      Conditions: [['content-length-range', 1, opts.maxSize], { [ownerField]: opts.owner }],
      Fields: { [ownerField]: opts.owner },
      Expires: opts.expiresSeconds,
    });
    return { url, fields, expiresAt };
  }
}

/**
 * STORAGE_DRIVER=s3 (OSS, MinIO, any S3-compatible store): refuses to start, naming the missing
 * variables, unless every required setting is there.
 */
export function createS3Storage(s3: S3Settings): S3Storage {
  const missing = missingS3Settings(s3);
  if (missing.length > 0) {
    throw new StorageConfigError(
      `STORAGE_DRIVER=s3 needs these environment variables, which are not set: ${missing.join(', ')}`,
    );
  }
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: s3.forcePathStyle,
    credentials: { accessKeyId: s3.accessKeyId!, secretAccessKey: s3.secretAccessKey! },
    // Checksums only where S3 requires them: the SDK's default (CRC32 trailers on every put, aws-chunked
    // bodies) is refused by several S3-compatible stores.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return new S3Storage(client, s3.bucket!);
}
