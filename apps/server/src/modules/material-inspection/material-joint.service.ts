import {
  businessToday,
  type JointCategory,
  type JointLotItem,
  judgeSpliceLot,
  judgeSpliceSpecimen,
  judgeWeldBend,
  judgeWeldBendRetest,
  judgeWeldTensile,
  judgeWeldTensileRetest,
  type Language,
  type LotVerdict,
  rebarGrade,
  type SleeveLotSave,
  SPLICE_LOT_RULES,
  type SpliceGrade,
  type SpliceSpecimen,
  spliceLotSize,
  WELD_LOT_RULES,
  type WeldLotSave,
  type WeldTensileSpecimen,
  weldLotSpecimens,
} from '@zhuji/shared';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { fieldError } from '../../platform/access';
import { type AuditActor, recordAudit } from '../../platform/audit/audit';
import type { SessionUser } from '../../platform/auth/session';
import type { Db, DbOrTx } from '../../platform/db/client';
import { takeLabelCodes } from '../../platform/db/label-code';
import { createRectification } from '../../platform/rectification';
import { assertPiles, guard, iso, type LotRow, msg, notFound, paged, pileNames } from './material-common';
import { CATEGORY_NAMES, materialMessage } from './material-inspection.messages';
import { jointLot } from './material-inspection.table';

// ---- welded joints and mechanical splices ----------------------------------------------------

const worst = (verdicts: (LotVerdict | 'pending' | null)[]): LotVerdict | 'pending' => {
  const present = verdicts.filter((v): v is LotVerdict | 'pending' => v !== null);
  for (const v of ['fail', 'retest', 'pending'] as const) if (present.includes(v)) return v;
  return 'pass';
};

export async function jointItems(db: DbOrTx, rows: LotRow[]): Promise<JointLotItem[]> {
  const names = await pileNames(
    db,
    rows.flatMap((r) => r.pileIds),
  );
  return rows.map((r) => ({
    id: r.id,
    projectId: r.projectId,
    category: r.category as JointCategory,
    lotNo: r.lotNo,
    sampleNo: r.sampleNo,
    jointKind: r.jointKind,
    spliceGrade: r.spliceGrade,
    barGrade: r.barGrade,
    diameterMm: r.diameterMm,
    jointCount: r.jointCount,
    lotSize: r.lotSize,
    floorFrom: r.floorFrom,
    floorTo: r.floorTo,
    pileIds: r.pileIds,
    pileNos: r.pileIds.map((id) => names.get(id) ?? ''),
    operator: r.operator,
    horizontal: r.horizontal,
    tensile: r.tensile as WeldTensileSpecimen[],
    bend: r.bend,
    retestTensile: r.retestTensile as WeldTensileSpecimen[],
    retestBend: r.retestBend,
    specimens: r.specimens as SpliceSpecimen[],
    retestSpecimens: r.retestSpecimens as SpliceSpecimen[],
    tensileVerdict: r.tensileVerdict as JointLotItem['tensileVerdict'],
    bendVerdict: r.bendVerdict as JointLotItem['bendVerdict'],
    verdict: r.verdict as JointLotItem['verdict'],
    basis: r.basis,
    reportNo: r.reportNo,
    testDate: r.testDate,
    remark: r.remark,
    rectificationId: r.rectificationId,
    createdAt: iso(r.createdAt),
  }));
}

export async function loadLot(db: DbOrTx, id: number, category: JointCategory, lang: Language) {
  const [row] = await db.select().from(jointLot).where(eq(jointLot.id, id));
  if (!row || row.category !== category) throw notFound(lang);
  return row;
}

export async function lotDetail(db: DbOrTx, id: number, category: JointCategory, lang: Language) {
  const [item] = await jointItems(db, [await loadLot(db, id, category, lang)]);
  if (!item) throw notFound(lang);
  return item;
}

function countError(field: string, what: string, need: number, got: number, lang: Language) {
  return fieldError(field, msg('specimenCount', lang, { what, need, got }), lang);
}

const WHAT = {
  tensile: { zh: '拉伸试验', en: 'The tensile test', es: 'El ensayo de tracción' },
  bend: { zh: '弯曲试验', en: 'The bend test', es: 'El ensayo de doblado' },
  retest: { zh: '复验', en: 'The retest', es: 'El reensayo' },
  splice: { zh: '接头试件', en: 'The splice test', es: 'El ensayo de empalmes' },
} as const;

/** The JGJ 18-2012 decisions of a weld lot; 422 on counts that do not fit the kind. */
function judgeWeldLot(body: WeldLotSave, lang: Language) {
  const rule = WELD_LOT_RULES[body.jointKind];
  if (body.jointCount > rule.lotSize)
    throw fieldError(
      'jointCount',
      msg('lotTooLarge', lang, { size: rule.lotSize, count: body.jointCount }),
      lang,
    );
  checkFloors(body, rule.maxFloors, lang);
  const fstk = rebarGrade(body.barGrade)?.tensileStrength ?? 0;
  const need = weldLotSpecimens(body.jointKind, body.horizontal);
  if (body.tensile.length !== 0 && body.tensile.length !== need.tensile)
    throw countError('tensile', WHAT.tensile[lang], need.tensile, body.tensile.length, lang);
  if (body.bend.length !== 0 && body.bend.length !== need.bend)
    throw countError('bend', WHAT.bend[lang], need.bend, body.bend.length, lang);
  let tensileVerdict: LotVerdict | 'pending' = 'pending';
  let basis = '';
  if (body.tensile.length > 0) {
    const first = judgeWeldTensile(body.tensile, fstk);
    tensileVerdict = first.verdict;
    basis = `${first.clause} ${first.row}`;
    if (first.verdict === 'retest' && body.retestTensile.length > 0) {
      if (body.retestTensile.length !== 6)
        throw countError('retestTensile', WHAT.retest[lang], 6, body.retestTensile.length, lang);
      const again = judgeWeldTensileRetest(body.retestTensile, fstk);
      tensileVerdict = again.verdict;
      basis = `${again.clause} ${again.row}`;
    }
  }
  if (
    body.retestTensile.length > 0 &&
    !(body.tensile.length > 0 && judgeWeldTensile(body.tensile, fstk).verdict === 'retest')
  )
    throw fieldError('retestTensile', msg('retestNotDue', lang), lang);
  let bendVerdict: LotVerdict | 'pending' | null = need.bend > 0 ? 'pending' : null;
  if (need.bend > 0 && body.bend.length > 0) {
    const first = judgeWeldBend(body.bend);
    bendVerdict = first.verdict;
    if (first.verdict === 'retest' && body.retestBend.length > 0) {
      if (body.retestBend.length !== 6)
        throw countError('retestBend', WHAT.retest[lang], 6, body.retestBend.length, lang);
      bendVerdict = judgeWeldBendRetest(body.retestBend).verdict;
    }
  }
  if (
    body.retestBend.length > 0 &&
    !(need.bend > 0 && body.bend.length > 0 && judgeWeldBend(body.bend).verdict === 'retest')
  )
    throw fieldError('retestBend', msg('retestNotDue', lang), lang);
  return {
    lotSize: rule.lotSize,
    tensileVerdict,
    bendVerdict,
    verdict: worst([tensileVerdict, bendVerdict]),
    basis: basis.trim(),
  };
}

function checkFloors(
  body: { floorFrom: number | null; floorTo: number | null },
  maxFloors: number | null,
  lang: Language,
) {
  if (body.floorFrom === null || body.floorTo === null) return;
  if (body.floorFrom > body.floorTo) throw fieldError('floorFrom', msg('floorsOrder', lang), lang);
  // Floor numbers skip 0 (B1 = -1, then 1): count the floors between.
  const span = body.floorTo - body.floorFrom + 1 - (body.floorFrom < 0 && body.floorTo > 0 ? 1 : 0);
  if (maxFloors !== null && span > maxFloors)
    throw fieldError('floorTo', msg('floorsSpan', lang, { floors: maxFloors }), lang);
}

/** The JGJ 107-2016 lot decision (7.0.7) with the splice grade's strength rule (3.0.5). */
async function judgeSleeveLot(db: DbOrTx, body: SleeveLotSave, exceptId: number | undefined, lang: Language) {
  const previous = await db
    .select({ id: jointLot.id, basis: jointLot.basis, verdict: jointLot.verdict })
    .from(jointLot)
    .where(and(eq(jointLot.projectId, body.projectId), eq(jointLot.category, 'sleeve')))
    .orderBy(desc(jointLot.id));
  let consecutive = 0;
  for (const p of previous.filter((x) => x.id !== exceptId && x.verdict !== 'pending')) {
    if (!(p.verdict === 'pass' && p.basis.endsWith('first'))) break;
    consecutive++;
  }
  const lotSize = spliceLotSize(consecutive);
  if (body.jointCount > lotSize)
    throw fieldError('jointCount', msg('lotTooLarge', lang, { size: lotSize, count: body.jointCount }), lang);
  checkFloors(body, null, lang);
  const spec = rebarGrade(body.barGrade);
  const bar = { fstk: spec?.tensileStrength ?? 0, fyk: spec?.yieldStrength ?? 0 };
  if (body.specimens.length !== 0 && body.specimens.length !== SPLICE_LOT_RULES.specimens)
    throw countError('specimens', WHAT.splice[lang], SPLICE_LOT_RULES.specimens, body.specimens.length, lang);
  if (body.specimens.length === 0) {
    if (body.retestSpecimens.length > 0) throw fieldError('retestSpecimens', msg('retestNotDue', lang), lang);
    return { lotSize, tensileVerdict: 'pending' as const, verdict: 'pending' as const, basis: '' };
  }
  const ok = (s: SpliceSpecimen) => judgeSpliceSpecimen(body.spliceGrade as SpliceGrade, s, bar).pass;
  const first = judgeSpliceLot(body.specimens.map(ok));
  if (first.verdict !== 'retest' && body.retestSpecimens.length > 0)
    throw fieldError('retestSpecimens', msg('retestNotDue', lang), lang);
  if (first.verdict === 'retest' && body.retestSpecimens.length > 0) {
    if (body.retestSpecimens.length !== SPLICE_LOT_RULES.retestSpecimens)
      throw countError(
        'retestSpecimens',
        WHAT.retest[lang],
        SPLICE_LOT_RULES.retestSpecimens,
        body.retestSpecimens.length,
        lang,
      );
    const again = judgeSpliceLot(body.specimens.map(ok), body.retestSpecimens.map(ok));
    return {
      lotSize,
      tensileVerdict: again.verdict,
      verdict: again.verdict,
      basis: 'JGJ 107-2016 7.0.7 retest',
    };
  }
  return {
    lotSize,
    tensileVerdict: first.verdict,
    verdict: first.verdict,
    basis: `JGJ 107-2016 7.0.7 ${first.verdict === 'pass' ? 'first' : `${first.failures} failed`}`,
  };
}

export async function saveLot(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  category: JointCategory,
  body: WeldLotSave | SleeveLotSave,
  lang: Language,
) {
  const before = body.id ? await loadLot(db, body.id, category, lang) : undefined;
  if (before && before.projectId !== body.projectId) throw notFound(lang);
  await guard(db, user, body.projectId, before ? 'update' : 'add', lang);
  await assertPiles(db, body.projectId, body.pileIds, 'pileIds', lang);
  const judged =
    category === 'welding'
      ? judgeWeldLot(body as WeldLotSave, lang)
      : { ...(await judgeSleeveLot(db, body as SleeveLotSave, before?.id, lang)), bendVerdict: null };
  const [dup] = await db
    .select({ id: jointLot.id })
    .from(jointLot)
    .where(
      and(
        eq(jointLot.projectId, body.projectId),
        eq(jointLot.category, category),
        eq(jointLot.lotNo, body.lotNo),
      ),
    );
  if (dup && dup.id !== before?.id)
    throw fieldError('lotNo', msg('duplicateNo', lang, { no: body.lotNo }), lang);
  const values = {
    projectId: body.projectId,
    category,
    lotNo: body.lotNo,
    barGrade: body.barGrade,
    diameterMm: body.diameterMm,
    jointCount: body.jointCount,
    floorFrom: body.floorFrom,
    floorTo: body.floorTo,
    pileIds: body.pileIds,
    operator: body.operator,
    reportNo: body.reportNo,
    testDate: body.testDate,
    remark: body.remark,
    ...judged,
    ...('jointKind' in body
      ? {
          jointKind: body.jointKind,
          spliceGrade: null,
          horizontal: body.horizontal,
          tensile: body.tensile,
          bend: body.bend,
          retestTensile: body.retestTensile,
          retestBend: body.retestBend,
        }
      : {
          jointKind: body.sleeveForm,
          spliceGrade: body.spliceGrade,
          specimens: body.specimens,
          retestSpecimens: body.retestSpecimens,
        }),
  };
  return db.transaction(async (tx) => {
    const [row] = before
      ? await tx
          .update(jointLot)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(jointLot.id, before.id))
          .returning()
      : await tx
          .insert(jointLot)
          .values({
            ...values,
            // The label code of the day the lot is recorded, from the project's counter (never reissued).
            sampleNo: (await takeLabelCodes(tx, 'JT', body.projectId, businessToday(), 1))[0] as string,
            createdBy: actor.userId,
          })
          .returning();
    if (!row) throw new Error('lot not saved');
    let saved = row;
    if (row.verdict === 'fail' && row.rectificationId === null) {
      const what = CATEGORY_NAMES[category]?.zh ?? category;
      const r = await createRectification(tx, {
        projectId: row.projectId,
        source: 'material-inspection',
        sourceId: row.id,
        title: materialMessage('lotFailTitle', 'zh', { what, lotNo: row.lotNo }),
        problem: materialMessage('lotFailProblem', 'zh', {
          what,
          lotNo: row.lotNo,
          grade: row.barGrade,
          d: row.diameterMm,
          count: row.jointCount,
          basis: row.basis,
        }),
        severity: 'serious',
        issuerId: actor.userId,
        ip: actor.ip,
      });
      [saved = row] = await tx
        .update(jointLot)
        .set({ rectificationId: r.id })
        .where(eq(jointLot.id, row.id))
        .returning();
    }
    await recordAudit(tx, actor, [
      {
        projectId: row.projectId,
        resource: `${category}-lot`,
        action: before ? 'update' : 'add',
        recordId: row.id,
        before,
        after: saved,
      },
    ]);
    const [item] = await jointItems(tx, [saved]);
    return item as JointLotItem;
  });
}

export async function listLots(
  db: DbOrTx,
  category: JointCategory,
  q: {
    proId: number;
    verdict?: string | undefined;
    pileId?: number | undefined;
    keyword?: string | undefined;
    page: number;
    limit: number;
  },
) {
  const conds: (SQL | undefined)[] = [eq(jointLot.projectId, q.proId), eq(jointLot.category, category)];
  if (q.verdict) conds.push(eq(jointLot.verdict, q.verdict));
  if (q.pileId) conds.push(sql`${jointLot.pileIds} @> ${JSON.stringify([q.pileId])}::jsonb`);
  if (q.keyword) {
    const like = `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(or(ilike(jointLot.lotNo, like), ilike(jointLot.operator, like)));
  }
  const where = and(...conds);
  const [total] = await db.select({ n: count() }).from(jointLot).where(where);
  const rows = await db
    .select()
    .from(jointLot)
    .where(where)
    .orderBy(desc(jointLot.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  return paged(await jointItems(db, rows), total?.n ?? 0, q.page, q.limit);
}

export async function deleteLot(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  id: number,
  category: JointCategory,
  lang: Language,
) {
  const row = await loadLot(db, id, category, lang);
  await guard(db, user, row.projectId, 'remove', lang);
  await db.transaction(async (tx) => {
    await tx.delete(jointLot).where(eq(jointLot.id, id));
    await recordAudit(tx, actor, [
      { projectId: row.projectId, resource: `${category}-lot`, action: 'remove', recordId: id, before: row },
    ]);
  });
  return id;
}
