import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seededApp } from '../../../test/seeded-app';
import { auditLog } from '../../platform/audit/audit.table';
import { specimen } from '../specimen';
import { pile, pileGroup, pileMachine, pilePlan } from './pile.table';

let jiangdong: number;
let xianghu: number;

const group = (projectId: number, over: Record<string, unknown> = {}) => ({
  projectId,
  name: 'ZH φ800',
  pileType: 'bored',
  diameterMm: '800',
  strengthGrade: 'C35',
  singlePile: false,
  gradeA: false,
  ...over,
});
const pileId = async (no: string, projectId = jiangdong) =>
  (await t.db.select({ id: pile.id, projectId: pile.projectId }).from(pile).where(eq(pile.pileNo, no))).find(
    (p) => p.projectId === projectId,
  )?.id ?? 0;

const zhang = 'zhangjianguo';
const li = 'lixiaofeng';
const t = seededApp({ users: [zhang, li], lang: 'zh' });
const { get, post } = t;
beforeAll(() => {
  jiangdong = t.project('jiangdongPile');
  xianghu = t.project('xianghuPile');
});
beforeEach(async () => {
  for (const table of [specimen, pileMachine, pilePlan, pile, pileGroup]) await t.db.delete(table);
  // The demo's uses by piles live in the material ledger; the piles they named are gone.
  await t.db.execute(sql`delete from material_stock_move`);
});

describe('concrete-pile and pile-machine catalogue paths (spec §7.9)', () => {
  it('when a pile type and its numbers are saved through concretePile/*, then every catalogue path answers like the pile call', async () => {
    const g = await post('/api/concretePile/pileType', group(jiangdong));
    expect(g.statusCode).toBe(200);
    const groupId = g.json().data.id;
    const preview = await post('/api/concretePile/numberConfig/preview', {
      groupId,
      label: 'ZH',
      numbers: '1-5',
    });
    expect(preview.json().code).toBe(200);
    const saved = await post('/api/concretePile/numberConfig', { groupId, label: 'ZH', numbers: '1-5' });
    expect(saved.json().data).toMatchObject({ created: 5, existing: 0 });
    expect((await get(`/api/concretePile/pileType?proId=${jiangdong}`)).json().data).toHaveLength(1);

    const id = await pileId('ZH3');
    await t.db
      .update(pile)
      .set({
        status: 'recorded',
        machineNo: 'XW-01',
        finishedAt: new Date('2026-11-20T06:00:00Z'),
        abnormal: true,
      })
      .where(eq(pile.id, id));
    const list = await post('/api/concretePile/postList', {
      proId: jiangdong,
      abnormalOnly: true,
      page: 1,
      limit: 10,
    });
    expect(list.json().data).toMatchObject({ total: 1 });
    expect(list.json().data.list[0].pileNo).toBe('ZH3');
    const all = await post('/api/concretePile/postList', { proId: jiangdong });
    expect(all.json().data.total).toBe(5);

    const detail = await get(`/api/concretePile/detail?id=${id}`);
    expect(detail.json().data).toMatchObject({ pileNo: 'ZH3', machineNo: 'XW-01' });
    const process = (await get(`/api/concretePile/process?id=${id}`)).json().data;
    expect(process.steps.map((s: { step: string }) => s.step)).toEqual(['holeAcceptance', 'cage', 'pour']);
    expect(process.steps.every((s: { done: boolean }) => s.done)).toBe(true);
    expect((await get(`/api/concretePile/images?id=${id}`)).json().data).toEqual([]);

    const plan = await post('/api/concretePile/plan', {
      projectId: jiangdong,
      days: [{ date: '2026-11-20', plannedPiles: 2 }],
    });
    expect(plan.json().code).toBe(200);
    const read = (await get(`/api/concretePile/plan?proId=${jiangdong}&from=2026-11-20&to=2026-11-21`)).json()
      .data;
    expect(read.days[0]).toMatchObject({ date: '2026-11-20', planned: 2, actual: 1 });

    const machines = (await get(`/api/pileMachine/list?proId=${jiangdong}`)).json().data;
    expect(machines).toEqual([expect.objectContaining({ machineNo: 'XW-01', piles: 1 })]);

    const records = await post('/api/projectRecording/list', { proId: jiangdong, status: 'recorded' });
    expect(records.json().data.list.map((p: { pileNo: string }) => p.pileNo)).toEqual(['ZH3']);
    expect((await post('/api/projectRecording/detail', { id })).json().data.pileNo).toBe('ZH3');
    const register = (await get(`/api/project/constructionRegister/detail?proId=${jiangdong}`)).json().data;
    expect(register).toMatchObject({ projectId: jiangdong, statistics: { total: 5 } });
    expect(register.groups).toHaveLength(1);
    const pileData = (await get(`/api/project/pileData/list?proId=${jiangdong}`)).json().data;
    expect(pileData[0]).toMatchObject({ name: 'ZH φ800', pileType: 'bored' });

    const pdf = await get(`/api/concretePile/pdf?id=${id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('when the API document is read, then the catalogue paths are in it beside the pile paths', async () => {
    const paths = Object.keys((await t.app.inject('/api/docs/json')).json().paths);
    for (const path of [
      '/api/concretePile/plan',
      '/api/concretePile/postList',
      '/api/concretePile/pdf',
      '/api/pileMachine/list',
      '/api/pileMachine/assign',
      '/api/pile/slurryBoredPileBlockDetail',
      '/api/pile/plan/list',
    ])
      expect(paths, path).toContain(path);
  });

  it('when the input is bad, then 422 and nothing is written; a member of another project is refused', async () => {
    expect((await post('/api/concretePile/postList', { proId: jiangdong, limit: 7 })).statusCode).toBe(422);
    expect((await post('/api/concretePile/pileType', group(jiangdong, { diameterMm: '0' }))).statusCode).toBe(
      422,
    );
    expect((await t.db.select().from(pileGroup)).length).toBe(0);

    const g = (await post('/api/concretePile/pileType', group(xianghu))).json().data;
    await post('/api/concretePile/numberConfig', { groupId: g.id, label: 'ZH', numbers: '1-2' });
    const id = await pileId('ZH1', xianghu);
    expect(id).toBeGreaterThan(0);
    for (const url of [
      `/api/concretePile/detail?id=${id}`,
      `/api/concretePile/process?id=${id}`,
      `/api/concretePile/images?id=${id}`,
      `/api/concretePile/pdf?id=${id}`,
      `/api/concretePile/pileType?proId=${xianghu}`,
      `/api/pileMachine/list?proId=${xianghu}`,
      `/api/concretePile/plan?proId=${xianghu}&from=2026-11-01&to=2026-11-02`,
      `/api/pile/materialInfo?id=${id}`,
      `/api/pile/inspectionBlock?id=${id}`,
      `/api/pile/slurryBoredPileBlockDetail?id=${id}`,
      `/api/project/constructionRegister/detail?proId=${xianghu}`,
      `/api/project/pileData/list?proId=${xianghu}`,
    ])
      expect((await get(url, li)).statusCode, url).toBe(404);
    expect((await post('/api/concretePile/postList', { proId: xianghu }, li)).statusCode).toBe(404);
    expect((await post('/api/projectRecording/list', { proId: xianghu }, li)).statusCode).toBe(404);
    expect((await post('/api/projectRecording/detail', { id }, li)).statusCode).toBe(404);
    expect((await post('/api/projectRecording/detail', { id: 'x' })).statusCode).toBe(422);
    const bad = await post(
      '/api/concretePile/numberConfig',
      { groupId: g.id, label: 'ZH', numbers: '9-3' },
      zhang,
    );
    expect(bad.statusCode).toBe(422);
    expect((await t.db.select().from(pile)).length).toBe(2);
    expect((await get('/api/concretePile/process?id=999999')).statusCode).toBe(404);
  });
});

describe('block views of a pile (spec §7.5)', () => {
  async function boredPile(over: Record<string, unknown> = {}) {
    const g = (await post('/api/pile/group/save', group(jiangdong, over))).json().data;
    await post('/api/pile/numberConfig/save', { groupId: g.id, label: 'ZH', numbers: '1' });
    return pileId('ZH1');
  }
  const block = (pile: number, sampleNo: string, over: Partial<typeof specimen.$inferInsert> = {}) =>
    t.db.insert(specimen).values({
      projectId: jiangdong,
      sampleNo,
      strengthGrade: 'C35',
      makeDate: '2026-11-10',
      location: 'ZH1',
      pileId: pile,
      ...over,
    });

  it('when a pile used stocked materials, then material info lists each use and the totals per material', async () => {
    const id = await boredPile();
    await t.db
      .update(pile)
      .set({ values: { theoreticalVolume: '23.22', actualVolume: '26.70' }, fillingCoefficient: '1.150' })
      .where(eq(pile.id, id));
    // The seeded ledger received 45.8 m³ of C30 underwater concrete (material seed).
    const material = { category: 'READY_MIX_CONCRETE', specification: 'C30 水下', unit: 'M3' };
    await post('/api/pile/material/usageSave', { pileId: id, ...material, quantity: '20.5' });
    await post('/api/pile/material/usageSave', { pileId: id, ...material, quantity: '6.2' });
    const info = (await get(`/api/pile/materialInfo?id=${id}`)).json().data;
    expect(info).toMatchObject({
      pileNo: 'ZH1',
      pileType: 'bored',
      strengthGrade: 'C35',
      actualVolume: '26.70',
      fillingCoefficient: '1.150',
    });
    expect(info.usage).toHaveLength(2);
    expect(info.totals).toEqual([
      { ...material, name: '商品混凝土 C30 水下', unitText: 'm³', quantity: '26.700' },
    ]);
  });

  it('when test blocks are linked to the pile, then the inspection block lists them with their due dates and flags a wrong grade', async () => {
    const id = await boredPile();
    await block(id, 'HNT-001');
    await block(id, 'HNT-002', { strengthGrade: 'C30', curing: 'same_condition', ageDays: 7 });
    const data = (await get(`/api/pile/inspectionBlock?id=${id}`)).json().data;
    expect(data.specimens.map((s: { sampleNo: string }) => s.sampleNo)).toEqual(['HNT-001', 'HNT-002']);
    expect(data.specimens[0].testDueDate).toBe('2026-12-08');
    expect(data.specimens[1].testDueDate).toBe('2026-11-17');
    expect(data.gradeMismatch).toEqual(['HNT-002']);
  });

  it.each([
    ['a 26.7 m³ pour needs one group', '26.70', false, 1, 'hours'],
    ['a 60 m³ pour needs two groups (one per started 50 m³)', '60', false, 2, 'volume'],
    ['exactly 50 m³ needs one group', '50', false, 1, 'volume'],
    ['a 单柱单桩 pile below 50 m³ needs its own group', '30', true, 1, 'single-column-pile'],
  ])(
    'when %s, then the slurry bored pile block detail says so (GB 50202-2018 5.1.3)',
    async (_, volume, single, groups, basis) => {
      const id = await boredPile({ singlePile: single });
      await t.db
        .update(pile)
        .set({
          values: {
            actualVolume: volume,
            slurryDensity: '1.18',
            slurrySandContent: '6',
            slurryViscosity: '22',
          },
        })
        .where(eq(pile.id, id));
      await block(id, 'HNT-101');
      await block(id, 'HNT-102', { curing: 'same_condition' });
      const data = (await get(`/api/pile/slurryBoredPileBlockDetail?id=${id}`)).json().data;
      expect(data).toMatchObject({
        required: groups,
        basis,
        made: 1,
        missing: groups - 1,
        singlePile: single,
        slurry: { density: '1.18', sandContent: '6', viscosity: '22' },
      });
    },
  );

  it('when the volume is not recorded yet, then nothing is required yet; a mixing pile has no bored-pile block detail (422)', async () => {
    const id = await boredPile();
    expect((await get(`/api/pile/slurryBoredPileBlockDetail?id=${id}`)).json().data).toMatchObject({
      required: null,
      basis: null,
      made: 0,
      missing: 0,
    });
    const g = (
      await post(
        '/api/pile/group/save',
        group(jiangdong, { name: '搅拌桩', pileType: 'mixing', diameterMm: '500' }),
      )
    ).json().data;
    await post('/api/pile/numberConfig/save', { groupId: g.id, label: 'JB', numbers: '1' });
    const mixing = await pileId('JB1');
    const res = await get(`/api/pile/slurryBoredPileBlockDetail?id=${mixing}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain('泥浆护壁');
    expect((await get(`/api/pile/inspectionBlock?id=${mixing}`)).json().data.specimens).toEqual([]);
  });
});

describe('keyset paging of the construction list', () => {
  it('when the pages are walked with nextCursor, then they match the offset pages, piles without a number last', async () => {
    const g = (await post('/api/pile/group/save', group(jiangdong))).json().data;
    await post('/api/pile/numberConfig/save', { groupId: g.id, label: 'ZH', numbers: '1-12' });
    await post('/api/pile/numberConfig/save', { groupId: g.id, label: 'A', numbers: '1-3' });
    // Piles whose number has no digits (kept as text) have no sequence and sort last in their prefix.
    await t.db.update(pile).set({ noSeq: null }).where(sql`${pile.pileNo} in ('ZH4', 'ZH9')`);
    await t.db
      .update(pile)
      .set({ status: 'recorded' })
      .where(sql`${pile.pileNo} in ('ZH2', 'ZH9', 'A3', 'ZH11')`);

    for (const filter of ['', '&status=recorded']) {
      const offsetPages: string[] = [];
      for (let page = 1; page <= 4; page++) {
        const data = (
          await get(`/api/pile/construction/list?proId=${jiangdong}&limit=5&page=${page}${filter}`)
        ).json().data;
        offsetPages.push(...data.list.map((p: { pileNo: string }) => p.pileNo));
      }
      const keyset: string[] = [];
      let cursor: string | null = null;
      let page = 1;
      do {
        const url: string = `/api/pile/construction/list?proId=${jiangdong}&limit=5&page=${page}${filter}${cursor ? `&cursor=${cursor}` : ''}`;
        const data = (await get(url)).json().data;
        keyset.push(...data.list.map((p: { pileNo: string }) => p.pileNo));
        cursor = data.nextCursor;
        page += 1;
      } while (cursor && page < 10);
      expect(keyset, filter).toEqual(offsetPages);
    }
    const all = (await get(`/api/pile/construction/list?proId=${jiangdong}&limit=20`)).json().data;
    expect(all.list.map((p: { pileNo: string }) => p.pileNo).slice(0, 3)).toEqual(['A1', 'A2', 'A3']);
    expect(all.list.map((p: { pileNo: string }) => p.pileNo).slice(-2)).toEqual(['ZH4', 'ZH9']);
    expect(all.nextCursor).toBeNull();

    const post5 = (await post('/api/concretePile/postList', { proId: jiangdong, limit: 5 })).json().data;
    const next = (
      await post('/api/concretePile/postList', { proId: jiangdong, limit: 5, cursor: post5.nextCursor })
    ).json().data;
    expect(next.list[0].pileNo).toBe('ZH3');

    for (const bad of ['not!base64', Buffer.from('[1,2]').toString('base64url'), 'e30']) {
      const res = await get(`/api/pile/construction/list?proId=${jiangdong}&cursor=${bad}`);
      expect(res.statusCode, bad).toBe(422);
    }
    expect((await get(`/api/pile/construction/list?proId=${jiangdong}&cursor=e30`)).json().msg).toContain(
      '游标',
    );
  });
});

describe('pile machines: registry and assignment (spec §7.9 pile machine)', () => {
  const machine = (over: Record<string, unknown> = {}) => ({
    projectId: jiangdong,
    machineNo: 'XR360-01',
    kind: 'rotaryDrill',
    model: '徐工 XR360',
    operator: '赵师傅',
    enteredOn: '2026-11-01',
    ...over,
  });

  it('when a machine is registered and takes piles, then the list shows it with its assignment; recorded piles keep theirs', async () => {
    const g = (await post('/api/pile/group/save', group(jiangdong))).json().data;
    await post('/api/pile/numberConfig/save', { groupId: g.id, label: 'ZH', numbers: '1-4' });
    const saved = await post('/api/pileMachine/save', machine());
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      machineNo: 'XR360-01',
      registry: {
        kind: 'rotaryDrill',
        model: '徐工 XR360',
        operator: '赵师傅',
        enteredOn: '2026-11-01',
        leftOn: null,
      },
      assigned: 0,
    });
    const ids = await Promise.all(['ZH1', 'ZH2', 'ZH3'].map((no) => pileId(no)));
    const assigned = await post('/api/pileMachine/assign', {
      projectId: jiangdong,
      machineNo: 'XR360-01',
      pileIds: ids,
    });
    expect(assigned.json().data.assigned).toBe(3);

    await t.db
      .update(pile)
      .set({ status: 'recorded', finishedAt: new Date('2026-11-20T04:00:00Z') })
      .where(eq(pile.id, ids[0] ?? 0));
    await t.db
      .update(pile)
      .set({ status: 'recorded', machineNo: 'CZ-9', finishedAt: new Date('2026-11-21T04:00:00Z') })
      .where(eq(pile.pileNo, 'ZH4'));
    const list = (await get(`/api/pileMachine/list?proId=${jiangdong}`)).json().data;
    expect(list.map((m: { machineNo: string }) => m.machineNo)).toEqual(['XR360-01', 'CZ-9']);
    expect(list[0]).toMatchObject({ assigned: 2, piles: 1, daily: [{ date: '2026-11-20', piles: 1 }] });
    expect(list[1]).toMatchObject({ registry: null, assigned: 0 });

    await post('/api/pileMachine/save', machine({ machineNo: 'XR360-02' }));
    const locked = await post('/api/pileMachine/assign', {
      projectId: jiangdong,
      machineNo: 'XR360-02',
      pileIds: [ids[0], ids[1]],
    });
    expect(locked.statusCode).toBe(422);
    expect(locked.json().msg).toContain('ZH1');
    const [zh2] = await t.db
      .select()
      .from(pile)
      .where(eq(pile.id, ids[1] ?? 0));
    expect(zh2?.machineNo).toBe('XR360-01');
    expect((await t.db.select().from(auditLog).where(eq(auditLog.resource, 'pileMachine'))).length).toBe(3);
  });

  it('when the input is wrong, then 422 names it and nothing is written; another project is refused', async () => {
    await post('/api/pileMachine/save', machine());
    const cases: [Record<string, unknown>, string][] = [
      [machine({ machineNo: 'XR360-01' }), 'machineNo'],
      [machine({ machineNo: 'XR 360' }), 'machineNo'],
      [machine({ machineNo: 'B-7', kind: 'crane' }), 'kind'],
      [machine({ machineNo: 'B-7', leftOn: '2026-10-01' }), 'leftOn'],
      [machine({ machineNo: 'B-7', enteredOn: '2026-13-01' }), 'enteredOn'],
    ];
    for (const [body, field] of cases) {
      const res = await post('/api/pileMachine/save', body);
      expect(res.statusCode, field).toBe(422);
      expect(res.json().msg, field).toContain(field);
    }
    expect((await t.db.select().from(pileMachine)).length).toBe(1);

    const g = (await post('/api/pile/group/save', group(jiangdong))).json().data;
    await post('/api/pile/numberConfig/save', { groupId: g.id, label: 'ZH', numbers: '1' });
    const id = await pileId('ZH1');
    const unknown = await post('/api/pileMachine/assign', {
      projectId: jiangdong,
      machineNo: 'NONE',
      pileIds: [id],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().msg).toContain('登记');
    await post('/api/pileMachine/save', machine({ machineNo: 'OLD-1', leftOn: '2026-11-05' }));
    const gone = await post('/api/pileMachine/assign', {
      projectId: jiangdong,
      machineNo: 'OLD-1',
      pileIds: [id],
    });
    expect(gone.statusCode).toBe(422);
    expect(gone.json().msg).toContain('退场');
    const [row] = await t.db.select().from(pile).where(eq(pile.id, id));
    expect(row?.machineNo).toBeNull();

    expect((await post('/api/pileMachine/save', machine({ projectId: xianghu }), li)).statusCode).toBe(404);
    expect((await get(`/api/pileMachine/list?proId=${xianghu}`, li)).statusCode).toBe(404);
    // A pile of another project cannot be taken through this project's machine.
    const other = (await post('/api/pile/group/save', group(xianghu))).json().data;
    await post('/api/pile/numberConfig/save', { groupId: other.id, label: 'QT', numbers: '1' });
    const foreign = await pileId('QT1', xianghu);
    const cross = await post('/api/pileMachine/assign', {
      projectId: jiangdong,
      machineNo: 'XR360-01',
      pileIds: [foreign],
    });
    expect(cross.statusCode).toBe(404);
  });
});
