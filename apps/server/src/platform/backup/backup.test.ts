import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../../test/per-file-db';
import { type AppConfig, configFromEnv } from '../../config';
import { seedDemoData } from '../../seed';
import { connect } from '../db/client';
import { LocalStorage } from '../storage/local-storage';
import { runBackup } from './backup';
import { hashFile, listFiles } from './copy-io';
import { RestoreRefused, runRestore } from './restore';

/**
 * `npm run backup` then `npm run restore` (the functions behind them) on the demo data set with its
 * stored files plus 100k generated audit rows, taken while writes go on: the restored embedded data
 * folder has the manifest's row count in every table, the source's counts as of the snapshot, and
 * every file with the same SHA-256.
 */
let scratch: string;
let sourceDir: string;
let config: AppConfig;
const sourceUrl = () => String(testDatabase().pool.options.connectionString);

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'zhuji-backup-test-'));
  sourceDir = join(scratch, 'source');
  await seedDemoData(testDatabase().db, new LocalStorage(sourceDir));
  // A file nothing refers to yet is backed up too: the folder is copied as it is.
  await writeFile(join(sourceDir, 'files', 'loose-file'), 'bytes of an upload in progress');
  await testDatabase().db.execute(sql`
    insert into audit_log (user_id, project_id, resource, action, record_id, after, ip)
    select 1, g % 50, 'pile', 'add', g, jsonb_build_object('n', g, 'text', '桩 ' || g), '127.0.0.1'
      from generate_series(1, 100000) g`);
  config = { ...configFromEnv({}), databaseUrl: sourceUrl(), dataDir: sourceDir };
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

const countsOf = async (url: string, tables: string[]) => {
  const db = connect(url, 1);
  try {
    const out: Record<string, number> = {};
    for (const t of tables) {
      out[t] =
        (await db.pool.query<{ n: number }>(`select count(*)::int as n from public."${t}"`)).rows[0]?.n ?? -1;
    }
    return out;
  } finally {
    await db.close();
  }
};

describe('backup and restore', () => {
  it('when a backup runs during writes and is restored into an empty data folder, then row counts and file hashes are identical', async () => {
    const { pool } = testDatabase();
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        await pool.query(`insert into audit_log (user_id, resource, action) values (1, 'pile', 'update')`);
        written++;
      }
    })();
    const { archive, manifest } = await runBackup(config, () => undefined, {
      BACKUP_DIR: join(scratch, 'backups'),
    });
    writing = false;
    await writer;
    expect(written).toBeGreaterThan(0);
    expect(archive).toMatch(/zhuji-backup-\d{8}-\d{6}Z\.tar\.gz$/);

    const rows = Object.fromEntries(manifest.tables.map((t) => [t.name, t.rows]));
    expect(rows.audit_log).toBeGreaterThanOrEqual(100_000);
    expect(rows.app_user).toBeGreaterThan(0);
    const source = await countsOf(sourceUrl(), Object.keys(rows));
    // Every table but the one written during the backup matches the source exactly; that one holds
    // the snapshot's rows, no fewer and no half-written more.
    for (const [name, n] of Object.entries(rows))
      if (name !== 'audit_log') expect(source[name], name).toBe(n);
    expect(source.audit_log! - rows.audit_log!).toBeGreaterThanOrEqual(0);
    expect(source.audit_log! - rows.audit_log!).toBeLessThanOrEqual(written);

    const sourceFiles = await listFiles(join(sourceDir, 'files'));
    expect(sourceFiles.length).toBeGreaterThan(1);
    expect(manifest.storage.fileCount).toBe(sourceFiles.length);

    const targetDir = join(scratch, 'restored');
    const target: AppConfig = { ...configFromEnv({}), dataDir: targetDir };
    const report = await runRestore(archive, target);
    expect(report.ok).toBe(true);
    expect(report.tables.every((t) => t.found === t.expected)).toBe(true);
    expect(report.files.verified).toBe(sourceFiles.length);
    for (const path of sourceFiles) {
      expect((await hashFile(join(targetDir, 'files', path))).sha256, path).toBe(
        (await hashFile(join(sourceDir, 'files', path))).sha256,
      );
    }

    // The folder now holds data: a second restore into it is refused and changes nothing.
    await expect(runRestore(archive, target)).rejects.toBeInstanceOf(RestoreRefused);
    // So is an external database that is not empty (the source itself).
    await expect(runRestore(archive, { ...target, databaseUrl: sourceUrl() })).rejects.toThrow(/not empty/);
  }, 120_000);
});
