import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth';
import { seededApp } from '../../../test/seeded-app';
import { auditLog } from '../../platform/audit/audit.table';
import { projectParty } from '../../platform/identity';
import { rectification } from '../../platform/rectification';

const token = 'zhangjianguo';
const t = seededApp({ users: [token], startup: true, caller: null });
const { get, post } = t;

const audits = (resource: string) => t.db.select().from(auditLog).where(eq(auditLog.resource, resource));

describe('complaints', () => {
  const body = (proId: number) => ({
    projectId: proId,
    complaintNo: 'TS-2026-0031',
    complainant: '李先生',
    phone: '13900001111',
    respondentType: 'CONTRACTOR',
    respondentName: '浙江华东建工集团有限公司',
    category: 'SAFETY',
    content: '基坑边临边防护栏杆缺失，存在坠落隐患。',
    receivedDate: '2026-11-02',
  });

  it('when listed with a status filter, then only those come back', async () => {
    const res = await get(
      `/api/project/complaint/list?proId=${t.project('jiangdongPile')}&status=PENDING`,
      token,
    );
    expect(res.json().data.list.map((c: { complaintNo: string }) => c.complaintNo)).toEqual(['TS-2026-0023']);
  });

  it('when added and closed with a result, then it is audited; closing without one is 422', async () => {
    const res = await post('/api/project/complaint/add', body(t.project('jiangdongPile')), token);
    expect(res.json().data).toMatchObject({ status: 'PENDING', handlingResult: '' });
    const id = res.json().data.id;
    const bare = await post('/api/project/complaint/update', { id, status: 'CLOSED' }, token);
    expect(bare.statusCode).toBe(422);
    expect(bare.json().msg).toContain('handlingResult');
    const closed = await post(
      '/api/project/complaint/update',
      { id, status: 'CLOSED', handlingResult: '已补设防护栏杆并挂设安全网，监理复查合格。' },
      token,
    );
    expect(closed.json().data.status).toBe('CLOSED');
    expect((await audits('complaint')).map((a) => a.action)).toEqual(['add', 'update']);
    const detail = await get(`/api/project/complaint/detail?id=${id}`, token);
    expect(detail.json().data.handlingResult).toContain('防护栏杆');
  });

  it('when a field is bad, then 422 naming it; a duplicate number is 409', async () => {
    const proId = t.project('jiangdongPile');
    const bad = await post(
      '/api/project/complaint/add',
      { ...body(proId), complaintNo: 'TS-X', respondentType: 'NEIGHBOUR' },
      token,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toContain('respondentType');
    expect((await post('/api/project/complaint/add', body(proId), token)).statusCode).toBe(409);
  });

  it('when exported, then an xlsx comes back', async () => {
    const res = await get(`/api/project/complaint/export?proId=${t.project('jiangdongPile')}`, token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });

  it('when the respondents and performance are read, then the parties come with their complaint counts', async () => {
    const proId = t.project('jiangdongPile');
    const respondents = (await get(`/api/project/complaint/respondents?proId=${proId}`, token)).json().data;
    expect(respondents).toContainEqual({ partyType: 'CONTRACTOR', companyName: '浙江华东建工集团有限公司' });
    const perf = (await get(`/api/project/performance?proId=${proId}`, token)).json().data;
    expect(perf.find((p: { partyType: string }) => p.partyType === 'CONTRACTOR')).toMatchObject({
      complaints: 4,
      open: 2,
      closed: 2,
    });
    expect(perf.find((p: { partyType: string }) => p.partyType === 'OWNER')).toMatchObject({ complaints: 0 });
  });

  it('when rectification notices exist, then the performance counts them: all, open, overdue', async () => {
    const proId = t.project('jiangdongPile');
    type Perf = {
      partyType: string;
      rectifications: number;
      rectificationsOpen: number;
      rectificationsOverdue: number;
    };
    const read = async () =>
      ((await get(`/api/project/performance?proId=${proId}`, token)).json().data as Perf[]).find(
        (p) => p.partyType === 'CONTRACTOR',
      )!;
    const before = await read();
    const [party] = await t.db
      .select({ companyId: projectParty.companyId })
      .from(projectParty)
      .where(and(eq(projectParty.projectId, proId), eq(projectParty.partyType, 'CONTRACTOR')));
    const issuerId = t.user('chenzhiming');
    const notice = {
      projectId: proId,
      source: 'manual',
      title: '钢筋笼保护层垫块缺失',
      problem: '垫块间距过大',
      issuerId,
    } as const;
    await t.db.insert(rectification).values([
      // No company named: the contractor's; open and past its deadline.
      { ...notice, deadline: '2026-01-05' },
      // Closed: counted, neither open nor overdue.
      {
        ...notice,
        deadline: '2026-01-05',
        status: 'closed',
        responsibleCompanyId: party?.companyId ?? null,
      },
      // Open, deadline far ahead.
      { ...notice, deadline: '2099-12-31' },
    ]);
    const after = await read();
    expect(after.rectifications - before.rectifications).toBe(3);
    expect(after.rectificationsOpen - before.rectificationsOpen).toBe(2);
    expect(after.rectificationsOverdue - before.rectificationsOverdue).toBe(1);
  });

  it('when a non-member reads or writes, then 404', async () => {
    const other = await loginAs(t.app, 'wanghaitao');
    const main = t.project('jiangdongMain');
    expect((await get(`/api/project/performance?proId=${t.project('xianghuPile')}`, other)).statusCode).toBe(
      404,
    );
    expect((await post('/api/project/complaint/add', body(main), token)).statusCode).toBe(404);
  });
});
