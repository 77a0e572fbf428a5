import { setImmediate as yieldToLoop } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import { type AppConfig, configFromEnv, type JobQueueMode } from '../../config';
import type { Database, Db } from '../db/client';

/**
 * Background jobs on a PostgreSQL queue (docs/architecture.md#runtime "jobs"; README.md here): pg-boss
 * 10 in its own schema `pgboss` of the app's database, on the app's pool. A job is a queue name and a
 * JSON payload, so any process of the deployment may run it, a job outlives the process that sent it,
 * and a failing one is retried up to its queue's limit. What a queue does is code: `defineQueue`, called
 * when its module is loaded, which every process does alike.
 */

export interface JobLog {
  error(obj: unknown, msg?: string): void;
  info?(obj: unknown, msg?: string): void;
}

export interface JobContext {
  /** The database of the app whose worker runs the job. */
  db: Db;
  config: AppConfig;
  log: JobLog;
  /** Aborted when the process stops (app close): a long job saves where it is and hands itself back. */
  signal: AbortSignal;
}

export type JobHandler<D> = (data: D, ctx: JobContext) => Promise<void>;

export interface QueueOptions {
  /** Retries after the first run fails (throws or outlives expireInSeconds). */
  retryLimit: number;
  /** Seconds before a retry (doubled each time: retryBackoff). */
  retryDelay: number;
  /** A run longer than this counts as failed (its process died): it is retried. */
  expireInSeconds: number;
}

interface QueueDefinition {
  name: string;
  options: QueueOptions;
  handler: JobHandler<Record<string, unknown>>;
  /**
   * A scheduled queue: its cron (UTC) for this configuration, or null for never. pg-boss keeps the
   * schedule in the database and sends each slot's job once, whichever process's clock sees it first;
   * one worker runs it — with several processes the work runs once.
   */
  cron?: (config: AppConfig) => string | null;
}

const definitions = new Map<string, QueueDefinition>();

/** Declares a queue and what its jobs do; at module load, before any app starts its queue. */
export function defineQueue<D extends Record<string, unknown>>(
  name: string,
  options: QueueOptions & { cron?: QueueDefinition['cron'] },
  handler: JobHandler<D>,
): { name: string } {
  const { cron, ...queueOptions } = options;
  definitions.set(name, {
    name,
    options: queueOptions,
    handler: handler as JobHandler<Record<string, unknown>>,
    ...(cron ? { cron } : {}),
  });
  return { name };
}

/** Every N minutes as a cron: minutes under an hour, else whole hours (rounded), at minute 0. */
export function everyMinutesCron(minutes: number): string | null {
  if (!(minutes > 0)) return null;
  if (minutes < 60) return `*/${Math.max(1, Math.round(minutes))} * * * *`;
  return `0 */${Math.min(23, Math.max(1, Math.round(minutes / 60)))} * * *`;
}

export interface JobQueue {
  readonly mode: JobQueueMode;
  /**
   * Queues a job. `done` settles when it has ended, only in mode 'off' (the job runs in this process);
   * with pg-boss any process may run it and `done` is null.
   */
  send(queue: { name: string }, data: Record<string, unknown>): Promise<{ done: Promise<void> | null }>;
  /** Waits for the jobs this process runs. */
  drain(): Promise<void>;
  /** Stops taking jobs and waits for the running ones (app close). */
  stop(): Promise<void>;
}

const queues = new WeakMap<Db, JobQueue>();

/**
 * Told of every job a worker of this process has ended, however it ended, with the database it ran on
 * (tests wait for it: the app's own signal, not a delay).
 */
export const onJobEnd = new Set<(queue: string, data: Record<string, unknown>, db: Db) => void>();

/**
 * The queue of the app running on `db`; a handle no app started a queue for (a benchmark, a test calling
 * a service directly) gets an in-process one, as JOB_QUEUE=off.
 */
export function queueFor(db: Db, log: JobLog = silent): JobQueue {
  let queue = queues.get(db);
  if (!queue) {
    queue = inProcessQueue(db, configFromEnv({}), log);
    queues.set(db, queue);
  }
  return queue;
}

const silent: JobLog = { error: () => undefined };

/** The schema pg-boss keeps its tables in, beside the app's own (never touched by the app's migrations). */
export const QUEUE_SCHEMA = 'pgboss';

/**
 * Starts the app's queue: 'work' runs pg-boss with a worker per queue (and its maintenance), 'send'
 * only queues jobs for other processes, 'off' runs every job in this process without pg-boss.
 */
export async function startQueue(database: Database, config: AppConfig, log: JobLog): Promise<JobQueue> {
  const mode = config.jobQueue;
  const queue =
    mode === 'off' ? inProcessQueue(database.db, config, log) : await bossQueue(database, config, mode, log);
  queues.set(database.db, queue);
  return queue;
}

/** In-process jobs are waited for at close, never stopped halfway. */
const never = new AbortController().signal;

/** Jobs running in this process without pg-boss, whichever app sent them. */
const running = new Set<Promise<void>>();

/** Waits for every job running in this process without pg-boss (tests that import, then read). */
export function drainInProcessJobs(): Promise<void> {
  return Promise.all([...running]).then(() => undefined);
}

function inProcessQueue(db: Db, config: AppConfig, log: JobLog): JobQueue {
  const mine = new Set<Promise<void>>();
  const run = async (def: QueueDefinition, data: Record<string, unknown>) => {
    // The queue's retries, at once: nothing else would run the job later.
    for (let attempt = 0; attempt <= def.options.retryLimit; attempt++) {
      try {
        await def.handler(data, { db, config, log, signal: never });
        break;
      } catch (err) {
        log.error({ err, queue: def.name }, 'job failed');
      }
    }
    for (const listener of onJobEnd) listener(def.name, data, db);
  };
  return {
    mode: 'off',
    async send(queue, data) {
      const def = definition(queue.name);
      const done = yieldToLoop()
        .then(() => run(def, data))
        .finally(() => {
          running.delete(done);
          mine.delete(done);
        });
      running.add(done);
      mine.add(done);
      return { done };
    },
    drain: () => Promise.all([...mine]).then(() => undefined),
    async stop() {
      await Promise.all([...mine]);
    },
  };
}

function definition(name: string): QueueDefinition {
  const def = definitions.get(name);
  if (!def) throw new Error(`queue ${name} is not defined (defineQueue)`);
  return def;
}

async function bossQueue(
  database: Database,
  config: AppConfig,
  mode: 'work' | 'send',
  log: JobLog,
): Promise<JobQueue> {
  const boss = new PgBoss({
    // The app's pool: no second pool per process, and the embedded database works as an external one.
    db: { executeSql: (text, values) => database.pool.query(text, values) },
    schema: QUEUE_SCHEMA,
    // Maintenance (expiring dead runs, archiving) and cron only where jobs are worked.
    supervise: mode === 'work',
    schedule: mode === 'work',
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  const stopping = new AbortController();
  const workers = new Map<string, string>();
  for (const def of definitions.values()) {
    await boss.createQueue(def.name, { name: def.name, ...def.options, retryBackoff: true });
    if (mode !== 'work') continue;
    if (def.cron) {
      // Stored in the database (an upsert): every working process saying it again changes nothing.
      const cron = def.cron(config);
      if (cron) await boss.schedule(def.name, cron, {}, { tz: 'UTC' });
      else await boss.unschedule(def.name);
    }
    const workerId = await boss.work<Record<string, unknown>>(def.name, { batchSize: 1 }, async (jobs) => {
      for (const job of jobs) {
        try {
          await def.handler(job.data, { db: database.db, config, log, signal: stopping.signal });
        } finally {
          for (const listener of onJobEnd) listener(def.name, job.data, database.db);
        }
      }
    });
    workers.set(def.name, workerId);
  }
  let stopped: Promise<void> | undefined;
  return {
    mode,
    async send(queue, data) {
      definition(queue.name);
      await boss.send(queue.name, data);
      // This process's own worker looks at once instead of at its next poll (2 s): a single process
      // answers an import as fast as before; with several, whichever fetches first takes it.
      const worker = workers.get(queue.name);
      if (worker && !stopping.signal.aborted) boss.notifyWorker(worker);
      return { done: null };
    },
    drain: async () => undefined,
    stop() {
      // Waits for running jobs (up to 30 s), then fails what is left so another process retries it;
      // the pool is the app's and closes after.
      stopping.abort();
      stopped ??= boss.stop({ graceful: true, close: false, wait: true, timeout: 30_000 });
      return stopped;
    },
  };
}
