// Test-block (specimen) Excel import and export (docs/domains/specimen.md, issue 9). Each size runs in a fresh
// process against a fresh embedded PostgreSQL with the demo seed: a workbook of N specimen rows is
// generated (streamed to a temporary file), then imported over HTTP exactly as the page does it —
// POST /api/inspection/import with the file streamed as the body, then GET /api/common/import/loading
// until the job is done — with peak RSS sampled every 50 ms. The biggest size is then exported back
// through GET /api/inspection/export (streamed). Prints figures only; never asserts on time.
//
// The upload is streamed to disk, the sheet read row by row and written 500 rows per transaction, so
// the import's peak RSS should stay flat from 10,000 to 100,000 rows; the figures show whether it does.
//
// The floors (issue 21): ExcelJS alone writing the same workbook (its streaming WorkbookWriter, as the
// export uses; this is how the workbook is generated) and reading it back (its streaming WorkbookReader),
// in this process, with nothing else to do.
import { spawnSync } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { JOB_IMPORT, KIT_IMPORT } from '@zhuji/shared';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { connect, runMigrations } from '../apps/server/src/platform/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/platform/db/embedded';
import { appUser } from '../apps/server/src/platform/identity/account.table';
import { project } from '../apps/server/src/platform/identity/project.table';
import { importJobResult } from '../apps/server/src/platform/jobs/import-jobs';
import { seedDemoData } from '../apps/server/src/seed';
import { TEST_BLOCK_HEADERS } from '../apps/server/test/test-block-sheet';
import { loginToken, startBenchServer } from './http';
import { summaryRow } from './summary';

const MB = (bytes: number) => Number((bytes / 1024 / 1024).toFixed(1));
const one = process.env.BENCH_IMPORT_ROWS;
const OLD_SPACE_MB = 160;

if (!one) {
  const sizes = (process.env.BENCH_ROWS ?? '10000,100000').split(',');
  const largest = String(Math.max(...sizes.map(Number)));
  const results: Record<string, number | string>[] = [];
  for (const rows of sizes) {
    // The workbook is made here, so the measured process starts the same whatever the size.
    const dir = await mkdtemp(join(tmpdir(), 'zhuji-bench-xlsx-'));
    const file = join(dir, 'specimens.xlsx');
    const g0 = performance.now();
    await writeWorkbook(file, Number(rows));
    const generateMs = Math.round(performance.now() - g0);
    const r0 = performance.now();
    const readBack = await readWorkbookAlone(file);
    const readMs = performance.now() - r0;
    if (readBack !== Number(rows)) throw new Error(`ExcelJS read ${readBack} rows of ${rows}`);
    // A capped old generation: were the import to keep what it reads, the larger run would die of it.
    const res = spawnSync(
      'npx',
      ['tsx', '--expose-gc', `--max-old-space-size=${OLD_SPACE_MB}`, fileURLToPath(import.meta.url)],
      {
        env: {
          ...process.env,
          BENCH_IMPORT_ROWS: rows,
          BENCH_FILE: file,
          BENCH_EXPORT: rows === largest ? '1' : '',
        },
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    await rm(dir, { recursive: true, force: true });
    const line = res.stdout.trim().split('\n').pop() ?? '';
    if (res.status !== 0 || !line.startsWith('{'))
      throw new Error(`run of ${rows} rows failed:\n${res.stdout}`);
    results.push({
      ...(JSON.parse(line) as Record<string, number | string>),
      'generate ms': generateMs,
      'ExcelJS alone write rows/s': Math.round(Number(rows) / (generateMs / 1000)),
      'ExcelJS alone read rows/s': Math.round(Number(rows) / (readMs / 1000)),
    });
  }
  console.log(
    `test-block import (job, one fresh process and database per size, V8 old space capped at ${OLD_SPACE_MB} MB) ` +
      'and export of the largest:',
  );
  console.table(results);
  console.log(
    `note: the kit's small imports refuse more than ${KIT_IMPORT.MAX_ROWS} rows or ${MB(KIT_IMPORT.MAX_BYTES)} MB; ` +
      `these calls allow ${JOB_IMPORT.MAX_ROWS} rows and ${MB(JOB_IMPORT.MAX_BYTES)} MB (read from disk row by row).`,
  );
  const live = results.map((r) => `${r.rows} rows: ${r['import peak live heap MB']} MB`).join(', ');
  console.log(
    `memory: the import's live heap (after a full GC, every 2 s) peaked at ${live}. Peak RSS and peak heap ` +
      'also count garbage V8 has not yet collected, which scales with how fast rows are processed.',
  );
  const big = results.find((r) => String(r.rows) === largest) ?? {};
  summaryRow({
    what: `test-block import job, ${largest} rows`,
    now: `${big['rows/s']} rows/s, live heap peak ${big['import peak live heap MB']} MB`,
    floor: `ExcelJS alone reads ${big['ExcelJS alone read rows/s']} rows/s`,
    ratio: Number(big['rows/s']) / Number(big['ExcelJS alone read rows/s']),
    target: '≥ 25k rows/s, live heap flat',
  });
  summaryRow({
    what: `test-block export, ${big['export rows']} rows`,
    now: `${big['export rows/s']} rows/s, live heap peak ${big['export peak live heap MB']} MB`,
    floor: `ExcelJS alone writes ${big['ExcelJS alone write rows/s']} rows/s`,
    ratio: Number(big['export rows/s']) / Number(big['ExcelJS alone write rows/s']),
    target: '≥ 40k rows/s, memory flat',
  });
  if (results.some((r) => Number(r.refused) > 0))
    console.log(
      'note: every generated row is valid, so any refused row is a fault of the reader or the import.',
    );
} else {
  const file = process.env.BENCH_FILE;
  if (!file) throw new Error('BENCH_FILE (the workbook to import) is not set');
  console.log(JSON.stringify(await measure(Number(one), file, process.env.BENCH_EXPORT === '1')));
}

/** The floor of the import: ExcelJS's streaming reader over the same workbook, every cell touched. */
async function readWorkbookAlone(file: string): Promise<number> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    sharedStrings: 'cache',
    styles: 'ignore',
    hyperlinks: 'ignore',
    worksheets: 'emit',
  });
  let rows = 0;
  let cells = 0;
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      row.eachCell(() => {
        cells++;
      });
      rows++;
    }
  }
  if (!cells) throw new Error('ExcelJS read no cells');
  return rows - 1;
}

async function writeWorkbook(file: string, rows: number) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: createWriteStream(file),
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('试块');
  sheet.addRow(TEST_BLOCK_HEADERS).commit();
  const grades = ['C30', 'C35', 'C40', 'C50'];
  for (let i = 1; i <= rows; i++) {
    const day = String(1 + (i % 28)).padStart(2, '0');
    sheet
      .addRow([
        `BJ-${String(i).padStart(7, '0')}`,
        grades[i % grades.length],
        i % 10 === 0 ? '同条件养护' : '标准养护',
        150,
        28,
        `2026-10-${day}`,
        `ZH${i}`,
        i % 2 ? '杭州中建商砼' : '浙江三狮商砼',
      ])
      .commit();
  }
  sheet.commit();
  await workbook.commit();
}

/** A server on the database, logged in as the demo contractor: its base URL and auth header. */
async function serve(database: ReturnType<typeof connect>) {
  const { app, base } = await startBenchServer(database);
  return { app, base, auth: { 'x-auth-token': await loginToken(base) } };
}

/**
 * Peak RSS and peak V8 heap while `work` runs, sampled every 50 ms, starting after a full collection
 * (the child runs with --expose-gc), and the peak live heap.
 */
async function peakRssOf<T>(work: () => Promise<T>) {
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage();
  let peak = before.rss;
  let peakHeap = before.heapUsed;
  const sample = () => {
    const m = process.memoryUsage();
    peak = Math.max(peak, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  };
  const sampler = setInterval(sample, 50);
  // What is really held: the heap right after a full collection, every 2 s. The peaks above also count
  // garbage V8 has not collected yet, which grows with the allocation rate, not with what is kept.
  let peakLive = before.heapUsed;
  const live = setInterval(() => {
    (globalThis as { gc?: () => void }).gc?.();
    peakLive = Math.max(peakLive, process.memoryUsage().heapUsed);
  }, 2000);
  const t0 = performance.now();
  try {
    const value = await work();
    sample();
    return {
      value,
      ms: performance.now() - t0,
      before: before.rss,
      peak,
      heapBefore: before.heapUsed,
      peakHeap,
      peakLive,
    };
  } finally {
    clearInterval(sampler);
    clearInterval(live);
  }
}

async function measure(
  rows: number,
  file: string,
  withExport: boolean,
): Promise<Record<string, number | string>> {
  const dir = await mkdtemp(join(tmpdir(), 'zhuji-bench-'));
  const pgServer = await startEmbeddedPostgres(join(dir, 'pg'));
  const database = connect(pgServer.url, 10);
  try {
    await runMigrations(database.db);
    await seedDemoData(database.db);
    const [target] = await database.db.select().from(project).where(eq(project.name, '一标段 桩基工程'));
    const [actor] = await database.db.select().from(appUser).where(eq(appUser.account, 'zhangjianguo'));
    if (!target || !actor) throw new Error('seeded project or user missing');
    const { app, base, auth } = await serve(database);
    try {
      let acceptedMs = 0;
      const run = await peakRssOf(async () => {
        const t0 = performance.now();
        const res = await fetch(`${base}/api/inspection/import?proId=${target.id}`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/octet-stream' },
          body: Readable.toWeb(createReadStream(file)) as ReadableStream,
          duplex: 'half',
        } as RequestInit);
        const started = (await res.json()) as { code: number; msg: string; data: { id: string } };
        if (!res.ok) throw new Error(`import refused: ${res.status} ${started.msg}`);
        acceptedMs = performance.now() - t0;
        for (;;) {
          const p = (await (
            await fetch(`${base}/api/common/import/loading?id=${started.data.id}`, { headers: auth })
          ).json()) as { data: { status: string } };
          if (p.data.status === 'done' || p.data.status === 'failed') return started.data.id;
          await new Promise((r) => setTimeout(r, 200));
        }
      });
      const result = await importJobResult(database.db, run.value, actor.id);
      if (result?.status !== 'done') throw new Error(`import job did not finish: ${JSON.stringify(result)}`);
      const figures: Record<string, number | string> = {
        rows,
        'xlsx MB': MB((await stat(file)).size),
        'upload+count ms': Math.round(acceptedMs),
        'import ms': Math.round(run.ms),
        'rows/s': Math.round(rows / (run.ms / 1000)),
        'RSS before MB': MB(run.before),
        'import peak RSS MB': MB(run.peak),
        'heap before MB': MB(run.heapBefore),
        'import peak heap MB': MB(run.peakHeap),
        'import peak live heap MB': MB(run.peakLive),
        added: result.okCount,
        refused: result.errorCount,
        'first refusal': result.errors[0] ? `row ${result.errors[0].row}: ${result.errors[0].message}` : '',
      };
      if (withExport) {
        const [{ n: exportRows }] = (
          await database.pool.query<{ n: number }>(
            'select count(*)::int as n from specimen where project_id = $1',
            [target.id],
          )
        ).rows as [{ n: number }];
        const exported = await peakRssOf(async () => {
          const res = await fetch(`${base}/api/inspection/export?proId=${target.id}`, { headers: auth });
          if (!res.ok || !res.body) throw new Error(`export failed: ${res.status} ${await res.text()}`);
          let bytes = 0;
          for await (const chunk of res.body) bytes += chunk.byteLength;
          return bytes;
        });
        Object.assign(figures, {
          'export rows': exportRows,
          'export ms': Math.round(exported.ms),
          'export rows/s': Math.round(exportRows / (exported.ms / 1000)),
          'export MB': MB(exported.value),
          'export RSS before MB': MB(exported.before),
          'export peak RSS MB': MB(exported.peak),
          'export peak heap MB': MB(exported.peakHeap),
          'export peak live heap MB': MB(exported.peakLive),
        });
      }
      return figures;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await pgServer.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
