import { type CuringRoomItem, curingRoomContract, type Language } from '@zhuji/shared';
import { count, eq } from 'drizzle-orm';
import { conflict, fieldError } from '../../platform/access';
import { defineResource } from '../../platform/kit/define-resource';
import type { WriteContext } from '../../platform/kit/resource-service';
import { CURING_ROOM_TITLE, CURING_ROOM_LABELS as L, curingMessage as msg } from './curing.messages';
import { curingReading, curingRoom, curingStay } from './curing.table';

export const CURING_MENU = 'CuringRoom';

const num = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : Number(v));

/** The limits a room keeps (docs/domains/curing.md): the minimum below the maximum, humidity a percentage. */
function checkLimits(merged: Record<string, unknown>, lang: Language) {
  const tMin = num(merged.tempMin) ?? 18;
  const tMax = num(merged.tempMax) ?? 22;
  const rh = num(merged.humidityMin) ?? 95;
  for (const [field, t] of [
    ['tempMin', tMin],
    ['tempMax', tMax],
  ] as const)
    if (t < -40 || t > 80) throw fieldError(field, msg('tempRange', lang), lang);
  if (tMin >= tMax) throw fieldError('tempMin', msg('tempOrder', lang), lang);
  if (rh < 0 || rh > 100) throw fieldError('humidityMin', msg('humidityRange', lang), lang);
}

async function checkRoom(ctx: WriteContext) {
  const { lang, tx } = ctx;
  if (ctx.action === 'remove') {
    // Readings and stays are the room's quality record: a room that has any is kept.
    const id = Number(ctx.before?.id);
    const [[readings], [stays]] = await Promise.all([
      tx.select({ n: count() }).from(curingReading).where(eq(curingReading.roomId, id)),
      tx.select({ n: count() }).from(curingStay).where(eq(curingStay.roomId, id)),
    ]);
    if ((readings?.n ?? 0) + (stays?.n ?? 0) > 0) throw conflict(msg('roomInUse', lang));
    return;
  }
  checkLimits({ ...(ctx.before ?? {}), ...ctx.values }, lang);
  if (ctx.action === 'update') ctx.values.updatedAt = new Date();
}

/** A room as the API answers it: the key's hash and its issuer stay on the server. */
export const roomItem = (r: typeof curingRoom.$inferSelect): CuringRoomItem => ({
  id: r.id,
  projectId: r.projectId,
  name: r.name,
  location: r.location,
  tempMin: r.tempMin,
  tempMax: r.tempMax,
  humidityMin: r.humidityMin,
  toleranceMinutes: r.toleranceMinutes,
  deviceKeyHint: r.deviceKeyHint,
  deviceKeyCreatedAt: r.deviceKeyCreatedAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** Standard curing rooms of a sub-project (标准养护室, docs/domains/curing.md). */
export const curingRoomRoutes = defineResource({
  name: 'curing_room',
  prefix: 'curing/room',
  title: CURING_ROOM_TITLE,
  table: curingRoom,
  menu: CURING_MENU,
  projectScoped: true,
  contract: curingRoomContract,
  fields: {
    name: { column: curingRoom.name, type: 'text', label: L.name, search: true },
    location: { column: curingRoom.location, type: 'text', label: L.location, search: true },
    tempMin: { column: curingRoom.tempMin, type: 'decimal', label: L.tempMin },
    tempMax: { column: curingRoom.tempMax, type: 'decimal', label: L.tempMax },
    humidityMin: { column: curingRoom.humidityMin, type: 'decimal', label: L.humidityMin },
    toleranceMinutes: { column: curingRoom.toleranceMinutes, type: 'integer', label: L.toleranceMinutes },
    createdAt: { column: curingRoom.createdAt, type: 'datetime', label: L.createdAt },
  },
  filters: {},
  defaultSort: { field: 'name', order: 'asc' },
  exportColumns: ['name', 'location', 'tempMin', 'tempMax', 'humidityMin', 'toleranceMinutes', 'createdAt'],
  naturalKey: ['name'],
  // The key's hash and its issuer stay on the server.
  toItem: roomItem,
  hooks: { beforeWrite: checkRoom },
  example: (n) => ({
    name: `${n}号标准养护室`,
    location: `项目试验室 ${n} 室`,
    tempMin: '18',
    tempMax: '22',
    humidityMin: '95',
    toleranceMinutes: 30,
  }),
});
