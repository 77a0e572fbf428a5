import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import * as tar from 'tar';
import type { AppConfig } from '../../config';
import { openDatabase } from './connection';
import { copyFileHashed, listFiles, meter } from './copy-io';
import { type BackupManifest, MANIFEST_NAME, type ManifestFile, type ManifestTable } from './manifest';

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** BACKUP_DIR (absolute, or relative to the working folder), or `<DATA_DIR>/backups`. */
export function backupDirOf(config: AppConfig, env: NodeJS.ProcessEnv = process.env): string {
  return env.BACKUP_DIR?.trim()
    ? resolve(process.cwd(), env.BACKUP_DIR.trim())
    : join(config.dataDir, 'backups');
}

/** `zhuji-backup-20261127-031500Z.tar.gz`: sorts by time, names its moment in UTC. */
export function archiveName(at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `zhuji-backup-${stamp}Z.tar.gz`;
}

/** Columns a COPY can write back (generated columns are computed again by the database). */
async function copyableColumns(client: pg.PoolClient, table: string): Promise<string[]> {
  const { rows } = await client.query<{ column_name: string }>(
    `select column_name from information_schema.columns
      where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER'
      order by ordinal_position`,
    [table],
  );
  return rows.map((r) => r.column_name);
}

/**
 * The whole database as one snapshot (REPEATABLE READ, read only: every table as of the same instant,
 * while the server keeps writing), each table in COPY text format with its row count and SHA-256.
 */
async function dumpDatabase(pool: pg.Pool, dir: string) {
  const client = await pool.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows: tableRows } = await client.query<{ table_name: string }>(
      `select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    const migrations = await client
      .query<{ count: number; last: string | null }>(
        'select count(*)::int as count, max(hash) as last from drizzle.__drizzle_migrations',
      )
      .then((r) => r.rows[0] ?? { count: 0, last: null })
      .catch(() => ({ count: 0, last: null }));
    const { rows: seqRows } = await client.query<{ name: string; last_value: string | null }>(
      `select sequencename as name, last_value::text as last_value from pg_sequences
        where schemaname = 'public' order by sequencename`,
    );
    const { rows: versionRows } = await client.query<{ server_version: string }>('show server_version');
    await mkdir(join(dir, 'db'), { recursive: true });
    const tables: ManifestTable[] = [];
    for (const { table_name: name } of tableRows) {
      const columns = await copyableColumns(client, name);
      const file = `db/${name}.copy`;
      const m = meter();
      const list = columns.map(quoteIdent).join(', ');
      await pipeline(
        client.query(copyTo(`copy public.${quoteIdent(name)} (${list}) to stdout`)),
        m.stream,
        createWriteStream(join(dir, file)),
      );
      tables.push({ name, columns, rows: m.totals.lines, file, sha256: m.totals.sha256 });
    }
    const storedKeys = tableRows.some((t) => t.table_name === 'stored_file')
      ? (
          await client.query<{ storage_key: string; size: number; sha256: string }>(
            'select storage_key, size, sha256 from stored_file order by storage_key',
          )
        ).rows
      : [];
    await client.query('commit');
    return {
      tables,
      sequences: seqRows.map((s) => ({ name: s.name, lastValue: s.last_value })),
      migrations: { count: migrations.count, lastTag: migrations.last },
      serverVersion: versionRows[0]?.server_version ?? '',
      storedKeys,
    };
  } catch (e) {
    await client.query('rollback').catch(() => undefined);
    throw e;
  } finally {
    client.release();
  }
}

export interface BackupResult {
  archive: string;
  manifest: BackupManifest;
}

/**
 * `npm run backup`: one dated archive in BACKUP_DIR holding a consistent dump of the database, the
 * stored files (local driver) or their listing (S3), and a manifest with row counts and file hashes.
 * Safe while the server runs: the dump is one snapshot and files are only read. Uploaded files are
 * written before their stored_file row commits, so every file the snapshot refers to is already there.
 */
export async function runBackup(
  config: AppConfig,
  say: (msg: string) => void = () => undefined,
  env: NodeJS.ProcessEnv = process.env,
): Promise<BackupResult> {
  const started = new Date();
  const outDir = backupDirOf(config, env);
  await mkdir(outDir, { recursive: true });
  const staging = await mkdtemp(join(outDir, '.staging-'));
  const opened = await openDatabase(config, say);
  try {
    const dump = await dumpDatabase(opened.database.pool, staging);
    say(`database: ${dump.tables.length} tables, ${dump.tables.reduce((n, t) => n + t.rows, 0)} rows`);
    const warnings: string[] = [];
    let storage: BackupManifest['storage'];
    if (config.storage.driver === 'local') {
      const root = join(config.dataDir, 'files');
      const files: ManifestFile[] = [];
      for (const path of await listFiles(root)) {
        // A write still in progress (its temporary name): the finished file is not yet referenced.
        if (path.endsWith('.part')) continue;
        const { size, sha256 } = await copyFileHashed(join(root, path), join(staging, 'files', path));
        files.push({ path, size, sha256 });
      }
      const held = new Map(files.map((f) => [f.path, f]));
      for (const row of dump.storedKeys) {
        const file = held.get(row.storage_key);
        if (!file) warnings.push(`stored_file ${row.storage_key}: no bytes in the files folder`);
        else if (file.sha256 !== row.sha256)
          warnings.push(`stored_file ${row.storage_key}: bytes differ from its recorded SHA-256`);
      }
      storage = { driver: 'local', fileCount: files.length, files };
    } else {
      storage = {
        driver: 's3',
        bucket: config.storage.s3.bucket ?? '',
        fileCount: dump.storedKeys.length,
        files: dump.storedKeys.map((r) => ({ path: r.storage_key, size: r.size, sha256: r.sha256 })),
      };
    }
    say(`files: ${storage.fileCount} (${storage.driver})`);
    const manifest: BackupManifest = {
      format: 'zhuji-backup',
      formatVersion: 1,
      createdAt: started.toISOString(),
      appVersion: config.version,
      migrations: dump.migrations,
      databaseMode: opened.mode,
      serverVersion: dump.serverVersion,
      tables: dump.tables,
      sequences: dump.sequences,
      storage,
      warnings,
    };
    for (const w of warnings) say(`warning: ${w}`);
    await writeFile(join(staging, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`);
    const archive = join(outDir, archiveName(started));
    const partial = `${archive}.part`;
    const entries = [MANIFEST_NAME, 'db', ...(existsSync(join(staging, 'files')) ? ['files'] : [])];
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, entries);
    // Only a complete archive carries the final name: a crash mid-write leaves a .part to ignore.
    await rename(partial, archive);
    say(`archive: ${archive}`);
    return { archive, manifest };
  } finally {
    await opened.close();
    await rm(staging, { recursive: true, force: true });
  }
}
