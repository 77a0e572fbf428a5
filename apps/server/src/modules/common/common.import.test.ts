import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app';
import { loginAs } from '../../../test/auth';
import { testDatabase } from '../../../test/per-file-db';
import { appUser } from '../../platform/identity';
import { importJob } from '../../platform/jobs/import-job.table';
import { ImportRowError, startImportJob } from '../../platform/jobs/import-jobs';
import { seedDemoData } from '../../seed';

let app: FastifyInstance;
let zhang: string;
let zhangId: number;

beforeAll(async () => {
  const { db } = testDatabase();
  await seedDemoData(db);
  app = await testApp();
  zhang = await loginAs(app, 'zhangjianguo');
  const [user] = await db.select({ id: appUser.id }).from(appUser).where(eq(appUser.account, 'zhangjianguo'));
  zhangId = user!.id;
});
afterAll(async () => {
  await app.close();
});

const loading = (id: string, token?: string) =>
  app.inject({ url: `/api/common/import/loading?id=${id}`, headers: token ? { 'x-auth-token': token } : {} });
const result = (id: string, token?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/common/import/result',
    payload: { id },
    headers: token ? { 'x-auth-token': token } : {},
  });

/** A fake import of 1,000 rows: every row whose number ends in 7 is bad, the others are "written". */
function fakeRows(n: number) {
  return Array.from({ length: n }, (_, i) => ({ pileNo: `ZH-${i + 1}`, bad: (i + 1) % 10 === 7 }));
}

describe('background import jobs', () => {
  it('when a job of 1,000 rows runs, then its progress rows advance every 100 rows and the result holds the counts and row errors', async () => {
    const { db } = testDatabase();
    const seenMidway: number[] = [];
    const written: string[] = [];
    const { id, finished } = await startImportJob(db, {
      userId: zhangId,
      projectId: null,
      resource: 'pile',
      rows: fakeRows(1000),
      rowNumber: (_row, index) => index + 2, // the spreadsheet's header is row 1
      handleRow: async (row, index) => {
        if (index === 550) {
          const [job] = await db.select().from(importJob).where(eq(importJob.id, id));
          seenMidway.push(job!.processed);
        }
        if (row.bad) throw new ImportRowError(`桩号 ${row.pileNo} 重复`);
        written.push(row.pileNo);
      },
    });
    const first = (await loading(id, zhang)).json().data;
    expect(first).toMatchObject({ id, resource: 'pile', total: 1000 });
    expect(['queued', 'running', 'done']).toContain(first.status);
    await finished;
    expect(seenMidway).toEqual([500]);
    expect(written).toHaveLength(900);
    expect((await loading(id, zhang)).json().data).toEqual({
      id,
      resource: 'pile',
      status: 'done',
      total: 1000,
      processed: 1000,
    });
    const res = (await result(id, zhang)).json().data;
    expect(res).toMatchObject({
      status: 'done',
      total: 1000,
      processed: 1000,
      okCount: 900,
      errorCount: 100,
    });
    expect(res.errors).toHaveLength(100);
    expect(res.errors[0]).toEqual({ row: 8, message: '桩号 ZH-7 重复' });
    expect(res.finishedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('when polled while running, then the status is running with a partial count', async () => {
    const { db } = testDatabase();
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const { id, finished } = await startImportJob(db, {
      userId: zhangId,
      projectId: null,
      resource: 'pile',
      rows: fakeRows(300),
      progressEvery: 50,
      handleRow: async (_row, index) => {
        if (index === 120) await gate;
      },
    });
    let progress = (await loading(id, zhang)).json().data;
    for (let i = 0; i < 50 && progress.processed < 100; i++) {
      await sleep(20);
      progress = (await loading(id, zhang)).json().data;
    }
    expect(progress).toMatchObject({ status: 'running', processed: 100, total: 300 });
    expect((await result(id, zhang)).json().data).toMatchObject({ status: 'running', finishedAt: null });
    release();
    await finished;
    expect((await loading(id, zhang)).json().data).toMatchObject({ status: 'done', processed: 300 });
  });

  it('when more than 500 rows are bad, then 500 errors are kept and all are counted; errors found before the job come first', async () => {
    const { db } = testDatabase();
    const { id, finished } = await startImportJob(db, {
      userId: zhangId,
      projectId: null,
      resource: 'pile',
      rows: fakeRows(700),
      initialErrors: [{ row: 2, message: '桩长 必须是数字' }],
      handleRow: () => {
        throw new Error('database said no: internal detail');
      },
    });
    await finished;
    const res = (await result(id, zhang)).json().data;
    expect(res).toMatchObject({ total: 701, processed: 701, okCount: 0, errorCount: 701 });
    expect(res.errors).toHaveLength(500);
    expect(res.errors[0]).toEqual({ row: 2, message: '桩长 必须是数字' });
    // An unexpected error does not leak its text.
    expect(res.errors[1]).toEqual({ row: 1, message: '该行导入失败' });
  });

  it('when the job itself breaks, then it ends as failed with a message', async () => {
    const { db } = testDatabase();
    const { id, finished } = await startImportJob(db, {
      userId: zhangId,
      projectId: null,
      resource: 'pile',
      rows: fakeRows(10),
      handleRow: () => {
        throw new Error('bad row');
      },
      rowNumber: () => {
        throw new Error('broken row numbering');
      },
    });
    await finished;
    const res = (await result(id, zhang)).json().data;
    expect(res.status).toBe('failed');
    expect(res.errors.at(-1)).toEqual({ row: 0, message: '导入意外中断，请重新导入' });
    expect(res.finishedAt).not.toBeNull();
  });

  it('when a running job has not been written for ten minutes (its process died), then polling it says failed', async () => {
    const { db } = testDatabase();
    const stale = new Date(Date.now() - 11 * 60 * 1000);
    const [dead] = await db
      .insert(importJob)
      .values({
        userId: zhangId,
        projectId: null,
        resource: 'pile',
        total: 10,
        status: 'running',
        updatedAt: stale,
      })
      .returning();
    const [alive] = await db
      .insert(importJob)
      .values({ userId: zhangId, projectId: null, resource: 'pile', total: 10, status: 'running' })
      .returning();
    expect((await loading(dead!.id, zhang)).json().data).toMatchObject({ status: 'failed' });
    const res = (await result(dead!.id, zhang)).json().data;
    expect(res.errors.at(-1)).toEqual({ row: 0, message: '导入意外中断，请重新导入' });
    expect(res.finishedAt).not.toBeNull();
    expect((await loading(alive!.id, zhang)).json().data).toMatchObject({ status: 'running' });
  });

  it('when another user, an anonymous caller or a malformed id asks, then 404 / refused / 422', async () => {
    const { db } = testDatabase();
    const { id, finished } = await startImportJob(db, {
      userId: zhangId,
      projectId: null,
      resource: 'pile',
      rows: fakeRows(5),
      handleRow: () => undefined,
    });
    await finished;
    const li = await loginAs(app, 'lixiaofeng');
    expect((await loading(id, li)).statusCode).toBe(404);
    expect((await loading(id, li)).json().msg).toBe('导入任务不存在');
    expect((await result(id, li)).statusCode).toBe(404);
    expect((await loading(id)).json()).toMatchObject({ code: 400, data: 'not logged in' });
    expect((await result(id)).json()).toMatchObject({ code: 400, data: 'not logged in' });
    expect((await loading('42', zhang)).statusCode).toBe(422);
    expect((await result('42', zhang)).statusCode).toBe(422);
  });

  it('when loading is asked by POST (spec §7.8), then the same progress, for the owner only', async () => {
    const { db } = testDatabase();
    const { id, finished } = await startImportJob(db, {
      userId: zhangId,
      projectId: null,
      resource: 'pile',
      rows: fakeRows(3),
      handleRow: () => undefined,
    });
    await finished;
    const postLoading = (body: unknown, token?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/common/import/loading',
        payload: body as object,
        headers: token ? { 'x-auth-token': token } : {},
      });
    const res = await postLoading({ id }, zhang);
    expect(res.json().data).toEqual((await loading(id, zhang)).json().data);
    expect(res.json().data).toMatchObject({ id, status: 'done', total: 3, processed: 3 });
    const li = await loginAs(app, 'lixiaofeng');
    expect((await postLoading({ id }, li)).statusCode).toBe(404);
    expect((await postLoading({ id })).json()).toMatchObject({ code: 400, data: 'not logged in' });
    const bad = await postLoading({ id: '42' }, zhang);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toContain('id');
  });
});
