import { businessToday } from '@zhuji/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth';
import { pdfTexts } from '../../../test/pdf-read';
import { seededApp } from '../../../test/seeded-app';
import { menu, roleMenu } from '../../platform/identity';
import { rectification } from '../../platform/rectification';
import {
  concreteDelivery,
  jointLot,
  materialRegistration,
  rebarBatch,
  rebarTest,
} from './material-inspection.table';

let jiangdong: number;
let xianghu: number;
let piles: number[];
/** A pile of 湘湖, where the supervisor 王海涛 and the lab are not members. */
let foreignPile: number;
/** A pile of 江东 not yet poured: no seeded concrete. */
let emptyPile: number;

type Table =
  | typeof rebarBatch
  | typeof rebarTest
  | typeof jointLot
  | typeof concreteDelivery
  | typeof materialRegistration;
const countRows = async (table: Table) =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;
const counts = async () => ({
  batches: await countRows(rebarBatch),
  tests: await countRows(rebarTest),
  lots: await countRows(jointLot),
  concrete: await countRows(concreteDelivery),
  registrations: await countRows(materialRegistration),
  rectifications: (await t.db.select({ n: sql<number>`count(*)::int` }).from(rectification))[0]?.n ?? 0,
});

const batch = (over: Record<string, unknown> = {}) => ({
  projectId: jiangdong,
  batchNo: 'GJ-T-001',
  grade: 'HRB400',
  heatNo: '24A-10321',
  diameterMm: 25,
  tonnage: '58.420',
  manufacturer: '杭州钢铁集团有限公司',
  arrivalDate: '2026-11-02',
  ...over,
});
/** Good HRB400 Φ25 specimens (A limit 16 %). */
const good = { yieldStrength: 455, tensileStrength: 610, elongation: 22.5, agt: 12.5, bendOk: true };
const round1 = (batchId: number, specimens: object[], over: Record<string, unknown> = {}) => ({
  batchId,
  round: 1,
  reportNo: 'JC-2026-GJ-0101',
  testDate: '2026-11-05',
  lab: '浙江建科检测技术有限公司',
  specimens,
  weightDeviation: -2.1,
  ...over,
});

const zhang = 'zhangjianguo';
const wang = 'wanghaitao';
const sun = 'sunwei';
const li = 'lixiaofeng';
const liu = 'liuming';
const t = seededApp({ users: [zhang, wang, sun, li, liu], lang: 'zh' });
const { get, post } = t;
beforeAll(async () => {
  jiangdong = t.project('jiangdongPile');
  xianghu = t.project('xianghuPile');
  const p = await t.db.execute(sql`select id from pile where project_id = ${jiangdong} order by id limit 3`);
  piles = p.rows.map((r) => Number(r.id));
  expect(piles).toHaveLength(3);
  const f = await t.db.execute(sql`select id from pile where project_id = ${xianghu} order by id limit 1`);
  foreignPile = Number(f.rows[0]?.id);
  const e = await t.db.execute(
    sql`select id from pile where project_id = ${jiangdong} and status = 'notStarted' order by id desc limit 1`,
  );
  emptyPile = Number(e.rows[0]?.id);
  expect(emptyPile).toBeGreaterThan(0);
});

describe('demo seed', () => {
  it('when seeded, then 江东一标段 holds accepted, retested and pending batches, a weld and a splice lot and checked concrete', async () => {
    const batches = (await get(`/api/inspection/rebar/list?proId=${jiangdong}&keyword=GJ-2026`)).json().data
      .list;
    expect(batches.map((b: { status: string }) => b.status).sort()).toEqual([
      'accepted',
      'accepted',
      'pending',
    ]);
    const spiral = batches.find((b: { batchNo: string }) => b.batchNo === 'GJ-2026-002');
    const d = (await get(`/api/inspection/rebar/detail?id=${spiral.id}`)).json().data;
    expect(d.firstFailed).toEqual(['weightDeviation']);
    expect(d.tests.map((x: { pass: boolean }) => x.pass)).toEqual([false, true]);
    const stats = (await get(`/api/inspection/rebar/statisticsDetail?proId=${jiangdong}`)).json().data;
    expect(stats.joints).toEqual([
      { category: 'welding', total: 1, pass: 1, retest: 0, fail: 0, pending: 0 },
      { category: 'sleeve', total: 1, pass: 1, retest: 0, fail: 0, pending: 0 },
    ]);
    expect(stats.concrete.failed).toBe(0);
  });
});

describe('options and the chloride check', () => {
  it('when asked, then grades, weld kinds and the unconfirmed limits answer', async () => {
    const o = (await get('/api/inspection/rebar/option')).json().data;
    expect(o.grades.map((g: { grade: string }) => g.grade)).toContain('HRB400E');
    expect(o.batchTonnes).toBe(60);
    expect(o.doubledBatchTonnes).toBe(120);
    expect(o.weldKinds.find((k: { kind: string }) => k.kind === 'stirrupFlashButt').lotSize).toBe(600);
    expect(o.unconfirmed).toEqual(['weightTolerance', 'chlorideLimits']);
  });
  it('when a chloride value is checked, then it is judged against its environment; a bad environment is 422', async () => {
    const okRes = (await get('/api/inspection/rebar/chlorideCheck?environment=humid&value=0.2')).json();
    expect(okRes.data).toMatchObject({ pass: true, limit: 0.2, unconfirmed: true });
    const bad = (
      await get('/api/inspection/rebar/chlorideCheck?environment=humid&value=0.08&prestressed=true')
    ).json();
    expect(bad.data).toMatchObject({ pass: false, environment: 'prestressed' });
    expect((await get('/api/inspection/rebar/chlorideCheck?environment=swamp&value=0.1')).json().code).toBe(
      422,
    );
  });
  it('when not logged in, then refused', async () => {
    expect((await t.app.inject({ url: '/api/inspection/rebar/option' })).json().code).toBe(400);
  });
});

describe('rebar batches', () => {
  let id: number;
  it('when a batch of 58.42 t is received, then it is pending with 2 tensile + 2 bend specimens', async () => {
    const res = await post('/api/inspection/rebar/add', batch({ pileIds: [piles[0]] }));
    expect(res.json().code).toBe(200);
    const d = res.json().data;
    id = d.id;
    expect(d).toMatchObject({
      status: 'pending',
      capacityTonnes: 60,
      specimens: { tensile: 2, bend: 2, weightBars: 5 },
    });
    expect(d.pileNos).toHaveLength(1);
  });
  it('when a batch is over 60 t, a number repeats or a pile is foreign, then 422 and nothing is written', async () => {
    const before = await counts();
    const over = (
      await post('/api/inspection/rebar/add', batch({ batchNo: 'GJ-T-002', tonnage: '60.001' }))
    ).json();
    expect(over.code).toBe(422);
    expect(over.msg).toContain('60 t');
    expect((await post('/api/inspection/rebar/add', batch())).json().code).toBe(422);
    const f = await post('/api/inspection/rebar/add', batch({ batchNo: 'GJ-T-003', pileIds: [foreignPile] }));
    expect(f.json().code).toBe(422);
    expect(
      (await post('/api/inspection/rebar/add', batch({ batchNo: 'GJ-T-004', grade: 'HRB999' }))).json().code,
    ).toBe(422);
    expect(
      (await post('/api/inspection/rebar/add', batch({ batchNo: 'GJ-T-005', diameterMm: 24 }))).json().code,
    ).toBe(422);
    expect(await counts()).toEqual(before);
  });
  it('when the product is certified, then a 100 t batch is allowed (doubled once) and takes 3 + 3 specimens', async () => {
    const res = await post(
      '/api/inspection/rebar/add',
      batch({ batchNo: 'GJ-T-010', tonnage: '100', certified: true }),
    );
    expect(res.json().data).toMatchObject({ capacityTonnes: 120, specimens: { tensile: 3, bend: 3 } });
  });
  it('when a non-member adds, then 404; a reader, 403', async () => {
    expect(
      (await post('/api/inspection/rebar/add', batch({ projectId: xianghu, batchNo: 'X-1' }), wang)).json()
        .code,
    ).toBe(404);
    expect((await post('/api/inspection/rebar/add', batch({ batchNo: 'X-2' }), liu)).json().code).toBe(403);
  });
  it('when updated, then the fields change; an update without id is 422', async () => {
    const res = await post(
      '/api/inspection/rebar/update',
      batch({ id, pileIds: [piles[0]], certificateNo: 'ZB-2026-1102', remark: '堆放于3号钢筋棚' }),
    );
    expect(res.json().data).toMatchObject({ certificateNo: 'ZB-2026-1102' });
    expect((await post('/api/inspection/rebar/update', batch({ remark: 'x' }))).json().code).toBe(422);
  });

  describe('retest story', () => {
    it('when the first retest fails elongation, then the batch awaits double specimens of that item', async () => {
      const res = await post(
        '/api/inspection/rebar/test',
        round1(id, [good, { ...good, elongation: 15.0 }]),
        sun,
      );
      expect(res.json().code).toBe(200);
      const d = res.json().data;
      expect(d.status).toBe('retest');
      expect(d.firstFailed).toEqual(['elongation']);
      expect(d.retestPlan).toEqual([{ item: 'elongation', specimens: 4 }]);
      expect(d.tests[0].items).toContainEqual({ item: 'elongation', pass: false });
    });
    it('when the double retest has the wrong count, misses the item or comes twice in round 1, then 422 and nothing is written', async () => {
      const before = await counts();
      const r2 = (specimens: object[]) => ({
        ...round1(id, specimens),
        round: 2,
        weightDeviation: undefined,
      });
      const three = (await post('/api/inspection/rebar/test', r2([good, good, good]), sun)).json();
      expect(three.code).toBe(422);
      expect(three.msg).toContain('4');
      const noA = { yieldStrength: 450, tensileStrength: 600 };
      expect((await post('/api/inspection/rebar/test', r2([noA, noA, noA, noA]), sun)).json().code).toBe(422);
      expect((await post('/api/inspection/rebar/test', round1(id, [good, good]), sun)).json().code).toBe(422);
      expect(await counts()).toEqual(before);
    });
    it('when the four double specimens pass, then the batch is accepted', async () => {
      const specimens = [21, 20.5, 19, 18].map((elongation) => ({ elongation }));
      const res = await post(
        '/api/inspection/rebar/test',
        { ...round1(id, specimens), round: 2, reportNo: 'JC-2026-GJ-0118' },
        sun,
      );
      expect(res.json().code).toBe(200);
      expect(res.json().data.status).toBe('accepted');
      expect(res.json().data.tests).toHaveLength(2);
    });
    it('when a batch fails the double retest, then it is rejected and a rectification is raised', async () => {
      const b = (
        await post(
          '/api/inspection/rebar/add',
          batch({ batchNo: 'GJ-T-020', grade: 'HRB400E', tonnage: '30' }),
        )
      ).json().data;
      // ReL°/ReL,k = 530/400 = 1.325 > 1.30
      const first = await post(
        '/api/inspection/rebar/test',
        round1(b.id, [good, { ...good, yieldStrength: 530, tensileStrength: 680 }]),
      );
      expect(first.json().data.firstFailed).toEqual(['overstrengthRatio']);
      const before = await counts();
      const again = await post('/api/inspection/rebar/test', {
        ...round1(b.id, [good, good, good, { ...good, yieldStrength: 525, tensileStrength: 670 }]),
        round: 2,
      });
      expect(again.json().data.status).toBe('rejected');
      expect(again.json().data.rectificationId).toBeGreaterThan(0);
      expect((await counts()).rectifications).toBe(before.rectifications + 1);
      const [notice] = await t.db
        .select()
        .from(rectification)
        .where(eq(rectification.id, again.json().data.rectificationId));
      expect(notice).toMatchObject({ source: 'material-inspection', sourceId: b.id, severity: 'serious' });
      expect(notice?.title).toContain('GJ-T-020');
    });
    it('when a batch is rejected, then no further round can be entered', async () => {
      const list = (await get(`/api/inspection/rebar/list?proId=${jiangdong}&status=rejected`)).json().data;
      expect(list.total).toBe(1);
      const res = await post('/api/inspection/rebar/test', {
        ...round1(list.list[0].id, [good, good]),
        round: 2,
      });
      expect(res.json().code).toBe(422);
    });
  });

  it('when two people enter the same round at once, then one is recorded and the other is told the batch moved on', async () => {
    const b = (await post('/api/inspection/rebar/add', batch({ batchNo: 'GJ-T-030', tonnage: '10' }))).json()
      .data;
    const [a, c] = await Promise.all([
      post('/api/inspection/rebar/test', round1(b.id, [good, good])),
      post('/api/inspection/rebar/test', round1(b.id, [good, good]), sun),
    ]);
    expect([a.json().code, c.json().code].sort()).toEqual([200, 422]);
    expect((await get(`/api/inspection/rebar/detail?id=${b.id}`)).json().data.tests).toHaveLength(1);
    await post('/api/inspection/rebar/remove', { ids: [b.id] });
  });
  it('when listed, then filters, detail, manufacturers, statistics and numbers answer; a non-member is refused', async () => {
    const page = (await get(`/api/inspection/rebar/list?proId=${jiangdong}&keyword=GJ-T`)).json().data;
    expect(page.total).toBe(3);
    expect(
      (
        await get(`/api/inspection/rebar/list?proId=${jiangdong}&status=accepted&grade=hrb400&keyword=GJ-T`)
      ).json().data.total,
    ).toBe(1);
    expect((await get(`/api/inspection/rebar/detail?id=${id}`)).json().data.tests).toHaveLength(2);
    expect(
      (await get(`/api/inspection/rebar/detail?id=${id}`, await loginAs(t.app, 'zhaolihua'))).json().code,
    ).toBe(200);
    expect((await get(`/api/inspection/rebar/manufacturer?proId=${jiangdong}`)).json().data).toContain(
      '杭州钢铁集团有限公司',
    );
    const stats = (await get(`/api/inspection/rebar/statisticsDetail?proId=${jiangdong}`)).json().data;
    expect(stats.batches.accepted).toBeGreaterThanOrEqual(1);
    expect(stats.batches.rejected).toBe(1);
    const byNo = await post('/api/inspection/rebar/listByNumbers', {
      projectId: jiangdong,
      numbers: ['GJ-T-001', 'GJ-T-020', 'NONE'],
    });
    expect(byNo.json().data.map((b: { batchNo: string }) => b.batchNo)).toEqual(['GJ-T-001', 'GJ-T-020']);
    expect(
      (await post('/api/inspection/rebar/listByNumbers', { projectId: jiangdong, numbers: [] })).json().code,
    ).toBe(422);
    expect((await get(`/api/inspection/rebar/list?proId=${xianghu}`, wang)).json().code).toBe(404);
    expect(
      (await get(`/api/inspection/rebar/detail?id=${id}`, await loginAs(t.app, 'chenzhiming'))).json().code,
    ).toBe(200);
    expect((await get(`/api/inspection/rebar/statisticsDetail?proId=${xianghu}`, sun)).json().code).toBe(404);
    expect((await get(`/api/inspection/rebar/manufacturer?proId=${xianghu}`, sun)).json().code).toBe(404);
    const options = (await get(`/api/inspection/rebar/pileOptions?proId=${jiangdong}`)).json().data;
    expect(options.map((o: { pileId: number }) => o.pileId)).toEqual(expect.arrayContaining(piles));
    expect((await get(`/api/inspection/rebar/pileOptions?proId=${xianghu}`, sun)).json().code).toBe(404);
    expect((await get('/api/inspection/rebar/pileOptions?proId=x')).json().code).toBe(422);
  });

  it('when removed, then the batch and its tests go; a role without remove is refused; bad ids are 422', async () => {
    const b = (await post('/api/inspection/rebar/add', batch({ batchNo: 'GJ-T-099', tonnage: '12' }))).json()
      .data;
    expect((await post('/api/inspection/rebar/remove', { ids: [b.id] }, li)).json().code).toBe(403);
    expect((await post('/api/inspection/rebar/remove', { ids: [] })).json().code).toBe(422);
    expect((await post('/api/inspection/rebar/remove', { ids: [b.id] })).json()).toMatchObject({
      code: 200,
      data: 1,
    });
    expect((await get(`/api/inspection/rebar/detail?id=${b.id}`)).json().code).toBe(404);
  });
});

describe('registrations', () => {
  let regId: number;
  it('when a rebar receipt is registered with a batch, then the detail holds it', async () => {
    const res = await post('/api/registration/add', {
      projectId: jiangdong,
      kind: 'rebar',
      supplier: '浙江物产金属集团有限公司',
      deliveryNote: 'SH-20261110-07',
      arrivalDate: '2026-11-10',
    });
    expect(res.json().code).toBe(200);
    regId = res.json().data.id;
    const b = await post(
      '/api/registration/rebar/add',
      batch({ registrationId: regId, batchNo: 'GJ-R-001', tonnage: '42.5', diameterMm: 16 }),
    );
    expect(b.json().code).toBe(200);
    const upd = await post(
      '/api/registration/rebar/update',
      batch({
        id: b.json().data.id,
        registrationId: regId,
        batchNo: 'GJ-R-001',
        tonnage: '42.5',
        diameterMm: 16,
        heatNo: '24B-0077',
      }),
    );
    expect(upd.json().data.heatNo).toBe('24B-0077');
    expect(
      (await get(`/api/registration/rebar/detail?id=${b.json().data.id}`)).json().data.registrationId,
    ).toBe(regId);
    const d = (await get(`/api/registration/detail?id=${regId}`)).json().data;
    expect(d.rebar.map((x: { batchNo: string }) => x.batchNo)).toEqual(['GJ-R-001']);
    const u = await post('/api/registration/update', {
      id: regId,
      projectId: jiangdong,
      kind: 'rebar',
      supplier: '浙江物产金属集团有限公司',
      deliveryNote: 'SH-20261110-07A',
      arrivalDate: '2026-11-10',
    });
    expect(u.json().data.deliveryNote).toBe('SH-20261110-07A');
    expect((await get(`/api/registration/list?proId=${jiangdong}`)).json().data.total).toBeGreaterThanOrEqual(
      1,
    );
  });
  it('when a registration is bad, foreign or of the wrong kind, then 422/404 and nothing is written', async () => {
    const before = await counts();
    expect(
      (
        await post('/api/registration/add', {
          projectId: jiangdong,
          kind: 'rebar',
          supplier: '',
          arrivalDate: '2026-11-10',
        })
      ).json().code,
    ).toBe(422);
    expect(
      (
        await post('/api/registration/add', {
          projectId: jiangdong,
          kind: 'steel',
          supplier: 'x',
          arrivalDate: '2026-11-10',
        })
      ).json().code,
    ).toBe(422);
    expect(
      (
        await post(
          '/api/registration/add',
          { projectId: xianghu, kind: 'rebar', supplier: 'x', arrivalDate: '2026-11-10' },
          wang,
        )
      ).json().code,
    ).toBe(404);
    expect(
      (
        await post('/api/inspection/rebar/concreteCheck', {
          projectId: jiangdong,
          registrationId: regId,
          deliveryNo: 'HNT-X',
          plant: 'x',
          strengthGrade: 'C30',
          volume: '12',
          arrivalDate: '2026-11-10',
        })
      ).json().code,
    ).toBe(422);
    expect(
      (await get(`/api/registration/detail?id=${regId}`, await loginAs(t.app, 'wanghaitao'))).json().code,
    ).toBe(200);
    expect((await get(`/api/registration/list?proId=${xianghu}`, sun)).json().code).toBe(404);
    expect(await counts()).toEqual(before);
  });
  it('when the receipt is asked for its reports, then its batches answer (getReportDetailQC)', async () => {
    const res = await post('/api/materialReceipt/getReportDetailQC', { registrationId: regId });
    expect(res.json().data.reports).toEqual([
      expect.objectContaining({
        type: 'rebar',
        result: 'pending',
        subject: expect.stringContaining('GJ-R-001'),
      }),
    ]);
    expect((await post('/api/materialReceipt/getReportDetailQC', { registrationId: 'x' })).json().code).toBe(
      422,
    );
    expect(
      (
        await post(
          '/api/materialReceipt/getReportDetailQC',
          { registrationId: regId },
          await loginAs(t.app, 'sunwei'),
        )
      ).json().code,
    ).toBe(200);
  });
  it('when removed by sspId, then the registration and its batches go; a role without remove is refused', async () => {
    expect((await post('/api/inspection/rebar/removeBySspId', { sspId: regId }, li)).json().code).toBe(403);
    expect((await post('/api/inspection/rebar/removeBySspId', { sspId: 0 })).json().code).toBe(422);
    const res = await post('/api/inspection/rebar/removeBySspId', { sspId: regId });
    expect(res.json().data).toEqual({ rebar: 1, concrete: 0 });
    expect((await get(`/api/registration/detail?id=${regId}`)).json().code).toBe(404);
  });
});

describe('material submission (材料报审)', () => {
  it('when a receipt holds an untested batch, then it cannot be submitted; once accepted, supervision approves it', async () => {
    const reg = (
      await post('/api/registration/add', {
        projectId: jiangdong,
        kind: 'rebar',
        supplier: '浙江物产金属集团有限公司',
        deliveryNote: 'SH-20261115-02',
        arrivalDate: '2026-11-15',
      })
    ).json().data;
    const before = await counts();
    const empty = (await post('/api/registration/apply', { registrationId: reg.id })).json();
    expect(empty.code).toBe(422);
    const b = (
      await post(
        '/api/registration/rebar/add',
        batch({ registrationId: reg.id, batchNo: 'GJ-A-001', tonnage: '20' }),
      )
    ).json().data;
    const open = (await post('/api/registration/apply', { registrationId: reg.id })).json();
    expect(open.code).toBe(422);
    expect(open.msg).toContain('GJ-A-001');
    expect((await counts()).registrations).toBe(before.registrations);
    await post('/api/inspection/rebar/test', round1(b.id, [good, good]), sun);
    expect((await post('/api/registration/apply', { registrationId: reg.id }, wang)).json().code).toBe(403);
    expect((await post('/api/registration/apply', { registrationId: reg.id }, liu)).json().code).toBe(403);
    const applied = (
      await post('/api/registration/apply', { registrationId: reg.id, comment: '复试合格，申请报审' })
    ).json();
    expect(applied.data).toMatchObject({ approvalStatus: 'pending', records: 1, openRecords: 0 });
    expect((await post('/api/registration/apply', { registrationId: reg.id })).json().code).toBe(422);
    const act = await post(
      '/api/flow/act',
      { id: applied.data.flowInstanceId, action: 'approve', comment: '同意进场使用' },
      wang,
    );
    expect(act.json().code).toBe(200);
    expect((await get(`/api/registration/detail?id=${reg.id}`)).json().data.approvalStatus).toBe('approved');
  });
});

describe('material submission: a write needs a write action', () => {
  it('when the project manager’s roles may only read the page, then submitting a receipt is 403 and nothing changes', async () => {
    const reg = (
      await post('/api/registration/add', {
        projectId: jiangdong,
        kind: 'rebar',
        supplier: '浙江物产金属集团有限公司',
        deliveryNote: 'SH-20261115-09',
        arrivalDate: '2026-11-15',
      })
    ).json().data;
    const b = (
      await post(
        '/api/registration/rebar/add',
        batch({ registrationId: reg.id, batchNo: 'GJ-R-001', tonnage: '20' }),
      )
    ).json().data;
    await post('/api/inspection/rebar/test', round1(b.id, [good, good]), sun);
    const [page] = await t.db.select({ id: menu.id }).from(menu).where(eq(menu.name, 'MaterialInspection'));
    const rows = and(eq(roleMenu.menuId, page?.id ?? 0), inArray(roleMenu.roleId, [3, 19]));
    const held = await t.db.select().from(roleMenu).where(rows);
    await t.db
      .update(roleMenu)
      .set({ actions: ['list', 'detail'] })
      .where(rows);
    try {
      const res = await post('/api/registration/apply', { registrationId: reg.id, comment: '申请报审' });
      expect(res.statusCode).toBe(403);
    } finally {
      for (const h of held)
        await t.db
          .update(roleMenu)
          .set({ actions: h.actions })
          .where(and(eq(roleMenu.menuId, h.menuId), eq(roleMenu.roleId, h.roleId)));
    }
    const after = (await get(`/api/registration/detail?id=${reg.id}`)).json().data;
    expect(after.approvalStatus).toBe('none');
  });
});

describe('welded joints', () => {
  const weld = (over: Record<string, unknown> = {}) => ({
    projectId: jiangdong,
    lotNo: 'HJ-001',
    jointKind: 'flashButt',
    barGrade: 'HRB400',
    diameterMm: 25,
    jointCount: 280,
    pileIds: [piles[0], piles[1]],
    operator: '周永强',
    ...over,
  });
  const parent = (strength: number) => ({ strength, location: 'parent', mode: 'ductile' });
  const weldBreak = (strength: number) => ({ strength, location: 'weld', mode: 'brittle' });
  let id: number;
  it('when 3 ductile parent breaks ≥ 540 and cracks < 0.5 mm, then the lot passes', async () => {
    const res = await post(
      '/api/inspection/welding/add',
      weld({ tensile: [parent(600), parent(585), parent(590)], bend: [0, 0.3, 0] }),
    );
    expect(res.json().code).toBe(200);
    id = res.json().data.id;
    expect(res.json().data).toMatchObject({
      verdict: 'pass',
      tensileVerdict: 'pass',
      bendVerdict: 'pass',
      lotSize: 300,
    });
    expect(res.json().data.pileNos).toHaveLength(2);
  });
  it('when one weld break is below fstk, then retest with 6; 6 good retests pass it', async () => {
    const res = await post(
      '/api/inspection/welding/add',
      weld({ lotNo: 'HJ-002', tensile: [parent(600), parent(585), weldBreak(530)] }),
    );
    expect(res.json().data).toMatchObject({
      verdict: 'retest',
      tensileVerdict: 'retest',
      bendVerdict: 'pending',
    });
    const lot = res.json().data;
    const upd = await post('/api/inspection/welding/update', {
      ...weld({ lotNo: 'HJ-002', tensile: lot.tensile }),
      id: lot.id,
      retestTensile: [parent(600), parent(590), parent(580), parent(575), weldBreak(560), weldBreak(555)],
      bend: [0, 0, 0],
    });
    expect(upd.json().data).toMatchObject({ verdict: 'pass', tensileVerdict: 'pass' });
  });
  it('when three weld breaks include one below fstk, then the lot fails and a rectification is raised', async () => {
    const res = await post(
      '/api/inspection/welding/add',
      weld({ lotNo: 'HJ-003', tensile: [weldBreak(560), weldBreak(545), weldBreak(520)] }),
    );
    expect(res.json().data.verdict).toBe('fail');
    expect(res.json().data.rectificationId).toBeGreaterThan(0);
  });
  it('when the count, floors, specimens or retest do not fit, then 422 and nothing is written', async () => {
    const before = await counts();
    expect(
      (await post('/api/inspection/welding/add', weld({ lotNo: 'HJ-X1', jointCount: 301 }))).json().code,
    ).toBe(422);
    const floors = await post(
      '/api/inspection/welding/add',
      weld({ lotNo: 'HJ-X2', jointKind: 'electroslag', floorFrom: 1, floorTo: 3 }),
    );
    expect(floors.json().code).toBe(422);
    expect(floors.json().msg).toContain('2');
    expect(
      (await post('/api/inspection/welding/add', weld({ lotNo: 'HJ-X3', tensile: [parent(600)] }))).json()
        .code,
    ).toBe(422);
    expect(
      (
        await post(
          '/api/inspection/welding/add',
          weld({
            lotNo: 'HJ-X4',
            tensile: [parent(600), parent(600), parent(600)],
            retestTensile: [parent(600)],
          }),
        )
      ).json().code,
    ).toBe(422);
    expect(
      (await post('/api/inspection/welding/add', weld({ lotNo: 'HJ-X5', jointKind: 'laser' }))).json().code,
    ).toBe(422);
    expect((await post('/api/inspection/welding/add', weld({ lotNo: 'HJ-001' }))).json().code).toBe(422);
    expect(await counts()).toEqual(before);
  });
  it('when an electroslag lot spans B1 and 1F, then two floors are allowed', async () => {
    const res = await post(
      '/api/inspection/welding/add',
      weld({ lotNo: 'HJ-004', jointKind: 'electroslag', floorFrom: -1, floorTo: 1, pileIds: [] }),
    );
    expect(res.json().data).toMatchObject({
      floorFrom: -1,
      floorTo: 1,
      verdict: 'pending',
      bendVerdict: null,
    });
  });
  it('when listed, detailed, filtered by pile and deleted, then it answers; outsiders are refused', async () => {
    const page = (await get(`/api/inspection/welding/list?proId=${jiangdong}&keyword=HJ-0`)).json().data;
    expect(page.total).toBe(4);
    expect(
      (await get(`/api/inspection/welding/list?proId=${jiangdong}&pileId=${piles[1]}&keyword=HJ-0`)).json()
        .data.total,
    ).toBe(3);
    expect(
      (await get(`/api/inspection/welding/list?proId=${jiangdong}&verdict=fail`)).json().data.total,
    ).toBe(1);
    expect((await get(`/api/inspection/welding/detail?id=${id}`)).json().data.lotNo).toBe('HJ-001');
    expect((await get(`/api/inspection/sleeve/detail?id=${id}`)).json().code).toBe(404);
    expect((await get(`/api/inspection/welding/list?proId=${xianghu}`, wang)).json().code).toBe(404);
    expect((await get(`/api/inspection/welding/delete?id=${id}`, li)).json().code).toBe(403);
    expect((await get('/api/inspection/welding/delete?id=abc')).json().code).toBe(422);
    expect((await get(`/api/inspection/welding/delete?id=${id}`)).json().data).toBe(id);
    expect((await get(`/api/inspection/welding/detail?id=${id}`)).json().code).toBe(404);
  });
});

describe('mechanical splices', () => {
  const sleeve = (over: Record<string, unknown> = {}) => ({
    projectId: jiangdong,
    lotNo: 'TT-001',
    sleeveForm: 'straightThread',
    spliceGrade: 'I',
    barGrade: 'HRB400',
    diameterMm: 28,
    jointCount: 460,
    floorFrom: 1,
    floorTo: 3,
    ...over,
  });
  const bar = (strength: number) => ({ strength, breaksIn: 'bar' });
  const sp = (strength: number) => ({ strength, breaksIn: 'splice' });
  it('when 0 of 3 fail, then pass; 1 fails → retest 6, all pass → pass; 2 fail → fail with a rectification', async () => {
    const a = await post('/api/inspection/sleeve/add', sleeve({ specimens: [bar(600), bar(590), sp(600)] }));
    expect(a.json().data).toMatchObject({ verdict: 'pass', lotSize: 500, spliceGrade: 'I' });
    const b = await post(
      '/api/inspection/sleeve/add',
      sleeve({ lotNo: 'TT-002', specimens: [bar(600), bar(590), sp(590)] }),
    );
    expect(b.json().data.verdict).toBe('retest');
    const b2 = await post('/api/inspection/sleeve/update', {
      ...sleeve({ lotNo: 'TT-002', specimens: [bar(600), bar(590), sp(590)] }),
      id: b.json().data.id,
      retestSpecimens: [bar(600), bar(600), bar(600), bar(600), sp(610), sp(600)],
    });
    expect(b2.json().data.verdict).toBe('pass');
    const c = await post(
      '/api/inspection/sleeve/add',
      sleeve({ lotNo: 'TT-003', specimens: [bar(530), sp(590), bar(600)] }),
    );
    expect(c.json().data.verdict).toBe('fail');
    expect(c.json().data.rectificationId).toBeGreaterThan(0);
  });
  it('when over 500, the wrong specimen count or an unknown grade, then 422 and nothing is written', async () => {
    const before = await counts();
    expect(
      (await post('/api/inspection/sleeve/add', sleeve({ lotNo: 'TT-X1', jointCount: 501 }))).json().code,
    ).toBe(422);
    expect(
      (
        await post('/api/inspection/sleeve/add', sleeve({ lotNo: 'TT-X2', specimens: [bar(600), bar(600)] }))
      ).json().code,
    ).toBe(422);
    expect(
      (await post('/api/inspection/sleeve/add', sleeve({ lotNo: 'TT-X3', spliceGrade: 'IV' }))).json().code,
    ).toBe(422);
    expect(
      (
        await post(
          '/api/inspection/sleeve/add',
          sleeve({ lotNo: 'TT-X4', specimens: [bar(600), bar(600), bar(600)], retestSpecimens: [bar(600)] }),
        )
      ).json().code,
    ).toBe(422);
    expect((await post('/api/inspection/sleeve/update', sleeve({ lotNo: 'TT-X5' }))).json().code).toBe(422);
    expect(await counts()).toEqual(before);
  });
  it('when listed and deleted, then it answers; outsiders are refused', async () => {
    const page = (await get(`/api/inspection/sleeve/list?proId=${jiangdong}&keyword=TT-0`)).json().data;
    expect(page.total).toBe(3);
    const lot = page.list[0];
    expect((await get(`/api/inspection/sleeve/detail?id=${lot.id}`)).json().data.category).toBe('sleeve');
    expect((await get(`/api/inspection/sleeve/list?proId=${xianghu}`, sun)).json().code).toBe(404);
    expect((await get(`/api/inspection/sleeve/delete?id=${lot.id}`, wang)).json().code).toBe(403);
    expect((await get(`/api/inspection/sleeve/delete?id=${lot.id}`)).json().code).toBe(200);
  });
});

describe('concrete deliveries', () => {
  const delivery = (over: Record<string, unknown> = {}) => ({
    projectId: jiangdong,
    pileId: emptyPile,
    deliveryNo: 'HNT-20261112-031',
    plant: '杭州钱塘混凝土有限公司',
    strengthGrade: 'C35',
    volume: '12.000',
    arrivalDate: '2026-11-12',
    environment: 'humid',
    chloridePercent: 0.06,
    ...over,
  });
  it('when a delivery with 0.06 % chloride is checked for humid ground, then it passes', async () => {
    const res = await post('/api/inspection/rebar/concreteCheck', delivery());
    expect(res.json().code).toBe(200);
    expect(res.json().data).toMatchObject({ chloridePass: true, chlorideLimit: 0.2 });
  });
  it('when a delivery holds 0.25 %, then it fails and a rectification is raised; unchecked stays open', async () => {
    const res = await post(
      '/api/inspection/rebar/concreteCheck',
      delivery({ deliveryNo: 'HNT-20261112-032', chloridePercent: 0.25 }),
    );
    expect(res.json().data).toMatchObject({ chloridePass: false });
    expect(res.json().data.rectificationId).toBeGreaterThan(0);
    const open = await post(
      '/api/inspection/rebar/concreteCheck',
      delivery({ deliveryNo: 'HNT-20261112-033', chloridePercent: null }),
    );
    expect(open.json().data.chloridePass).toBeNull();
    const upd = await post(
      '/api/inspection/rebar/concreteCheck',
      delivery({ id: open.json().data.id, deliveryNo: 'HNT-20261112-033', chloridePercent: 0.1 }),
    );
    expect(upd.json().data.chloridePass).toBe(true);
  });
  it('when the input is bad or the caller is not a member, then 422/404 and nothing is written', async () => {
    const before = await counts();
    expect(
      (
        await post('/api/inspection/rebar/concreteCheck', delivery({ deliveryNo: 'X1', strengthGrade: '35' }))
      ).json().code,
    ).toBe(422);
    expect(
      (await post('/api/inspection/rebar/concreteCheck', delivery({ deliveryNo: 'X2', volume: '-1' }))).json()
        .code,
    ).toBe(422);
    expect(
      (
        await post('/api/inspection/rebar/concreteCheck', delivery({ deliveryNo: 'X3', environment: 'sea' }))
      ).json().code,
    ).toBe(422);
    expect((await post('/api/inspection/rebar/concreteCheck', delivery())).json().code).toBe(422);
    expect(
      (
        await post(
          '/api/inspection/rebar/concreteCheck',
          delivery({ projectId: xianghu, pileId: null, deliveryNo: 'X4' }),
          wang,
        )
      ).json().code,
    ).toBe(404);
    expect(await counts()).toEqual(before);
  });
  it('when listed by project, pile and status, then the deliveries answer', async () => {
    expect(
      (await get(`/api/inspection/rebar/concreteList?proId=${jiangdong}&pileId=${emptyPile}`)).json().data
        .total,
    ).toBe(3);
    expect(
      (await get(`/api/inspection/rebar/concreteList?proId=${jiangdong}&chloride=fail`)).json().data.total,
    ).toBe(1);
    expect((await get(`/api/inspection/rebar/concretePile?pileId=${emptyPile}`)).json().data).toHaveLength(3);
    expect((await get(`/api/inspection/rebar/concretePile?pileId=${foreignPile}`, wang)).json().code).toBe(
      404,
    );
    expect((await get(`/api/inspection/rebar/concreteList?proId=${xianghu}`, sun)).json().code).toBe(404);
    const perPile = (await get(`/api/registration/concrete/pileList?proId=${jiangdong}`)).json().data;
    expect(perPile.find((p: { pileId: number }) => p.pileId === emptyPile)).toMatchObject({
      deliveries: 3,
      volume: '36.000',
      chlorideChecked: 3,
      chlorideFailed: 1,
    });
    expect((await get(`/api/registration/concrete/pileList?proId=${xianghu}`, sun)).json().code).toBe(404);
  });
});

describe('by pile and reports', () => {
  it('when a pile is asked for, then its cage rebar, joint lots and concrete answer', async () => {
    const res = (await get(`/api/inspection/getByPile?pileId=${piles[0]}`)).json().data;
    expect(res.rebar.map((b: { batchNo: string }) => b.batchNo)).toContain('GJ-T-001');
    expect(res.joints.length).toBeGreaterThanOrEqual(2);
    expect((await get(`/api/inspection/getByPile?pileId=${emptyPile}`)).json().data.concrete).toHaveLength(3);
    expect((await get(`/api/inspection/getByPile?pileId=${foreignPile}`, wang)).json().code).toBe(404);
    expect((await get('/api/inspection/getByPile?pileId=0')).json().code).toBe(422);
  });
  it('when the foundation reports are listed, then every kind answers with its result', async () => {
    const all = (await post('/api/foundation/report/list', { projectId: jiangdong })).json().data;
    const types = new Set(all.list.map((r: { type: string }) => r.type));
    expect([...types].sort()).toEqual(['concrete', 'rebar', 'sleeve', 'welding']);
    const rebar = (
      await post('/api/foundation/report/list', { projectId: jiangdong, type: 'rebar', limit: 5 })
    ).json().data;
    expect(rebar.list.every((r: { type: string }) => r.type === 'rebar')).toBe(true);
    expect(rebar.list.find((r: { subject: string }) => r.subject.startsWith('GJ-T-001'))).toMatchObject({
      result: 'pass',
      reportNo: 'JC-2026-GJ-0118',
    });
    expect(
      (await post('/api/foundation/report/list', { projectId: jiangdong, type: 'paint' })).json().code,
    ).toBe(422);
    expect((await post('/api/foundation/report/list', { projectId: xianghu }, sun)).json().code).toBe(404);
  });
});

describe('sample codes and QR labels (docs/domains/witness.md "Labelled specimens")', () => {
  const day = '2026-11-21';
  const prefix = () => `CL-${jiangdong}-20261121-`;
  let ids: number[] = [];
  let codes: string[] = [];
  let foreign: { id: number; sampleNo: string };

  it('when batches are received, then each gets the next CL- code of its project and day, also when added at once', async () => {
    const seeded = (await get(`/api/inspection/rebar/list?proId=${jiangdong}&keyword=GJ-2026`)).json().data
      .list;
    for (const b of seeded) expect(b.sampleNo).toMatch(new RegExp(`^CL-${jiangdong}-\\d{8}-\\d{3}$`));
    const first = (
      await post('/api/inspection/rebar/add', batch({ batchNo: 'CL-T-1', arrivalDate: day }))
    ).json();
    const second = (
      await post('/api/inspection/rebar/add', batch({ batchNo: 'CL-T-2', arrivalDate: day }))
    ).json();
    expect([first.data.sampleNo, second.data.sampleNo]).toEqual([`${prefix()}001`, `${prefix()}002`]);
    const together = await Promise.all(
      ['CL-T-3', 'CL-T-4', 'CL-T-5'].map((batchNo) =>
        post('/api/inspection/rebar/add', batch({ batchNo, arrivalDate: day, tonnage: '10' })),
      ),
    );
    const more = together.map((r) => r.json().data.sampleNo as string).sort();
    expect(more).toEqual([`${prefix()}003`, `${prefix()}004`, `${prefix()}005`]);
    ids = [first.data.id, second.data.id, ...together.map((r) => r.json().data.id as number)];
    codes = [first.data.sampleNo, second.data.sampleNo, ...more];
    const x = (
      await post(
        '/api/inspection/rebar/add',
        batch({ projectId: xianghu, batchNo: 'CL-X-1', arrivalDate: day }),
      )
    ).json();
    expect(x.code).toBe(200);
    expect(x.data.sampleNo).toBe(`CL-${xianghu}-20261121-001`);
    foreign = x.data;
  });

  it('when the label sheet is asked, then an A4 PDF (or 50×30 mm pages) showing each code, project and batch', async () => {
    const a4 = await get(`/api/inspection/rebar/labelsPdf?proId=${jiangdong}&ids=${ids.join(',')}&format=a4`);
    expect(a4.statusCode).toBe(200);
    expect(a4.headers['content-type']).toBe('application/pdf');
    const raw = a4.rawPayload.toString('latin1');
    expect(raw.startsWith('%PDF-')).toBe(true);
    expect(raw).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    const text = pdfTexts(a4.rawPayload).join('\n');
    for (const code of codes) expect(text).toContain(code);
    expect(text).toContain('批号：CL-T-1');
    expect(text).toContain('牌号规格：HRB400 Φ25');
    const thermal = await get(
      `/api/inspection/rebar/labelsPdf?proId=${jiangdong}&ids=${ids[0]}&format=thermal`,
    );
    const one = thermal.rawPayload.toString('latin1');
    expect(one).toMatch(/\/MediaBox \[0 0 141\.7322\d* 85\.0393\d*\]/);
    expect(one.match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(pdfTexts(thermal.rawPayload).join('\n')).toContain(codes[0]);
  });

  it("when another project's member asks for its labels or scans its code, then 404, as for a batch of another project", async () => {
    // 王海涛 supervises 江东, not 湘湖.
    expect(
      (await get(`/api/inspection/rebar/labelsPdf?proId=${xianghu}&ids=${foreign.id}`, wang)).statusCode,
    ).toBe(404);
    expect((await get(`/api/inspection/rebar/scan?code=${foreign.sampleNo}`, wang)).statusCode).toBe(404);
    expect(
      (await get(`/api/inspection/rebar/labelsPdf?proId=${jiangdong}&ids=${foreign.id}`)).statusCode,
    ).toBe(404);
    expect((await get(`/api/inspection/rebar/labelsPdf?proId=${jiangdong}&ids=`)).statusCode).toBe(422);
  });

  it('when a member scans a CL- code, then the batch with its project answers; an unknown code is 404', async () => {
    const seen = await get(`/api/inspection/rebar/scan?code=${codes[0]}`, wang);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toMatchObject({
      projectName: expect.any(String),
      batch: { id: ids[0], sampleNo: codes[0], batchNo: 'CL-T-1', status: 'pending', tests: [] },
    });
    expect(seen.json().data.projectName.length).toBeGreaterThan(0);
    expect((await get(`/api/inspection/rebar/scan?code=CL-0-00000000-999`)).statusCode).toBe(404);
  });

  it('when the day’s last batch is removed, then the next batch of that day gets a new code, never the removed one', async () => {
    const last = (
      await post('/api/inspection/rebar/add', batch({ batchNo: 'CL-T-6', arrivalDate: day }))
    ).json();
    expect(last.data.sampleNo).toBe(`${prefix()}006`);
    expect((await post('/api/inspection/rebar/remove', { ids: [last.data.id] })).json().code).toBe(200);
    const next = (
      await post('/api/inspection/rebar/add', batch({ batchNo: 'CL-T-7', arrivalDate: day }))
    ).json();
    expect(next.data.sampleNo).toBe(`${prefix()}007`);
  });
});

describe('welded-joint and splice lot codes and QR labels (docs/domains/witness.md "Labelled specimens")', () => {
  const prefix = (projectId = jiangdong) => `JT-${projectId}-${businessToday().replaceAll('-', '')}-`;
  const weld = (lotNo: string, projectId = jiangdong) => ({
    projectId,
    lotNo,
    jointKind: 'electroslag',
    barGrade: 'HRB400',
    diameterMm: 22,
    jointCount: 120,
    floorFrom: 2,
    floorTo: 3,
    operator: '周永强',
  });
  const splice = (lotNo: string) => ({
    projectId: jiangdong,
    lotNo,
    sleeveForm: 'straightThread',
    spliceGrade: 'I',
    barGrade: 'HRB400',
    diameterMm: 28,
    jointCount: 200,
  });
  let weldLot: { id: number; sampleNo: string };
  let spliceLot: { id: number; sampleNo: string };
  let foreign: { id: number; sampleNo: string };

  it('when lots are recorded, then welding and splice lots draw the next JT- codes of the project and day, distinct when at once', async () => {
    const seeded = (await get(`/api/inspection/welding/list?proId=${jiangdong}&keyword=HJ-2026`)).json().data;
    for (const l of seeded.list) expect(l.sampleNo).toMatch(new RegExp(`^JT-${jiangdong}-\\d{8}-\\d{3}$`));
    const [a, b, c] = await Promise.all([
      post('/api/inspection/welding/add', weld('JT-W-1')),
      post('/api/inspection/sleeve/add', splice('JT-S-1')),
      post('/api/inspection/welding/add', weld('JT-W-2')),
    ]);
    const codes = [a, b, c].map((r) => r.json().data.sampleNo as string);
    for (const code of codes) expect(code.startsWith(prefix())).toBe(true);
    expect(new Set(codes).size).toBe(3);
    const numbers = codes.map((code) => Number(code.slice(prefix().length))).sort((x, y) => x - y);
    expect(numbers[2]! - numbers[0]!).toBe(2);
    weldLot = a.json().data;
    spliceLot = b.json().data;
    // The code is the lot's: an update keeps it.
    const updated = await post('/api/inspection/sleeve/update', {
      ...splice('JT-S-1'),
      id: spliceLot.id,
      jointCount: 210,
    });
    expect(updated.json().data.sampleNo).toBe(spliceLot.sampleNo);
    const x = (await post('/api/inspection/welding/add', weld('JT-X-1', xianghu))).json();
    expect(x.data.sampleNo).toBe(`${prefix(xianghu)}001`);
    foreign = x.data;
  });

  it('when the day’s last lot is deleted, then the next lot gets a new number, never the deleted one', async () => {
    const last = (await post('/api/inspection/welding/add', weld('JT-W-3'))).json().data;
    expect((await get(`/api/inspection/welding/delete?id=${last.id}`)).json().code).toBe(200);
    const next = (await post('/api/inspection/welding/add', weld('JT-W-4'))).json().data;
    expect(Number(next.sampleNo.slice(prefix().length))).toBe(
      Number(last.sampleNo.slice(prefix().length)) + 1,
    );
  });

  it('when the label sheet is asked, then an A4 PDF (or 50×30 mm pages) showing each code, project, lot and kind', async () => {
    const ids = `${weldLot.id},${spliceLot.id}`;
    const a4 = await get(`/api/inspection/joint/labelsPdf?proId=${jiangdong}&ids=${ids}&format=a4`);
    expect(a4.statusCode).toBe(200);
    expect(a4.headers['content-type']).toBe('application/pdf');
    expect(a4.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    const text = pdfTexts(a4.rawPayload).join('\n');
    for (const code of [weldLot.sampleNo, spliceLot.sampleNo]) expect(text).toContain(code);
    expect(text).toContain('批号：JT-W-1');
    // Every line whole, none cut short by the label's width.
    expect(text).toContain('焊接：电渣压力焊');
    expect(text).toContain('机械连接：滚轧直螺纹 I 级');
    expect(text).toContain('牌号规格：HRB400 Φ22');
    expect(text).toContain('120 个接头 · 2～3 层');
    expect(text).toContain('210 个接头');
    expect(text).not.toContain('…');
    const thermal = await get(
      `/api/inspection/joint/labelsPdf?proId=${jiangdong}&ids=${weldLot.id}&format=thermal`,
    );
    const one = thermal.rawPayload.toString('latin1');
    expect(one).toMatch(/\/MediaBox \[0 0 141\.7322\d* 85\.0393\d*\]/);
    expect(one.match(/\/Type \/Page\b/g)).toHaveLength(1);
  });

  it("when someone off the lot's project asks for its labels or scans its code, then 404, as for an unknown code", async () => {
    // 王海涛 supervises 江东, not 湘湖.
    expect(
      (await get(`/api/inspection/joint/labelsPdf?proId=${xianghu}&ids=${foreign.id}`, wang)).statusCode,
    ).toBe(404);
    expect((await get(`/api/inspection/joint/scan?code=${foreign.sampleNo}`, wang)).statusCode).toBe(404);
    expect(
      (await get(`/api/inspection/joint/labelsPdf?proId=${jiangdong}&ids=${foreign.id}`)).statusCode,
    ).toBe(404);
    expect((await get(`/api/inspection/joint/labelsPdf?proId=${jiangdong}&ids=`)).statusCode).toBe(422);
    expect((await get('/api/inspection/joint/scan?code=JT-0-00000000-999')).statusCode).toBe(404);
  });

  it('when a member scans a JT- code, then the lot with its project answers', async () => {
    const seen = await get(`/api/inspection/joint/scan?code=${spliceLot.sampleNo}`, wang);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toMatchObject({
      projectName: expect.any(String),
      lot: {
        id: spliceLot.id,
        sampleNo: spliceLot.sampleNo,
        category: 'sleeve',
        lotNo: 'JT-S-1',
        jointCount: 210,
      },
    });
  });
});
