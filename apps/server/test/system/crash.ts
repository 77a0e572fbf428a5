// The crash story (issue 18): a server on its own embedded data folder is killed with SIGKILL in the
// middle of a burst of writes (its PostgreSQL too) and in the middle of a big import, restarted each
// time, and the data is checked. Used by crash.test.ts (a small import) and `npm run bench -- crash`
// (100,000 rows). Answers figures; throws when a promise of the story is broken.
import { type ChildProcess, spawn } from 'node:child_process';
import { createReadStream, createWriteStream, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { encryptForLogin } from '../../src/platform/auth/login-key';
import { connect } from '../../src/platform/db/client';
import { freePort } from '../../src/platform/db/embedded';
import { demoPassword } from '../../src/seed';
import { TEST_BLOCK_HEADERS } from '../test-block-sheet';

const repo = fileURLToPath(new URL('../../../../', import.meta.url));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface CrashFigures {
  writesAnswered200: number;
  writesFoundAfterRestart: number;
  writesWithoutAudit: number;
  auditWithoutWrite: number;
  restartAfterKillMs: number[];
  importRows: number;
  importProcessedAtKill: number;
  importRowsAfterRestart: number;
  importJobStatusAfterRestart: string;
  reimportAdded: number;
  importRowsAtEnd: number;
  duplicateSampleNos: number;
}

interface Server {
  proc: ChildProcess;
  base: string;
  log: string[];
}

/** `node --import tsx apps/server/src/main.ts` on the data folder; resolves when readiness answers 200. */
async function startServer(dataDir: string, port: number): Promise<Server> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repo,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST: '',
      LOG_LEVEL: 'warn',
      AUTH_RATE_PER_MINUTE: '1000',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  proc.stdout?.on('data', (c) => log.push(String(c)));
  proc.stderr?.on('data', (c) => log.push(String(c)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`server exited at start:\n${log.join('')}`);
    const ok = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) })
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) return { proc, base, log };
    await sleep(250);
  }
  proc.kill('SIGKILL');
  throw new Error(`server did not become ready:\n${log.join('')}`);
}

async function kill9(pid: number) {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {}
  for (let i = 0; i < 200; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await sleep(25);
  }
}

const postmasterPid = (dataDir: string) =>
  Number(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);

/** The running server's embedded database, reached as `npm run backup` reaches it. */
function databaseOf(dataDir: string) {
  const port = Number(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]);
  const password = readFileSync(join(dataDir, '.pg-secret'), 'utf8').trim();
  return connect(`postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`, 2);
}

async function login(base: string): Promise<string> {
  const key = (
    (await (await fetch(`${base}/auth/login/key`)).json()) as { data: { publicKey: string; nonce: string } }
  ).data;
  const res = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'zhangjianguo',
      password: encryptForLogin(key.publicKey, demoPassword(), key.nonce),
      type: 1,
    }),
  });
  const token = res.headers.get('x-auth-token');
  if (!token) throw new Error(`login failed: ${await res.text()}`);
  return token;
}

async function writeWorkbook(file: string, rows: number) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: createWriteStream(file),
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('试块');
  sheet.addRow(TEST_BLOCK_HEADERS).commit();
  for (let i = 1; i <= rows; i++) {
    const day = String(1 + (i % 28)).padStart(2, '0');
    sheet
      .addRow([
        `CR-${String(i).padStart(7, '0')}`,
        'C30',
        '标准养护',
        150,
        28,
        `2026-10-${day}`,
        `ZH${i}`,
        '杭州中建商砼',
      ])
      .commit();
  }
  sheet.commit();
  await workbook.commit();
}

async function importFile(base: string, token: string, projectId: number, file: string): Promise<string> {
  const res = await fetch(`${base}/api/inspection/import?proId=${projectId}`, {
    method: 'POST',
    headers: { 'x-auth-token': token, 'content-type': 'application/octet-stream' },
    body: Readable.toWeb(createReadStream(file)) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  const body = (await res.json()) as { code: number; msg: string; data: { id: string } };
  if (body.code !== 200) throw new Error(`import refused: ${body.msg}`);
  return body.data.id;
}

const progress = async (base: string, token: string, id: string) =>
  (
    (await (
      await fetch(`${base}/api/common/import/loading?id=${id}`, { headers: { 'x-auth-token': token } })
    ).json()) as { data: { status: string; processed: number; total: number } }
  ).data;

function check(ok: boolean, what: string) {
  if (!ok) throw new Error(`crash story broken: ${what}`);
}

export async function runCrashStory(
  importRows: number,
  say: (m: string) => void = () => undefined,
): Promise<CrashFigures> {
  const scratch = await mkdtemp(join(tmpdir(), 'zhuji-crash-'));
  const dataDir = join(scratch, 'data');
  const port = await freePort();
  let server: Server | undefined;
  const restartAfterKillMs: number[] = [];
  try {
    say('first start (initialises the database and seeds the demo data)');
    server = await startServer(dataDir, port);
    let db = databaseOf(dataDir);
    const { rows: projects } = await db.pool.query<{ id: number }>(
      `select id from project where name = '一标段 桩基工程'`,
    );
    const projectId = projects[0]?.id;
    check(!!projectId, 'the demo project exists');
    let token = await login(server.base);

    // 1. A burst of writes (each a building and its audit row in one transaction), killed mid-way
    //    together with the embedded PostgreSQL.
    const acknowledged: string[] = [];
    let stop = false;
    const worker = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const buildNumber = `CR-${w}-${i}`;
        const res = await fetch(`${server!.base}/api/project/architecture/add`, {
          method: 'POST',
          headers: { 'x-auth-token': token, 'content-type': 'application/json' },
          body: JSON.stringify({ projectId, buildNumber, floorsAbove: 3 }),
        }).catch(() => null);
        if (!res) return;
        const body = (await res.json().catch(() => null)) as { code?: number; msg?: string } | null;
        if (res.status === 200 && body?.code === 200) acknowledged.push(buildNumber);
        else if (acknowledged.length === 0 && !stop)
          throw new Error(`write refused: ${JSON.stringify(body)}`);
      }
    };
    const workers = Array.from({ length: 16 }, (_, w) => worker(w));
    while (acknowledged.length < 150) await sleep(20);
    const pgPid = postmasterPid(dataDir);
    await db.close();
    await Promise.all([kill9(server.proc.pid!), kill9(pgPid)]);
    stop = true;
    await Promise.allSettled(workers);
    say(`killed server and PostgreSQL after ${acknowledged.length} answered writes`);

    let t0 = Date.now();
    server = await startServer(dataDir, port);
    restartAfterKillMs.push(Date.now() - t0);
    db = databaseOf(dataDir);
    const { rows: found } = await db.pool.query<{ build_number: string }>(
      `select build_number from building where build_number like 'CR-%'`,
    );
    const present = new Set(found.map((r) => r.build_number));
    const missing = acknowledged.filter((b) => !present.has(b));
    check(missing.length === 0, `answered writes lost: ${missing.slice(0, 5).join(', ')}`);
    const { rows: orphanRows } = await db.pool.query<{ no_audit: number; no_row: number }>(`
      select
        (select count(*)::int from building b where b.build_number like 'CR-%' and not exists
           (select 1 from audit_log a where a.resource = 'building' and a.action = 'add' and a.record_id = b.id)) as no_audit,
        (select count(*)::int from audit_log a where a.resource = 'building' and a.action = 'add'
           and (a.after->>'buildNumber') like 'CR-%' and not exists (select 1 from building b where b.id = a.record_id)) as no_row`);
    const writesWithoutAudit = orphanRows[0]?.no_audit ?? -1;
    const auditWithoutWrite = orphanRows[0]?.no_row ?? -1;
    check(
      writesWithoutAudit === 0 && auditWithoutWrite === 0,
      'a write is half there (row without audit or audit without row)',
    );

    // 2. A big import killed half-way (the server only: its PostgreSQL is left running, as after an
    //    out-of-memory kill), restarted: the queue finishes it; then the same file imported again.
    const file = join(scratch, 'specimens.xlsx');
    await writeWorkbook(file, importRows);
    token = await login(server.base);
    const jobId = await importFile(server.base, token, projectId!, file);
    let atKill = 0;
    for (;;) {
      const p = await progress(server.base, token, jobId);
      check(
        p.status !== 'done' && p.status !== 'failed',
        `the import ended (${p.status}) before it could be interrupted`,
      );
      if (p.processed >= importRows / 2) {
        atKill = p.processed;
        break;
      }
      await sleep(20);
    }
    await db.close();
    await kill9(server.proc.pid!);
    say(`killed the server during the import at ${atKill} of ${importRows} rows`);
    t0 = Date.now();
    server = await startServer(dataDir, port);
    restartAfterKillMs.push(Date.now() - t0);
    db = databaseOf(dataDir);
    token = await login(server.base);
    const after = await progress(server.base, token, jobId);
    const count = async () =>
      (
        await db.pool.query<{ n: number; distinct_n: number; no_audit: number }>(`
          select count(*)::int as n, count(distinct sample_no)::int as distinct_n,
                 count(*) filter (where not exists (select 1 from audit_log a where a.resource = 'specimen' and a.record_id = s.id))::int as no_audit
            from specimen s where sample_no like 'CR-%'`)
      ).rows[0]!;
    const mid = await count();
    // The job survives the kill: the queue hands it to the restarted server, which resumes it from its last
    // saved batch (platform/jobs/README.md), so no row is lost and none is written twice.
    check(mid.n >= atKill - 500, `the rows imported before the kill are there (${mid.n} of ${atKill})`);
    let resumed = after;
    while (resumed.status !== 'done') {
      check(resumed.status !== 'failed', 'the interrupted import failed after the restart');
      await sleep(100);
      resumed = await progress(server.base, token, jobId);
    }
    const end = await count();
    check(end.n === importRows, `after the restart every row is there once (${end.n} of ${importRows})`);
    check(end.distinct_n === end.n, 'no row twice');
    check(end.no_audit === 0, 'every imported row has its audit row');

    // Someone imports the same file again, not knowing it finished: every row is there already, none is added.
    const again = await importFile(server.base, token, projectId!, file);
    for (;;) {
      const p = await progress(server.base, token, again);
      if (p.status === 'done') break;
      check(p.status !== 'failed', 'the re-import failed');
      await sleep(100);
    }
    const final = await count();
    check(final.n === importRows, `the re-import added rows (${final.n} of ${importRows})`);
    await db.close();
    return {
      writesAnswered200: acknowledged.length,
      writesFoundAfterRestart: acknowledged.length - missing.length,
      writesWithoutAudit,
      auditWithoutWrite,
      restartAfterKillMs,
      importRows,
      importProcessedAtKill: atKill,
      importRowsAfterRestart: mid.n,
      importJobStatusAfterRestart: resumed.status,
      importRowsAtEnd: end.n,
      reimportAdded: final.n - end.n,
      duplicateSampleNos: final.n - final.distinct_n,
    };
  } finally {
    if (server && server.proc.exitCode === null) {
      server.proc.kill('SIGTERM');
      await new Promise((r) => server!.proc.once('exit', r));
    }
    await rm(scratch, { recursive: true, force: true });
  }
}
