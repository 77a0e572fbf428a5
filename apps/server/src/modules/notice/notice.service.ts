import type { NoticeDetail, NoticeItem, NoticeListQuery, Page } from '@zhuji/shared';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import { publicNotice } from './notice.table';

const listColumns = {
  id: publicNotice.id,
  title: publicNotice.title,
  category: publicNotice.category,
  publisher: publicNotice.publisher,
  publishedAt: publicNotice.publishedAt,
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listNotices(db: DbOrTx, q: NoticeListQuery): Promise<Page<NoticeItem>> {
  const filters: SQL[] = [];
  if (q.keyword) {
    const pattern = `%${escapeLike(q.keyword)}%`;
    filters.push(or(ilike(publicNotice.title, pattern), ilike(publicNotice.publisher, pattern)) as SQL);
  }
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(publicNotice)
      .where(where)
      .orderBy(desc(publicNotice.publishedAt), desc(publicNotice.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(publicNotice).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    page: q.page,
    limit: q.limit,
    list: rows.map((r) => ({ ...r, publishedAt: r.publishedAt.toISOString() })),
  };
}

export async function getNotice(db: DbOrTx, id: number, notFoundMessage: string): Promise<NoticeDetail> {
  const [row] = await db.select().from(publicNotice).where(eq(publicNotice.id, id));
  if (!row) throw new AppError(notFoundMessage, 404, 404);
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    publisher: row.publisher,
    content: row.content,
    publishedAt: row.publishedAt.toISOString(),
  };
}
