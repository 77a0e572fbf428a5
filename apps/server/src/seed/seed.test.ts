import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabase } from '../../test/per-file-db';
import { publicNotice } from '../modules/notice/notice.table';
import { seedDemoData } from '.';
import { DEMO_NOTICES } from './notices';

describe('demo data', () => {
  it('when seeded twice, then the second run changes nothing', async () => {
    const { db } = testDatabase();
    expect(await seedDemoData(db)).toBe(true);
    expect(await seedDemoData(db)).toBe(false);
    const [row] = await db.select({ n: count() }).from(publicNotice);
    expect(row?.n).toBe(DEMO_NOTICES.length);
  });

  it('when two starts seed at once, then the data is seeded exactly once', async () => {
    const { db } = testDatabase();
    await db.execute(
      sql`truncate public_notice, system_meta, company, app_user, project, project_member, role, menu, role_menu`,
    );
    const results = await Promise.all([seedDemoData(db), seedDemoData(db), seedDemoData(db)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const [row] = await db.select({ n: count() }).from(publicNotice);
    expect(row?.n).toBe(DEMO_NOTICES.length);
  });
});
