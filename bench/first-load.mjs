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
import { resolve } from 'node:path';
import { DEMO_PASSWORD, launchBrowser, ROOT, signIn, TOKEN_COOKIE } from '../apps/web/e2e/harness.mjs';
import {
  buildOf,
  ensureChromium,
  meterPage,
  observeLcp,
  printRows,
  row as rowOf,
  STEP_TIMEOUT_MS,
  startServer,
} from './throttled-browser.mjs';

const PROFILE = { rttMs: 400, downKbps: 400, upKbps: 400, cpuSlowdown: 4 };
const TARGET = { kb: 350, lcpMs: 2500 };
const USER = 'zhangjianguo';
const USER_NAME = /张建国/;

const build = buildOf(resolve(process.argv[2] ?? ROOT));
const { buildRoot } = build;

ensureChromium();
const server = await startServer(build);
const browser = await launchBrowser();
try {
  const rows = [];

  // 1. The login page, cold; then 3. signing in on it, so the workbench loads on the cache the login page warmed.
  {
    const { context, page, meter } = await throttledPage();
    const login = await meter.measure(async () => {
      await page.goto(`${server.baseUrl}/login`, { timeout: STEP_TIMEOUT_MS });
      await page.getByRole('button', { name: /登\s*录/ }).waitFor({ timeout: STEP_TIMEOUT_MS });
      // The button above may be the page drawn into /login's HTML (apps/web/src/app/login-shell.ts), painted
      // long before the app: "shown" is when the app's own login page has taken its place.
      await page.locator('#login-shell').waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
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
      `${PROFILE.downKbps} kbit/s, CPU ${PROFILE.cpuSlowdown}× slower (targets: ≤ ${TARGET.kb} KB, ` +
      `LCP ≤ ${TARGET.lcpMs / 1000} s):`,
  );
  printRows(rows);
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
  return rowOf(page, m, TARGET);
}

/** A fresh browser context (empty cache), its page throttled, and a meter of what the page fetches. */
async function throttledPage(token) {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1366, height: 800 } });
  if (token) await context.addCookies([{ name: TOKEN_COOKIE, value: token, url: server.baseUrl }]);
  await context.addInitScript(observeLcp);
  const page = await context.newPage();
  const meter = await meterPage(page, server.baseUrl, PROFILE);
  return { context, page, meter };
}
