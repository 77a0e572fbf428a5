import { join } from 'node:path';
import { setBusinessTimeZone } from '@zhuji/shared';
import { buildApp } from './app';
import { configFromEnv } from './config';
import { MODULES } from './modules';
import { scheduleAuditPruning } from './platform/audit/retention';
import { scheduleBackups } from './platform/backup/schedule';
import { connect, runMigrations } from './platform/db/client';
import { DataDirInUseError, lockDataDir } from './platform/db/data-lock';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './platform/db/embedded';
import { failInterruptedImportJobs } from './platform/jobs/interrupted';
import { removeStaleUploads } from './platform/kit/workbook-upload';
import { createStorage } from './platform/storage/plugin';
import { demoAccounts, seedCatalogue, seedDemoData } from './seed';

const say = (msg: string) => console.log(`[zhuji] ${msg}`);

async function main() {
  const config = configFromEnv();
  // Before the seed and the app: both read "today" through the shared business-day functions.
  setBusinessTimeZone(config.businessTimeZone);
  let embedded: EmbeddedDatabase | undefined;
  let releaseLock: (() => Promise<void>) | undefined;
  let url = config.databaseUrl;
  if (!url) {
    releaseLock = await lockDataDir(config.dataDir);
    const started = Date.now();
    embedded = await startEmbeddedPostgres(join(config.dataDir, 'pg'), (m) => say(`postgres: ${m}`), [
      config.port,
    ]);
    say(`embedded PostgreSQL ready in ${Date.now() - started} ms (data: ${join(config.dataDir, 'pg')})`);
    url = embedded.url;
  }
  const database = connect(url);
  let closing = false;
  const stopJobs: (() => void)[] = [];
  let stopAuditPruning: () => void = () => undefined;
  let stopBackups: () => void = () => undefined;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    say(`${signal}: stopping…`);
    for (const stop of stopJobs) stop();
    stopAuditPruning();
    stopBackups();
    await app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    await releaseLock?.();
    say('stopped cleanly');
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let wantDemo = false;
  try {
    await runMigrations(database.db);
    if (embedded) {
      const interrupted = await failInterruptedImportJobs(database.db);
      if (interrupted) say(`${interrupted} import job(s) interrupted by the previous stop marked failed`);
    }
    // Demo data belongs on the embedded (laptop) database; an external one gets it only when asked.
    wantDemo = embedded ? process.env.SEED_DEMO !== '0' : process.env.SEED_DEMO === '1';
    if (wantDemo && (await seedDemoData(database.db, createStorage(config.storage, config.dataDir))))
      say('demo data seeded');
    // The role and menu catalogue is reference data: every database gets it.
    await database.db.transaction((tx) => seedCatalogue(tx));
    app = await buildApp({ config, database, dbMode: embedded ? 'embedded' : 'external' });
    await app.listen({ host: config.host, port: config.port });
    for (const manifest of MODULES)
      for (const job of manifest.jobs ?? []) stopJobs.push(job({ db: database.db, config, say }));
    stopAuditPruning = scheduleAuditPruning(database.db, config.auditRetentionDays, say);
    // Several processes share an external database: its backups belong to the database's operator.
    if (embedded) stopBackups = scheduleBackups(config, say);
    const stale = await removeStaleUploads();
    if (stale) say(`removed ${stale} import upload(s) left by an earlier run`);
  } catch (e) {
    console.error(e);
    await shutdown('startup failure');
    process.exit(1);
  }
  const base = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${config.port}`;
  say(`筑基 is running: ${base}`);
  say(`API docs: ${base}/api/docs`);
  say(`business time zone: ${config.businessTimeZone}`);
  if (wantDemo) {
    say('demo accounts (account / password — name, company: roles):');
    for (const a of demoAccounts())
      say(`  ${a.username} / ${a.password} — ${a.name}，${a.company}：${a.roles.join('、')}`);
    say(
      'admin also needs an SMS code after the password: with the embedded SMS provider it appears in this log',
    );
  }
  say('press Ctrl-C to stop');
}

main().catch((e) => {
  if (e instanceof DataDirInUseError) {
    console.error(`[zhuji] ${e.message}`);
  } else {
    console.error(e);
  }
  process.exit(1);
});
