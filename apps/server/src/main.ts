import cluster from 'node:cluster';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setBusinessTimeZone } from '@zhuji/shared';
import { buildApp } from './app';
import { configFromEnv } from './config';
import { MODULES } from './modules';
import { pruneAuditLog } from './platform/audit/retention';
import { scheduleBackups } from './platform/backup/schedule';
import { connect, runMigrations } from './platform/db/client';
import { DataDirInUseError, lockDataDir } from './platform/db/data-lock';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './platform/db/embedded';
import { resumeInterruptedImportJobs, resumeRestoredImportJobs } from './platform/jobs/interrupted';
import { removeStaleUploads } from './platform/kit/workbook-upload';
import { startQueue } from './platform/queue/queue';
import { createStorage } from './platform/storage/plugin';
import { demoAccounts, seedCatalogue, seedDemoData } from './seed';

const say = (msg: string) => console.log(`[zhuji] ${msg}`);

/**
 * API processes on the one database (docs/architecture.md "Several processes"). 1 (the default): this
 * process serves, as always. N > 1: this process is the primary — it starts the embedded database if
 * there is one, migrates, seeds and runs the once-per-deployment work (module jobs, audit pruning,
 * backups) — and N workers (node:cluster, one shared port) serve the HTTP API.
 */
const WORKERS = Math.max(1, Math.floor(Number(process.env.WEB_CONCURRENCY) || 1));

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
  let stopBackups: () => void = () => undefined;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    say(`${signal}: stopping…`);
    for (const stop of stopJobs) stop();
    stopBackups();
    await stopWorkers?.();
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
  let stopWorkers: WorkerPool | undefined;
  let wantDemo = false;
  try {
    await runMigrations(database.db);
    // Demo data belongs on the embedded (laptop) database; an external one gets it only when asked.
    wantDemo = embedded ? process.env.SEED_DEMO !== '0' : process.env.SEED_DEMO === '1';
    if (wantDemo && (await seedDemoData(database.db, createStorage(config.storage, config.dataDir))))
      say('demo data seeded');
    // The role and menu catalogue is reference data: every database gets it.
    await database.db.transaction((tx) => seedCatalogue(tx));
    const dbMode = embedded ? 'embedded' : 'external';
    if (WORKERS > 1) {
      stopWorkers = forkWorkers(url, dbMode);
      await stopWorkers.listening;
    } else {
      app = await buildApp({ config, database, dbMode });
      await app.listen({ host: config.host, port: config.port });
    }
    {
      // The workers run the queue; the primary only sends (platform/queue README), and starts a sender
      // only when it has something to send.
      let sender: Awaited<ReturnType<typeof startQueue>> | undefined;
      const queue = async () => {
        if (app?.jobQueue) return app.jobQueue;
        sender ??= await startQueue(database, { ...config, jobQueue: 'send' }, console);
        return sender;
      };
      if (embedded) {
        const resumed = await resumeInterruptedImportJobs(database.db, await queue());
        if (resumed) say(`${resumed} import job(s) left by the previous run queued again`);
      }
      // A restored backup's import jobs, on any database: the backup holds them, not the queue.
      const restored = await resumeRestoredImportJobs(database.db, queue);
      if (restored !== null) say(`restored backup: ${restored} import job(s) queued again`);
      await sender?.stop();
    }
    for (const manifest of MODULES)
      for (const job of manifest.jobs ?? []) stopJobs.push(job({ db: database.db, config, say }));
    // At start; then daily on the queue (retention.ts AUDIT_PRUNE_QUEUE), once for all processes.
    const pruned = await pruneAuditLog(database.db, config.auditRetentionDays);
    if (pruned) say(`audit log: removed ${pruned} entr(ies) older than ${config.auditRetentionDays} days`);
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
  say(`筑基 is running: ${base}${WORKERS > 1 ? ` (${WORKERS} API processes)` : ''}`);
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

type WorkerPool = (() => Promise<void>) & { listening: Promise<void> };

/** Forks the API workers on the database at `url`; a worker that dies is replaced until shutdown. */
function forkWorkers(url: string, dbMode: 'embedded' | 'external'): WorkerPool {
  let stopping = false;
  const env = { DATABASE_URL: url, ZHUJI_DB_MODE: dbMode };
  // Workers run this file itself, not the script that started the primary (scripts/start.mjs would
  // check the install and the build again in each).
  cluster.setupPrimary({ exec: fileURLToPath(import.meta.url) });
  const fork = () => cluster.fork(env);
  const listening = Promise.all(
    Array.from({ length: WORKERS }, () => {
      const worker = fork();
      return new Promise<void>((resolve, reject) => {
        worker.once('listening', () => resolve());
        worker.once('exit', (code) =>
          reject(new Error(`API worker exited with code ${code} while starting`)),
        );
      });
    }),
  ).then(() => {
    cluster.on('exit', (worker, code, signal) => {
      if (stopping) return;
      say(`API worker ${worker.process.pid} stopped (${signal ?? code}); starting another`);
      fork();
    });
  });
  const stop = async () => {
    stopping = true;
    const exits = Object.values(cluster.workers ?? {}).map(
      (worker) =>
        new Promise<void>((resolve) => {
          if (!worker || worker.isDead()) return resolve();
          worker.once('exit', () => resolve());
          worker.process.kill('SIGTERM');
        }),
    );
    await Promise.all(exits);
  };
  return Object.assign(stop, { listening });
}

/** A worker of WEB_CONCURRENCY: the HTTP API only, on the database the primary made ready. */
async function worker() {
  const config = configFromEnv();
  setBusinessTimeZone(config.businessTimeZone);
  const database = connect(config.databaseUrl ?? '');
  const app = await buildApp({
    config,
    database,
    dbMode: process.env.ZHUJI_DB_MODE === 'embedded' ? 'embedded' : 'external',
  });
  const stop = async () => {
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  // Ctrl-C reaches the whole process group: the primary decides the order of the shutdown.
  process.on('SIGINT', () => undefined);
  await app.listen({ host: config.host, port: config.port });
}

if (cluster.isWorker) {
  worker().catch((e) => {
    console.error(e);
    process.exit(1);
  });
} else
  main().catch((e) => {
    if (e instanceof DataDirInUseError) {
      console.error(`[zhuji] ${e.message}`);
    } else {
      console.error(e);
    }
    process.exit(1);
  });
