import { createHash } from 'node:crypto';
import {
  CURING_DEVICE_KEY_HEADER,
  CURING_INGEST_PER_MINUTE,
  curingCalls,
  curingExcursionItemSchema,
  ok,
} from '@zhuji/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callRoute } from '../../platform/http/call-route';
import { guardedRoutes } from '../../platform/kit/guarded-routes';
import {
  assignSpecimens,
  guard,
  issueKey,
  loadRoom,
  moveOut,
  revokeKey,
  roomOfKey,
  roomStays,
  stayCandidates,
} from './curing.service';
import { excursionItems, roomReadings, storeReadings } from './curing-reading.service';
import { CURING_MENU, roomItem } from './curing-room.routes';

const tags = ['curing'];
const actor = (req: FastifyRequest) => ({ userId: req.user.userId, ip: req.ip });
const headerKey = (req: FastifyRequest) => {
  const v = req.headers[CURING_DEVICE_KEY_HEADER];
  return typeof v === 'string' && v.length > 0 && v.length <= 200 ? v : undefined;
};

/**
 * Curing rooms beyond their register (docs/domains/curing.md): device keys, the device ingest, readings
 * typed by hand, the readings and excursions of a room and the specimens kept in it. Each call loads
 * the room (404 when missing) and checks membership of its project and the CuringRoom menu action.
 */
export async function curingRoutes(app: FastifyInstance) {
  const db = app.db;
  const route = guardedRoutes(app, { tags, guard, menu: CURING_MENU });
  const roomOf = (id: number) => (req: FastifyRequest) => loadRoom(db, id, req.lang);

  route.call(curingCalls.issueKey, {
    summary: '生成设备密钥 (shown once; the previous key stops working)',
    access: { action: 'update', project: (req) => roomOf(req.body.id)(req) },
    answer: (req, room) => db.transaction((tx) => issueKey(tx, room, actor(req))),
  });
  route.call(curingCalls.revokeKey, {
    access: { action: 'update', project: (req) => roomOf(req.body.id)(req) },
    answer: async (req, room) => roomItem(await db.transaction((tx) => revokeKey(tx, room, actor(req)))),
  });
  route.call(curingCalls.addReadings, {
    summary:
      '手工录入温湿度读数 (one per time; out-of-range time beyond the room’s tolerance raises a warning)',
    access: { action: 'add', project: (req) => roomOf(req.body.roomId)(req) },
    answer: (req, room) =>
      db.transaction((tx) =>
        storeReadings(
          tx,
          room,
          req.body.readings,
          'manual',
          { ...actor(req), enteredBy: req.user.userId },
          req.lang,
        ),
      ),
  });
  route.call(curingCalls.readings, {
    access: { action: 'detail', project: (req) => roomOf(req.query.roomId)(req) },
    answer: (req, room) => roomReadings(db, room, req.query),
  });
  route.call(curingCalls.excursions, {
    access: { action: 'detail', project: (req) => roomOf(req.query.roomId)(req) },
    answer: async (_req, room) =>
      (await excursionItems(db, { roomId: room.id })).map((e) => curingExcursionItemSchema.parse(e)),
  });
  route.call(curingCalls.stays, {
    access: { action: 'detail', project: (req) => roomOf(req.query.roomId)(req) },
    answer: (_req, room) => roomStays(db, room),
  });
  route.call(curingCalls.candidates, {
    access: { action: 'add', project: (req) => roomOf(req.query.roomId)(req) },
    answer: (_req, room) => stayCandidates(db, room),
  });
  route.call(curingCalls.assign, {
    access: { action: 'add', project: (req) => roomOf(req.body.roomId)(req) },
    answer: (req, room) =>
      db.transaction((tx) =>
        assignSpecimens(tx, room, req.body.specimenIds, new Date(req.body.inAt), actor(req), req.lang),
      ),
  });
  route.call(curingCalls.moveOut, {
    access: { action: 'update', project: (req) => roomOf(req.body.roomId)(req) },
    answer: (req, room) =>
      db.transaction((tx) => moveOut(tx, room, req.body.ids, new Date(req.body.outAt), actor(req), req.lang)),
  });

  callRoute(app, curingCalls.ingest, {
    public: true,
    tags,
    description:
      'A device posts a batch of readings with the room’s key in the x-device-key header: unknown or revoked key 401, ' +
      'a key of another room 403, more than the per-minute limit 429; readings already stored for a device time are skipped.',
    rateLimit: {
      max: CURING_INGEST_PER_MINUTE,
      timeWindow: '1 minute',
      // Per room and key: a device flooding with a wrong key does not silence the room's real one.
      keyGenerator: (req) => {
        const roomId = (req.params as { roomId?: string }).roomId ?? '';
        const key = headerKey(req) ?? '';
        return `curing:${roomId}:${createHash('sha256').update(key).digest('hex').slice(0, 16)}`;
      },
    },
    handler: async (req) => {
      const room = await roomOfKey(db, headerKey(req), req.params.roomId, req.lang);
      const result = await db.transaction(async (tx) => {
        // The key was checked outside; read the room again in the transaction (a revoke may have won).
        const current = await roomOfKey(tx, headerKey(req), room.id, req.lang);
        return storeReadings(
          tx,
          current,
          req.body.readings,
          'device',
          // A device has no account: its writes are audited in the name of who issued its key.
          { userId: current.deviceKeyCreatedBy ?? 0, ip: req.ip, enteredBy: null },
          req.lang,
        );
      });
      return ok(result);
    },
  });
}
