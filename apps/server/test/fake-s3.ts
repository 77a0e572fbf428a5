import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import type { S3Settings } from '../src/config';
import { createS3Storage } from '../src/platform/storage/s3-storage';

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
}) => S3rverInstance;

/**
 * A real (fake) S3 server: s3rver, in-process on a free loopback port, its objects in a temporary
 * folder, with the bucket created through the SDK. It accepts its own account (S3RVER/S3RVER) and does
 * not check V4 signatures nor POST policies.
 */
export async function startFakeS3(bucket = 'zhuji-test') {
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;
  const directory = await mkdtemp(join(tmpdir(), 'zhuji-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  await createS3Storage(settings).client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    settings,
    directory,
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
