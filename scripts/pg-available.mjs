// Exit 0 when the PostgreSQL at the given URL answers within 3 s.
import pg from 'pg';

const client = new pg.Client({ connectionString: process.argv[2], connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  const { rows } = await client.query('show server_version');
  console.log(`[ci] PostgreSQL ${rows[0].server_version}`);
  await client.end();
  process.exit(0);
} catch {
  process.exit(1);
}
