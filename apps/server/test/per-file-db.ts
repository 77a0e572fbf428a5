import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, inject } from 'vitest';
import { connect, type Database } from '../src/platform/db/client';
import { TEMPLATE_DB, withDatabase } from './db-url';

/**
 * Each test file works in its own database cloned from the migrated template: no test sees
 * another file's rows, and a clone takes milliseconds where migrating would take seconds.
 */
let database: Database | undefined;
let name: string | undefined;

beforeAll(async () => {
  const adminUrl = inject('adminDatabaseUrl');
  name = `zhuji_test_${randomBytes(6).toString('hex')}`;
  const admin = connect(adminUrl, 1);
  await admin.pool.query(`create database ${name} template ${TEMPLATE_DB}`);
  await admin.close();
  database = connect(withDatabase(adminUrl, name), 5);
});

afterAll(async () => {
  await database?.close();
  if (name) {
    const admin = connect(inject('adminDatabaseUrl'), 1);
    await admin.pool.query(`drop database if exists ${name} with (force)`);
    await admin.close();
  }
});

/** The test file's own database. */
export function testDatabase(): Database {
  if (!database) throw new Error('testDatabase() is available inside tests and hooks only');
  return database;
}
