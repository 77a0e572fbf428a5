// Excel export of project-scoped rows streamed through the whole API (Fastify → kit → server-side
// cursor → exceljs WorkbookWriter → HTTP), on the embedded PostgreSQL. Each size runs in a fresh
// process (same starting point) and is exported twice: once as is — time, bytes, peak RSS sampled
// every 50 ms — and once with a GC forced every 250 ms, whose peak heap + buffers is the memory the
// export really holds (V8 collects lazily, so the first pass's RSS also counts garbage not yet
// collected). A streamed export's live memory does not grow with the row count.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import { eq } from 'drizzle-orm';
import { connect, runMigrations } from '../apps/server/src/platform/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/platform/db/embedded';
import { project } from '../apps/server/src/platform/identity/project.table';
import { seedDemoData } from '../apps/server/src/seed';
import { generateBuildings } from './generate';
import { loginToken, startBenchServer } from './http';

const MB = (bytes: number) => Number((bytes / 1024 / 1024).toFixed(1));
const one = process.env.BENCH_EXPORT_ROWS;

if (!one) {
  const sizes = (process.env.BENCH_ROWS ?? '20000,100000').split(',');
  const results = sizes.map((rows) => {
    const res = spawnSync('npx', ['tsx', fileURLToPath(import.meta.url)], {
      env: { ...process.env, BENCH_EXPORT_ROWS: rows },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const line = res.stdout.trim().split('\n').pop() ?? '';
    if (res.status !== 0 || !line.startsWith('{'))
      throw new Error(`run of ${rows} rows failed:\n${res.stdout}`);
    return JSON.parse(line) as Record<string, number>;
  });
  console.log(
    'building export (.xlsx, 9 columns) through the API; server and client in one fresh process per size:',
  );
  console.table(results);
} else {
  console.log(JSON.stringify(await measure(Number(one))));
}

async function measure(rows: number): Promise<Record<string, number>> {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  const dir = await mkdtemp(join(tmpdir(), 'zhuji-bench-'));
  const pgServer = await startEmbeddedPostgres(join(dir, 'pg'));
  const database = connect(pgServer.url, 10);
  try {
    await runMigrations(database.db);
    await seedDemoData(database.db);
    const [pile] = await database.db.select().from(project).where(eq(project.name, '一标段 桩基工程'));
    if (!pile) throw new Error('seeded project missing');
    const generateMs = await generateBuildings(database.pool, pile.id, rows);
    const { app, base } = await startBenchServer(database);
    const token = await loginToken(base);

    const exportOnce = async (sample: () => void) => {
      const sampler = setInterval(sample, 50);
      const t0 = performance.now();
      const res = await fetch(`${base}/api/project/architecture/export?proId=${pile.id}`, {
        headers: { 'x-auth-token': token },
      });
      if (!res.ok || !res.body) throw new Error(`export failed: ${res.status} ${await res.text()}`);
      let bytes = 0;
      let firstByte = 0;
      for await (const chunk of res.body) {
        if (!firstByte) firstByte = performance.now() - t0;
        bytes += chunk.byteLength;
      }
      clearInterval(sampler);
      sample();
      return { ms: performance.now() - t0, firstByte, bytes };
    };

    gc();
    const rssBefore = process.memoryUsage().rss;
    let peakRss = rssBefore;
    const plain = await exportOnce(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    });

    gc();
    const live = () => {
      const m = process.memoryUsage();
      return m.heapUsed + m.external + m.arrayBuffers;
    };
    const liveBefore = live();
    let peakLive = liveBefore;
    let tick = 0;
    await exportOnce(() => {
      if (++tick % 5 === 0) gc();
      peakLive = Math.max(peakLive, live());
    });
    await app.close();
    return {
      rows,
      'generate ms': Math.round(generateMs),
      'first byte ms': Math.round(plain.firstByte),
      'export ms': Math.round(plain.ms),
      'rows/s': Math.round(rows / (plain.ms / 1000)),
      'xlsx MB': MB(plain.bytes),
      'RSS before MB': MB(rssBefore),
      'peak RSS MB': MB(peakRss),
      'live before MB': MB(liveBefore),
      'peak live MB': MB(peakLive),
    };
  } finally {
    await database.close();
    await pgServer.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
