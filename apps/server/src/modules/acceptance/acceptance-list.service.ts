import {
  type AcceptanceItem,
  type AcceptanceListQuery,
  type FlowActionItem,
  gb50300Name,
  type Language,
  minimumSampleSize,
  type Page,
} from '@zhuji/shared';
import { and, count, desc, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import { flowInstance, trailOf } from '../../platform/flow';
import { appUser, gb50300Item } from '../../platform/identity';
import { acceptanceMessage } from './acceptance.messages';
import { acceptance } from './acceptance.table';
import type { AcceptanceRow } from './acceptance-common';

const columns = {
  row: acceptance,
  codeName: gb50300Item.name,
  applicantName: appUser.name,
  flowVersion: flowInstance.version,
};

/** A row as the list answers it; the sub-item's name in the caller's language (the catalogue's, issue 22). */
const toItem =
  (lang: Language) =>
  (r: {
    row: AcceptanceRow;
    codeName: string | null;
    applicantName: string | null;
    flowVersion: number | null;
  }): AcceptanceItem => {
    const x = r.row;
    return {
      id: x.id,
      projectId: x.projectId,
      level: x.level,
      code: x.code,
      codeName: gb50300Name(x.code, lang) ?? r.codeName ?? x.code,
      lotNo: x.lotNo,
      location: x.location,
      lotSize: x.lotSize,
      sampleSize: x.sampleSize,
      minSampleSize: x.lotSize === null ? null : minimumSampleSize(x.lotSize),
      mainItems: x.mainItems,
      generalItems: x.generalItems,
      recordsComplete: x.recordsComplete,
      testReportIds: x.testReportIds,
      failures: x.failures,
      status: x.status,
      rejectReason: x.rejectReason,
      applicantId: x.applicantId,
      applicantName: r.applicantName,
      flowInstanceId: x.flowInstanceId,
      flowVersion: r.flowVersion,
      rectificationId: x.rectificationId,
      acceptedAt: x.acceptedAt?.toISOString() ?? null,
      createdAt: x.createdAt.toISOString(),
      updatedAt: x.updatedAt.toISOString(),
    };
  };

const baseQuery = (db: DbOrTx) =>
  db
    .select(columns)
    .from(acceptance)
    .leftJoin(gb50300Item, eq(gb50300Item.code, acceptance.code))
    .leftJoin(appUser, eq(appUser.id, acceptance.applicantId))
    .leftJoin(flowInstance, eq(flowInstance.id, acceptance.flowInstanceId));

function listWhere(q: Omit<AcceptanceListQuery, 'page' | 'limit'>) {
  const filters: SQL[] = [eq(acceptance.projectId, q.proId)];
  if (q.level) filters.push(eq(acceptance.level, q.level));
  if (q.status) filters.push(eq(acceptance.status, q.status));
  if (q.code) filters.push(eq(acceptance.code, q.code));
  if (q.keyword) {
    const like = `%${q.keyword.replace(/[%_\\]/g, '\\$&')}%`;
    filters.push(or(ilike(acceptance.lotNo, like), ilike(acceptance.location, like)) as SQL);
  }
  return and(...filters);
}

export async function listAcceptances(
  db: DbOrTx,
  q: AcceptanceListQuery,
  lang: Language,
): Promise<Page<AcceptanceItem>> {
  const where = listWhere(q);
  const [rows, [total]] = await Promise.all([
    baseQuery(db)
      .where(where)
      .orderBy(desc(acceptance.updatedAt), desc(acceptance.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(acceptance).where(where),
  ]);
  return { total: total?.n ?? 0, page: q.page, limit: q.limit, list: rows.map(toItem(lang)) };
}

export async function allAcceptances(
  db: DbOrTx,
  q: Omit<AcceptanceListQuery, 'page' | 'limit'>,
  lang: Language,
) {
  const rows = await baseQuery(db)
    .where(and(listWhere(q), ne(acceptance.level, 'division')))
    .orderBy(desc(acceptance.updatedAt), desc(acceptance.id))
    .limit(10000);
  return rows.map(toItem(lang));
}

export async function acceptanceDetail(
  db: DbOrTx,
  id: number,
  lang: Language,
): Promise<AcceptanceItem & { trail: FlowActionItem[] }> {
  const [row] = await baseQuery(db).where(eq(acceptance.id, id));
  if (!row) throw new AppError(acceptanceMessage('notFound', lang), 404, 404);
  const type =
    row.row.level === 'lot' ? 'inspection-lot' : row.row.level === 'subitem' ? 'sub-item' : 'division';
  return { ...toItem(lang)(row), trail: await trailOf(db, type, id, lang) };
}
