import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seededApp } from '../../../test/seeded-app';
import { auditLog } from '../../platform/audit/audit.table';
import { materialPricePlan } from './material.table';

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
