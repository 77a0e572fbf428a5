import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../config';
import { LocalStorage } from '../../platform/storage/local-storage';
import { createStorage } from '../../platform/storage/plugin';
import { newStorageKey, StorageNotFoundError } from '../../platform/storage/storage';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'zhuji-storage-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('local storage', () => {
  it('when bytes are put from a stream, then they land under <dataDir>/files/<key> with their size and sha256', async () => {
    const store = new LocalStorage(dataDir);
    const key = newStorageKey(new Date('2026-05-09T12:00:00Z'));
    expect(key).toMatch(/^2026\/05\/[0-9a-f-]{36}$/);
    const put = await store.put(key, Readable.from([Buffer.from('桩基'), Buffer.from('检测')]), {
      contentType: 'text/plain',
    });
    expect(put).toEqual({ size: 12, sha256: createHash('sha256').update('桩基检测').digest('hex') });
    expect(await readFile(join(dataDir, 'files', key), 'utf8')).toBe('桩基检测');
    expect(await store.head(key)).toEqual({ size: 12 });
    expect(await text(await store.get(key))).toBe('桩基检测');
    await store.delete(key);
    await store.delete(key);
    expect(await store.head(key)).toBeNull();
    await expect(store.get(key)).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it('when a key could leave the folder or was not made by the server, then every call refuses it', async () => {
    const store = new LocalStorage(dataDir);
    for (const key of [
      '../escape',
      '2026/05/../../x',
      '/etc/passwd',
      'a/./b',
      'name.png',
      'A',
      '',
      'a//b',
      'a\\b',
    ])
      await expect(store.put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(/unsafe/);
    await expect(store.get('../x')).rejects.toThrow(/unsafe/);
    await expect(store.head('../x')).rejects.toThrow(/unsafe/);
    await expect(store.delete('../x')).rejects.toThrow(/unsafe/);
  });
});

describe('storage configuration', () => {
  it('when STORAGE_DRIVER is unknown, then the configuration is refused', () => {
    expect(() => configFromEnv({ STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER must be one of local, s3/);
    expect(configFromEnv({}).storage.driver).toBe('local');
    expect(configFromEnv({ UPLOAD_FILE_MAX_MB: '20' }).upload.fileMaxBytes).toBe(20 * 1024 * 1024);
    expect(() => configFromEnv({ UPLOAD_IMAGE_MAX_MB: '-1' })).toThrow(/UPLOAD_IMAGE_MAX_MB/);
  });

  it('when STORAGE_DRIVER=s3 lacks settings, then start-up names the missing variables', () => {
    const config = configFromEnv({ STORAGE_DRIVER: 's3', S3_BUCKET: 'zhuji', S3_REGION: 'cn-hangzhou' });
    expect(() => createStorage(config.storage, dataDir)).toThrow(
      'STORAGE_DRIVER=s3 needs these environment variables, which are not set: S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    );
  });
});
