import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3 } from '../../../test/fake-s3';
import { testDatabase } from '../../../test/per-file-db';
import { seededApp } from '../../../test/seeded-app';
import { createStorage } from '../../platform/storage/plugin';
import { createS3Storage, S3Storage } from '../../platform/storage/s3-storage';
import { newStorageKey, StorageNotFoundError } from '../../platform/storage/storage';
import { storedFile } from '../../platform/storage/stored-file.table';

let s3: Awaited<ReturnType<typeof startFakeS3>>;
let store: S3Storage;

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');
const bytesOf = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

beforeAll(async () => {
  s3 = await startFakeS3();
  store = createS3Storage(s3.settings);
});
afterAll(async () => {
  await s3?.stop();
});

describe('S3 storage adapter (against s3rver)', () => {
  it('when bytes are put (a Buffer, then a stream), then head, get and delete answer them like the local store', async () => {
    const key = newStorageKey();
    const put = await store.put(key, Buffer.from('桩基检测'), { contentType: 'text/plain' });
    expect(put).toEqual({ size: 12, sha256: sha256('桩基检测') });
    expect(await store.head(key)).toMatchObject({ size: 12 });
    expect((await bytesOf(await store.get(key))).toString()).toBe('桩基检测');

    const streamed = newStorageKey();
    const put2 = await store.put(streamed, Readable.from([Buffer.from('桩基'), Buffer.from('检测')]), {
      contentType: 'text/plain',
    });
    expect(put2).toEqual({ size: 12, sha256: sha256('桩基检测') });
    expect((await bytesOf(await store.get(streamed))).toString()).toBe('桩基检测');

    await store.delete(key);
    await store.delete(key);
    expect(await store.head(key)).toBeNull();
    await expect(store.get(key)).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it('when a key holds nothing, then head is null, get throws StorageNotFoundError and delete is quiet', async () => {
    const key = newStorageKey();
    expect(await store.head(key)).toBeNull();
    await expect(store.get(key)).rejects.toBeInstanceOf(StorageNotFoundError);
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it('when a key was not made by the server, then every call refuses it before asking the store', async () => {
    for (const key of ['../escape', '2026/05/../../x', '/etc/passwd', 'name.png', 'A', '', 'a//b'])
      await expect(store.put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(/unsafe/);
    await expect(store.get('../x')).rejects.toThrow(/unsafe/);
    await expect(store.head('../x')).rejects.toThrow(/unsafe/);
    await expect(store.delete('../x')).rejects.toThrow(/unsafe/);
    await expect(store.presignedPost('../x', { maxSize: 1, owner: '1', expiresSeconds: 60 })).rejects.toThrow(
      /unsafe/,
    );
  });

  it('when a stream of unknown length is larger than one part, then it goes up in parts and comes back whole', async () => {
    const chunk = Buffer.alloc(256 * 1024);
    const chunks = Array.from({ length: 26 }, (_, i) => Buffer.from(chunk.fill(i)));
    const whole = Buffer.concat(chunks); // 6.5 MiB: two parts of 5 MiB
    const key = newStorageKey();
    const put = await store.put(key, Readable.from(chunks), { contentType: 'application/octet-stream' });
    expect(put).toEqual({ size: whole.length, sha256: sha256(whole) });
    expect(await store.head(key)).toMatchObject({ size: whole.length });
    expect(sha256(await bytesOf(await store.get(key)))).toBe(sha256(whole));
    await store.delete(key);
  });

  it('when the source stream fails, then the put fails and leaves nothing under the key', async () => {
    const key = newStorageKey();
    const failing = new Readable({
      read() {
        this.destroy(new Error('client went away'));
      },
    });
    await expect(store.put(key, failing, { contentType: 'text/plain' })).rejects.toThrow();
    expect(await store.head(key)).toBeNull();
  });

  it('when STORAGE_DRIVER=s3 is complete, then createStorage makes the S3 store', () => {
    const made = createStorage({ driver: 's3', s3: s3.settings }, '/nonexistent');
    expect(made).toBeInstanceOf(S3Storage);
    expect(made.driver).toBe('s3');
  });
});

describe('direct upload in S3 mode (STS presigned POST, then confirm)', () => {
  const zhang = 'zhangjianguo';
  const wang = 'wanghaitao';
  /** 0.1 MB, as UPLOAD_IMAGE_MAX_MB=0.1 gives. */
  const IMAGE_MAX = Math.floor(0.1 * 1024 * 1024);
  const t = seededApp({
    users: [zhang, wang],
    config: () => ({
      storage: { driver: 's3', s3: s3.settings },
      upload: { imageMaxBytes: IMAGE_MAX, fileMaxBytes: 256 * 1024 },
    }),
  });

  const sts = async (token: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/storage/sts',
      headers: { 'x-auth-token': t.token(token) },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  /** What a browser does with the STS answer: every field, then the file, as multipart/form-data. */
  const postToBucket = async (answer: { url: string; fields: Record<string, string> }, bytes: Buffer) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(answer.fields)) form.append(name, value);
    form.append('file', new Blob([bytes]), 'upload.bin');
    return fetch(answer.url, { method: 'POST', body: form });
  };
  const confirm = (token: string, body: Record<string, unknown>, lang = 'zh') =>
    t.app.inject({
      method: 'POST',
      url: '/api/common/upload/confirm',
      payload: body,
      headers: { 'x-auth-token': t.token(token), 'accept-language': lang },
    });

  it('when asked, then a presigned POST for a fresh server key with a size range and a 10-minute expiry comes back', async () => {
    const before = Date.now();
    const answer = await sts(zhang);
    expect(answer).toMatchObject({
      mode: 's3',
      url: `${s3.settings.endpoint}/${s3.settings.bucket}`,
      maxSize: 256 * 1024,
      imageMaxSize: IMAGE_MAX,
      confirmUrl: '/api/common/upload/confirm',
    });
    expect(answer.key).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
    expect(answer.fields.key).toBe(answer.key);
    const expires = Date.parse(answer.expiresAt) - before;
    expect(expires).toBeGreaterThan(9 * 60 * 1000);
    expect(expires).toBeLessThanOrEqual(10 * 60 * 1000 + 1000);
    const policy = JSON.parse(Buffer.from(answer.fields.Policy, 'base64').toString());
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, 256 * 1024],
        { key: answer.key },
        { 'x-amz-meta-owner': expect.any(String) },
      ]),
    );
    expect((await sts(zhang)).key).not.toBe(answer.key);
  });

  it('when the file is posted to the bucket and confirmed, then it is a stored file its uploader downloads', async () => {
    const answer = await sts(zhang);
    const posted = await postToBucket(answer, PNG);
    expect(posted.status).toBe(204);
    expect(await store.head(answer.key)).toMatchObject({ size: PNG.length });

    const res = await confirm(zhang, { key: answer.key, name: 'C:\\照片\\现场.png', kind: 'image' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ name: '现场.png', size: PNG.length, mime: 'image/png' });
    const [row] = await t.db.select().from(storedFile).where(eq(storedFile.id, data.id));
    expect(row).toMatchObject({ storageKey: answer.key, sha256: sha256(PNG), projectId: null });

    const download = await t.app.inject({ url: data.url, headers: { 'x-auth-token': t.token(zhang) } });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG)).toBe(true);

    // Confirming again answers the same file; another user cannot claim it.
    expect((await confirm(zhang, { key: answer.key, name: 'x.png', kind: 'image' })).json().data.id).toBe(
      data.id,
    );
    expect((await confirm(wang, { key: answer.key, name: 'x.png', kind: 'image' })).statusCode).toBe(404);
  });

  it('when someone else confirms an object posted with another user’s STS answer, then 404 and it stays unrecorded', async () => {
    const answer = await sts(zhang);
    expect((await postToBucket(answer, PNG)).status).toBe(204);
    const res = await confirm(wang, { key: answer.key, name: 'a.png', kind: 'image' });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('文件不存在');
    expect(await t.db.select().from(storedFile).where(eq(storedFile.storageKey, answer.key))).toEqual([]);
    expect(await store.head(answer.key)).not.toBeNull();
  });

  it('when the posted bytes are an executable, then 415 and the object is deleted', async () => {
    const answer = await sts(zhang);
    expect((await postToBucket(answer, EXE)).status).toBe(204);
    const res = await confirm(zhang, { key: answer.key, name: 'photo.png', kind: 'image' }, 'es');
    expect(res.statusCode).toBe(415);
    expect(res.json().msg).toBe('Tipo de archivo no admitido');
    expect(await store.head(answer.key)).toBeNull();
  });

  it('when an image is over the image limit (the bucket took it under the file limit), then 413 and the object is deleted', async () => {
    const answer = await sts(zhang);
    const big = Buffer.concat([PNG, Buffer.alloc(IMAGE_MAX)]);
    expect((await postToBucket(answer, big)).status).toBe(204);
    const res = await confirm(zhang, { key: answer.key, name: 'big.png', kind: 'image' }, 'en');
    expect(res.statusCode).toBe(413);
    expect(res.json().msg).toBe('The file must not be larger than 0.1 MB');
    expect(await store.head(answer.key)).toBeNull();
  });

  it('when nothing was posted under the key, or the key is not a server key, then 404 / 422', async () => {
    const answer = await sts(zhang);
    expect((await confirm(zhang, { key: answer.key, name: 'a.png' })).statusCode).toBe(404);
    expect((await confirm(zhang, { key: '../../etc/passwd', name: 'a.png' })).statusCode).toBe(422);
  });

  it('when the confirm names a project the caller is not a member of, then 404 and nothing is recorded', async () => {
    const answer = await sts(wang);
    expect((await postToBucket(answer, PNG)).status).toBe(204);
    const res = await confirm(wang, { key: answer.key, name: 'a.png', kind: 'image', proId: 999999 });
    expect(res.statusCode).toBe(404);
    expect(await t.db.select().from(storedFile).where(eq(storedFile.storageKey, answer.key))).toEqual([]);
  });

  it('when the upload calls are used in S3 mode, then the bytes go to the bucket', async () => {
    const boundary = '----zhujiS3Boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/common/upload/image',
      payload,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'x-auth-token': t.token(zhang),
      },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await testDatabase()
      .db.select()
      .from(storedFile)
      .where(eq(storedFile.id, res.json().data.id));
    expect(await store.head(row!.storageKey)).toMatchObject({ size: PNG.length });
  });
});
