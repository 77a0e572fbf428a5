import type { CuredStay } from '@zhuji/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import type { CuredStaySource } from '../specimen';
import { curingExcursion, curingRoom, curingStay } from './curing.table';
import { excursionFigures } from './curing-reading.service';

/**
 * The cured step of a specimen's chain (标准养护, docs/domains/curing.md, issue 20): each stay of the
 * groups in a room of their own project, with every raised excursion of that room that overlaps the
 * stay — the same overlap that links groups to a warning (in before its end, out after its start). A
 * stay in another project's room is never answered. Registered with the specimen module in index.ts.
 */
export const curedStaysOf: CuredStaySource = async (
  db: DbOrTx,
  projectId,
  specimens,
): Promise<CuredStay[]> => {
  const sampleNo = new Map(specimens.map((s) => [s.id, s.sampleNo]));
  const stays = await db
    .select({ stay: curingStay, room: curingRoom.name })
    .from(curingStay)
    .innerJoin(curingRoom, and(eq(curingRoom.id, curingStay.roomId), eq(curingRoom.projectId, projectId)))
    .where(
      and(
        eq(curingStay.projectId, projectId),
        inArray(
          curingStay.specimenId,
          specimens.map((s) => s.id),
        ),
      ),
    )
    .orderBy(asc(curingStay.specimenId), asc(curingStay.inAt), asc(curingStay.id));
  if (stays.length === 0) return [];
  const excursions = await db
    .select()
    .from(curingExcursion)
    .where(
      and(
        eq(curingExcursion.projectId, projectId),
        inArray(curingExcursion.roomId, [...new Set(stays.map((s) => s.stay.roomId))]),
      ),
    )
    .orderBy(asc(curingExcursion.startedAt));
  return stays.map(({ stay, room }) => ({
    sampleNo: sampleNo.get(stay.specimenId) ?? '',
    room,
    inAt: stay.inAt.toISOString(),
    outAt: stay.outAt?.toISOString() ?? null,
    warnings: excursions
      .filter(
        (e) =>
          e.roomId === stay.roomId &&
          stay.inAt <= (e.endedAt ?? e.lastOutAt) &&
          (stay.outAt === null || stay.outAt >= e.startedAt),
      )
      .map(excursionFigures),
  }));
};
