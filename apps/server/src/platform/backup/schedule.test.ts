import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../../config';
import { backupDirOf } from './backup';
import { backupScheduleFrom, msUntil, pruneBackups } from './schedule';

describe('daily backup schedule', () => {
  it('when BACKUP_DIR is absolute it is used as is, relative it is read from the working folder, unset it is DATA_DIR/backups', () => {
    const config = { ...configFromEnv({}), dataDir: '/srv/zhuji' };
    expect(backupDirOf(config, { BACKUP_DIR: '/mnt/backups' })).toBe('/mnt/backups');
    expect(backupDirOf(config, { BACKUP_DIR: 'backups' })).toBe(join(process.cwd(), 'backups'));
    expect(backupDirOf(config, {})).toBe('/srv/zhuji/backups');
  });

  it('when BACKUP_KEEP_DAYS is unset or 0, then there is no schedule; when set, 03:00 unless BACKUP_AT says otherwise', () => {
    expect(backupScheduleFrom({})).toBeNull();
    expect(backupScheduleFrom({ BACKUP_KEEP_DAYS: '0' })).toBeNull();
    expect(backupScheduleFrom({ BACKUP_KEEP_DAYS: '14' })).toEqual({ keepDays: 14, atMinute: 180 });
    expect(backupScheduleFrom({ BACKUP_KEEP_DAYS: '7', BACKUP_AT: '23:30' })).toEqual({
      keepDays: 7,
      atMinute: 1410,
    });
    expect(() => backupScheduleFrom({ BACKUP_KEEP_DAYS: 'a week' })).toThrow(/BACKUP_KEEP_DAYS/);
    expect(() => backupScheduleFrom({ BACKUP_KEEP_DAYS: '7', BACKUP_AT: '3am' })).toThrow(/BACKUP_AT/);
  });

  it('when it is 02:00 in Shanghai, then 03:00 is one hour away; at 04:00, 23 hours', () => {
    expect(msUntil(180, 'Asia/Shanghai', new Date('2026-11-26T18:00:00Z'))).toBe(3600_000);
    expect(msUntil(180, 'Asia/Shanghai', new Date('2026-11-26T20:00:00Z'))).toBe(23 * 3600_000);
  });

  it('when archives are older than the retention, then only they and stale leftovers are removed', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'zhuji-prune-'));
    try {
      const now = Date.now();
      const make = async (name: string, ageDays: number) => {
        await writeFile(join(dir, name), 'x');
        const t = new Date(now - ageDays * 86_400_000);
        await utimes(join(dir, name), t, t);
      };
      await make('zhuji-backup-20261101-030000Z.tar.gz', 20);
      await make('zhuji-backup-20261120-030000Z.tar.gz', 6);
      await make('zhuji-backup-20261119-030000Z.tar.gz.part', 2);
      await make('my-notes.txt', 100);
      expect(await pruneBackups(dir, 7, now)).toBe(2);
      expect((await readdir(dir)).sort()).toEqual(['my-notes.txt', 'zhuji-backup-20261120-030000Z.tar.gz']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
