import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { correct, discard, OutboxDb, saveLocal, waitingCount } from './outbox-db';
import { refusalOf, type SiteCallKey, type SiteTransport, sendPending } from './sender';

// The outbox on a fake IndexedDB (docs/domains/site.md#offline-outbox): saved first, sent with clientIds,
// refusals kept as 需处理 with the server's message, nothing dropped.

/** A fake server that stores by clientId like the real one, and can be cut off or made to refuse. */
function fakeServer() {
  const records = new Map<string, { key: SiteCallKey; body: Record<string, unknown> }>();
  const files = new Map<string, { id: string; url: string; bytes: number }>();
  const state = {
    offline: false,
    refuse: undefined as { status: number; msg: string } | undefined,
    posts: 0,
  };
  const api: SiteTransport = {
    async post(key, body) {
      if (state.offline) throw Object.assign(new TypeError('Failed to fetch'), { kind: 'network' });
      state.posts++;
      if (state.refuse) throw { status: state.refuse.status, data: { msg: state.refuse.msg }, message: 'x' };
      const id = body.clientId as string;
      if (!records.has(id)) records.set(id, { key, body });
      return records.get(id);
    },
    async upload(blob, _name, query) {
      if (state.offline) throw new TypeError('Failed to fetch');
      if (!files.has(query.clientId))
        files.set(query.clientId, {
          id: `f-${files.size + 1}`,
          url: `/api/common/download?id=f-${files.size + 1}`,
          bytes: blob.size,
        });
      return files.get(query.clientId)!;
    },
  };
  return { api, records, files, state };
}

const photo = (n: number, step = 'holeAcceptance') => ({
  blob: new Blob([new Uint8Array(100 + n)], { type: 'image/jpeg' }),
  name: `p${n}.jpg`,
  takenAt: `2026-11-27T08:0${n}:00.000Z`,
  step,
});
const pileBody = { id: 12, values: { drilledDepth: '46.2' }, complete: true };

let db: OutboxDb;
beforeEach(() => {
  db = new OutboxDb(`test-${crypto.randomUUID()}`);
});
afterEach(async () => {
  await db.delete();
});

describe('the outbox', () => {
  it('when a pile record with two photos is saved offline, then it is 仅本机 and counted; online it is sent once with its photos', async () => {
    const server = fakeServer();
    server.state.offline = true;
    const rec = await saveLocal(db, { kind: 'pile', projectId: 3, title: 'ZH12', body: pileBody }, [
      photo(1),
      photo(2, 'cage'),
    ]);
    expect((await db.records.get(rec.clientId))?.state).toBe('local');
    expect(await waitingCount(db)).toBe(1);
    expect(await sendPending(db, server.api)).toMatchObject({ synced: 0, failed: 0, waiting: 1 });
    expect((await db.records.get(rec.clientId))?.state).toBe('local');

    server.state.offline = false;
    expect(await sendPending(db, server.api)).toMatchObject({ synced: 1, failed: 0 });
    expect((await db.records.get(rec.clientId))?.state).toBe('synced');
    expect(await waitingCount(db)).toBe(0);
    expect(server.files.size).toBe(2);
    const posted = [...server.records.values()];
    expect(posted.map((p) => p.key)).toEqual(['pileSave', 'pilePhoto', 'pilePhoto']);
    expect(posted[0]?.body).toMatchObject({ ...pileBody, clientId: rec.clientId });
    expect(posted.slice(1).map((p) => [p.body.step, p.body.fileId])).toEqual([
      ['holeAcceptance', 'f-1'],
      ['cage', 'f-2'],
    ]);
    // A second run sends nothing more.
    const before = server.state.posts;
    await sendPending(db, server.api);
    expect(server.state.posts).toBe(before);
  });

  it('when the app closed while sending, then the record is sent again with the same ids and the server keeps one', async () => {
    const server = fakeServer();
    const rec = await saveLocal(db, { kind: 'sampling', projectId: 3, title: 'ZH12', body: { proId: 3 } });
    // The first try reached the server but its answer was lost: the record stayed 同步中.
    await server.api.post('pourAdd', { proId: 3, clientId: rec.clientId });
    await db.records.update(rec.clientId, { state: 'sending' });
    expect(await sendPending(db, server.api)).toMatchObject({ synced: 1 });
    expect(server.records.size).toBe(1);
  });

  it('when the server refuses, then 需处理 with its message; corrected it is sent again, discarded it is gone', async () => {
    const server = fakeServer();
    server.state.refuse = { status: 409, msg: '记录已由监理确认，不能再修改' };
    const rec = await saveLocal(
      db,
      { kind: 'reply', projectId: 3, title: '整改 7', body: { id: 7, content: '已处理' } },
      [photo(1)],
    );
    expect(await sendPending(db, server.api)).toMatchObject({ failed: 1 });
    const failed = await db.records.get(rec.clientId);
    expect(failed).toMatchObject({ state: 'failed', message: '记录已由监理确认，不能再修改' });
    expect(await waitingCount(db)).toBe(1);
    // Not sent again by itself.
    const posts = server.state.posts;
    await sendPending(db, server.api);
    expect(server.state.posts).toBe(posts);

    server.state.refuse = undefined;
    await correct(db, rec.clientId, { id: 7, content: '已补浇' });
    const [fixed] = await db.records.toArray();
    expect(fixed).toMatchObject({ state: 'local', body: { content: '已补浇' } });
    expect(await db.photos.where('recordClientId').equals(fixed!.clientId).count()).toBe(1);
    await sendPending(db, server.api);
    expect(server.records.get(fixed!.clientId)?.body).toMatchObject({
      content: '已补浇',
      photos: ['/api/common/download?id=f-1'],
    });

    const other = await saveLocal(db, { kind: 'receipt', projectId: 3, title: 'HG-1', body: {} }, [photo(2)]);
    await discard(db, other.clientId);
    expect(await db.records.get(other.clientId)).toBeUndefined();
    expect(await db.photos.where('recordClientId').equals(other.clientId).count()).toBe(0);
  });

  it("when a sampling is sent, then the server's sample numbers are kept on the record beside the labels written", async () => {
    const posted: Record<string, unknown>[] = [];
    const api: SiteTransport = {
      async post(key, body) {
        posted.push({ key, ...body });
        return {
          pourId: 9,
          specimens: [{ sampleNo: 'SK-3-20261201-001' }, { sampleNo: 'SK-3-20261201-002' }],
        };
      },
      upload: async () => ({ id: 'f', url: '/f' }),
    };
    const rec = await saveLocal(db, {
      kind: 'sampling',
      projectId: 3,
      title: 'ZH12 C35 × 2',
      body: { proId: 3, location: '桩 ZH12' },
      labels: ['ZH12-1201-B1', 'ZH12-1201-T1'],
    });
    expect(await sendPending(db, api)).toMatchObject({ synced: 1 });
    expect(posted).toEqual([{ key: 'pourAdd', proId: 3, location: '桩 ZH12', clientId: rec.clientId }]);
    expect(await db.records.get(rec.clientId)).toMatchObject({
      state: 'synced',
      labels: ['ZH12-1201-B1', 'ZH12-1201-T1'],
      serverNote: 'SK-3-20261201-001、SK-3-20261201-002',
    });
  });

  it('when the error is no network, a lost session or a server fault, then it is not a refusal', () => {
    expect(refusalOf(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(refusalOf({ status: 401, data: { msg: '登录已过期' } })).toBeUndefined();
    expect(refusalOf({ status: 500, data: { msg: 'x' } })).toBeUndefined();
    expect(refusalOf({ status: 422, data: { msg: '字段 slump：格式不正确' } })).toBe(
      '字段 slump：格式不正确',
    );
    expect(refusalOf({ status: 403, message: '没有权限' })).toBe('没有权限');
  });
});
