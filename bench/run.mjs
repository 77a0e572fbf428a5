// `npm run bench`: runs every bench/*.bench.ts in turn, then the first load of the production build in a
// throttled browser (bench/first-load.mjs, and bench/site-load.mjs for the site app, after building when the
// sources changed), prints their
// figures, and at the end issue 21's table: each row as measured, next to its floor and the target.
// Benchmarks never pass or fail on time: this machine is shared and noisy, so read the ratios.
//
//   npm run bench [name]   only the benchmarks whose file name contains `name` (e.g. login, first-load)
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const MARK = '::bench-row::'; // bench/summary.ts
const dir = fileURLToPath(new URL('.', import.meta.url));
const root = fileURLToPath(new URL('..', import.meta.url));
const only = process.argv[2];

const runs = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .sort()
  .map((file) => ({ file, steps: [['npx', ['tsx', `${dir}${file}`]]] }));
runs.push({
  file: 'first-load.mjs',
  steps: [
    [process.execPath, [`${root}scripts/ensure-build.mjs`]],
    [process.execPath, [`${dir}first-load.mjs`]],
  ],
});
// The site app on a phone at the rig (issue 19): cold, and started from its service worker.
runs.push({
  file: 'site-load.mjs',
  steps: [
    [process.execPath, [`${root}scripts/ensure-build.mjs`]],
    [process.execPath, [`${dir}site-load.mjs`]],
  ],
});

const table = [];
const started = performance.now();
for (const { file, steps } of runs.filter((r) => !only || r.file.includes(only))) {
  console.log(`\n=== ${file} ===`);
  for (const [command, args] of steps) {
    const status = await run(command, args);
    if (status !== 0) process.exit(status ?? 1);
  }
}

console.log(
  `\n=== issue 21: the table, measured in this run (${((performance.now() - started) / 60_000).toFixed(1)} min) ===`,
);
console.log(
  'figures only; the machine is shared, so compare the ratio to the floor more than the absolute figures',
);
console.table(
  table.map((r) => ({
    what: r.what,
    now: r.now,
    floor: r.floor ?? '—',
    'now / floor': r.ratio === undefined || !Number.isFinite(r.ratio) ? '—' : `${r.ratio.toFixed(2)}×`,
    target: r.target,
  })),
);

/** Runs a step with its output passed through, keeping the summary rows it marks. */
function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith(MARK)) table.push(JSON.parse(line.slice(MARK.length)));
      else console.log(line);
    });
    child.on('close', (code) => resolve(code));
  });
}
