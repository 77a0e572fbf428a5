import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from '../../config';
import { backupDirOf, runBackup } from './backup';

export interface BackupSchedule {
  /** Days an archive is kept; the schedule is off without it. */
  keepDays: number;
  /** Minutes after midnight, in the business time zone. */
  atMinute: number;
}

/** BACKUP_KEEP_DAYS (1–3650) turns the daily backup on; BACKUP_AT (HH:MM, default 03:00) is its time. */
export function backupScheduleFrom(env: NodeJS.ProcessEnv): BackupSchedule | null {
  const rawDays = env.BACKUP_KEEP_DAYS?.trim();
  if (!rawDays || rawDays === '0') return null;
  const keepDays = Number(rawDays);
  if (!Number.isInteger(keepDays) || keepDays < 1 || keepDays > 3650)
    throw new Error(
      `BACKUP_KEEP_DAYS must be whole days (1–3650), or 0/empty for no scheduled backup; got "${rawDays}"`,
    );
  const rawAt = env.BACKUP_AT?.trim() || '03:00';
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(rawAt);
  if (!match) throw new Error(`BACKUP_AT must be a time HH:MM (24 h, business time zone), got "${rawAt}"`);
  return { keepDays, atMinute: Number(match[1]) * 60 + Number(match[2]) };
}

/** Milliseconds from `now` to the next `atMinute` on the wall clock of `timeZone`. */
export function msUntil(atMinute: number, timeZone: string, now = new Date()): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const nowSeconds = Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second);
  let wait = atMinute * 60 - nowSeconds;
  if (wait <= 0) wait += 24 * 3600;
  return wait * 1000 - now.getMilliseconds();
}

/** Deletes archives (and leftovers of interrupted runs) older than `keepDays`; answers how many. */
export async function pruneBackups(dir: string, keepDays: number, now = Date.now()): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    if (!/^zhuji-backup-.*\.tar\.gz(\.part)?$/.test(name) && !name.startsWith('.staging-')) continue;
    const path = join(dir, name);
    const { mtimeMs } = await stat(path);
    const limit = name.endsWith('.tar.gz') ? keepDays * 86_400_000 : 86_400_000;
    if (now - mtimeMs > limit) {
      await rm(path, { recursive: true, force: true });
      removed++;
    }
  }
  return removed;
}

/**
 * The embedded start's daily backup (off unless BACKUP_KEEP_DAYS is set): at BACKUP_AT each day an
 * archive in BACKUP_DIR, then archives older than the retention are removed. A failed run is logged
 * and tried again the next day. Answers a stop function.
 */
export function scheduleBackups(
  config: AppConfig,
  say: (msg: string) => void,
  env: NodeJS.ProcessEnv = process.env,
): () => void {
  const schedule = backupScheduleFrom(env);
  if (!schedule) return () => undefined;
  const dir = backupDirOf(config, env);
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const plan = () => {
    if (stopped) return;
    timer = setTimeout(run, msUntil(schedule.atMinute, config.businessTimeZone));
    timer.unref();
  };
  const run = async () => {
    try {
      const { archive } = await runBackup(config, () => undefined, env);
      const removed = await pruneBackups(dir, schedule.keepDays);
      say(
        `daily backup written: ${archive}${removed ? ` (${removed} older than ${schedule.keepDays} days removed)` : ''}`,
      );
    } catch (e) {
      say(`daily backup FAILED: ${(e as Error).message}`);
    }
    plan();
  };
  plan();
  say(
    `daily backup at ${env.BACKUP_AT?.trim() || '03:00'} (${config.businessTimeZone}) into ${dir}, kept ${schedule.keepDays} days`,
  );
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
