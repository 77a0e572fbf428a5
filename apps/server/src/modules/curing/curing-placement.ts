import { SPECIMEN_CURING } from '@zhuji/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { type ReceivedPlacer, specimen } from '../specimen';
import { assignSpecimens, guard } from './curing.service';
import { curingRoom, curingStay } from './curing.table';

/**
 * Placed at receipt (docs/domains/curing.md): when the lab receives a submission by scanning a label, its
 * standard-cured groups not yet in a room go into the project's standard curing room if it has exactly one,
 * in at the receipt; with none or several, the receiver is offered them to pick (试块入室 as on the room
 * page). Only a receiver who may move groups in (CuringRoom add on the project) is placed or offered rooms.
 * Registered with the specimen module in index.ts, which this module imports (not the other way round).
 */
export const placeReceivedGroups: ReceivedPlacer = async (tx, user, actor, submission, lang) => {
  const none = { room: null, choices: [], specimenIds: [] };
  const allowed = await guard(tx, user, submission.projectId, 'add', lang).then(
    () => true,
    () => false,
  );
  if (!allowed) return none;
  const rooms = await tx
    .select()
    .from(curingRoom)
    .where(eq(curingRoom.projectId, submission.projectId))
    .orderBy(asc(curingRoom.name));
  const choices = rooms.map((r) => ({ id: r.id, name: r.name }));
  const groups = await tx
    .select({ id: specimen.id })
    .from(specimen)
    .leftJoin(curingStay, and(eq(curingStay.specimenId, specimen.id), isNull(curingStay.outAt)))
    .where(
      and(
        eq(specimen.submissionId, submission.id),
        eq(specimen.curing, SPECIMEN_CURING.STANDARD),
        isNull(curingStay.id),
      ),
    );
  const specimenIds = groups.map((g) => g.id);
  if (specimenIds.length === 0) return none;
  const [only] = rooms;
  if (rooms.length !== 1 || !only) return { room: null, choices, specimenIds };
  await assignSpecimens(tx, only, specimenIds, new Date(), actor, lang);
  return { room: { id: only.id, name: only.name }, choices: [], specimenIds };
};
