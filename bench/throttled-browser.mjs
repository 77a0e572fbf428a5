// What the browser benchmarks share (bench/first-load.mjs, bench/site-load.mjs): the production build's server
// on a throw-away DATA_DIR, Debian's Chromium, and a page throttled through the DevTools protocol with a meter
// of what it fetches (bytes as sent, requests, largest contentful paint, when the network went idle).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../apps/web/e2e/harness.mjs';

export const STEP_TIMEOUT_MS = 180_000;

/** Fails early, with the command to run, when the build root holds no build. */
export function buildOf(buildRoot) {
  const serverMain = join(buildRoot, 'apps/server/dist/main.js');
  const webDist = join(buildRoot, 'apps/web/dist');
  for (const file of [serverMain, join(webDist, 'index.html')]) {
    if (!existsSync(file)) {
      console.error(`${file} is missing: run \`npm run build\` first`);
      process.exit(2);
    }
  }
  return { buildRoot, serverMain, webDist };
}

/** Debian's chromium, installed with apt-get when missing, as scripts/test.mjs does (CHROMIUM names another). */
export function ensureChromium() {
  const binary = process.env.CHROMIUM || '/usr/bin/chromium';
  if (existsSync(binary)) return;
  console.log('[bench] installing chromium with apt-get…');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (args) =>
    execFileSync(sudo[0] ?? args[0], sudo.length ? args : args.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'chromium']);
}

/** `node apps/server/dist/main.js` of the build on a free port and an empty DATA_DIR (demo seed). */
export async function startServer({ buildRoot, serverMain, webDist }) {
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

/** Records the document's largest contentful paint as the page itself reports it (an init script). */
export function observeLcp() {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      globalThis.__lcp = entry.startTime;
      const e = entry.element;
      globalThis.__lcpElement = e
        ? `<${e.tagName.toLowerCase()}> ${(e.textContent ?? '').trim().slice(0, 24) || (e.getAttribute('src') ?? '')}`
        : '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/**
 * Throttles `page` to `profile` — { rttMs, downKbps, upKbps, cpuSlowdown }, or offline: true for a start
 * with no network at all — and answers a meter of what it fetches. Requests a service worker answered are
 * counted apart: they cost the phone no network.
 */
export async function meterPage(page, baseUrl, profile) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: Boolean(profile.offline),
    latency: profile.rttMs ?? 0,
    downloadThroughput: profile.offline ? -1 : (profile.downKbps * 1000) / 8,
    uploadThroughput: profile.offline ? -1 : (profile.upKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });

  const requests = new Map();
  let inFlight = 0;
  let lastActivity = performance.now();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!requests.has(e.requestId)) inFlight++;
    requests.set(e.requestId, { url: e.request.url.replace(baseUrl, ''), bytes: 0, encoding: '' });
    lastActivity = performance.now();
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (!r) return;
    r.encoding = e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? '';
    r.fromServiceWorker = Boolean(e.response.fromServiceWorker);
  });
  const settle = (e) => {
    const r = requests.get(e.requestId);
    if (r && !r.done) {
      r.done = true;
      r.failed = e.errorText !== undefined;
      r.bytes = r.fromServiceWorker ? 0 : (e.encodedDataLength ?? 0);
      inFlight--;
    }
    lastActivity = performance.now();
  };
  cdp.on('Network.loadingFinished', settle);
  cdp.on('Network.loadingFailed', settle);

  return {
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
      const [lcp, lcpElement] = withLcp
        ? await page.evaluate(() => [globalThis.__lcp, globalThis.__lcpElement])
        : [];
      const list = [...requests.values()];
      return {
        bytes: list.reduce((sum, r) => sum + r.bytes, 0),
        requests: list,
        lcp,
        lcpElement,
        shownMs,
        idleMs,
      };
    },
    /** Ends the throttling (and the offline state) with the DevTools session that set it. */
    stop: () => cdp.detach(),
  };
}

/** A measured step as a printable row; `detail` lists each request, largest first. */
export function row(page, m, target) {
  return {
    page,
    'KB transferred': (m.bytes / 1024).toFixed(0),
    'target KB': target.kb ?? '',
    requests: m.requests.length,
    'from worker': m.requests.filter((r) => r.fromServiceWorker).length,
    'LCP ms': m.lcp === undefined ? 'n/a' : Math.round(m.lcp),
    'target LCP ms': m.lcp === undefined ? '' : target.lcpMs,
    'LCP element': m.lcpElement ?? '',
    'shown ms': Math.round(m.shownMs),
    'network idle ms': Math.round(m.idleMs),
    detail: m.requests
      .sort((a, b) => b.bytes - a.bytes)
      .map((r) => ({
        kb: (r.bytes / 1024).toFixed(1),
        encoding: r.fromServiceWorker ? 'worker' : r.failed ? 'failed' : r.encoding || 'identity',
        url: r.url,
      })),
  };
}

/** Prints the rows' figures, then each row's requests. */
export function printRows(rows) {
  console.table(rows.map(({ detail, ...figures }) => figures));
  for (const r of rows) {
    console.log(`\n${r.page}: ${r.requests} requests`);
    for (const d of r.detail) console.log(`  ${d.kb.padStart(8)} KB  ${d.encoding.padEnd(8)} ${d.url}`);
  }
}
