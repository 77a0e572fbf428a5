import {
  type Language,
  pileRunGroups,
  specimenRate,
  type TestBlockRate,
  WITNESS_MIN_RATIO,
  witnessRatio,
} from '@zhuji/shared';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { SessionUser } from '../../platform/auth/session';
import { businessDaySql } from '../../platform/db/business-zone';
import type { DbOrTx } from '../../platform/db/client';
import { pile, pileGroup } from '../pile';
import { concretePour, specimen } from './specimen.table';
import { guard } from './specimen-common';
import { madeByPour, pourRequirement } from './specimen-registration.service';

// ---- sampling: the test block rate and the witness ratio ----------------------------------------

export async function testBlockRate(
  db: DbOrTx,
  user: SessionUser,
  projectId: number,
  lang: Language,
): Promise<TestBlockRate> {
  await guard(db, user, projectId, 'list', lang);
  return computeRate(db, projectId);
}

/** Narrows the sampling figures to a period (days, inclusive) and a strength grade; all when absent. */
export interface SamplingScope {
  from?: string;
  to?: string;
  grade?: string;
}

/** One pour or pile and the groups due and made for it, with its day and grade for reports. */
export type DatedRequirement = TestBlockRate['requirements'][number] & { on: string; grade: string | null };

/** A pile's pour day: the day (Beijing time) it was finished, else recorded. */
const pileDay = () =>
  businessDaySql(sql`coalesce(${pile.finishedAt}, ${pile.recordedAt}, ${pile.createdAt})`);

/**
 * The groups due and made per pour (GB 50202-2018 5.1.3), and per poured bored pile no pour was
 * registered for (its own volume sets what is due), within the scope.
 */
export async function sampledRequirements(
  db: DbOrTx,
  projectId: number,
  scope: SamplingScope = {},
): Promise<DatedRequirement[]> {
  const pours = await db
    .select()
    .from(concretePour)
    .where(
      and(
        eq(concretePour.projectId, projectId),
        scope.from ? sql`${concretePour.pouredOn} >= ${scope.from}` : undefined,
        scope.to ? sql`${concretePour.pouredOn} <= ${scope.to}` : undefined,
        scope.grade ? eq(concretePour.strengthGrade, scope.grade) : undefined,
      ),
    );
  const made = await madeByPour(db, projectId);
  const requirements: DatedRequirement[] = pours.map((p) => {
    const r = pourRequirement(p);
    const label = p.pileNos.length ? p.pileNos.join('、') : p.location;
    return {
      key: `${p.pouredOn} ${label}（${p.plant}）`,
      kind: 'pour',
      required: r.groups,
      made: made.get(p.id) ?? 0,
      basis: r.basis,
      on: p.pouredOn,
      grade: p.strengthGrade,
    };
  });
  // Piles named by any pour of the project are covered by it, whatever the scope.
  const covered = new Set(
    (
      await db
        .select({ pileNos: concretePour.pileNos })
        .from(concretePour)
        .where(eq(concretePour.projectId, projectId))
    ).flatMap((p) => p.pileNos),
  );
  const poured = await db
    .select({
      id: pile.id,
      pileNo: pile.pileNo,
      volume: sql<string | null>`${pile.values}->>'actualVolume'`,
      single: pileGroup.singlePile,
      grade: pileGroup.strengthGrade,
      on: pileDay(),
    })
    .from(pile)
    .innerJoin(pileGroup, eq(pileGroup.id, pile.groupId))
    .where(
      and(
        eq(pile.projectId, projectId),
        eq(pileGroup.pileType, 'bored'),
        inArray(pile.status, ['recorded', 'confirmed', 'accepted']),
        scope.from ? sql`${pileDay()} >= ${scope.from}` : undefined,
        scope.to ? sql`${pileDay()} <= ${scope.to}` : undefined,
        scope.grade ? eq(pileGroup.strengthGrade, scope.grade) : undefined,
      ),
    )
    .orderBy(asc(pile.noPrefix), asc(pile.noSeq));
  const linked = await db
    .select({ pileId: specimen.pileId, n: count() })
    .from(specimen)
    .where(and(eq(specimen.projectId, projectId), eq(specimen.curing, 'standard')))
    .groupBy(specimen.pileId);
  const byPile = new Map(linked.map((l) => [l.pileId, l.n]));
  for (const p of poured) {
    if (covered.has(p.pileNo)) continue;
    const volume = Number(p.volume ?? 0);
    const run = pileRunGroups({
      volumeM3: Number.isFinite(volume) && volume > 0 ? volume : 0,
      singleColumnSinglePile: p.single,
    });
    requirements.push({
      key: p.pileNo,
      kind: 'pile',
      required: run.groups,
      made: byPile.get(p.id) ?? 0,
      basis: run.basis,
      on: p.on,
      grade: p.grade,
    });
  }
  return requirements;
}

/** Submitted groups and how many of them were witnessed (建建[2000]211号), made within the scope. */
export async function witnessFigures(db: DbOrTx, projectId: number, scope: SamplingScope = {}) {
  const [w] = await db
    .select({
      total: count(),
      witnessed: sql<number>`count(*) filter (where ${specimen.witnessed})`.mapWith(Number),
    })
    .from(specimen)
    .where(
      and(
        eq(specimen.projectId, projectId),
        sql`${specimen.submissionId} is not null`,
        scope.from ? sql`${specimen.makeDate} >= ${scope.from}` : undefined,
        scope.to ? sql`${specimen.makeDate} <= ${scope.to}` : undefined,
        scope.grade ? eq(specimen.strengthGrade, scope.grade) : undefined,
      ),
    );
  const total = w?.total ?? 0;
  const witnessed = w?.witnessed ?? 0;
  const wr = witnessRatio(witnessed, total);
  return {
    total,
    witnessed,
    ratio: wr.ratio,
    needed: wr.needed,
    pass: wr.check.pass,
    minRatio: WITNESS_MIN_RATIO,
  };
}

/** The test block rate with what is missing, and the witness ratio, of the project (or a scope of it). */
export async function computeRate(
  db: DbOrTx,
  projectId: number,
  scope: SamplingScope = {},
): Promise<TestBlockRate> {
  const dated = await sampledRequirements(db, projectId, scope);
  const requirements: TestBlockRate['requirements'] = dated.map(({ on: _on, grade: _grade, ...r }) => r);
  const rate = specimenRate(requirements);
  return {
    projectId,
    required: rate.required,
    made: rate.made,
    rate: rate.rate,
    complete: rate.complete,
    requirements,
    missing: rate.missing,
    witness: await witnessFigures(db, projectId, scope),
  };
}
