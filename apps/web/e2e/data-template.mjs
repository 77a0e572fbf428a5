// Makes the data folder every browser story's server starts from a copy of: the built server is started
// once on an empty folder (it initialises its embedded PostgreSQL, migrates and seeds the demo data) and
// stopped cleanly. A copy then starts in a fraction of the time a first start takes, and each story still
// gets its own database and files, exactly as freshly seeded (harness.mjs, copyDataTemplate).
// Run by scripts/test.mjs:  node apps/web/e2e/data-template.mjs <empty folder>
import { startServer } from './harness.mjs';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node apps/web/e2e/data-template.mjs <empty folder>');
  process.exit(2);
}
const started = Date.now();
// The server's own DATA_DIR wins over the throw-away folder startServer makes (and removes on stop).
const server = await startServer({ env: { DATA_DIR: dir } });
await server.stop();
console.log(`[e2e] seeded data folder ready in ${Date.now() - started} ms: ${dir}`);
