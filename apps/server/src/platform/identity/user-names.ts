import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { appUser } from './account.table';

/** The display names of the given accounts (null ids skipped), for lists that show who acted. */
export async function userNames(db: DbOrTx, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((i): i is number => i !== null))];
  if (wanted.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: appUser.id, name: appUser.name })
    .from(appUser)
    .where(inArray(appUser.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}
