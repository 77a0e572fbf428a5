import { businessDate, type PriceComparisonRow } from '@zhuji/shared';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { seededApp } from '../../../test/seeded-app';
import { auditLog } from '../../platform/audit/audit.table';
import { appUser, project, projectMember } from '../../platform/identity';
import { XLSX_TYPE } from '../../platform/kit/excel';
import { materialPricePlan, materialReceipt } from './material.table';

// docs/domains/material.md "price plans": planned unit prices per material and period, compared with the quotes.

const zhang = 'zhangjianguo';
const wang = 'wanghaitao';
const zhou = 'zhouwenbo';
const t = seededApp({ users: [zhang, wang, zhou], lang: 'zh' });
const { get, post } = t;
const pile = () => t.project('jiangdongPile');

async function written() {
  const [audits] = await t.db.select({ n: count() }).from(auditLog);
  return {
    plans: await t.db.select().from(materialPricePlan).orderBy(materialPricePlan.id),
    audits: audits?.n,
  };
}
const plan = (over: Record<string, unknown> = {}) => ({
  projectId: pile(),
  material: '水下商品混凝土',
  specification: 'C40 P8',
  unit: 'm³',
  plannedPrice: '530.00',
  validFrom: '2026-12-01',
  validTo: '2026-12-31',
  ...over,
});

describe('price comparison (material/pricePlan/compare)', () => {
  it('when the seeded plans meet the seeded quotes, then C35 at 508.00 on 480.00 is +5.83 % and flagged', async () => {
    const res = await get(`/api/material/pricePlan/compare?proId=${pile()}`);
    expect(res.statusCode).toBe(200);
    const { thresholdPercent, list } = res.json().data;
    expect(thresholdPercent).toBe(5);
    const by = (spec: string) => list.find((r: { specification: string }) => r.specification === spec);
    expect(by('C35 P6')).toMatchObject({
      plannedPrice: '480.00',
      quoteCount: 2,
      actualPrice: '508.00',
      actualSource: 'lowest',
      highestPrice: '512.00',
      deviationPercent: 5.83,
      overThreshold: true,
    });
    expect(by('C30 P6')).toMatchObject({
      actualPrice: '479.50',
      deviationPercent: -1.13,
      overThreshold: false,
    });
    expect(by('C15 垫层')).toMatchObject({
      actualPrice: '398.00',
      deviationPercent: 3.38,
      overThreshold: false,
    });
    expect(by('HRB400E Φ25')).toMatchObject({ quoteCount: 0, actualPrice: null, overThreshold: false });
    // The pile concrete has no quote; it is compared with its receipts only (below).
    expect(by('C30 水下')).toMatchObject({ quoteCount: 0, actualPrice: null });
    // A lower threshold flags the C15 quote too.
    const strict = (await get(`/api/material/pricePlan/compare?proId=${pile()}&threshold=3`)).json().data;
    expect(strict.list.filter((r: { overThreshold: boolean }) => r.overThreshold)).toHaveLength(2);
    expect((await get(`/api/material/pricePlan/compare?proId=${pile()}&threshold=-1`)).statusCode).toBe(422);
  });
});

describe('price plans (material/pricePlan)', () => {
  it('when a plan is added, then it is listed and audited; the same material and start again is 409', async () => {
    const res = await post('/api/material/pricePlan/add', plan());
    expect(res.statusCode).toBe(200);
    const list = (await get(`/api/material/pricePlan/list?proId=${pile()}&keyword=C40`)).json().data.list;
    expect(list).toEqual([expect.objectContaining({ specification: 'C40 P8', plannedPrice: '530.00' })]);
    expect((await post('/api/material/pricePlan/add', plan())).statusCode).toBe(409);
  });

  it('when the input is bad, then 422 names the field and nothing is written', async () => {
    const before = await written();
    const backwards = await post(
      '/api/material/pricePlan/add',
      plan({ specification: 'X', validTo: '2026-11-30' }),
    );
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().msg).toContain('截止日期不能早于生效日期');
    const en = await post(
      '/api/material/pricePlan/add',
      plan({ specification: 'X', validTo: '2026-11-30' }),
      zhang,
      'en',
    );
    expect(en.json().msg).toContain('The end date cannot be before the start date');
    expect((await post('/api/material/pricePlan/add', plan({ plannedPrice: '12.345' }))).statusCode).toBe(
      422,
    );
    expect((await post('/api/material/pricePlan/add', plan({ plannedPrice: '0' }))).statusCode).toBe(422);
    expect((await post('/api/material/pricePlan/add', plan({ material: ' ' }))).statusCode).toBe(422);
    expect(await written()).toEqual(before);
  });

  it('when an edit would end the period before it starts, then 422 and the plan stays', async () => {
    const [row] = await t.db
      .select()
      .from(materialPricePlan)
      .where(eq(materialPricePlan.specification, 'C35 P6'));
    const res = await post('/api/material/pricePlan/update', { id: row?.id, validTo: '2000-01-01' });
    expect(res.statusCode).toBe(422);
    const [after] = await t.db
      .select()
      .from(materialPricePlan)
      .where(eq(materialPricePlan.id, row?.id ?? 0));
    expect(after?.validTo).toBe(row?.validTo);
  });

  it('when a non-member or the supervisor (no price page) asks, then 404 / 403 and nothing changes', async () => {
    const before = await written();
    expect((await get(`/api/material/pricePlan/list?proId=${pile()}`, zhou)).statusCode).toBe(404);
    expect((await get(`/api/material/pricePlan/compare?proId=${pile()}`, zhou)).statusCode).toBe(404);
    expect((await post('/api/material/pricePlan/add', plan({ specification: 'Y' }), zhou)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/material/pricePlan/compare?proId=${pile()}`, wang)).statusCode).toBe(403);
    expect((await post('/api/material/pricePlan/add', plan({ specification: 'Y' }), wang)).statusCode).toBe(
      403,
    );
    expect(await written()).toEqual(before);
  });
});

describe('price plans against receipts (material/pricePlan/compare)', () => {
  const compare = async (threshold?: number) => {
    const res = await get(
      `/api/material/pricePlan/compare?proId=${pile()}${threshold === undefined ? '' : `&threshold=${threshold}`}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.list as PriceComparisonRow[];
  };
  const rebarPlan = async (threshold?: number) => {
    const row = (await compare(threshold)).find((r) => r.specification === 'HRB400E Φ25');
    expect(row).toBeDefined();
    return row as PriceComparisonRow;
  };
  const receipt = (over: Record<string, unknown> = {}) => ({
    projectId: pile(),
    noteNo: 'HG-2612-0001',
    planNo: 'CL-ZJ-001',
    supplierName: '杭州钢铁集团有限公司',
    vehiclePlate: '浙A5K827',
    receivedDate: businessDate(new Date()),
    noteQuantity: '30.000',
    receivedQuantity: '30.000',
    receiver: '吴建平',
    ...over,
  });
  /** A receipt row written straight into another project: same material, day and a price far off the plan. */
  const foreignReceipt = (projectId: number, noteNo: string) => ({
    projectId,
    noteNo,
    planId: 1,
    planNo: 'CL-XX-001',
    category: 'REBAR' as const,
    specification: 'HRB400E Φ25',
    unit: 'T' as const,
    supplierName: '杭州钢铁集团有限公司',
    vehiclePlate: '浙A00001',
    receivedDate: businessDate(new Date()),
    noteQuantity: '10.000',
    receivedQuantity: '10.000',
    unitPrice: '9999.00',
    deviationPercent: '0.00',
    tolerancePercent: '3.00',
    deviationState: 'WITHIN' as const,
    receiver: '吴建平',
  });

  it('when the demo receipts carry prices, then each plan lists those of its specification, unit and period with their deviation', async () => {
    const rebar = await rebarPlan();
    // The three Φ25 lorries of 杭钢: two at 3920.00 (−0.76 %), the last at 4160.00 (+5.32 %, over 5 %).
    expect(rebar.receipts.map((r) => [r.noteNo, r.unitPrice, r.deviationPercent, r.overThreshold])).toEqual([
      ['HG-2611-0387', '3920.00', -0.76, false],
      ['HG-2611-0392', '3920.00', -0.76, false],
      ['HG-2611-0533', '4160.00', 5.32, true],
    ]);
    // The pile concrete: four mixer trucks at 478.00 against 470.00.
    const concrete = (await compare()).find((r) => r.specification === 'C30 水下');
    expect(concrete?.receipts).toHaveLength(4);
    expect(concrete?.receipts.every((r) => r.deviationPercent === 1.7 && !r.overThreshold)).toBe(true);
    // The quotes' threshold is the receipts' too: at 6 % the 4160.00 lorry is no longer flagged.
    expect((await rebarPlan(6)).receipts.some((r) => r.overThreshold)).toBe(false);
  });

  it('when a receipt is saved with a price, then it is compared; cleared, it drops out; without one it never counts', async () => {
    const added = await post('/api/material/receive/add', receipt({ unitPrice: '4345.00' }));
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({ unitPrice: '4345.00' });
    const listed = (await rebarPlan()).receipts.find((r) => r.noteNo === 'HG-2612-0001');
    // (4345 − 3950) / 3950 = +10.00 %.
    expect(listed).toMatchObject({ unitPrice: '4345.00', deviationPercent: 10, overThreshold: true });

    const unpriced = await post('/api/material/receive/add', receipt({ noteNo: 'HG-2612-0002' }));
    expect(unpriced.statusCode, unpriced.body).toBe(200);
    expect(unpriced.json().data.unitPrice).toBeNull();
    expect((await rebarPlan()).receipts.map((r) => r.noteNo)).not.toContain('HG-2612-0002');

    const cleared = await post('/api/material/receive/update', { id: added.json().data.id, unitPrice: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data.unitPrice).toBeNull();
    expect((await rebarPlan()).receipts.map((r) => r.noteNo)).not.toContain('HG-2612-0001');
  });

  it('when a price is negative, has three decimals or is not a number, then 422 names it and nothing is written', async () => {
    const before = await t.db.select().from(materialReceipt).orderBy(materialReceipt.id);
    for (const unitPrice of ['-1', '12.345', 'abc', '123456789.00']) {
      const res = await post('/api/material/receive/add', receipt({ noteNo: 'HG-2612-0100', unitPrice }));
      expect(res.statusCode, unitPrice).toBe(422);
      expect(res.json().msg).toContain('请输入大于或等于0的数字，最多2位小数');
    }
    const en = await post(
      '/api/material/receive/add',
      receipt({ noteNo: 'HG-2612-0100', unitPrice: '-1' }),
      zhang,
      'en',
    );
    expect(en.json().msg).toContain('Please enter a number of 0 or more with up to 2 decimals');
    expect(await t.db.select().from(materialReceipt).orderBy(materialReceipt.id)).toEqual(before);
  });

  it('when another project of the same company or another company has a receipt of that material, then it is never counted', async () => {
    const before = (await rebarPlan()).receipts;
    const [wangUser] = await t.db.select().from(appUser).where(eq(appUser.account, wang));
    const [other] = await t.db
      .insert(project)
      .values({ name: '价格对比 他单位项目', division: 'PILE_FOUNDATION' })
      .returning({ id: project.id });
    await t.db.insert(projectMember).values({
      projectId: other!.id,
      userId: wangUser!.id,
      roleId: 3,
      companyId: wangUser!.companyId!,
    });
    await t.db
      .insert(materialReceipt)
      .values([
        foreignReceipt(t.project('xianghuPile'), 'XH-RCV-0001'),
        foreignReceipt(other!.id, 'OT-RCV-0001'),
      ]);
    const after = (await rebarPlan()).receipts;
    expect(after).toEqual(before);
    expect(after.some((r) => r.unitPrice === '9999.00')).toBe(false);
  });

  it('when receipts are exported, then the price is a column; imported with it, a good price is saved and a bad one named by its row', async () => {
    const exported = await t.app.inject({
      url: `/api/material/receive/export?proId=${pile()}`,
      headers: { 'x-auth-token': t.token(zhang) },
    });
    expect(exported.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).map(String);
    const priceColumn = headers.indexOf('单价(元)');
    expect(priceColumn).toBeGreaterThan(0);
    const lorry = sheet.getRows(2, sheet.rowCount - 1)?.find((r) => r.getCell(1).text === 'HG-2611-0533');
    expect(lorry?.getCell(priceColumn).text).toBe('4160');

    const fresh = new ExcelJS.Workbook();
    const ws = fresh.addWorksheet('进场收料');
    ws.addRow([
      '送货单号',
      '计划编号',
      '供应商',
      '车牌号',
      '进场日期',
      '送货单数量',
      '实收数量',
      '单价(元)',
      '收料人',
    ]);
    const today = businessDate(new Date());
    ws.addRow([
      'HG-2612-0301',
      'CL-ZJ-001',
      '杭州钢铁集团有限公司',
      '浙A5K827',
      today,
      '20',
      '20',
      '3980.5',
      '吴建平',
    ]);
    ws.addRow([
      'HG-2612-0302',
      'CL-ZJ-001',
      '杭州钢铁集团有限公司',
      '浙A5K827',
      today,
      '20',
      '20',
      '-5',
      '吴建平',
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/material/receive/import?proId=${pile()}`,
      headers: { 'x-auth-token': t.token(zhang), 'content-type': XLSX_TYPE },
      payload: Buffer.from(await fresh.xlsx.writeBuffer()),
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().data;
    expect(result.errors).toEqual([expect.objectContaining({ row: 3 })]);
    expect(result.errors[0].message).toContain('请输入大于或等于0的数字，最多2位小数');
    const [saved] = await t.db
      .select()
      .from(materialReceipt)
      .where(eq(materialReceipt.noteNo, 'HG-2612-0301'));
    expect(saved?.unitPrice).toBe('3980.50');
    expect((await rebarPlan()).receipts.find((r) => r.noteNo === 'HG-2612-0301')).toMatchObject({
      deviationPercent: 0.77,
      overThreshold: false,
    });
  });
});
