import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, inject } from 'vitest';
import { connect, type Database } from '../src/platform/db/client';
import { seededTemplateDb, templateDb, withDatabase } from './db-url';

/**
 * Each test file works in its own database cloned from a template: no test sees another file's
 * rows, and a clone takes milliseconds where migrating and seeding would take seconds.
 */
// Kept on the global object, not in module variables: the server project runs its files in one module
// graph (vitest.config.ts, isolate: false), where this setup file runs again before each file but a
// helper module that imported it (test/app.ts) keeps the first instance; every instance must see the
// current file's database.
const state = globalThis as typeof globalThis & {
  zhujiTestDb?: { database?: Database; name?: string };
  zhujiSeededTemplateAsked?: boolean;
};
// This setup file runs before each file is collected: a request of the previous file must not carry over.
state.zhujiSeededTemplateAsked = false;

/**
 * Called while the file is collected (test/seeded-app.ts with a plain demo seed), before the hook below:
 * the file's database is then a copy of the seeded template, as for a file that seeds in a statement.
 */
export function askForSeededTemplate(): void {
  state.zhujiSeededTemplateAsked = true;
}

/**
 * A file that seeds the demo data as a statement of its own, `await seedDemoData(db)` with the
 * database alone, gets a copy of the seeded template, where that call finds the seed done and
 * returns at once: the file reads exactly as before and works the same whichever template it got.
 * A file that seeds with file storage (the seed then writes files too), and the seed's own tests
 * (they watch what a first seed does), get the bare template.
 */
export const wantsSeededTemplate = (filepath: string, source: string) =>
  !/[\\/]src[\\/]seed[\\/]/.test(filepath) &&
  /^\s*await seedDemoData\((?:db|db\(\)|testDatabase\(\)\.db)\);\s*$/m.test(source);

// biome-ignore lint/correctness/noEmptyPattern: vitest parses the first argument as fixtures and wants a pattern; the file comes second
beforeAll(async ({}, file) => {
  const adminUrl = inject('adminDatabaseUrl');
  const filepath = 'filepath' in file ? file.filepath : undefined;
  const seeded =
    state.zhujiSeededTemplateAsked ||
    (filepath ? wantsSeededTemplate(filepath, await readFile(filepath, 'utf8')) : false);
  state.zhujiSeededTemplateAsked = false;
  const prefix = inject('testDbPrefix');
  const name = `${prefix}${randomBytes(6).toString('hex')}`;
  state.zhujiTestDb = { name };
  const admin = connect(adminUrl, 1);
  await admin.pool.query(
    `create database ${name} template ${seeded ? seededTemplateDb(prefix) : templateDb(prefix)}`,
  );
  await admin.close();
  state.zhujiTestDb.database = connect(withDatabase(adminUrl, name), 5);
});

afterAll(async () => {
  const { database, name } = state.zhujiTestDb ?? {};
  state.zhujiTestDb = undefined;
  await database?.close();
  if (name) {
    const admin = connect(inject('adminDatabaseUrl'), 1);
    await admin.pool.query(`drop database if exists ${name} with (force)`);
    await admin.close();
  }
});

/** The test file's own database. */
export function testDatabase(): Database {
  const database = state.zhujiTestDb?.database;
  if (!database) throw new Error('testDatabase() is available inside tests and hooks only');
  return database;
}
