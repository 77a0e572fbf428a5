import { z } from 'zod';
import { number2DecimalsSchema } from '../validators/numbers';
import { required } from '../validators/rule';
import { defineCall } from './call';
import { resourceCalls } from './resource-calls';

/**
 * Standard curing rooms (标准养护室), their temperature and humidity readings, the specimens kept in them
 * and the excursions out of range that raise warnings (docs/domains/curing.md). Limits default to
 * standard curing, 20 ± 2 °C and RH ≥ 95 % (STANDARD_CURING_LIMITS). Decimals travel as strings.
 */
export const curingRoomItemSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  name: z.string(),
  location: z.string(),
  tempMin: z.string(),
  tempMax: z.string(),
  humidityMin: z.string(),
  toleranceMinutes: z.number().int(),
  /** The first characters of the device key, to tell keys apart; null when the room has none. */
  deviceKeyHint: z.string().nullable(),
  deviceKeyCreatedAt: z.string().nullable().describe('ISO 8601'),
  createdAt: z.string().describe('ISO 8601'),
  updatedAt: z.string().describe('ISO 8601'),
});
export type CuringRoomItem = z.infer<typeof curingRoomItemSchema>;

/** Minutes out of range before a warning: at least one, at most a day. */
export const CURING_TOLERANCE_RANGE = { min: 1, max: 1440 } as const;

const curingRoomFields = {
  name: required(z.string().trim().max(50)),
  location: z.string().trim().max(100),
  tempMin: required(number2DecimalsSchema),
  tempMax: required(number2DecimalsSchema),
  humidityMin: required(number2DecimalsSchema),
  toleranceMinutes: z.number().int().min(CURING_TOLERANCE_RANGE.min).max(CURING_TOLERANCE_RANGE.max),
};

export const curingRoomCreateSchema = z.object({
  projectId: z.number().int().positive(),
  name: curingRoomFields.name,
  location: curingRoomFields.location.optional(),
  tempMin: curingRoomFields.tempMin.optional(),
  tempMax: curingRoomFields.tempMax.optional(),
  humidityMin: curingRoomFields.humidityMin.optional(),
  toleranceMinutes: curingRoomFields.toleranceMinutes.optional(),
});
export type CuringRoomCreate = z.infer<typeof curingRoomCreateSchema>;

export const curingRoomUpdateSchema = z
  .object(curingRoomFields)
  .partial()
  .extend({ id: z.number().int().positive() });

export const CURING_ROOM_SORT_FIELDS = ['name', 'location', 'toleranceMinutes', 'createdAt'] as const;
export const curingRoomFiltersSchema = z.object({});

export const curingRoomContract = {
  item: curingRoomItemSchema,
  create: curingRoomCreateSchema,
  update: curingRoomUpdateSchema,
  filters: curingRoomFiltersSchema,
  sortFields: CURING_ROOM_SORT_FIELDS,
};

// ---- readings ---------------------------------------------------------------------------------------

export const CURING_READING_SOURCES = ['device', 'manual'] as const;
export type CuringReadingSource = (typeof CURING_READING_SOURCES)[number];

/** Readings per call: a device catching up after an outage sends a day of 1-minute readings at most. */
export const CURING_INGEST_MAX_READINGS = 1440;
/** Device calls per room and minute (429 beyond). */
export const CURING_INGEST_PER_MINUTE = 30;
/** The header a device sends its key in. */
export const CURING_DEVICE_KEY_HEADER = 'x-device-key';

export const curingReadingInputSchema = z.object({
  /** Device time, ISO 8601 with its offset. */
  at: z.iso.datetime({ offset: true }),
  /** °C. */
  temperature: z.number().min(-40).max(80),
  /** Relative humidity, %. */
  humidity: z.number().min(0).max(100),
});
export type CuringReadingInput = z.infer<typeof curingReadingInputSchema>;

export const curingIngestParamsSchema = z.object({ roomId: z.coerce.number().int().positive() });
export const curingIngestBodySchema = z.object({
  readings: z.array(curingReadingInputSchema).min(1).max(CURING_INGEST_MAX_READINGS),
});
export const curingManualBodySchema = z.object({
  roomId: z.number().int().positive(),
  readings: z.array(curingReadingInputSchema).min(1).max(50),
});
export const curingIngestResultSchema = z.object({
  /** Readings stored. */
  accepted: z.number().int(),
  /** Readings the room already had for that device time (skipped: a device may resend). */
  duplicates: z.number().int(),
  /** Warnings this call raised. */
  warnings: z.number().int(),
});
export type CuringIngestResult = z.infer<typeof curingIngestResultSchema>;

export const curingReadingItemSchema = z.object({
  id: z.number().int(),
  at: z.string().describe('ISO 8601'),
  temperature: z.number(),
  humidity: z.number(),
  source: z.enum(CURING_READING_SOURCES),
  outOfRange: z.boolean(),
});
export type CuringReadingItem = z.infer<typeof curingReadingItemSchema>;

/** A room's readings over a period (default: the last 24 hours up to its latest reading). */
export const curingReadingQuerySchema = z.object({
  roomId: z.coerce.number().int().positive(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export const curingReadingListSchema = z.object({
  from: z.string(),
  to: z.string(),
  readings: z.array(curingReadingItemSchema),
});

// ---- excursions (warnings) ---------------------------------------------------------------------------

export const CURING_BREACHES = ['cold', 'warm', 'dry'] as const;

export const curingSpecimenSchema = z.object({
  id: z.number().int(),
  sampleNo: z.string(),
  strengthGrade: z.string(),
  location: z.string(),
  makeDate: z.string(),
});
export type CuringSpecimen = z.infer<typeof curingSpecimenSchema>;

export const curingExcursionItemSchema = z.object({
  id: z.number().int(),
  roomId: z.number().int(),
  roomName: z.string(),
  startedAt: z.string(),
  lastOutAt: z.string(),
  /** Back in range at; null while still out. */
  endedAt: z.string().nullable(),
  minutes: z.number(),
  breaches: z.array(z.enum(CURING_BREACHES)),
  minTemperature: z.number(),
  maxTemperature: z.number(),
  minHumidity: z.number(),
  specimens: z.array(curingSpecimenSchema),
  raisedAt: z.string(),
});
export type CuringExcursionItem = z.infer<typeof curingExcursionItemSchema>;
export const curingRoomQuerySchema = z.object({ roomId: z.coerce.number().int().positive() });

// ---- device key ---------------------------------------------------------------------------------------

export const curingRoomIdBodySchema = z.object({ id: z.number().int().positive() });
/** The key itself is answered once, here; the server keeps only its hash. */
export const curingDeviceKeySchema = z.object({ key: z.string(), hint: z.string(), createdAt: z.string() });

// ---- specimens in the room ---------------------------------------------------------------------------

export const curingStayItemSchema = curingSpecimenSchema.omit({ id: true }).extend({
  id: z.number().int(),
  specimenId: z.number().int(),
  inAt: z.string(),
  outAt: z.string().nullable(),
});
export type CuringStayItem = z.infer<typeof curingStayItemSchema>;
export const curingAssignBodySchema = z.object({
  roomId: z.number().int().positive(),
  specimenIds: z.array(z.number().int().positive()).min(1).max(200),
  inAt: z.iso.datetime({ offset: true }),
});
export const curingMoveOutBodySchema = z.object({
  roomId: z.number().int().positive(),
  ids: z.array(z.number().int().positive()).min(1).max(200),
  outAt: z.iso.datetime({ offset: true }),
});
export const curingCountSchema = z.object({ count: z.number().int() });

export const curingCalls = {
  room: resourceCalls('curing/room', curingRoomContract),
  issueKey: defineCall({
    method: 'POST',
    path: 'curing/room/key',
    body: curingRoomIdBodySchema,
    response: curingDeviceKeySchema,
    summary: '生成设备密钥 (a new device key for the room; the old one stops working)',
  }),
  revokeKey: defineCall({
    method: 'POST',
    path: 'curing/room/key/revoke',
    body: curingRoomIdBodySchema,
    response: curingRoomItemSchema,
    summary: '吊销设备密钥',
  }),
  ingest: defineCall({
    method: 'POST',
    path: 'curing/ingest/:roomId',
    params: curingIngestParamsSchema,
    body: curingIngestBodySchema,
    response: curingIngestResultSchema,
    summary: '设备上传温湿度读数 (device key in the x-device-key header)',
  }),
  addReadings: defineCall({
    method: 'POST',
    path: 'curing/reading/add',
    body: curingManualBodySchema,
    response: curingIngestResultSchema,
    summary: '手工录入温湿度读数',
  }),
  readings: defineCall({
    method: 'GET',
    path: 'curing/reading/list',
    query: curingReadingQuerySchema,
    response: curingReadingListSchema,
    summary: '养护室温湿度读数',
  }),
  excursions: defineCall({
    method: 'GET',
    path: 'curing/excursion/list',
    query: curingRoomQuerySchema,
    response: z.array(curingExcursionItemSchema),
    summary: '养护室超限记录（含受影响试块）',
  }),
  stays: defineCall({
    method: 'GET',
    path: 'curing/specimen/list',
    query: curingRoomQuerySchema,
    response: z.array(curingStayItemSchema),
    summary: '养护室内的试块（入室、出室时间）',
  }),
  candidates: defineCall({
    method: 'GET',
    path: 'curing/specimen/options',
    query: curingRoomQuerySchema,
    response: z.array(curingSpecimenSchema),
    summary: '可入室的标养试块',
  }),
  assign: defineCall({
    method: 'POST',
    path: 'curing/specimen/assign',
    body: curingAssignBodySchema,
    response: curingCountSchema,
    summary: '试块入室',
  }),
  moveOut: defineCall({
    method: 'POST',
    path: 'curing/specimen/out',
    body: curingMoveOutBodySchema,
    response: curingCountSchema,
    summary: '试块出室',
  }),
};
