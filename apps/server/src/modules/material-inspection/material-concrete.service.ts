import {
  CHLORIDE_CLAUSE,
  CHLORIDE_LIMITS,
  type ChlorideEnvironment,
  type ConcreteCheckSave,
  type ConcreteItem,
  judgeChloride,
  type Language,
} from '@zhuji/shared';
import { and, asc, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { fieldError } from '../../platform/access';
import { type AuditActor, recordAudit } from '../../platform/audit/audit';
import type { SessionUser } from '../../platform/auth/session';
import type { Db, DbOrTx } from '../../platform/db/client';
import { createRectification } from '../../platform/rectification';
import { pile } from '../pile';
import {
  assertPiles,
  assertRegistration,
  type ConcreteRow,
  guard,
  iso,
  msg,
  notFound,
  paged,
  pileNames,
} from './material-common';
import { materialMessage } from './material-inspection.messages';
import { concreteDelivery, jointLot, rebarBatch } from './material-inspection.table';
import { jointItems } from './material-joint.service';
import { batchItems } from './material-rebar-batch.service';

// ---- concrete deliveries ------------------------------------------------------------------------

export async function concreteItems(db: DbOrTx, rows: ConcreteRow[]): Promise<ConcreteItem[]> {
  const names = await pileNames(
    db,
    rows.flatMap((r) => (r.pileId === null ? [] : [r.pileId])),
  );
  return rows.map((r) => ({
    id: r.id,
    projectId: r.projectId,
    registrationId: r.registrationId,
    pileId: r.pileId,
    pileNo: r.pileId === null ? null : (names.get(r.pileId) ?? null),
    deliveryNo: r.deliveryNo,
    plant: r.plant,
    strengthGrade: r.strengthGrade,
    volume: r.volume,
    arrivalDate: r.arrivalDate,
    environment: r.environment as ChlorideEnvironment,
    prestressed: r.prestressed,
    chloridePercent: r.chloridePercent === null ? null : Number(r.chloridePercent),
    chlorideLimit: Number(r.chlorideLimit),
    chloridePass: r.chloridePass,
    remark: r.remark,
    rectificationId: r.rectificationId,
    createdAt: iso(r.createdAt),
  }));
}

export async function loadConcrete(db: DbOrTx, id: number, lang: Language) {
  const [row] = await db.select().from(concreteDelivery).where(eq(concreteDelivery.id, id));
  if (!row) throw notFound(lang);
  return row;
}

/**
 * The stored chloride columns of a delivery: the limit of its environment (a prestressed member takes
 * the prestressed one) and the verdict of its measured content, or null until tested.
 */
export function chlorideColumns(d: {
  environment: ChlorideEnvironment;
  prestressed: boolean;
  chloridePercent: number | null;
}) {
  const judged =
    d.chloridePercent === null
      ? null
      : judgeChloride({
          environment: d.environment,
          chloridePercent: d.chloridePercent,
          prestressed: d.prestressed,
        });
  return {
    chloridePercent: d.chloridePercent === null ? null : String(d.chloridePercent),
    chlorideLimit: String(CHLORIDE_LIMITS[d.prestressed ? 'prestressed' : d.environment]),
    chloridePass: judged ? judged.pass : null,
  };
}

/**
 * A delivery whose chloride content failed and has no rectification yet gets one (serious: the load
 * must not be used); answers the row as it now stands.
 */
export async function raiseChlorideRectification(tx: DbOrTx, actor: AuditActor, row: ConcreteRow) {
  if (row.chloridePass !== false || row.rectificationId !== null) return row;
  const r = await createRectification(tx, {
    projectId: row.projectId,
    source: 'material-inspection',
    sourceId: row.id,
    title: materialMessage('chlorideFailTitle', 'zh', { deliveryNo: row.deliveryNo }),
    problem: materialMessage('chlorideFailProblem', 'zh', {
      plant: row.plant,
      grade: row.strengthGrade,
      volume: row.volume,
      value: row.chloridePercent === null ? '' : Number(row.chloridePercent),
      limit: Number(row.chlorideLimit),
      clause: CHLORIDE_CLAUSE,
    }),
    severity: 'serious',
    issuerId: actor.userId,
    ip: actor.ip,
  });
  const [saved = row] = await tx
    .update(concreteDelivery)
    .set({ rectificationId: r.id })
    .where(eq(concreteDelivery.id, row.id))
    .returning();
  return saved;
}

/** Adds or updates a delivery and judges its chloride content; an excess raises a rectification. */
export async function concreteCheck(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  body: ConcreteCheckSave,
  lang: Language,
) {
  const before = body.id ? await loadConcrete(db, body.id, lang) : undefined;
  if (before && before.projectId !== body.projectId) throw notFound(lang);
  await guard(db, user, body.projectId, before ? 'update' : 'add', lang);
  await assertRegistration(db, body.projectId, body.registrationId, 'concrete', lang);
  if (body.pileId !== null) await assertPiles(db, body.projectId, [body.pileId], 'pileId', lang);
  const [dup] = await db
    .select({ id: concreteDelivery.id })
    .from(concreteDelivery)
    .where(
      and(eq(concreteDelivery.projectId, body.projectId), eq(concreteDelivery.deliveryNo, body.deliveryNo)),
    );
  if (dup && dup.id !== before?.id)
    throw fieldError('deliveryNo', msg('duplicateNo', lang, { no: body.deliveryNo }), lang);
  return db.transaction(async (tx) => {
    const { id: _id, ...rest } = body;
    const values = { ...rest, ...chlorideColumns(body) };
    const [row] = before
      ? await tx
          .update(concreteDelivery)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(concreteDelivery.id, before.id))
          .returning()
      : await tx
          .insert(concreteDelivery)
          .values({ ...values, createdBy: actor.userId })
          .returning();
    if (!row) throw new Error('delivery not saved');
    const saved = await raiseChlorideRectification(tx, actor, row);
    await recordAudit(tx, actor, [
      {
        projectId: row.projectId,
        resource: 'concrete-delivery',
        action: before ? 'update' : 'add',
        recordId: row.id,
        before,
        after: saved,
      },
    ]);
    const [item] = await concreteItems(tx, [saved]);
    return item as ConcreteItem;
  });
}

export async function listConcrete(
  db: DbOrTx,
  q: {
    proId: number;
    pileId?: number | undefined;
    registrationId?: number | undefined;
    chloride?: 'unchecked' | 'pass' | 'fail' | undefined;
    page: number;
    limit: number;
  },
) {
  const conds: (SQL | undefined)[] = [eq(concreteDelivery.projectId, q.proId)];
  if (q.pileId) conds.push(eq(concreteDelivery.pileId, q.pileId));
  if (q.registrationId) conds.push(eq(concreteDelivery.registrationId, q.registrationId));
  if (q.chloride === 'unchecked') conds.push(isNull(concreteDelivery.chloridePass));
  if (q.chloride === 'pass') conds.push(eq(concreteDelivery.chloridePass, true));
  if (q.chloride === 'fail') conds.push(eq(concreteDelivery.chloridePass, false));
  const where = and(...conds);
  const [total] = await db.select({ n: count() }).from(concreteDelivery).where(where);
  const rows = await db
    .select()
    .from(concreteDelivery)
    .where(where)
    .orderBy(desc(concreteDelivery.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  return paged(await concreteItems(db, rows), total?.n ?? 0, q.page, q.limit);
}

export async function loadPileProject(db: DbOrTx, pileId: number, lang: Language) {
  const [p] = await db
    .select({ projectId: pile.projectId, pileNo: pile.pileNo })
    .from(pile)
    .where(eq(pile.id, pileId));
  if (!p) throw notFound(lang);
  return p;
}

export async function concreteOfPile(db: DbOrTx, pileId: number) {
  const rows = await db
    .select()
    .from(concreteDelivery)
    .where(eq(concreteDelivery.pileId, pileId))
    .orderBy(asc(concreteDelivery.arrivalDate), asc(concreteDelivery.id));
  return concreteItems(db, rows);
}

/** The project's piles that received concrete, with volume and chloride checks per pile. */
export async function concretePileList(db: DbOrTx, projectId: number) {
  const rows = await db
    .select({
      pileId: concreteDelivery.pileId,
      pileNo: pile.pileNo,
      deliveries: sql<number>`count(*)::int`,
      volume: sql<string>`sum(${concreteDelivery.volume})::numeric(13,3)::text`,
      chlorideChecked: sql<number>`count(*) filter (where ${concreteDelivery.chloridePass} is not null)::int`,
      chlorideFailed: sql<number>`count(*) filter (where ${concreteDelivery.chloridePass} = false)::int`,
    })
    .from(concreteDelivery)
    .innerJoin(pile, eq(pile.id, concreteDelivery.pileId))
    .where(and(eq(concreteDelivery.projectId, projectId), isNotNull(concreteDelivery.pileId)))
    .groupBy(concreteDelivery.pileId, pile.pileNo, pile.noPrefix, pile.noSeq)
    .orderBy(asc(pile.noPrefix), asc(pile.noSeq));
  return rows.map((r) => ({ ...r, pileId: r.pileId as number }));
}

/** The project's piles for the cage and pour pickers, in pile-number order. */
export async function pileOptions(db: DbOrTx, projectId: number) {
  return db
    .select({ pileId: pile.id, pileNo: pile.pileNo })
    .from(pile)
    .where(eq(pile.projectId, projectId))
    .orderBy(asc(pile.noPrefix), asc(pile.noSeq), asc(pile.id));
}

/** Everything material linked to one pile: its cage's rebar batches and joint lots, its concrete. */
export async function materialOfPile(db: DbOrTx, pileId: number, pileNo: string) {
  const contains = (col: typeof rebarBatch.pileIds | typeof jointLot.pileIds) =>
    sql`${col} @> ${JSON.stringify([pileId])}::jsonb`;
  const batches = await db
    .select()
    .from(rebarBatch)
    .where(contains(rebarBatch.pileIds))
    .orderBy(asc(rebarBatch.id));
  const lots = await db.select().from(jointLot).where(contains(jointLot.pileIds)).orderBy(asc(jointLot.id));
  return {
    pileId,
    pileNo,
    rebar: await batchItems(db, batches),
    joints: await jointItems(db, lots),
    concrete: await concreteOfPile(db, pileId),
  };
}
