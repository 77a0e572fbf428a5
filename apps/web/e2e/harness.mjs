// Browser end-to-end harness: the real built server (API + SPA) on a free port with a throw-away data
// folder, and Debian's Chromium driven by playwright-core. Assumes `npm run build` already ran.
import { execFile, spawn } from 'node:child_process';
import { constants, publicEncrypt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, afterEach, before, beforeEach } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { chromium } from 'playwright-core';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SERVER_MAIN = join(ROOT, 'apps/server/dist/main.js');
const WEB_INDEX = join(ROOT, 'apps/web/dist/index.html');

const HEALTH_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 30_000;
/** Lets a test opt the production build into exposing the request layer as window.__zhujiApi. */
export const E2E_FLAG = 'zhuji:e2e';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Starts `node apps/server/dist/main.js` and resolves once GET /api/health answers 200. */
export async function startServer({ env = {} } = {}) {
  for (const file of [SERVER_MAIN, WEB_INDEX]) {
    if (!existsSync(file)) throw new Error(`${file} is missing; run \`npm run build\` first`);
  }
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'zhuji-e2e-'));
  await copyDataTemplate(dataDir);
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ZHUJI_TEST_ROUTES: '1',
      LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk) => {
    output = (output + chunk).slice(-20_000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let running = true;
  void exited.then(() => {
    running = false;
  });

  const stop = async () => {
    if (running) {
      child.kill('SIGTERM');
      let timer;
      const timedOut = new Promise((resolve) => {
        timer = setTimeout(() => resolve(null), STOP_TIMEOUT_MS);
      });
      const stopped = await Promise.race([exited, timedOut]);
      // A pending timer would keep this test process alive for the whole grace period.
      clearTimeout(timer);
      if (!stopped) {
        child.kill('SIGKILL');
        await exited;
      }
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (true) {
    if (!running) {
      await stop();
      throw new Error(`server exited before it was healthy:\n${output}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server not healthy within ${HEALTH_TIMEOUT_MS} ms:\n${output}`);
    }
    await sleep(250);
  }
  return { baseUrl, dataDir, stop, logs: () => output };
}

/**
 * When the runner made a seeded data folder (scripts/test.mjs sets ZHUJI_E2E_DATA_TEMPLATE, made by
 * data-template.mjs), the server starts on a copy of it instead of an empty one: no initdb, migrations or
 * demo seed per story file, and still a database of its own. Without it, a first start as before.
 */
async function copyDataTemplate(dataDir) {
  const template = process.env.ZHUJI_E2E_DATA_TEMPLATE;
  if (!template || !existsSync(join(template, 'pg', 'PG_VERSION'))) return;
  // cp -a keeps owners and modes: run as root, the database files belong to the postgres user.
  await promisify(execFile)('cp', ['-a', `${template}/.`, dataDir]);
}

export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/**
 * Registers node:test hooks for one spec file: one server and one browser per file, a fresh browser
 * context per test. Uncaught page errors fail the test that caused them.
 */
export function useE2E() {
  const state = {
    server: undefined,
    browser: undefined,
    context: undefined,
    page: undefined,
    pageErrors: [],
  };

  before(
    async () => {
      state.server = await startServer();
      state.browser = await launchBrowser();
    },
    { timeout: HEALTH_TIMEOUT_MS + 30_000 },
  );

  after(
    async () => {
      await state.browser?.close();
      await state.server?.stop();
    },
    { timeout: STOP_TIMEOUT_MS + 10_000 },
  );

  beforeEach(async () => {
    state.pageErrors = [];
    state.context = await state.browser.newContext({
      locale: 'zh-CN',
      viewport: { width: 1366, height: 800 },
    });
    state.page = await state.context.newPage();
    state.page.on('pageerror', (error) => state.pageErrors.push(String(error)));
  });

  afterEach(async () => {
    await state.context?.close();
    if (state.pageErrors.length) throw new Error(`page errors:\n${state.pageErrors.join('\n')}`);
  });

  return {
    get baseUrl() {
      return state.server.baseUrl;
    },
    get context() {
      return state.context;
    },
    get page() {
      return state.page;
    },
    url: (path) => `${state.server.baseUrl}${path}`,
    /**
     * Runs one SQL statement on the server's embedded PostgreSQL, as someone with database access would
     * (a test of what the product does when a row is changed behind its back).
     */
    async sql(text, params = []) {
      const dir = state.server.dataDir;
      const port = Number((await readFile(join(dir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[3]);
      const password = (await readFile(join(dir, '.pg-secret'), 'utf8')).trim();
      const client = new pg.Client({
        host: '127.0.0.1',
        port,
        user: 'postgres',
        password,
        database: 'postgres',
      });
      await client.connect();
      try {
        return (await client.query(text, params)).rows;
      } finally {
        await client.end();
      }
    },
    /** Sets the flag before any page script runs, so the app exposes window.__zhujiApi. */
    async exposeApi() {
      await state.context.addInitScript((flag) => window.localStorage.setItem(flag, '1'), E2E_FLAG);
    },
    logs: () => state.server?.logs() ?? '',
  };
}

/**
 * The start-up reminders of spec §4/§8 (specimen association, output notice, tender alert) pop up over
 * the shell for some demo users shortly after it loads; close each one as a user would, until the shell
 * says no more will come.
 */
export async function closeReminders(page) {
  const buttons = page
    .getByRole('button', { name: /^(知道了|我知道了|Got it|Entendido)$/ })
    .filter({ visible: true });
  // The shell marks <html data-shell-dialogs>: 'pending' while a start-up reminder may still come,
  // 'settled' when none will, 'blocked' when one stays until acted on. Pages outside the shell have no
  // mark; there a quiet spell of 1.5 s stands for 'settled'.
  const phase = () =>
    page.evaluate(() => document.documentElement.dataset.shellDialogs).catch(() => undefined);
  const deadline = Date.now() + 20_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if ((await buttons.count()) > 0) {
      await buttons
        .last()
        .click({ timeout: 2000 })
        .catch(() => undefined);
      quietSince = Date.now();
    } else {
      const now = await phase();
      const quiet = Date.now() - quietSince;
      // After the last click, 400 ms lets the closing animation end before anything else is clicked.
      if ((now === 'settled' || now === 'blocked') && quiet >= 400) return;
      if (now === undefined && quiet >= 1500) return;
    }
    await page.waitForTimeout(150);
  }
}

/** Password of every seeded demo account (README). */
export const DEMO_PASSWORD = 'Zhuji@2026';
/** The cookie the SPA keeps the session token in (spec §4). */
export const TOKEN_COOKIE = 'person-auth-token';

/**
 * Script login as the README describes it (RSA-OAEP-SHA256 over {"password","nonce"}), as a second
 * browser or a CLI would; resolves the session token.
 */
export async function apiLogin(baseUrl, username, password = DEMO_PASSWORD) {
  const key = (await (await fetch(`${baseUrl}/auth/login/key`)).json()).data;
  const cipher = publicEncrypt(
    {
      key: Buffer.from(key.publicKey, 'base64'),
      format: 'der',
      type: 'spki',
      padding: constants.RSA_PKCS1_OAEP_PADDING,
      oaepHash: 'sha256',
    },
    Buffer.from(JSON.stringify({ password, nonce: key.nonce })),
  ).toString('base64');
  const res = await fetch(`${baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: cipher, type: 1 }),
  });
  const token = res.headers.get('x-auth-token');
  if (!token) throw new Error(`login ${username}: ${res.status} ${await res.text()}`);
  return token;
}

/**
 * Chooses an option of an antd Select or Cascader (`field`): open it, type `typed` into its search (if
 * any), click the newest open list's first option showing `text`, and wait until the field shows it.
 * On a loaded 2-core machine a late start-up reminder can swallow a click, or a click can land while a
 * list is still opening: then close reminders and try again, as a user would.
 */
export async function chooseOption(page, field, text, typed = '') {
  for (let attempt = 1; ; attempt++) {
    try {
      await field.click({ timeout: 8000 });
      if (typed) {
        // A retry finds the search holding the earlier attempt's text: replace it.
        await page.keyboard.press('Control+a');
        await page.keyboard.type(typed);
      }
      await page
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
        .last()
        .locator('.ant-select-item-option, .ant-cascader-menu-item')
        .filter({ hasText: text })
        .first()
        .click({ timeout: 8000 });
      await field.filter({ hasText: text }).waitFor({ timeout: 8000 });
      return;
    } catch (error) {
      if (attempt === 4) throw error;
      await closeReminders(page);
      // A click on the form item's corner closes a list left open, without leaving the form.
      await field
        .locator('xpath=ancestor::*[contains(@class,"ant-form-item")][1]')
        .click({ position: { x: 1, y: 1 }, timeout: 2000 })
        .catch(() => undefined);
    }
  }
}

/**
 * Does `act` until `done` holds, up to `attempts` times. On a loaded 2-core machine an act can be lost: a
 * click lands while a dropdown, drawer or dialog is still animating, or a late start-up reminder swallows
 * it; a person closes the reminder and does it again. `done` is a locator (waited until visible) or a
 * function given the wait in ms that resolves once the act took effect. `act` is given the attempt number
 * (from 1), so a retry can first check whether a slow earlier attempt got there after all.
 */
export async function actUntil(page, act, done, { attempts = 3, wait = 8000 } = {}) {
  const took = typeof done === 'function' ? done : (timeout) => done.waitFor({ timeout });
  for (let attempt = 1; ; attempt++) {
    await act(attempt);
    try {
      return await took(wait);
    } catch (error) {
      if (attempt >= attempts) throw error;
      await closeReminders(page);
    }
  }
}

/**
 * Does `act` (given the attempt number) until the page's location follows: `path` is the pathname, or a
 * RegExp tested against pathname + search (see actUntil). In-app navigations are pushState, so the location is polled. A
 * retry first checks whether a slow earlier attempt got there after all.
 */
export async function actUntilPath(page, act, path, options = {}) {
  const want = typeof path === 'string' ? { exact: path } : { source: path.source, flags: path.flags };
  const there = (target) => {
    const { pathname, search } = window.location;
    return target.exact !== undefined
      ? pathname === target.exact
      : new RegExp(target.source, target.flags).test(pathname + search);
  };
  return actUntil(
    page,
    async (attempt) => {
      if (attempt > 1 && (await page.evaluate(there, want))) return;
      await act(attempt);
    },
    (timeout) => page.waitForFunction(there, want, { timeout }),
    { wait: 7000, ...options },
  );
}

/** Clicks `locator` until the location follows (see actUntilPath). */
export const clickUntilPath = (page, locator, path, options) =>
  actUntilPath(page, (attempt) => clickOnce(locator, attempt), path, options);

/**
 * Closes an antd drawer with its close button until it is gone: a press can be lost while the drawer or
 * a dialog over it still animates, and its mask then stays over the page, swallowing every later click.
 */
export const closeDrawer = (page, drawer) =>
  actUntil(
    page,
    () =>
      drawer
        .locator('.ant-drawer-close')
        .first()
        .click({ timeout: 5000 })
        .catch(() => undefined),
    (timeout) => drawer.waitFor({ state: 'hidden', timeout }),
    { wait: 5000 },
  );

/** Clicks `trigger` until `appears` is visible (see actUntil). */
export const clickUntilVisible = (page, trigger, appears, options) =>
  actUntil(page, (attempt) => clickOnce(trigger, attempt), appears, options);

/**
 * The click of an attempt: the first one as any click (it fails when the trigger cannot be clicked); a
 * retry is best-effort, since a slow earlier click may have opened something whose mask now covers the
 * trigger, and then the wait that follows is what tells.
 */
const clickOnce = (trigger, attempt) =>
  attempt === 1 ? trigger.click() : trigger.click({ timeout: 5000 }).catch(() => undefined);

/** Resolves once no antd dialog on the page is still zooming in or out. */
export const dialogsSettled = (page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll('.ant-modal')].every(
      (m) => m.getAnimations({ subtree: true }).length === 0,
    ),
  );

/**
 * Presses a button that sends a write, and resolves its response (the first non-GET whose path matches
 * `path`, a RegExp or a substring). Were the press lost (no such request sent after `wait` ms and the
 * button still there), press again; once the request has gone out it only waits, so this never sends
 * twice. `refused` may be a promise that rejects when the page refuses to send (a form's error), to fail
 * with the page's reason instead of a bare timeout.
 */
export async function pressUntilAnswered(page, button, path, { wait = 6000, attempts = 3, refused } = {}) {
  const matches = (request) => {
    if (request.method() === 'GET') return false;
    const pathname = new URL(request.url()).pathname;
    return typeof path === 'string' ? pathname.includes(path) : path.test(pathname);
  };
  let sent = false;
  const onRequest = (request) => {
    if (matches(request)) sent = true;
  };
  page.on('request', onRequest);
  try {
    const answer = page.waitForResponse((res) => matches(res.request()), {
      timeout: wait * attempts + 30_000,
    });
    answer.catch(() => undefined); // awaited below; a rejection before then is not unhandled
    await dialogsSettled(page).catch(() => undefined);
    await button.click();
    for (let attempt = 1; ; attempt++) {
      const outcome = await Promise.race(
        [answer, new Promise((resolve) => setTimeout(() => resolve(null), wait)), refused].filter(Boolean),
      );
      if (outcome) return outcome;
      if (sent || attempt >= attempts || !(await button.isVisible())) return await answer;
      await button.click({ timeout: 3000 }).catch(() => undefined);
    }
  } finally {
    page.off('request', onRequest);
  }
}
