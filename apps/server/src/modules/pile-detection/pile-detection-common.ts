import { createHash } from 'node:crypto';
import { comparePileNumbers, type KitAction, type Language } from '@zhuji/shared';
import { asc, eq } from 'drizzle-orm';
import { assertAction, callerOf, fieldError } from '../../platform/access';
import type { SessionUser } from '../../platform/auth/session';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import { t } from '../../platform/i18n';
import { pile, pileGroup } from '../pile';
import { type DetectionMessageKey, detectionMessage } from './pile-detection.messages';
import type { detection, detectionDraw, detectionResult, detectionSubmission } from './pile-detection.table';

/** The menu whose role_menu actions guard every detection call. */
export const DETECTION_MENU = 'PileDetection';

export type DrawRow = typeof detectionDraw.$inferSelect;
export type DetectionRow = typeof detection.$inferSelect;
export type ResultRow = typeof detectionResult.$inferSelect;
export type SubmissionRow = typeof detectionSubmission.$inferSelect;

export const iso = (d: Date | null) => (d ? d.toISOString() : null);
export const notFound = (lang: Language) => new AppError(t('recordNotFound', lang), 404, 404);
export const msg = (key: DetectionMessageKey, lang: Language, vars?: Record<string, string | number>) =>
  detectionMessage(key, lang, vars);
export const refused = (key: DetectionMessageKey, lang: Language) => new AppError(msg(key, lang), 403, 403);

/** Membership of the project and the action on the detection menu (403 otherwise). */
export const guard = (db: DbOrTx, user: SessionUser, projectId: number, action: KitAction, lang: Language) =>
  assertAction(db, user, projectId, DETECTION_MENU, action, lang);

/** SHA-256 of the candidate list as stored (natural order, one pile number per line). */
export const hashCandidates = (candidates: readonly string[]) =>
  createHash('sha256').update(candidates.join('\n'), 'utf8').digest('hex');

export const naturalUnique = (list: readonly string[]) => [...new Set(list)].sort(comparePileNumbers);

/** The pile group, 422 when it is not one of the project's. */
export async function groupOf(db: DbOrTx, projectId: number, groupId: number, lang: Language) {
  const [row] = await db.select().from(pileGroup).where(eq(pileGroup.id, groupId));
  if (!row || row.projectId !== projectId) throw fieldError('groupId', msg('groupNotInProject', lang), lang);
  return row;
}

export async function groupPiles(db: DbOrTx, groupId: number) {
  return db
    .select({ id: pile.id, pileNo: pile.pileNo, status: pile.status })
    .from(pile)
    .where(eq(pile.groupId, groupId))
    .orderBy(asc(pile.noPrefix), asc(pile.noSeq), asc(pile.id));
}

export const companyType = async (db: DbOrTx, user: SessionUser) => (await callerOf(db, user)).compType;
