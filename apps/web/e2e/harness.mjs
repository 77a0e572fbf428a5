// Browser end-to-end harness: the real built server (API + SPA) on a free port with a throw-away data
// folder, and Debian's Chromium driven by playwright-core. Assumes `npm run build` already ran.
//
// How a story waits (issue 23): never a fixed sleep, never "click again until it shows". It waits for the
// app's own signal that the state it asserts has arrived — the response of the request its click sent
// (clickForResponse / clickForQuery, set up before the click), a kit table's data-state="ready"
// (tableReady), the shell's data-startup="done" (closeReminders), or the URL (clickToPath). Sign-in,
// the API, a page per user and the start-up dialogs are done here, once, for every story.

import { execFile, spawn } from 'node:child_process';
import { constants, publicEncrypt, randomInt } from 'node:crypto';
import { EventEmitter } from 'node:events';
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

/**
 * The codes each running server's embedded SMS provider logged, by base URL and phone, oldest first:
 * parsed line by line as the output arrives, and announced on `events`, so a story waits for the line
 * itself rather than polling (the outbox call is the platform administrator's only, so a story reads
 * codes where a local user does: the server log).
 */
const smsLogs = new Map();
const SMS_LINE = /message to (\d+): [^"\n]*?(\d{6})/;

function smsLogOf(baseUrl) {
  const log = { codes: new Map(), events: new EventEmitter(), pending: '' };
  log.read = (chunk) => {
    const lines = (log.pending + chunk).split('\n');
    log.pending = lines.pop() ?? '';
    for (const line of lines) {
      const m = SMS_LINE.exec(line);
      if (!m) continue;
      log.codes.set(m[1], [...(log.codes.get(m[1]) ?? []), m[2]]);
      log.events.emit('code', m[1]);
    }
  };
  smsLogs.set(baseUrl, log);
  return log;
}

/** The codes the embedded SMS provider logged for a phone so far, oldest first. */
export function smsCodesLogged(baseUrl, phone) {
  return [...(smsLogs.get(baseUrl)?.codes.get(phone) ?? [])];
}

/** The first code logged for the phone after the `seen` ones: resolves when its log line arrives (10 s at most). */
export function waitForSmsCode(baseUrl, phone, seen = 0) {
  const log = smsLogs.get(baseUrl);
  if (!log) return Promise.reject(new Error(`no server at ${baseUrl}`));
  return new Promise((resolve, reject) => {
    const onCode = () => {
      const codes = log.codes.get(phone) ?? [];
      if (codes.length <= seen) return;
      done();
      resolve(codes[seen]);
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`no new SMS code for ${phone} in the server log`));
    }, 10_000);
    const done = () => {
      clearTimeout(timer);
      log.events.off('code', onCode);
    };
    log.events.on('code', onCode);
    onCode();
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
  const sms = smsLogOf(baseUrl);
  const collect = (chunk) => {
    output = (output + chunk).slice(-20_000);
    sms.read(chunk);
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
    smsLogs.delete(baseUrl);
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

/** Every browser context of the stories: Chinese, desktop-sized, and asking for reduced motion. */
const CONTEXT_OPTIONS = {
  locale: 'zh-CN',
  viewport: { width: 1366, height: 800 },
  // The app turns antd's motion off for it (apps/web/src/app/providers.tsx): a drawer or dialog that
  // closes is gone at once, so its fading mask cannot take the story's next click.
  reducedMotion: 'reduce',
  // The installable app's worker precaches every chunk of the build (some 400 files) in each new context:
  // a third of a story's CPU, for a worker only the site-app story tests (it opts in with 'allow').
  serviceWorkers: 'block',
};

/**
 * Registers node:test hooks for one spec file: one server and one browser per file, a fresh browser
 * context per test (and any more a test opens with pageAs, closed with it). Uncaught page errors fail
 * the test that caused them.
 */
export function useE2E() {
  const state = {
    server: undefined,
    browser: undefined,
    context: undefined,
    page: undefined,
    extraContexts: [],
    pageErrors: [],
  };
  const watch = (page) => page.on('pageerror', (error) => state.pageErrors.push(String(error)));

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
    state.context = await state.browser.newContext(CONTEXT_OPTIONS);
    state.page = await state.context.newPage();
    watch(state.page);
  });

  afterEach(async () => {
    const contexts = [state.context, ...state.extraContexts.splice(0)];
    await Promise.all(contexts.map((context) => context?.close()));
    if (state.pageErrors.length) throw new Error(`page errors:\n${state.pageErrors.join('\n')}`);
  });

  const baseUrl = () => state.server.baseUrl;
  const url = (path) => `${baseUrl()}${path}`;

  /**
   * The API as a script sees it: GET `path`, or POST `body` as JSON when one is given; resolves the
   * parsed answer ({ code, data, msg }). `token` may be undefined for the public routes.
   */
  const api = async (token, path, body) => {
    const res = await fetch(url(path), {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        ...(token ? { 'x-auth-token': token } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return res.json();
  };

  /** Makes `username`'s current project the one `pick` finds in their project list (via the API). */
  const switchProject = async (token, pick) => {
    const list = (await api(token, '/auth/project/list')).data;
    const project = list.find(pick);
    if (!project) throw new Error(`no such project in ${JSON.stringify(list.map((p) => p.projectName))}`);
    const changed = await api(token, `/api/user/project/change?proId=${project.proId}&platformType=1`);
    if (changed.code !== 200) throw new Error(`project change: ${JSON.stringify(changed)}`);
    return project;
  };

  return {
    get baseUrl() {
      return baseUrl();
    },
    get context() {
      return state.context;
    },
    get page() {
      return state.page;
    },
    url,
    api,
    switchProject,
    /**
     * Signs `username` in through the API (signIn) and gives the test's own page (the one of
     * e2e.context) their session cookie; resolves the token.
     */
    async signInHere(username) {
      const token = await signIn(baseUrl(), username);
      await state.context.addCookies([{ name: TOKEN_COOKIE, value: token, url: baseUrl() }]);
      return token;
    },
    /**
     * A page of its own browser context for `username` (signed in through the API), or for a visitor
     * when `username` is null: switching the token cookie under a live page would (rightly) raise the
     * token-risk dialog, so each user gets a context. `project` picks their current project from their
     * project list first. Resolves { page, token, context }.
     */
    async pageAs(username, { project, viewport, ...options } = {}) {
      const context = await state.browser.newContext({
        ...CONTEXT_OPTIONS,
        ...(viewport ? { viewport } : {}),
        ...options,
      });
      state.extraContexts.push(context);
      let token;
      if (username) {
        token = await signIn(baseUrl(), username);
        if (project) await switchProject(token, project);
        await context.addCookies([{ name: TOKEN_COOKIE, value: token, url: baseUrl() }]);
      }
      const page = await context.newPage();
      watch(page);
      return { page, token, context };
    },
    /** Goes to `path` in the shell and closes the start-up dialogs (closeReminders). */
    async open(page, path) {
      await page.goto(url(path));
      await closeReminders(page);
    },
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

/** The shell once its start-up dialogs are decided: it takes input from then on (shell-layout.tsx). */
export const shellReady = (page) => page.locator('[data-testid="shell"][data-startup="done"]');

/**
 * The start-up dialogs (token risk, project status, contract/tender alerts, specimen reminder, output
 * notice) come one at a time while the shell says data-startup="pending", and the page takes no input
 * meanwhile. Close each as a user would, waiting for it to be gone before looking for the next, until
 * the shell says "done" — or, with `stopAt`, until that locator shows (a dialog the story reads itself).
 */
export async function closeReminders(page, { stopAt } = {}) {
  const ready = shellReady(page);
  const gotIt = page.getByRole('button', { name: /^(知道了|我知道了|Got it|Entendido)$/ });
  const dialog = page.locator('.ant-modal').filter({ visible: true }).filter({ has: gotIt });
  const awaited = stopAt ? stopAt.filter({ visible: true }) : undefined;
  for (;;) {
    await (awaited ? awaited.or(ready) : ready).or(dialog).first().waitFor({ timeout: 30_000 });
    if (awaited && (await awaited.count())) return;
    if (await ready.count()) return;
    // The handle stays on this dialog: the next one may already be opening as this one goes.
    const shown = await dialog.first().elementHandle();
    await (await shown.$('button.ant-btn-primary')).click();
    await shown.waitForElementState('hidden');
  }
}

/** Password of every seeded demo account (README). */
export const DEMO_PASSWORD = 'Zhuji@2026';
/** The cookie the SPA keeps the session token in (docs/product.md §4). */
export const TOKEN_COOKIE = 'person-auth-token';

/** Phones of the demo accounts that log in with a second factor (seed: the platform administrator). */
const SECOND_FACTOR_PHONES = { admin: '13900000001' };

/**
 * THE sign-in of the stories (every story signs in through here, so a change to the login — a second
 * factor, say — is made in one place): script login as the README describes it (RSA-OAEP-SHA256 over
 * {"password","nonce"}), as a second browser or a CLI would; resolves the session token.
 */
export async function signIn(baseUrl, username, password = DEMO_PASSWORD) {
  const send = async (code) => {
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
    return fetch(`${baseUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: cipher, type: 1, ...(code ? { code } : {}) }),
    });
  };
  const phone = SECOND_FACTOR_PHONES[username] ?? username;
  const seen = smsCodesLogged(baseUrl, phone).length;
  let res = await send();
  // A second factor (the platform administrator): the code the embedded SMS provider logged, as its owner would.
  const first = await res
    .clone()
    .json()
    .catch(() => null);
  if (first?.data?.codeRequired) {
    // A new code, unless an unused one of the last minute still works (then the server sent none).
    const code = await waitForSmsCode(baseUrl, phone, seen).catch(() =>
      smsCodesLogged(baseUrl, phone).at(-1),
    );
    res = await send(code);
  }
  const token = res.headers.get('x-auth-token');
  if (!token) throw new Error(`login ${username}: ${res.status} ${await res.text()}`);
  return token;
}

/**
 * Chooses an option of an antd Select or Cascader (`field`): open it, type `typed` into its search (if
 * any), click the open list's option showing `text`, and wait until the field shows it.
 */
export async function chooseOption(page, field, text, typed = '') {
  await field.click();
  if (typed) await page.keyboard.type(typed);
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .last()
    .locator('.ant-select-item-option, .ant-cascader-menu-item')
    .filter({ hasText: text })
    .first()
    .click();
  await field.filter({ hasText: text }).waitFor();
}

const pathMatches = (path, pathname) =>
  typeof path === 'string' ? pathname.includes(path) : path.test(pathname);

/**
 * Clicks a button that sends a write and resolves the response of that write (the first non-GET whose
 * path matches `path`, a RegExp or a substring); the wait is set up before the click. `refused` may be
 * a promise that rejects when the page refuses to send (a form's error), to fail with the page's reason
 * instead of a bare timeout.
 */
export async function clickForResponse(page, button, path, { refused } = {}) {
  const answer = page.waitForResponse(
    (res) => res.request().method() !== 'GET' && pathMatches(path, new URL(res.url()).pathname),
  );
  answer.catch(() => undefined); // awaited below; a rejection before then is not unhandled
  await button.click();
  return refused ? Promise.race([answer, refused]) : answer;
}

/**
 * Clicks `locator` and resolves the answer of the GET the click triggers: `matches` is given the
 * response's URL (a URL object) and says whether it is the query (path and parameters). The wait is set
 * up before the click, so a fast answer is not missed and a slow one is waited for.
 */
export async function clickForQuery(page, locator, matches) {
  const answer = page.waitForResponse(
    (res) => res.request().method() === 'GET' && matches(new URL(res.url())),
  );
  answer.catch(() => undefined);
  await locator.click();
  return answer;
}

/**
 * Clicks `locator` and waits until the location follows: `path` is the pathname, or a RegExp tested
 * against pathname + search. waitForURL sees the app's pushState navigations too.
 */
export async function clickToPath(page, locator, path) {
  await locator.click();
  await page.waitForURL((url) =>
    typeof path === 'string' ? url.pathname === path : path.test(url.pathname + url.search),
  );
}

/** A kit table (QueryTable and the like, kit/query-table.tsx) whose query has answered and is shown. */
export const tableReady = (table) => table.and(table.page().locator('[data-state="ready"]'));

const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** A valid unified social credit code (GB 32100): 91 (company), Hangzhou Xihu, random, check char. */
export function randomCreditCode() {
  let first17 = '91330106';
  for (let i = 0; i < 9; i++) first17 += CREDIT_CHARS[randomInt(CREDIT_CHARS.length)];
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CREDIT_CHARS.indexOf(first17[i]) * CREDIT_WEIGHTS[i];
  return first17 + CREDIT_CHARS[(31 - (sum % 31)) % 31];
}

/** A mobile number no seed account uses, under the story's own prefix (138, 139 …). */
export const randomPhone = (prefix) => `${prefix}${String(randomInt(1e8)).padStart(8, '0')}`;

export const randomLetters = (n) =>
  Array.from({ length: n }, () => 'abcdefghijkmnpqrstuvwxyz'[randomInt(24)]).join('');
