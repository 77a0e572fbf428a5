import {
  businessToday,
  COMPANY_TYPE,
  canMoveMaterialPlan,
  DEFAULT_LANGUAGE,
  fitsWithin,
  formatQuantity,
  isMaterialPlanEditable,
  type Language,
  MATERIAL_PLAN_APPROVER_ROLE_IDS,
  MATERIAL_PLAN_TRANSITIONS,
  MATERIAL_RECEIPT_TOLERANCE_PERCENT,
  type MaterialCategory,
  type MaterialPlanItem,
  type MaterialPlanMoveBody,
  type MaterialPlanOption,
  type MaterialStock,
  materialPlanMoveSchema,
  receiptDeviation,
  remainingToDeliver,
  weighbridgeNet,
} from '@zhuji/shared';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { assertAction, conflict, fieldError, memberRoleIds } from '../../platform/access';
import { type AuditActor, recordAudit } from '../../platform/audit/audit';
import type { SessionUser } from '../../platform/auth/session';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import { company } from '../../platform/identity';
import type { WriteContext } from '../../platform/kit/resource-service';
import { MATERIAL_MENUS, materialMessage, materialWord, unitWord } from './material.messages';
import { materialDelivery, materialPlan, materialReceipt } from './material.table';
import {
  lockProject,
  type Material,
  materialName,
  materialStockRows,
  sumText,
  totalsOf,
} from './material-stock.service';

type PlanRow = typeof materialPlan.$inferSelect;
type Row = Record<string, unknown>;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Receipts are judged against this tolerance: the docs/domains/material.md vendor default unless the deployment
 * sets MATERIAL_RECEIPT_TOLERANCE_PERCENT (a project's supply contract may agree another figure).
 */
export function receiptTolerancePercent(): number {
  const configured = Number(process.env.MATERIAL_RECEIPT_TOLERANCE_PERCENT);
  return Number.isFinite(configured) && configured > 0 && configured <= 50
    ? configured
    : MATERIAL_RECEIPT_TOLERANCE_PERCENT;
}

export const planItem = (row: PlanRow): MaterialPlanItem => {
  const { reviewerId: _reviewer, ...rest } = row;
  return {
    ...rest,
    submittedAt: iso(row.submittedAt),
    reviewedAt: iso(row.reviewedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
};

async function planByNo(tx: DbOrTx, projectId: number, planNo: string, lang: Language): Promise<PlanRow> {
  const [row] = await tx
    .select()
    .from(materialPlan)
    .where(and(eq(materialPlan.projectId, projectId), eq(materialPlan.planNo, planNo)));
  if (!row) throw fieldError('planNo', materialMessage('planNotFound', lang), lang);
  return row;
}

const lineCopy = (plan: PlanRow) => ({
  planId: plan.id,
  planNo: plan.planNo,
  category: plan.category,
  specification: plan.specification,
  unit: plan.unit,
});

function assertFuture(date: unknown, field: string, lang: Language) {
  if (typeof date === 'string' && date > businessToday())
    throw fieldError(field, materialMessage('futureDate', lang), lang);
}

// ---------------------------------------------------------------------------
// Plan lines
// ---------------------------------------------------------------------------

/** A line is written as a draft; once submitted or approved it is no longer edited or removed (409). */
export function checkPlan(ctx: WriteContext) {
  const { lang } = ctx;
  if (ctx.action === 'add' || ctx.action === 'import') {
    ctx.values.status = 'DRAFT';
    return;
  }
  const before = ctx.before as MaterialPlanItem | null;
  if (before && !isMaterialPlanEditable(before.status))
    throw conflict(
      materialMessage('planNotEditable', lang, {
        planNo: before.planNo,
        status: materialWord(before.status, lang),
      }),
    );
}

/** Whether the caller acts on the project as its manager (项目经理 or platform staff in that role). */
async function actsAsApprover(db: DbOrTx, user: SessionUser, projectId: number) {
  const held = await memberRoleIds(db, user.userId, projectId);
  const acting =
    projectId === user.currentProjectId && user.currentRoleId !== null && held.includes(user.currentRoleId)
      ? [user.currentRoleId]
      : held;
  return acting.some((id) => MATERIAL_PLAN_APPROVER_ROLE_IDS.includes(id));
}

/**
 * One move of the approval state machine, in one transaction with its audit entry: the row is locked,
 * the move must start from an allowed status (409), approving and returning are the manager's (403),
 * a return needs its reason (422). Anything refused leaves the line as it was.
 */
export async function moveMaterialPlan(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  input: MaterialPlanMoveBody,
  language: Language,
): Promise<MaterialPlanItem> {
  const body = materialPlanMoveSchema.parse(input);
  if (body.move === 'return' && body.comment.length < 2)
    throw fieldError('comment', materialMessage('returnReason', language), language);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(materialPlan).where(eq(materialPlan.id, body.id)).for('update');
    if (!row) throw new AppError(materialMessage('planNotFound', language), 404, 404);
    await assertAction(tx, user, row.projectId, MATERIAL_MENUS.plan, 'update', language);
    if (body.move !== 'submit' && !(await actsAsApprover(tx, user, row.projectId)))
      throw new AppError(materialMessage('approverOnly', language), 403, 403);
    if (!canMoveMaterialPlan(row.status, body.move))
      throw conflict(
        materialMessage('badMove', language, {
          status: materialWord(row.status, language),
          move: materialWord(body.move, language),
        }),
      );
    const now = new Date();
    const set: Partial<typeof materialPlan.$inferInsert> =
      body.move === 'submit'
        ? { submittedAt: now, reviewerId: null, reviewerName: '', reviewedAt: null, reviewComment: '' }
        : { reviewerId: user.userId, reviewerName: user.name, reviewedAt: now, reviewComment: body.comment };
    const [after] = await tx
      .update(materialPlan)
      .set({ ...set, status: MATERIAL_PLAN_TRANSITIONS[body.move].to, updatedAt: now })
      .where(eq(materialPlan.id, row.id))
      .returning();
    const item = planItem(after as PlanRow);
    await recordAudit(tx, actor, [
      {
        projectId: row.projectId,
        resource: 'materialPlan',
        action: body.move,
        recordId: row.id,
        before: planItem(row),
        after: item,
      },
    ]);
    return item;
  });
}

/** Σ delivery plans of a line (without the one being edited). */
async function scheduledOf(tx: DbOrTx, planId: number, exceptId?: number) {
  const [row] = await tx
    .select({ n: sumText(materialDelivery.quantity) })
    .from(materialDelivery)
    .where(
      and(eq(materialDelivery.planId, planId), ...(exceptId ? [ne(materialDelivery.id, exceptId)] : [])),
    );
  return row?.n ?? '0';
}

/** The approved lines of a project with what is left to plan for delivery (the delivery form's choices). */
export async function planOptions(db: DbOrTx, projectId: number): Promise<MaterialPlanOption[]> {
  const lines = await db
    .select()
    .from(materialPlan)
    .where(and(eq(materialPlan.projectId, projectId), eq(materialPlan.status, 'APPROVED')))
    .orderBy(asc(materialPlan.planNo));
  const scheduled = await db
    .select({ planId: materialDelivery.planId, n: sumText(materialDelivery.quantity) })
    .from(materialDelivery)
    .where(eq(materialDelivery.projectId, projectId))
    .groupBy(materialDelivery.planId);
  const byPlan = new Map(scheduled.map((s) => [s.planId, s.n]));
  return lines.map((l) => {
    const deliveryPlanned = byPlan.get(l.id) ?? '0';
    return {
      id: l.id,
      planNo: l.planNo,
      category: l.category,
      specification: l.specification,
      unit: l.unit,
      plannedQuantity: l.plannedQuantity,
      deliveryPlanned: formatQuantity(deliveryPlanned),
      remaining: remainingToDeliver(l.plannedQuantity, [deliveryPlanned]),
    };
  });
}

// ---------------------------------------------------------------------------
// Delivery plans
// ---------------------------------------------------------------------------

/** The registered, active supplier company of exactly that name, if any. */
async function supplierIdOf(tx: DbOrTx, name: string): Promise<number | null> {
  const [row] = await tx
    .select({ id: company.id })
    .from(company)
    .where(
      and(eq(company.name, name), eq(company.compType, COMPANY_TYPE.SUPPLIER), eq(company.status, 'active')),
    );
  return row?.id ?? null;
}

async function approvedPlan(tx: DbOrTx, projectId: number, planNo: string, lang: Language) {
  const plan = await planByNo(tx, projectId, planNo, lang);
  if (plan.status !== 'APPROVED')
    throw fieldError('planNo', materialMessage('planNotApproved', lang, { planNo }), lang);
  return plan;
}

/**
 * A delivery plan goes against an approved line and never beyond what the line has left (422 naming
 * the numbers); a delivery with receipts is not removed (409). Concurrent writes wait on the project.
 */
export async function checkDelivery(ctx: WriteContext) {
  const { lang } = ctx;
  await lockProject(ctx.tx, ctx.projectId);
  const before = ctx.before as { id: number; planId: number; deliveryNo: string; unit: string } | null;
  if (ctx.action === 'remove') {
    if (!before) return;
    const [received] = await ctx.tx
      .select({ n: sumText(materialReceipt.receivedQuantity), count: sql<number>`count(*)::int` })
      .from(materialReceipt)
      .where(eq(materialReceipt.deliveryId, before.id));
    if ((received?.count ?? 0) > 0)
      throw conflict(
        materialMessage('deliveryReceived', lang, {
          deliveryNo: before.deliveryNo,
          received: formatQuantity(received?.n ?? '0'),
          unit: unitWord(before.unit, lang),
        }),
      );
    return;
  }
  let plan: PlanRow;
  if (before) {
    const [row] = await ctx.tx.select().from(materialPlan).where(eq(materialPlan.id, before.planId));
    plan = row as PlanRow;
  } else {
    plan = await approvedPlan(ctx.tx, ctx.projectId, String(ctx.values.planNo), lang);
    Object.assign(ctx.values, lineCopy(plan));
  }
  if (ctx.values.supplierName !== undefined)
    ctx.values.supplierId = await supplierIdOf(ctx.tx, String(ctx.values.supplierName));
  const quantity = String(ctx.values.quantity ?? (ctx.before as Row | null)?.quantity);
  const scheduled = await scheduledOf(ctx.tx, plan.id, before?.id);
  const remaining = remainingToDeliver(plan.plannedQuantity, [scheduled]);
  if (!fitsWithin(quantity, remaining)) {
    const unit = unitWord(plan.unit, lang);
    throw fieldError(
      'quantity',
      materialMessage('overPlan', lang, {
        quantity: formatQuantity(quantity),
        planNo: plan.planNo,
        remaining,
        planned: formatQuantity(plan.plannedQuantity),
        scheduled: formatQuantity(scheduled),
        unit,
      }),
      lang,
    );
  }
}

// ---------------------------------------------------------------------------
// Receipts
// ---------------------------------------------------------------------------

/**
 * The derived columns of a receipt from its inputs: net weight (gross − tare, the tare below the
 * gross), the received quantity (the net when weighed and not given), the deviation from the delivery
 * note judged against the tolerance, and its note when over it. Throws 422 naming the field.
 */
export function deriveReceipt(merged: Row, receivedGiven: boolean, lang: Language = DEFAULT_LANGUAGE): Row {
  const gross = merged.grossWeight === '' ? null : (merged.grossWeight as string | null | undefined);
  const tare = merged.tareWeight === '' ? null : (merged.tareWeight as string | null | undefined);
  if (Boolean(gross) !== Boolean(tare))
    throw fieldError(gross ? 'tareWeight' : 'grossWeight', materialMessage('weighPair', lang), lang);
  let netWeight: string | null = null;
  if (gross && tare) {
    const weighed = weighbridgeNet(gross, tare);
    if (!weighed.ok)
      throw fieldError(
        'tareWeight',
        materialMessage('tareNotBelowGross', lang, {
          tare: formatQuantity(tare),
          gross: formatQuantity(gross),
        }),
        lang,
      );
    netWeight = weighed.net;
  }
  const given = merged.receivedQuantity as string | null | undefined;
  const receivedQuantity = receivedGiven && given ? given : (netWeight ?? given);
  if (!receivedQuantity)
    throw fieldError('receivedQuantity', materialMessage('receivedRequired', lang), lang);
  const tolerance = receiptTolerancePercent();
  const deviation = receiptDeviation(receivedQuantity, String(merged.noteQuantity), tolerance);
  const note = String(merged.deviationNote ?? '').trim();
  if (!deviation.withinTolerance && note.length < 2)
    throw fieldError(
      'deviationNote',
      materialMessage('deviationNoteRequired', lang, {
        deviation: deviation.deviationPercent.toFixed(2),
        tolerance,
      }),
      lang,
    );
  return {
    grossWeight: gross ?? null,
    tareWeight: tare ?? null,
    netWeight,
    receivedQuantity,
    deviationPercent: deviation.deviationPercent.toFixed(2),
    tolerancePercent: tolerance.toFixed(2),
    deviationState: deviation.withinTolerance ? 'WITHIN' : 'OVER',
  };
}

export async function checkReceipt(ctx: WriteContext) {
  const { lang } = ctx;
  await lockProject(ctx.tx, ctx.projectId);
  const before = ctx.before as (Row & Material & { id: number }) | null;
  if (ctx.action === 'remove') return;
  if (!before) {
    const plan = await approvedPlan(ctx.tx, ctx.projectId, String(ctx.values.planNo), lang);
    Object.assign(ctx.values, lineCopy(plan));
    const deliveryNo = String(ctx.values.deliveryNo ?? '').trim();
    if (deliveryNo) {
      const [delivery] = await ctx.tx
        .select()
        .from(materialDelivery)
        .where(and(eq(materialDelivery.planId, plan.id), eq(materialDelivery.deliveryNo, deliveryNo)));
      if (!delivery) throw fieldError('deliveryNo', materialMessage('deliveryNotFound', lang), lang);
      ctx.values.deliveryId = delivery.id;
      if (!String(ctx.values.supplierName ?? '').trim()) ctx.values.supplierName = delivery.supplierName;
    }
  }
  // A cleared price ('' from the form) is stored as "not known".
  if (ctx.values.unitPrice === '') ctx.values.unitPrice = null;
  const merged = { ...before, ...ctx.values } as Row;
  if (!String(merged.supplierName ?? '').trim())
    throw fieldError('supplierName', materialMessage('supplierRequired', lang), lang);
  assertFuture(ctx.values.receivedDate, 'receivedDate', lang);
  // On an edit that changes the weighing without a received quantity, the new net is received.
  const receivedGiven =
    ctx.values.receivedQuantity !== undefined ||
    (before !== null && ctx.values.grossWeight === undefined && ctx.values.tareWeight === undefined);
  Object.assign(ctx.values, deriveReceipt(merged, receivedGiven, lang));
}

/**
 * After a receipt is lowered or removed (several at once included), in the same transaction: the
 * material's stock is still not below zero, or everything is undone (409 with the numbers).
 */
export async function receiptStockStays(ctx: WriteContext & { after: Row | null }) {
  const { lang } = ctx;
  if (ctx.action !== 'update' && ctx.action !== 'remove') return;
  const m = ctx.before as (Row & Material) | null;
  if (!m) return;
  const totals = await totalsOf(ctx.tx, ctx.projectId, m);
  if (!fitsWithin('0', totals.stock))
    throw conflict(
      materialMessage('stockBelowZero', lang, {
        material: materialName(m, lang),
        received: totals.received,
        departed: totals.departed,
        used: totals.used,
        unit: unitWord(m.unit, lang),
      }),
    );
}

// ---------------------------------------------------------------------------
// Departures
// ---------------------------------------------------------------------------

/** A departure never takes more than the material's stock (422 naming the numbers). */
export async function checkDeparture(ctx: WriteContext) {
  const { lang } = ctx;
  if (ctx.action === 'remove') return;
  await lockProject(ctx.tx, ctx.projectId);
  const before = ctx.before as (Row & Material & { id: number; quantity: string }) | null;
  let m: Material;
  if (before) m = before;
  else {
    const plan = await planByNo(ctx.tx, ctx.projectId, String(ctx.values.planNo), lang);
    Object.assign(ctx.values, lineCopy(plan));
    m = plan;
  }
  assertFuture(ctx.values.departureDate, 'departureDate', lang);
  const quantity = String(ctx.values.quantity ?? before?.quantity);
  const totals = await totalsOf(ctx.tx, ctx.projectId, m, { departureId: before?.id });
  const stock = totals.stock;
  if (!fitsWithin(quantity, stock))
    throw fieldError(
      'quantity',
      materialMessage('overStock', lang, {
        quantity: formatQuantity(quantity),
        material: materialName(m, lang),
        stock,
        received: totals.received,
        departed: totals.departed,
        used: totals.used,
        unit: unitWord(m.unit, lang),
      }),
      lang,
    );
}

// ---------------------------------------------------------------------------
// Stock
// ---------------------------------------------------------------------------

/** The project's stock per material (material-stock.service.ts) and the receipt tolerance it was judged by. */
export async function materialStock(
  db: DbOrTx,
  projectId: number,
  category?: MaterialCategory,
): Promise<MaterialStock> {
  return {
    list: await materialStockRows(db, projectId, category),
    tolerancePercent: receiptTolerancePercent(),
  };
}
