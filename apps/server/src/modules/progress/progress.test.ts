import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth';
import { seededApp } from '../../../test/seeded-app';
import { auditLog } from '../../platform/audit/audit.table';
import { pile } from '../pile';
import { progressRecord } from './progress.table';

const token = 'zhangjianguo';
const t = seededApp({ users: [token], startup: true, caller: null });
const { get, post } = t;

const audits = (resource: string) => t.db.select().from(auditLog).where(eq(auditLog.resource, resource));

describe('quantity plans', () => {
  it('when the plans are listed, then the seeded three come in planned order', async () => {
    const res = await get(`/api/project/amountPlan/list?proId=${t.project('jiangdongPile')}`, token);
    expect(res.json().data.total).toBe(3);
    expect(res.json().data.list.map((p: { itemName: string }) => p.itemName)).toContain('工程桩成桩');
  });

  it('when a plan is saved and updated, then it is audited; the finish before the start is 422 naming plannedEnd', async () => {
    const proId = t.project('xianghuPile');
    const body = {
      projectId: proId,
      itemName: '预应力管桩沉桩',
      unit: '根',
      plannedQuantity: '640',
      plannedStart: '2026-05-20',
      plannedEnd: '2026-10-31',
    };
    const bad = await post('/api/project/amountPlan/add', { ...body, plannedEnd: '2026-05-01' }, token);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toContain('plannedEnd');
    const res = await post('/api/project/amountPlan/add', body, token);
    expect(res.json().data).toMatchObject({ itemName: '预应力管桩沉桩', plannedQuantity: '640.000' });
    const updated = await post(
      '/api/project/amountPlan/update',
      { id: res.json().data.id, plannedQuantity: '652' },
      token,
    );
    expect(updated.json().data.plannedQuantity).toBe('652.000');
    expect((await audits('amountPlan')).map((a) => a.action)).toEqual(['add', 'update']);
    expect((await post('/api/project/amountPlan/add', body, token)).statusCode).toBe(409);
  });
});

describe('weekly progress', () => {
  const planOf = async (proId: number, name: string) => {
    const list = (await get(`/api/project/amountPlan/list?proId=${proId}`, token)).json().data.list;
    return list.find((p: { itemName: string }) => p.itemName === name).id as number;
  };

  it('when a week is reported, then it carries the plan’s name; the same week twice is 409', async () => {
    const proId = t.project('xianghuPile');
    const body = {
      projectId: proId,
      itemName: '预应力管桩沉桩',
      weekStart: '2026-06-01',
      actualQuantity: '48',
    };
    const res = await post('/api/project/progress/add', body, token);
    expect(res.json().data).toMatchObject({
      itemName: '预应力管桩沉桩',
      planId: await planOf(proId, '预应力管桩沉桩'),
      actualQuantity: '48.000',
    });
    expect((await post('/api/project/progress/add', body, token)).statusCode).toBe(409);
  });

  it('when the week value is above 10000, then 422 with the spec’s message and nothing is written', async () => {
    const proId = t.project('xianghuPile');
    const before = (await audits('progress')).length;
    const res = await post(
      '/api/project/progress/add',
      { projectId: proId, itemName: '预应力管桩沉桩', weekStart: '2026-06-08', actualQuantity: '10000.5' },
      token,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain('actualQuantity');
    expect(res.json().msg).toContain('实际工程量进度上报有误，请核对后再上报');
    expect(await audits('progress')).toHaveLength(before);
    const ok = await post(
      '/api/project/progress/add',
      { projectId: proId, itemName: '预应力管桩沉桩', weekStart: '2026-06-08', actualQuantity: '10000' },
      token,
    );
    expect(ok.statusCode).toBe(200);
  });

  it('when the week does not start on a Monday or the item is not a plan of the project, then 422 naming the field', async () => {
    const proId = t.project('xianghuPile');
    const tuesday = await post(
      '/api/project/progress/add',
      { projectId: proId, itemName: '预应力管桩沉桩', weekStart: '2026-06-16', actualQuantity: '1' },
      token,
    );
    expect(tuesday.statusCode).toBe(422);
    expect(tuesday.json().msg).toContain('weekStart');
    // 工程桩成桩 is a plan of 江东, not of 湘湖.
    const other = await post(
      '/api/project/progress/add',
      { projectId: proId, itemName: '工程桩成桩', weekStart: '2026-06-15', actualQuantity: '1' },
      token,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().msg).toContain('itemName');
  });

  it('when a reader writes, then 403; a non-member, 404', async () => {
    const proId = t.project('jiangdongPile');
    const body = { projectId: proId, itemName: '工程桩成桩', weekStart: '2026-01-05', actualQuantity: '3' };
    const supervisor = await loginAs(t.app, 'wanghaitao');
    expect((await post('/api/project/progress/add', body, supervisor)).statusCode).toBe(403);
    const owner = await loginAs(t.app, 'zhaolihua');
    expect(
      (await post('/api/project/progress/add', { ...body, projectId: t.project('xianghuPile') }, owner))
        .statusCode,
    ).toBe(404);
    expect(
      (await get(`/api/project/plannedAmount?proId=${t.project('xianghuPile')}`, owner)).statusCode,
    ).toBe(404);
  });
});

describe('planned amount (plan against actual)', () => {
  it('when read, then each item has its weeks with actual, cumulative and the evenly spread plan', async () => {
    const res = await get(`/api/project/plannedAmount?proId=${t.project('jiangdongPile')}`, token);
    const piles = res.json().data.find((p: { itemName: string }) => p.itemName === '工程桩成桩');
    const reported = await t.db.select().from(progressRecord).where(eq(progressRecord.planId, piles.planId));
    const total = reported.reduce((sum, r) => sum + Number(r.actualQuantity), 0);
    expect(Number(piles.actualQuantity)).toBe(total);
    // The demo's pile plan is the piles the project has (seed/business.ts seedPileProgressDemo).
    const [{ n: configured } = { n: 0 }] = await t.db
      .select({ n: count() })
      .from(pile)
      .where(eq(pile.projectId, t.project('jiangdongPile')));
    expect(configured).toBe(60);
    expect(piles.percent).toBe(((total / configured) * 100).toFixed(2));
    const last = piles.weeks.at(-1);
    expect(last.plannedCumulative).toBe(`${configured}.000`);
    expect(last.cumulative).toBe(piles.actualQuantity);
    for (let i = 1; i < piles.weeks.length; i++)
      expect(Number(piles.weeks[i].plannedCumulative)).toBeGreaterThanOrEqual(
        Number(piles.weeks[i - 1].plannedCumulative),
      );
  });

  it('when proId is bad, then 422; anonymous is refused', async () => {
    expect((await get('/api/project/plannedAmount?proId=x', token)).statusCode).toBe(422);
    expect(
      (await get(`/api/project/plannedAmount?proId=${t.project('jiangdongPile')}`)).json(),
    ).toMatchObject({
      code: 400,
      data: 'not logged in',
    });
  });
});
