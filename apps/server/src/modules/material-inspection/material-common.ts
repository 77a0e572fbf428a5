import {
  CHLORIDE_ENVIRONMENTS,
  CHLORIDE_LIMITS,
  CHLORIDE_LIMITS_UNCONFIRMED,
  type KitAction,
  type Language,
  type Page,
  REBAR_BATCH_RULES,
  REBAR_DIAMETERS,
  REBAR_GRADES,
  REBAR_TEST_ITEMS,
  REBAR_WEIGHT_TOLERANCE_UNCONFIRMED,
  type RebarOption,
  SLEEVE_FORMS,
  SPLICE_GRADES,
  SPLICE_LOT_RULES,
  WELD_JOINT_KINDS,
  WELD_LOT_RULES,
} from '@zhuji/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { assertAction, fieldError } from '../../platform/access';
import type { SessionUser } from '../../platform/auth/session';
import type { DbOrTx } from '../../platform/db/client';
import { takeLabelCodes } from '../../platform/db/label-code';
import { AppError } from '../../platform/envelope';
import { t } from '../../platform/i18n';
import { pile } from '../pile';
import { type MaterialMessageKey, materialMessage } from './material-inspection.messages';
import {
  type concreteDelivery,
  type jointLot,
  materialRegistration,
  type rebarBatch,
  type rebarTest,
} from './material-inspection.table';

/** The menu whose role_menu actions guard every material-inspection call. */
export const MATERIAL_MENU = 'MaterialInspection';

export type BatchRow = typeof rebarBatch.$inferSelect;
export type TestRow = typeof rebarTest.$inferSelect;
export type LotRow = typeof jointLot.$inferSelect;
export type ConcreteRow = typeof concreteDelivery.$inferSelect;
export type RegistrationRow = typeof materialRegistration.$inferSelect;

export const iso = (d: Date | null) => (d ? d.toISOString() : '');
export const notFound = (lang: Language) => new AppError(t('recordNotFound', lang), 404, 404);
export const msg = (key: MaterialMessageKey, lang: Language, vars?: Record<string, string | number>) =>
  materialMessage(key, lang, vars);

/** Membership of the project and the action on the material-inspection menu (403 otherwise). */
export const guard = (db: DbOrTx, user: SessionUser, projectId: number, action: KitAction, lang: Language) =>
  assertAction(db, user, projectId, MATERIAL_MENU, action, lang);

export const paged = <T>(list: T[], total: number, page: number, limit: number): Page<T> => ({
  total,
  page,
  limit,
  list,
});

export async function pileNames(db: DbOrTx, ids: number[]) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: pile.id, pileNo: pile.pileNo })
    .from(pile)
    .where(inArray(pile.id, wanted));
  return new Map(rows.map((r) => [r.id, r.pileNo]));
}

/** The piles belong to the project (422 naming pileIds otherwise). */
export async function assertPiles(
  db: DbOrTx,
  projectId: number,
  ids: number[],
  field: string,
  lang: Language,
) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const rows = await db
    .select({ id: pile.id })
    .from(pile)
    .where(and(inArray(pile.id, wanted), eq(pile.projectId, projectId)));
  if (rows.length !== wanted.length) throw fieldError(field, msg('pilesNotInProject', lang), lang);
}

export async function assertRegistration(
  db: DbOrTx,
  projectId: number,
  registrationId: number | null,
  kind: 'rebar' | 'concrete',
  lang: Language,
) {
  if (registrationId === null) return;
  const [r] = await db.select().from(materialRegistration).where(eq(materialRegistration.id, registrationId));
  if (!r || r.projectId !== projectId || r.kind !== kind)
    throw fieldError('registrationId', msg('registrationMismatch', lang), lang);
}

// ---- options --------------------------------------------------------------------------------

export function options(): RebarOption {
  return {
    grades: REBAR_GRADES.map((g) => ({ ...g })),
    diameters: [...REBAR_DIAMETERS],
    items: [...REBAR_TEST_ITEMS],
    batchTonnes: REBAR_BATCH_RULES.batchTonnes,
    doubledBatchTonnes: REBAR_BATCH_RULES.batchTonnes * REBAR_BATCH_RULES.doublingFactor,
    weldKinds: WELD_JOINT_KINDS.map((kind) => ({
      kind,
      lotSize: WELD_LOT_RULES[kind].lotSize,
      tensile: WELD_LOT_RULES[kind].tensile,
      bend: WELD_LOT_RULES[kind].bend,
      maxFloors: WELD_LOT_RULES[kind].maxFloors,
    })),
    sleeveForms: [...SLEEVE_FORMS],
    spliceGrades: [...SPLICE_GRADES],
    spliceLotSize: SPLICE_LOT_RULES.lotSize,
    chlorideLimits: CHLORIDE_ENVIRONMENTS.map((environment) => ({
      environment,
      limit: CHLORIDE_LIMITS[environment],
    })),
    unconfirmed: [
      ...(REBAR_WEIGHT_TOLERANCE_UNCONFIRMED ? ['weightTolerance'] : []),
      ...(CHLORIDE_LIMITS_UNCONFIRMED ? ['chlorideLimits'] : []),
    ],
  };
}

export async function loadRegistration(db: DbOrTx, id: number, lang: Language) {
  const [r] = await db.select().from(materialRegistration).where(eq(materialRegistration.id, id));
  if (!r) throw notFound(lang);
  return r;
}

/**
 * Gives new rebar batches (material samples) their QR label codes, CL-<project>-<arrival yyyymmdd>-nnn, from
 * the project's counter of the arrival day (docs/domains/witness.md "Labelled specimens"): concurrent adds
 * draw distinct numbers and a deleted batch's number is never issued again.
 */
export async function withSampleNos<T extends { arrivalDate: string }>(
  tx: DbOrTx,
  projectId: number,
  rows: T[],
): Promise<(T & { sampleNo: string })[]> {
  const out: (T & { sampleNo: string })[] = [];
  for (const r of rows) {
    const [sampleNo = ''] = await takeLabelCodes(tx, 'CL', projectId, r.arrivalDate, 1);
    out.push({ ...r, sampleNo });
  }
  return out;
}
