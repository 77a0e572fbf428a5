import { CURING_INGEST_PER_MINUTE } from '@zhuji/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seededApp } from '../../../test/seeded-app';
import { auditLog } from '../../platform/audit/audit.table';
import { specimen } from '../specimen';
import { curingExcursion, curingReading, curingRoom } from './curing.table';

const zhang = 'zhangjianguo';
const li = 'lixiaofeng';
const wang = 'wanghaitao';
const sun = 'sunwei';
const t = seededApp({ users: [zhang, li, wang, sun], lang: 'zh' });
const { get, post } = t;

let proId: number;
const MINUTE = 60_000;
/** Readings start ten hours ago, so none is in the future. */
const base = Date.now() - 10 * 60 * MINUTE;
const at = (minute: number) => new Date(base + minute * MINUTE).toISOString();
const reading = (minute: number, temperature = 20, humidity = 97) => ({
  at: at(minute),
  temperature,
  humidity,
});
const series = (from: number, to: number, step: number, temperature = 20, humidity = 97) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) =>
    reading(from + i * step, temperature, humidity),
  );

async function addRoom(name: string, projectId = proId, as: string = zhang) {
  const res = await post('/api/curing/room/add', { projectId, name, location: '试验室' }, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; deviceKeyHint: string | null };
}
async function keyOf(roomId: number) {
  const res = await post('/api/curing/room/key', { id: roomId }, zhang);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.key as string;
}
const ingest = (roomId: number, key: string | null, readings: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/curing/ingest/${roomId}`,
    headers: key === null ? {} : { 'x-device-key': key },
    payload: { readings },
  });
const readingsOf = async (roomId: number) =>
  (await t.db.select().from(curingReading).where(eq(curingReading.roomId, roomId))).length;

beforeAll(() => {
  proId = t.project('jiangdongPile');
});

describe('curing rooms', () => {
  it('when a room is added with no limits, then it keeps standard curing (18–22 ℃, ≥ 95 %RH, 30 min)', async () => {
    const room = await addRoom('A区标准养护室');
    const detail = (await get(`/api/curing/room/detail?id=${room.id}`)).json().data;
    expect(detail).toMatchObject({
      tempMin: '18.00',
      tempMax: '22.00',
      humidityMin: '95.00',
      toleranceMinutes: 30,
    });
    expect(detail.deviceKeyHint).toBeNull();
  });

  it('when the minimum temperature is not below the maximum, then 422 names it and nothing is written', async () => {
    const before = await t.count(curingRoom);
    const res = await post('/api/curing/room/add', {
      projectId: proId,
      name: 'B室',
      tempMin: '23',
      tempMax: '22',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain('温度下限须低于温度上限');
    const en = await post(
      '/api/curing/room/add',
      { projectId: proId, name: 'B室', humidityMin: '101' },
      zhang,
      'en',
    );
    expect(en.statusCode).toBe(422);
    expect(en.json().msg).toContain('between 0 and 100');
    expect(await t.count(curingRoom)).toBe(before);
  });

  it('the demo room holds a day of readings and one excursion, linked to the groups inside', async () => {
    const [room] = await t.db.select().from(curingRoom).where(eq(curingRoom.name, '1号标准养护室'));
    if (!room) throw new Error('no demo room');
    expect(await readingsOf(room.id)).toBe(145);
    const list = (await get(`/api/curing/excursion/list?roomId=${room.id}`)).json().data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ minutes: 50, breaches: expect.arrayContaining(['warm', 'dry']) });
    expect(list[0].endedAt).not.toBeNull();
    expect(list[0].specimens.length).toBeGreaterThan(0);
  });
});

describe('device ingest', () => {
  it('when a device posts with its key, then the readings are stored once: a resent batch adds nothing', async () => {
    const room = await addRoom('设备上传室');
    const key = await keyOf(room.id);
    expect(key).toMatch(/^zcr_/);
    const detail = (await get(`/api/curing/room/detail?id=${room.id}`)).body;
    expect(detail).not.toContain(key);
    expect(JSON.parse(detail).data.deviceKeyHint).toBe(key.slice(0, 10));

    const batch = series(0, 20, 10);
    const first = await ingest(room.id, key, batch);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ accepted: 3, duplicates: 0, warnings: 0 });
    const again = await ingest(room.id, key, [...batch, reading(30)]);
    expect(again.json().data).toEqual({ accepted: 1, duplicates: 3, warnings: 0 });
    expect(await readingsOf(room.id)).toBe(4);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'curing_reading'), eq(auditLog.recordId, room.id)));
    expect(audit.map((a) => [a.action, a.userId])).toEqual([
      ['ingest', t.user(zhang)],
      ['ingest', t.user(zhang)],
    ]);

    const list = (await get(`/api/curing/reading/list?roomId=${room.id}`)).json().data;
    expect(
      list.readings.map((r: { temperature: number; source: string }) => [r.temperature, r.source]),
    ).toEqual([
      [20, 'device'],
      [20, 'device'],
      [20, 'device'],
      [20, 'device'],
    ]);
  });

  it('when the key is wrong, missing, revoked or of another room, or the body is bad, then nothing is written', async () => {
    const room = await addRoom('密钥校验室');
    const other = await addRoom('另一养护室');
    const key = await keyOf(room.id);
    const otherKey = await keyOf(other.id);

    const wrong = await ingest(room.id, 'zcr_not-a-key', [reading(0)]);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().msg).toBe('设备密钥无效或已吊销');
    expect((await ingest(room.id, null, [reading(0)])).statusCode).toBe(401);
    const foreign = await ingest(room.id, otherKey, [reading(0)]);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().msg).toBe('该设备密钥不属于此养护室');
    for (const bad of [
      [],
      [{ at: at(0), temperature: 20, humidity: 120 }],
      [{ at: 'yesterday', temperature: 20, humidity: 97 }],
    ])
      expect((await ingest(room.id, key, bad)).statusCode).toBe(422);
    const future = await ingest(room.id, key, [
      reading(0),
      { at: new Date(Date.now() + 3_600_000).toISOString(), temperature: 20, humidity: 97 },
    ]);
    expect(future.statusCode).toBe(422);
    expect(await readingsOf(room.id)).toBe(0);
    expect(await readingsOf(other.id)).toBe(0);

    // A new key replaces the old one; a revoked key opens nothing.
    const second = await keyOf(room.id);
    expect((await ingest(room.id, key, [reading(0)])).statusCode).toBe(401);
    expect((await ingest(room.id, second, [reading(0)])).statusCode).toBe(200);
    const revoked = await post('/api/curing/room/key/revoke', { id: room.id }, zhang);
    expect(revoked.json().data.deviceKeyHint).toBeNull();
    expect((await ingest(room.id, second, [reading(10)])).statusCode).toBe(401);
    expect(await readingsOf(room.id)).toBe(1);
  });

  it('when a device posts more often than the limit, then it gets 429', async () => {
    const room = await addRoom('限流养护室');
    const key = await keyOf(room.id);
    for (let i = 0; i < CURING_INGEST_PER_MINUTE; i += 1)
      expect((await ingest(room.id, key, [reading(i)])).statusCode).toBe(200);
    const limited = await ingest(room.id, key, [reading(100)]);
    expect(limited.statusCode).toBe(429);
    expect(await readingsOf(room.id)).toBe(CURING_INGEST_PER_MINUTE);
  });

  it('when the key of a room is issued by someone without the update action, then 403', async () => {
    const room = await addRoom('权限养护室');
    expect((await post('/api/curing/room/key', { id: room.id }, wang)).statusCode).toBe(403);
    expect((await post('/api/curing/room/key', { id: 999_999 }, zhang)).statusCode).toBe(404);
  });
});

describe('excursion warnings', () => {
  it('raises one warning per excursion longer than tolerated, linked to the groups inside meanwhile', async () => {
    const room = await addRoom('预警养护室');
    const key = await keyOf(room.id);
    const groups = await t.db
      .insert(specimen)
      .values(
        ['SK-TEST-0001', 'SK-TEST-0002'].map((sampleNo) => ({
          projectId: proId,
          sampleNo,
          strengthGrade: 'C30',
          makeDate: at(-24 * 60).slice(0, 10),
          location: 'GZ9',
        })),
      )
      .returning();
    const [a, b] = groups;
    if (!a || !b) throw new Error('no groups');
    const assign = await post(
      '/api/curing/specimen/assign',
      { roomId: room.id, specimenIds: [a.id], inAt: at(-60) },
      li,
    );
    expect(assign.json().data).toEqual({ count: 1 });
    // The same group cannot be in two rooms.
    const twice = await post(
      '/api/curing/specimen/assign',
      { roomId: room.id, specimenIds: [a.id], inAt: at(-30) },
      li,
    );
    expect(twice.statusCode).toBe(422);
    expect(twice.json().msg).toContain('SK-TEST-0001');

    // 25 minutes at 23 ℃ with 30 tolerated: nothing.
    const short = await ingest(room.id, key, [...series(0, 20, 10), ...series(30, 55, 5, 23), reading(60)]);
    expect(short.json().data.warnings).toBe(0);
    // 40 minutes out, in two batches: one warning, then the same excursion grows.
    expect((await ingest(room.id, key, series(100, 120, 10, 23))).json().data.warnings).toBe(0);
    expect((await ingest(room.id, key, series(130, 140, 10, 23.5, 93))).json().data.warnings).toBe(1);
    expect((await ingest(room.id, key, [reading(150, 23.2)])).json().data.warnings).toBe(0);
    let list = (await get(`/api/curing/excursion/list?roomId=${room.id}`)).json().data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ minutes: 50, endedAt: null, maxTemperature: 23.5, minHumidity: 93 });
    expect(list[0].specimens.map((s: { sampleNo: string }) => s.sampleNo)).toEqual(['SK-TEST-0001']);

    // Back in range: closed, handled in the abnormal list.
    expect((await ingest(room.id, key, [reading(160)])).json().data.warnings).toBe(0);
    const abnormal = async () =>
      (await get(`/api/warning/abnormal/list?proId=${proId}&type=curingExcursion&limit=50`))
        .json()
        .data.list.filter((i: { title: string }) => i.title.startsWith('预警养护室'));
    expect(await abnormal()).toMatchObject([
      { level: 'serious', status: 'handled', related: 'SK-TEST-0001', title: '预警养护室温湿度超限 50 分钟' },
    ]);

    // Group A leaves, B comes in; a later excursion is a new warning, linked to B only.
    const stays = (await get(`/api/curing/specimen/list?roomId=${room.id}`)).json().data;
    const out = await post(
      '/api/curing/specimen/out',
      { roomId: room.id, ids: [stays[0].id], outAt: at(200) },
      li,
    );
    expect(out.json().data).toEqual({ count: 1 });
    await post('/api/curing/specimen/assign', { roomId: room.id, specimenIds: [b.id], inAt: at(210) }, li);
    const later = await post(
      '/api/curing/reading/add',
      { roomId: room.id, readings: [reading(300, 20, 90), reading(320, 20, 91), reading(340, 20, 92)] },
      li,
    );
    expect(later.json().data).toEqual({ accepted: 3, duplicates: 0, warnings: 1 });
    list = (await get(`/api/curing/excursion/list?roomId=${room.id}`)).json().data;
    expect(
      list.map((e: { specimens: { sampleNo: string }[] }) => e.specimens.map((s) => s.sampleNo)),
    ).toEqual([['SK-TEST-0002'], ['SK-TEST-0001']]);
    expect(await t.db.select().from(curingExcursion).where(eq(curingExcursion.roomId, room.id))).toHaveLength(
      2,
    );
    expect((await abnormal()).map((i: { status: string }) => i.status)).toEqual(['open', 'handled']);

    // A room with readings stays.
    expect((await post('/api/curing/room/remove', { ids: [room.id] }, zhang)).statusCode).toBe(409);
  });
});

describe('readings typed by hand', () => {
  it('the inspector and the lab may enter readings; the supervisor reads them; a non-member gets 404', async () => {
    const room = await addRoom('手工录入室');
    const body = (minute: number) => ({ roomId: room.id, readings: [reading(minute, 20.5, 96)] });
    expect((await post('/api/curing/reading/add', body(0), li)).statusCode).toBe(200);
    expect((await post('/api/curing/reading/add', body(10), sun)).statusCode).toBe(200);
    expect((await post('/api/curing/reading/add', body(20), wang)).statusCode).toBe(403);
    expect((await get(`/api/curing/reading/list?roomId=${room.id}`, wang)).json().data.readings).toHaveLength(
      2,
    );
    const manual = await t.db.select().from(curingReading).where(eq(curingReading.roomId, room.id));
    expect(manual.map((r) => [r.source, r.enteredBy]).sort()).toEqual(
      [
        ['manual', t.user(li)],
        ['manual', t.user(sun)],
      ].sort(),
    );

    // 李晓峰 is no member of 湘湖: its room does not exist for him.
    const xianghu = await addRoom('湘湖养护室', t.project('xianghuPile'));
    const res = await post('/api/curing/reading/add', { ...body(0), roomId: xianghu.id }, li);
    expect(res.statusCode).toBe(404);
    expect((await get(`/api/curing/reading/list?roomId=${xianghu.id}`, li)).statusCode).toBe(404);
    expect(await readingsOf(xianghu.id)).toBe(0);
  });
});
