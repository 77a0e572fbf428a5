// The first load over a slow phone network (issue 21): the production build (API + SPA, one process on a
// throw-away DATA_DIR) opened in Debian's Chromium through playwright-core, throttled with the DevTools
// protocol to the profile — 400 ms round trip, 400 kbit/s each way, CPU 4× slower — from a cold
// cache. Prints, for the login page, the workbench opened straight with a session, and the workbench
// reached by signing in on the login page (its cache warm from that page): bytes transferred (bodies as
// sent plus headers), requests, largest contentful paint and when the network went idle. Figures only.
//
//   npm run build && node bench/first-load.mjs [build root]
//
// The build root (default: this checkout) is a folder holding apps/server/dist and apps/web/dist, so an
// older build kept aside can be measured the same way. Debian's chromium is installed with apt-get when
// missing, as scripts/test.mjs does (CHROMIUM names another binary).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  DEMO_PASSWORD,
  freePort,
  launchBrowser,
  ROOT,
  signIn,
  TOKEN_COOKIE,
} from '../apps/web/e2e/harness.mjs';

const PROFILE = { rttMs: 400, kbitPerSecond: 400, cpuSlowdown: 4 };
const TARGET = { kb: 350, lcpMs: 2500 };
const USER = 'zhangjianguo';
const USER_NAME = /张建国/;
const STEP_TIMEOUT_MS = 180_000;

const buildRoot = resolve(process.argv[2] ?? ROOT);
const serverMain = join(buildRoot, 'apps/server/dist/main.js');
const webDist = join(buildRoot, 'apps/web/dist');
for (const file of [serverMain, join(webDist, 'index.html')]) {
  if (!existsSync(file)) {
    console.error(`${file} is missing: run \`npm run build\` first`);
    process.exit(2);
  }
}

ensureChromium();
const server = await startServer();
const browser = await launchBrowser();
try {
  const rows = [];

  // 1. The login page, cold; then 3. signing in on it, so the workbench loads on the cache the login page warmed.
  {
    const { context, page, meter } = await throttledPage();
    const login = await meter.measure(async () => {
      await page.goto(`${server.baseUrl}/login`, { timeout: STEP_TIMEOUT_MS });
      await page.getByRole('button', { name: /登\s*录/ }).waitFor({ timeout: STEP_TIMEOUT_MS });
    });
    rows.push(row('login page (cold cache)', login));

    await page.getByLabel('账号').fill(USER);
    await page.getByLabel('密码').fill(DEMO_PASSWORD);
    const signedIn = await meter.measure(async () => {
      await page.getByRole('button', { name: /登\s*录/ }).click();
      await page.getByRole('heading', { name: USER_NAME }).waitFor({ timeout: STEP_TIMEOUT_MS });
    }, false);
    rows.push(row('workbench after signing in there (warm from login)', signedIn));
    await context.close();
  }

  // 2. The workbench opened with a session (a returning user, cold cache).
  {
    const token = await signIn(server.baseUrl, USER);
    const { context, page, meter } = await throttledPage(token);
    const workbench = await meter.measure(async () => {
      await page.goto(`${server.baseUrl}/home/index`, { timeout: STEP_TIMEOUT_MS });
      await page.getByRole('heading', { name: USER_NAME }).waitFor({ timeout: STEP_TIMEOUT_MS });
    });
    rows.push(row('workbench with a session (cold cache)', workbench));
    await context.close();
  }

  console.log(
    `first load of ${buildRoot === ROOT ? 'this build' : buildRoot}, ${PROFILE.rttMs} ms RTT, ` +
      `${PROFILE.kbitPerSecond} kbit/s, CPU ${PROFILE.cpuSlowdown}× slower (targets: ≤ ${TARGET.kb} KB, ` +
      `LCP ≤ ${TARGET.lcpMs / 1000} s):`,
  );
  console.table(rows.map(({ detail, ...figures }) => figures));
  for (const r of rows) {
    console.log(`\n${r.page}: ${r.requests} requests`);
    for (const d of r.detail) console.log(`  ${d.kb.padStart(8)} KB  ${d.encoding.padEnd(8)} ${d.url}`);
  }
  // The rows of issue 21's table, collected by bench/run.mjs (the mark of bench/summary.ts).
  for (const r of [rows[0], rows[2]]) {
    const lcp = r['LCP ms'] === 'n/a' ? 'no LCP' : `LCP ${(r['LCP ms'] / 1000).toFixed(1)} s`;
    const row = {
      what: `${r.page}, throttled phone profile`,
      now: `${r['KB transferred']} KB transferred in ${r.requests} requests, ${lcp}, network idle after ${(r['network idle ms'] / 1000).toFixed(1)} s`,
      target: `≤ ${TARGET.kb} KB transferred, LCP ≤ ${TARGET.lcpMs / 1000} s`,
    };
    console.log(`::bench-row:: ${JSON.stringify(row)}`);
  }
} finally {
  await browser.close();
  await server.stop();
}

function row(page, m) {
  return {
    page,
    'KB transferred': (m.bytes / 1024).toFixed(0),
    'target KB': TARGET.kb,
    requests: m.requests.length,
    'LCP ms': m.lcp === undefined ? 'n/a' : Math.round(m.lcp),
    'target LCP ms': m.lcp === undefined ? '' : TARGET.lcpMs,
    'shown ms': Math.round(m.shownMs),
    'network idle ms': Math.round(m.idleMs),
    detail: m.requests
      .sort((a, b) => b.bytes - a.bytes)
      .map((r) => ({ kb: (r.bytes / 1024).toFixed(1), encoding: r.encoding || 'identity', url: r.url })),
  };
}

/** A fresh browser context (empty cache), its page throttled, and a meter of what the page fetches. */
async function throttledPage(token) {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1366, height: 800 } });
  if (token) await context.addCookies([{ name: TOKEN_COOKIE, value: token, url: server.baseUrl }]);
  // The largest contentful paint of the document, as the page itself reports it.
  await context.addInitScript(() => {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) globalThis.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const bytesPerSecond = (PROFILE.kbitPerSecond * 1000) / 8;
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.rttMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });

  const requests = new Map();
  let inFlight = 0;
  let lastActivity = performance.now();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!requests.has(e.requestId)) inFlight++;
    requests.set(e.requestId, { url: e.request.url.replace(server.baseUrl, ''), bytes: 0, encoding: '' });
    lastActivity = performance.now();
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r)
      r.encoding = e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? '';
  });
  const settle = (e) => {
    const r = requests.get(e.requestId);
    if (r && !r.done) {
      r.done = true;
      r.bytes = e.encodedDataLength ?? 0;
      inFlight--;
    }
    lastActivity = performance.now();
  };
  cdp.on('Network.loadingFinished', settle);
  cdp.on('Network.loadingFailed', settle);

  const meter = {
    /** Runs `steps` and waits until the network has been quiet for 1 s; `withLcp` for a new document. */
    async measure(steps, withLcp = true) {
      requests.clear();
      inFlight = 0;
      const t0 = performance.now();
      await steps();
      const shownMs = performance.now() - t0;
      while (inFlight > 0 || performance.now() - lastActivity < 1000) {
        if (performance.now() - t0 > STEP_TIMEOUT_MS) throw new Error('the network never went idle');
        await new Promise((r) => setTimeout(r, 100));
      }
      const idleMs = lastActivity - t0;
      const lcp = withLcp ? await page.evaluate(() => globalThis.__lcp) : undefined;
      const list = [...requests.values()];
      return { bytes: list.reduce((sum, r) => sum + r.bytes, 0), requests: list, lcp, shownMs, idleMs };
    },
  };
  return { context, page, meter };
}

function ensureChromium() {
  const binary = process.env.CHROMIUM || '/usr/bin/chromium';
  if (existsSync(binary)) return;
  console.log('[first-load] installing chromium with apt-get…');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (args) =>
    execFileSync(sudo[0] ?? args[0], sudo.length ? args : args.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'chromium']);
}

/** `node apps/server/dist/main.js` of the build root on a free port and an empty DATA_DIR (demo seed). */
async function startServer() {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'zhuji-first-load-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverMain], {
    cwd: buildRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk) => {
    output = (output + chunk).slice(-20_000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise((done) => child.once('exit', done));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited before it was healthy:\n${output}`);
    const healthy = await fetch(`${baseUrl}/api/health`)
      .then((res) => res.ok)
      .catch(() => false);
    if (healthy) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server not healthy in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { baseUrl, stop };
}
