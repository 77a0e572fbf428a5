// Imports on the job queue across processes (platform/jobs/README.md, docs/architecture.md#runtime
// "jobs"): two instances of the app on one database, each with its own pool and pg-boss, as two
// processes of WEB_CONCURRENCY=2 (or two hosts) are. Instance A only queues (JOB_QUEUE=send), so the
// job is certainly still waiting when A closes; B's worker must then take it from the database and
// finish it. The test waits for B's own signal that the job ended (onJobEnd), never for a delay.

import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seededApp } from '../../../test/seeded-app';
import { TEST_BLOCK_HEADERS } from '../../../test/test-block-sheet';
import { onJobEnd } from '../queue/queue';
import { importJob, importJobRow } from './import-job.table';
import { registerImportHandler, startImportJob } from './import-jobs';

const zhang = 'zhangjianguo';
const t = seededApp({ users: [zhang], caller: null });
const PLANT = '杭州钱江商品混凝土有限公司';

/** A test-block workbook of three good rows and one bad one (an unknown strength class). */
async function workbook(): Promise<Buffer> {
  const ExcelJS = (await import('exceljs')).default;
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('试块');
  sheet.addRow(TEST_BLOCK_HEADERS);
  sheet.addRow(['Q-0001', 'C30', '标准养护', 150, 28, '2026-10-12', 'GZ20', PLANT]);
  sheet.addRow(['Q-0002', 'C30', '同条件养护', 150, 28, '2026-10-12', 'GZ21', PLANT]);
  sheet.addRow(['Q-0003', 'X30', '标准养护', 150, 28, '2026-10-12', 'GZ22', PLANT]);
  sheet.addRow(['Q-0004', 'C35', '标准养护', 100, 60, '2026-10-13', '3#承台', PLANT]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Resolves when a worker of this process has ended the import job `id` (registered before it can). */
const importEnded = (id: string) =>
  new Promise<void>((resolve) => {
    const listener = (queue: string, data: Record<string, unknown>) => {
      if (queue !== 'import' || data.id !== id) return;
      onJobEnd.delete(listener);
      resolve();
    };
    onJobEnd.add(listener);
  });

describe('import jobs on the queue, two app instances on one database', () => {
  it('when an import is started on A and A stops before any worker ran it, then B’s worker finishes it', async () => {
    const project = t.project('jiangdongPile');
    const A = await t.peer({ jobQueue: 'send' });
    const res = await A.app.inject({
      method: 'POST',
      url: `/api/inspection/import?proId=${project}`,
      payload: await workbook(),
      headers: { ...t.headers(zhang), 'content-type': 'application/octet-stream' },
    });
    expect(res.statusCode).toBe(200);
    const id: string = res.json().data.id;
    await A.close();

    // Nothing ran it: the job waits in the database with its rows, the queue holds its message.
    const waiting = await t.get(`/api/common/import/loading?id=${id}`, zhang);
    expect(waiting.json().data).toMatchObject({ id, status: 'queued', total: 4, processed: 0 });
    const staged = await t.db.select().from(importJobRow).where(eq(importJobRow.jobId, id));
    expect(staged).toHaveLength(4);
    const queued = await t.db.execute<{ state: string }>(
      sql`select state from pgboss.job where name = 'import' and data->>'id' = ${id}`,
    );
    expect(queued.rows.map((r) => r.state)).toEqual(['created']);

    const ended = importEnded(id);
    const B = await t.peer({ jobQueue: 'work' });
    await ended;

    const result = (await B.post('/api/common/import/result', { id }, zhang)).json().data;
    expect(result).toMatchObject({ status: 'done', total: 4, processed: 4, okCount: 3, errorCount: 1 });
    expect(result.errors).toEqual([{ row: 4, message: expect.stringContaining('强度等级') }]);
    // Platform code does not import a module's table: the rows are read by name.
    const written = await t.db.execute<{ no: string }>(
      sql`select sample_no as no from specimen where project_id = ${project} and sample_no like 'Q-%' order by 1`,
    );
    expect(written.rows.map((w) => w.no)).toEqual(['Q-0001', 'Q-0002', 'Q-0004']);
    const [job] = await t.db.select().from(importJob).where(eq(importJob.id, id));
    expect(job).toMatchObject({ attempts: 1, cursor: 4 });
    expect(await t.db.select().from(importJobRow).where(eq(importJobRow.jobId, id))).toHaveLength(0);
    await B.close();
  });

  it('when the process running an import stops halfway, then it saves its place and hands the job back; another process finishes it, each row once', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reached!: () => void;
    const atRow = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const seen: number[] = [];
    registerImportHandler<{ n: number }>('queue-test-slow', {
      handleRow: async (_ctx, row) => {
        if (row.n === 601 && seen.length === 600) {
          reached();
          await gate;
        }
        seen.push(row.n);
      },
    });
    const A = await t.peer({ jobQueue: 'work' });
    const { id } = await startImportJob(A.app.db, {
      userId: t.user(zhang),
      projectId: null,
      resource: 'queue-test-slow',
      rows: Array.from({ length: 1200 }, (_, i) => ({ n: i + 1 })),
    });
    await atRow; // A's worker is inside its second batch of rows (501–1000)
    const closing = A.close();
    release();
    await closing;
    const [handedBack] = await t.db.select().from(importJob).where(eq(importJob.id, id));
    expect(handedBack).toMatchObject({ status: 'queued', cursor: 1000, processed: 1000, attempts: 0 });

    const ended = importEnded(id);
    const B = await t.peer({ jobQueue: 'work' });
    await ended;
    const result = (await B.post('/api/common/import/result', { id }, zhang)).json().data;
    expect(result).toMatchObject({ status: 'done', total: 1200, processed: 1200, okCount: 1200 });
    expect(seen).toEqual(Array.from({ length: 1200 }, (_, i) => i + 1));
    await B.close();
  });

  it('when a process works the queue, then the warning sweep and the audit pruning are pg-boss schedules, kept once in the database however many processes say them', async () => {
    const one = await t.peer({ jobQueue: 'work', warningSweepMinutes: 15 });
    const two = await t.peer({ jobQueue: 'work', warningSweepMinutes: 15 });
    const schedules = await t.db.execute<{ name: string; cron: string }>(
      sql`select name, cron from pgboss.schedule order by name`,
    );
    expect(schedules.rows).toEqual([
      { name: 'audit-prune', cron: '17 3 * * *' },
      { name: 'warning-sweep', cron: '*/15 * * * *' },
    ]);
    await one.close();
    await two.close();
  });
});
