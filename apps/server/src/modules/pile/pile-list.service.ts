import {
  endOfBusinessDay,
  judgePileRecord,
  type Language,
  PILE_GRID_MAX,
  type PileAbnormalItem,
  type PileDetail,
  type PileItem,
  type PileListQuery,
  type PileStatistics,
  type PileStatus,
  type PileType,
  startOfBusinessDay,
} from '@zhuji/shared';
import { and, asc, count, desc, eq, gt, gte, ilike, lt, type SQL, sql } from 'drizzle-orm';
import { fieldError } from '../../platform/access';
import type { DbOrTx } from '../../platform/db/client';
import { listTotal, pagerTotal } from '../../platform/db/count';
import { AppError } from '../../platform/envelope';
import { t } from '../../platform/i18n';
import { appUser } from '../../platform/identity';
import { pileMessage } from './pile.messages';
import { pile, pileAbnormal, pileAmendment, pileGroup } from './pile.table';
import { designOf, type GroupRow, groupItem, iso, loadGroup, loadPile, type PileRow } from './pile-common';

// ---- list, statistics, detail ---------------------------------------------------------------

function filtersOf(q: Omit<PileListQuery, 'page' | 'limit'>): SQL[] {
  const where: SQL[] = [eq(pile.projectId, q.proId)];
  if (q.status) where.push(eq(pile.status, q.status));
  if (q.groupId) where.push(eq(pile.groupId, q.groupId));
  if (q.pileType)
    where.push(sql`${pile.groupId} in (select id from pile_group where pile_type = ${q.pileType})`);
  if (q.machineNo) where.push(eq(pile.machineNo, q.machineNo));
  if (q.dateFrom) where.push(gte(pile.finishedAt, startOfBusinessDay(q.dateFrom)));
  if (q.dateTo) where.push(lt(pile.finishedAt, endOfBusinessDay(q.dateTo)));
  if (q.abnormalOnly) where.push(eq(pile.abnormal, true));
  if (q.keyword) where.push(ilike(pile.pileNo, `%${q.keyword.replace(/[\\%_]/g, '\\$&')}%`));
  return where;
}

const listColumns = {
  id: pile.id,
  projectId: pile.projectId,
  groupId: pile.groupId,
  groupName: pileGroup.name,
  pileType: pileGroup.pileType,
  pileNo: pile.pileNo,
  noPrefix: pile.noPrefix,
  noSeq: pile.noSeq,
  status: pile.status,
  machineNo: pile.machineNo,
  crew: pile.crew,
  startedAt: pile.startedAt,
  finishedAt: pile.finishedAt,
  fillingCoefficient: pile.fillingCoefficient,
  abnormal: pile.abnormal,
  failed: pile.failed,
  confirmedAt: pile.confirmedAt,
  confirmedByName: appUser.name,
};

type ListRow = {
  [K in keyof typeof listColumns]: unknown;
};

const toItem = (r: ListRow): PileItem => ({
  id: r.id as number,
  projectId: r.projectId as number,
  groupId: r.groupId as number,
  groupName: r.groupName as string,
  pileType: r.pileType as PileType,
  pileNo: r.pileNo as string,
  status: r.status as PileStatus,
  machineNo: (r.machineNo as string | null) ?? null,
  crew: (r.crew as string | null) ?? null,
  startedAt: iso(r.startedAt as Date | null),
  finishedAt: iso(r.finishedAt as Date | null),
  fillingCoefficient: (r.fillingCoefficient as string | null) ?? null,
  abnormal: r.abnormal as boolean,
  failed: (r.failed as string[]) ?? [],
  confirmedAt: iso(r.confirmedAt as Date | null),
  confirmedByName: (r.confirmedByName as string | null) ?? null,
});

/** Orders by pile number the way a site reads it ('ZH2' before 'ZH10'), on an index. */
export const naturalOrder = [asc(pile.noPrefix), asc(pile.noSeq), asc(pile.id)];

const baseSelect = (db: DbOrTx) =>
  db
    .select(listColumns)
    .from(pile)
    .innerJoin(pileGroup, eq(pileGroup.id, pile.groupId))
    .leftJoin(appUser, eq(appUser.id, pile.confirmedBy));

export const listQuery = (db: DbOrTx, q: Omit<PileListQuery, 'page' | 'limit'>) =>
  baseSelect(db).where(and(...filtersOf(q)));

/** The export's rows in batches, keyset-paged by id so a large project never sits in memory. */
export async function* exportBatches(db: DbOrTx, q: Omit<PileListQuery, 'page' | 'limit'>) {
  let after = 0;
  for (;;) {
    const rows = await baseSelect(db)
      .where(and(...filtersOf(q), gt(pile.id, after)))
      .orderBy(asc(pile.id))
      .limit(2000);
    if (rows.length === 0) return;
    after = Number(rows[rows.length - 1]?.id);
    yield rows.map(toItem);
    if (rows.length < 2000) return;
  }
}

/** A list cursor: the last pile's place in number order (prefix, number, id), base64url JSON. */
type Cursor = [prefix: string, seq: number | null, id: number];
const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString('base64url');
function decodeCursor(text: string, lang: Language): Cursor {
  try {
    const c = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(c) &&
      c.length === 3 &&
      typeof c[0] === 'string' &&
      (c[1] === null || Number.isSafeInteger(c[1])) &&
      Number.isSafeInteger(c[2])
    )
      return c as Cursor;
  } catch {
    // falls through to the 422
  }
  throw fieldError('cursor', pileMessage('cursor', lang), lang);
}

/**
 * The piles after a cursor in natural order. (prefix, seq, id) > cursor is a range on the list
 * indexes; piles without a number (seq null) sort last within their prefix, where a row comparison
 * with null is unknown, so they are added explicitly.
 */
function afterCursor([prefix, seq, id]: Cursor): SQL {
  return seq === null
    ? sql`(${pile.noPrefix} > ${prefix} or (${pile.noPrefix} = ${prefix} and ${pile.noSeq} is null and ${pile.id} > ${id}))`
    : sql`((${pile.noPrefix}, ${pile.noSeq}, ${pile.id}) > (${prefix}, ${seq}::bigint, ${id}::bigint) or (${pile.noPrefix} = ${prefix} and ${pile.noSeq} is null))`;
}

/** The statement of one list page: keyset after q.cursor when given, else offset (the bench runs it bare). */
export function pileListPageQuery(db: DbOrTx, q: PileListQuery, lang: Language = 'zh') {
  const filters = filtersOf(q);
  const cursor = q.cursor ? decodeCursor(q.cursor, lang) : null;
  return cursor
    ? baseSelect(db)
        .where(and(...filters, afterCursor(cursor)))
        .orderBy(...naturalOrder)
        .limit(q.limit)
    : listQuery(db, q)
        .orderBy(...naturalOrder)
        .limit(q.limit)
        .offset((q.page - 1) * q.limit);
}

export async function listPiles(db: DbOrTx, q: PileListQuery, lang: Language = 'zh') {
  const filters = filtersOf(q);
  const page = pileListPageQuery(db, q, lang);
  // Exact while cheap, else the planner's estimate (db/count.ts): a million-pile project pays no count(*).
  const [list, counted] = await Promise.all([
    page,
    listTotal(
      db,
      db
        .select({ id: pile.id })
        .from(pile)
        .where(and(...filters)),
    ),
  ]);
  const last = list.length === q.limit ? list[list.length - 1] : undefined;
  return {
    total: pagerTotal(counted, q.page, q.limit, list.length),
    totalExact: counted.totalExact,
    page: q.page,
    limit: q.limit,
    list: list.map(toItem),
    nextCursor: last
      ? encodeCursor([last.noPrefix as string, (last.noSeq as number | null) ?? null, last.id as number])
      : null,
  };
}

export async function grid(db: DbOrTx, projectId: number) {
  const [list, [total]] = await Promise.all([
    db
      .select({
        id: pile.id,
        pileNo: pile.pileNo,
        groupId: pile.groupId,
        status: pile.status,
        abnormal: pile.abnormal,
      })
      .from(pile)
      .where(eq(pile.projectId, projectId))
      .orderBy(...naturalOrder)
      .limit(PILE_GRID_MAX),
    db.select({ n: count() }).from(pile).where(eq(pile.projectId, projectId)),
  ]);
  return { total: total?.n ?? 0, list: list.map((p) => ({ ...p, status: p.status as PileStatus })) };
}

export async function statistics(db: DbOrTx, projectId: number): Promise<PileStatistics> {
  const rows = await db
    .select({
      status: pile.status,
      n: count(),
      abnormal: sql<number>`count(*) filter (where ${pile.abnormal})::int`,
    })
    .from(pile)
    .where(eq(pile.projectId, projectId))
    .groupBy(pile.status);
  const byStatus = { notStarted: 0, inConstruction: 0, recorded: 0, confirmed: 0, accepted: 0 } as Record<
    PileStatus,
    number
  >;
  for (const r of rows) byStatus[r.status as PileStatus] = r.n;
  return {
    total: rows.reduce((s, r) => s + r.n, 0),
    byStatus,
    abnormal: rows.reduce((s, r) => s + r.abnormal, 0),
  };
}

export const abnormalItem = (r: typeof pileAbnormal.$inferSelect, pileNo: string): PileAbnormalItem => ({
  id: r.id,
  projectId: r.projectId,
  pileId: r.pileId,
  pileNo,
  kind: r.kind,
  items: r.items,
  description: r.description,
  source: r.source as 'auto' | 'manual',
  status: r.status as 'open' | 'sent' | 'closed',
  rectificationId: r.rectificationId,
  createdAt: r.createdAt.toISOString(),
});

export function judgementOf(group: GroupRow, row: Pick<PileRow, 'values' | 'joints'>) {
  return judgePileRecord({
    type: group.pileType as PileType,
    design: designOf(group),
    values: row.values,
    joints: row.joints,
  });
}

export async function detail(db: DbOrTx, id: number, lang: Language): Promise<PileDetail> {
  const [row] = await baseSelect(db).where(eq(pile.id, id)).limit(1);
  if (!row) throw new AppError(t('recordNotFound', lang), 404, 404);
  const p = await loadPile(db, id, lang);
  const group = await loadGroup(db, p.groupId, lang);
  const [abnormals, amendments] = await Promise.all([
    db.select().from(pileAbnormal).where(eq(pileAbnormal.pileId, id)).orderBy(desc(pileAbnormal.id)),
    db
      .select({ a: pileAmendment, userName: appUser.name })
      .from(pileAmendment)
      .leftJoin(appUser, eq(appUser.id, pileAmendment.userId))
      .where(eq(pileAmendment.pileId, id))
      .orderBy(desc(pileAmendment.id)),
  ]);
  const judgement = judgementOf(group, p).items.map((i) => ({
    key: i.key,
    class: i.class,
    unit: i.unit,
    status: i.status,
    measured: i.measured,
    min: i.limit?.min ?? null,
    max: i.limit?.max ?? null,
    clause: i.clause,
  }));
  return {
    ...toItem(row),
    group: groupItem(group),
    values: p.values,
    joints: p.joints,
    segments: p.segments,
    photos: p.photos,
    judgement,
    abnormals: abnormals.map((a) => abnormalItem(a, p.pileNo)),
    amendments: amendments.map((a) => ({
      id: a.a.id,
      reason: a.a.reason,
      userName: a.userName ?? '',
      createdAt: a.a.createdAt.toISOString(),
      before: a.a.before,
      after: a.a.after,
    })),
  };
}
