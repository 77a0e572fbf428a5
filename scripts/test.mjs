// `npm test`: install what is missing (node_modules, Debian chromium + a CJK font), then type-check, lint,
// unit tests, server integration tests, build, the login route's bundle budget and browser tests. Every
// phase runs even when an earlier one failed (a build failure skips what needs the build); the output
// ends with one line `N passed, N failed[, N skipped]` summing every phase, then each phase's time, and
// the exit code is non-zero when anything failed.
//
// Two workers take the phases longest-first (the build first, since the bundle budget and the browser
// tests wait for it), so both stay busy until the end; the suite is CPU-bound on 2 cores, so the table at
// the end gives each phase's CPU seconds beside its wall time. ZHUJI_TEST_SERIAL=1 runs one phase at a
// time, streaming each phase's output as it comes.
//
// ZHUJI_TEST_ONLY=lint,unit tests runs only the named phases (a build is made when one needs it).
//
// DATABASE_URL, when set (.ci/run sets it to CI's PostgreSQL), is where the integration tests run; every
// other phase runs without it, so each browser test's server keeps its own embedded PostgreSQL.
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
  // The native TypeScript compiler (tsgo, the Go port that becomes TypeScript 7): the same checks as
  // `tsc -b` on the same tsconfig files for half its CPU time (76 s -> 38 s for a cold check), and it uses
  // both cores. The JavaScript `tsc` stays for editors and dependency-cruiser, which load its API.
  tsgo: join(root, 'node_modules/@typescript/native-preview/bin/tsgo'),
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
const vitest = (name, projects, env, files = [], estimate = 5) => ({
  name,
  estimate,
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
    // Expected seconds, for the order of a first run (runPool); later runs use the last run's times.
    estimate: 280,
    // One build of the project references: @zhuji/shared is checked once (its declarations then stand
    // in for it in the server and the web app), and .tsbuildinfo files make a re-run check only what changed.
    commands: () => [
      [process.execPath, [bin.tsgo, '-b', 'apps/server/tsconfig.check.json', 'apps/web/tsconfig.check.json']],
    ],
  },
  { name: 'lint', count: 'one', estimate: 8, commands: () => [[process.execPath, [bin.biome, 'ci', '.']]] },
  // `npm run lint:boundaries`: server modules meet only through their index.ts, platform never imports a
  // module, @zhuji/shared never an app, and no import cycles (.dependency-cruiser.cjs).
  {
    name: 'module boundaries',
    count: 'one',
    estimate: 15,
    commands: () => [
      [
        process.execPath,
        [bin.depcruise, 'apps/server/src', 'packages/shared/src', '--config', '.dependency-cruiser.cjs'],
      ],
    ],
  },
  vitest('unit tests', ['shared', 'web'], undefined, [], 200),
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
    [],
    255,
  ),
];

const browserSide = [
  // Rebuilds the web app and the server only when their sources changed since the last build.
  {
    name: 'build',
    count: 'none',
    estimate: 20,
    commands: () => [[process.execPath, ['scripts/ensure-build.mjs']]],
  },
  {
    name: 'bundle budget',
    count: 'one',
    estimate: 1,
    needsBuild: true,
    // The login route's first-load JS against its gzip budget; sizes are deterministic for a given build.
    commands: () => [[process.execPath, ['apps/web/scripts/bundle-size.mjs']]],
  },
  {
    name: 'browser tests',
    count: 'node-test',
    estimate: 430,
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
let commandCount = 0;

// GNU time reports the CPU seconds of a command and of every process it waited for (vitest's workers,
// each browser test's server, PostgreSQL and Chromium): the figure that decides the suite's time on a
// busy 2-core machine, where wall times say more about the neighbours than about the suite.
const gnuTime = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

/** Runs one command; resolves to its exit code, adding its CPU seconds (user + sys) to `cpu.seconds`. */
function runCommand([cmd, args], env, out, cpu = { seconds: 0 }) {
  return new Promise((resolve) => {
    const cpuFile = gnuTime && join(logDir, `cpu-${process.pid}-${++commandCount}.txt`);
    const [file, argv] = cpuFile ? [gnuTime, ['-f', '%U %S', '-o', cpuFile, cmd, ...args]] : [cmd, args];
    const child = spawn(file, argv, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const done = (code) => {
      if (cpuFile) {
        try {
          const last = readFileSync(cpuFile, 'utf8').trim().split('\n').at(-1).split(' ');
          cpu.seconds += Number(last[0]) + Number(last[1]) || 0;
        } catch {}
        rmSync(cpuFile, { force: true });
      }
      resolve(code);
    };
    child.stdout.on('data', (chunk) => out(chunk));
    child.stderr.on('data', (chunk) => out(chunk));
    child.on('error', (error) => {
      out(`${error.stack}\n`);
      done(1);
    });
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
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
  const cpu = { seconds: 0 };
  for (const command of (await phase.before?.()) ?? []) {
    if ((await runCommand(command, envWithoutDatabase, out, cpu)) !== 0) {
      out(`[zhuji] ${phase.name}: preparing failed; running without it\n`);
      dataTemplate = undefined;
    }
  }
  const env = { ...envWithoutDatabase, ...(typeof phase.env === 'function' ? phase.env() : phase.env) };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete env[key];
  for (const command of phase.commands(report)) {
    code = await runCommand(command, env, out, cpu);
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
    cpu: gnuTime ? cpu.seconds : undefined,
    ok,
    note: ok && phase.count === 'none' ? 'done' : undefined,
  });

  if (!serial) {
    console.log(`\n[zhuji] ── ${phase.name} ── (output of ${logFile})`);
    process.stdout.write(readFileSync(logFile));
  }
  console.log(
    `[zhuji] ${phase.name} ${code === 0 ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s` +
      (gnuTime ? ` (${cpu.seconds.toFixed(1)} s CPU)` : ''),
  );
}

/** Marks a phase that cannot run because the build it needs failed. */
function notRun(phase) {
  results.set(phase.name, { passed: 0, failed: 0, skipped: 0, seconds: 0, ok: false, note: 'not run' });
  console.log(`[zhuji] ${phase.name}: not run, the build failed`);
}

/**
 * The seconds a phase is expected to take: its time in the last run on this machine when there was one
 * (timings.json in the log folder), else the estimate beside its definition.
 */
const timingsFile = join(logDir, 'timings.json');
function expectedSeconds() {
  let last = {};
  try {
    last = JSON.parse(readFileSync(timingsFile, 'utf8'));
  } catch {}
  return (phase) => last[phase.name] ?? phase.estimate ?? 10;
}

/**
 * A pool of `workers` runs the phases, each free worker taking the ready phase with the longest
 * remaining path (its own expected time plus that of the longest chain waiting on it), so the build
 * goes first, the browser tests right after it, and the short phases fill in at the end: neither worker
 * idles while the other still has a long queue. A phase that needs the build waits for it.
 */
async function runPool(phases, workers) {
  const seconds = expectedSeconds();
  const dependents = (phase) => (phase.name === 'build' ? phases.filter((p) => p.needsBuild) : []);
  const chain = (phase) => seconds(phase) + Math.max(0, ...dependents(phase).map(chain));
  const waiting = [...phases].sort((a, b) => chain(b) - chain(a));
  const buildPending = () => phases.some((p) => p.name === 'build' && !results.has('build'));
  const wake = [];
  async function worker() {
    for (;;) {
      const index = waiting.findIndex((p) => !p.needsBuild || !buildPending());
      if (index < 0) {
        if (!waiting.length) return;
        await new Promise((resolve) => wake.push(resolve)); // only phases waiting for the build remain
        continue;
      }
      const [phase] = waiting.splice(index, 1);
      if (phase.needsBuild && phases.some((p) => p.name === 'build') && !results.get('build')?.ok)
        notRun(phase);
      else await runPhase(phase);
      for (const resolve of wake.splice(0)) resolve();
    }
  }
  await Promise.all(Array.from({ length: workers }, worker));
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

const phases = [...checks, ...browserSide].filter(selected);
let heartbeat;
if (serial) {
  for (const phase of phases) {
    if (phase.needsBuild && results.has('build') && !results.get('build').ok) notRun(phase);
    else await runPhase(phase);
  }
} else {
  heartbeat = setInterval(() => {
    const running = phases.filter((p) => !results.has(p.name)).map((p) => p.name);
    console.log(`[zhuji] ${((Date.now() - started) / 1000).toFixed(0)} s; to finish: ${running.join(', ')}`);
  }, 60_000);
  await runPool(phases, 2);
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
const cpuColumn = (r) => (gnuTime ? `  ${(r.cpu === undefined ? '' : r.cpu.toFixed(1)).padStart(8)}` : '');
console.log(`${'phase'.padEnd(width)}  ${'seconds'.padStart(8)}${gnuTime ? '       CPU' : ''}  result`);
for (const [name, r] of rows) {
  const result =
    r.note ??
    (r.ok
      ? `${r.passed} passed${r.skipped ? `, ${r.skipped} skipped` : ''}`
      : `FAILED (${r.failed} failed, ${r.passed} passed)`);
  console.log(`${name.padEnd(width)}  ${r.seconds.toFixed(1).padStart(8)}${cpuColumn(r)}  ${result}`);
}
const total = (Date.now() - started) / 1000 + installedBefore;
const totalCpu = { cpu: rows.reduce((t, [, r]) => t + (r.cpu ?? 0), 0) };
console.log(`${'total'.padEnd(width)}  ${total.toFixed(1).padStart(8)}${cpuColumn(totalCpu)}  (wall, CPU)`);
// The next run orders its phases by these times (runPool); a phase that did not run keeps its old time.
const timings = {};
try {
  Object.assign(timings, JSON.parse(readFileSync(timingsFile, 'utf8')));
} catch {}
for (const [name, r] of rows)
  if (r.note !== 'not run' && name !== 'install') timings[name] = Number(r.seconds.toFixed(1));
writeFileSync(timingsFile, `${JSON.stringify(timings, null, 2)}\n`);
process.exit(failed ? 1 : 0);
