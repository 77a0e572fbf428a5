import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from '../../config';
import { connect, type Database } from '../db/client';
import { lockDataDir } from '../db/data-lock';
import { startEmbeddedPostgres } from '../db/embedded';

export interface OpenDatabase {
  database: Database;
  mode: 'embedded' | 'external';
  close(): Promise<void>;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * The embedded PostgreSQL a running server started, reached on the port its postmaster.pid records
 * (line 4) with the password the server keeps beside it; null when none runs.
 */
async function runningEmbeddedUrl(dataDir: string): Promise<string | null> {
  const pidFile = join(dataDir, 'pg', 'postmaster.pid');
  const secretFile = join(dataDir, '.pg-secret');
  if (!existsSync(pidFile) || !existsSync(secretFile)) return null;
  const lines = (await readFile(pidFile, 'utf8')).split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || !alive(pid) || !Number.isInteger(port) || port <= 0) return null;
  const password = (await readFile(secretFile, 'utf8')).trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

/**
 * The database of DATABASE_URL, or the embedded one of DATA_DIR: the running server's when it is up
 * (a backup must work while it serves), else started here under the data-folder lock.
 */
export async function openDatabase(config: AppConfig, say: (msg: string) => void): Promise<OpenDatabase> {
  if (config.databaseUrl) {
    const database = connect(config.databaseUrl, 2);
    return { database, mode: 'external', close: () => database.close() };
  }
  const url = await runningEmbeddedUrl(config.dataDir);
  if (url) {
    say('using the embedded PostgreSQL of the running server');
    const database = connect(url, 2);
    return { database, mode: 'embedded', close: () => database.close() };
  }
  return startEmbedded(config.dataDir, say);
}

/** Starts the embedded PostgreSQL of `dataDir` (initialising it when new) under the data-folder lock. */
export async function startEmbedded(dataDir: string, say: (msg: string) => void): Promise<OpenDatabase> {
  const release = await lockDataDir(dataDir);
  try {
    const embedded = await startEmbeddedPostgres(join(dataDir, 'pg'), (m) => say(`postgres: ${m}`));
    const database = connect(embedded.url, 2);
    return {
      database,
      mode: 'embedded',
      close: async () => {
        await database.close().catch(() => undefined);
        await embedded.stop().catch(() => undefined);
        await release();
      },
    };
  } catch (e) {
    await release();
    throw e;
  }
}

/** A data folder a restore may fill: absent, or empty. */
export async function isEmptyFolder(dir: string): Promise<boolean> {
  if (!existsSync(dir)) return true;
  return (await readdir(dir)).length === 0;
}
