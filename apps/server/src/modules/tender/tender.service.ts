import type { Tender } from '@zhuji/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { tender } from './tender.table';

/** The project's tender record, or null: the start-up check then asks for it to be registered. */
export async function tenderDetail(db: DbOrTx, projectId: number): Promise<Tender | null> {
  const [row] = await db.select().from(tender).where(eq(tender.projectId, projectId));
  if (!row) return null;
  return {
    id: row.id,
    projectId: row.projectId,
    tenderMode: row.tenderMode,
    winningUnit: row.winningUnit,
    bidMoney: row.bidMoney,
    bidDate: row.bidDate,
    announcementNo: row.announcementNo,
    createdAt: row.createdAt.toISOString(),
  };
}
