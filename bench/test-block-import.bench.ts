// Test-block (specimen) Excel import and export (spec §7.4, issue 9). Each size runs in a fresh
// process against a fresh embedded PostgreSQL with the demo seed: a workbook of N specimen rows is
// generated (streamed to a temporary file), then imported through the real import path —
// importSpecimens, which POST /api/inspection/import runs after its guard: parseImport → the
// background job (one transaction + audit entry per row) — and timed until the job ends, with peak
// RSS sampled every 50 ms. The biggest size is then exported back through GET /api/inspection/export
// (streamed). Prints figures only; never asserts on time.
//
// Over HTTP the import refuses more than KIT_IMPORT.MAX_ROWS rows and KIT_IMPORT.MAX_BYTES bytes, so
// the bench calls the same function with the row cap lifted (maxRows) — the row handling is the
// route's. The import reads the whole workbook into memory: the upload is one Buffer, readSheet
// collects every row, and the job holds every valid row until it ends, so memory grows with the file.
import { spawnSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { KIT_IMPORT } from '@zhuji/shared';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { buildApp } from '../apps/server/src/app';
import { configFromEnv } from '../apps/server/src/config';
import { appUser } from '../apps/server/src/modules/account/account.table';
import { importSpecimens } from '../apps/server/src/modules/inspection/test-block.import';
import { project } from '../apps/server/src/modules/project/project.table';
import { encryptForLogin } from '../apps/server/src/platform/auth/login-key';
import { connect, runMigrations } from '../apps/server/src/platform/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/platform/db/embedded';
import { importJobResult } from '../apps/server/src/platform/jobs/import-jobs';
import { demoPassword, seedDemoData } from '../apps/server/src/seed';

const MB = (bytes: number) => Number((bytes / 1024 / 1024).toFixed(1));
const one = process.env.BENCH_IMPORT_ROWS;

if (!one) {
  const sizes = (process.env.BENCH_ROWS ?? '10000,100000').split(',');
  const largest = String(Math.max(...sizes.map(Number)));
  const results = sizes.map((rows) => {
    const res = spawnSync('npx', ['tsx', fileURLToPath(import.meta.url)], {
      env: { ...process.env, BENCH_IMPORT_ROWS: rows, BENCH_EXPORT: rows === largest ? '1' : '' },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 64 * 1024 * 1024,
    });
    const line = res.stdout.trim().split('\n').pop() ?? '';
    if (res.status !== 0 || !line.startsWith('{'))
      throw new Error(`run of ${rows} rows failed:\n${res.stdout}`);
    return JSON.parse(line) as Record<string, number | string>;
  });
  console.log('test-block import (job, one fresh process and database per size) and export of the largest:');
  console.table(results);
  console.log(
    `note: over HTTP the import refuses more than ${KIT_IMPORT.MAX_ROWS} rows or ${MB(KIT_IMPORT.MAX_BYTES)} MB; ` +
      'these runs lift the row cap. The import is NOT streamed: the upload is one Buffer and every parsed ' +
      'row is held until the job ends, so its peak RSS grows with the file size. The export is streamed.',
  );
  if (results.some((r) => Number(r.refused) > 0))
    console.log(
      'note: every generated row is valid; refused rows come from readSheet (exceljs 4.4.0 stream reader ' +
        'decodes each zip chunk separately, so a Chinese character split across chunks becomes U+FFFD).',
    );
} else {
  console.log(JSON.stringify(await measure(Number(one), process.env.BENCH_EXPORT === '1')));
}

async function writeWorkbook(file: string, rows: number) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: createWriteStream(file),
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('试块');
  sheet
    .addRow([
      '试块编号',
      '强度等级',
      '养护方式',
      '试件尺寸(mm)',
      '龄期(天)',
      '制作日期',
      '部位/桩号',
      '搅拌站',
    ])
    .commit();
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

async function measure(rows: number, withExport: boolean): Promise<Record<string, number | string>> {
  const dir = await mkdtemp(join(tmpdir(), 'zhuji-bench-'));
  const pgServer = await startEmbeddedPostgres(join(dir, 'pg'));
  const database = connect(pgServer.url, 10);
  try {
    await runMigrations(database.db);
    await seedDemoData(database.db);
    const [target] = await database.db.select().from(project).where(eq(project.name, '一标段 桩基工程'));
    const [actor] = await database.db.select().from(appUser).where(eq(appUser.account, 'zhangjianguo'));
    if (!target || !actor) throw new Error('seeded project or user missing');
    const file = join(dir, 'specimens.xlsx');
    const g0 = performance.now();
    await writeWorkbook(file, rows);
    const generateMs = performance.now() - g0;

    const rssBefore = process.memoryUsage().rss;
    let peakRss = rssBefore;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 50);
    const t0 = performance.now();
    const body = await readFile(file);
    const { id, finished } = await importSpecimens(database.db, {
      projectId: target.id,
      actor: { userId: actor.id, ip: '127.0.0.1' },
      body,
      lang: 'zh',
      maxRows: Number.POSITIVE_INFINITY,
    });
    const parsedMs = performance.now() - t0;
    await finished;
    const importMs = performance.now() - t0;
    clearInterval(sampler);
    const result = await importJobResult(database.db, id, actor.id);
    if (result?.status !== 'done') throw new Error(`import job did not finish: ${JSON.stringify(result)}`);
    const figures: Record<string, number | string> = {
      rows,
      'xlsx MB': MB(body.length),
      'generate ms': Math.round(generateMs),
      'parse ms': Math.round(parsedMs),
      'import ms': Math.round(importMs),
      'rows/s': Math.round(rows / (importMs / 1000)),
      'RSS before MB': MB(rssBefore),
      'import peak RSS MB': MB(peakRss),
      added: result.okCount,
      refused: result.errorCount,
      'first refusal': result.errors[0] ? `row ${result.errors[0].row}: ${result.errors[0].message}` : '',
    };
    if (withExport) Object.assign(figures, await exportAll(database, target.id, result.okCount));
    return figures;
  } finally {
    await database.close();
    await pgServer.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

async function exportAll(database: ReturnType<typeof connect>, projectId: number, rows: number) {
  const app = await buildApp({
    config: { ...configFromEnv({}), webDist: undefined },
    database,
    dbMode: 'embedded',
    logger: false,
  });
  try {
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const key = (
      (await (await fetch(`${base}/auth/login/key`)).json()) as { data: { publicKey: string; nonce: string } }
    ).data;
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'zhangjianguo',
        password: encryptForLogin(key.publicKey, demoPassword(), key.nonce),
        type: 1,
      }),
    });
    const token = login.headers.get('x-auth-token');
    if (!token) throw new Error(`login failed: ${await login.text()}`);
    const rssBefore = process.memoryUsage().rss;
    let peakRss = rssBefore;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 50);
    const t0 = performance.now();
    const res = await fetch(`${base}/api/inspection/export?proId=${projectId}`, {
      headers: { 'x-auth-token': token },
    });
    if (!res.ok || !res.body) throw new Error(`export failed: ${res.status} ${await res.text()}`);
    let bytes = 0;
    for await (const chunk of res.body) bytes += chunk.byteLength;
    const ms = performance.now() - t0;
    clearInterval(sampler);
    return {
      'export rows (imported + seeded)': `${rows} + seed`,
      'export ms': Math.round(ms),
      'export MB': MB(bytes),
      'export RSS before MB': MB(rssBefore),
      'export peak RSS MB': MB(peakRss),
    };
  } finally {
    await app.close();
  }
}
