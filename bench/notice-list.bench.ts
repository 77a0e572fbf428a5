// Paged-list round trip through the whole API (Fastify + zod + drizzle + pg) against the same
// query run bare through pg, on the embedded PostgreSQL with 200k rows. Prints figures only.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { connect, runMigrations } from '../apps/server/src/platform/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/platform/db/embedded';
import { generateNotices } from './generate';
import { startBenchServer } from './http';

const ROWS = Number(process.env.BENCH_ROWS ?? 200_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;

const dir = await mkdtemp(join(tmpdir(), 'zhuji-bench-'));
const pgServer = await startEmbeddedPostgres(join(dir, 'pg'));
const database = connect(pgServer.url, CONNECTIONS + 2);
try {
  await runMigrations(database.db);
  const genMs = await generateNotices(database.pool, ROWS);
  console.log(`generated ${ROWS.toLocaleString()} notices in ${genMs.toFixed(0)} ms`);

  const { app, base: address } = await startBenchServer(database);

  const cases = [
    { name: 'first page', path: '/api/common/notice/list?page=1&limit=20', offset: 0 },
    { name: 'page 500', path: '/api/common/notice/list?page=500&limit=20', offset: 499 * 20 },
  ];
  const rows: Record<string, string | number>[] = [];
  for (const c of cases) {
    const api = await autocannon({ url: address + c.path, connections: CONNECTIONS, duration: SECONDS });
    const bare = await bareQuery(c.offset);
    rows.push({
      case: c.name,
      'API req/s': Math.round(api.requests.average),
      'API p50 ms': api.latency.p50,
      'API p99 ms': api.latency.p99,
      'API errors': api.errors + api.non2xx,
      'pg q/s': Math.round(bare.perSecond),
      'pg p50 ms': bare.p50.toFixed(2),
      'pg p99 ms': bare.p99.toFixed(2),
    });
  }
  console.log(`\nnotice list, ${CONNECTIONS} connections, ${SECONDS} s per run (loopback):`);
  console.table(rows);
  await app.close();
} finally {
  await database.close();
  await pgServer.stop();
  await rm(dir, { recursive: true, force: true });
}

/** The list's two statements (page + count) issued bare through pg at the same concurrency. */
async function bareQuery(offset: number) {
  const latencies: number[] = [];
  const end = performance.now() + SECONDS * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      await Promise.all([
        database.pool.query(
          'select id, title, category, publisher, published_at from public_notice order by published_at desc, id desc limit 20 offset $1',
          [offset],
        ),
        database.pool.query('select count(*) from public_notice'),
      ]);
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { perSecond: latencies.length / SECONDS, p50: at(0.5), p99: at(0.99) };
}
