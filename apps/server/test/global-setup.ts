import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { connect, runMigrations } from '../src/platform/db/client';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../src/platform/db/embedded';
import { seedDemoData } from '../src/seed';
import { runPrefix, runStartedAtMs, seededTemplateDb, templateDb, withDatabase } from './db-url';

/** A run's databases left behind this long after it started belong to a run that was killed. */
const ABANDONED_AFTER_MS = 6 * 3600_000;

/**
 * One PostgreSQL for the whole integration run: the external one when DATABASE_URL is set
 * (CI's PostgreSQL 15), else an embedded one in a throw-away folder. Migrations run once into
 * a template database, and a second template holds the same with the demo data seeded; every test
 * file then gets its own copy of one of them (see per-file-db.ts). Seeding once here instead of in each
 * of some fifty files saves a seed (a few seconds of inserts and password hashing) per file.
 *
 * Every name carries this run's prefix (db-url.ts): another run on the same PostgreSQL keeps its own
 * databases, and the cleanup drops only this run's, plus those of runs killed hours ago.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let dir: string | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    dir = await mkdtemp(join(tmpdir(), 'zhuji-it-'));
    embedded = await startEmbeddedPostgres(join(dir, 'pg'), (m) => console.error(m));
    adminUrl = embedded.url;
  }
  const prefix = runPrefix(Date.now(), randomBytes(3).toString('hex'));
  const admin = connect(adminUrl, 1);
  await dropDatabases(admin, (name) => {
    const startedAt = runStartedAtMs(name);
    return startedAt !== undefined && Date.now() - startedAt > ABANDONED_AFTER_MS;
  });
  await admin.pool.query(`create database ${templateDb(prefix)}`);
  const template = connect(withDatabase(adminUrl, templateDb(prefix)), 1);
  await runMigrations(template.db);
  await template.close();
  await admin.pool.query(`create database ${seededTemplateDb(prefix)} template ${templateDb(prefix)}`);
  const seeded = connect(withDatabase(adminUrl, seededTemplateDb(prefix)), 1);
  await seedDemoData(seeded.db);
  await seeded.close();
  await admin.close();
  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('dbMode', embedded ? 'embedded' : 'external');
  project.provide('testDbPrefix', prefix);

  return async () => {
    const cleanup = connect(adminUrl, 1);
    await dropDatabases(cleanup, (name) => name.startsWith(prefix));
    await cleanup.close();
    await embedded?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  };
}

async function dropDatabases(admin: ReturnType<typeof connect>, which: (name: string) => boolean) {
  const { rows } = await admin.pool.query<{ datname: string }>(
    "select datname from pg_database where datname like 'zhuji\\_test\\_%'",
  );
  for (const { datname } of rows.filter((row) => which(row.datname)))
    await admin.pool.query(`drop database if exists "${datname}" with (force)`);
}

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    dbMode: 'embedded' | 'external';
    /** This run's database name prefix (db-url.ts). */
    testDbPrefix: string;
  }
}
