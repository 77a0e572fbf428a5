import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabase } from '../../../test/per-file-db';
import { AUDIT_RETENTION_MIN_DAYS, configFromEnv } from '../../config';
import { auditLog } from './audit.table';
import { pruneAuditLog } from './retention';

const at = (iso: string) => new Date(iso);

describe('audit log retention', () => {
  it('when pruning runs, then entries older than the retention go and younger ones stay', async () => {
    const { db } = testDatabase();
    const entry = (iso: string, recordId: number) => ({
      at: at(iso),
      userId: 1,
      projectId: null,
      resource: 'building',
      action: 'update',
      recordId,
    });
    await db
      .insert(auditLog)
      .values([
        entry('2026-01-01T00:00:00Z', 1),
        entry('2026-05-31T23:59:59Z', 2),
        entry('2026-06-01T00:00:01Z', 3),
        entry('2026-11-27T00:00:00Z', 4),
      ]);
    // 2026-11-28 minus 180 days is 2026-06-01T00:00:00Z.
    const removed = await pruneAuditLog(db, 180, at('2026-11-28T00:00:00Z'));
    expect(removed).toBe(2);
    const kept = await db
      .select({ recordId: auditLog.recordId })
      .from(auditLog)
      .orderBy(asc(auditLog.recordId));
    expect(kept.map((r) => r.recordId)).toEqual([3, 4]);
  });

  it('when AUDIT_RETENTION_DAYS is unset, then 180; under 180 or not a number, then the server refuses to start', () => {
    expect(configFromEnv({}).auditRetentionDays).toBe(AUDIT_RETENTION_MIN_DAYS);
    expect(configFromEnv({ AUDIT_RETENTION_DAYS: '365' }).auditRetentionDays).toBe(365);
    expect(() => configFromEnv({ AUDIT_RETENTION_DAYS: '90' })).toThrow(/at least 180/);
    expect(() => configFromEnv({ AUDIT_RETENTION_DAYS: 'forever' })).toThrow(/AUDIT_RETENTION_DAYS/);
  });
});
