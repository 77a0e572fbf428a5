import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth';
import { seededApp } from '../../../test/seeded-app';
import { auditLog } from '../../platform/audit/audit.table';

// docs/domains/progress.md gives the amount-plan, progress and funds updates as PUT; POST keeps working.

const token = 'zhangjianguo';
const t = seededApp({ users: [token], caller: null });
const { get, post, put } = t;

const pile = () => t.project('jiangdongPile');
const audits = (resource: string) => t.db.select().from(auditLog).where(eq(auditLog.resource, resource));
const first = async (api: string) =>
  (await get(`/api/${api}/list?proId=${pile()}&limit=5`, token)).json().data.list[0] as Record<
    string,
    string
  > & {
    id: number;
  };

describe('PUT updates of plans, progress and funds', () => {
  it('when a quantity plan is updated by PUT, then it changes and is audited; POST still works', async () => {
    const plan = await first('project/amountPlan');
    const res = await put('/api/project/amountPlan/update', { id: plan.id, remark: '按监理例会调整' }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.remark).toBe('按监理例会调整');
    const viaPost = await post(
      '/api/project/amountPlan/update',
      { id: plan.id, remark: '恢复原计划' },
      token,
    );
    expect(viaPost.json().data.remark).toBe('恢复原计划');
    expect((await audits('amountPlan')).map((a) => a.action)).toEqual(['update', 'update']);
  });

  it('when a week is updated by PUT above 10000, then 422 with the spec’s message and nothing changes', async () => {
    const week = await first('project/progress');
    const bad = await put('/api/project/progress/update', { id: week.id, actualQuantity: '10001' }, token);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toContain('实际工程量进度上报有误');
    expect((await get(`/api/project/progress/detail?id=${week.id}`, token)).json().data.actualQuantity).toBe(
      week.actualQuantity,
    );
    const good = await put('/api/project/progress/update', { id: week.id, actualQuantity: '12' }, token);
    expect(good.statusCode).toBe(200);
    expect(good.json().data.actualQuantity).toBe('12.000');
  });

  it('when a payment is updated by PUT, then the cumulative share follows; a bad amount is 422 naming it', async () => {
    const pay = await first('project/funds');
    const bad = await put('/api/project/funds/update', { id: pay.id, paidAmount: 'abc' }, token);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toContain('paidAmount');
    const res = await put('/api/project/funds/update', { id: pay.id, remark: '财务已核对' }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.remark).toBe('财务已核对');
  });

  it('when a non-member or an anonymous caller PUTs, then 403 or not logged in, and nothing changes', async () => {
    const plan = await first('project/amountPlan');
    const other = await loginAs(t.app, 'wanghaitao');
    const res = await put('/api/project/amountPlan/update', { id: plan.id, remark: '越权修改' }, other);
    expect(res.statusCode).toBe(403);
    expect((await put('/api/project/funds/update', { id: plan.id, remark: 'x' })).json().code).toBe(400);
    expect((await get(`/api/project/amountPlan/detail?id=${plan.id}`, token)).json().data.remark).not.toBe(
      '越权修改',
    );
  });
});
