import { type Language, type PourAdd, witnessRatioByMaterial } from '@zhuji/shared';
import { and, eq, min, sql } from 'drizzle-orm';
import { fieldError } from '../../platform/access';
import type { DbOrTx } from '../../platform/db/client';
import { assertAppointedWitness } from '../witness';
import { specimen, testBlockWarning } from './specimen.table';
import { msg } from './specimen-common';
import { warningDetailOf, warningTitleOf } from './specimen-warning-title';

// Witnessed sampling of test blocks (docs/domains/witness.md): the witness a pour names must be appointed
// for the project, the day and concrete; the groups count as witnessed once that witness confirms.

export interface ResolvedWitness {
  userId: number;
  name: string;
  appointmentId: number;
}

/**
 * The witness of a pour's sampling, or null when no group is witnessed: `witnessUserId` names them for
 * the whole pour; older clients mark groups `witnessed` with the witness's name, which must then be an
 * appointed witness too (one witness per sampling). A 422 on the field otherwise.
 */
export async function resolveWitness(
  db: DbOrTx,
  body: PourAdd,
  lang: Language,
): Promise<{ witness: ResolvedWitness | null; witnessedGroups: boolean[] }> {
  if (body.witnessUserId !== undefined) {
    const w = await assertAppointedWitness(
      db,
      body.proId,
      { userId: body.witnessUserId },
      body.pouredOn,
      'concrete',
      'witnessUserId',
      lang,
    );
    return { witness: w, witnessedGroups: body.groups.map(() => true) };
  }
  let witness: ResolvedWitness | null = null;
  for (const [i, g] of body.groups.entries()) {
    if (!g.witnessed) continue;
    const field = `groups.${i}.witnessName`;
    if (!g.witnessName) throw fieldError(field, msg('witnessNameMissing', lang), lang);
    if (witness && witness.name !== g.witnessName) throw fieldError(field, msg('oneWitness', lang), lang);
    witness ??= await assertAppointedWitness(
      db,
      body.proId,
      { name: g.witnessName },
      body.pouredOn,
      'concrete',
      field,
      lang,
    );
  }
  return { witness, witnessedGroups: body.groups.map((g) => g.witnessed) };
}

/** Concrete counts per strength grade: a C30 mix and a C35 mix are sampled as different materials. */
const materialOf = (grade: string) => `concrete ${grade}`;

/** The project's groups with their witnessing, as the ratio per material counts them. */
export async function witnessSamples(db: DbOrTx, projectId: number) {
  const rows = await db
    .select({ grade: specimen.strengthGrade, witnessed: specimen.witnessed, named: specimen.witnessUserId })
    .from(specimen)
    .where(eq(specimen.projectId, projectId));
  return rows.map((r) => ({
    material: materialOf(r.grade),
    witness: r.witnessed
      ? ('confirmed' as const)
      : r.named !== null
        ? ('pending' as const)
        : ('none' as const),
  }));
}

export async function witnessRatios(db: DbOrTx, projectId: number) {
  return witnessRatioByMaterial(await witnessSamples(db, projectId));
}

/**
 * Raises the early warning of each material whose confirmed witness ratio fell below 30 %, once: the
 * warning's source is the material's first group (a stable anchor per project and grade), and the
 * unique (kind, source) key keeps a second write — or a second server — from raising it again.
 * Runs inside the write that changed the figures.
 */
export async function raiseWitnessWarnings(tx: DbOrTx, projectId: number): Promise<number> {
  let raised = 0;
  for (const r of await witnessRatios(tx, projectId)) {
    if (!r.warn) continue;
    const grade = r.material.replace(/^concrete /, '');
    const [anchor] = await tx
      .select({ id: min(specimen.id) })
      .from(specimen)
      .where(and(eq(specimen.projectId, projectId), eq(specimen.strengthGrade, grade)));
    if (!anchor?.id) continue;
    const pct = (x: number) => `${Math.round(x * 1000) / 10}%`;
    const settled = r.total - r.pending;
    const inserted = await tx
      .insert(testBlockWarning)
      .values({
        projectId,
        kind: 'witness-low',
        sourceId: anchor.id,
        ...warningTitleOf('witnessLowTitle', { grade, ratio: pct(settled ? r.confirmed / settled : 0) }),
        ...warningDetailOf('witnessLowDetail', {
          total: r.total,
          confirmed: r.confirmed,
          pending: r.pending,
        }),
      })
      .onConflictDoNothing({ target: [testBlockWarning.kind, testBlockWarning.sourceId] })
      .returning({ id: testBlockWarning.id });
    raised += inserted.length;
  }
  return raised;
}

/** The groups of a pour named for a witness and not yet confirmed: what the confirmation marks. */
export const namedFor = (pourId: number, userId: number) =>
  and(eq(specimen.pourId, pourId), eq(specimen.witnessUserId, userId), sql`not ${specimen.witnessed}`);
