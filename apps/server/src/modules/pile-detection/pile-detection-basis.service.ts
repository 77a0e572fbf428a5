import {
  DETECTION_CATEGORIES,
  DETECTION_METHOD_CATEGORY,
  type DetectionBasisSave,
  type DetectionCategory,
  type DetectionMethod,
  type DetectionRequirement,
  type GroupRequirement,
  highStrainCount,
  integrityCount,
  type Language,
  staticLoadAcceptanceCount,
} from '@zhuji/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../platform/audit/audit';
import type { SessionUser } from '../../platform/auth/session';
import type { Db, DbOrTx } from '../../platform/db/client';
import { pile, pileGroup } from '../pile';
import { detection, detectionBasis, detectionResult } from './pile-detection.table';
import { guard, notFound } from './pile-detection-common';

// ---- detection basis and required counts ------------------------------------------------------

export async function saveBasis(
  db: Db,
  user: SessionUser,
  actor: AuditActor,
  body: DetectionBasisSave,
  lang: Language,
) {
  const [g] = await db.select().from(pileGroup).where(eq(pileGroup.id, body.groupId));
  if (!g) throw notFound(lang);
  await guard(db, user, g.projectId, 'update', lang);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(detectionBasis).where(eq(detectionBasis.groupId, g.id));
    const values = { ...body, projectId: g.projectId, updatedBy: actor.userId, updatedAt: new Date() };
    await tx
      .insert(detectionBasis)
      .values(values)
      .onConflictDoUpdate({ target: detectionBasis.groupId, set: values });
    await recordAudit(tx, actor, [
      {
        projectId: g.projectId,
        resource: 'detection-basis',
        action: 'update',
        recordId: g.id,
        before,
        after: values,
      },
    ]);
    return requirement(tx, g.projectId);
  });
}

/** Distinct piles per group and category with a result. */
export async function doneCounts(db: DbOrTx, projectId: number) {
  const rows = await db
    .select({
      groupId: detection.groupId,
      method: detection.method,
      pileId: detectionResult.pileId,
    })
    .from(detectionResult)
    .innerJoin(detection, eq(detection.id, detectionResult.detectionId))
    .where(eq(detection.projectId, projectId));
  const sets = new Map<string, Set<number>>();
  const coreOrSonic = new Map<number, Set<number>>();
  for (const r of rows) {
    const cat = DETECTION_METHOD_CATEGORY[r.method as DetectionMethod];
    const key = `${r.groupId}:${cat}`;
    if (!sets.has(key)) sets.set(key, new Set());
    sets.get(key)?.add(r.pileId);
    if (r.method === 'sonic' || r.method === 'coring') {
      if (!coreOrSonic.has(r.groupId)) coreOrSonic.set(r.groupId, new Set());
      coreOrSonic.get(r.groupId)?.add(r.pileId);
    }
  }
  return {
    done: (groupId: number, cat: DetectionCategory) => sets.get(`${groupId}:${cat}`)?.size ?? 0,
    coreOrSonic: (groupId: number) => coreOrSonic.get(groupId)?.size ?? 0,
  };
}

export function groupRequirement(
  g: { id: number; name: string; pileType: string; gradeA: boolean },
  totalPiles: number,
  basis: Pick<
    DetectionBasisSave,
    'complexGround' | 'lowReliability' | 'endBearingLargeDiameter' | 'columnCaps'
  >,
  done: (cat: DetectionCategory) => number,
): GroupRequirement {
  const strict = g.gradeA || basis.complexGround || basis.lowReliability;
  const stat = staticLoadAcceptanceCount(totalPiles);
  const high = highStrainCount(totalPiles);
  const integ = integrityCount({
    totalPiles,
    strict,
    columnCaps: basis.columnCaps,
    endBearingLargeDiameter: basis.endBearingLargeDiameter,
  });
  return {
    groupId: g.id,
    groupName: g.name,
    pileType: g.pileType,
    totalPiles,
    gradeA: g.gradeA,
    ...basis,
    strict,
    categories: [
      {
        category: 'staticLoad',
        required: stat.count,
        basis: stat.basis,
        done: done('staticLoad'),
        byCoreOrSonic: null,
      },
      {
        category: 'highStrain',
        required: high.count,
        basis: high.basis,
        done: done('highStrain'),
        byCoreOrSonic: null,
      },
      {
        category: 'integrity',
        required: integ.count,
        basis: integ.basis,
        done: done('integrity'),
        byCoreOrSonic: integ.byCoreOrSonic,
      },
    ],
  };
}

/** The required detection counts of every pile group of a project, and what has been done. */
export async function requirement(db: DbOrTx, projectId: number): Promise<DetectionRequirement> {
  const groups = await db
    .select({
      g: pileGroup,
      piles: sql<number>`(select count(*)::int from ${pile} where ${pile.groupId} = ${pileGroup.id})`,
      b: detectionBasis,
    })
    .from(pileGroup)
    .leftJoin(detectionBasis, eq(detectionBasis.groupId, pileGroup.id))
    .where(eq(pileGroup.projectId, projectId))
    .orderBy(asc(pileGroup.id));
  const d = await doneCounts(db, projectId);
  const list = groups.map(({ g, piles, b }) =>
    groupRequirement(
      g,
      piles,
      {
        complexGround: b?.complexGround ?? false,
        lowReliability: b?.lowReliability ?? false,
        endBearingLargeDiameter: b?.endBearingLargeDiameter ?? false,
        columnCaps: b?.columnCaps ?? 0,
      },
      (cat) => d.done(g.id, cat),
    ),
  );
  return {
    projectId,
    totalPiles: list.reduce((s, g) => s + g.totalPiles, 0),
    groups: list,
    totals: DETECTION_CATEGORIES.map((category) => {
      const of = list.map((g) => g.categories.find((c) => c.category === category));
      return {
        category,
        required: of.reduce((s, c) => s + (c?.required ?? 0), 0),
        done: of.reduce((s, c) => s + (c?.done ?? 0), 0),
      };
    }),
  };
}

export const requiredCount = async (
  db: DbOrTx,
  projectId: number,
  groupId: number,
  category: DetectionCategory,
) =>
  (await requirement(db, projectId)).groups
    .find((g) => g.groupId === groupId)
    ?.categories.find((c) => c.category === category)?.required ?? 0;
