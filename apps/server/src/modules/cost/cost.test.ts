import { businessDaysFromToday, type CostItem, type CostSummary } from '@zhuji/shared';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { edgeOf } from '../../../test/clock';
import { seededApp } from '../../../test/seeded-app';
import { auditLog } from '../../platform/audit/audit.table';
import { XLSX_TYPE } from '../../platform/kit/excel';
import { costRecord } from './cost.table';

// "Today" is fixed for the demo and the expectations alike (test/clock.ts).
const seededAt = edgeOf('after');
const zhang = 'zhangjianguo'; // 项目经理: keeps the ledger
const li = 'lixiaofeng'; // 专职质量检查员: a contractor role that reads it
const wang = 'wanghaitao'; // 专业监理工程师: supervision does not see the contractor's ledger
const t = seededApp({ users: [zhang, li, wang], clock: seededAt, caller: null });
const { get, post } = t;

const pile = () => t.project('jiangdongPile');
const rows = () => t.db.select().from(costRecord).where(eq(costRecord.projectId, pile()));
const line = (over: Record<string, unknown> = {}) => ({
  projectId: pile(),
  voucherNo: '记-2026-11-0901',
  costDate: '2026-11-20',
  category: 'MATERIAL',
  subject: 'HRB400E Φ28 螺纹钢',
  payee: '杭州钢铁集团有限公司',
  quantity: '12.5',
  unit: 't',
  unitPrice: '4380',
  taxRate: '13',
  ...over,
});

describe('成本台账', () => {
  it('when the project manager lists it, then the seeded lines come newest first with their VAT separated', async () => {
    const res = await get(`/api/project/cost/list?proId=${pile()}&limit=50`, zhang);
    expect(res.statusCode).toBe(200);
    const { list, total } = res.json().data as { list: CostItem[]; total: number };
    expect(total).toBe(10);
    expect(list.map((c) => c.costDate)).toEqual([...list.map((c) => c.costDate)].sort().reverse());
    const rebar = list.find((c) => c.subject.startsWith('HRB400E Φ25'));
    // 36.45 t × 4 380 = 159 651.00; VAT 13 %: 159 651 × 13 ÷ 113 = 18 366.929… → 18 366.93.
    expect(rebar).toMatchObject({ amount: '159651.00', taxAmount: '18366.93', netAmount: '141284.07' });
  });

  it('when a line is added by quantity and unit price, then the server computes the amount, VAT and net, and audits it', async () => {
    const res = await post('/api/project/cost/add', line(), zhang);
    expect(res.statusCode).toBe(200);
    const item: CostItem = res.json().data;
    expect(item).toMatchObject({ amount: '54750.00', taxAmount: '6298.67', netAmount: '48451.33' });
    // A lump sum: one of quantity and price left out, the amount entered is used.
    const lump = await post(
      '/api/project/cost/update',
      { id: item.id, quantity: null, amount: '109000', taxRate: '9' },
      zhang,
    );
    expect(lump.statusCode).toBe(200);
    expect(lump.json().data).toMatchObject({
      amount: '109000.00',
      taxAmount: '9000.00',
      netAmount: '100000.00',
    });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'cost'), eq(auditLog.recordId, item.id)));
    expect(audits.map((a) => a.action)).toEqual(['add', 'update']);
  });

  it('when the input is bad, then 422 naming the field and nothing is written', async () => {
    const before = (await rows()).length;
    const tomorrow = businessDaysFromToday(1);
    for (const [bad, field] of [
      [{ costDate: tomorrow }, 'costDate'],
      [{ quantity: undefined, unitPrice: undefined }, 'amount'],
      [{ taxRate: '17' }, 'taxRate'],
      [{ category: 'FOOD' }, 'category'],
      [{ unitPrice: '-5' }, 'unitPrice'],
      [{ voucherNo: '' }, 'voucherNo'],
      [{ subject: '钢' }, 'subject'],
    ] as const) {
      const res = await post('/api/project/cost/add', line({ voucherNo: '记-BAD-1', ...bad }), zhang);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(res.json().msg).toContain(field);
    }
    const twice = await post('/api/project/cost/add', line({ voucherNo: '记-2026-11-0901' }), zhang);
    expect(twice.statusCode).toBe(409);
    expect((await rows()).length).toBe(before);
  });

  it('when a contractor role without the ledger writes, then 403; supervision does not see it (403), outsiders are told it does not exist (404); anonymous is not logged in', async () => {
    const before = (await rows()).length;
    expect((await get(`/api/project/cost/list?proId=${pile()}`, li)).statusCode).toBe(200);
    expect((await post('/api/project/cost/add', line({ voucherNo: '记-LI-1' }), li)).statusCode).toBe(403);
    expect((await get(`/api/project/cost/list?proId=${pile()}`, wang)).statusCode).toBe(403);
    expect((await get(`/api/project/cost/summary?proId=${pile()}`, wang)).statusCode).toBe(403);
    const xianghu = t.project('xianghuPile');
    expect((await get(`/api/project/cost/list?proId=${xianghu}`, li)).statusCode).toBe(404);
    expect((await get(`/api/project/cost/list?proId=${pile()}`)).json().code).toBe(400);
    expect((await rows()).length).toBe(before);
  });

  it('when the summary is asked for, then the totals are the sums of the lines, per category too', async () => {
    const res = await get(`/api/project/cost/summary?proId=${pile()}`, zhang);
    expect(res.statusCode).toBe(200);
    const summary: CostSummary = res.json().data;
    const all = await rows();
    const fen = (xs: string[]) => xs.reduce((s, x) => s + Math.round(Number(x) * 100), 0);
    expect(summary.total.count).toBe(all.length);
    expect(Math.round(Number(summary.total.amount) * 100)).toBe(fen(all.map((r) => r.amount)));
    expect(Math.round(Number(summary.total.taxAmount) * 100)).toBe(fen(all.map((r) => r.taxAmount)));
    const material = summary.byCategory.find((c) => c.category === 'MATERIAL')!;
    const materials = all.filter((r) => r.category === 'MATERIAL');
    expect(material.count).toBe(materials.length);
    expect(Math.round(Number(material.amount) * 100)).toBe(fen(materials.map((r) => r.amount)));
    expect(summary.byCategory).toHaveLength(7);
    expect(summary.byCategory.find((c) => c.category === 'OTHER')).toEqual({
      category: 'OTHER',
      amount: '0.00',
      count: 0,
    });
  });

  it('when exported and imported again, then the workbook carries the lines and a re-import adds nothing', async () => {
    const exported = await t.app.inject({
      url: `/api/project/cost/export?proId=${pile()}`,
      headers: { 'x-auth-token': t.token(zhang) },
    });
    expect(exported.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).text).toBe('凭证号');
    expect(sheet.rowCount).toBe((await rows()).length + 1);

    const fresh = new ExcelJS.Workbook();
    const ws = fresh.addWorksheet('成本台账');
    ws.addRow([
      '凭证号',
      '发生日期',
      '成本类别',
      '费用事项',
      '数量',
      '单位',
      '含税单价(元)',
      '含税金额(元)',
      '税率(%)',
    ]);
    ws.addRow([
      '记-2026-11-0950',
      '2026-11-18',
      'MACHINERY',
      '汽车吊 25t 台班',
      '3',
      '台班',
      '2600',
      '',
      '9',
    ]);
    ws.addRow(['记-2026-11-0951', '2026-11-19', 'LABOR', '钢筋班组劳务费', '', '', '', '52000', '3']);
    const file = Buffer.from(await fresh.xlsx.writeBuffer());
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/project/cost/import?proId=${pile()}`,
        headers: { 'x-auth-token': t.token(zhang), 'content-type': XLSX_TYPE },
        payload: file,
      });
    const first = await send();
    expect(first.json().data).toMatchObject({ total: 2, inserted: 2, skipped: 0, errors: [] });
    const crane = (await rows()).find((r) => r.voucherNo === '记-2026-11-0950');
    expect(crane).toMatchObject({ amount: '7800.00', taxAmount: '644.04', netAmount: '7155.96' });
    expect((await send()).json().data).toMatchObject({ inserted: 0, skipped: 2 });
  });
});
