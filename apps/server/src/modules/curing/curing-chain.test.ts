import { COMPANY_TYPE } from '@zhuji/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seededApp } from '../../../test/seeded-app';
import { company } from '../../platform/identity';
import { curingExcursion, curingRoom, curingStay } from './curing.table';

// The cured step (标准养护) of a specimen's chain, on the label's scan page and the report's public page
// (docs/domains/curing.md, issue 20): the rooms a group stayed in, and any curing warning that touched
// the stay, shown plainly; no recorded stay is "not recorded", never passed; another project's room never shows.

const zhang = 'zhangjianguo';
const li = 'lixiaofeng';
const wang = 'wanghaitao';
const sun = 'sunwei';
const t = seededApp({ users: [zhang, li, wang, sun], lang: 'zh', caller: null });
const { get, post } = t;

const MINUTE = 60_000;
const base = Date.now() - 10 * 60 * MINUTE;
const at = (minute: number) => new Date(base + minute * MINUTE).toISOString();
const reading = (minute: number, temperature = 20, humidity = 97) => ({
  at: at(minute),
  temperature,
  humidity,
});

let proId: number;
let warned = '';
let unrecorded = '';
let verifyCode = '';
const FOREIGN_ROOM = '别的项目养护室';

interface Stay {
  sampleNo: string;
  room: string;
  inAt: string;
  outAt: string | null;
  warnings: { breaches: string[]; maxTemperature: number; minutes: number; endedAt: string | null }[];
}
const scanCured = async (code: string) => {
  const res = await get(`/api/inspection/specimen/scan?code=${code}`, wang);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.body).not.toContain(FOREIGN_ROOM);
  const chain = res.json().data.chain as { step: string; done: boolean; detail: string; stays?: Stay[] }[];
  expect(chain.map((c) => c.step)).toEqual([
    'sampled',
    'witnessed',
    'received',
    'cured',
    'tested',
    'reported',
    'usedInLot',
  ]);
  return chain.find((c) => c.step === 'cured')!;
};

beforeAll(async () => {
  proId = t.project('jiangdongPile');
  const made = await post(
    '/api/inspection/pour/add',
    {
      proId,
      pileNos: ['GZ8'],
      location: 'GZ8',
      strengthGrade: 'C30',
      plant: '杭州钱江商品混凝土有限公司',
      volumeM3: '30',
      continuousHours: '2',
      pouredOn: '2026-10-22',
      groups: [{ curing: 'standard' }, { curing: 'standard' }],
    },
    zhang,
  );
  expect(made.statusCode, made.body).toBe(200);
  const groups = made.json().data.specimens as { id: number; sampleNo: string }[];
  const [a, b] = groups;
  warned = a!.sampleNo;
  unrecorded = b!.sampleNo;

  // Group A stays in a room that runs warm for 40 minutes (30 tolerated): one warning.
  const room = (
    await post('/api/curing/room/add', { projectId: proId, name: '链室甲', location: '试验室' }, zhang)
  ).json().data as { id: number };
  const key = (await post('/api/curing/room/key', { id: room.id }, zhang)).json().data.key as string;
  const assign = await post(
    '/api/curing/specimen/assign',
    { roomId: room.id, specimenIds: [a!.id], inAt: at(-60) },
    li,
  );
  expect(assign.json().data).toEqual({ count: 1 });
  const ingest = await t.app.inject({
    method: 'POST',
    url: `/api/curing/ingest/${room.id}`,
    headers: { 'x-device-key': key },
    payload: {
      readings: [reading(0), ...[10, 20, 30, 40, 50].map((m) => reading(m, 23.5)), reading(60)],
    },
  });
  expect(ingest.json().data.warnings, ingest.body).toBe(1);

  // Group B has stays only in another project's room (written behind the API's back, as a stale or
  // forged row would be) and that room has a warning: neither may show in B's chain.
  const other = t.project('xianghuPile');
  const [foreign] = await t.db
    .insert(curingRoom)
    .values({ projectId: other, name: FOREIGN_ROOM })
    .returning();
  await t.db.insert(curingStay).values([
    {
      roomId: foreign!.id,
      projectId: other,
      specimenId: b!.id,
      inAt: new Date(at(-60)),
      outAt: new Date(at(100)),
      createdBy: 1,
    },
    {
      roomId: foreign!.id,
      projectId: proId,
      specimenId: b!.id,
      inAt: new Date(at(-60)),
      outAt: new Date(at(100)),
      createdBy: 1,
    },
  ]);
  await t.db.insert(curingExcursion).values({
    roomId: foreign!.id,
    projectId: other,
    startedAt: new Date(at(0)),
    lastOutAt: new Date(at(50)),
    endedAt: new Date(at(60)),
    breaches: ['cold'],
    minTemperature: 10,
    maxTemperature: 12,
    minHumidity: 96,
    specimenIds: [b!.id],
  });

  // Both groups go to the lab and are reported.
  const [lab] = await t.db.select().from(company).where(eq(company.compType, COMPANY_TYPE.TESTING_LAB));
  const ids = groups.map((g) => g.id);
  const sub = (await post('/api/submit/add', { proId, labId: lab?.id, specimenIds: ids }, zhang)).json().data;
  await post('/api/submit/receive', { id: sub.id }, sun);
  await post(
    '/api/submit/result',
    {
      id: sub.id,
      results: ids.map((specimenId) => ({
        specimenId,
        strengths: [36.2, 37.5, 38.1],
        testDate: '2026-11-19',
      })),
    },
    sun,
  );
  const issued = await post('/api/submit/report', { id: sub.id, conclusion: '符合 C30 设计要求' }, sun);
  expect(issued.statusCode, issued.body).toBe(200);
  verifyCode = issued.json().data.report.verifyCode;
});

describe('标准养护 in the chain of a specimen', () => {
  it('when a group stayed in a room that ran out of range, then its scanned chain shows the room, the stay and the warning', async () => {
    const cured = await scanCured(warned);
    expect(cured).toMatchObject({ done: true, detail: '链室甲' });
    expect(cured.stays).toHaveLength(1);
    expect(cured.stays![0]).toMatchObject({ sampleNo: warned, room: '链室甲', inAt: at(-60), outAt: null });
    expect(cured.stays![0]!.warnings).toMatchObject([
      { breaches: ['warm'], maxTemperature: 23.5, minutes: 40, endedAt: at(60) },
    ]);
  });

  it('when a group has no stay in a room of its own project, then the step is not recorded, and the other project’s room never shows', async () => {
    const cured = await scanCured(unrecorded);
    expect(cured).toMatchObject({ done: false, detail: '', stays: [] });
  });

  it('on the report’s public page, the cured step lists the stays with their warning and how many groups have one', async () => {
    const res = await get(`/api/rebarEngineering/previewDetection?code=${verifyCode}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain(FOREIGN_ROOM);
    const steps = res.json().data.steps as {
      key: string;
      by: string;
      note: string;
      verified: boolean | null;
      stays?: Stay[];
    }[];
    expect(steps.map((s) => s.key).slice(0, 5)).toEqual([
      'sampled',
      'submitted',
      'received',
      'cured',
      'tested',
    ]);
    const cured = steps.find((s) => s.key === 'cured')!;
    expect(cured).toMatchObject({ by: '链室甲', note: '1/2', verified: null });
    expect(cured.stays!.map((s) => [s.sampleNo, s.room, s.warnings.map((w) => w.breaches)])).toEqual([
      [warned, '链室甲', [['warm']]],
    ]);
  });
});
