import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { connect, runMigrations } from '../src/platform/db/client';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../src/platform/db/embedded';
import { seedDemoData } from '../src/seed';
import { SEEDED_TEMPLATE_DB, TEMPLATE_DB, withDatabase } from './db-url';

/**
 * One PostgreSQL for the whole integration run: the external one when DATABASE_URL is set
 * (CI's PostgreSQL 15), else an embedded one in a throw-away folder. Migrations run once into
 * a template database, and a second template holds the same with the demo data seeded; every test
 * file then gets its own copy of one of them (see per-file-db.ts). Seeding once here instead of in each
 * of some fifty files saves a seed (a few seconds of inserts and password hashing) per file.
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
  const admin = connect(adminUrl, 1);
  for (const name of [SEEDED_TEMPLATE_DB, TEMPLATE_DB])
    await admin.pool.query(`drop database if exists ${name} with (force)`);
  await admin.pool.query(`create database ${TEMPLATE_DB}`);
  const template = connect(withDatabase(adminUrl, TEMPLATE_DB), 1);
  await runMigrations(template.db);
  await template.close();
  await admin.pool.query(`create database ${SEEDED_TEMPLATE_DB} template ${TEMPLATE_DB}`);
  const seeded = connect(withDatabase(adminUrl, SEEDED_TEMPLATE_DB), 1);
  await seedDemoData(seeded.db);
  await seeded.close();
  await admin.close();
  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('dbMode', embedded ? 'embedded' : 'external');

  return async () => {
    const cleanup = connect(adminUrl, 1);
    const { rows } = await cleanup.pool.query<{ datname: string }>(
      "select datname from pg_database where datname like 'zhuji_test_%'",
    );
    for (const { datname } of rows)
      await cleanup.pool.query(`drop database if exists "${datname}" with (force)`);
    await cleanup.close();
    await embedded?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    dbMode: 'embedded' | 'external';
  }
}
