// `npm run bench`: runs every bench/*.bench.ts in turn and prints their figures.
// Benchmarks never pass or fail on time: this machine is shared and noisy.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const only = process.argv[2];
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts') && (!only || f.includes(only)))
  .sort()) {
  console.log(`\n=== ${file} ===`);
  const res = spawnSync('npx', ['tsx', `${dir}${file}`], { stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}
