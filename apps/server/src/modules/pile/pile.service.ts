import {
  COMPANY_TYPE,
  endOfBusinessDay,
  fillingCoefficientOf,
  judgePileRecord,
  type KitAction,
  type Language,
  PILE_GRID_MAX,
  PILE_RECORD_FIELDS,
  PILE_SUB_ITEM_CODE,
  type PileAbnormalItem,
  type PileAmend,
  type PileArrangement,
  type PileDesign,
  type PileDetail,
  type PileGroupItem,
  type PileGroupSave,
  type PileItem,
  type PileListQuery,
  type PileNumberConfig,
  type PileNumberPreview,
  type PileRecordSave,
  type PileStatistics,
  type PileStatus,
  type PileType,
  previewPileNumbers,
  splitPileNo,
  startOfBusinessDay,
} from '@zhuji/shared';
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { assertAction, fieldError, loadProject, memberRoleIds } from '../../platform/access';
import { type AuditActor, recordAudit } from '../../platform/audit/audit';
import type { SessionUser } from '../../platform/auth/session';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import { t } from '../../platform/i18n';
import { appUser, role } from '../../platform/identity';
import { createRectification } from '../../platform/rectification';
import { storedFile } from '../../platform/storage/stored-file.table';
import { ABNORMAL_KIND_LABELS, pileMessage } from './pile.messages';
import { pile, pileAbnormal, pileAmendment, pileGroup } from './pile.table';

/** The menu whose role_menu actions guard every pile call. */
export const PILE_MENU = 'PileConstruction';

type GroupRow = typeof pileGroup.$inferSelect;
type PileRow = typeof pile.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Membership of the project and the action on the pile menu (403 otherwise). */
export const guard = (db: DbOrTx, user: SessionUser, projectId: number, action: KitAction, lang: Language) =>
  assertAction(db, user, projectId, PILE_MENU, action, lang);

export async function loadGroup(db: DbOrTx, id: number, lang: Language): Promise<GroupRow> {
  const [row] = await db.select().from(pileGroup).where(eq(pileGroup.id, id));
  if (!row) throw new AppError(t('recordNotFound', lang), 404, 404);
  return row;
}

export async function loadPile(db: DbOrTx, id: number, lang: Language, lock = false): Promise<PileRow> {
  const q = db.select().from(pile).where(eq(pile.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw new AppError(t('recordNotFound', lang), 404, 404);
  return row;
}

export function groupItem(row: GroupRow, pileCount = 0): PileGroupItem {
  return {
    id: row.id,
    projectId: row.projectId,
    name: row.name,
    pileType: row.pileType as PileType,
    subItemCode: row.subItemCode,
    diameterMm: row.diameterMm,
    designLength: row.designLength,
    cageDiameter: row.cageDiameter,
    cageLengthM: row.cageLengthM,
    mainBarSpacingMm: row.mainBarSpacingMm,
    stirrupSpacingMm: row.stirrupSpacingMm,
    strengthGrade: row.strengthGrade,
    pileTopElevation: row.pileTopElevation,
    bearing: (row.bearing as 'end' | 'friction' | null) ?? null,
    sedimentMm: row.sedimentMm,
    cementContentKgPerM: row.cementContentKgPerM,
    waterCementRatio: row.waterCementRatio,
    liftSpeed: row.liftSpeed,
    sinkSpeed: row.sinkSpeed,
    singlePile: row.singlePile,
    gradeA: row.gradeA,
    arrangement: row.arrangement as PileArrangement,
    pileCount,
  };
}

export const designOf = (g: GroupRow): PileDesign => ({
  diameterMm: g.diameterMm,
  designLength: g.designLength,
  cageDiameter: g.cageDiameter,
  cageLengthM: g.cageLengthM,
  mainBarSpacingMm: g.mainBarSpacingMm,
  stirrupSpacingMm: g.stirrupSpacingMm,
  pileTopElevation: g.pileTopElevation,
  bearing: (g.bearing as 'end' | 'friction' | null) ?? null,
  sedimentMm: g.sedimentMm,
  cementContentKgPerM: g.cementContentKgPerM,
  waterCementRatio: g.waterCementRatio,
  liftSpeed: g.liftSpeed,
  sinkSpeed: g.sinkSpeed,
});

// ---- groups ---------------------------------------------------------------------------------

export async function listGroups(db: DbOrTx, projectId: number): Promise<PileGroupItem[]> {
  const rows = await db
    .select({
      g: pileGroup,
      n: sql<number>`(select count(*)::int from pile p where p.group_id = ${pileGroup.id})`,
    })
    .from(pileGroup)
    .where(eq(pileGroup.projectId, projectId))
    .orderBy(asc(pileGroup.id));
  return rows.map((r) => groupItem(r.g, r.n));
}

const blankToNull = (v: string | undefined | null) => (v === undefined ? undefined : v === '' ? null : v);

export async function saveGroup(db: Db, actor: AuditActor, body: PileGroupSave, lang: Language) {
  return db.transaction(async (tx) => {
    const project = await loadProject(tx, body.projectId, lang);
    if (project.parentId === null) throw fieldError('projectId', pileMessage('notSubProject', lang), lang);
    const before = body.id ? await loadGroup(tx, body.id, lang) : null;
    if (before && before.projectId !== body.projectId)
      throw new AppError(t('recordNotFound', lang), 404, 404);
    const [taken] = await tx
      .select({ id: pileGroup.id })
      .from(pileGroup)
      .where(and(eq(pileGroup.projectId, body.projectId), eq(pileGroup.name, body.name)));
    if (taken && taken.id !== body.id) throw fieldError('name', pileMessage('groupNameTaken', lang), lang);
    if (before && before.pileType !== body.pileType) {
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(pile)
        .where(eq(pile.groupId, before.id));
      if (n > 0) throw fieldError('pileType', pileMessage('groupTypeLocked', lang), lang);
    }
    const values = {
      projectId: body.projectId,
      name: body.name,
      pileType: body.pileType,
      subItemCode: PILE_SUB_ITEM_CODE[body.pileType],
      diameterMm: body.diameterMm,
      designLength: blankToNull(body.designLength),
      cageDiameter: blankToNull(body.cageDiameter),
      cageLengthM: blankToNull(body.cageLengthM),
      mainBarSpacingMm: blankToNull(body.mainBarSpacingMm),
      stirrupSpacingMm: blankToNull(body.stirrupSpacingMm),
      strengthGrade: blankToNull(body.strengthGrade),
      pileTopElevation: blankToNull(body.pileTopElevation),
      bearing: body.bearing,
      sedimentMm: blankToNull(body.sedimentMm),
      cementContentKgPerM: blankToNull(body.cementContentKgPerM),
      waterCementRatio: blankToNull(body.waterCementRatio),
      liftSpeed: blankToNull(body.liftSpeed),
      sinkSpeed: blankToNull(body.sinkSpeed),
      singlePile: body.singlePile,
      gradeA: body.gradeA,
      arrangement: body.arrangement,
      updatedAt: new Date(),
    };
    const [row] = before
      ? await tx.update(pileGroup).set(values).where(eq(pileGroup.id, before.id)).returning()
      : await tx.insert(pileGroup).values(values).returning();
    if (!row) throw new Error('pile group not written');
    await recordAudit(tx, actor, [
      {
        projectId: row.projectId,
        resource: 'pileGroup',
        action: before ? 'update' : 'add',
        recordId: row.id,
        before: before ? groupItem(before) : null,
        after: groupItem(row),
      },
    ]);
    return groupItem(row);
  });
}

// ---- pile-number configuration --------------------------------------------------------------

function previewOrThrow(label: string, numbers: string, existing: Set<string>, lang: Language) {
  const r = previewPileNumbers(label, numbers, existing);
  if (r.ok) return r.preview;
  const e = r.error;
  if (e.reason === 'label') throw fieldError('label', pileMessage('label', lang), lang);
  const msg =
    e.reason === 'format'
      ? pileMessage('numbersFormat', lang)
      : e.reason === 'startAfterEnd'
        ? pileMessage('numbersStartAfterEnd', lang, { part: e.part })
        : e.reason === 'spanTooLarge'
          ? pileMessage('numbersSpan', lang, { part: e.part, limit: e.limit })
          : pileMessage('numbersTooMany', lang, { limit: e.limit });
  throw fieldError('numbers', msg, lang);
}

async function existingNumbers(db: DbOrTx, projectId: number): Promise<Set<string>> {
  const rows = await db.select({ no: pile.pileNo }).from(pile).where(eq(pile.projectId, projectId));
  return new Set(rows.map((r) => r.no));
}

export async function previewNumbers(db: DbOrTx, group: GroupRow, body: PileNumberConfig, lang: Language) {
  return previewOrThrow(body.label, body.numbers, await existingNumbers(db, group.projectId), lang);
}

export async function saveNumbers(db: Db, actor: AuditActor, body: PileNumberConfig, lang: Language) {
  return db.transaction(async (tx) => {
    const group = await loadGroup(tx, body.groupId, lang);
    await loadProject(tx, group.projectId, lang, true); // one configuration at a time per project
    const preview: PileNumberPreview = await previewNumbers(tx, group, body, lang);
    if (preview.create.length > 0) {
      for (let i = 0; i < preview.create.length; i += 1000) {
        await tx
          .insert(pile)
          .values(
            preview.create.slice(i, i + 1000).map((pileNo) => {
              const key = splitPileNo(pileNo);
              return {
                projectId: group.projectId,
                groupId: group.id,
                pileNo,
                noPrefix: key.prefix,
                noSeq: key.seq,
              };
            }),
          )
          .onConflictDoNothing();
      }
    }
    await recordAudit(tx, actor, [
      {
        projectId: group.projectId,
        resource: 'pile',
        action: 'numberConfig',
        recordId: group.id,
        after: { label: body.label, numbers: body.numbers, created: preview.create.length },
      },
    ]);
    return { created: preview.create.length, existing: preview.existing.length };
  });
}

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
  const [list, [total]] = await Promise.all([
    page,
    db
      .select({ n: count() })
      .from(pile)
      .where(and(...filters)),
  ]);
  const last = list.length === q.limit ? list[list.length - 1] : undefined;
  return {
    total: total?.n ?? 0,
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

const abnormalItem = (r: typeof pileAbnormal.$inferSelect, pileNo: string): PileAbnormalItem => ({
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

// ---- construction record --------------------------------------------------------------------

type RecordInput = Omit<PileRecordSave, 'complete'>;

/** Keeps only the fields of the pile type (422 naming a foreign one) and drops blanks. */
function cleanValues(type: PileType, values: RecordInput['values'], lang: Language) {
  const allowed = new Set<string>(PILE_RECORD_FIELDS[type]);
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined || v === '') continue;
    if (!allowed.has(k)) throw fieldError(`values.${k}`, pileMessage('wrongField', lang, { field: k }), lang);
    out[k] = v;
  }
  return out;
}

/** Writes the record, judges it and raises (or clears) the automatic abnormal record. */
async function writeRecord(
  tx: DbOrTx,
  actor: AuditActor,
  before: PileRow,
  body: RecordInput,
  status: PileStatus,
  lang: Language,
) {
  const group = await loadGroup(tx, before.groupId, lang);
  const type = group.pileType as PileType;
  const values = cleanValues(type, body.values, lang);
  const joints = type === 'pipe' ? (body.joints ?? before.joints) : [];
  const segments = type === 'pipe' ? (body.segments ?? before.segments) : [];
  const judgement = judgementOf(group, { values, joints });
  const fc = type === 'bored' ? fillingCoefficientOf(values, designOf(group)) : undefined;
  const now = new Date();
  const [row] = await tx
    .update(pile)
    .set({
      values,
      joints,
      segments,
      status,
      machineNo: body.machineNo ?? before.machineNo,
      crew: body.crew ?? before.crew,
      startedAt:
        body.startedAt === undefined ? before.startedAt : body.startedAt ? new Date(body.startedAt) : null,
      finishedAt:
        body.finishedAt === undefined
          ? before.finishedAt
          : body.finishedAt
            ? new Date(body.finishedAt)
            : null,
      fillingCoefficient: fc === undefined ? null : fc.toFixed(3),
      failed: judgement.failed,
      abnormal: judgement.failed.length > 0 || before.abnormal,
      recordedBy: actor.userId,
      recordedAt: status === 'inConstruction' ? before.recordedAt : now,
      updatedAt: now,
    })
    .where(eq(pile.id, before.id))
    .returning();
  if (!row) throw new Error('pile not written');
  // One open automatic abnormal record per pile carries the current failures.
  const [open] = await tx
    .select()
    .from(pileAbnormal)
    .where(
      and(eq(pileAbnormal.pileId, row.id), eq(pileAbnormal.source, 'auto'), eq(pileAbnormal.status, 'open')),
    );
  if (judgement.failed.length > 0) {
    const description = judgement.items
      .filter((i) => i.status === 'fail')
      .map(
        (i) =>
          `${i.key}: ${String(i.measured)} (${i.limit?.min ?? '−∞'} ~ ${i.limit?.max ?? '+∞'} ${i.unit})`,
      )
      .join('; ');
    if (open)
      await tx
        .update(pileAbnormal)
        .set({ items: judgement.failed, description })
        .where(eq(pileAbnormal.id, open.id));
    else
      await tx.insert(pileAbnormal).values({
        projectId: row.projectId,
        pileId: row.id,
        kind: 'tolerance',
        items: judgement.failed,
        description,
        source: 'auto',
        createdBy: actor.userId,
      });
  } else if (open) {
    await tx.update(pileAbnormal).set({ status: 'closed' }).where(eq(pileAbnormal.id, open.id));
    const [left] = await tx
      .select({ n: count() })
      .from(pileAbnormal)
      .where(and(eq(pileAbnormal.pileId, row.id), inArray(pileAbnormal.status, ['open', 'sent'])));
    if ((left?.n ?? 0) === 0) await tx.update(pile).set({ abnormal: false }).where(eq(pile.id, row.id));
  }
  return { row, judgement };
}

const snapshot = (p: PileRow) => ({
  status: p.status,
  values: p.values,
  joints: p.joints,
  segments: p.segments,
  machineNo: p.machineNo,
  crew: p.crew,
  startedAt: iso(p.startedAt),
  finishedAt: iso(p.finishedAt),
  failed: p.failed,
});

export async function saveRecord(db: Db, actor: AuditActor, body: PileRecordSave, lang: Language) {
  return db.transaction(async (tx) => {
    const before = await loadPile(tx, body.id, lang, true);
    if (before.status === 'confirmed' || before.status === 'accepted')
      throw new AppError(pileMessage('locked', lang), 409, 409);
    const { row } = await writeRecord(
      tx,
      actor,
      before,
      body,
      body.complete ? 'recorded' : 'inConstruction',
      lang,
    );
    await recordAudit(tx, actor, [
      {
        projectId: row.projectId,
        resource: 'pile',
        action: 'save',
        recordId: row.id,
        before: snapshot(before),
        after: snapshot(row),
      },
    ]);
    return row.id;
  });
}

export async function amendRecord(db: Db, actor: AuditActor, body: PileAmend, lang: Language) {
  return db.transaction(async (tx) => {
    const before = await loadPile(tx, body.id, lang, true);
    if (before.status !== 'confirmed' && before.status !== 'accepted')
      throw new AppError(pileMessage('notConfirmed', lang), 409, 409);
    const { row } = await writeRecord(tx, actor, before, body, before.status as PileStatus, lang);
    await tx.insert(pileAmendment).values({
      pileId: row.id,
      userId: actor.userId,
      reason: body.reason,
      before: snapshot(before),
      after: snapshot(row),
    });
    await recordAudit(tx, actor, [
      {
        projectId: row.projectId,
        resource: 'pile',
        action: 'amend',
        recordId: row.id,
        before: snapshot(before),
        after: { ...snapshot(row), reason: body.reason },
      },
    ]);
    return row.id;
  });
}

/** Whether the caller acts for the supervisor on the project (a supervision-company role held there). */
export async function isSupervisor(db: DbOrTx, user: SessionUser, projectId: number) {
  const held = await memberRoleIds(db, user.userId, projectId);
  const acting =
    projectId === user.currentProjectId && user.currentRoleId !== null && held.includes(user.currentRoleId)
      ? [user.currentRoleId]
      : held;
  if (acting.length === 0) return false;
  const rows = await db.select({ compType: role.compType }).from(role).where(inArray(role.id, acting));
  return rows.some((r) => r.compType === COMPANY_TYPE.SUPERVISOR);
}

export async function confirmRecord(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  id: number,
  lang: Language,
) {
  return db.transaction(async (tx) => {
    const before = await loadPile(tx, id, lang, true);
    if (!(await isSupervisor(tx, user, before.projectId)))
      throw new AppError(pileMessage('supervisorOnly', lang), 403, 403);
    if (before.status !== 'recorded') throw new AppError(pileMessage('notRecorded', lang), 409, 409);
    const now = new Date();
    const [row] = await tx
      .update(pile)
      .set({ status: 'confirmed', confirmedBy: user.userId, confirmedAt: now, updatedAt: now })
      .where(eq(pile.id, id))
      .returning();
    await recordAudit(tx, actor, [
      {
        projectId: before.projectId,
        resource: 'pile',
        action: 'confirm',
        recordId: id,
        before: { status: before.status },
        after: { status: row?.status },
      },
    ]);
    return id;
  });
}

// ---- abnormal records -----------------------------------------------------------------------

export async function listAbnormals(db: DbOrTx, projectId: number, page: number, limit: number) {
  const where = eq(pileAbnormal.projectId, projectId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ a: pileAbnormal, pileNo: pile.pileNo })
      .from(pileAbnormal)
      .innerJoin(pile, eq(pile.id, pileAbnormal.pileId))
      .where(where)
      .orderBy(desc(pileAbnormal.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(pileAbnormal).where(where),
  ]);
  return { total: total?.n ?? 0, page, limit, list: rows.map((r) => abnormalItem(r.a, r.pileNo)) };
}

export async function addAbnormal(
  db: Db,
  actor: AuditActor,
  body: { pileId: number; kind: string; description: string },
  lang: Language,
) {
  return db.transaction(async (tx) => {
    const p = await loadPile(tx, body.pileId, lang, true);
    const [row] = await tx
      .insert(pileAbnormal)
      .values({
        projectId: p.projectId,
        pileId: p.id,
        kind: body.kind,
        description: body.description,
        source: 'manual',
        createdBy: actor.userId,
      })
      .returning();
    if (!row) throw new Error('abnormal not written');
    await tx.update(pile).set({ abnormal: true, updatedAt: new Date() }).where(eq(pile.id, p.id));
    await recordAudit(tx, actor, [
      {
        projectId: p.projectId,
        resource: 'pileAbnormal',
        action: 'add',
        recordId: row.id,
        after: abnormalItem(row, p.pileNo),
      },
    ]);
    return abnormalItem(row, p.pileNo);
  });
}

/**
 * Sends an open abnormal record to rectification (issue 7's createRectification, source
 * 'pile-abnormal'), in the same transaction: the record becomes 'sent' and keeps the link.
 */
export async function sendToRectification(
  db: Db,
  actor: AuditActor & { ip?: string },
  id: number,
  lang: Language,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(pileAbnormal).where(eq(pileAbnormal.id, id)).for('update');
    if (!row) throw new AppError(t('recordNotFound', lang), 404, 404);
    if (row.status !== 'open') throw new AppError(pileMessage('abnormalNotOpen', lang), 409, 409);
    const p = await loadPile(tx, row.pileId, lang);
    const kind = ABNORMAL_KIND_LABELS[row.kind as keyof typeof ABNORMAL_KIND_LABELS]?.zh ?? row.kind;
    const rect = await createRectification(tx, {
      projectId: row.projectId,
      source: 'pile-abnormal',
      sourceId: row.id,
      title: `桩 ${p.pileNo} ${kind}`,
      problem: row.description || kind,
      severity: row.kind === 'brokenPile' ? 'serious' : 'normal',
      issuerId: actor.userId,
      ...(actor.ip ? { ip: actor.ip } : {}),
    });
    const [saved] = await tx
      .update(pileAbnormal)
      .set({ status: 'sent', rectificationId: rect.id })
      .where(eq(pileAbnormal.id, id))
      .returning();
    await recordAudit(tx, actor, [
      {
        projectId: row.projectId,
        resource: 'pileAbnormal',
        action: 'rectify',
        recordId: id,
        before: { status: row.status },
        after: { status: 'sent', rectificationId: rect.id },
      },
    ]);
    return abnormalItem(saved ?? row, p.pileNo);
  });
}

/** Adds a process photo: an image uploaded for the pile's project (403/422 otherwise); allowed on a confirmed record too. */
export async function addPhoto(
  db: Db,
  actor: AuditActor,
  body: { pileId: number; step: string; fileId: string },
  lang: Language,
) {
  return db.transaction(async (tx) => {
    const p = await loadPile(tx, body.pileId, lang, true);
    const [file] = await tx.select().from(storedFile).where(eq(storedFile.id, body.fileId));
    if (!file || file.projectId !== p.projectId || !file.mime.startsWith('image/'))
      throw fieldError('fileId', pileMessage('photoFile', lang), lang);
    const photos = [...p.photos, { step: body.step, fileId: file.id, at: new Date().toISOString() }];
    await tx.update(pile).set({ photos, updatedAt: new Date() }).where(eq(pile.id, p.id));
    await recordAudit(tx, actor, [
      {
        projectId: p.projectId,
        resource: 'pile',
        action: 'photo',
        recordId: p.id,
        after: { step: body.step, fileId: file.id },
      },
    ]);
  });
}
