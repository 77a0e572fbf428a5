import { DIVISION } from '@zhuji/shared';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { project } from '../../platform/identity';
import { specimen } from './specimen.table';

/**
 * Specimen groups of a pile-foundation project not linked to a pile (docs/domains/specimen.md, docs/product.md §8). Other divisions
 * have no piles to link to, so they answer 0.
 */
export async function unlinkedSpecimenCount(db: DbOrTx, projectId: number): Promise<number> {
  const [p] = await db.select({ division: project.division }).from(project).where(eq(project.id, projectId));
  if (p?.division !== DIVISION.PILE_FOUNDATION) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(specimen)
    .where(and(eq(specimen.projectId, projectId), isNull(specimen.pileId)));
  return row?.n ?? 0;
}
