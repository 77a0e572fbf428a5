import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabase } from '../../test/per-file-db';
import { publicNotice } from '../modules/notice';
import { vipInterest } from '../platform/identity/project.table';
import { menu, roleMenu } from '../platform/identity/role.table';
import { seedCatalogue, seedDemoData } from '.';
import { DEMO_NOTICES } from './notices';
import { SEED_VIP_INTERESTS } from './project-core';

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

  it('when a release adds a menu, then an existing database gains it with role actions on the next start', async () => {
    const { db } = testDatabase();
    await seedDemoData(db);
    await db.delete(menu).where(eq(menu.name, 'ProjectBuilding'));
    await db.transaction((tx) => seedCatalogue(tx));
    const [added] = await db.select().from(menu).where(eq(menu.name, 'ProjectBuilding'));
    expect(added).toBeDefined();
    const grants = await db.select().from(roleMenu).where(eq(roleMenu.menuId, added!.id));
    expect(grants.length).toBeGreaterThan(10);
    // Running it again changes nothing.
    await db.transaction((tx) => seedCatalogue(tx));
    expect(await db.select().from(menu).where(eq(menu.name, 'ProjectBuilding'))).toHaveLength(1);
  });

  it('when the catalogue syncs at a start, then missing VIP interests are added and adjusted ones kept', async () => {
    const { db } = testDatabase();
    await db.transaction((tx) => seedCatalogue(tx));
    await db.update(vipInterest).set({ name: '桩基数字化记录（旗舰版）' }).where(eq(vipInterest.id, 1));
    await db.delete(vipInterest).where(eq(vipInterest.id, 5));
    await db.transaction((tx) => seedCatalogue(tx));
    const rows = await db.select().from(vipInterest).orderBy(vipInterest.id);
    expect(rows.map((r) => r.id)).toEqual(SEED_VIP_INTERESTS.map((v) => v.id));
    expect(rows[0]?.name).toBe('桩基数字化记录（旗舰版）');
  });
});
