import { SPECIMEN_CURING } from '@zhuji/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { specimen } from './specimen.table';

/** What the curing rooms show of a group (docs/domains/curing.md). */
export interface CuredSpecimen {
  id: number;
  sampleNo: string;
  strengthGrade: string;
  location: string;
  makeDate: string;
}

/**
 * A project's standard-cured groups (标养) for the curing rooms: those named by `ids` (any status), or
 * without `ids` the ones still curing (made, submitted or received, not yet tested). Rows of another
 * project are never answered.
 */
export async function standardCuredSpecimens(
  db: DbOrTx,
  projectId: number,
  ids?: readonly number[],
): Promise<CuredSpecimen[]> {
  if (ids && ids.length === 0) return [];
  return db
    .select({
      id: specimen.id,
      sampleNo: specimen.sampleNo,
      strengthGrade: specimen.strengthGrade,
      location: specimen.location,
      makeDate: specimen.makeDate,
    })
    .from(specimen)
    .where(
      and(
        eq(specimen.projectId, projectId),
        eq(specimen.curing, SPECIMEN_CURING.STANDARD),
        ids ? inArray(specimen.id, [...ids]) : inArray(specimen.status, ['made', 'submitted', 'received']),
      ),
    )
    .orderBy(asc(specimen.makeDate), asc(specimen.sampleNo));
}
