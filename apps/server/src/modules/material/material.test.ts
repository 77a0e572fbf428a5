import { businessDaysFromToday } from '@zhuji/shared';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth';
import { edgeOf } from '../../../test/clock';
import { seededApp } from '../../../test/seeded-app';
import { auditLog } from '../../platform/audit/audit.table';
import { materialDelivery, materialDeparture, materialPlan, materialReceipt } from './material.table';

// "Today" is fixed for the demo and the expectations alike (test/clock.ts).
const seededAt = edgeOf('before');
const zhang = 'zhangjianguo';
const li = 'lixiaofeng';
const wang = 'wanghaitao';
const t = seededApp({ users: [zhang, li, wang], clock: seededAt, caller: null });
const { get, post } = t;

const pile = () => t.project('jiangdongPile');
const main = () => t.project('jiangdongMain');
const daysAgo = (n: number) => businessDaysFromToday(-n);

/** Rows of every table the module writes, to show a refused call wrote nothing. */
async function written() {
  const n = async (
    table:
      | typeof materialPlan
      | typeof materialDelivery
      | typeof materialReceipt
      | typeof materialDeparture
      | typeof auditLog,
  ) => (await t.db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    plans: await t.db.select().from(materialPlan),
    deliveries: await n(materialDelivery),
    receipts: await t.db.select().from(materialReceipt),
    departures: await n(materialDeparture),
    audits: await n(auditLog),
  };
}
const planId = async (planNo: string) => {
  const [row] = await t.db
    .select({ id: materialPlan.id })
    .from(materialPlan)
    .where(and(eq(materialPlan.projectId, pile()), eq(materialPlan.planNo, planNo)));
  return row!.id;
};
interface StockRow {
  category: string;
  specification: string;
  planned: string;
  deliveryPlanned: string;
  received: string;
  departed: string;
  inStock: string;
  overToleranceCount: number;
}
const stockOf = async (spec: string): Promise<StockRow | undefined> =>
  (await get(`/api/material/stock/list?proId=${pile()}`, zhang))
    .json()
    .data.list.find((r: StockRow) => r.specification === spec);

describe('the seeded ledger of 一标段 桩基工程', () => {
  it('when listed, then the plan lines, deliveries and receipts come back with one receipt over tolerance', async () => {
    const plans = (await get(`/api/material/plan/list?proId=${pile()}&limit=50`, zhang)).json().data;
    expect(plans.list.map((p: { planNo: string; status: string }) => `${p.planNo} ${p.status}`)).toEqual([
      'CL-ZJ-001 APPROVED',
      'CL-ZJ-002 APPROVED',
      'CL-ZJ-003 APPROVED',
      'CL-ZJ-004 APPROVED',
      'CL-ZJ-005 SUBMITTED',
      'CL-ZJ-006 DRAFT',
    ]);
    const over = (await get(`/api/material/receive/list?proId=${pile()}&deviationState=OVER`, li)).json()
      .data;
    expect(over.list).toHaveLength(1);
    expect(over.list[0]).toMatchObject({
      noteNo: 'HG-2611-0533',
      netWeight: '30.950',
      receivedQuantity: '30.950',
      deviationPercent: '-3.28',
      deviationState: 'OVER',
    });
    const rebar = await stockOf('HRB400E Φ25');
    expect(rebar).toMatchObject({
      category: 'REBAR',
      planned: '108.000',
      deliveryPlanned: '108.000',
      received: '94.970',
      departed: '0.000',
      // 12 cages of the pile seed, 1.734 t each.
      usedByPiles: '20.808',
      usageCount: 12,
      inStock: '74.162',
      overToleranceCount: 1,
    });
    expect(await stockOf('PHC 500 AB 125')).toMatchObject({
      received: '100.000',
      departed: '2.000',
      inStock: '98.000',
    });
    // The draft and the submitted line are not planned yet.
    expect(await stockOf('HRB400E Φ28')).toBeUndefined();
    const options = (await get(`/api/material/plan/options?proId=${pile()}`, li)).json().data;
    expect(options.find((o: { planNo: string }) => o.planNo === 'CL-ZJ-003')).toMatchObject({
      deliveryPlanned: '800.000',
      remaining: '820.000',
    });
  });
});

describe('plan lines and their approval', () => {
  it('when a clerk drafts and submits a line, then only the manager approves it; moves are checked and audited', async () => {
    const added = await post(
      '/api/material/plan/add',
      {
        projectId: pile(),
        planNo: 'CL-ZJ-101',
        category: 'AGGREGATE',
        specification: '中砂 Ⅱ区',
        unit: 'M3',
        plannedQuantity: '320',
        neededBy: daysAgo(-20),
      },
      li,
    );
    expect(added.statusCode).toBe(200);
    const line = added.json().data;
    expect(line.status).toBe('DRAFT');
    // Approving a draft is not a move of the machine.
    expect((await post('/api/material/plan/move', { id: line.id, move: 'approve' }, zhang)).statusCode).toBe(
      409,
    );
    expect(
      (await post('/api/material/plan/move', { id: line.id, move: 'submit' }, li)).json().data.status,
    ).toBe('SUBMITTED');
    // A submitted line is no longer edited or removed.
    expect((await post('/api/material/plan/update', { id: line.id, remark: '改' }, li)).statusCode).toBe(409);
    // The quality inspector may submit but not approve.
    const before = await written();
    expect((await post('/api/material/plan/move', { id: line.id, move: 'approve' }, li)).statusCode).toBe(
      403,
    );
    // A return needs its reason.
    expect((await post('/api/material/plan/move', { id: line.id, move: 'return' }, zhang)).statusCode).toBe(
      422,
    );
    expect(await written()).toEqual(before);
    const returned = await post(
      '/api/material/plan/move',
      { id: line.id, move: 'return', comment: '数量偏大，按分段核减' },
      zhang,
    );
    expect(returned.json().data).toMatchObject({
      status: 'RETURNED',
      reviewerName: '张建国',
      reviewComment: '数量偏大，按分段核减',
    });
    expect(
      (await post('/api/material/plan/update', { id: line.id, plannedQuantity: '280' }, li)).statusCode,
    ).toBe(200);
    await post('/api/material/plan/move', { id: line.id, move: 'submit' }, li);
    const approved = await post('/api/material/plan/move', { id: line.id, move: 'approve' }, zhang);
    expect(approved.json().data).toMatchObject({
      status: 'APPROVED',
      plannedQuantity: '280.000',
      reviewComment: '',
    });
    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'materialPlan'), eq(auditLog.recordId, line.id)));
    expect(audits.map((a) => a.action)).toEqual(['add', 'submit', 'return', 'update', 'submit', 'approve']);
    expect((await post('/api/material/plan/remove', { ids: [line.id] }, zhang)).statusCode).toBe(409);
  });

  it('when the plan is written with bad input, then 422 naming the field and nothing written', async () => {
    const before = await written();
    const bad = await post(
      '/api/material/plan/add',
      {
        projectId: pile(),
        planNo: 'CL-X',
        category: 'REBAR',
        specification: 'Φ20',
        unit: 'T',
        plannedQuantity: '0',
        neededBy: '2026-02-30',
      },
      zhang,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('plannedQuantity');
    const dup = await post(
      '/api/material/plan/add',
      {
        projectId: pile(),
        planNo: 'CL-ZJ-001',
        category: 'REBAR',
        specification: 'Φ20',
        unit: 'T',
        plannedQuantity: '1',
        neededBy: daysAgo(-3),
      },
      zhang,
    );
    expect(dup.statusCode).toBe(409);
    expect(await written()).toEqual(before);
  });
});

describe('delivery plans', () => {
  it('when a delivery would exceed what the approved line has left, then 422 with the numbers; exactly what is left passes', async () => {
    const base = {
      projectId: pile(),
      planNo: 'CL-ZJ-003',
      supplierName: '杭州钱江商品混凝土有限公司',
      deliveryDate: daysAgo(-3),
    };
    const before = await written();
    const over = await post(
      '/api/material/delivery/add',
      { ...base, deliveryNo: 'GH-T-01', quantity: '820.001' },
      li,
    );
    expect(over.statusCode).toBe(422);
    expect(over.json().msg).toContain('剩余可供货量 820.000');
    expect(over.json().msg).toContain('已安排供货 800.000');
    // A line not yet approved takes no deliveries.
    const draft = await post(
      '/api/material/delivery/add',
      { ...base, planNo: 'CL-ZJ-005', deliveryNo: 'GH-T-02', quantity: '1' },
      li,
    );
    expect(draft.statusCode).toBe(422);
    expect(await written()).toEqual(before);
    const ok = await post(
      '/api/material/delivery/add',
      { ...base, deliveryNo: 'GH-T-03', quantity: '820' },
      li,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ specification: 'C30 水下', unit: 'M3' });
    expect(ok.json().data.supplierId).toBeGreaterThan(0);
    // Editing it up by a thousandth is refused too (its own quantity is not counted twice).
    expect(
      (await post('/api/material/delivery/update', { id: ok.json().data.id, quantity: '820.001' }, li))
        .statusCode,
    ).toBe(422);
    expect(
      (await post('/api/material/delivery/update', { id: ok.json().data.id, quantity: '700' }, li))
        .statusCode,
    ).toBe(200);
    // A delivery with receipts stays.
    const [received] = await t.db
      .select()
      .from(materialDelivery)
      .where(eq(materialDelivery.deliveryNo, 'GH-ZJ-001'));
    expect((await post('/api/material/delivery/remove', { ids: [received!.id] }, zhang)).statusCode).toBe(
      409,
    );
  });
});

describe('receipts', () => {
  const base = () => ({
    projectId: pile(),
    planNo: 'CL-ZJ-001',
    deliveryNo: 'GH-ZJ-006',
    vehiclePlate: '浙A29F63',
    receivedDate: daysAgo(0),
    receiver: '吴建平',
  });

  it('when weighed, then the net is the server’s and the receipt is judged against the note (3 % within, 3.01 % over)', async () => {
    const within = await post(
      '/api/material/receive/add',
      { ...base(), noteNo: 'HG-T-01', noteQuantity: '30', grossWeight: '48.320', tareWeight: '17.420' },
      li,
    );
    expect(within.statusCode).toBe(200);
    expect(within.json().data).toMatchObject({
      netWeight: '30.900',
      receivedQuantity: '30.900',
      deviationPercent: '3.00',
      deviationState: 'WITHIN',
      supplierName: '杭州钢铁集团有限公司',
    });
    const before = await written();
    const over = await post(
      '/api/material/receive/add',
      { ...base(), noteNo: 'HG-T-02', noteQuantity: '100', receivedQuantity: '103.01' },
      li,
    );
    expect(over.statusCode).toBe(422);
    expect(over.body).toContain('deviationNote');
    const tare = await post(
      '/api/material/receive/add',
      { ...base(), noteNo: 'HG-T-03', noteQuantity: '30', grossWeight: '17.420', tareWeight: '17.420' },
      li,
    );
    expect(tare.statusCode).toBe(422);
    expect(tare.json().msg).toContain('皮重 17.420t 不小于毛重 17.420t');
    const plate = await post(
      '/api/material/receive/add',
      { ...base(), noteNo: 'HG-T-04', noteQuantity: '30', receivedQuantity: '30', vehiclePlate: '浙I12345' },
      li,
    );
    expect(plate.statusCode).toBe(422);
    expect(plate.body).toContain('vehiclePlate');
    const duplicate = await post(
      '/api/material/receive/add',
      { ...base(), noteNo: 'HG-2611-0387', noteQuantity: '30', receivedQuantity: '30' },
      li,
    );
    expect(duplicate.statusCode).toBe(409);
    const future = await post(
      '/api/material/receive/add',
      { ...base(), noteNo: 'HG-T-05', noteQuantity: '30', receivedQuantity: '30', receivedDate: daysAgo(-1) },
      li,
    );
    expect(future.statusCode).toBe(422);
    expect(await written()).toEqual(before);
    const explained = await post(
      '/api/material/receive/add',
      {
        ...base(),
        noteNo: 'HG-T-02',
        noteQuantity: '100',
        receivedQuantity: '103.01',
        deviationNote: '送货单笔误，以过磅为准',
      },
      li,
    );
    expect(explained.json().data).toMatchObject({ deviationPercent: '3.01', deviationState: 'OVER' });
  });

  it('when a receipt change would take the stock below what departed, then it is refused', async () => {
    const [receipt] = await t.db
      .select()
      .from(materialReceipt)
      .where(eq(materialReceipt.noteNo, 'HD-GZ-26-0886'));
    // 100 piles received, 2 departed: removing the 60 and the 40 would leave −2.
    const first = await t.db
      .select()
      .from(materialReceipt)
      .where(eq(materialReceipt.noteNo, 'HD-GZ-26-0871'));
    expect(
      (await post('/api/material/receive/remove', { ids: [receipt!.id, first[0]!.id] }, zhang)).statusCode,
    ).toBe(409);
    expect(
      (
        await post(
          '/api/material/receive/update',
          { id: receipt!.id, receivedQuantity: '1', deviationNote: '破损拒收，按实收登记' },
          li,
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await post(
          '/api/material/receive/update',
          { id: first[0]!.id, receivedQuantity: '0.5', deviationNote: '破损拒收，按实收登记' },
          li,
        )
      ).statusCode,
    ).toBe(409);
  });
});

describe('departures', () => {
  it('when more than the stock would leave, then 422 with the numbers; the stock left may go', async () => {
    const stock = (await stockOf('HRB400E Φ12'))!;
    expect(stock.inStock).toBe('17.960');
    const body = {
      projectId: pile(),
      planNo: 'CL-ZJ-002',
      reason: 'SURPLUS',
      departureDate: daysAgo(0),
      handler: '吴建平',
    };
    const before = await written();
    const over = await post(
      '/api/material/departure/add',
      { ...body, departureNo: 'TC-T-01', quantity: '17.961' },
      li,
    );
    expect(over.statusCode).toBe(422);
    expect(over.json().msg).toContain('当前库存 17.960');
    expect(await written()).toEqual(before);
    expect(
      (await post('/api/material/departure/add', { ...body, departureNo: 'TC-T-02', quantity: '17.960' }, li))
        .statusCode,
    ).toBe(200);
    expect((await stockOf('HRB400E Φ12'))!.inStock).toBe('0.000');
    expect(
      (await post('/api/material/departure/add', { ...body, departureNo: 'TC-T-03', quantity: '0.001' }, li))
        .statusCode,
    ).toBe(422);
  });
});

describe('who may do what', () => {
  it('when a non-member calls, then 404; a reader or a role without the page, 403; supervision reads; anonymous is not logged in', async () => {
    const before = await written();
    // 张建国 is not on the main structure.
    expect((await get(`/api/material/plan/list?proId=${main()}`, zhang)).statusCode).toBe(404);
    expect((await get(`/api/material/stock/list?proId=${main()}`, zhang)).statusCode).toBe(404);
    expect((await get(`/api/material/stock/export?proId=${main()}`, zhang)).statusCode).toBe(404);
    expect((await get(`/api/material/plan/options?proId=${main()}`, zhang)).statusCode).toBe(404);
    // The supervisor reads and exports, records nothing.
    expect((await get(`/api/material/stock/list?proId=${pile()}`, wang)).statusCode).toBe(200);
    expect((await get(`/api/material/receive/list?proId=${pile()}`, wang)).statusCode).toBe(200);
    const line = await planId('CL-ZJ-005');
    expect((await post('/api/material/plan/move', { id: line, move: 'approve' }, wang)).statusCode).toBe(403);
    expect(
      (
        await post(
          '/api/material/departure/add',
          {
            projectId: pile(),
            departureNo: 'TC-W',
            planNo: 'CL-ZJ-004',
            reason: 'RETURN',
            quantity: '1',
            departureDate: daysAgo(0),
            handler: '王海涛',
          },
          wang,
        )
      ).statusCode,
    ).toBe(403);
    // The lab's tester does not see the material ledger.
    const sun = await loginAs(t.app, 'sunwei');
    expect((await get(`/api/material/stock/list?proId=${pile()}`, sun)).statusCode).toBe(403);
    expect((await get(`/api/material/plan/list?proId=${pile()}`, sun)).statusCode).toBe(403);
    // Site staff record but do not remove.
    expect(
      (await post('/api/material/plan/remove', { ids: [await planId('CL-ZJ-006')] }, li)).statusCode,
    ).toBe(403);
    expect((await post('/api/material/plan/move', { id: 999999, move: 'submit' }, li)).statusCode).toBe(404);
    expect(await written()).toEqual(before);
    expect((await get(`/api/material/stock/list?proId=${pile()}`)).json().code).toBe(400);
    // The manager approves the waiting Φ28 line.
    expect(
      (await post('/api/material/plan/move', { id: line, move: 'approve' }, zhang)).json().data.status,
    ).toBe('APPROVED');
  });

  it('when the stock is exported, then an xlsx comes back', async () => {
    const res = await get(`/api/material/stock/export?proId=${pile()}`, wang);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const plans = await get(`/api/material/receive/export?proId=${pile()}`, zhang);
    expect(plans.statusCode).toBe(200);
  });
});
