import { businessDate, monthOf, previousMonth } from '@zhuji/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth';
import { edgeOf } from '../../../test/clock';
import { seededApp } from '../../../test/seeded-app';
import { auditLog } from '../../platform/audit/audit.table';
import { outputNoticeFor } from './output.service';
import { outputNoticeParam, outputNoticeRead, outputReport, projectProgressStatus } from './output.table';

// "Today" is fixed for the demo and the expectations alike (test/clock.ts).
const seededAt = edgeOf('before');
const token = 'zhangjianguo';
const t = seededApp({ users: [token], startup: true, clock: seededAt, caller: null });
const { get, post } = t;

const userId = (account: string) => t.ids.users.get(account)!;

/** Noon in China on a day of the month the fixed clock is in (or the one after): read at import, before the clock is fixed, so from seededAt, never from the real date. */
const thisMonth = monthOf(businessDate(seededAt));
const nextMonth = (() => {
  const [y, m] = thisMonth.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
})();
const day = (d: number, month = thisMonth) => new Date(`${month}-${String(d).padStart(2, '0')}T04:00:00Z`);

const readRows = (user: number) =>
  t.db.select().from(outputNoticeRead).where(eq(outputNoticeRead.userId, user));

describe('output-notice parameters', () => {
  it('when the project has its own row, then those values come back', async () => {
    const res = await get(`/api/output/params?projectId=${t.project('jiangdongPile')}`, token);
    expect(res.json()).toMatchObject({ code: 200, data: { firstHalfStartDate: 5, firstHalfEndDate: 20 } });
    await t.db.insert(outputNoticeParam).values({
      projectId: t.project('xianghuPile'),
      firstHalfStartDate: 8,
      firstHalfEndDate: 22,
    });
    const xianghu = await get(`/api/output/params?projectId=${t.project('xianghuPile')}`, token);
    expect(xianghu.json().data).toEqual({ firstHalfStartDate: 8, firstHalfEndDate: 22 });
  });

  it('when the project has no row, then the defaults 5 and 20', async () => {
    const quality = await loginAs(t.app, 'lixiaofeng');
    const res = await get(`/api/output/params?projectId=${t.project('jiangdongMain')}`, quality);
    expect(res.json().data).toEqual({ firstHalfStartDate: 5, firstHalfEndDate: 20 });
  });

  it('when the project is not the caller’s, then 404', async () => {
    const res = await get(`/api/output/params?projectId=${t.project('jiangdongMain')}`, token);
    expect(res.statusCode).toBe(404);
  });

  it('when anonymous, then refused', async () => {
    const res = await get(`/api/output/params?projectId=${t.project('jiangdongPile')}`);
    expect(res.json()).toMatchObject({ code: 400, data: 'not logged in' });
  });

  it('when projectId is missing, then 422 naming the field', async () => {
    const res = await get('/api/output/params', token);
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain('projectId');
  });
});

describe('closing the output notice', () => {
  it('when the notice is closed twice, then one read mark for this month and the notice stays hidden', async () => {
    const me = userId('zhangjianguo');
    const pile = t.project('jiangdongPile');
    expect(await outputNoticeFor(t.db, me, pile, day(10))).toBe(true);
    for (let i = 0; i < 2; i++) {
      const res = await post('/api/output/notice/read', { projectId: pile }, token);
      expect(res.json()).toMatchObject({ code: 200, data: null });
    }
    const rows = await readRows(me);
    expect(rows.map((r) => [r.projectId, r.month])).toEqual([[pile, thisMonth]]);
    expect(await outputNoticeFor(t.db, me, pile, day(10))).toBe(false);
    // Another member of the same project still sees it; next month it comes back.
    expect(await outputNoticeFor(t.db, userId('lixiaofeng'), pile, day(10))).toBe(true);
    expect(await outputNoticeFor(t.db, me, pile, day(10, nextMonth))).toBe(true);
  });

  it('when projectId is not a number, then 422 naming the field and nothing is written', async () => {
    const before = (await readRows(userId('zhangjianguo'))).length;
    const res = await post('/api/output/notice/read', { projectId: 'abc' }, token);
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain('projectId');
    expect(await readRows(userId('zhangjianguo'))).toHaveLength(before);
  });

  it('when the project is not the caller’s, then 404 and nothing is written', async () => {
    const res = await post('/api/output/notice/read', { projectId: t.project('jiangdongMain') }, token);
    expect(res.statusCode).toBe(404);
    const rows = await t.db
      .select()
      .from(outputNoticeRead)
      .where(eq(outputNoticeRead.projectId, t.project('jiangdongMain')));
    expect(rows).toHaveLength(0);
  });

  it('when anonymous, then refused and nothing is written', async () => {
    const res = await post('/api/output/notice/read', { projectId: t.project('xianghuPile') });
    expect(res.json()).toMatchObject({ code: 400, data: 'not logged in' });
    const rows = await t.db
      .select()
      .from(outputNoticeRead)
      .where(eq(outputNoticeRead.projectId, t.project('xianghuPile')));
    expect(rows).toHaveLength(0);
  });
});

describe('whether user info raises the output notice', () => {
  const quality = () => userId('lixiaofeng');

  it('when outside the 5th–28th, then no notice', async () => {
    const pile = t.project('jiangdongPile');
    expect(await outputNoticeFor(t.db, quality(), pile, day(4))).toBe(false);
    expect(await outputNoticeFor(t.db, quality(), pile, day(5))).toBe(true);
    expect(await outputNoticeFor(t.db, quality(), pile, day(28))).toBe(true);
    expect(await outputNoticeFor(t.db, quality(), pile, day(29))).toBe(false);
  });

  it('when last month’s report is filed, then no notice; next month asks for this month’s', async () => {
    const main = t.project('jiangdongMain');
    expect(await outputNoticeFor(t.db, quality(), main, day(10))).toBe(false);
    expect(await outputNoticeFor(t.db, quality(), main, day(10, nextMonth))).toBe(true);
  });

  it('when last month’s report is only a draft, then the notice still shows', async () => {
    const xianghu = t.project('xianghuPile');
    await t.db
      .insert(outputReport)
      .values({ projectId: xianghu, reportMonth: previousMonth(thisMonth), plannedValue: '210.0000' });
    expect(await outputNoticeFor(t.db, userId('zhangjianguo'), xianghu, day(10))).toBe(true);
  });

  it.each(['completed', 'stopped'] as const)('when the project is %s, then no notice', async (status) => {
    const xianghu = t.project('xianghuPile');
    await t.db
      .insert(projectProgressStatus)
      .values({ projectId: xianghu, status })
      .onConflictDoUpdate({ target: projectProgressStatus.projectId, set: { status } });
    expect(await outputNoticeFor(t.db, userId('zhangjianguo'), xianghu, day(10))).toBe(false);
    await t.db.delete(projectProgressStatus).where(eq(projectProgressStatus.projectId, xianghu));
  });
});

describe('the monthly output report', () => {
  const monthsBack = (n: number) => {
    let m = thisMonth;
    for (let i = 0; i < n; i++) m = previousMonth(m);
    return m;
  };
  const report = (proId: number, month: string) => ({
    projectId: proId,
    reportMonth: month,
    plannedValue: '54',
    actualValue: '56.65',
    pileCount: 13,
    pileLength: '605.5',
    concreteVolume: '348.6',
    rebarWeight: '26.7',
    imageProgress: '工程桩 GZ20～GZ32 成桩 13 根',
    nextMonthPlan: '18',
    problems: '无',
  });
  const auditOf = () => t.db.select().from(auditLog).where(eq(auditLog.resource, 'outputReport'));

  /** The seeded months' actual values added up (万元), as the cumulative figures must give them. */
  const seededTotal = async (proId: number) => {
    const { list } = (await get(`/api/project/output/list?proId=${proId}&limit=50`, token)).json().data;
    return list.reduce((sum: number, r: { actualValue: string }) => sum + Number(r.actualValue), 0) as number;
  };
  const money = (n: number) => (Math.round(n * 10_000) / 10_000).toFixed(4);
  const percent = (a: number, b: number) => (Math.round((a / b) * 10_000) / 100).toFixed(2);
  // The 桩基 contract of the demo (its 60 piles and the measures, seed/business.ts).
  const CONTRACT = '346.9000';

  it('when the list is read, then the seeded months come newest first with cumulative value and rates', async () => {
    const res = await get(`/api/project/output/list?proId=${t.project('jiangdongPile')}`, token);
    const { list, total } = res.json().data;
    expect(total).toBe(4);
    expect(list[0].reportMonth).toBe(monthsBack(2));
    // The newest month's cumulative value is every month's actual value added up, its rate that of the contract.
    const sum = await seededTotal(t.project('jiangdongPile'));
    expect(list[0]).toMatchObject({
      cumulativeValue: money(sum),
      contractValue: CONTRACT,
      cumulativeRate: percent(sum, Number(CONTRACT)),
    });
    // The oldest month, site preparation only: 21.6 of 20 planned.
    expect(list[3]).toMatchObject({ cumulativeValue: '21.6000', monthRate: '108.00' });
  });

  it('when the check is asked for last month, then the figures it would have and no warning; a future month warns', async () => {
    const proId = t.project('jiangdongPile');
    const res = await post(
      '/api/project/output/check',
      { projectId: proId, reportMonth: monthsBack(1), plannedValue: '18', actualValue: '19' },
      token,
    );
    const sum = (await seededTotal(proId)) + 19;
    expect(res.json().data).toMatchObject({
      exists: false,
      contractValue: CONTRACT,
      cumulativeValue: money(sum),
      monthRate: '105.56',
      cumulativeRate: percent(sum, Number(CONTRACT)),
      warnings: [],
    });
    const future = await post(
      '/api/project/output/check',
      { projectId: proId, reportMonth: thisMonth, plannedValue: '18', actualValue: '40' },
      token,
    );
    expect(future.json().data.warnings).toHaveLength(2);
    expect(future.json().data.warnings[0]).toContain('尚未结束');
  });

  it('when last month is filed inside the window, then the notice stops, the row carries its figures and an audit entry', async () => {
    const proId = t.project('jiangdongPile');
    const me = userId('lixiaofeng');
    expect(await outputNoticeFor(t.db, me, proId, day(12))).toBe(true);
    const before = await seededTotal(proId);
    const res = await post('/api/project/output/add', report(proId, monthsBack(1)), token);
    expect(res.json()).toMatchObject({
      code: 200,
      data: { cumulativeValue: money(before + 56.65), monthRate: '104.91', contractValue: CONTRACT },
    });
    expect(res.json().data.filedAt).toBeTruthy();
    expect(await outputNoticeFor(t.db, me, proId, day(12))).toBe(false);
    expect((await auditOf()).map((a) => a.action)).toEqual(['add']);
    const again = await post('/api/project/output/add', report(proId, monthsBack(1)), token);
    expect(again.statusCode).toBe(409);
  });

  it('when an earlier month is edited, then the later months’ cumulative values follow', async () => {
    const proId = t.project('jiangdongPile');
    const list = (await get(`/api/project/output/list?proId=${proId}&limit=50`, token)).json().data.list;
    const oldest = list.at(-1);
    const before = Number(list[0].cumulativeValue);
    // 21.6 of the oldest month becomes 21.0: 105.00 % of its 20 planned, and every later cumulative 0.6 less.
    const res = await post('/api/project/output/update', { id: oldest.id, actualValue: '21.0' }, token);
    expect(res.json().data).toMatchObject({ actualValue: '21.0000', monthRate: '105.00' });
    const newest = (await get(`/api/project/output/list?proId=${proId}`, token)).json().data.list[0];
    expect(newest.cumulativeValue).toBe(money(before - 0.6));
  });

  it.each([
    ['reportMonth', { reportMonth: '2026-13' }],
    ['actualValue', { actualValue: '' }],
    ['plannedValue', { plannedValue: '-5' }],
    ['pileCount', { pileCount: -1 }],
  ])('when %s is bad, then 422 naming it and nothing is written', async (field, change) => {
    const before = (await auditOf()).length;
    const res = await post(
      '/api/project/output/add',
      { ...report(t.project('jiangdongPile'), monthsBack(8)), ...change },
      token,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain(field);
    expect(await auditOf()).toHaveLength(before);
  });

  it('when the month has not ended, then 422 naming reportMonth', async () => {
    const res = await post('/api/project/output/add', report(t.project('jiangdongPile'), thisMonth), token);
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain('reportMonth');
  });

  it('when the caller is not a member (404) or only reads (403), then nothing is written', async () => {
    const before = (await auditOf()).length;
    const other = await post(
      '/api/project/output/add',
      report(t.project('jiangdongMain'), monthsBack(9)),
      token,
    );
    expect(other.statusCode).toBe(404);
    const supervisor = await loginAs(t.app, 'wanghaitao');
    const read = await post(
      '/api/project/output/add',
      report(t.project('jiangdongPile'), monthsBack(9)),
      supervisor,
    );
    expect(read.statusCode).toBe(403);
    const check = await post(
      '/api/project/output/check',
      {
        projectId: t.project('jiangdongPile'),
        reportMonth: monthsBack(9),
        plannedValue: '1',
        actualValue: '1',
      },
      supervisor,
    );
    expect(check.statusCode).toBe(403);
    expect(await auditOf()).toHaveLength(before);
    const list = await get(`/api/project/output/list?proId=${t.project('jiangdongPile')}`, supervisor);
    expect(list.json().code).toBe(200);
  });
});

describe('changing the output-notice parameters', () => {
  it('when the manager sets 8 and 22, then params answer them; start after end is 422; a reader gets 403', async () => {
    const proId = t.project('xianghuPile');
    const res = await post(
      '/api/output/params/update',
      { projectId: proId, firstHalfStartDate: 8, firstHalfEndDate: 22 },
      token,
    );
    expect(res.json()).toMatchObject({ code: 200, data: { firstHalfStartDate: 8, firstHalfEndDate: 22 } });
    expect((await get(`/api/output/params?projectId=${proId}`, token)).json().data).toEqual({
      firstHalfStartDate: 8,
      firstHalfEndDate: 22,
    });
    const bad = await post(
      '/api/output/params/update',
      { projectId: proId, firstHalfStartDate: 21, firstHalfEndDate: 10 },
      token,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toContain('firstHalfEndDate');
    const regulator = await loginAs(t.app, 'liuming');
    const refused = await post(
      '/api/output/params/update',
      { projectId: proId, firstHalfStartDate: 1, firstHalfEndDate: 2 },
      regulator,
    );
    expect(refused.statusCode).toBe(403);
  });
});

describe('show-output-notice (spec §7.1)', () => {
  it('when a member asks, then the answer is the user-info rule, and closing the notice hides it', async () => {
    const li = await loginAs(t.app, 'lixiaofeng');
    const pile = t.project('jiangdongPile');
    const due = await outputNoticeFor(t.db, userId('lixiaofeng'), pile);
    const res = await get(`/api/output/showOutputNotice?projectId=${pile}`, li);
    expect(res.json()).toMatchObject({ code: 200, data: { projectId: pile, show: due } });
    // Without projectId: the current project (一标段 桩基工程 after login), as user info says.
    const current = (await get('/api/output/showOutputNotice', li)).json().data;
    const info = (await get('/api/user/info', li)).json().data;
    expect(current).toEqual({ projectId: info.currentProject.id, show: info.showOutputNotice });
    await post('/api/output/notice/read', { projectId: pile }, li);
    expect((await get(`/api/output/showOutputNotice?projectId=${pile}`, li)).json().data.show).toBe(false);
  });

  it('when last month is not filed, then user info raises the notice, and no longer once it is closed (its one query reads the read mark)', async () => {
    const li = await loginAs(t.app, 'lixiaofeng');
    const me = userId('lixiaofeng');
    const pile = t.project('jiangdongPile');
    const lastMonth = previousMonth(monthOf(businessDate(new Date())));
    const filed = and(eq(outputReport.projectId, pile), eq(outputReport.reportMonth, lastMonth));
    const [report] = await t.db.select({ filedAt: outputReport.filedAt }).from(outputReport).where(filed);
    // Whatever the tests before did: last month back to a draft, the notice not closed this month.
    await t.db.update(outputReport).set({ filedAt: null }).where(filed);
    await t.db.delete(outputNoticeRead).where(eq(outputNoticeRead.userId, me));
    try {
      const info = async () => (await get('/api/user/info', li)).json().data;
      expect((await info()).currentProject.id).toBe(pile);
      expect(await outputNoticeFor(t.db, me, pile)).toBe(true);
      expect((await info()).showOutputNotice).toBe(true);
      await post('/api/output/notice/read', { projectId: pile }, li);
      expect((await info()).showOutputNotice).toBe(false);
      // Filed, with the mark gone: still not raised.
      await t.db.delete(outputNoticeRead).where(eq(outputNoticeRead.userId, me));
      await t.db
        .insert(outputReport)
        .values({ projectId: pile, reportMonth: lastMonth, filedAt: new Date() })
        .onConflictDoUpdate({
          target: [outputReport.projectId, outputReport.reportMonth],
          set: { filedAt: new Date() },
        });
      expect((await info()).showOutputNotice).toBe(false);
    } finally {
      if (report) await t.db.update(outputReport).set({ filedAt: report.filedAt }).where(filed);
      else await t.db.delete(outputReport).where(filed);
    }
  });

  it('when the project is not the caller’s, then 404; a bad projectId, 422 naming it', async () => {
    const other = await get(`/api/output/showOutputNotice?projectId=${t.project('jiangdongMain')}`, token);
    expect(other.statusCode).toBe(404);
    const bad = await get('/api/output/showOutputNotice?projectId=abc', token);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toContain('projectId');
  });
});
