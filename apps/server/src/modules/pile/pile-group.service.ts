import {
  type Language,
  PILE_SUB_ITEM_CODE,
  type PileGroupItem,
  type PileGroupSave,
  type PileNumberConfig,
  type PileNumberPreview,
  previewPileNumbers,
  splitPileNo,
} from '@zhuji/shared';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { fieldError, loadProject } from '../../platform/access';
import { type AuditActor, recordAudit } from '../../platform/audit/audit';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import { t } from '../../platform/i18n';
import { pileMessage } from './pile.messages';
import { pile, pileGroup } from './pile.table';
import { type GroupRow, groupItem, loadGroup } from './pile-common';

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
