// `npm test`: install what is missing (node_modules, Debian chromium + a CJK font), then
// type-check, lint, unit tests, server integration tests, build, the login route's bundle budget,
// and browser tests.
// The browser runner's summary closes the output.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ensureBuild } from './ensure-build.mjs';
import { ensureInstall } from './ensure-install.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const chromium = process.env.CHROMIUM || '/usr/bin/chromium';

function hasCjkFont() {
  try {
    return execFileSync('fc-list', [':lang=zh'], { encoding: 'utf8' }).trim().length > 0;
  } catch {
    return false;
  }
}

function ensureBrowser() {
  const packages = [];
  if (!existsSync(chromium)) packages.push('chromium');
  if (!hasCjkFont()) packages.push('fonts-noto-cjk');
  if (!packages.length) return;
  console.log(`[zhuji] installing ${packages.join(', ')} with apt-get…`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (args) =>
    execFileSync(sudo[0] ?? args[0], sudo.length ? args : args.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...packages]);
}

const steps = [
  ['type-check', 'npm', ['run', 'typecheck', '--silent']],
  ['lint', 'npx', ['biome', 'ci', '.']],
  ['unit tests', 'npx', ['vitest', 'run', '--project', 'shared', '--project', 'web']],
  ['integration tests', 'npx', ['vitest', 'run', '--project', 'server']],
  // The login route's first-load JS against its gzip budget; sizes are deterministic for a given build.
  ['bundle budget', 'node', ['apps/web/scripts/bundle-size.mjs']],
  // Two spec files at a time: each has its own server, database and browser, and a browser story spends
  // most of its time waiting (a serial run used a quarter of one core), so this halves the step's time.
  ['browser tests', 'node', ['--test', '--test-concurrency=2', '--test-reporter=spec', 'apps/web/e2e/']],
];

/** Steps that read the production build; it is (re)made before the first of them when sources changed. */
const NEEDS_BUILD = new Set(['bundle budget', 'browser tests']);

/**
 * `.ci/run` sets this after running the integration suite against the external PostgreSQL, so CI runs
 * it once. The embedded PostgreSQL is still exercised there: every browser test starts the built server
 * on it (migrations, demo seed and every call its pages make).
 */
const integrationRanExternally = process.env.ZHUJI_INTEGRATION_RAN === 'external';

const started = Date.now();
ensureInstall();
ensureBrowser();
for (const [name, cmd, args] of steps) {
  if (name === 'integration tests' && integrationRanExternally) {
    console.log('\n[zhuji] ── integration tests ── ran against the external PostgreSQL already (.ci/run)');
    continue;
  }
  if (NEEDS_BUILD.has(name)) ensureBuild();
  console.log(`\n[zhuji] ── ${name} ──`);
  const t0 = Date.now();
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) {
    console.error(
      `\n[zhuji] ${name} failed (exit ${res.status ?? res.signal}) after ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    process.exit(res.status || 1);
  }
  // The last runner's own summary closes the output (CI reads it).
  if (name !== steps.at(-1)[0])
    console.log(`[zhuji] ${name} passed in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}
