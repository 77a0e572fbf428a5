import { eq } from 'drizzle-orm';
import { publicNotice } from '../modules/notice/notice.table';
import type { Db } from '../platform/db/client';
import { systemMeta } from '../platform/db/meta.table';
import { DEMO_NOTICES } from './notices';

/** Bumped when the demo data set changes; a database seeded with an older version is left alone. */
export const SEED_VERSION = 1;

/** Demo accounts printed by `npm start`; the identity module adds them. */
export const DEMO_ACCOUNTS: { account: string; password: string; role: string }[] = [];

/** Seeds the demo data set once, in one transaction: a second start keeps the data as it is. */
export async function seedDemoData(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Serialise concurrent starts against one external database.
    await tx.execute('select pg_advisory_xact_lock(727001)');
    const [done] = await tx.select().from(systemMeta).where(eq(systemMeta.key, 'seed'));
    if (done) return false;
    await tx
      .insert(publicNotice)
      .values(DEMO_NOTICES.map((n) => ({ ...n, publishedAt: new Date(n.publishedAt) })));
    await tx
      .insert(systemMeta)
      .values({ key: 'seed', value: { version: SEED_VERSION, at: new Date().toISOString() } });
    return true;
  });
}
