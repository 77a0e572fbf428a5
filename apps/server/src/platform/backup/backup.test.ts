import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../../test/per-file-db';
import { type AppConfig, configFromEnv } from '../../config';
import { seedDemoData } from '../../seed';
import { connect, type Db } from '../db/client';
import { systemMeta } from '../db/meta.table';
import { importJob, importJobRow } from '../jobs/import-job.table';
import { drainImportJobs, registerImportHandler } from '../jobs/import-jobs';
import { RESTORED_IMPORT_JOBS, resumeRestoredImportJobs } from '../jobs/interrupted';
import { queueFor } from '../queue/queue';
import { LocalStorage } from '../storage/local-storage';
import { runBackup } from './backup';
import { startEmbedded } from './connection';
import { hashFile, listFiles } from './copy-io';
import { RestoreRefused, runRestore } from './restore';

/**
 * `npm run backup` then `npm run restore` (the functions behind them) on the demo data set with its
 * stored files plus 100k generated audit rows, taken while writes go on: the restored embedded data
 * folder has the manifest's row count in every table, the source's counts as of the snapshot, and
 * every file with the same SHA-256.
 */
let scratch: string;
let archivePath: string;
const RESOURCE = 'backup-test-import';
const jobIds: Record<'queued' | 'running' | 'done', string> = { queued: '', running: '', done: '' };
/** Rows the test import handler was given, in the order it got them. */
const handled: string[] = [];
registerImportHandler<{ n: string }>(RESOURCE, {
  handleRow: (_ctx, row) => {
    handled.push(row.n);
    return 'added';
  },
});

/**
 * The restored database's unfinished import jobs: every one is queued (none can be running: no process
 * runs a job of a database just restored) and marked for the next start to send. That start sends them
 * (resumeRestoredImportJobs, main.ts; here on the in-process queue), and each runs once from its saved
 * cursor. This is why the backup leaves out the `pgboss` schema (restore.ts markImportJobsRestored).
 */
async function expectImportJobsResumed(db: Db) {
  const statusOf = async (id: string) =>
    (await db.select({ status: importJob.status }).from(importJob).where(eq(importJob.id, id)))[0]?.status;
  expect(await statusOf(jobIds.queued)).toBe('queued');
  expect(await statusOf(jobIds.running)).toBe('queued');
  expect(await statusOf(jobIds.done)).toBe('done');
  const [marker] = await db.select().from(systemMeta).where(eq(systemMeta.key, RESTORED_IMPORT_JOBS));
  expect(marker).toBeDefined();
  handled.length = 0;
  expect(await resumeRestoredImportJobs(db, () => queueFor(db))).toBe(2);
  await drainImportJobs();
  expect(await statusOf(jobIds.queued)).toBe('done');
  expect(await statusOf(jobIds.running)).toBe('done');
  // The running job resumes after its cursor (row 1 was done before the backup); nothing runs twice.
  expect(handled.sort()).toEqual(['queued-1', 'queued-2', 'queued-3', 'running-2', 'running-3']);
  // Once: the marker is gone, so the next start sends nothing.
  expect(await resumeRestoredImportJobs(db, () => queueFor(db))).toBeNull();
}
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
  // Import jobs the backup catches unfinished: one queued (not started), one running (its run would
  // die with the backup's moment), each with rows staged; and one done, which stays done.
  for (const [status, cursor] of [
    ['queued', 0],
    ['running', 1],
    ['done', 3],
  ] as const) {
    const [job] = await testDatabase()
      .db.insert(importJob)
      .values({ userId: 1, projectId: null, resource: RESOURCE, total: 3, processed: cursor, cursor, status })
      .returning({ id: importJob.id });
    jobIds[status] = job!.id;
    if (status !== 'done')
      await testDatabase()
        .db.insert(importJobRow)
        .values(
          [1, 2, 3].map((n) => ({ jobId: job!.id, seq: n, row: n + 1, value: { n: `${status}-${n}` } })),
        );
  }
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

    // The restored embedded database, opened as the next start opens it: its import jobs go on.
    const restored = await startEmbedded(targetDir, () => undefined);
    try {
      await expectImportJobsResumed(restored.database.db);
    } finally {
      await restored.close();
    }
    archivePath = archive;

    // The folder now holds data: a second restore into it is refused and changes nothing.
    await expect(runRestore(archive, target)).rejects.toBeInstanceOf(RestoreRefused);
    // So is an external database that is not empty (the source itself).
    await expect(runRestore(archive, { ...target, databaseUrl: sourceUrl() })).rejects.toThrow(/not empty/);
    // It also starts the restored embedded database: longer than a plain backup and restore.
  }, 300_000);

  it('when the backup is restored into an empty external database, then its unfinished import jobs are queued again by the next start', async () => {
    expect(archivePath).toBeDefined();
    const name = `zhuji_restore_${process.pid}_${Date.now()}`;
    const admin = testDatabase().pool;
    await admin.query(`create database ${name}`);
    const url = new URL(sourceUrl());
    url.pathname = `/${name}`;
    try {
      const target: AppConfig = {
        ...configFromEnv({}),
        databaseUrl: url.toString(),
        dataDir: join(scratch, 'external-files'),
      };
      const report = await runRestore(archivePath, target);
      expect(report.ok).toBe(true);
      const db = connect(url.toString(), 2);
      try {
        await expectImportJobsResumed(db.db);
      } finally {
        await db.close();
      }
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
    }
  }, 120_000);
});
