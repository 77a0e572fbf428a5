import { businessDaysFromToday, businessToday } from '@zhuji/shared';
import { and, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth';
import { edgeOf } from '../../../test/clock';
import { seededApp } from '../../../test/seeded-app';
import { auditLog } from '../../platform/audit/audit.table';
import { rectification } from '../../platform/rectification';
import { riskCheck, riskInspection, riskSource } from './risk.table';

// "Today" is fixed for the demo and the expectations alike (test/clock.ts).
const seededAt = edgeOf('after');
const zhang = 'zhangjianguo';
const wang = 'wanghaitao';
const t = seededApp({ users: [zhang, wang], clock: seededAt, caller: null });
const { get, post } = t;

const daysAgo = (n: number) => businessDaysFromToday(-n);

interface SourceItem {
  id: number;
  sourceNo: string;
  patrolState: string;
  planReady: boolean;
  lastInspectedOn: string | null;
}
async function sourcesOf(proId: number, token: string, query = ''): Promise<SourceItem[]> {
  return (await get(`/api/risk/source/list?proId=${proId}&limit=50${query}`, token)).json().data.list;
}
const sourceId = async (proId: number, no: string) => {
  const [row] = await t.db
    .select({ id: riskSource.id })
    .from(riskSource)
    .where(and(eq(riskSource.projectId, proId), eq(riskSource.sourceNo, no)));
  return row!.id;
};
/** Rows of the tables an inspection writes, to show a refused one wrote nothing. */
async function written() {
  const n = async (
    table: typeof riskInspection | typeof riskCheck | typeof rectification | typeof auditLog,
  ) => (await t.db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    inspections: await n(riskInspection),
    checks: await n(riskCheck),
    rectifications: await n(rectification),
    audits: await n(auditLog),
    sources: await t.db.select().from(riskSource),
  };
}

describe('the risk source register', () => {
  it('when listed and summarised, then the seeded sources come back with the overdue pit flagged', async () => {
    const pile = t.project('jiangdongPile');
    const list = await sourcesOf(pile, zhang);
    expect(list.map((s) => s.sourceNo)).toEqual([
      'WX-ZJ-01',
      'WX-ZJ-02',
      'WX-ZJ-03',
      'WX-ZJ-04',
      'WX-ZJ-05',
      'WX-ZJ-06',
    ]);
    expect(list[0]).toMatchObject({ patrolState: 'OVERDUE', lastInspectedOn: daysAgo(10), planReady: true });
    // Lifting 12 t is above the scale: approved but not yet expert-reviewed, so its plan is not ready.
    expect(list[2]).toMatchObject({ patrolState: 'NOT_REQUIRED', planReady: false });
    const summary = (await get(`/api/risk/source/summary?proId=${pile}`, zhang)).json().data;
    expect(summary).toMatchObject({
      total: 6,
      byLevel: { MAJOR: 2, HIGH: 2, GENERAL: 1, LOW: 1 },
      dangerous: 2,
      overScale: 2,
      planPending: 1,
      intervalDays: 7,
    });
    expect(summary.overdue.map((o: { sourceNo: string }) => o.sourceNo)).toEqual(['WX-ZJ-01']);
    const major = await sourcesOf(pile, zhang, '&riskLevel=MAJOR');
    expect(major.map((s) => s.sourceNo)).toEqual(['WX-ZJ-01', 'WX-ZJ-03']);
  });

  it('when a plan is marked reviewed below the scale or without its date, or ends before it starts, then 422 and nothing written', async () => {
    const pile = t.project('jiangdongPile');
    const body = {
      projectId: pile,
      sourceNo: 'WX-ZJ-20',
      name: '3#楼 基坑降水井施工',
      category: 'FOUNDATION_PIT',
      scale: 'DANGEROUS',
      location: '3#楼 基坑周边',
      riskLevel: 'GENERAL',
      measures: '降水井成孔后及时下管回填，孔口加盖。',
      responsible: '张建国',
      planStatus: 'REVIEWED',
      reviewDate: daysAgo(3),
      startDate: daysAgo(2),
    };
    const before = (await written()).sources.length;
    const belowScale = await post('/api/risk/source/add', body, zhang);
    expect(belowScale.statusCode).toBe(422);
    expect(belowScale.json().msg).toContain('planStatus');
    const noDate = await post(
      '/api/risk/source/add',
      { ...body, scale: 'OVER_SCALE', reviewDate: '' },
      zhang,
    );
    expect(noDate.statusCode).toBe(422);
    expect(noDate.json().msg).toContain('reviewDate');
    const backwards = await post(
      '/api/risk/source/add',
      { ...body, planStatus: 'APPROVED', endDate: daysAgo(5) },
      zhang,
    );
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().msg).toContain('endDate');
    const badLevel = await post('/api/risk/source/add', { ...body, riskLevel: 'EXTREME' }, zhang);
    expect(badLevel.statusCode).toBe(422);
    expect((await written()).sources.length).toBe(before);
    const okAdd = await post('/api/risk/source/add', { ...body, planStatus: 'APPROVED' }, zhang);
    expect(okAdd.statusCode).toBe(200);
    expect(okAdd.json().data).toMatchObject({ planReady: true, reviewDate: daysAgo(3), endDate: null });
    const upd = await post(
      '/api/risk/source/update',
      { id: okAdd.json().data.id, endDate: daysAgo(1) },
      zhang,
    );
    expect(upd.json().data.endDate).toBe(daysAgo(1));
    expect((await post('/api/risk/source/add', body, zhang)).statusCode).toBe(422);
    expect(
      (await post('/api/risk/source/add', { ...body, planStatus: 'APPROVED', sourceNo: 'WX-ZJ-01' }, zhang))
        .statusCode,
    ).toBe(409);
    const removed = await post('/api/risk/source/remove', { ids: [okAdd.json().data.id] }, zhang);
    expect(removed.json().data).toEqual({ removed: 1 });
  });

  it('when an inspected source is removed, then 409 and it stays', async () => {
    const pile = t.project('jiangdongPile');
    const id = await sourceId(pile, 'WX-ZJ-02');
    const res = await post('/api/risk/source/remove', { ids: [id] }, zhang);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toContain('旋挖钻孔灌注桩成孔作业');
    expect(await sourceId(pile, 'WX-ZJ-02')).toBe(id);
  });
});

describe('risk inspections', () => {
  it('when listed, then the rounds come newest first with each hazard’s rectification and its status', async () => {
    const pile = t.project('jiangdongPile');
    const page = (await get(`/api/risk/inspection/list?proId=${pile}`, zhang)).json().data;
    expect(page.total).toBe(3);
    expect(page.list.map((i: { inspectDate: string }) => i.inspectDate)).toEqual([
      daysAgo(10),
      daysAgo(12),
      daysAgo(20),
    ]);
    const round = page.list[1];
    expect(round).toMatchObject({ inspectorName: '张建国', hazardCount: 1 });
    expect(round.inspectorRole).toContain('项目经理');
    const hazard = round.checks.find((c: { result: string }) => c.result === 'HAZARD');
    expect(hazard).toMatchObject({ sourceNo: 'WX-ZJ-01', riskLevel: 'MAJOR', rectificationStatus: 'open' });
    const [notice] = await t.db
      .select()
      .from(rectification)
      .where(eq(rectification.id, hazard.rectificationId));
    expect(notice).toMatchObject({ source: 'risk-control', sourceId: hazard.id, severity: 'serious' });
    const hazards = (await get(`/api/risk/inspection/list?proId=${pile}&result=HAZARD`, zhang)).json().data;
    expect(hazards.total).toBe(2);
    const ofSource = await get(
      `/api/risk/inspection/list?proId=${pile}&sourceId=${await sourceId(pile, 'WX-ZJ-04')}`,
      zhang,
    );
    expect(ofSource.json().data.list.map((i: { inspectDate: string }) => i.inspectDate)).toEqual([
      daysAgo(10),
    ]);
    const detail = await get(`/api/risk/inspection/detail?id=${round.id}`, wang);
    expect(detail.json().data).toEqual(round);
  });

  it('when a supervisor records hazards, then each raises one rectification in the same round, and the pit is on time again', async () => {
    const pile = t.project('jiangdongPile');
    const before = await written();
    const res = await post(
      '/api/risk/inspection/add',
      {
        projectId: pile,
        inspectDate: businessToday(),
        remark: '周例行巡查',
        checks: [
          {
            sourceId: await sourceId(pile, 'WX-ZJ-01'),
            result: 'HAZARD',
            hazard: '基坑西侧第三方监测点 JC-07 被土方车压坏。',
            photos: ['/api/common/download?id=0b6f1d2e-3c4d-4e5f-8a9b-0c1d2e3f4a5b'],
          },
          { sourceId: await sourceId(pile, 'WX-ZJ-02'), result: 'HAZARD', hazard: 'GZ33 孔口防护栏杆缺失。' },
          { sourceId: await sourceId(pile, 'WX-ZJ-05'), result: 'PASS', hazard: '应被忽略' },
        ],
      },
      wang,
    );
    expect(res.statusCode).toBe(200);
    const round = res.json().data;
    expect(round).toMatchObject({ inspectorName: '王海涛', inspectorRole: '专业监理工程师', hazardCount: 2 });
    expect(round.inspectionNo).toMatch(/^XC-\d{4}-004$/);
    expect(round.checks[2]).toMatchObject({ result: 'PASS', hazard: '', rectificationId: null });
    const notices = await t.db
      .select()
      .from(rectification)
      .where(
        and(
          eq(rectification.source, 'risk-control'),
          inArray(
            rectification.sourceId,
            round.checks.map((c: { id: number }) => c.id),
          ),
        ),
      );
    expect(notices).toHaveLength(2);
    expect(notices.map((n) => n.id).sort()).toEqual(
      round.checks
        .slice(0, 2)
        .map((c: { rectificationId: number }) => c.rectificationId)
        .sort(),
    );
    const pit = notices.find((n) => n.sourceId === round.checks[0].id)!;
    expect(pit).toMatchObject({
      severity: 'serious',
      status: 'open',
      issuerId: t.ids.users.get('wanghaitao'),
    });
    expect(pit.photos).toEqual(['/api/common/download?id=0b6f1d2e-3c4d-4e5f-8a9b-0c1d2e3f4a5b']);
    expect(pit.flowInstanceId).not.toBeNull();
    expect(notices.find((n) => n.sourceId === round.checks[1].id)?.severity).toBe('normal');
    const after = await written();
    expect(after.rectifications - before.rectifications).toBe(2);
    expect(after.inspections - before.inspections).toBe(1);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.resource, 'riskInspection'));
    expect(audits.map((a) => a.recordId)).toContain(round.id);
    const pitSource = (await sourcesOf(pile, zhang)).find((s) => s.sourceNo === 'WX-ZJ-01');
    expect(pitSource).toMatchObject({ patrolState: 'ON_TIME', lastInspectedOn: businessToday() });
    // The rectification page reads the notice the inspection raised.
    const notice = await get(`/api/rectification/detail?id=${pit.id}`, zhang);
    expect(notice.json().data.title).toContain('WX-ZJ-01');
  });

  it('when a later check of the round fails, then nothing is written — not even the earlier check’s rectification', async () => {
    const pile = t.project('jiangdongPile');
    const before = await written();
    const res = await post(
      '/api/risk/inspection/add',
      {
        projectId: pile,
        inspectDate: daysAgo(1),
        checks: [
          { sourceId: await sourceId(pile, 'WX-ZJ-02'), result: 'HAZARD', hazard: '孔口盖板缺失。' },
          // A source of another project: refused after the first check and its notice were written.
          {
            sourceId: await sourceId(t.project('jiangdongMain'), 'WX-ZT-01'),
            result: 'PASS',
          },
        ],
      },
      wang,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain('checks.1.sourceId');
    expect(await written()).toEqual(before);
  });

  it('when the input is bad, then 422 naming the field and nothing written', async () => {
    const pile = t.project('jiangdongPile');
    const pit = await sourceId(pile, 'WX-ZJ-01');
    const before = await written();
    const cases: [unknown, string][] = [
      [{ checks: [{ sourceId: pit, result: 'HAZARD', hazard: '' }] }, 'checks.0.hazard'],
      [
        {
          checks: [
            { sourceId: pit, result: 'PASS' },
            { sourceId: pit, result: 'PASS' },
          ],
        },
        'checks.1.sourceId',
      ],
      [{ inspectDate: daysAgo(-2), checks: [{ sourceId: pit, result: 'PASS' }] }, 'inspectDate'],
      [{ inspectDate: '2026-02-30', checks: [{ sourceId: pit, result: 'PASS' }] }, 'inspectDate'],
      [{ checks: [] }, 'checks'],
      [{ checks: [{ sourceId: pit, result: 'UNSAFE' }] }, 'result'],
    ];
    for (const [patch, field] of cases) {
      const res = await post(
        '/api/risk/inspection/add',
        { projectId: pile, inspectDate: daysAgo(1), ...(patch as object) },
        wang,
      );
      expect(res.statusCode, field).toBe(422);
      expect(res.json().msg).toContain(field);
    }
    expect(await written()).toEqual(before);
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/risk/inspection/add',
      headers: { 'x-auth-token': t.token(wang), 'accept-language': 'en' },
      payload: { projectId: pile, inspectDate: daysAgo(1), checks: [{ sourceId: pit, result: 'HAZARD' }] },
    });
    expect(english.json().msg).toContain('Describe the hazard found');
  });

  it('when a major source was last inspected 7 days ago it is on time, 8 days ago overdue', async () => {
    const main = t.project('jiangdongMain');
    const li = await loginAs(t.app, 'lixiaofeng');
    const add = async (sourceNo: string) => {
      const res = await post(
        '/api/risk/source/add',
        {
          projectId: main,
          sourceNo,
          name: `${sourceNo} 钢结构雨棚吊装`,
          category: 'LIFTING',
          scale: 'DANGEROUS',
          location: '商业裙房 入口雨棚',
          riskLevel: 'MAJOR',
          measures: '吊装警戒区，专人指挥。',
          responsible: '李晓峰',
          planStatus: 'APPROVED',
          startDate: daysAgo(30),
        },
        li,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data.patrolState).toBe('OVERDUE');
      return res.json().data.id as number;
    };
    const seven = await add('WX-ZT-31');
    const eight = await add('WX-ZT-32');
    for (const [id, days] of [
      [seven, 7],
      [eight, 8],
    ] as const) {
      const res = await post(
        '/api/risk/inspection/add',
        { projectId: main, inspectDate: daysAgo(days), checks: [{ sourceId: id, result: 'PASS' }] },
        li,
      );
      expect(res.statusCode).toBe(200);
    }
    const list = await sourcesOf(main, li, '&keyword=钢结构雨棚');
    expect(list.map((s) => [s.sourceNo, s.patrolState])).toEqual([
      ['WX-ZT-31', 'ON_TIME'],
      ['WX-ZT-32', 'OVERDUE'],
    ]);
    const summary = (await get(`/api/risk/source/summary?proId=${main}`, li)).json().data;
    expect(summary.overdue.map((o: { sourceNo: string }) => o.sourceNo)).toEqual(['WX-ZT-32']);
    // An older round does not move the last inspection back.
    await post(
      '/api/risk/inspection/add',
      { projectId: main, inspectDate: daysAgo(20), checks: [{ sourceId: seven, result: 'PASS' }] },
      li,
    );
    expect((await sourcesOf(main, li, '&keyword=WX-ZT-31'))[0]?.lastInspectedOn).toBe(daysAgo(7));
  });

  it('when a non-member reads or writes, then 404; a reader writes, 403; a supervisor may inspect; anonymous is not logged in', async () => {
    const main = t.project('jiangdongMain');
    const wt = await sourceId(main, 'WX-ZT-01');
    const body = { projectId: main, inspectDate: daysAgo(1), checks: [{ sourceId: wt, result: 'PASS' }] };
    const before = await written();
    // 张建国 is on the pile works only.
    expect((await get(`/api/risk/source/summary?proId=${main}`, zhang)).statusCode).toBe(404);
    expect((await get(`/api/risk/source/list?proId=${main}`, zhang)).statusCode).toBe(404);
    expect((await get(`/api/risk/inspection/list?proId=${main}`, zhang)).statusCode).toBe(404);
    expect((await post('/api/risk/inspection/add', body, zhang)).statusCode).toBe(404);
    const [round] = await t.db
      .select({ id: riskInspection.id })
      .from(riskInspection)
      .where(eq(riskInspection.projectId, main));
    expect((await get(`/api/risk/inspection/detail?id=${round!.id}`, zhang)).statusCode).toBe(404);
    expect((await get('/api/risk/inspection/detail?id=999999', zhang)).statusCode).toBe(404);
    // The owner's representative reads the register and the rounds but records neither.
    const owner = await loginAs(t.app, 'zhaolihua');
    expect((await get(`/api/risk/inspection/list?proId=${main}`, owner)).statusCode).toBe(200);
    expect((await get(`/api/risk/source/summary?proId=${main}`, owner)).statusCode).toBe(200);
    expect((await post('/api/risk/inspection/add', body, owner)).statusCode).toBe(403);
    expect((await post('/api/risk/source/update', { id: wt, riskLevel: 'LOW' }, owner)).statusCode).toBe(403);
    expect(await written()).toEqual(before);
    expect((await get(`/api/risk/inspection/list?proId=${main}`)).json().code).toBe(400);
    expect((await get('/api/risk/source/summary?proId=abc', zhang)).statusCode).toBe(422);
    // The chief supervisor inspects.
    const chen = await loginAs(t.app, 'chenzhiming');
    expect((await post('/api/risk/inspection/add', body, chen)).statusCode).toBe(200);
  });

  it('when exported, then an xlsx comes back', async () => {
    const res = await get(`/api/risk/source/export?proId=${t.project('jiangdongPile')}`, zhang);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });
});
