import type {
  KitAction,
  Language,
  PileArrangement,
  PileDesign,
  PileGroupItem,
  PileType,
} from '@zhuji/shared';
import { eq } from 'drizzle-orm';
import { assertAction } from '../../platform/access';
import type { SessionUser } from '../../platform/auth/session';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import { t } from '../../platform/i18n';
import { pile, pileGroup } from './pile.table';

/** The menu whose role_menu actions guard every pile call. */
export const PILE_MENU = 'PileConstruction';

export type GroupRow = typeof pileGroup.$inferSelect;
export type PileRow = typeof pile.$inferSelect;

export const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Membership of the project and the action on the pile menu (403 otherwise). */
export const guard = (db: DbOrTx, user: SessionUser, projectId: number, action: KitAction, lang: Language) =>
  assertAction(db, user, projectId, PILE_MENU, action, lang);

export async function loadGroup(db: DbOrTx, id: number, lang: Language): Promise<GroupRow> {
  const [row] = await db.select().from(pileGroup).where(eq(pileGroup.id, id));
  if (!row) throw new AppError(t('recordNotFound', lang), 404, 404);
  return row;
}

/** A pile with its group, for the caller who may see the pile's details (404 for anyone else). */
export async function loadPileForDetail(db: DbOrTx, id: number, user: SessionUser, lang: Language) {
  const p = await loadPile(db, id, lang);
  await guard(db, user, p.projectId, 'detail', lang);
  return { p, g: await loadGroup(db, p.groupId, lang) };
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
