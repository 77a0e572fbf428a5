import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import * as tar from 'tar';
import type { AppConfig } from '../../config';
import { connect, migrationsFolder, runMigrations } from '../db/client';
import { RESTORED_IMPORT_JOBS } from '../jobs/interrupted';
import { createStorage } from '../storage/plugin';
import { quoteIdent } from './backup';
import { isEmptyFolder, type OpenDatabase, startEmbedded } from './connection';
import { copyFileHashed, hashFile, listFiles } from './copy-io';
import { type BackupManifest, MANIFEST_NAME } from './manifest';

export class RestoreRefused extends Error {}

/** Migrations this code knows; a dump loads only into the schema it was taken from. */
async function knownMigrations(): Promise<number> {
  const journal = JSON.parse(await readFile(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'));
  return (journal.entries as unknown[]).length;
}

/** Tables in an order where every referenced table comes before the ones referring to it. */
async function loadOrder(client: pg.PoolClient, names: string[]): Promise<string[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
      where k.contype = 'f' and k.connamespace = 'public'::regnamespace and c.oid <> p.oid`,
  );
  const parents = new Map(names.map((n) => [n, new Set<string>()]));
  for (const r of rows) parents.get(r.child)?.add(r.parent);
  const order: string[] = [];
  const placed = new Set<string>();
  while (order.length < names.length) {
    const ready = names.filter(
      (n) => !placed.has(n) && [...(parents.get(n) ?? [])].every((p) => placed.has(p) || !parents.has(p)),
    );
    // A cycle of references: load the rest as they come (the session's replica role skips the checks).
    const next = ready.length ? ready : names.filter((n) => !placed.has(n));
    for (const n of next) {
      order.push(n);
      placed.add(n);
    }
  }
  return order;
}

async function assertEmptyDatabase(pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query<{ n: number }>(
    `select count(*)::int as n from information_schema.tables
      where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'`,
  );
  if ((rows[0]?.n ?? 0) > 0)
    throw new RestoreRefused(
      'the database of DATABASE_URL is not empty; restore only into a new, empty database',
    );
}

/** Runs `work` on one pooled connection inside one transaction, rolled back if it throws. */
async function inTransaction(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await work(client);
    await client.query('commit');
  } catch (e) {
    await client.query('rollback').catch(() => undefined);
    throw e;
  } finally {
    client.release();
  }
}

/** Loads every table of the dump in one transaction, then sets the sequences where the dump left them. */
async function loadDatabase(pool: pg.Pool, dir: string, manifest: BackupManifest): Promise<void> {
  await inTransaction(pool, async (client) => {
    // Superuser (the embedded database): triggers and reference checks are skipped while loading rows
    // that were consistent when dumped. Elsewhere the load order keeps references satisfied.
    await client.query('savepoint replica');
    await client
      .query('set local session_replication_role = replica')
      .catch(() => client.query('rollback to savepoint replica'));
    const names = manifest.tables.map((t) => t.name);
    const existing = new Set(
      (
        await client.query<{ t: string }>(
          `select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
        )
      ).rows.map((r) => r.t),
    );
    const missing = names.filter((n) => !existing.has(n));
    if (missing.length) throw new RestoreRefused(`the schema has no table ${missing.join(', ')}`);
    // Rows the migrations themselves inserted are in the dump too. The signed-record tables refuse
    // TRUNCATE except while a restore says so (drizzle 0053_signature_append_only).
    await client.query(`set local zhuji.restoring = 'on'`);
    await client.query(`truncate ${names.map((n) => `public.${quoteIdent(n)}`).join(', ')} cascade`);
    const byName = new Map(manifest.tables.map((t) => [t.name, t]));
    for (const name of await loadOrder(client, names)) {
      const table = byName.get(name)!;
      const list = table.columns.map(quoteIdent).join(', ');
      await pipeline(
        createReadStream(join(dir, table.file)),
        client.query(copyFrom(`copy public.${quoteIdent(name)} (${list}) from stdin`)),
      );
    }
    for (const seq of manifest.sequences) {
      if (seq.lastValue === null) continue;
      await client.query('select setval($1::regclass, $2::bigint, true)', [
        `public.${quoteIdent(seq.name)}`,
        seq.lastValue,
      ]);
    }
  });
}

/**
 * The backup holds the app's tables, not the queue's (`pgboss`, platform/queue): pg-boss's schema is
 * its own, created and migrated by the pg-boss version that starts on it, and a job's whole state is
 * already in import_job / import_job_row (status, cursor, counts, staged rows). So the queue is not
 * restored but rebuilt from that state: no process runs a job of a database just restored, so a
 * `running` one is `queued` again (its run died with the backup's moment), and the marker makes the
 * next start send every queued job, on an embedded or an external database alike
 * (platform/jobs/interrupted.ts resumeRestoredImportJobs). A job sent twice runs once (runImportJob).
 */
async function markImportJobsRestored(pool: pg.Pool): Promise<void> {
  await inTransaction(pool, async (client) => {
    await client.query(`update import_job set status = 'queued' where status = 'running'`);
    await client.query(
      `insert into system_meta (key, value) values ($1, 'true'::jsonb)
     on conflict (key) do update set value = excluded.value, updated_at = now()`,
      [RESTORED_IMPORT_JOBS],
    );
  });
}

export interface RestoreReport {
  tables: { name: string; expected: number; found: number }[];
  files: { expected: number; verified: number; mismatched: string[] };
  ok: boolean;
}

/** Row counts and file hashes of the restored state against the manifest. */
async function verify(pool: pg.Pool, manifest: BackupManifest, config: AppConfig): Promise<RestoreReport> {
  const tables = [];
  for (const t of manifest.tables) {
    const { rows } = await pool.query<{ n: number }>(
      `select count(*)::int as n from public.${quoteIdent(t.name)}`,
    );
    tables.push({ name: t.name, expected: t.rows, found: rows[0]?.n ?? -1 });
  }
  const mismatched: string[] = [];
  let verified = 0;
  if (manifest.storage.driver === 'local') {
    const root = join(config.dataDir, 'files');
    const present = new Set(await listFiles(root));
    for (const f of manifest.storage.files) {
      const got = present.has(f.path) ? await hashFile(join(root, f.path)) : null;
      if (got && got.sha256 === f.sha256 && got.size === f.size) verified++;
      else mismatched.push(f.path);
    }
  } else if (config.storage.driver === 's3') {
    const storage = createStorage(config.storage, config.dataDir);
    for (const f of manifest.storage.files) {
      const head = await storage.head(f.path).catch(() => null);
      if (head && head.size === f.size) verified++;
      else mismatched.push(f.path);
    }
  }
  const ok =
    tables.every((t) => t.expected === t.found) &&
    mismatched.length === 0 &&
    verified === manifest.storage.files.length;
  return { tables, files: { expected: manifest.storage.files.length, verified, mismatched }, ok };
}

/**
 * `npm run restore ARCHIVE`: the empty data folder of DATA_DIR (or the empty database of DATABASE_URL)
 * becomes exactly the backed-up state, then is checked against the manifest. Refuses anything not empty:
 * a restore never merges into or overwrites live data.
 */
export async function runRestore(
  archive: string,
  config: AppConfig,
  say: (msg: string) => void = () => undefined,
): Promise<RestoreReport> {
  const unpacked = await mkdtemp(join(tmpdir(), 'zhuji-restore-'));
  let opened: OpenDatabase | undefined;
  try {
    await tar.extract({ file: archive, cwd: unpacked });
    const manifest = JSON.parse(await readFile(join(unpacked, MANIFEST_NAME), 'utf8')) as BackupManifest;
    if (manifest.format !== 'zhuji-backup' || manifest.formatVersion !== 1)
      throw new RestoreRefused(`${archive} is not a Zhuji backup (format 1)`);
    const known = await knownMigrations();
    if (manifest.migrations.count !== known) {
      throw new RestoreRefused(
        `the backup was taken at schema migration ${manifest.migrations.count}, this version has ${known}: restore with the version that made it (${manifest.appVersion}), then start this one to upgrade`,
      );
    }
    for (const t of manifest.tables) {
      const got = await hashFile(join(unpacked, t.file));
      if (got.sha256 !== t.sha256)
        throw new RestoreRefused(`${t.file} in the archive is damaged (SHA-256 differs)`);
    }
    if (config.databaseUrl) {
      const database = connect(config.databaseUrl, 2);
      opened = { database, mode: 'external', close: () => database.close() };
      await assertEmptyDatabase(database.pool);
    } else {
      if (!(await isEmptyFolder(config.dataDir)))
        throw new RestoreRefused(
          `the data folder ${config.dataDir} is not empty; restore only into a new, empty folder (DATA_DIR)`,
        );
      opened = await startEmbedded(config.dataDir, say);
    }
    if (manifest.storage.driver === 'local' && config.storage.driver === 'local') {
      const root = join(config.dataDir, 'files');
      if (!(await isEmptyFolder(root)))
        throw new RestoreRefused(
          `the files folder ${root} is not empty; restore only into a new, empty folder`,
        );
    }
    await runMigrations(opened.database.db);
    await loadDatabase(opened.database.pool, unpacked, manifest);
    say(`database: ${manifest.tables.length} tables loaded`);
    if (manifest.storage.driver === 'local') {
      const root = join(config.dataDir, 'files');
      await mkdir(root, { recursive: true });
      for (const f of manifest.storage.files)
        await copyFileHashed(join(unpacked, 'files', f.path), join(root, f.path));
      say(`files: ${manifest.storage.files.length} copied`);
    }
    const report = await verify(opened.database.pool, manifest, config);
    // After the check against the manifest: this adds a system_meta row the backup did not have.
    await markImportJobsRestored(opened.database.pool);
    for (const t of report.tables.filter((x) => x.expected !== x.found))
      say(`MISMATCH ${t.name}: ${t.found} rows, manifest says ${t.expected}`);
    for (const p of report.files.mismatched) say(`MISMATCH file ${p}`);
    say(
      report.ok
        ? `verified: ${report.tables.length} tables with the manifest's row counts, ${report.files.verified} files with its SHA-256`
        : 'verification FAILED',
    );
    return report;
  } finally {
    await opened?.close();
    await rm(unpacked, { recursive: true, force: true });
  }
}
