// `npm start`: install if needed, build if needed, then run the server (embedded PostgreSQL,
// migrations, demo data) in this very process so Ctrl-C / SIGTERM reach it directly.
import { ensureBuild } from './ensure-build.mjs';
import { ensureInstall } from './ensure-install.mjs';

ensureInstall();
ensureBuild();
await import('../apps/server/dist/main.js');
