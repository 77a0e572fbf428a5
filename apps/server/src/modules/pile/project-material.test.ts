import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seededApp } from '../../../test/seeded-app';
import { auditLog } from '../../platform/audit/audit.table';
import { pile, pileGroup, pileMaterialStock } from './pile.table';

// docs/domains/project.md "material list and update": the project's material catalogue served from the pile stock.

let jiangdong: number;
let cement: number;
let rebar: number;

async function snapshot() {
  const rows = await t.db.select().from(pileMaterialStock).orderBy(pileMaterialStock.id);
  const [audits] = await t.db
    .select({ n: count() })
    .from(auditLog)
    .where(eq(auditLog.resource, 'pileMaterialStock'));
  return { rows, audits: audits?.n };
}

// A pile used 2.25 t of the cement.
const zhang = 'zhangjianguo';
const liu = 'liuming';
const zhou = 'zhouwenbo';
const t = seededApp({ users: [zhang, liu, zhou], lang: 'zh' });
const { get, post } = t;
beforeAll(async () => {
  jiangdong = t.project('jiangdongPile');
  const stock = await t.db
    .insert(pileMaterialStock)
    .values([
      { projectId: jiangdong, name: '水泥', spec: 'P.O 42.5', unit: 't', stock: '12.500' },
      { projectId: jiangdong, name: '钢筋', spec: 'HRB400E Φ25', unit: 't', stock: '30.000' },
    ])
    .returning({ id: pileMaterialStock.id });
  cement = stock[0]?.id ?? 0;
  rebar = stock[1]?.id ?? 0;
  const [group] = await t.db
    .insert(pileGroup)
    .values({
      projectId: jiangdong,
      name: '材料测试桩型',
      pileType: 'bored',
      subItemCode: '010208',
      diameterMm: '800.00',
    })
    .returning({ id: pileGroup.id });
  const [p] = await t.db
    .insert(pile)
    .values({ projectId: jiangdong, groupId: group?.id ?? 0, pileNo: 'MT1' } as typeof pile.$inferInsert)
    .returning({ id: pile.id });
  const used = await post('/api/pile/material/usageSave', {
    pileId: p?.id,
    stockId: cement,
    quantity: '2.25',
  });
  expect(used.statusCode).toBe(200);
});

describe('material list (project/material/list)', () => {
  it('when a member lists, then each material comes with what is left and what piles used', async () => {
    const res = await get(`/api/project/material/list?proId=${jiangdong}`);
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    expect(list.map((m: { name: string }) => m.name)).toEqual(['水泥', '钢筋']);
    expect(list[0]).toMatchObject({ id: cement, stock: '10.250', used: '2.250', usageCount: 1, unit: 't' });
    expect(list[1]).toMatchObject({ id: rebar, used: '0.000', usageCount: 0 });
    const found = (await get(`/api/project/material/list?proId=${jiangdong}&keyword=HRB400`)).json().data;
    expect(found.map((m: { id: number }) => m.id)).toEqual([rebar]);
    // The regulator reads it too.
    expect((await get(`/api/project/material/list?proId=${jiangdong}`, liu)).statusCode).toBe(200);
  });

  it('when not a member, or proId is not a number, then refused', async () => {
    expect((await get(`/api/project/material/list?proId=${jiangdong}`, zhou)).statusCode).toBe(404);
    expect((await get('/api/project/material/list?proId=abc')).statusCode).toBe(422);
  });
});

describe('material update (project/material/update)', () => {
  it('when the spec is corrected, then it changes with an audit entry', async () => {
    const res = await post('/api/project/material/update', { id: rebar, spec: 'HRB400E Φ28' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: rebar, name: '钢筋', spec: 'HRB400E Φ28', stock: '30.000' });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'pileMaterialStock'), eq(auditLog.recordId, rebar)));
    expect(audit).toMatchObject({ action: 'update', projectId: jiangdong });
    expect(audit?.before).toMatchObject({ spec: 'HRB400E Φ25' });
  });

  it('when a stocktake sets the stock with a reason, then it is kept and audited as a stocktake', async () => {
    const res = await post('/api/project/material/update', {
      id: cement,
      stock: '9.800',
      reason: '11月盘点：散装水泥罐实测',
    });
    expect(res.json().data.stock).toBe('9.800');
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'stocktake'), eq(auditLog.recordId, cement)));
    expect(rows[0]?.after).toMatchObject({ stock: '9.800', reason: '11月盘点：散装水泥罐实测' });
  });

  it('when the input is bad, then 422 (or 409 for a twin) in the caller’s language and nothing changes', async () => {
    const before = await snapshot();
    const noReason = await post('/api/project/material/update', { id: cement, stock: '5' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().msg).toContain('reason');
    const badStock = await post('/api/project/material/update', {
      id: cement,
      stock: '1.2345',
      reason: '盘点',
    });
    expect(badStock.statusCode).toBe(422);
    expect(badStock.json().msg).toContain('stock');
    const blank = await post('/api/project/material/update', { id: cement, name: ' ' }, zhang, 'en');
    expect(blank.statusCode).toBe(422);
    expect(blank.json().msg).toContain('name');
    const twin = await post('/api/project/material/update', { id: rebar, name: '水泥', spec: 'P.O 42.5' });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().msg).toBe('本项目已有同名同规格的材料：水泥 P.O 42.5');
    const twinEs = await post(
      '/api/project/material/update',
      { id: rebar, name: '水泥', spec: 'P.O 42.5' },
      zhang,
      'es',
    );
    expect(twinEs.json().msg).toContain('El proyecto ya tiene');
    expect((await post('/api/project/material/update', { id: 999999, unit: 'kg' })).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('when the role lacks update, then 403; not a member, 404; and nothing changes', async () => {
    const before = await snapshot();
    expect((await post('/api/project/material/update', { id: cement, unit: 'kg' }, liu)).statusCode).toBe(
      403,
    );
    expect((await post('/api/project/material/update', { id: cement, unit: 'kg' }, zhou)).statusCode).toBe(
      404,
    );
    expect(await snapshot()).toEqual(before);
    const [row] = await t.db.select().from(pileMaterialStock).where(eq(pileMaterialStock.id, cement));
    expect(row?.unit).toBe('t');
  });
});
