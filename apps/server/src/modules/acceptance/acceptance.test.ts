import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seededApp } from '../../../test/seeded-app';
import { flowAction, flowDefinition } from '../../platform/flow';
import { projectSubitem } from '../../platform/identity';
import { message } from '../../platform/notify';
import { rectification } from '../../platform/rectification';
import { acceptance } from './acceptance.table';
import { judgeDivisionOf } from './acceptance-division.service';
import { judgeLot } from './acceptance-lot.service';

const userId = (key: string) => t.ids.users.get(key)!;

const t = seededApp({
  users: ['lixiaofeng', 'wanghaitao', 'chenzhiming', 'zhangjianguo', 'zhaolihua', 'sunwei'],
  startup: true,
  caller: null,
});
const { get, post } = t;

const lot = (lotNo: string, overrides: Record<string, unknown> = {}) => ({
  projectId: t.project('jiangdongPile'),
  code: '010208',
  lotNo,
  location: `${lotNo} 轴 1#承台桩`,
  lotSize: 20,
  sampleSize: 3,
  mainItems: [
    { key: 'capacity', name: '承载力', pass: true },
    { key: 'holeDepth', name: '孔深', pass: true },
    { key: 'strength', name: '混凝土强度', pass: true },
  ],
  generalItems: [
    { key: 'sediment', name: '沉渣厚度', points: 10, passedPoints: 9 },
    { key: 'verticality', name: '垂直度', points: 10, passedPoints: 8 },
  ],
  recordsComplete: true,
  ...overrides,
});
const failingMain = {
  mainItems: [
    { key: 'capacity', name: '承载力', pass: true },
    { key: 'holeDepth', name: '孔深', pass: false, note: '3 根桩孔深不足' },
  ],
};

const apply = (body: unknown, who = 'lixiaofeng') => post('/api/acceptance/apply/save', body, who);
const detail = async (id: number, who = 'lixiaofeng') =>
  (await get(`/api/acceptance/apply/detail?id=${id}`, who)).json().data;
const act = (body: Record<string, unknown>, who: string) => post('/api/flow/act', body, who);

describe('the pass rules of an inspection lot (GB 50300-2013 5.0.1, 3.0.9)', () => {
  it('when every main item passes, general items reach 80 % and the sample is big enough, then it passes', () => {
    const body = lot('X');
    expect(judgeLot(body as never, 'zh')).toMatchObject({ pass: true, failures: [] });
  });
  it('when a main-control item fails, then it fails naming the item', () => {
    const r = judgeLot(lot('X', failingMain) as never, 'zh');
    expect(r.pass).toBe(false);
    expect(r.reason).toBe('主控项目不合格：孔深');
  });
  it('when a general item has 7 of 10 points or a serious defect, then it fails', () => {
    const general = [
      { key: 'a', name: '沉渣厚度', points: 10, passedPoints: 7, seriousDefect: false },
      { key: 'b', name: '桩顶标高', points: 10, passedPoints: 10, seriousDefect: true },
    ];
    const r = judgeLot(lot('X', { generalItems: general }) as never, 'zh');
    expect(r.reason).toBe('一般项目合格点率不足 80%：沉渣厚度；一般项目存在严重缺陷：桩顶标高');
  });
  it('when the sample is below the 3.0.9 minimum (lot of 100 → 8) or records are missing, then it fails', () => {
    const r = judgeLot(lot('X', { lotSize: 100, sampleSize: 5, recordsComplete: false }) as never, 'en');
    expect(r.failures.map((f) => f.key)).toEqual(['recordsComplete', 'sampleSize']);
    expect(r.reason).toBe('Quality records incomplete；Sample too small: a lot of 100 needs at least 8');
  });
});

describe('inspection lot acceptance through the flow engine', () => {
  let lotId: number;

  it('when the quality inspector applies for a passing lot, then it waits for supervision, who is notified', async () => {
    const todoBefore = (await get('/api/flow/counts', 'wanghaitao')).json().data.todo;
    const mineBefore = (await get('/api/flow/list?box=mine', 'lixiaofeng')).json().data.total;
    const res = await apply(lot('ZJ-001'));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ status: 'pending', reason: '', rectificationId: null });
    lotId = data.id;
    const counts = (await get('/api/flow/counts', 'wanghaitao')).json().data;
    expect(counts.todo).toBe(todoBefore + 1);
    const todo = (await get('/api/flow/list?box=todo', 'wanghaitao')).json().data;
    expect(todo.list[0]).toMatchObject({
      businessType: 'inspection-lot',
      businessId: lotId,
      currentStepKey: 'supervisorAccept',
    });
    const [note] = await t.db
      .select()
      .from(message)
      .where(and(eq(message.recipientUserId, userId('wanghaitao')), eq(message.category, 'acceptance')));
    expect(note?.title).toContain('ZJ-001');
    expect((await get('/api/flow/list?box=mine', 'lixiaofeng')).json().data.total).toBe(mineBefore + 1);
  });

  it('when the same lot number is applied for again, then 422 naming lotNo', async () => {
    const res = await apply(lot('ZJ-001'));
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain('lotNo');
  });

  it('when input is bad or the sub-item is not selected, then 422 naming the field and nothing written', async () => {
    const before = (await t.db.select().from(acceptance)).length;
    const missing = await apply({ ...lot('ZJ-009'), lotNo: '' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().msg).toContain('lotNo');
    const unselected = await apply(lot('ZJ-009', { code: '020101' }));
    expect(unselected.statusCode).toBe(422);
    expect(unselected.json().msg).toContain('code');
    expect((await t.db.select().from(acceptance)).length).toBe(before);
  });

  it('when someone without the step’s role acts, then 403 and nothing moves', async () => {
    const { flowInstanceId, flowVersion } = await detail(lotId);
    for (const who of ['lixiaofeng', 'zhangjianguo', 'zhaolihua']) {
      const res = await act({ id: flowInstanceId, action: 'approve', version: flowVersion }, who);
      expect(res.statusCode, who).toBe(403);
    }
    expect((await detail(lotId)).status).toBe('pending');
  });

  it('when a reject has no reason, then 422 naming comment', async () => {
    const { flowInstanceId } = await detail(lotId);
    const res = await act({ id: flowInstanceId, action: 'reject' }, 'wanghaitao');
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain('comment');
  });

  it('when two supervisors approve the same step at once, then exactly one wins', async () => {
    const { flowInstanceId, flowVersion } = await detail(lotId);
    const results = await Promise.all([
      act({ id: flowInstanceId, action: 'approve', comment: '同意验收' }, 'wanghaitao'),
      act({ id: flowInstanceId, action: 'approve', comment: '同意' }, 'chenzhiming'),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const approvals = await t.db
      .select()
      .from(flowAction)
      .where(and(eq(flowAction.instanceId, flowInstanceId), eq(flowAction.action, 'approve')));
    expect(approvals).toHaveLength(1);
    const after = await detail(lotId);
    expect(after.status).toBe('accepted');
    expect(after.flowVersion).toBe(flowVersion + 1);
    // A stale view acting again is told the step was handled.
    const again = await act({ id: flowInstanceId, action: 'approve', version: flowVersion }, 'wanghaitao');
    expect(again.statusCode).toBe(409);
  });

  it('when the lot is accepted, then its trail shows application to acceptance and the sub-item is accepted', async () => {
    const d = await detail(lotId);
    expect(d.trail.map((a: { action: string }) => a.action)).toEqual(['apply', 'approve']);
    const sub = (
      await get(`/api/acceptance/apply/list?proId=${t.project('jiangdongPile')}&level=subitem`, 'lixiaofeng')
    ).json().data;
    expect(sub.list).toEqual([expect.objectContaining({ code: '010208', status: 'accepted' })]);
    const done = [
      ...(await get('/api/flow/list?box=done', 'wanghaitao')).json().data.list,
      ...(await get('/api/flow/list?box=done', 'chenzhiming')).json().data.list,
    ].filter(
      (f: { businessId: number; businessType: string }) =>
        f.businessId === lotId && f.businessType === 'inspection-lot',
    );
    expect(done).toHaveLength(1);
    const mine = (await get('/api/flow/list?box=mine', 'lixiaofeng')).json().data.list;
    expect(mine.find((f: { businessId: number }) => f.businessId === lotId)).toMatchObject({
      status: 'approved',
    });
  });

  it('when the trail is exported, then an .xlsx comes back', async () => {
    const res = await get(`/api/acceptance/apply/trail/export?id=${lotId}`, 'lixiaofeng');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const list = await get(`/api/acceptance/apply/export?proId=${t.project('jiangdongPile')}`, 'lixiaofeng');
    expect(list.statusCode).toBe(200);
  });

  it('when the checkers are asked for, then the specialist and the chief supervising engineers', async () => {
    const res = await get(`/api/acceptance/checkers?proId=${t.project('jiangdongPile')}`, 'lixiaofeng');
    const names = res.json().data.map((c: { name: string }) => c.name);
    expect(names).toEqual(expect.arrayContaining(['王海涛', '陈志明']));
  });
});

describe('a failing lot: automatic rejection, rectification, re-application', () => {
  let lotId: number;
  let noticeId: number;

  it('when a main-control item fails, then it is rejected at once with the reason and a rectification notice', async () => {
    const res = await apply(lot('ZJ-002', failingMain));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.status).toBe('rejected');
    expect(data.reason).toContain('孔深');
    lotId = data.id;
    noticeId = data.rectificationId;
    const d = await detail(lotId);
    expect(d.trail.map((a: { action: string; actorId: number | null }) => [a.action, a.actorId])).toEqual([
      ['apply', userId('lixiaofeng')],
      ['reject', null],
    ]);
    const notice = (await get(`/api/rectification/detail?id=${noticeId}`, 'lixiaofeng')).json().data;
    expect(notice).toMatchObject({ source: 'acceptance', sourceId: lotId, status: 'open' });
  });

  it('when the supervisor tries to reply or the contractor to close, then 403', async () => {
    const reply = await post(
      '/api/rectification/reform',
      { id: noticeId, content: '已处理', photos: ['f/1.jpg'] },
      'wanghaitao',
    );
    expect(reply.statusCode).toBe(403);
    const rectificationPage = await get(
      `/api/rectification/list?proId=${t.project('jiangdongPile')}`,
      'sunwei',
    );
    expect(rectificationPage.statusCode).toBe(200);
  });

  it('when the reply has no photo, then 422 naming photos', async () => {
    const res = await post(
      '/api/rectification/reform',
      { id: noticeId, content: '已处理', photos: [] },
      'lixiaofeng',
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain('photos');
  });

  it('when the contractor replies with a photo and the supervisor returns it, then it is open again', async () => {
    const reply = { id: noticeId, content: '补钻至设计孔深并重新测孔', photos: ['files/2026/11/hole.jpg'] };
    expect((await post('/api/rectification/reform', reply, 'lixiaofeng')).statusCode).toBe(200);
    expect(
      (await post('/api/rectification/check', { id: noticeId, pass: true }, 'lixiaofeng')).statusCode,
    ).toBe(403);
    const back = await post(
      '/api/rectification/check',
      { id: noticeId, pass: false, comment: '缺测孔记录' },
      'wanghaitao',
    );
    expect(back.statusCode).toBe(200);
    const notice = (await get(`/api/rectification/detail?id=${noticeId}`, 'lixiaofeng')).json().data;
    expect(notice.status).toBe('open');
  });

  it('when it is replied again and closed, then closed, and replying again is refused', async () => {
    const reply = { id: noticeId, content: '已补充测孔记录', photos: ['files/2026/11/record.jpg'] };
    expect((await post('/api/rectification/reform', reply, 'lixiaofeng')).statusCode).toBe(200);
    expect(
      (
        await post(
          '/api/rectification/check',
          { id: noticeId, pass: true, comment: '复查合格' },
          'wanghaitao',
        )
      ).statusCode,
    ).toBe(200);
    const notice = (await get(`/api/rectification/checkInfo?id=${noticeId}`, 'lixiaofeng')).json().data;
    expect(notice).toMatchObject({ status: 'closed', replyPhotos: ['files/2026/11/record.jpg'] });
    expect(notice.actions.map((a: { action: string }) => a.action)).toEqual([
      'apply',
      'approve',
      'return',
      'approve',
      'approve',
    ]);
    expect((await post('/api/rectification/reform', reply, 'lixiaofeng')).statusCode).toBe(409);
  });

  it('when the lot is applied for again with the fixed results and accepted, then the trail holds both applications', async () => {
    const res = await apply(lot('ZJ-002', { id: lotId }));
    expect(res.json().data).toMatchObject({ id: lotId, status: 'pending' });
    const { flowInstanceId } = await detail(lotId);
    expect(
      (await act({ id: flowInstanceId, action: 'approve', comment: '复验合格' }, 'wanghaitao')).statusCode,
    ).toBe(200);
    const d = await detail(lotId);
    expect(d.status).toBe('accepted');
    expect(d.trail.map((a: { action: string }) => a.action)).toEqual(['apply', 'reject', 'apply', 'approve']);
  });
});

describe('revoke, return and reject', () => {
  it('when the applicant revokes before anyone acted, then cancelled; someone else may not', async () => {
    const { id } = (await apply(lot('ZJ-003'))).json().data;
    const { flowInstanceId } = await detail(id);
    expect((await post('/api/common/flow/cancel', { id: flowInstanceId }, 'wanghaitao')).statusCode).toBe(
      403,
    );
    expect((await post('/api/acceptance/apply/revoke', { id }, 'lixiaofeng')).statusCode).toBe(200);
    expect((await detail(id)).status).toBe('cancelled');
    expect((await post('/api/acceptance/apply/revoke', { id }, 'lixiaofeng')).statusCode).toBe(409);
  });

  it('when a signer has delegated, then the applicant can no longer revoke; the delegate acts', async () => {
    const { id } = (await apply(lot('ZJ-004'))).json().data;
    const { flowInstanceId } = await detail(id);
    const delegate = await act(
      { id: flowInstanceId, action: 'delegate', delegateTo: userId('chenzhiming'), comment: '请总监验收' },
      'wanghaitao',
    );
    expect(delegate.statusCode).toBe(200);
    expect((await post('/api/common/flow/cancel', { id: flowInstanceId }, 'lixiaofeng')).statusCode).toBe(
      409,
    );
    const back = await act(
      { id: flowInstanceId, action: 'return', comment: '资料缺少隐蔽验收记录' },
      'chenzhiming',
    );
    expect(back.statusCode).toBe(200);
    const d = await detail(id);
    expect(d).toMatchObject({ status: 'rejected', rejectReason: '资料缺少隐蔽验收记录' });
  });

  it('when a signer rejects, then the lot is rejected and a rectification notice goes to the applicant', async () => {
    const { id } = (await apply(lot('ZJ-005'))).json().data;
    const { flowInstanceId } = await detail(id);
    await act({ id: flowInstanceId, action: 'reject', comment: '桩位偏差超限' }, 'wanghaitao');
    const d = await detail(id);
    expect(d.status).toBe('rejected');
    const [notice] = await t.db.select().from(rectification).where(eq(rectification.id, d.rectificationId));
    expect(notice).toMatchObject({
      issuerId: userId('wanghaitao'),
      responsibleUserId: userId('lixiaofeng'),
      problem: '桩位偏差超限',
    });
    expect((await act({ id: flowInstanceId, action: 'approve' }, 'wanghaitao')).statusCode).toBe(409);
  });

  it('when a sub-item has a lot not yet accepted, then the sub-item is not (re-)accepted by another lot', async () => {
    const rows = await t.db
      .select()
      .from(acceptance)
      .where(and(eq(acceptance.level, 'lot'), eq(acceptance.code, '010208')));
    expect(rows.some((r) => r.status !== 'accepted')).toBe(true);
  });
});

describe('definitions are data', () => {
  it('when a project overrides the lot flow (chief only), then the specialist may no longer accept', async () => {
    const pid = t.project('jiangdongPile');
    await t.db.insert(flowDefinition).values({
      businessType: 'inspection-lot',
      projectId: pid,
      applicantRoles: [5],
      steps: [{ key: 'chiefOrganise', roles: [41], actions: ['approve', 'reject', 'return'] }],
    });
    try {
      const { id } = (await apply(lot('ZJ-006'))).json().data;
      const { flowInstanceId } = await detail(id);
      expect((await act({ id: flowInstanceId, action: 'approve' }, 'wanghaitao')).statusCode).toBe(403);
      expect((await act({ id: flowInstanceId, action: 'approve' }, 'chenzhiming')).statusCode).toBe(200);
    } finally {
      await t.db
        .delete(flowDefinition)
        .where(and(eq(flowDefinition.projectId, pid), eq(flowDefinition.businessType, 'inspection-lot')));
    }
  });

  it('when a non-member applies on another project, then 404', async () => {
    const res = await apply({ ...lot('XH-001'), projectId: t.project('xianghuPile') });
    expect(res.statusCode).toBe(404);
  });

  it('when no token, then not logged in', async () => {
    const res = await post('/api/flow/act', { id: 1, action: 'approve' });
    expect(res.json().code).not.toBe(200);
  });
});

describe('rectification by hand and overdue escalation', () => {
  it('when supervision issues a notice past its deadline, then the list escalates it once to a warning', async () => {
    const pid = t.project('jiangdongPile');
    const add = await post(
      '/api/rectification/add',
      {
        projectId: pid,
        title: '5#桩钢筋笼保护层垫块缺失',
        problem: '现场抽查 5#桩钢筋笼保护层垫块间距过大',
        deadline: '2026-01-05',
        responsibleUserId: userId('lixiaofeng'),
      },
      'wanghaitao',
    );
    expect(add.statusCode).toBe(200);
    const id = add.json().data.id;
    const list = (await get(`/api/rectification/list?proId=${pid}&overdue=1`, 'wanghaitao')).json().data;
    expect(list.list.find((r: { id: number }) => r.id === id)).toMatchObject({ overdue: true });
    const [row] = await t.db.select().from(rectification).where(eq(rectification.id, id));
    expect(row?.warnedAt).not.toBeNull();
    const warnings = await t.db
      .select()
      .from(message)
      .where(eq(message.title, '【整改预警】5#桩钢筋笼保护层垫块缺失 已逾期'));
    expect(warnings).toHaveLength(2);
    await get(`/api/rectification/list?proId=${pid}`, 'wanghaitao');
    expect(
      await t.db
        .select()
        .from(message)
        .where(eq(message.title, '【整改预警】5#桩钢筋笼保护层垫块缺失 已逾期'))
        .then((r) => r.length),
    ).toBe(2);
  });

  it('when the quality inspector tries to issue a notice, then 403', async () => {
    const res = await post(
      '/api/rectification/add',
      { projectId: t.project('jiangdongPile'), title: 'x', problem: 'y', deadline: '2026-12-01' },
      'lixiaofeng',
    );
    expect(res.statusCode).toBe(403);
  });

  it('when the deadline is malformed, then 422 naming deadline', async () => {
    const res = await post(
      '/api/rectification/add',
      { projectId: t.project('jiangdongPile'), title: 'x', problem: 'y', deadline: '2026/12/01' },
      'wanghaitao',
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain('deadline');
  });
});

describe('demo data', () => {
  it('when the demo is seeded, then 江东桩基 has pipe-pile lots accepted and waiting and its notices, 湘湖 a refused mixing-pile lot', async () => {
    const pid = t.project('jiangdongPile');
    const lots = (
      await get(`/api/acceptance/apply/list?proId=${pid}&level=lot&limit=50`, 'lixiaofeng')
    ).json().data;
    const byNo = Object.fromEntries(
      lots.list.map((l: { lotNo: string; status: string }) => [l.lotNo, l.status]),
    );
    expect(byNo).toMatchObject({ 'GZ-001': 'accepted', 'GZ-002': 'pending' });
    // The mixing-pile lot is 湘湖's, the project of the cement mixing piles JB1–JB40.
    expect(byNo['JB-001']).toBeUndefined();
    const xianghu = t.project('xianghuPile');
    const mixing = (
      await get(`/api/acceptance/apply/list?proId=${xianghu}&level=lot&limit=50`, 'zhangjianguo')
    ).json().data;
    expect(mixing.list.map((l: { lotNo: string; status: string }) => [l.lotNo, l.status])).toEqual([
      ['JB-001', 'rejected'],
    ]);
    const refused = (await get(`/api/rectification/list?proId=${xianghu}&limit=50`, 'zhangjianguo')).json()
      .data;
    expect(refused.list.map((n: { title: string; status: string }) => [n.title, n.status])).toEqual([
      ['水泥土搅拌桩地基 JB-001 检验批验收不合格', 'open'],
    ]);
    const subs = (await get(`/api/acceptance/apply/list?proId=${pid}&level=subitem`, 'lixiaofeng')).json()
      .data;
    expect(subs.list.map((r: { code: string }) => r.code)).not.toContain('010207');
    const notices = (await get(`/api/rectification/list?proId=${pid}&limit=50`, 'lixiaofeng')).json().data;
    const byTitle = Object.fromEntries(
      notices.list.map((n: { title: string; status: string; overdue: boolean }) => [
        n.title,
        [n.status, n.overdue],
      ]),
    );
    expect(byTitle).toMatchObject({
      '12#桩钢筋笼保护层垫块缺失': ['replied', false],
      '泥浆池无防护栏杆、泥浆外溢': ['open', true],
    });
  });

  it('when a new lot is applied for under an accepted sub-item, then the sub-item waits again', async () => {
    const pid = t.project('jiangdongPile');
    const before = (await get(`/api/acceptance/apply/list?proId=${pid}&level=subitem`, 'lixiaofeng')).json()
      .data;
    expect(before.list[0]).toMatchObject({ code: '010208' });
    await apply(lot('ZJ-010'));
    const after = (await get(`/api/acceptance/apply/list?proId=${pid}&level=subitem`, 'lixiaofeng')).json()
      .data;
    expect(after.list[0]).toMatchObject({ code: '010208', status: 'pending' });
  });
});

describe('divisional acceptance (GB 50300-2013 5.0.3)', () => {
  const division = (overrides: Record<string, unknown> = {}) => ({
    projectId: t.project('jiangdongPile'),
    code: '01',
    documentsComplete: true,
    appearance: 'good',
    ...overrides,
  });
  const applyDivision = (body: unknown, who = 'zhangjianguo') =>
    post('/api/acceptance/division/apply', body, who);
  const setSubItems = async (status: 'accepted' | 'pending') => {
    const pid = t.project('jiangdongPile');
    for (const code of ['010110', '010207', '010208'])
      await t.db
        .insert(acceptance)
        .values({ projectId: pid, level: 'subitem', code, status, recordsComplete: true })
        .onConflictDoUpdate({
          target: [acceptance.projectId, acceptance.level, acceptance.code, acceptance.lotNo],
          set: { status },
        });
  };

  it('when the quality inspector applies or the code is malformed, then 403 and 422', async () => {
    expect((await applyDivision(division(), 'lixiaofeng')).statusCode).toBe(403);
    const bad = await applyDivision(division({ code: '1' }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toContain('code');
  });

  it('when sub-items are not all accepted, then it is rejected at once naming them', async () => {
    await setSubItems('pending');
    const res = await applyDivision(division());
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.status).toBe('rejected');
    expect(data.reason).toContain('泥浆护壁成孔灌注桩基础');
    const d = await detail(data.id, 'zhangjianguo');
    expect(d.trail.map((a: { action: string }) => a.action)).toEqual(['apply', 'reject']);
  });

  it('when a pile failed its acceptance sheet, then the safety and function tests fail', async () => {
    await setSubItems('accepted');
    const pid = t.project('jiangdongPile');
    const { pileAcceptance } = await import('../pile');
    const [sheet] = await t.db
      .insert(pileAcceptance)
      .values({ projectId: pid, pileId: 999999, pass: false })
      .returning();
    try {
      const data = (await applyDivision(division())).json().data;
      expect(data).toMatchObject({ status: 'rejected' });
      expect(data.reason).toContain('1 根桩');
    } finally {
      await t.db.delete(pileAcceptance).where(eq(pileAcceptance.id, sheet!.id));
    }
  });

  it('when a concrete lot failed GB/T 50107, then the foundation and the main structure divisions fail', async () => {
    await setSubItems('accepted');
    const pid = t.project('jiangdongPile');
    const { lotEvaluation } = await import('../specimen');
    const [lot] = await t.db
      .insert(lotEvaluation)
      .values({
        projectId: pid,
        lotKey: 'test:C40:28:standard',
        strengthGrade: 'C40',
        ageDays: 28,
        curing: 'standard',
        method: 'nonStatistical',
        verdict: 'fail',
        groups: 3,
        result: { checks: [], coefficients: {} },
        specimenIds: [],
      })
      .returning();
    try {
      const data = (await applyDivision(division())).json().data;
      expect(data).toMatchObject({ status: 'rejected' });
      expect(data.reason).toContain('1 个混凝土检验批强度评定不合格');
    } finally {
      await t.db.delete(lotEvaluation).where(eq(lotEvaluation.id, lot!.id));
    }
  });

  it('when a pile failed its detection, then the division fails until the rectification is closed', async () => {
    await setSubItems('accepted');
    const pid = t.project('jiangdongPile');
    const { detectionResult } = await import('../pile-detection');
    // The demo's GZ11 is integrity class III with its rectification open.
    const failed = await t.db
      .select()
      .from(detectionResult)
      .where(and(eq(detectionResult.projectId, pid), eq(detectionResult.pass, false)));
    expect(failed.length).toBeGreaterThan(0);
    const data = (await applyDivision(division())).json().data;
    expect(data).toMatchObject({ status: 'rejected' });
    expect(data.reason).toContain(`${failed.length} 根桩检测不合格`);

    for (const r of failed) {
      expect(r.rectificationId).not.toBeNull();
      await t.db
        .update(rectification)
        .set({ status: 'closed' })
        .where(eq(rectification.id, r.rectificationId!));
    }
    // Judged again without applying, so the next test still applies afresh.
    const again = await judgeDivisionOf(
      t.db,
      pid,
      { code: '01', documentsComplete: true, appearance: 'good' },
      'zh',
    );
    expect(again).toMatchObject({ pass: true, reason: '' });
  });

  it('when everything passes, then survey/design is skipped (no such members) and the chief accepts it', async () => {
    await setSubItems('accepted');
    const data = (await applyDivision(division({ appearance: 'fair' }))).json().data;
    expect(data.status).toBe('pending');
    const d = await detail(data.id, 'zhangjianguo');
    const { flowInstanceId } = d;
    const trail = d.trail.slice(-2);
    expect(
      trail.map((a: { action: string; stepKey: string | null; actorId: number | null }) => [
        a.action,
        a.stepKey,
        a.actorId,
      ]),
    ).toEqual([
      ['apply', null, userId('zhangjianguo')],
      ['approve', 'surveyDesignSign', null],
    ]);
    expect((await act({ id: flowInstanceId, action: 'approve' }, 'wanghaitao')).statusCode).toBe(403);
    expect(
      (await act({ id: flowInstanceId, action: 'approve', comment: '分部验收合格' }, 'chenzhiming'))
        .statusCode,
    ).toBe(200);
    expect((await detail(data.id, 'zhangjianguo')).status).toBe('accepted');
    expect((await applyDivision(division())).statusCode).toBe(409);
  });
});

describe('stop-work order and restart approval', () => {
  it('when a stop-work order is rectified and closed, then the manager applies to restart, the chief signs and the owner confirms', async () => {
    const pid = t.project('jiangdongPile');
    const order = {
      projectId: pid,
      title: '7#桩孔坍塌后未经处理继续成孔',
      problem: '7#桩成孔过程中发生塌孔，施工单位未上报即继续成孔，责令暂停该桩位施工。',
      deadline: '2026-12-30',
      severity: 'stopWork',
    };
    expect((await post('/api/rectification/add', order, 'wanghaitao')).statusCode).toBe(403);
    const added = await post('/api/rectification/add', order, 'chenzhiming');
    expect(added.statusCode).toBe(200);
    const id = added.json().data.id;
    expect((await post('/api/rectification/restart', { id }, 'zhangjianguo')).statusCode).toBe(409);
    const reply = { id, content: '已回填重新成孔，并补报塌孔处理方案', photos: ['files/2026/11/pile7.jpg'] };
    expect((await post('/api/rectification/reform', reply, 'lixiaofeng')).statusCode).toBe(200);
    expect((await post('/api/rectification/check', { id, pass: true }, 'chenzhiming')).statusCode).toBe(200);

    expect((await post('/api/rectification/restart', { id }, 'lixiaofeng')).statusCode).toBe(403);
    const restart = await post(
      '/api/rectification/restart',
      { id, comment: '整改完成，申请复工' },
      'zhangjianguo',
    );
    expect(restart.statusCode).toBe(200);
    const flowId = restart.json().data.flowInstanceId;
    expect((await act({ id: flowId, action: 'approve' }, 'zhaolihua')).statusCode).toBe(403);
    expect(
      (await act({ id: flowId, action: 'approve', comment: '同意复工' }, 'chenzhiming')).statusCode,
    ).toBe(200);
    expect((await act({ id: flowId, action: 'approve', comment: '确认复工' }, 'zhaolihua')).statusCode).toBe(
      200,
    );
    const d = (await get(`/api/rectification/detail?id=${id}`, 'zhangjianguo')).json().data;
    expect(d).toMatchObject({ severity: 'stopWork', status: 'closed', restartStatus: 'approved' });
    expect(d.actions.map((a: { action: string }) => a.action).slice(-3)).toEqual([
      'apply',
      'approve',
      'approve',
    ]);
    expect((await post('/api/rectification/restart', { id }, 'zhangjianguo')).statusCode).toBe(409);
  });
});

describe('sub-item acceptance applied for by hand (GB 50300-2013 5.0.2, 6.0.2)', () => {
  const code = '010101';
  const subApply = (body: Record<string, unknown>, who = 'lixiaofeng') =>
    post(
      '/api/acceptance/subitem/apply',
      { projectId: t.project('jiangdongPile'), code, recordsComplete: true, ...body },
      who,
    );
  const subRows = () =>
    t.db
      .select()
      .from(acceptance)
      .where(
        and(
          eq(acceptance.projectId, t.project('jiangdongPile')),
          eq(acceptance.level, 'subitem'),
          eq(acceptance.code, code),
        ),
      );

  beforeAll(async () => {
    await t.db
      .insert(projectSubitem)
      .values({ projectId: t.project('jiangdongPile'), code })
      .onConflictDoNothing();
  });

  it('when the sub-item has no lots, or one is not accepted, then 422 naming the lots and nothing written', async () => {
    const none = await subApply({});
    expect(none.statusCode).toBe(422);
    expect(none.json().msg).toContain('还没有检验批');
    // Lots accepted before their records were complete (so the sub-item did not roll up), and one open.
    await t.db.insert(acceptance).values(
      ['DJ-01', 'DJ-02', 'DJ-03'].map((lotNo, i) => ({
        projectId: t.project('jiangdongPile'),
        level: 'lot' as const,
        code,
        lotNo,
        location: `${lotNo} 区素土地基`,
        lotSize: 20,
        sampleSize: 3,
        recordsComplete: false,
        status: i < 2 ? ('accepted' as const) : ('pending' as const),
        applicantId: userId('lixiaofeng'),
      })),
    );
    const open = await subApply({});
    expect(open.statusCode).toBe(422);
    expect(open.json().msg).toContain('DJ-03');
    expect(await subRows()).toHaveLength(0);
    await t.db
      .update(acceptance)
      .set({ status: 'accepted' })
      .where(and(eq(acceptance.code, code), eq(acceptance.lotNo, 'DJ-03')));
  });

  it('when records are not declared complete, the code is malformed or the caller is not a member, then 422 or 404', async () => {
    const incomplete = await subApply({ recordsComplete: false });
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json().msg).toContain('recordsComplete');
    expect((await subApply({ code: '01' })).statusCode).toBe(422);
    const stranger = await post(
      '/api/acceptance/subitem/apply',
      { projectId: t.project('xianghuPile'), code, recordsComplete: true },
      'lixiaofeng',
    );
    expect([404, 422]).toContain(stranger.statusCode);
    expect(await subRows()).toHaveLength(0);
  });

  it('when supervision (not an applicant role) applies, then 403 and nothing written', async () => {
    const res = await subApply({}, 'wanghaitao');
    expect(res.statusCode).toBe(403);
    expect(await subRows()).toHaveLength(0);
  });

  let subId: number;
  it('when the contractor applies with photos, then it waits for the specialist supervising engineer, who is told', async () => {
    const res = await subApply({
      comment: '素土地基检验批均已验收，资料已补齐',
      attachments: ['/files/demo/sub-1.jpg'],
    });
    expect(res.json()).toMatchObject({ code: 200, data: { status: 'pending' } });
    subId = res.json().data.id;
    const d = await detail(subId);
    expect(d).toMatchObject({ level: 'subitem', status: 'pending' });
    expect(d.trail[0]).toMatchObject({ action: 'apply', attachments: ['/files/demo/sub-1.jpg'] });
    const told = await t.db
      .select()
      .from(message)
      .where(and(eq(message.businessType, 'sub-item'), eq(message.businessId, subId)));
    expect(told.length).toBeGreaterThan(0);
    expect((await subApply({})).statusCode).toBe(409);
  });

  it('when the quality inspector tries to accept it, then 403; the supervisor accepts it', async () => {
    const flowId = (await detail(subId)).flowInstanceId as number;
    expect((await act({ id: flowId, action: 'approve' }, 'lixiaofeng')).statusCode).toBe(403);
    expect((await act({ id: flowId, action: 'approve' }, 'wanghaitao')).json().code).toBe(200);
    const [row] = await subRows();
    expect(row).toMatchObject({ status: 'accepted' });
    expect(row?.acceptedAt).toBeInstanceOf(Date);
    expect((await subApply({})).statusCode).toBe(409);
  });
});
