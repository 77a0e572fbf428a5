import { describe, expect, it } from 'vitest';
import { seededApp } from '../../../test/seeded-app';

const t = seededApp({ users: ['lixiaofeng', 'zhangjianguo', 'wanghaitao'], startup: true, caller: null });
const { get, post } = t;

const lot = (lotNo: string) => ({
  projectId: t.project('jiangdongPile'),
  code: '010208',
  lotNo,
  location: `${lotNo} 轴 2#承台桩`,
  lotSize: 20,
  sampleSize: 3,
  mainItems: [
    { key: 'capacity', name: '承载力', pass: true },
    { key: 'holeDepth', name: '孔深', pass: true },
  ],
  generalItems: [{ key: 'sediment', name: '沉渣厚度', points: 10, passedPoints: 9 }],
  recordsComplete: true,
});

describe('common/flow/apply and the audit calls (spec §7.5, §7.9)', () => {
  it('when the quality inspector applies for a lot through common/flow/apply, then the lot call answers and the flow waits for supervision', async () => {
    const res = await post(
      '/api/common/flow/apply',
      { businessType: 'inspection-lot', data: lot('FA-01') },
      'lixiaofeng',
    );
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ status: 'pending', rectificationId: null });
    // The same record as the business's own call writes: it is there, and applying again is refused.
    const again = await post('/api/acceptance/apply/save', lot('FA-01'), 'lixiaofeng');
    expect(again.statusCode).toBe(422);
    const todo = (await get('/api/audit/list?box=todo&page=1&limit=50', 'wanghaitao')).json().data;
    const mine = todo.list.find((i: { businessId: number }) => i.businessId === data.id);
    expect(mine).toBeTruthy();
    const detail = await get(`/api/audit/detail?id=${mine.id}`, 'wanghaitao');
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.businessType).toBe('inspection-lot');
  });

  it('when someone without the applicant role applies, then the business call’s 403 comes back and nothing is written', async () => {
    const res = await post(
      '/api/audit/apply',
      { businessType: 'inspection-lot', data: lot('FA-02') },
      'wanghaitao',
    );
    expect(res.statusCode).toBe(403);
    const list = (
      await get(`/api/acceptance/apply/list?proId=${lot('x').projectId}&page=1&limit=50`, 'lixiaofeng')
    ).json().data;
    expect(list.list.some((i: { lotNo: string }) => i.lotNo === 'FA-02')).toBe(false);
  });

  it('when the business type is unknown or its body is bad, then 422 naming the field', async () => {
    const unknown = await post('/api/common/flow/apply', { businessType: 'payment', data: {} }, 'lixiaofeng');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().msg).toContain('businessType');
    const bad = await post(
      '/api/audit/reform',
      { businessType: 'inspection-lot', data: { ...lot('FA-03'), sampleSize: -1 } },
      'lixiaofeng',
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toContain('sampleSize');
  });

  it('when nobody is logged in, then the generic call answers "not logged in" like any other', async () => {
    const res = await post('/api/common/flow/apply', { businessType: 'inspection-lot', data: lot('FA-04') });
    expect(res.json().code).toBe(400);
    expect(res.json().data).toBe('not logged in');
  });
});
