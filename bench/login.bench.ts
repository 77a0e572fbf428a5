// Login throughput (argon2id and the RSA decryption off the event loop) and user-info latency with 50
// live sessions, on the embedded PostgreSQL. Prints figures only.
//
// The event-loop delay is that of this process, which runs the server and the clients: it is measured
// once while logging in and once, for as long, with nothing to do — the machine's own noise, the floor
// the login figure cannot go below on a busy machine.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { connect, runMigrations } from '../apps/server/src/platform/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/platform/db/embedded';
import { seedDemoData } from '../apps/server/src/seed';
import { SEED_USERS } from '../apps/server/src/seed/identity';
import { loginToken, startBenchServer } from './http';
import { summaryRow } from './summary';

const SESSIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

const dir = await mkdtemp(join(tmpdir(), 'zhuji-bench-'));
const pgServer = await startEmbeddedPostgres(join(dir, 'pg'));
const database = connect(pgServer.url, 20);
try {
  await runMigrations(database.db);
  await seedDemoData(database.db);
  // The per-IP brute-force limit would throttle a benchmark that logs in from one address.
  const { app, base } = await startBenchServer(database, { authRatePerMinute: 100_000 });
  const accounts = SEED_USERS.filter((u) => u.memberships.length).map((u) => u.account);

  const login = (username: string) => loginToken(base, username);

  // 50 logins, 10 at a time, while watching the event loop: hashing must not stall it.
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const t0 = performance.now();
  const tokens: string[] = [];
  for (let i = 0; i < SESSIONS; i += 10) {
    tokens.push(
      ...(await Promise.all(
        accounts
          .concat(accounts)
          .slice(0, 10)
          .map((a) => login(a)),
      )),
    );
  }
  const loginSeconds = (performance.now() - t0) / 1000;
  loop.disable();

  const idle = monitorEventLoopDelay({ resolution: 10 });
  idle.enable();
  await new Promise((r) => setTimeout(r, loginSeconds * 1000));
  idle.disable();

  // user info from 50 sessions at once, each its own token.
  const latencies: number[] = [];
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    tokens.map(async (token) => {
      while (performance.now() < end) {
        const s = performance.now();
        const res = await fetch(`${base}/api/user/info?platformType=1`, {
          headers: { 'x-auth-token': token },
        });
        const body = (await res.json()) as { code: number };
        if (body.code !== 200) throw new Error(`user info failed: ${JSON.stringify(body)}`);
        latencies.push(performance.now() - s);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) => (latencies[Math.floor(q * (latencies.length - 1))] ?? 0).toFixed(1);
  console.table([
    {
      logins: SESSIONS,
      'logins/s (10 concurrent)': (SESSIONS / loginSeconds).toFixed(1),
      'event-loop delay p99 during logins (ms)': (loop.percentile(99) / 1e6).toFixed(1),
      'event-loop delay max (ms)': (loop.max / 1e6).toFixed(1),
      'idle event-loop delay p99 (ms)': (idle.percentile(99) / 1e6).toFixed(1),
    },
  ]);
  console.table([
    {
      sessions: SESSIONS,
      'user-info req/s': (latencies.length / SECONDS).toFixed(0),
      'p50 ms': at(0.5),
      'p99 ms': at(0.99),
    },
  ]);
  summaryRow({
    what: `user info, ${SESSIONS} sessions at once`,
    now: `${(latencies.length / SECONDS).toFixed(0)} req/s, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`,
    target: '≥ 1,000 req/s on 2 cores, p99 ≤ 100 ms',
  });
  summaryRow({
    what: 'logins (argon2id and RSA off the loop)',
    now: `${(SESSIONS / loginSeconds).toFixed(1)}/s, event-loop delay p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms`,
    floor: `idle event-loop delay p99 ${(idle.percentile(99) / 1e6).toFixed(1)} ms`,
    target: 'event-loop delay p99 ≤ 20 ms while logging in',
  });
  await app.close();
} finally {
  await database.close();
  await pgServer.stop();
  await rm(dir, { recursive: true, force: true });
}
