import { createHash, randomBytes } from 'node:crypto';
import type { CuringStayItem, KitAction, Language } from '@zhuji/shared';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { assertAction, fieldError } from '../../platform/access';
import { type AuditActor, recordAudit } from '../../platform/audit/audit';
import type { SessionUser } from '../../platform/auth/session';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import { standardCuredSpecimens } from '../specimen';
import { curingMessage as msg } from './curing.messages';
import { curingRoom, curingStay } from './curing.table';
import type { RoomRow } from './curing-reading.service';
import { CURING_MENU } from './curing-room.routes';

export const guard = (db: DbOrTx, user: SessionUser, projectId: number, action: KitAction, lang: Language) =>
  assertAction(db, user, projectId, CURING_MENU, action, lang);

export async function loadRoom(db: DbOrTx, id: number, lang: Language, lock = false): Promise<RoomRow> {
  const q = db.select().from(curingRoom).where(eq(curingRoom.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw new AppError(msg('roomNotFound', lang), 404, 404);
  return row;
}

// ---- device keys ----------------------------------------------------------------------------------

/** Only the SHA-256 of a key is stored: a copy of the database lets nobody post readings. */
export const hashKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

/**
 * A new device key for the room (docs/domains/curing.md, device keys): answered once, its hash kept;
 * the previous key stops working in the same transaction.
 */
export async function issueKey(tx: DbOrTx, room: RoomRow, actor: AuditActor) {
  const key = `zcr_${randomBytes(24).toString('base64url')}`;
  const hint = key.slice(0, 10);
  const createdAt = new Date();
  await tx
    .update(curingRoom)
    .set({
      deviceKeyHash: hashKey(key),
      deviceKeyHint: hint,
      deviceKeyCreatedAt: createdAt,
      deviceKeyCreatedBy: actor.userId,
    })
    .where(eq(curingRoom.id, room.id));
  await recordAudit(tx, actor, [
    {
      projectId: room.projectId,
      resource: 'curing_room',
      action: 'issueKey',
      recordId: room.id,
      before: { deviceKeyHint: room.deviceKeyHint },
      after: { deviceKeyHint: hint },
    },
  ]);
  return { key, hint, createdAt: createdAt.toISOString() };
}

export async function revokeKey(tx: DbOrTx, room: RoomRow, actor: AuditActor): Promise<RoomRow> {
  const [row] = await tx
    .update(curingRoom)
    .set({ deviceKeyHash: null, deviceKeyHint: null, deviceKeyCreatedAt: null, deviceKeyCreatedBy: null })
    .where(eq(curingRoom.id, room.id))
    .returning();
  await recordAudit(tx, actor, [
    {
      projectId: room.projectId,
      resource: 'curing_room',
      action: 'revokeKey',
      recordId: room.id,
      before: { deviceKeyHint: room.deviceKeyHint },
      after: { deviceKeyHint: null },
    },
  ]);
  return row as RoomRow;
}

/**
 * The room a device key opens, for the room the device names: an unknown or revoked key is 401, a
 * key of another room 403 (docs/domains/curing.md).
 */
export async function roomOfKey(db: DbOrTx, key: string | undefined, roomId: number, lang: Language) {
  const [room] = key
    ? await db
        .select()
        .from(curingRoom)
        .where(eq(curingRoom.deviceKeyHash, hashKey(key)))
    : [];
  if (!room) throw new AppError(msg('keyMissing', lang), 401, 401);
  if (room.id !== roomId) throw new AppError(msg('keyOtherRoom', lang), 403, 403);
  return room;
}

// ---- specimens in the room ---------------------------------------------------------------------------

export async function roomStays(db: DbOrTx, room: RoomRow): Promise<CuringStayItem[]> {
  const stays = await db
    .select()
    .from(curingStay)
    .where(eq(curingStay.roomId, room.id))
    .orderBy(asc(curingStay.outAt), asc(curingStay.inAt));
  const specimens = new Map(
    (await standardCuredSpecimens(db, room.projectId, [...new Set(stays.map((s) => s.specimenId))])).map(
      (s) => [s.id, s],
    ),
  );
  return stays.flatMap((s) => {
    const sp = specimens.get(s.specimenId);
    if (!sp) return [];
    return [
      {
        id: s.id,
        specimenId: s.specimenId,
        sampleNo: sp.sampleNo,
        strengthGrade: sp.strengthGrade,
        location: sp.location,
        makeDate: sp.makeDate,
        inAt: s.inAt.toISOString(),
        outAt: s.outAt?.toISOString() ?? null,
      },
    ];
  });
}

/** The project's standard-cured groups still curing and in no room now: what may go into one. */
export async function stayCandidates(db: DbOrTx, room: RoomRow) {
  const [curing, inside] = await Promise.all([
    standardCuredSpecimens(db, room.projectId),
    db
      .select({ id: curingStay.specimenId })
      .from(curingStay)
      .where(and(eq(curingStay.projectId, room.projectId), isNull(curingStay.outAt))),
  ]);
  const busy = new Set(inside.map((r) => r.id));
  return curing.filter((s) => !busy.has(s.id));
}

const future = (at: Date) => at.getTime() > Date.now() + 5 * 60_000;

/** Puts standard-cured groups of the room's project into it (each in one room at a time). */
export async function assignSpecimens(
  tx: DbOrTx,
  room: RoomRow,
  specimenIds: readonly number[],
  inAt: Date,
  actor: AuditActor,
  lang: Language,
) {
  if (future(inAt)) throw fieldError('inAt', msg('futureTime', lang), lang);
  const ids = [...new Set(specimenIds)];
  const found = await standardCuredSpecimens(tx, room.projectId, ids);
  const missing = ids.filter((id) => !found.some((s) => s.id === id));
  if (missing.length)
    throw fieldError('specimenIds', msg('specimenNotFound', lang, { ids: missing.join(', ') }), lang);
  const inside = await tx
    .select({ specimenId: curingStay.specimenId })
    .from(curingStay)
    .where(and(inArray(curingStay.specimenId, ids), isNull(curingStay.outAt)));
  if (inside.length) {
    const nos = found.filter((s) => inside.some((i) => i.specimenId === s.id)).map((s) => s.sampleNo);
    throw fieldError('specimenIds', msg('specimenInRoom', lang, { sampleNos: nos.join(', ') }), lang);
  }
  const rows = await tx
    .insert(curingStay)
    .values(
      ids.map((specimenId) => ({
        roomId: room.id,
        projectId: room.projectId,
        specimenId,
        inAt,
        createdBy: actor.userId,
      })),
    )
    .returning();
  await recordAudit(
    tx,
    actor,
    rows.map((r) => ({
      projectId: room.projectId,
      resource: 'curing_stay',
      action: 'add',
      recordId: r.id,
      after: r,
    })),
  );
  return { count: rows.length };
}

/** Takes groups out of the room at `outAt` (not before they went in). */
export async function moveOut(
  tx: DbOrTx,
  room: RoomRow,
  ids: readonly number[],
  outAt: Date,
  actor: AuditActor,
  lang: Language,
) {
  if (future(outAt)) throw fieldError('outAt', msg('futureTime', lang), lang);
  const unique = [...new Set(ids)];
  const stays = await tx
    .select()
    .from(curingStay)
    .where(and(inArray(curingStay.id, unique), eq(curingStay.roomId, room.id), isNull(curingStay.outAt)))
    .for('update');
  if (stays.length !== unique.length) throw fieldError('ids', msg('stayNotFound', lang), lang);
  if (stays.some((s) => s.inAt > outAt)) throw fieldError('outAt', msg('outBeforeIn', lang), lang);
  const rows = await tx.update(curingStay).set({ outAt }).where(inArray(curingStay.id, unique)).returning();
  await recordAudit(
    tx,
    actor,
    rows.map((r) => ({
      projectId: room.projectId,
      resource: 'curing_stay',
      action: 'update',
      recordId: r.id,
      before: stays.find((s) => s.id === r.id),
      after: r,
    })),
  );
  return { count: rows.length };
}
