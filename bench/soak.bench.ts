// Soak (issue 18): the production build (`node apps/server/dist/main.js`, NODE_ENV=production) on a fresh
// embedded data folder with the demo data set, driven by autocannon on loopback for BENCH_SECONDS
// (default 60) at BENCH_CONNECTIONS (default 200) with mixed reads and writes as three demo users (two contractors' sessions reading and writing, a supervisor reading).
// Prints requests, errors, non-2xx, 5xx, latency percentiles and the API process's RSS at start and end
// (sampled every second from /proc). Figures only: it never passes or fails on time.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { connect } from '../apps/server/src/platform/db/client';
import { freePort } from '../apps/server/src/platform/db/embedded';
import { loginToken } from './http';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const repo = fileURLToPath(new URL('..', import.meta.url));
const MB = (kb: number) => Math.round(kb / 1024);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const rssKb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

// The production build, made only when its sources changed (as `npm start` does).
const build = spawnSync(process.execPath, ['scripts/ensure-build.mjs'], { cwd: repo, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const dir = await mkdtemp(join(tmpdir(), 'zhuji-soak-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;
try {
  server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repo,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: '',
      DATA_DIR: dir,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST: '',
      // Request lines at info would measure the terminal; warnings and errors are still written.
      LOG_LEVEL: 'warn',
      AUTH_RATE_PER_MINUTE: '10000',
      // SOAK_SERVER_NODE_OPTIONS='--max-old-space-size=96': a capped heap shows whether what the process
      // keeps is bounded (a leak would end in an out-of-memory crash and errors) rather than merely not yet collected.
      NODE_OPTIONS: process.env.SOAK_SERVER_NODE_OPTIONS ?? process.env.NODE_OPTIONS ?? '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; ; i++) {
    const ready = await fetch(`${base}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) break;
    if (server.exitCode !== null || i > 1200) throw new Error('the server did not start');
    await sleep(100);
  }
  const pid = server.pid!;
  const password = readFileSync(join(dir, '.pg-secret'), 'utf8').trim();
  const pgPort = Number(readFileSync(join(dir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]);
  const db = connect(`postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/postgres`, 1);
  const { rows } = await db.pool.query<{ id: number }>(
    `select id from project where name = '一标段 桩基工程'`,
  );
  const proId = rows[0]?.id;
  if (!proId) throw new Error('demo project missing');
  const tokens = [
    await loginToken(base, 'zhangjianguo'),
    await loginToken(base, 'chenzhiming'),
    await loginToken(base, 'zhangjianguo'),
  ];

  let n = 0;
  const write: autocannon.Request = {
    method: 'POST' as const,
    path: '/api/project/architecture/add',
    headers: { 'content-type': 'application/json' },
    setupRequest: (req: autocannon.Request) => {
      n++;
      req.body = JSON.stringify({ projectId: proId, buildNumber: `SOAK-${n}`, floorsAbove: 1 + (n % 30) });
      return req;
    },
  };
  const reads = [
    `/api/project/architecture/list?proId=${proId}&page=1&limit=20`,
    `/api/pile/construction/list?proId=${proId}&page=1&limit=20`,
    `/api/pile/construction/status?proId=${proId}`,
    '/api/common/notice/list?page=1&limit=20',
  ].map((path): autocannon.Request => ({ method: 'GET', path }));

  // Every call answers 200 for its user before the load, so a non-2xx under load is the load's doing.
  for (const [i, token] of tokens.entries()) {
    for (const r of i === 1 ? reads : [...reads, write]) {
      const body =
        r.method === 'POST'
          ? JSON.stringify({ projectId: proId, buildNumber: `SOAK-check-${i}`, floorsAbove: 1 })
          : undefined;
      const res = await fetch(base + r.path, {
        method: r.method,
        headers: { 'x-auth-token': token, 'content-type': 'application/json' },
        body,
      });
      if (res.status !== 200)
        throw new Error(`${r.method} ${r.path} as user ${i}: ${res.status} ${await res.text()}`);
    }
  }
  // Warm-up so the start figure is the process at work, not the process asleep.
  await autocannon({
    url: base,
    connections: 20,
    duration: 5,
    headers: { 'x-auth-token': tokens[0]! },
    requests: [...reads, write],
  });
  (globalThis as { gc?: () => void }).gc?.();
  const buildingsBefore =
    (await db.pool.query<{ n: number }>('select count(*)::int as n from building')).rows[0]?.n ?? 0;
  const rssStart = rssKb(pid);
  const samples: number[] = [rssStart];
  const sampler = setInterval(() => samples.push(rssKb(pid)), 1000);
  const t0 = performance.now();
  // Three users' sessions spread over the connections; each connection cycles 4 reads and 1 write.
  const perUser = Math.floor(CONNECTIONS / tokens.length);
  const results = await Promise.all(
    tokens.map((token, i) =>
      autocannon({
        url: base,
        connections: i === 0 ? CONNECTIONS - perUser * (tokens.length - 1) : perUser,
        duration: SECONDS,
        timeout: 30,
        headers: { 'x-auth-token': token },
        requests: i === 1 ? reads : [...reads, write],
      }),
    ),
  );
  clearInterval(sampler);
  const elapsed = (performance.now() - t0) / 1000;
  const rssEnd = rssKb(pid);
  const buildingsAfter =
    (await db.pool.query<{ n: number }>('select count(*)::int as n from building')).rows[0]?.n ?? 0;
  await db.close();

  const sum = (f: (r: autocannon.Result) => number) => results.reduce((s, r) => s + f(r), 0);
  const fivexx = sum((r) =>
    Object.entries(r.statusCodeStats ?? {}).reduce(
      (s, [code, v]) => s + (code.startsWith('5') ? (v.count ?? 0) : 0),
      0,
    ),
  );
  const latency = (q: 'p50' | 'p90' | 'p99' | 'max') => Math.max(...results.map((r) => r.latency[q]));
  const figures = {
    'duration s': Number(elapsed.toFixed(1)),
    connections: CONNECTIONS,
    requests: sum((r) => r.requests.total),
    'req/s': Math.round(sum((r) => r.requests.total) / elapsed),
    'writes (buildings added)': buildingsAfter - buildingsBefore,
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    'non-2xx': sum((r) => r.non2xx),
    '5xx': fivexx,
    'p50 ms': latency('p50'),
    'p90 ms': latency('p90'),
    'p99 ms': latency('p99'),
    'max ms': latency('max'),
    'RSS start MB': MB(rssStart),
    'RSS end MB': MB(rssEnd),
    'RSS at half time MB': MB(samples[Math.floor(samples.length / 2)] ?? 0),
    'RSS max MB': MB(Math.max(...samples)),
  };
  console.log(
    `soak: production build, ${CONNECTIONS} connections, ${SECONDS} s, mixed reads (4/5) and writes (1/5), loopback`,
  );
  console.table([figures]);
  const codes: Record<string, number> = {};
  for (const r of results)
    for (const [code, v] of Object.entries(r.statusCodeStats ?? {}))
      codes[code] = (codes[code] ?? 0) + (v.count ?? 0);
  console.log('status codes:', codes, "(latency percentiles: the worst of the three users' runs)");
} finally {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server!.once('exit', r));
  }
  await rm(dir, { recursive: true, force: true });
}
