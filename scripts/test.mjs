// `npm test`: install what is missing (node_modules, Debian chromium + a CJK font), then type-check, lint,
// unit tests, server integration tests, build, the login route's bundle budget and browser tests. Every
// phase runs even when an earlier one failed (a build failure skips what needs the build); the output
// ends with one line `N passed, N failed[, N skipped]` summing every phase, then each phase's time, and
// the exit code is non-zero when anything failed.
//
// Two lanes run side by side: the checks (type-check, lint, unit, integration) and the browser side
// (build, bundle budget, browser tests). The browser tests spend most of their time waiting on the
// browser and the server, so the checks use what they leave of the CPU. ZHUJI_TEST_SERIAL=1 runs one
// phase at a time, streaming each phase's output as it comes.
//
// ZHUJI_TEST_ONLY=lint,unit tests runs only the named phases (a build is made when one needs it).
//
// DATABASE_URL, when set (.ci/run sets it to CI's PostgreSQL), is where the integration tests run; every
// other phase runs without it, so each browser test's server keeps its own embedded PostgreSQL.
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstall } from './ensure-install.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const chromium = process.env.CHROMIUM || '/usr/bin/chromium';
const serial = process.env.ZHUJI_TEST_SERIAL === '1' || process.argv.includes('--serial');
const logDir = join(root, 'node_modules', '.cache', 'zhuji-test');
const bin = {
  tsc: join(root, 'node_modules/typescript/bin/tsc'),
  biome: join(root, 'node_modules/@biomejs/biome/bin/biome'),
  vitest: join(root, 'node_modules/vitest/vitest.mjs'),
  depcruise: join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
};

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

const { DATABASE_URL: integrationDatabaseUrl, ...envWithoutDatabase } = process.env;
if (process.stdout.isTTY) envWithoutDatabase.FORCE_COLOR ??= '1';

/** The data folder every browser test's server starts from a copy of (apps/web/e2e/data-template.mjs). */
let dataTemplate;

/**
 * A phase is one or more commands; `count` says how its tests are counted: a vitest JSON report, a
 * node:test TAP report, or the phase itself as one test ('one'); 'none' counts nothing unless it fails.
 */
const vitest = (name, projects, env, files = []) => ({
  name,
  count: 'vitest',
  env,
  commands: (report) => [
    [
      process.execPath,
      [
        bin.vitest,
        'run',
        ...projects.flatMap((p) => ['--project', p]),
        ...files,
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
      ],
    ],
  ],
});

const checks = [
  {
    name: 'type-check',
    count: 'one',
    // One build of the project references: @zhuji/shared is checked once (its declarations then stand
    // in for it in the server and the web app), and .tsbuildinfo files make a re-run check only what changed.
    commands: () => [
      [process.execPath, [bin.tsc, '-b', 'apps/server/tsconfig.check.json', 'apps/web/tsconfig.check.json']],
    ],
  },
  { name: 'lint', count: 'one', commands: () => [[process.execPath, [bin.biome, 'ci', '.']]] },
  // `npm run lint:boundaries`: server modules meet only through their index.ts, platform never imports a
  // module, @zhuji/shared never an app, and no import cycles (.dependency-cruiser.cjs).
  {
    name: 'module boundaries',
    count: 'one',
    commands: () => [
      [
        process.execPath,
        [bin.depcruise, 'apps/server/src', 'packages/shared/src', '--config', '.dependency-cruiser.cjs'],
      ],
    ],
  },
  vitest('unit tests', ['shared', 'web']),
  // The business calendar must not depend on the machine's zone (README "Dates"): its own tests and the
  // web's day helpers again under the two zones that disagree about "today" for eight hours a day.
  ...['UTC', 'Asia/Shanghai'].map((tz) =>
    vitest(`business days (TZ=${tz})`, ['shared', 'web'], { TZ: tz }, [
      'packages/shared/src/time',
      'apps/web/src/kit/business-day.test.ts',
    ]),
  ),
  vitest(
    'integration tests',
    ['server'],
    integrationDatabaseUrl ? { DATABASE_URL: integrationDatabaseUrl } : undefined,
  ),
];

const browserSide = [
  // Rebuilds the web app and the server only when their sources changed since the last build.
  { name: 'build', count: 'none', commands: () => [[process.execPath, ['scripts/ensure-build.mjs']]] },
  {
    name: 'bundle budget',
    count: 'one',
    needsBuild: true,
    // The login route's first-load JS against its gzip budget; sizes are deterministic for a given build.
    commands: () => [[process.execPath, ['apps/web/scripts/bundle-size.mjs']]],
  },
  {
    name: 'browser tests',
    count: 'node-test',
    needsBuild: true,
    before: async () => {
      dataTemplate = await mkdtemp(join(tmpdir(), 'zhuji-e2e-template-'));
      return [[process.execPath, ['apps/web/e2e/data-template.mjs', dataTemplate]]];
    },
    env: () => ({ ZHUJI_E2E_DATA_TEMPLATE: dataTemplate }),
    // Two spec files at a time: each has its own server, database and browser, and a browser story spends
    // most of its time waiting, so this halves the step's time.
    commands: (report) => [
      [
        process.execPath,
        [
          '--test',
          '--test-concurrency=2',
          '--test-reporter=spec',
          '--test-reporter-destination=stdout',
          '--test-reporter=tap',
          `--test-reporter-destination=${report}`,
          'apps/web/e2e/',
        ],
      ],
    ],
  },
];

const only = process.env.ZHUJI_TEST_ONLY?.split(',').map((name) => name.trim());
const selected = (phase) => !only || only.includes(phase.name) || (phase.name === 'build' && needBuild());
const needBuild = () => browserSide.some((p) => p.needsBuild && only.includes(p.name));
const results = new Map();

function runCommand([cmd, args], env, out) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => out(chunk));
    child.stderr.on('data', (chunk) => out(chunk));
    child.on('error', (error) => {
      out(`${error.stack}\n`);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function countVitest(report) {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  // A file that fails outside any test (an import or a hook) has no failed test of its own: count it.
  const brokenFiles = r.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((a) => a.status === 'failed'),
  ).length;
  return {
    passed: r.numPassedTests,
    failed: r.numFailedTests + brokenFiles,
    skipped: r.numPendingTests + r.numTodoTests,
  };
}

function countTap(report) {
  const text = readFileSync(report, 'utf8');
  const total = (key) => {
    const all = [...text.matchAll(new RegExp(`^# ${key} (\\d+)$`, 'gm'))];
    return all.length ? Number(all.at(-1)[1]) : 0;
  };
  return {
    passed: total('pass'),
    failed: total('fail') + total('cancelled'),
    skipped: total('skipped') + total('todo'),
  };
}

async function runPhase(phase) {
  const started = Date.now();
  const logFile = join(logDir, `${phase.name.replace(/[^\w.=()-]+/g, '-')}.log`);
  const report = join(logDir, `${phase.name.replaceAll(' ', '-')}.report`);
  rmSync(report, { force: true });
  const log = createWriteStream(logFile);
  const out = (chunk) => {
    log.write(chunk);
    if (serial) process.stdout.write(chunk);
  };
  if (serial) console.log(`\n[zhuji] ── ${phase.name} ──`);
  else console.log(`[zhuji] ${phase.name}: started`);

  let code = 0;
  for (const command of (await phase.before?.()) ?? []) {
    if ((await runCommand(command, envWithoutDatabase, out)) !== 0) {
      out(`[zhuji] ${phase.name}: preparing failed; running without it\n`);
      dataTemplate = undefined;
    }
  }
  const env = { ...envWithoutDatabase, ...(typeof phase.env === 'function' ? phase.env() : phase.env) };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete env[key];
  for (const command of phase.commands(report)) {
    code = await runCommand(command, env, out);
    if (code !== 0) break;
  }
  await new Promise((resolve) => log.end(resolve));

  let counts;
  try {
    if (phase.count === 'vitest') counts = countVitest(report);
    else if (phase.count === 'node-test') counts = countTap(report);
  } catch {
    counts = undefined; // no report: the runner died before writing it; counted as one failure below
  }
  if (phase.count === 'one') counts = { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 };
  if (phase.count === 'none') counts = { passed: 0, failed: code === 0 ? 0 : 1, skipped: 0 };
  counts ??= { passed: 0, failed: 1, skipped: 0 };
  // A runner that fails without a failed test (an unhandled error, a crash) still fails the phase.
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  const seconds = (Date.now() - started) / 1000;
  const ok = code === 0 && counts.failed === 0;
  results.set(phase.name, {
    ...counts,
    seconds,
    ok,
    note: ok && phase.count === 'none' ? 'done' : undefined,
  });

  if (!serial) {
    console.log(`\n[zhuji] ── ${phase.name} ── (output of ${logFile})`);
    process.stdout.write(readFileSync(logFile));
  }
  console.log(`[zhuji] ${phase.name} ${code === 0 ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s`);
}

async function runLane(phases) {
  for (const phase of phases.filter(selected)) {
    if (phase.needsBuild && !results.get('build')?.ok) {
      results.set(phase.name, { passed: 0, failed: 0, skipped: 0, seconds: 0, ok: false, note: 'not run' });
      console.log(`[zhuji] ${phase.name}: not run, the build failed`);
      continue;
    }
    await runPhase(phase);
  }
}

const started = Date.now();
const installStarted = Date.now();
ensureInstall();
ensureBrowser();
// .ci/run installs before it calls `npm test` and passes on how long that took, so the table shows it.
const installedBefore = Number(process.env.ZHUJI_INSTALL_SECONDS || 0);
const installSeconds = (Date.now() - installStarted) / 1000 + installedBefore;
mkdirSync(logDir, { recursive: true });
console.log(
  `[zhuji] integration tests on ${integrationDatabaseUrl ? 'the PostgreSQL of DATABASE_URL' : 'an embedded PostgreSQL'}`,
);

let heartbeat;
if (serial) {
  await runLane([...checks, ...browserSide]);
} else {
  heartbeat = setInterval(() => {
    const running = [...checks, ...browserSide]
      .filter((p) => selected(p) && !results.has(p.name))
      .map((p) => p.name);
    console.log(`[zhuji] ${((Date.now() - started) / 1000).toFixed(0)} s; to finish: ${running.join(', ')}`);
  }, 60_000);
  await Promise.all([runLane(checks), runLane(browserSide)]);
  clearInterval(heartbeat);
}
if (dataTemplate) rmSync(dataTemplate, { recursive: true, force: true });

const rows = [['install', { seconds: installSeconds, passed: 0, failed: 0, skipped: 0, note: 'done' }]];
for (const phase of [...checks, ...browserSide].filter(selected))
  rows.push([phase.name, results.get(phase.name)]);
const sum = (key) => rows.reduce((total, [, r]) => total + r[key], 0);
const passed = sum('passed');
const failed = sum('failed') + rows.filter(([, r]) => r.note === 'not run').length;
const skipped = sum('skipped');

console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
const width = Math.max(...rows.map(([name]) => name.length));
console.log(`${'phase'.padEnd(width)}  ${'seconds'.padStart(8)}  result`);
for (const [name, r] of rows) {
  const result =
    r.note ??
    (r.ok
      ? `${r.passed} passed${r.skipped ? `, ${r.skipped} skipped` : ''}`
      : `FAILED (${r.failed} failed, ${r.passed} passed)`);
  console.log(`${name.padEnd(width)}  ${r.seconds.toFixed(1).padStart(8)}  ${result}`);
}
const total = (Date.now() - started) / 1000 + installedBefore;
console.log(`${'total (wall)'.padEnd(width)}  ${total.toFixed(1).padStart(8)}`);
process.exit(failed ? 1 : 0);
