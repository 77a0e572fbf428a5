import { COMPANY_TYPE } from '@zhuji/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seededApp } from '../../../test/seeded-app';
import { company } from '../../platform/identity';
import { curingRoom, curingStay } from './curing.table';

// Placed at receipt (docs/domains/curing.md): the lab receives a submission by scanning a label and its
// standard-cured groups go into the project's standard curing room when exactly one fits, in the same
// transaction; with several, the receiver is offered them and picks (试块入室).

const zhang = 'zhangjianguo';
const sun = 'sunwei';
const t = seededApp({ users: [zhang, sun], lang: 'zh', caller: null });
const { post } = t;
let proId: number;
let labId: number;

/** A pour of two standard and one same-condition group, submitted to the lab: its groups. */
const submitted = async (pileNo: string) => {
  const made = await post(
    '/api/inspection/pour/add',
    {
      proId,
      pileNos: [pileNo],
      location: pileNo,
      strengthGrade: 'C30',
      plant: '杭州钱江商品混凝土有限公司',
      volumeM3: '30',
      continuousHours: '2',
      pouredOn: '2026-10-24',
      groups: [
        { curing: 'standard' },
        { curing: 'standard' },
        { curing: 'same_condition', nature: 'sameCondition' },
      ],
    },
    zhang,
  );
  expect(made.statusCode, made.body).toBe(200);
  const groups = made.json().data.specimens as { id: number; sampleNo: string; curing: string }[];
  const sub = await post('/api/submit/add', { proId, labId, specimenIds: groups.map((g) => g.id) }, zhang);
  expect(sub.statusCode, sub.body).toBe(200);
  return groups;
};
const openStays = (ids: number[]) =>
  t.db
    .select({ specimenId: curingStay.specimenId, roomId: curingStay.roomId })
    .from(curingStay)
    .where(and(inArray(curingStay.specimenId, ids), isNull(curingStay.outAt)));

beforeAll(async () => {
  proId = t.project('jiangdongPile');
  const [lab] = await t.db.select().from(company).where(eq(company.compType, COMPANY_TYPE.TESTING_LAB));
  labId = lab?.id ?? 0;
});

describe('placed in the standard curing room at the lab’s receipt by scan', () => {
  it('when the project has exactly one room, then the standard-cured groups go into it and the chain shows the room', async () => {
    const rooms = await t.db.select().from(curingRoom).where(eq(curingRoom.projectId, proId));
    expect(rooms.map((r) => r.name)).toEqual(['1号标准养护室']);
    const groups = await submitted('GZ9');
    const received = await post('/api/inspection/specimen/receiveByCode', { code: groups[0]!.sampleNo }, sun);
    expect(received.statusCode, received.body).toBe(200);
    const standard = groups.filter((g) => g.curing === 'standard').map((g) => g.id);
    expect(received.json().data.placement).toEqual({
      room: { id: rooms[0]!.id, name: '1号标准养护室' },
      choices: [],
      specimenIds: expect.arrayContaining(standard),
    });
    const stays = await openStays(groups.map((g) => g.id));
    expect(stays.map((s) => s.specimenId).sort()).toEqual(standard.sort());
    expect(new Set(stays.map((s) => s.roomId))).toEqual(new Set([rooms[0]!.id]));
    const cured = received.json().data.chain.find((c: { step: string }) => c.step === 'cured');
    expect(cured).toMatchObject({ done: true, detail: '1号标准养护室' });
    // Scanning again receives nothing more and places nothing twice.
    const again = await post('/api/inspection/specimen/receiveByCode', { code: groups[1]!.sampleNo }, sun);
    expect(again.json().data.placement).toBeUndefined();
    expect(await openStays(groups.map((g) => g.id))).toHaveLength(2);
  });

  it('when the project has two rooms, then nothing is placed and the receiver is offered both to pick from', async () => {
    const second = await post('/api/curing/room/add', { projectId: proId, name: '2号标准养护室' }, zhang);
    expect(second.statusCode, second.body).toBe(200);
    const groups = await submitted('GZ10');
    const received = await post('/api/inspection/specimen/receiveByCode', { code: groups[0]!.sampleNo }, sun);
    expect(received.statusCode, received.body).toBe(200);
    const placement = received.json().data.placement;
    expect(placement.room).toBeNull();
    expect(placement.choices.map((c: { name: string }) => c.name)).toEqual([
      '1号标准养护室',
      '2号标准养护室',
    ]);
    const standard = groups.filter((g) => g.curing === 'standard').map((g) => g.id);
    expect([...placement.specimenIds].sort()).toEqual([...standard].sort());
    expect(await openStays(groups.map((g) => g.id))).toHaveLength(0);
    const picked = await post(
      '/api/curing/specimen/assign',
      {
        roomId: second.json().data.id,
        specimenIds: placement.specimenIds,
        inAt: new Date().toISOString(),
      },
      sun,
    );
    expect(picked.json().data).toEqual({ count: 2 });
  });
});
