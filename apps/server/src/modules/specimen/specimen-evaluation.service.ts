import { evaluateConcreteLot, type Language, type LotEvaluation, type TestBlockWarning } from '@zhuji/shared';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../platform/audit/audit';
import type { SessionUser } from '../../platform/auth/session';
import type { DbOrTx } from '../../platform/db/client';
import { projectMember } from '../../platform/identity';
import { createRectification, registerRectificationTexts } from '../../platform/rectification';
import { pile } from '../pile';
import { lotEvaluation, specimen, specimenResult, testBlockWarning } from './specimen.table';
import { guard, num } from './specimen-common';
import {
  renderWarningText,
  warningDetail,
  warningDetailOf,
  warningTitle,
  warningTitleOf,
} from './specimen-warning-title';

// The notice raised from a test-block warning copies its keyed title and detail: it reads in the
// reader's language on the rectification pages too (issue 22).
registerRectificationTexts('test-block', renderWarningText);

// ---- evaluation, warnings, rectifications -------------------------------------------------------

const lotKeyOf = (grade: string, age: number, curing: string) => `${grade}/${age}d/${curing}`;

/** The project's chief or specialist supervisor issues test-block rectifications; else the actor. */
async function issuerOf(tx: DbOrTx, projectId: number, fallback: number) {
  const [m] = await tx
    .select({ userId: projectMember.userId })
    .from(projectMember)
    .where(and(eq(projectMember.projectId, projectId), inArray(projectMember.roleId, [41, 42])))
    .orderBy(asc(projectMember.roleId))
    .limit(1);
  return m?.userId ?? fallback;
}

/**
 * Re-evaluates every compressive lot of the project (same grade, age and curing) by GB/T 50107-2010
 * from the tested groups; a failed lot and each invalid group raise one warning and one rectification.
 */
export async function evaluateProject(tx: DbOrTx, projectId: number, actor: AuditActor) {
  const rows = await tx
    .select({ s: specimen, r: specimenResult, pileNo: pile.pileNo })
    .from(specimen)
    .innerJoin(specimenResult, eq(specimenResult.specimenId, specimen.id))
    .leftJoin(pile, and(eq(pile.id, specimen.pileId), eq(pile.projectId, specimen.projectId)))
    .where(and(eq(specimen.projectId, projectId), eq(specimen.type, 'compressive')))
    .orderBy(asc(specimen.makeDate), asc(specimen.sampleNo));
  const lots = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = lotKeyOf(row.s.strengthGrade, row.s.ageDays, row.s.curing);
    lots.set(key, [...(lots.get(key) ?? []), row]);
  }
  const issuer = await issuerOf(tx, projectId, actor.userId);
  for (const [lotKey, group] of lots) {
    const first = group[0]!.s;
    const valid = group.filter((g) => g.r.status === 'valid' && g.r.value !== null);
    const invalid = group.filter((g) => g.r.status === 'invalid');
    const result = evaluateConcreteLot({
      grade: first.strengthGrade,
      values: valid.map((g) => Number(g.r.value)),
    });
    const values = {
      projectId,
      lotKey,
      strengthGrade: first.strengthGrade,
      ageDays: first.ageDays,
      curing: first.curing,
      method: result.method,
      verdict: result.verdict,
      groups: result.groups,
      invalidGroups: invalid.length,
      mean: result.mean === null ? null : result.mean.toFixed(1),
      min: result.min === null ? null : result.min.toFixed(1),
      result: { checks: result.checks, coefficients: result.coefficients },
      specimenIds: group.map((g) => g.s.id),
      evaluatedAt: new Date(),
    };
    const [lot] = await tx
      .insert(lotEvaluation)
      .values(values)
      .onConflictDoUpdate({ target: [lotEvaluation.projectId, lotEvaluation.lotKey], set: values })
      .returning();
    if (!lot) continue;
    if (result.verdict === 'fail') {
      const piles = [...new Set(group.map((g) => g.pileNo ?? g.s.location))];
      const curing = first.curing === 'same_condition' ? 'sameCondition' : 'standardCuring';
      const rect = await raise(tx, actor, issuer, {
        projectId,
        kind: 'lot-failed',
        sourceId: lot.id,
        ...warningTitleOf('lotTitle', {
          grade: first.strengthGrade,
          age: first.ageDays,
          curing: { key: curing },
        }),
        ...warningDetailOf('lotDetail', {
          method: { key: result.method },
          n: result.groups,
          mean: result.mean ?? '-',
          min: result.min ?? '-',
          piles: piles.length > 0 ? piles.join('、') : { key: 'none' },
        }),
        pileNos: piles,
      });
      if (rect && lot.rectificationId === null)
        await tx.update(lotEvaluation).set({ rectificationId: rect }).where(eq(lotEvaluation.id, lot.id));
    }
    for (const g of invalid) {
      const pileLabel = g.pileNo ?? g.s.location;
      await raise(tx, actor, issuer, {
        projectId,
        kind: 'group-invalid',
        sourceId: g.s.id,
        ...warningTitleOf('invalidTitle', { no: g.s.sampleNo, pile: pileLabel }),
        ...warningDetailOf('invalidDetail', { no: g.s.sampleNo, values: g.r.strengths.join(' / ') }),
        pileNos: [pileLabel],
      });
    }
  }
}

/** One warning and one rectification per source, raised once; answers the rectification id. */
async function raise(
  tx: DbOrTx,
  actor: AuditActor,
  issuerId: number,
  w: Omit<typeof testBlockWarning.$inferInsert, 'id' | 'rectificationId' | 'createdAt'>,
): Promise<number | null> {
  const [existing] = await tx
    .select()
    .from(testBlockWarning)
    .where(and(eq(testBlockWarning.kind, w.kind), eq(testBlockWarning.sourceId, w.sourceId)));
  if (existing) return existing.rectificationId;
  const rect = await createRectification(tx, {
    projectId: w.projectId,
    source: 'test-block',
    sourceId: w.sourceId,
    title: w.title,
    problem: w.detail,
    texts: {
      titleKey: w.titleKey,
      titleParams: w.titleParams,
      problemKey: w.detailKey,
      problemParams: w.detailParams,
    },
    severity: 'serious',
    issuerId,
    ip: actor.ip,
  });
  const [row] = await tx
    .insert(testBlockWarning)
    .values({ ...w, rectificationId: rect.id })
    .returning();
  await recordAudit(tx, actor, [
    {
      projectId: w.projectId,
      resource: 'test-block-warning',
      action: 'add',
      recordId: row?.id ?? null,
      after: row,
    },
  ]);
  return rect.id;
}

export async function listEvaluations(
  db: DbOrTx,
  user: SessionUser,
  projectId: number,
  lang: Language,
): Promise<LotEvaluation[]> {
  await guard(db, user, projectId, 'list', lang);
  const rows = await db
    .select()
    .from(lotEvaluation)
    .where(eq(lotEvaluation.projectId, projectId))
    .orderBy(asc(lotEvaluation.lotKey));
  return rows.map((r) => ({
    id: r.id,
    lotKey: r.lotKey,
    strengthGrade: r.strengthGrade,
    ageDays: r.ageDays,
    curing: r.curing,
    method: r.method,
    verdict: r.verdict as LotEvaluation['verdict'],
    groups: r.groups,
    invalidGroups: r.invalidGroups,
    mean: num(r.mean),
    min: num(r.min),
    checks: r.result.checks as LotEvaluation['checks'],
    coefficients: r.result.coefficients,
    rectificationId: r.rectificationId,
    evaluatedAt: r.evaluatedAt.toISOString(),
  }));
}

export async function listWarnings(
  db: DbOrTx,
  user: SessionUser,
  projectId: number,
  lang: Language,
): Promise<TestBlockWarning[]> {
  await guard(db, user, projectId, 'list', lang);
  const rows = await db
    .select()
    .from(testBlockWarning)
    .where(eq(testBlockWarning.projectId, projectId))
    .orderBy(desc(testBlockWarning.id));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as TestBlockWarning['kind'],
    title: warningTitle(r, lang),
    detail: warningDetail(r, lang),
    pileNos: r.pileNos,
    rectificationId: r.rectificationId,
    createdAt: r.createdAt.toISOString(),
  }));
}
