import { businessDate, monthOf, previousMonth } from '@zhuji/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injector, testApp } from '../../../test/app';
import { loginAs } from '../../../test/auth';
import { testDatabase } from '../../../test/per-file-db';
import { seedDemoData } from '../../seed';
import { type StartupSeedIds, seedStartupDemoOnce, startupSeedIds } from '../../seed/startup';
import { outputNoticeFor } from './output.service';
import { outputNoticeParam, outputNoticeRead, outputReport, projectProgressStatus } from './output.table';

let app: FastifyInstance;
let token: string;
let ids: StartupSeedIds;

beforeAll(async () => {
  const { db } = testDatabase();
  await seedDemoData(db);
  await seedStartupDemoOnce(db);
  ids = await startupSeedIds(db);
  app = await testApp();
  token = await loginAs(app, 'zhangjianguo');
});
afterAll(async () => {
  await app.close();
});

const db = () => testDatabase().db;
const { get, post } = injector(() => app);
const projectId = (key: string) => ids.projects.get(key)!;
const userId = (account: string) => ids.users.get(account)!;

/** Noon in China on a day of the month the tests run in (or the one after). */
const thisMonth = monthOf(businessDate(new Date()));
const nextMonth = (() => {
  const [y, m] = thisMonth.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
})();
const day = (d: number, month = thisMonth) => new Date(`${month}-${String(d).padStart(2, '0')}T04:00:00Z`);

const readRows = (user: number) =>
  db().select().from(outputNoticeRead).where(eq(outputNoticeRead.userId, user));

describe('output-notice parameters', () => {
  it('when the project has its own row, then those values come back', async () => {
    const res = await get(`/api/output/params?projectId=${projectId('jiangdongPile')}`, token);
    expect(res.json()).toMatchObject({ code: 200, data: { firstHalfStartDate: 5, firstHalfEndDate: 20 } });
    await db()
      .insert(outputNoticeParam)
      .values({
        projectId: projectId('xianghuPile'),
        firstHalfStartDate: 8,
        firstHalfEndDate: 22,
      });
    const xianghu = await get(`/api/output/params?projectId=${projectId('xianghuPile')}`, token);
    expect(xianghu.json().data).toEqual({ firstHalfStartDate: 8, firstHalfEndDate: 22 });
  });

  it('when the project has no row, then the defaults 5 and 20', async () => {
    const quality = await loginAs(app, 'lixiaofeng');
    const res = await get(`/api/output/params?projectId=${projectId('jiangdongMain')}`, quality);
    expect(res.json().data).toEqual({ firstHalfStartDate: 5, firstHalfEndDate: 20 });
  });

  it('when the project is not the caller’s, then 403', async () => {
    const res = await get(`/api/output/params?projectId=${projectId('jiangdongMain')}`, token);
    expect(res.statusCode).toBe(403);
  });

  it('when anonymous, then refused', async () => {
    const res = await get(`/api/output/params?projectId=${projectId('jiangdongPile')}`);
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
    const pile = projectId('jiangdongPile');
    expect(await outputNoticeFor(db(), me, pile, day(10))).toBe(true);
    for (let i = 0; i < 2; i++) {
      const res = await post('/api/output/notice/read', { projectId: pile }, token);
      expect(res.json()).toMatchObject({ code: 200, data: null });
    }
    const rows = await readRows(me);
    expect(rows.map((r) => [r.projectId, r.month])).toEqual([[pile, thisMonth]]);
    expect(await outputNoticeFor(db(), me, pile, day(10))).toBe(false);
    // Another member of the same project still sees it; next month it comes back.
    expect(await outputNoticeFor(db(), userId('lixiaofeng'), pile, day(10))).toBe(true);
    expect(await outputNoticeFor(db(), me, pile, day(10, nextMonth))).toBe(true);
  });

  it('when projectId is not a number, then 422 naming the field and nothing is written', async () => {
    const before = (await readRows(userId('zhangjianguo'))).length;
    const res = await post('/api/output/notice/read', { projectId: 'abc' }, token);
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain('projectId');
    expect(await readRows(userId('zhangjianguo'))).toHaveLength(before);
  });

  it('when the project is not the caller’s, then 403 and nothing is written', async () => {
    const res = await post('/api/output/notice/read', { projectId: projectId('jiangdongMain') }, token);
    expect(res.statusCode).toBe(403);
    const rows = await db()
      .select()
      .from(outputNoticeRead)
      .where(eq(outputNoticeRead.projectId, projectId('jiangdongMain')));
    expect(rows).toHaveLength(0);
  });

  it('when anonymous, then refused and nothing is written', async () => {
    const res = await post('/api/output/notice/read', { projectId: projectId('xianghuPile') });
    expect(res.json()).toMatchObject({ code: 400, data: 'not logged in' });
    const rows = await db()
      .select()
      .from(outputNoticeRead)
      .where(eq(outputNoticeRead.projectId, projectId('xianghuPile')));
    expect(rows).toHaveLength(0);
  });
});

describe('whether user info raises the output notice', () => {
  const quality = () => userId('lixiaofeng');

  it('when outside the 5th–28th, then no notice', async () => {
    const pile = projectId('jiangdongPile');
    expect(await outputNoticeFor(db(), quality(), pile, day(4))).toBe(false);
    expect(await outputNoticeFor(db(), quality(), pile, day(5))).toBe(true);
    expect(await outputNoticeFor(db(), quality(), pile, day(28))).toBe(true);
    expect(await outputNoticeFor(db(), quality(), pile, day(29))).toBe(false);
  });

  it('when last month’s report is filed, then no notice; next month asks for this month’s', async () => {
    const main = projectId('jiangdongMain');
    expect(await outputNoticeFor(db(), quality(), main, day(10))).toBe(false);
    expect(await outputNoticeFor(db(), quality(), main, day(10, nextMonth))).toBe(true);
  });

  it('when last month’s report is only a draft, then the notice still shows', async () => {
    const xianghu = projectId('xianghuPile');
    await db()
      .insert(outputReport)
      .values({ projectId: xianghu, reportMonth: previousMonth(thisMonth), plannedValue: '210.0000' });
    expect(await outputNoticeFor(db(), userId('zhangjianguo'), xianghu, day(10))).toBe(true);
  });

  it.each(['completed', 'stopped'] as const)('when the project is %s, then no notice', async (status) => {
    const xianghu = projectId('xianghuPile');
    await db()
      .insert(projectProgressStatus)
      .values({ projectId: xianghu, status })
      .onConflictDoUpdate({ target: projectProgressStatus.projectId, set: { status } });
    expect(await outputNoticeFor(db(), userId('zhangjianguo'), xianghu, day(10))).toBe(false);
    await db().delete(projectProgressStatus).where(eq(projectProgressStatus.projectId, xianghu));
  });
});
