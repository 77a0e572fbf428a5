import {
  type AbnormalItem,
  businessDateTimeOf,
  type CuringExcursion,
  type CuringExcursionItem,
  type CuringIngestResult,
  type CuringReadingInput,
  type CuringReadingSource,
  curingBreaches,
  detectCuringExcursions,
  type Language,
} from '@zhuji/shared';
import { and, asc, desc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import { fieldError } from '../../platform/access';
import type { AuditActor } from '../../platform/audit/audit';
import { recordAudit } from '../../platform/audit/audit';
import type { DbOrTx } from '../../platform/db/client';
import { standardCuredSpecimens } from '../specimen';
import { curingMessage as msg } from './curing.messages';
import { curingExcursion, curingReading, curingRoom, curingStay } from './curing.table';

export type RoomRow = typeof curingRoom.$inferSelect;
type ExcursionRow = typeof curingExcursion.$inferSelect;

const HOUR = 3_600_000;
/** Readings this far around a new batch are read again to find the excursions it touches. */
const CONTEXT_MS = 24 * HOUR;
/** A device clock a little ahead is tolerated; readings further in the future are refused. */
const FUTURE_SKEW_MS = 5 * 60_000;

export const limitsOf = (room: RoomRow) => ({
  tempMin: Number(room.tempMin),
  tempMax: Number(room.tempMax),
  humidityMin: Number(room.humidityMin),
});

/** The specimens in the room at any time between `from` and `to` (by their stays). */
async function specimensPresent(tx: DbOrTx, roomId: number, from: Date, to: Date): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ specimenId: curingStay.specimenId })
    .from(curingStay)
    .where(
      and(
        eq(curingStay.roomId, roomId),
        lte(curingStay.inAt, to),
        or(isNull(curingStay.outAt), gte(curingStay.outAt, from)),
      ),
    );
  return rows.map((r) => r.specimenId).sort((a, b) => a - b);
}

/**
 * Finds the excursions the readings between `from` and `to` take part in and keeps one row per raised
 * excursion (docs/domains/curing.md): a detected excursion that overlaps a stored one updates it (later
 * readings extend or close it; nothing is raised twice), one that overlaps none is a new warning.
 * Runs in the caller's transaction, with the room row locked.
 */
export async function reconcileExcursions(tx: DbOrTx, room: RoomRow, from: Date, to: Date): Promise<number> {
  const touching = await tx
    .select()
    .from(curingExcursion)
    .where(
      and(
        eq(curingExcursion.roomId, room.id),
        gte(curingExcursion.lastOutAt, new Date(from.getTime() - CONTEXT_MS)),
        lte(curingExcursion.startedAt, new Date(to.getTime() + CONTEXT_MS)),
      ),
    );
  const start = new Date(
    Math.min(from.getTime() - CONTEXT_MS, ...touching.map((e) => e.startedAt.getTime())),
  );
  const end = new Date(to.getTime() + CONTEXT_MS);
  const readings = await tx
    .select({
      at: curingReading.measuredAt,
      temperature: curingReading.temperature,
      humidity: curingReading.humidity,
    })
    .from(curingReading)
    .where(
      and(
        eq(curingReading.roomId, room.id),
        gte(curingReading.measuredAt, start),
        lte(curingReading.measuredAt, end),
      ),
    )
    .orderBy(asc(curingReading.measuredAt));
  const raised = detectCuringExcursions(readings, limitsOf(room), room.toleranceMinutes).filter(
    (e) => e.raised,
  );
  let added = 0;
  for (const e of raised) {
    const stored = touching.find((s) => s.startedAt <= e.lastOutAt && s.lastOutAt >= e.startedAt);
    const values = await excursionValues(tx, room, e, stored);
    if (stored) {
      await tx.update(curingExcursion).set(values).where(eq(curingExcursion.id, stored.id));
      Object.assign(stored, values);
    } else {
      const [row] = await tx
        .insert(curingExcursion)
        .values({ ...values, roomId: room.id, projectId: room.projectId })
        .returning();
      if (row) touching.push(row);
      added += 1;
    }
  }
  return added;
}

/** An excursion as the answers show it: its period, length in minutes, what went wrong and the extremes. */
export function excursionFigures(e: ExcursionRow) {
  return {
    startedAt: e.startedAt.toISOString(),
    lastOutAt: e.lastOutAt.toISOString(),
    endedAt: e.endedAt?.toISOString() ?? null,
    minutes: Math.round((e.lastOutAt.getTime() - e.startedAt.getTime()) / 60_000),
    breaches: e.breaches,
    minTemperature: e.minTemperature,
    maxTemperature: e.maxTemperature,
    minHumidity: e.minHumidity,
  };
}

async function excursionValues(
  tx: DbOrTx,
  room: RoomRow,
  e: CuringExcursion,
  stored: ExcursionRow | undefined,
) {
  const startedAt = stored && stored.startedAt < e.startedAt ? stored.startedAt : e.startedAt;
  const lastOutAt = stored && stored.lastOutAt > e.lastOutAt ? stored.lastOutAt : e.lastOutAt;
  const until = e.endedAt ?? lastOutAt;
  return {
    startedAt,
    lastOutAt,
    endedAt: e.endedAt,
    breaches: [...new Set([...(stored?.breaches ?? []), ...e.breaches])],
    minTemperature: Math.min(e.minTemperature, stored?.minTemperature ?? Number.POSITIVE_INFINITY),
    maxTemperature: Math.max(e.maxTemperature, stored?.maxTemperature ?? Number.NEGATIVE_INFINITY),
    minHumidity: Math.min(e.minHumidity, stored?.minHumidity ?? Number.POSITIVE_INFINITY),
    specimenIds: await specimensPresent(tx, room.id, startedAt, until),
  };
}

/**
 * Stores a batch of readings of one room (one per device time: a resent reading is a duplicate, not an
 * error), then raises or updates its excursions; one audit entry for the batch. The caller holds the
 * transaction and has checked who may write.
 */
export async function storeReadings(
  tx: DbOrTx,
  room: RoomRow,
  readings: readonly CuringReadingInput[],
  source: CuringReadingSource,
  actor: AuditActor & { enteredBy: number | null },
  lang: Language,
  now = new Date(),
): Promise<CuringIngestResult> {
  const times = readings.map((r) => new Date(r.at));
  if (times.some((t) => t.getTime() > now.getTime() + FUTURE_SKEW_MS))
    throw fieldError('readings', msg('futureTime', lang), lang);
  // The row is locked so that two batches of one room never raise the same excursion twice.
  await tx.select({ id: curingRoom.id }).from(curingRoom).where(eq(curingRoom.id, room.id)).for('update');
  const inserted = await tx
    .insert(curingReading)
    .values(
      readings.map((r, i) => ({
        roomId: room.id,
        projectId: room.projectId,
        measuredAt: times[i] as Date,
        temperature: r.temperature,
        humidity: r.humidity,
        source,
        enteredBy: actor.enteredBy,
      })),
    )
    .onConflictDoNothing({ target: [curingReading.roomId, curingReading.measuredAt] })
    .returning({ id: curingReading.id });
  const accepted = inserted.length;
  let warnings = 0;
  if (accepted > 0) {
    const ms = times.map((t) => t.getTime());
    warnings = await reconcileExcursions(tx, room, new Date(Math.min(...ms)), new Date(Math.max(...ms)));
    await recordAudit(tx, actor, [
      {
        projectId: room.projectId,
        resource: 'curing_reading',
        action: source === 'device' ? 'ingest' : 'add',
        recordId: room.id,
        after: {
          accepted,
          duplicates: readings.length - accepted,
          warnings,
          from: new Date(Math.min(...ms)),
          to: new Date(Math.max(...ms)),
        },
      },
    ]);
  }
  return { accepted, duplicates: readings.length - accepted, warnings };
}

/** A room's readings between `from` and `to` (default: the 24 hours up to its latest reading). */
export async function roomReadings(
  db: DbOrTx,
  room: RoomRow,
  q: { from?: string | undefined; to?: string | undefined },
) {
  let to = q.to ? new Date(q.to) : undefined;
  if (!to) {
    const [latest] = await db
      .select({ at: curingReading.measuredAt })
      .from(curingReading)
      .where(eq(curingReading.roomId, room.id))
      .orderBy(desc(curingReading.measuredAt))
      .limit(1);
    to = latest?.at ?? new Date();
  }
  const from = q.from ? new Date(q.from) : new Date(to.getTime() - CONTEXT_MS);
  const rows = await db
    .select()
    .from(curingReading)
    .where(
      and(
        eq(curingReading.roomId, room.id),
        gte(curingReading.measuredAt, from),
        lte(curingReading.measuredAt, to),
      ),
    )
    .orderBy(asc(curingReading.measuredAt))
    // A week of 1-minute readings at most; the chart needs no more.
    .limit(10_080);
  const limits = limitsOf(room);
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    readings: rows.map((r) => ({
      id: r.id,
      at: r.measuredAt.toISOString(),
      temperature: r.temperature,
      humidity: r.humidity,
      source: r.source,
      outOfRange: curingBreaches(r, limits).length > 0,
    })),
  };
}

/** The raised excursions of some rooms (or of a project), newest first, with the specimens they concern. */
export async function excursionItems(
  db: DbOrTx,
  where: { roomId: number } | { projectId: number },
): Promise<(CuringExcursionItem & { projectId: number; limits: string })[]> {
  const rows = await db
    .select({
      e: curingExcursion,
      roomName: curingRoom.name,
      limits: {
        tempMin: curingRoom.tempMin,
        tempMax: curingRoom.tempMax,
        humidityMin: curingRoom.humidityMin,
      },
    })
    .from(curingExcursion)
    .innerJoin(curingRoom, eq(curingRoom.id, curingExcursion.roomId))
    .where(
      'roomId' in where
        ? eq(curingExcursion.roomId, where.roomId)
        : eq(curingExcursion.projectId, where.projectId),
    )
    .orderBy(desc(curingExcursion.startedAt));
  const byProject = new Map<number, Set<number>>();
  for (const { e } of rows) {
    const set = byProject.get(e.projectId) ?? new Set<number>();
    for (const id of e.specimenIds) set.add(id);
    byProject.set(e.projectId, set);
  }
  const specimens = new Map<number, Awaited<ReturnType<typeof standardCuredSpecimens>>[number]>();
  for (const [projectId, ids] of byProject)
    for (const s of await standardCuredSpecimens(db, projectId, [...ids])) specimens.set(s.id, s);
  return rows.map(({ e, roomName, limits }) => ({
    id: e.id,
    limits: `${Number(limits.tempMin)}~${Number(limits.tempMax)} ℃, ≥ ${Number(limits.humidityMin)} %RH`,
    projectId: e.projectId,
    roomId: e.roomId,
    roomName,
    ...excursionFigures(e),
    specimens: e.specimenIds.flatMap((id) => specimens.get(id) ?? []),
    raisedAt: e.raisedAt.toISOString(),
  }));
}

/** The project's curing excursions as abnormal-list items (the warning module's curingExcursion rule). */
export async function curingAbnormalItems(
  db: DbOrTx,
  projectId: number,
  lang: Language,
): Promise<AbnormalItem[]> {
  const items = await excursionItems(db, { projectId });
  const sep = lang === 'zh' ? '、' : ', ';
  return items.map((e) => ({
    key: `curingExcursion-${e.id}`,
    type: 'curingExcursion',
    level: 'serious',
    title: msg('excursionTitle', lang, { room: e.roomName, minutes: e.minutes }),
    detail: msg('excursionDetail', lang, {
      from: businessDateTimeOf(e.startedAt),
      state: e.endedAt ? msg('backAt', lang, { to: businessDateTimeOf(e.endedAt) }) : msg('stillOut', lang),
      tMin: e.minTemperature,
      tMax: e.maxTemperature,
      rh: e.minHumidity,
      limits: e.limits,
    }),
    related: e.specimens.length ? e.specimens.map((s) => s.sampleNo).join(sep) : msg('noSpecimens', lang),
    raisedAt: e.raisedAt,
    // Back in range: the room is handled; the groups it names stay listed for the lab and supervisor.
    status: e.endedAt ? 'handled' : 'open',
    link: `/inspection/curingRoom?room=${e.roomId}`,
  }));
}
