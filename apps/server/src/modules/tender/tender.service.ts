import {
  CONTRACTOR_QUALIFICATIONS,
  type ConsInfo,
  type ConsInfoInsert,
  type ConsInfoUpdate,
  type DesignTender,
  type DesignTenderInsert,
  type DesignTenderUpdate,
  type Language,
  PROJECT_CONTRACT_MODES,
  ruleMessage,
  TENDER_MODES,
  type Tender,
  type TenderAnnouncement,
  type TenderAnnouncementInsert,
  type TenderAnnouncementUpdate,
  type TenderInsert,
  type TenderOptions,
  type TenderUpdate,
} from '@zhuji/shared';
import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { assertAction, fieldError, loadProject } from '../../platform/access';
import { type AuditActor, recordAudit } from '../../platform/audit/audit';
import type { SessionUser } from '../../platform/auth/session';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import { t } from '../../platform/i18n';
import { project } from '../../platform/identity';
import { PROJECT_LABELS } from '../project';
import { CONTRACT_MENU, TENDER_LABELS, tenderMessage } from './tender.messages';
import { consInfo, designTender, tender, tenderAnnouncement } from './tender.table';

type Row = Record<string, unknown>;

/** Optional columns that cannot hold '': an empty value clears them. */
const CLEARABLE = new Set([
  'qualification',
  'signDate',
  'plannedStart',
  'plannedEnd',
  'buildArea',
  'deadline',
]);
const cleared = (values: Row): Row =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === '' && CLEARABLE.has(k) ? null : v]));
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v);
const serialise = <T>(row: Row): T =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, iso(v)])) as T;

const tenderItem = (row: typeof tender.$inferSelect): Tender => ({
  id: row.id,
  projectId: row.projectId,
  tenderMode: row.tenderMode,
  winningUnit: row.winningUnit,
  bidMoney: row.bidMoney,
  bidDate: row.bidDate,
  announcementNo: row.announcementNo,
  createdAt: row.createdAt.toISOString(),
});
const withoutAuthor = <T>(row: Row): T => {
  const { createdBy: _, ...rest } = row;
  return serialise<T>(rest);
};

/** The project's tender record, or null: the start-up check then asks for it to be registered. */
export async function tenderDetail(db: DbOrTx, projectId: number): Promise<Tender | null> {
  const [row] = await db.select().from(tender).where(eq(tender.projectId, projectId));
  return row ? tenderItem(row) : null;
}

export function tenderOptions(lang: Language): TenderOptions {
  return {
    tenderModes: TENDER_MODES.map((value) => ({ value, label: TENDER_LABELS.tenderMode[value][lang] })),
    contractModes: PROJECT_CONTRACT_MODES.map((value) => ({
      value,
      label: PROJECT_LABELS.contractMode[value][lang],
    })),
    qualifications: CONTRACTOR_QUALIFICATIONS.map((value) => ({
      value,
      label: TENDER_LABELS.qualification[value][lang],
    })),
  };
}

/**
 * One record per sub-project of each kind: the four kinds share their shape of calls. Reads need
 * the menu's detail action, writes add or update; every write is one transaction with an audit entry.
 */
interface Kind<Item> {
  resource: string;
  table: PgTable;
  exists: 'consInfoExists' | 'tenderExists' | 'announcementExists' | 'designTenderExists';
  toItem(row: Row): Item;
  /** Extra writes in the same transaction (cons info mirrors money and mode on the project). */
  after?(tx: DbOrTx, row: Row): Promise<void>;
}

const KINDS = {
  consInfo: {
    resource: 'consInfo',
    table: consInfo,
    exists: 'consInfoExists',
    toItem: (row) => withoutAuthor<ConsInfo>(row),
    // The shell's start-up flow reads money and contract mode from the project.
    after: async (tx, row) => {
      await tx
        .update(project)
        .set({ money: row.money as string, contractMode: row.contractMode as string, updatedAt: new Date() })
        .where(eq(project.id, row.projectId as number));
    },
  } as Kind<ConsInfo>,
  tender: {
    resource: 'tender',
    table: tender,
    exists: 'tenderExists',
    toItem: (row) => tenderItem(row as typeof tender.$inferSelect),
  } as Kind<Tender>,
  announcement: {
    resource: 'tenderAnnouncement',
    table: tenderAnnouncement,
    exists: 'announcementExists',
    toItem: (row) => withoutAuthor<TenderAnnouncement>(row),
  } as Kind<TenderAnnouncement>,
  designTender: {
    resource: 'designTender',
    table: designTender,
    exists: 'designTenderExists',
    toItem: (row) => withoutAuthor<DesignTender>(row),
  } as Kind<DesignTender>,
};
export type KindName = keyof typeof KINDS;
type ItemOf<K extends KindName> = ReturnType<(typeof KINDS)[K]['toItem']>;

/** A sub-project the caller may act on with the action (404, 422 naming projectId, 403). */
async function subProjectFor(
  db: DbOrTx,
  user: SessionUser,
  projectId: number,
  action: 'detail' | 'add' | 'update',
  lang: Language,
) {
  const row = await loadProject(db, projectId, lang);
  if (row.parentId === null) throw fieldError('projectId', tenderMessage('notSubProject', lang), lang);
  await assertAction(db, user, projectId, CONTRACT_MENU, action, lang);
  return row;
}

export async function recordDetail<K extends KindName>(
  db: DbOrTx,
  kind: K,
  user: SessionUser,
  projectId: number,
  lang: Language,
): Promise<ItemOf<K> | null> {
  const def = KINDS[kind] as Kind<ItemOf<K>>;
  await subProjectFor(db, user, projectId, 'detail', lang);
  const table = def.table as unknown as typeof consInfo;
  const [row] = await db.select().from(table).where(eq(table.projectId, projectId));
  return row ? def.toItem(row) : null;
}

export async function recordInsert<K extends KindName>(
  db: Db,
  kind: K,
  user: SessionUser,
  actor: AuditActor,
  body: ConsInfoInsert | TenderInsert | TenderAnnouncementInsert | DesignTenderInsert,
  lang: Language,
): Promise<ItemOf<K>> {
  const def = KINDS[kind] as Kind<ItemOf<K>>;
  const table = def.table as unknown as typeof consInfo;
  await subProjectFor(db, user, body.projectId, 'add', lang);
  return db.transaction(async (tx) => {
    await tx.select({ id: project.id }).from(project).where(eq(project.id, body.projectId)).for('update');
    const [found] = await tx.select({ id: table.id }).from(table).where(eq(table.projectId, body.projectId));
    if (found) throw new AppError(tenderMessage(def.exists, lang), 409, 409);
    const [row] = (await tx
      .insert(table)
      .values({ ...cleared(body as Row), createdBy: user.userId } as never)
      .returning()) as Row[];
    await def.after?.(tx, row as Row);
    const after = def.toItem(row as Row);
    await recordAudit(tx, actor, [
      { projectId: body.projectId, resource: def.resource, action: 'add', recordId: Number(after.id), after },
    ]);
    return after;
  });
}

export async function recordUpdate<K extends KindName>(
  db: Db,
  kind: K,
  user: SessionUser,
  actor: AuditActor,
  body: (ConsInfoUpdate | TenderUpdate | TenderAnnouncementUpdate | DesignTenderUpdate) & { id: number },
  lang: Language,
): Promise<ItemOf<K>> {
  const def = KINDS[kind] as Kind<ItemOf<K>>;
  const table = def.table as unknown as typeof consInfo;
  const [current] = await db.select().from(table).where(eq(table.id, body.id));
  if (!current) throw new AppError(t('recordNotFound', lang), 404, 404);
  await subProjectFor(db, user, current.projectId, 'update', lang);
  const { id, ...changes } = body;
  const values: Row = cleared(Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)));
  // Dates: an update that moves only one end is checked against the stored other end.
  const merged = { ...current, ...values } as Row;
  for (const [from, to] of [
    ['plannedStart', 'plannedEnd'],
    ['publishDate', 'deadline'],
  ] as const) {
    const a = merged[from] as string | null | undefined;
    const b = merged[to] as string | null | undefined;
    if (a && b && b < a) {
      throw fieldError(to, ruleMessage('dateOrder', lang), lang);
    }
  }
  if ('updatedAt' in table) values.updatedAt = new Date();
  return db.transaction(async (tx) => {
    const [locked] = (await tx.select().from(table).where(eq(table.id, id)).for('update')) as Row[];
    if (!locked) throw new AppError(t('recordNotFound', lang), 404, 404);
    const before = def.toItem(locked);
    const [row] = (await tx
      .update(table)
      .set(values as never)
      .where(eq(table.id, id))
      .returning()) as Row[];
    await def.after?.(tx, row as Row);
    const after = def.toItem(row as Row);
    await recordAudit(tx, actor, [
      { projectId: current.projectId, resource: def.resource, action: 'update', recordId: id, before, after },
    ]);
    return after;
  });
}
