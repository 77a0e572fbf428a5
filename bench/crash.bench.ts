// The crash story with a 100,000-row import (crash.test.ts runs it with 5,000 to keep the suite's time):
// SIGKILL mid-burst (server and embedded PostgreSQL) and mid-import, restarts, checks. Prints the figures.
import { runCrashStory } from '../apps/server/test/system/crash';

const rows = Number(process.env.BENCH_ROWS ?? 100_000);
const t0 = performance.now();
const figures = await runCrashStory(rows, (m) => console.log(`[crash] ${m}`));
console.log(
  `crash story with a ${rows.toLocaleString()}-row import, ${((performance.now() - t0) / 1000).toFixed(0)} s:`,
);
console.table(Object.entries(figures).map(([figure, value]) => ({ figure, value: String(value) })));
