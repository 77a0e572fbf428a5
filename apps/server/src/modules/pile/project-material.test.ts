import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seededApp } from '../../../test/seeded-app';
import { auditLog } from '../../platform/audit/audit.table';
import { pile } from './pile.table';

// docs/domains/material.md "stock": the pile pages' stock list, usage and the project material list and update are
// views of the material module's one ledger, the stock 材料库存 shows.

const zhang = 'zhangjianguo';
const liu = 'liuming';
const zhou = 'zhouwenbo';
const t = seededApp({ users: [zhang, liu, zhou], lang: 'zh' });
const { get, post } = t;

let jiangdong: number;
let gz36: number;
const concrete = { category: 'READY_MIX_CONCRETE', specification: 'C30 水下', unit: 'M3' } as const;
const rebar = { category: 'REBAR', specification: 'HRB400E Φ25', unit: 'T' } as const;

interface Row {
  specification: string;
  stock: string;
  used: string;
  usageCount: number;
}
const pileStock = async (spec: string): Promise<Row> =>
  (await get(`/api/pile/material/stockList?proId=${jiangdong}`))
    .json()
    .data.find((r: Row) => r.specification === spec);
const ledgerRow = async (spec: string) =>
  (await get(`/api/material/stock/list?proId=${jiangdong}`))
    .json()
    .data.list.find((r: { specification: string }) => r.specification === spec);
/** The ledger's rows and the audit log: a refused call changes neither. */
async function written() {
  const moves = await t.db.execute(sql`select * from material_stock_move order by id`);
  const [audits] = await t.db.select({ n: count() }).from(auditLog);
  return { moves: moves.rows, audits: audits?.n };
}

beforeAll(async () => {
  jiangdong = t.project('jiangdongPile');
  const [row] = await t.db.select({ id: pile.id }).from(pile).where(eq(pile.pileNo, 'GZ36'));
  gz36 = row?.id ?? 0;
});

describe('the seeded ledger', () => {
  it('when both stock views are read, then they give the same numbers and the seeded uses never overdraw', async () => {
    const fromPile = await pileStock(rebar.specification);
    const fromLedger = await ledgerRow(rebar.specification);
    expect(fromPile).toMatchObject({
      name: '钢筋 HRB400E Φ25',
      received: '94.970',
      used: '20.808',
      stock: '74.162',
    });
    expect(fromLedger).toMatchObject({ usedByPiles: '20.808', usageCount: 12, inStock: '74.162' });
    const list = (await get(`/api/pile/material/stockList?proId=${jiangdong}`)).json().data as Row[];
    for (const r of list) expect(Number(r.stock)).toBeGreaterThanOrEqual(0);
    // Only what went through the site: the planned-only Φ28 line is not offered.
    expect(list.map((r) => r.specification)).not.toContain('HRB400E Φ28');
  });
});

describe('pile usage (pile/material/usageSave)', () => {
  it('when a pile uses concrete within stock, then both views and the pile record show it', async () => {
    const before = await pileStock(concrete.specification);
    const res = await post('/api/pile/material/usageSave', { pileId: gz36, ...concrete, quantity: '12.5' });
    expect(res.statusCode).toBe(200);
    const expected = (Number(before.stock) - 12.5).toFixed(3);
    expect(res.json().data).toMatchObject({ ...concrete, stock: expected });
    expect((await pileStock(concrete.specification)).stock).toBe(expected);
    expect((await ledgerRow(concrete.specification)).inStock).toBe(expected);
    const usage = (await get(`/api/pile/material/usageDetail?id=${gz36}`)).json().data;
    expect(usage).toEqual([
      expect.objectContaining({ ...concrete, pileNo: 'GZ36', quantity: '12.500', userName: '张建国' }),
    ]);
    const info = (await get(`/api/pile/materialInfo?id=${gz36}`)).json().data;
    expect(info.totals).toEqual([
      { ...concrete, name: '商品混凝土 C30 水下', unitText: 'm³', quantity: '12.500' },
    ]);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.resource, 'materialPileUse'));
    expect(audit).toMatchObject({ projectId: jiangdong, action: 'add' });
  });

  it('when the use is beyond the stock, then 422 names the stock, the use and the excess, and nothing is written', async () => {
    const stock = (await pileStock(concrete.specification)).stock;
    const use = (Number(stock) + 7.5).toFixed(1);
    const before = await written();
    const res = await post('/api/pile/material/usageSave', { pileId: gz36, ...concrete, quantity: use });
    expect(res.statusCode).toBe(422);
    const plain = (q: string) => String(Number(q));
    expect(res.json().msg).toContain(
      `商品混凝土 C30 水下 库存 ${plain(stock)} m³，本次用量 ${plain(use)} m³，超出 7.5 m³`,
    );
    const en = await post(
      '/api/pile/material/usageSave',
      { pileId: gz36, ...concrete, quantity: use },
      zhang,
      'en',
    );
    expect(en.json().msg).toContain(`${plain(stock)} m³ in stock, this use is ${plain(use)} m³, 7.5 m³ over`);
    const es = await post(
      '/api/pile/material/usageSave',
      { pileId: gz36, ...concrete, quantity: use },
      zhang,
      'es',
    );
    expect(es.json().msg).toContain('excede en 7.5 m³');
    // A material never received, a zero and a malformed quantity are refused too.
    const never = { category: 'CEMENT', specification: 'P·O 42.5 散装', unit: 'T' };
    expect(
      (await post('/api/pile/material/usageSave', { pileId: gz36, ...never, quantity: '1' })).statusCode,
    ).toBe(422);
    expect(
      (await post('/api/pile/material/usageSave', { pileId: gz36, ...rebar, quantity: '0' })).statusCode,
    ).toBe(422);
    expect(
      (await post('/api/pile/material/usageSave', { pileId: gz36, ...rebar, quantity: '1.2345' })).statusCode,
    ).toBe(422);
    expect(await written()).toEqual(before);
  });

  it('when two uses that each fit but together overdraw arrive at once, then one is refused and the stock stays whole', async () => {
    const stock = Number((await pileStock(rebar.specification)).stock);
    const each = (stock * 0.6).toFixed(3);
    const results = await Promise.all(
      [0, 1].map(() => post('/api/pile/material/usageSave', { pileId: gz36, ...rebar, quantity: each })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect((await pileStock(rebar.specification)).stock).toBe((stock - Number(each)).toFixed(3));
    expect(Number((await ledgerRow(rebar.specification)).inStock)).toBeGreaterThanOrEqual(0);
  });

  it('when the caller is not a member, lacks update, or names no pile, then 404/403 and nothing changes', async () => {
    const before = await written();
    const body = { pileId: gz36, ...rebar, quantity: '0.1' };
    expect((await post('/api/pile/material/usageSave', body, zhou)).statusCode).toBe(404);
    expect((await get(`/api/pile/material/stockList?proId=${jiangdong}`, zhou)).statusCode).toBe(404);
    expect((await get(`/api/pile/material/usageDetail?id=${gz36}`, zhou)).statusCode).toBe(404);
    expect((await post('/api/pile/material/usageSave', body, liu)).statusCode).toBe(403);
    expect((await post('/api/pile/material/usageSave', { ...body, pileId: 99999999 })).statusCode).toBe(404);
    expect(await written()).toEqual(before);
  });
});

describe('material list and stocktake (project/material/list, update)', () => {
  it('when a member lists, then each material comes with what is left and what piles used; keyword filters', async () => {
    const res = await get(`/api/project/material/list?proId=${jiangdong}`);
    expect(res.statusCode).toBe(200);
    const phc = res.json().data.find((m: Row) => m.specification === 'PHC 500 AB 125');
    expect(phc).toMatchObject({
      name: '管桩 PHC 500 AB 125',
      received: '100.000',
      used: '0.000',
      usageCount: 0,
      stock: '98.000',
    });
    const found = (await get(`/api/project/material/list?proId=${jiangdong}&keyword=Φ25`)).json().data;
    expect(found.map((m: Row) => m.specification)).toEqual(['HRB400E Φ25']);
    expect((await get(`/api/project/material/list?proId=${jiangdong}`, liu)).statusCode).toBe(200);
    expect((await get(`/api/project/material/list?proId=${jiangdong}`, zhou)).statusCode).toBe(404);
    expect((await get('/api/project/material/list?proId=abc')).statusCode).toBe(422);
  });

  it('when a stocktake finds less, then the ledger books the correction and both views agree', async () => {
    const phc = { category: 'PIPE_PILE', specification: 'PHC 500 AB 125', unit: 'PIECE' };
    const res = await post('/api/project/material/update', {
      proId: jiangdong,
      ...phc,
      stock: '97',
      reason: '11月盘点：堆场实点 97 根',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ stock: '97.000', adjusted: '-1.000' });
    expect(await ledgerRow('PHC 500 AB 125')).toMatchObject({ adjusted: '-1.000', inStock: '97.000' });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'stocktake'));
    expect(audit?.after).toMatchObject({ stock: '97.000', reason: '11月盘点：堆场实点 97 根' });
  });

  it('when the stocktake input is bad or the caller may not, then refused and nothing changes', async () => {
    const phc = { proId: jiangdong, category: 'PIPE_PILE', specification: 'PHC 500 AB 125', unit: 'PIECE' };
    const before = await written();
    const noReason = await post('/api/project/material/update', { ...phc, stock: '5' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().msg).toContain('reason');
    const badStock = await post('/api/project/material/update', { ...phc, stock: '1.2345', reason: '盘点' });
    expect(badStock.json().msg).toContain('stock');
    expect(
      (await post('/api/project/material/update', { ...phc, stock: '5', reason: '盘点' }, liu)).statusCode,
    ).toBe(403);
    expect(
      (await post('/api/project/material/update', { ...phc, stock: '5', reason: '盘点' }, zhou)).statusCode,
    ).toBe(404);
    expect(await written()).toEqual(before);
  });
});
