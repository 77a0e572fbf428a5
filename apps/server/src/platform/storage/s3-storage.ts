import type { S3Settings } from '../../config';
import type { FileStorage } from './storage';

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

/**
 * STORAGE_DRIVER=s3 (OSS, MinIO, any S3-compatible store).
 *
 * No S3 SDK is installed yet, so this refuses to start rather than pretend to store anything.
 * The adapter plugs in HERE: implement `FileStorage` over the SDK of choice (put → PutObject with
 * the sha256 computed while streaming, get → GetObject body, delete → DeleteObject, head →
 * HeadObject, NoSuchKey → StorageNotFoundError), return it instead of throwing, and let
 * `POST /auth/storage/sts` answer `{ mode: 's3', … }` with a presigned POST (see common.service.ts).
 */
export function createS3Storage(s3: S3Settings): FileStorage {
  const missing = missingS3Settings(s3);
  if (missing.length > 0) {
    throw new StorageConfigError(
      `STORAGE_DRIVER=s3 needs these environment variables, which are not set: ${missing.join(', ')}`,
    );
  }
  throw new StorageConfigError(
    'STORAGE_DRIVER=s3 is configured, but the S3 adapter is not built in yet (no S3 SDK is installed); ' +
      'start with STORAGE_DRIVER=local (files under <DATA_DIR>/files) until it is',
  );
}
