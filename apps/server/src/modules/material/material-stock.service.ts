import {
  fitsWithin,
  formatQuantity,
  type Language,
  type LedgerMaterial,
  ledgerStock,
  MATERIAL_CATEGORIES,
  type MaterialCategory,
  type MaterialStockRow,
  type PileMaterialStockItem,
  type PileMaterialUsageItem,
  type ProjectMaterialItem,
  useExcess,
} from '@zhuji/shared';
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { fieldError } from '../../platform/access';
import { type AuditActor, recordAudit } from '../../platform/audit/audit';
import type { Db, DbOrTx } from '../../platform/db/client';
import { materialMessage, materialWord, unitWord } from './material.messages';
import {
  materialDelivery,
  materialDeparture,
  materialPlan,
  materialReceipt,
  materialStockMove,
} from './material.table';

// The one stock ledger of a project (docs/domains/material.md "stock"): per material (category + specification +
// unit), stock = receipts − departures − uses by piles ± stocktake corrections. Every write that moves a quantity
// takes the project's ledger lock first, so its check sees the committed sums and two writes cannot both pass.

export type Material = LedgerMaterial;

/** 商品混凝土 C30 水下: the category word and the specification. */
export const materialName = (m: Material, lang: Language) =>
  `${materialWord(m.category, lang)} ${m.specification}`;

/** Writes that move quantities of a project wait for each other: the checks then see committed sums. */
export const lockProject = (tx: DbOrTx, projectId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(${projectId}, 7321)`);

export const sumText = (column: SQL | unknown) => sql<string>`coalesce(sum(${column}), 0)::text`;

/** 12.500 → 12.5, 10.000 → 10: the numbers of a message as a person writes them. */
const plain = (q: string) => (q.includes('.') ? q.replace(/\.?0+$/, '') : q);

const sameMaterial = (
  table: typeof materialReceipt | typeof materialDeparture | typeof materialStockMove,
  projectId: number,
  m: Material,
) => [
  eq(table.projectId, projectId),
  eq(table.category, m.category),
  eq(table.specification, m.specification),
  eq(table.unit, m.unit),
];

export interface LedgerTotalsText {
  received: string;
  departed: string;
  used: string;
  adjusted: string;
  stock: string;
}

/** The ledger sums of one material (without the receipt or departure being edited). */
export async function totalsOf(
  tx: DbOrTx,
  projectId: number,
  m: Material,
  except: { receiptId?: number; departureId?: number } = {},
): Promise<LedgerTotalsText> {
  const [received] = await tx
    .select({ n: sumText(materialReceipt.receivedQuantity) })
    .from(materialReceipt)
    .where(
      and(
        ...sameMaterial(materialReceipt, projectId, m),
        ...(except.receiptId ? [ne(materialReceipt.id, except.receiptId)] : []),
      ),
    );
  const [departed] = await tx
    .select({ n: sumText(materialDeparture.quantity) })
    .from(materialDeparture)
    .where(
      and(
        ...sameMaterial(materialDeparture, projectId, m),
        ...(except.departureId ? [ne(materialDeparture.id, except.departureId)] : []),
      ),
    );
  const [moves] = await tx
    .select({
      used: sql<string>`coalesce(sum(${materialStockMove.quantity}) filter (where ${materialStockMove.kind} = 'PILE_USE'), 0)::text`,
      adjusted: sql<string>`coalesce(sum(${materialStockMove.quantity}) filter (where ${materialStockMove.kind} = 'STOCKTAKE'), 0)::text`,
    })
    .from(materialStockMove)
    .where(and(...sameMaterial(materialStockMove, projectId, m)));
  const totals = {
    received: formatQuantity(received?.n ?? '0'),
    departed: formatQuantity(departed?.n ?? '0'),
    used: formatQuantity(moves?.used ?? '0'),
    adjusted: formatQuantity(moves?.adjusted ?? '0'),
  };
  return { ...totals, stock: ledgerStock(totals) };
}

const keyOf = (m: Material) => `${m.category}\u0000${m.specification}\u0000${m.unit}`;

/**
 * The project's stock per material and specification, computed from the rows: approved plan lines,
 * delivery plans, receipts, departures, uses by piles and stocktakes. Materials in the order of the
 * categories, then specification.
 */
export async function materialStockRows(
  db: DbOrTx,
  projectId: number,
  category?: MaterialCategory,
): Promise<MaterialStockRow[]> {
  const group = <
    T extends
      | typeof materialPlan
      | typeof materialDelivery
      | typeof materialReceipt
      | typeof materialDeparture
      | typeof materialStockMove,
  >(
    table: T,
    amount: SQL,
    extra: SQL[] = [],
  ) =>
    db
      .select({
        category: table.category,
        specification: table.specification,
        unit: table.unit,
        n: sql<string>`coalesce(sum(${amount}), 0)::text`,
        count: sql<number>`count(*)::int`,
        over: sql<number>`count(*) filter (where ${
          table === materialReceipt ? sql`${materialReceipt.deviationState} = 'OVER'` : sql`false`
        })::int`,
      })
      .from(table as typeof materialPlan)
      .where(
        and(eq(table.projectId, projectId), ...(category ? [eq(table.category, category)] : []), ...extra),
      )
      .groupBy(table.category, table.specification, table.unit);
  const [planned, scheduled, received, departed, used, adjusted] = await Promise.all([
    group(materialPlan, sql`${materialPlan.plannedQuantity}`, [eq(materialPlan.status, 'APPROVED')]),
    group(materialDelivery, sql`${materialDelivery.quantity}`),
    group(materialReceipt, sql`${materialReceipt.receivedQuantity}`),
    group(materialDeparture, sql`${materialDeparture.quantity}`),
    group(materialStockMove, sql`${materialStockMove.quantity}`, [eq(materialStockMove.kind, 'PILE_USE')]),
    group(materialStockMove, sql`${materialStockMove.quantity}`, [eq(materialStockMove.kind, 'STOCKTAKE')]),
  ]);
  const rows = new Map<string, MaterialStockRow>();
  const row = (m: Material) => {
    const key = keyOf(m);
    let r = rows.get(key);
    if (!r) {
      r = {
        category: m.category,
        specification: m.specification,
        unit: m.unit,
        planned: '0.000',
        deliveryPlanned: '0.000',
        received: '0.000',
        departed: '0.000',
        usedByPiles: '0.000',
        usageCount: 0,
        adjusted: '0.000',
        inStock: '0.000',
        overToleranceCount: 0,
      };
      rows.set(key, r);
    }
    return r;
  };
  for (const g of planned) row(g).planned = formatQuantity(g.n);
  for (const g of scheduled) row(g).deliveryPlanned = formatQuantity(g.n);
  for (const g of received)
    Object.assign(row(g), { received: formatQuantity(g.n), overToleranceCount: g.over });
  for (const g of departed) row(g).departed = formatQuantity(g.n);
  for (const g of used) Object.assign(row(g), { usedByPiles: formatQuantity(g.n), usageCount: g.count });
  for (const g of adjusted) row(g).adjusted = formatQuantity(g.n);
  const order = (c: MaterialCategory) => MATERIAL_CATEGORIES.indexOf(c);
  const list = [...rows.values()]
    .map((r) => ({
      ...r,
      inStock: ledgerStock({
        received: r.received,
        departed: r.departed,
        used: r.usedByPiles,
        adjusted: r.adjusted,
      }),
    }))
    .sort(
      (a, b) => order(a.category) - order(b.category) || a.specification.localeCompare(b.specification, 'zh'),
    );
  return list;
}

const words = (m: Material, lang: Language) => ({
  name: materialName(m, lang),
  unitText: unitWord(m.unit, lang),
});

const stockItem = (
  projectId: number,
  m: Material,
  t: LedgerTotalsText,
  lang: Language,
): PileMaterialStockItem => ({
  projectId,
  category: m.category,
  specification: m.specification,
  unit: m.unit,
  ...words(m, lang),
  received: t.received,
  departed: t.departed,
  used: t.used,
  adjusted: t.adjusted,
  stock: t.stock,
});

/**
 * The materials that physically went through the site (received, used or counted), with their ledger sums:
 * what the pile pages choose from. A keyword matches the specification or the category word.
 */
export async function ledgerMaterials(
  db: DbOrTx,
  projectId: number,
  lang: Language,
  keyword?: string,
): Promise<ProjectMaterialItem[]> {
  const list = await materialStockRows(db, projectId);
  const k = keyword?.trim().toLowerCase();
  return list
    .filter((r) => Number(r.received) > 0 || r.usageCount > 0 || Number(r.adjusted) !== 0)
    .map((r) => ({
      ...stockItem(
        projectId,
        r,
        {
          received: r.received,
          departed: r.departed,
          used: r.usedByPiles,
          adjusted: r.adjusted,
          stock: r.inStock,
        },
        lang,
      ),
      usageCount: r.usageCount,
    }))
    .filter((r) => !k || r.specification.toLowerCase().includes(k) || r.name.toLowerCase().includes(k));
}

export interface PileRef {
  id: number;
  projectId: number;
  pileNo: string;
}

/**
 * A pile uses a material of its project's ledger, in one transaction with its audit entry: the ledger lock is
 * taken, the use may not exceed the stock (422 naming the stock, the use and the excess), then it is booked.
 */
export async function usePileMaterial(
  db: Db,
  actor: AuditActor & { userName: string },
  pile: PileRef,
  input: Material & { quantity: string },
  lang: Language,
): Promise<PileMaterialStockItem> {
  const m: Material = { category: input.category, specification: input.specification, unit: input.unit };
  return db.transaction(async (tx) => {
    await lockProject(tx, pile.projectId);
    const before = await totalsOf(tx, pile.projectId, m);
    if (Number(before.received) === 0 && Number(before.adjusted) === 0 && Number(before.used) === 0)
      throw fieldError(
        'specification',
        materialMessage('notInLedger', lang, { material: materialName(m, lang) }),
        lang,
      );
    if (!fitsWithin(input.quantity, before.stock))
      throw fieldError(
        'quantity',
        materialMessage('pileOverStock', lang, {
          material: materialName(m, lang),
          stock: plain(before.stock),
          quantity: plain(formatQuantity(input.quantity)),
          excess: plain(useExcess(input.quantity, before.stock)),
          unit: unitWord(m.unit, lang),
        }),
        lang,
      );
    const [row] = await tx
      .insert(materialStockMove)
      .values({
        projectId: pile.projectId,
        kind: 'PILE_USE',
        ...m,
        quantity: formatQuantity(input.quantity),
        pileId: pile.id,
        userId: actor.userId,
        userName: actor.userName,
      })
      .returning({ id: materialStockMove.id });
    const after = await totalsOf(tx, pile.projectId, m);
    await recordAudit(tx, actor, [
      {
        projectId: pile.projectId,
        resource: 'materialPileUse',
        action: 'add',
        recordId: row?.id ?? null,
        before: { ...m, stock: before.stock },
        after: {
          ...m,
          pileId: pile.id,
          pileNo: pile.pileNo,
          quantity: formatQuantity(input.quantity),
          stock: after.stock,
        },
      },
    ]);
    return stockItem(pile.projectId, m, after, lang);
  });
}

/**
 * A stocktake (盘点) sets the stock found: the ledger books the correction found − book with its reason and
 * audits it; the sums of receipts, departures and uses stay as they were.
 */
export async function stocktake(
  db: Db,
  actor: AuditActor & { userName: string },
  projectId: number,
  input: Material & { stock: string; reason: string },
  lang: Language,
): Promise<PileMaterialStockItem> {
  const m: Material = { category: input.category, specification: input.specification, unit: input.unit };
  return db.transaction(async (tx) => {
    await lockProject(tx, projectId);
    const before = await totalsOf(tx, projectId, m);
    if (Number(before.received) === 0 && Number(before.adjusted) === 0 && Number(before.used) === 0)
      throw fieldError(
        'specification',
        materialMessage('notInLedger', lang, { material: materialName(m, lang) }),
        lang,
      );
    const correction = ledgerStock({ received: input.stock, departed: before.stock, used: 0, adjusted: 0 });
    const [row] = await tx
      .insert(materialStockMove)
      .values({
        projectId,
        kind: 'STOCKTAKE',
        ...m,
        quantity: correction,
        reason: input.reason,
        userId: actor.userId,
        userName: actor.userName,
      })
      .returning({ id: materialStockMove.id });
    const after = await totalsOf(tx, projectId, m);
    await recordAudit(tx, actor, [
      {
        projectId,
        resource: 'materialStocktake',
        action: 'stocktake',
        recordId: row?.id ?? null,
        before: { ...m, stock: before.stock },
        after: { ...m, stock: after.stock, correction, reason: input.reason },
      },
    ]);
    return stockItem(projectId, m, after, lang);
  });
}

/** The uses of the given piles, newest first (the pile module names the piles). */
export async function pileUsages(
  db: DbOrTx,
  piles: ReadonlyMap<number, string>,
  lang: Language,
): Promise<PileMaterialUsageItem[]> {
  if (piles.size === 0) return [];
  const rows = await db
    .select()
    .from(materialStockMove)
    .where(and(eq(materialStockMove.kind, 'PILE_USE'), inArray(materialStockMove.pileId, [...piles.keys()])))
    .orderBy(desc(materialStockMove.createdAt), desc(materialStockMove.id));
  return rows.map((r) => ({
    id: r.id,
    pileId: r.pileId ?? 0,
    pileNo: piles.get(r.pileId ?? 0) ?? '',
    category: r.category,
    specification: r.specification,
    unit: r.unit,
    ...words(r, lang),
    quantity: r.quantity,
    userName: r.userName,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** A pile's uses added up per material, in category then specification order. */
export async function pileUsageTotals(db: DbOrTx, pileId: number, lang: Language) {
  const rows = await db
    .select({
      category: materialStockMove.category,
      specification: materialStockMove.specification,
      unit: materialStockMove.unit,
      quantity: sql<string>`sum(${materialStockMove.quantity})::text`,
    })
    .from(materialStockMove)
    .where(and(eq(materialStockMove.kind, 'PILE_USE'), eq(materialStockMove.pileId, pileId)))
    .groupBy(materialStockMove.category, materialStockMove.specification, materialStockMove.unit)
    .orderBy(asc(materialStockMove.category), asc(materialStockMove.specification));
  return rows.map((r) => ({ ...r, ...words(r, lang), quantity: formatQuantity(r.quantity) }));
}

/** Demo uses written by the seed; it refuses (throws) any that would overdraw, so the demo ledger stays whole. */
export async function seedPileUses(
  tx: DbOrTx,
  projectId: number,
  uses: readonly (Material & { pileId: number; quantity: string; userName: string; createdAt: Date })[],
): Promise<void> {
  for (const u of uses) {
    const totals = await totalsOf(tx, projectId, u);
    if (!fitsWithin(u.quantity, totals.stock))
      throw new Error(`seed: pile ${u.pileId} would overdraw ${u.specification} (${totals.stock})`);
    await tx.insert(materialStockMove).values({ projectId, kind: 'PILE_USE', ...u });
  }
}
