import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth';
import { testDatabase } from '../../../test/per-file-db';
import { seededApp } from '../../../test/seeded-app';
import { importJob, importJobRow } from '../../platform/jobs/import-job.table';
import {
  drainImportJobs,
  IMPORT_JOB_ATTEMPTS,
  type ImportHandler,
  ImportRowError,
  registerImportHandler,
  startImportJob,
} from '../../platform/jobs/import-jobs';
import { resumeInterruptedImportJobs } from '../../platform/jobs/interrupted';
import { queueFor } from '../../platform/queue/queue';

const zhang = 'zhangjianguo';
const t = seededApp({ users: [zhang], caller: null });

const loading = (id: string, token?: string) => t.get(`/api/common/import/loading?id=${id}`, token ?? null);
const result = (id: string, token?: string) => t.post('/api/common/import/result', { id }, token ?? null);

/** A fake import of 1,000 rows: every row whose number ends in 7 is bad, the others are "written". */
function fakeRows(n: number) {
  return Array.from({ length: n }, (_, i) => ({ pileNo: `ZH-${i + 1}`, bad: (i + 1) % 10 === 7 }));
}
type FakeRow = ReturnType<typeof fakeRows>[number];

let handlers = 0;
/** Registers a handler under a name of its own (a job finds its handler by its resource name). */
function fakeResource(handler: ImportHandler<FakeRow>): string {
  const resource = `fake-${++handlers}`;
  registerImportHandler(resource, handler);
  return resource;
}

describe('background import jobs', () => {
  it('when a job of 1,000 rows runs, then its progress rows advance every 100 rows and the result holds the counts and row errors', async () => {
    const { db } = testDatabase();
    const seenMidway: number[] = [];
    const written: string[] = [];
    const resource = fakeResource({
      handleRow: async (_ctx, row, index) => {
        if (index === 550) {
          const [job] = await db.select().from(importJob).where(eq(importJob.id, id));
          seenMidway.push(job!.processed);
        }
        if (row.bad) throw new ImportRowError(`桩号 ${row.pileNo} 重复`);
        written.push(row.pileNo);
      },
    });
    const { id, finished } = await startImportJob(db, {
      userId: t.user('zhangjianguo'),
      projectId: null,
      resource,
      rows: fakeRows(1000),
      rowNumber: (_row, index) => index + 2, // the spreadsheet's header is row 1
    });
    const first = (await loading(id, zhang)).json().data;
    expect(first).toMatchObject({ id, resource, total: 1000 });
    expect(['queued', 'running', 'done']).toContain(first.status);
    await finished;
    expect(seenMidway).toEqual([500]);
    expect(written).toHaveLength(900);
    expect((await loading(id, zhang)).json().data).toEqual({
      id,
      resource,
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
    const resource = fakeResource({
      progressEvery: 50,
      handleRow: async (_ctx, _row, index) => {
        if (index === 120) await gate;
      },
    });
    const { id, finished } = await startImportJob(db, {
      userId: t.user('zhangjianguo'),
      projectId: null,
      resource,
      rows: fakeRows(300),
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
      userId: t.user('zhangjianguo'),
      projectId: null,
      resource: fakeResource({
        handleRow: () => {
          throw new Error('database said no: internal detail');
        },
      }),
      rows: fakeRows(700),
      initialErrors: [{ row: 2, message: '桩长 必须是数字' }],
    });
    await finished;
    const res = (await result(id, zhang)).json().data;
    expect(res).toMatchObject({ total: 701, processed: 701, okCount: 0, errorCount: 701 });
    expect(res.errors).toHaveLength(500);
    expect(res.errors[0]).toEqual({ row: 2, message: '桩长 必须是数字' });
    // An unexpected error does not leak its text.
    expect(res.errors[1]).toEqual({ row: 1, message: '该行导入失败' });
  });

  it('when the job itself breaks on every run, then it is retried up to the limit and ends as failed with a message', async () => {
    const { db } = testDatabase();
    // No handler registered under this name: every run breaks before its first row.
    const { id, finished } = await startImportJob(db, {
      userId: t.user('zhangjianguo'),
      projectId: null,
      resource: 'nobody-imports-this',
      rows: fakeRows(10),
    });
    await finished;
    const res = (await result(id, zhang)).json().data;
    expect(res.status).toBe('failed');
    expect(res.errors.at(-1)).toEqual({ row: 0, message: '导入意外中断，请重新导入' });
    expect(res.finishedAt).not.toBeNull();
    const [job] = await db.select().from(importJob).where(eq(importJob.id, id));
    expect(job!.attempts).toBe(IMPORT_JOB_ATTEMPTS);
    expect(await t.count(importJobRow)).toBe(0);
  });

  it('when a run breaks halfway, then the retry resumes after the last saved row and counts nothing twice', async () => {
    const { db } = testDatabase();
    const seen: string[] = [];
    let broken = false;
    const resource = fakeResource({
      progressEvery: 100,
      handleRow: (_ctx, row, index) => {
        // The first run's database goes away after row 250 (saved up to row 200).
        if (index === 250 && !broken) {
          broken = true;
          throw Object.assign(new Error('terminating connection due to administrator command'), {
            code: '57P01',
          });
        }
        seen.push(row.pileNo);
        return row.bad ? 'skipped' : 'added';
      },
    });
    const { id, finished } = await startImportJob(db, {
      userId: t.user('zhangjianguo'),
      projectId: null,
      resource,
      rows: fakeRows(400),
    });
    await finished;
    expect(broken).toBe(true);
    const res = (await result(id, zhang)).json().data;
    expect(res).toMatchObject({ status: 'done', total: 400, processed: 400 });
    expect(res.okCount + res.skippedCount + res.errorCount).toBe(400);
    // Rows 201–250 ran twice (done after the last save), every other row once.
    expect(seen.filter((p) => p === 'ZH-1')).toHaveLength(1);
    expect(seen.filter((p) => p === 'ZH-230')).toHaveLength(2);
    expect(seen.filter((p) => p === 'ZH-300')).toHaveLength(1);
  });

  it('when a running job has not been written for ten minutes (its process died), then polling it queues it again while it has runs left, else says failed', async () => {
    const { db } = testDatabase();
    const stale = new Date(Date.now() - 11 * 60 * 1000);
    const [dead] = await db
      .insert(importJob)
      .values({
        userId: t.user('zhangjianguo'),
        projectId: null,
        resource: 'pile',
        total: 10,
        status: 'running',
        attempts: IMPORT_JOB_ATTEMPTS,
        updatedAt: stale,
      })
      .returning();
    const [resumable] = await db
      .insert(importJob)
      .values({
        userId: t.user('zhangjianguo'),
        projectId: null,
        resource: fakeResource({ handleRow: () => 'added' }),
        total: 0,
        status: 'running',
        attempts: 1,
        updatedAt: stale,
      })
      .returning();
    expect((await loading(resumable!.id, zhang)).json().data).toMatchObject({ status: 'queued' });
    await drainImportJobs();
    expect((await loading(resumable!.id, zhang)).json().data).toMatchObject({ status: 'done' });
    const [alive] = await db
      .insert(importJob)
      .values({
        userId: t.user('zhangjianguo'),
        projectId: null,
        resource: 'pile',
        total: 10,
        status: 'running',
      })
      .returning();
    expect((await loading(dead!.id, zhang)).json().data).toMatchObject({ status: 'failed' });
    const res = (await result(dead!.id, zhang)).json().data;
    expect(res.errors.at(-1)).toEqual({ row: 0, message: '导入意外中断，请重新导入' });
    expect(res.finishedAt).not.toBeNull();
    expect((await loading(alive!.id, zhang)).json().data).toMatchObject({ status: 'running' });
  });

  it('when the embedded server starts with a job its previous process left running, then the job is queued again and finishes from its saved place', async () => {
    const { db } = testDatabase();
    const seen: string[] = [];
    const resource = fakeResource({ handleRow: (_ctx, row) => void seen.push(row.pileNo) });
    const [left] = await db
      .insert(importJob)
      .values({
        userId: t.user('zhangjianguo'),
        projectId: null,
        resource,
        total: 3,
        processed: 1,
        okCount: 1,
        cursor: 1,
        attempts: 1,
        status: 'running',
      })
      .returning();
    await db.insert(importJobRow).values(
      ['ZH-1', 'ZH-2', 'ZH-3'].map((pileNo, i) => ({
        jobId: left!.id,
        seq: i + 1,
        row: i + 2,
        value: { pileNo, bad: false },
      })),
    );
    expect(await resumeInterruptedImportJobs(db, queueFor(db))).toBeGreaterThanOrEqual(1);
    await drainImportJobs();
    expect(seen).toEqual(['ZH-2', 'ZH-3']);
    expect((await result(left!.id, zhang)).json().data).toMatchObject({
      status: 'done',
      processed: 3,
      okCount: 3,
    });
  });

  it('when another user, an anonymous caller or a malformed id asks, then 404 / refused / 422', async () => {
    const { db } = testDatabase();
    const { id, finished } = await startImportJob(db, {
      userId: t.user('zhangjianguo'),
      projectId: null,
      resource: fakeResource({ handleRow: () => undefined }),
      rows: fakeRows(5),
    });
    await finished;
    const li = await loginAs(t.app, 'lixiaofeng');
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
      userId: t.user('zhangjianguo'),
      projectId: null,
      resource: fakeResource({ handleRow: () => undefined }),
      rows: fakeRows(3),
    });
    await finished;
    const postLoading = (body: unknown, token?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/common/import/loading',
        payload: body as object,
        headers: token ? { 'x-auth-token': t.token(token) } : {},
      });
    const res = await postLoading({ id }, zhang);
    expect(res.json().data).toEqual((await loading(id, zhang)).json().data);
    expect(res.json().data).toMatchObject({ id, status: 'done', total: 3, processed: 3 });
    const li = await loginAs(t.app, 'lixiaofeng');
    expect((await postLoading({ id }, li)).statusCode).toBe(404);
    expect((await postLoading({ id })).json()).toMatchObject({ code: 400, data: 'not logged in' });
    const bad = await postLoading({ id: '42' }, zhang);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toContain('id');
  });
});
